// Client, plan, policy and carrier documents (spec 7 "Documents", DESIGN 5.1). The bytes stream to
// and from the document store (store.ts: files by hash, or chunks in a shared database), never
// whole in memory; each owner's documents stay within a quota (quota.ts).
//
// Who reads what: an Admin everything; a Producer or Employer Admin the documents of their
// divisions and of those divisions' participants, and the carrier documents of the carriers their
// participants hold policies with; an Employee their own client documents, their division's plan
// documents and the policy documents of their policies (their own, and their carriers' documents).
// Who writes: an Admin every kind; a Producer or Employer Admin client and policy documents of
// their participants and plan documents of their divisions, never a carrier's own documents.
// Anything else is 404 (its existence is not revealed).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { PagedResult } from '../../../src/domain/api/common';
import type { DocumentRow } from '../../../src/domain/api/documents';
import type { DocumentQuery, SortCriterion } from '../../../src/domain/listQuery';
import type { DocumentType } from '../../../src/domain/enums';
import {
  documentNameOf,
  type DocumentRef,
  type UploadDocumentFields,
} from '../../../src/domain/schemas/documents';
import { localeDetail } from '../../../src/domain/problem';
import type { AppDb } from '../../db/connection';
import type { Clock } from '../../deps/clock';
import * as s from '../../db/schema';
import { requirePermission, type Principal, type Scope } from '../access';
import { auditDifference } from '../audit';
import { documentSnapshot } from '../snapshots';
import { ConflictError, NotFoundError, RuleError, ValidationError } from '../errors';
import { brokenConstraint, contains, inIds, listPage, orderBy, orderKey } from '../lists';
import { ContentSniffer } from './content';
import { assertWithinQuota, type DocumentOwner } from './quota';
import { markRead, unreadBy } from './reads';
import type { DocumentDownload, DocumentFiles, StagedDocument } from './store';

export type { DocumentDownload } from './store';

/** An uploaded file's bytes, staged in the store, and what their content says they are. */
export interface ReceivedFile {
  staged: StagedDocument;
  sniffer: ContentSniffer;
}

const d = s.documents;

const DOCUMENT_SORT: Record<string, SQL[]> = {
  documentName: [sql`lower(${d.documentName})`],
  documentType: [sql`${d.documentType}`],
  modified: [sql`${d.modified}`],
};

/** Participants of the scope's divisions, as a sub-select (null: every participant). */
async function participantIdsSql(scope: Scope): Promise<SQL | null> {
  const divisions = await scope.divisionIds();
  if (divisions === null) return null;
  return sql`(select ${s.participants.id} from ${s.participants} where ${inIds(s.participants.divisionId, divisions)})`;
}

export class DocumentService {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
    private readonly files: DocumentFiles,
  ) {}

  /** Streams an upload's bytes into the store's staging area, reading their type on the way. */
  async receive(source: Readable): Promise<ReceivedFile> {
    const sniffer = new ContentSniffer();
    const staged = await this.files.store.stage(source, (chunk) => sniffer.push(chunk));
    return { staged, sniffer };
  }

  /** Forgets an upload's staged bytes (nothing once it is saved). */
  discard(file: ReceivedFile): Promise<void> {
    return this.files.store.discard(file.staged);
  }

  /** The documents the caller may read, as a condition over `documents`. */
  private async readable(scope: Scope): Promise<SQL | undefined> {
    const { principal } = scope;
    if (scope.isAdmin) return undefined;
    if (principal.role === 'Employee') {
      const clientId = principal.clientId ?? 0;
      const divisions = (await scope.divisionIds()) ?? [];
      const carriers = sql`(select ${s.policies.carrierId} from ${s.policies} where ${s.policies.clientId} = ${clientId})`;
      return sql`(
        (${d.documentType} = 'ClientDocument' and ${d.clientId} = ${clientId})
        or (${d.documentType} = 'PlanDocument' and ${inIds(d.divisionId, divisions)})
        or (${d.documentType} = 'PolicyDocument' and (
          (${d.clientId} = ${clientId} and ${d.carrierId} in ${carriers})
          or (${d.clientId} is null and ${d.carrierId} in ${carriers})))
      )`;
    }
    return this.staffCondition(scope, true);
  }

  /** What staff other than Admins reach: their divisions' documents; carrier ones only to read. */
  private async staffCondition(scope: Scope, withCarrierDocuments: boolean): Promise<SQL> {
    const divisions = (await scope.divisionIds()) ?? [];
    const participants = (await participantIdsSql(scope))!;
    const carriers = sql`(select ${s.policies.carrierId} from ${s.policies} where ${inIds(s.policies.divisionId, divisions)})`;
    return sql`(
      (${d.documentType} in ('ClientDocument', 'PolicyDocument') and ${d.clientId} in ${participants})
      or (${d.documentType} = 'PlanDocument' and ${inIds(d.divisionId, divisions)})
      ${withCarrierDocuments ? sql`or (${d.documentType} = 'PolicyDocument' and ${d.clientId} is null and ${d.carrierId} in ${carriers})` : sql``}
    )`;
  }

  private async writable(scope: Scope): Promise<SQL | undefined> {
    if (scope.isAdmin) return undefined;
    if (scope.principal.role === 'Employee') return sql`false`;
    return this.staffCondition(scope, false);
  }

  /**
   * The document rows a condition selects, newest first unless an order is given; a page of them
   * when `page` says which.
   */
  /** The documents of one kind that the caller may read, under further conditions. */
  private async listKind(scope: Scope, kind: DocumentType, ...conditions: SQL[]) {
    return this.list(and(eq(d.documentType, kind), ...conditions, await this.readable(scope)));
  }

  private async list(
    where: SQL | undefined,
    order: SQL[] = [sql`${d.modified} desc`, sql`${d.id}`],
    page?: { limit: number; offset: number },
  ): Promise<DocumentRow[]> {
    let query = this.db
      .select({
        id: d.id,
        documentName: d.documentName,
        documentType: d.documentType,
        clientId: d.clientId,
        client: sql<
          string | null
        >`case when ${s.users.id} is null then null else trim(${s.users.firstName} || ' ' || ${s.users.lastName}) end`,
        carrierId: d.carrierId,
        carrier: s.carriers.name,
        divisionId: d.divisionId,
        division: sql<string | null>`coalesce(${s.divisions.planName}, ${s.divisions.name})`,
        contentType: d.contentType,
        size: d.size,
        modified: d.modified,
      })
      .from(d)
      .leftJoin(s.participants, eq(s.participants.id, d.clientId))
      .leftJoin(s.users, eq(s.users.id, s.participants.userId))
      .leftJoin(s.carriers, eq(s.carriers.id, d.carrierId))
      .leftJoin(s.divisions, eq(s.divisions.id, d.divisionId))
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (page) query = query.limit(page.limit).offset(page.offset);
    const rows = await query;
    return rows.map((r) => ({ ...r, modified: r.modified.toISOString() }));
  }

  /**
   * GET /api/documents: every document the caller may read (the rules above), searched by name,
   * narrowed by Ids[] and DocumentType, sorted (newest first unless asked) and paged.
   */
  async listAll(
    principal: Principal,
    scope: Scope,
    q: DocumentQuery,
  ): Promise<PagedResult<DocumentRow>> {
    requirePermission(principal, 'documents', 'list');
    const readable = await this.readable(scope);
    const ids = () => {
      const term = q.searchText?.trim();
      const where = and(
        readable,
        q.ids ? inIds(d.id, q.ids) : undefined,
        q.documentType ? eq(d.documentType, q.documentType) : undefined,
        term ? ilike(d.documentName, contains(term)) : undefined,
        q.modifiedSince ? sql`${d.modified} >= ${q.modifiedSince}::date` : undefined,
        q.unread === undefined ? undefined : unreadBy(principal.userId, q.unread),
      );
      const criteria: SortCriterion[] =
        q.sortCriteria.length > 0 ? q.sortCriteria : [{ sortKey: 'modified', isDescending: true }];
      return this.db
        .select({ id: d.id })
        .from(d)
        .where(where)
        .orderBy(...orderBy('documents', criteria, DOCUMENT_SORT, d.id));
    };
    const order = { key: orderKey('documents', principal, q), ids };
    return listPage(this.db, order, q, (page) => this.list(inIds(d.id, page)));
  }

  /** GET /api/documents/{id}: one document the caller may read, as its list row; 404 otherwise. */
  async one(principal: Principal, scope: Scope, id: number): Promise<DocumentRow> {
    requirePermission(principal, 'documents', 'show');
    const [row] = await this.list(and(eq(d.id, id), await this.readable(scope)));
    if (!row) throw new NotFoundError('document');
    return row;
  }

  async clientDocuments(
    principal: Principal,
    scope: Scope,
    clientId: number,
  ): Promise<DocumentRow[]> {
    requirePermission(principal, 'documents', 'list');
    await scope.assertParticipantVisible(clientId);
    return this.listKind(scope, 'ClientDocument', eq(d.clientId, clientId));
  }

  /** A participant's own policy documents and the documents of the carriers of their policies. */
  async policyDocuments(
    principal: Principal,
    scope: Scope,
    clientId: number,
  ): Promise<DocumentRow[]> {
    requirePermission(principal, 'documents', 'list');
    await scope.assertParticipantVisible(clientId);
    const carriers = sql`(select ${s.policies.carrierId} from ${s.policies} where ${s.policies.clientId} = ${clientId})`;
    return this.listKind(
      scope,
      'PolicyDocument',
      sql`${d.carrierId} in ${carriers}`,
      sql`(${d.clientId} = ${clientId} or ${d.clientId} is null)`,
    );
  }

  /** The plan documents of a division, named directly or as a participant's division. */
  async planDocuments(
    principal: Principal,
    scope: Scope,
    q: { clientId?: number; divisionId?: number },
  ): Promise<DocumentRow[]> {
    requirePermission(principal, 'documents', 'list');
    let divisionId = q.divisionId;
    if (q.clientId !== undefined) {
      const { divisionId: ofClient } = await scope.assertParticipantVisible(q.clientId);
      if (divisionId !== undefined && divisionId !== ofClient) throw new NotFoundError('division');
      divisionId = ofClient;
    }
    if (divisionId === undefined) {
      const own =
        scope.principal.role === 'Employee' ? ((await scope.divisionIds()) ?? [])[0] : undefined;
      if (own === undefined)
        throw new ValidationError({ field: 'divisionId', key: 'validation.required' });
      divisionId = own;
    }
    await scope.assertDivisionVisible(divisionId);
    return this.listKind(scope, 'PlanDocument', eq(d.divisionId, divisionId));
  }

  /** A carrier's own documents (policy documents not tied to a participant). */
  async carrierDocuments(
    principal: Principal,
    scope: Scope,
    carrierId: number,
  ): Promise<DocumentRow[]> {
    requirePermission(principal, 'documents', 'list');
    const [carrier] = await this.db
      .select({ id: s.carriers.id })
      .from(s.carriers)
      .where(eq(s.carriers.id, carrierId));
    if (!carrier) throw new NotFoundError('carrier');
    const rows = await this.listKind(
      scope,
      'PolicyDocument',
      eq(d.carrierId, carrierId),
      isNull(d.clientId),
    );
    if (rows.length === 0 && !scope.isAdmin) {
      // Outside the scope a carrier's documents are as unknown as the carrier.
      const visible = await this.db
        .select({ id: s.policies.id })
        .from(s.policies)
        .where(and(eq(s.policies.carrierId, carrierId), await this.policyScope(scope)))
        .limit(1);
      if (visible.length === 0) throw new NotFoundError('carrier');
    }
    return rows;
  }

  private async policyScope(scope: Scope): Promise<SQL | undefined> {
    if (scope.isAdmin) return undefined;
    if (scope.principal.role === 'Employee')
      return eq(s.policies.clientId, scope.principal.clientId ?? 0);
    return inIds(s.policies.divisionId, (await scope.divisionIds()) ?? []);
  }

  /** The one document a file name, type and owner name; 404 when none is readable. */
  private async find(scope: Scope, fileName: string, ref: DocumentRef, forWrite: boolean) {
    const rows = await this.db
      .select({
        id: d.id,
        documentName: d.documentName,
        documentType: d.documentType,
        clientId: d.clientId,
        carrierId: d.carrierId,
        divisionId: d.divisionId,
        contentType: d.contentType,
        contentHash: d.contentHash,
        size: d.size,
      })
      .from(d)
      .where(
        and(
          eq(d.documentName, fileName),
          eq(d.documentType, ref.type),
          ref.id === undefined ? undefined : eq(d.id, ref.id),
          ref.clientId === undefined ? undefined : eq(d.clientId, ref.clientId),
          ref.carrierId === undefined ? undefined : eq(d.carrierId, ref.carrierId),
          ref.divisionId === undefined ? undefined : eq(d.divisionId, ref.divisionId),
          await this.readable(scope),
          forWrite ? await this.writable(scope) : undefined,
        ),
      )
      .limit(2);
    if (rows.length === 0) throw new NotFoundError('document');
    if (rows.length > 1) {
      throw new RuleError(
        'Several documents have this name: name the one meant by its id, clientId, carrierId or divisionId.',
      );
    }
    return rows[0]!;
  }

  /** POST /api/documents/download-pdf/{fileName}: the document, its bytes streamed from the store. */
  async download(
    principal: Principal,
    scope: Scope,
    fileName: string,
    ref: DocumentRef,
  ): Promise<DocumentDownload> {
    requirePermission(principal, 'documents', 'show');
    const doc = await this.find(scope, fileName, ref, false);
    await markRead(this.db, principal.userId, doc.id, this.clock.now());
    const hash = doc.contentHash;
    return {
      name: doc.documentName,
      contentType: doc.contentType,
      size: doc.size,
      // Opened before the answer starts, so that missing bytes are a 404, not a cut-off file.
      open: async (range) => {
        const stream = hash ? await this.files.store.open(hash, range) : undefined;
        if (!stream) throw new NotFoundError('document');
        return stream;
      },
    };
  }

  /** DELETE /api/documents/delete-document/{fileName}: removes the document, then its bytes. */
  async remove(
    principal: Principal,
    scope: Scope,
    fileName: string,
    ref: DocumentRef,
  ): Promise<void> {
    requirePermission(principal, 'documents', 'delete');
    const doc = await this.find(scope, fileName, ref, true);
    const remove = async (tx: AppDb) => {
      const before = await documentSnapshot(tx, doc.id);
      await tx.delete(d).where(eq(d.id, doc.id));
      await auditDifference(tx, principal, 'delete', 'document', doc.id, before, null);
    };
    if (doc.contentHash) await this.files.store.drop(doc.contentHash, remove);
    else await this.db.transaction((tx) => remove(tx as AppDb));
  }

  /**
   * POST /api/documents: checks the owner, the name, the content and the owner's quota, then
   * keeps the staged bytes and writes the row in one step; a refused upload leaves nothing.
   */
  async upload(
    principal: Principal,
    scope: Scope,
    fields: UploadDocumentFields,
    file: { originalName: string; received: ReceivedFile } | undefined,
  ): Promise<{ id: number }> {
    try {
      requirePermission(principal, 'documents', 'create');
      if (!file) throw new ValidationError({ field: 'File', key: 'validation.required' });
      const owner = await this.ownerFor(scope, fields);
      const documentName = documentNameOf(file.originalName);
      if (!documentName)
        throw new ValidationError({ field: 'File', key: 'validation.documentName' });
      const type = file.received.sniffer.type(documentName);
      if (!type) throw new ValidationError({ field: 'File', key: 'validation.documentType' });
      await this.assertNameFree(fields.DocumentType, owner, documentName);
      const { staged } = file.received;
      return await this.files.store.save(staged, async (tx) => {
        await assertWithinQuota(tx, owner, staged.size, this.files.quotaBytes);
        const [row] = await tx
          .insert(d)
          .values({
            documentName,
            documentBlobName: randomUUID(),
            documentType: fields.DocumentType,
            ...owner,
            contentType: type.contentType,
            size: staged.size,
            contentHash: staged.hash,
            uploadedBy: principal.userId,
            modified: this.clock.now(),
          })
          .returning({ id: d.id });
        const after = await documentSnapshot(tx, row!.id);
        await auditDifference(tx, principal, 'create', 'document', row!.id, null, after);
        return { id: row!.id };
      });
    } catch (err) {
      if (file) await this.discard(file.received);
      // Two uploads of one name at once: the unique constraint refuses the second.
      if (brokenConstraint(err) === 'documents_owner_name_uq') throw duplicateName();
      throw err;
    }
  }

  private async assertNameFree(type: DocumentType, owner: DocumentOwner, documentName: string) {
    const same = await this.db
      .select({ id: d.id })
      .from(d)
      .where(
        and(
          eq(d.documentType, type),
          eq(d.documentName, documentName),
          owner.clientId === null ? isNull(d.clientId) : eq(d.clientId, owner.clientId),
          owner.carrierId === null ? isNull(d.carrierId) : eq(d.carrierId, owner.carrierId),
          owner.divisionId === null ? isNull(d.divisionId) : eq(d.divisionId, owner.divisionId),
        ),
      )
      .limit(1);
    if (same.length > 0) throw duplicateName();
  }

  /** The owner a document of a type needs, each checked against the caller's scope. */
  private async ownerFor(scope: Scope, f: UploadDocumentFields) {
    const none = { clientId: null, carrierId: null, divisionId: null };
    const extra = (field: string) => new ValidationError({ field, key: 'validation.invalid' });
    if (f.DocumentType === 'ClientDocument') {
      if (f.ClientId === undefined)
        throw new ValidationError({ field: 'ClientId', key: 'validation.required' });
      if (f.CarrierId !== undefined) throw extra('CarrierId');
      if (f.DivisionId !== undefined) throw extra('DivisionId');
      await scope.assertParticipantVisible(f.ClientId);
      return { ...none, clientId: f.ClientId };
    }
    if (f.DocumentType === 'PlanDocument') {
      if (f.DivisionId === undefined)
        throw new ValidationError({ field: 'DivisionId', key: 'validation.required' });
      if (f.ClientId !== undefined) throw extra('ClientId');
      if (f.CarrierId !== undefined) throw extra('CarrierId');
      await scope.assertDivisionVisible(f.DivisionId);
      return { ...none, divisionId: f.DivisionId };
    }
    if (f.CarrierId === undefined)
      throw new ValidationError({ field: 'CarrierId', key: 'validation.required' });
    if (f.DivisionId !== undefined) throw extra('DivisionId');
    if (f.ClientId === undefined) {
      // A carrier's own document: carriers are the Admin's.
      if (!scope.isAdmin) throw new NotFoundError('carrier');
      const [carrier] = await this.db
        .select({ id: s.carriers.id })
        .from(s.carriers)
        .where(eq(s.carriers.id, f.CarrierId));
      if (!carrier) throw new NotFoundError('carrier');
      return { ...none, carrierId: f.CarrierId };
    }
    await scope.assertParticipantVisible(f.ClientId);
    const [policy] = await this.db
      .select({ id: s.policies.id })
      .from(s.policies)
      .where(and(eq(s.policies.clientId, f.ClientId), eq(s.policies.carrierId, f.CarrierId)))
      .limit(1);
    // A policy document belongs to one of the participant's policies, named by its carrier.
    if (!policy) throw extra('CarrierId');
    return { ...none, clientId: f.ClientId, carrierId: f.CarrierId };
  }
}

const duplicateName = () => new ConflictError(localeDetail('errors.documentExists'));
