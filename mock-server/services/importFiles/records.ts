// The carrier files once imported (DESIGN 5.4): their progress, the list and one file, publish
// (obeying the rules of manual entry), delete, the review before publishing, a policy's stored
// rows by file, and the clean-up of imports a stopped process left behind.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  FailedImport,
  FileReview,
  ImportFileInfo,
  ImportProgress,
  PolicyHistory,
} from '../../../src/domain/api/files';
import type { FileStatus, ImportFileState } from '../../../src/domain/enums';
import { localeDetail } from '../../../src/domain/problem';
import { queryRows, type AppDb } from '../../db/connection';
import { auditDifference } from '../audit';
import { importFileSnapshot } from '../snapshots';
import * as s from '../../db/schema';
import { pick } from '../../db/tables/columns';
import type { Clock } from '../../deps/clock';
import type { Storage } from '../../deps/storage';
import { requirePermission, type Principal } from '../access';
import { POLICY_FROZEN } from '../entryRules';
import { ConflictError, NotFoundError, RuleError } from '../errors';
import { IMPORT_FILE_ERRORS as F } from './failures';
import { reviewFile } from './review';

/** failInfo of an import that stopped without a reason of its own (a crash, a lost database). */
export const INTERRUPTED = F.interrupted;

/** A file name is a name, never a path: no separators, no parent steps, no control characters. */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 200 &&
    name === name.trim() &&
    !/[/\\:*?"<>|]/.test(name) &&
    // eslint-disable-next-line no-control-regex
    !/[\x00-\x1f\x7f]/.test(name) &&
    !name.startsWith('.') &&
    !name.includes('..')
  );
}

/** The stored upload of an import, named by its progress id (recovery finds it by that). */
export const uploadName = (progressId: string) => `${progressId}.upload`;

export interface ImportServiceDeps {
  db: AppDb;
  clock: Clock;
  storage: Storage;
  onBackgroundError?: (err: unknown) => void;
}

export class ImportFileRecords {
  constructor(protected readonly d: ImportServiceDeps) {}

  async progress(principal: Principal, id: string): Promise<ImportProgress> {
    requirePermission(principal, 'imports', 'show');
    const [row] = /^[0-9a-f-]{36}$/.test(id)
      ? await this.d.db.select().from(s.importProgress).where(eq(s.importProgress.id, id))
      : [];
    if (!row) throw new NotFoundError('import');
    return {
      id: row.id,
      documentName: row.documentName,
      percentageOfCompletion: row.percentageOfCompletion,
      fileType: 'Csv',
      fileState: row.fileState,
      succeededStates: row.succeededStates as ImportFileState[],
      failType: row.failType,
      failInfo: row.failInfo,
      failIndex: row.failIndex,
      failValues: row.failValues ?? null,
      importFileId: row.fileState === 'Finished' ? row.importFileId : null,
    };
  }

  /** The imported files, newest first; those in one state when `fileStatus` is given. */
  async list(principal: Principal, fileStatus?: FileStatus): Promise<ImportFileInfo[]> {
    requirePermission(principal, 'files', 'list');
    return this.infos(undefined, fileStatus);
  }

  /** The imports that failed on or after a day, newest first (their files were discarded). */
  async failedSince(principal: Principal, since: string): Promise<FailedImport[]> {
    requirePermission(principal, 'files', 'list');
    const p = s.importProgress;
    const rows = await this.d.db
      .select()
      .from(p)
      .where(
        and(eq(p.fileState, 'ProcessFailed'), gte(p.updatedAt, new Date(`${since}T00:00:00Z`))),
      )
      .orderBy(desc(p.updatedAt), desc(p.id));
    return rows.map((r) => ({
      id: r.id,
      fileName: r.documentName,
      failedAt: r.updatedAt.toISOString(),
      failType: r.failType,
      failInfo: r.failInfo,
      failIndex: r.failIndex,
      failValues: r.failValues ?? null,
    }));
  }

  async fileInfo(principal: Principal, id: number): Promise<ImportFileInfo> {
    requirePermission(principal, 'files', 'show');
    const [info] = await this.infos(id);
    if (!info) throw new NotFoundError('file');
    return info;
  }

  private async infos(id?: number, fileStatus?: FileStatus): Promise<ImportFileInfo[]> {
    const uploader = alias(s.users, 'uploader');
    const publisher = alias(s.users, 'publisher');
    const rows = await this.d.db
      .select({
        ...pick(s.importFiles, 'id', 'fileName', 'fileStatus', 'kind', 'carrierId'),
        carrierName: s.carriers.name,
        rowCount: s.importFiles.rowCount,
        uploadedFirst: uploader.firstName,
        uploadedLast: uploader.lastName,
        createdAt: s.importFiles.createdAt,
        publishedFirst: publisher.firstName,
        publishedLast: publisher.lastName,
        ...pick(s.importFiles, 'publishedAt', 'modified'),
      })
      .from(s.importFiles)
      .innerJoin(s.carriers, eq(s.carriers.id, s.importFiles.carrierId))
      .leftJoin(uploader, eq(uploader.id, s.importFiles.uploadedBy))
      .leftJoin(publisher, eq(publisher.id, s.importFiles.publishedBy))
      .where(
        and(
          id === undefined ? undefined : eq(s.importFiles.id, id),
          fileStatus === undefined ? undefined : eq(s.importFiles.fileStatus, fileStatus),
        ),
      )
      .orderBy(desc(s.importFiles.modified), desc(s.importFiles.id));
    const name = (first: string | null, last: string | null) =>
      first === null ? null : `${first} ${last ?? ''}`.trim();
    return rows.map((r) => ({
      id: r.id,
      fileName: r.fileName,
      fileStatus: r.fileStatus,
      kind: r.kind,
      carrierId: r.carrierId,
      carrierName: r.carrierName,
      rowCount: r.rowCount,
      uploadedBy: name(r.uploadedFirst, r.uploadedLast),
      uploadedAt: r.createdAt.toISOString(),
      publishedBy: name(r.publishedFirst, r.publishedLast),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      modified: r.modified.toISOString(),
    }));
  }

  /**
   * Publishes unpublished files: their rows start counting on statements, receivables and the
   * dashboard. All or nothing: a file that is missing, still importing or already published
   * refuses the whole request.
   */
  async publish(principal: Principal, fileIds: readonly number[]): Promise<number> {
    requirePermission(principal, 'files', 'publish');
    const ids = [...new Set(fileIds)];
    return this.d.db.transaction(async (tx) => {
      const files = await tx
        .select({
          id: s.importFiles.id,
          name: s.importFiles.fileName,
          status: s.importFiles.fileStatus,
        })
        .from(s.importFiles)
        .where(inArray(s.importFiles.id, ids))
        .for('update');
      if (files.length !== ids.length) throw new NotFoundError('file');
      const blocked = files.find((f) => f.status !== 'UnPublished');
      if (blocked) {
        throw new ConflictError(
          localeDetail(blocked.status === 'Published' ? F.alreadyPublished : F.stillImporting),
          { fileName: blocked.name },
        );
      }
      await assertNoFrozenRows(tx, files);
      const before = await Promise.all(ids.map((id) => importFileSnapshot(tx, id)));
      const now = this.d.clock.now();
      await tx
        .update(s.importFiles)
        .set({
          fileStatus: 'Published',
          publishedBy: principal.userId,
          publishedAt: now,
          modified: now,
        })
        .where(inArray(s.importFiles.id, ids));
      await tx
        .update(s.accountValues)
        .set({ isPublished: true })
        .where(inArray(s.accountValues.importFileId, ids));
      await tx
        .update(s.transactions)
        .set({ isPublished: true })
        .where(inArray(s.transactions.importFileId, ids));
      for (const [i, id] of ids.entries()) {
        const after = await importFileSnapshot(tx, id);
        await auditDifference(tx, principal, 'publish', 'import_files', id, before[i]!, after);
      }
      return ids.length;
    });
  }

  /** Deletes an unpublished file and its rows; a published or importing one stays. */
  async remove(principal: Principal, fileName: string): Promise<void> {
    requirePermission(principal, 'files', 'delete');
    // A name no upload could have had (a path, a NUL) names no file.
    if (!isSafeFileName(fileName)) throw new NotFoundError('file');
    await this.d.db.transaction(async (tx) => {
      const [file] = await tx
        .select({ id: s.importFiles.id, status: s.importFiles.fileStatus })
        .from(s.importFiles)
        .where(eq(s.importFiles.fileName, fileName))
        .for('update');
      if (!file) throw new NotFoundError('file');
      if (file.status !== 'UnPublished') {
        throw new ConflictError(
          localeDetail(file.status === 'Published' ? F.publishedNotDeleted : F.stillImporting),
          { fileName },
        );
      }
      const before = await importFileSnapshot(tx, file.id);
      await auditDifference(tx, principal, 'delete', 'import_files', file.id, before, null);
      await tx.delete(s.accountValues).where(eq(s.accountValues.importFileId, file.id));
      await tx.delete(s.transactions).where(eq(s.transactions.importFileId, file.id));
      await tx.delete(s.importFiles).where(eq(s.importFiles.id, file.id));
    });
  }

  /** A file's rows with the checks to read before publishing it (any file but one importing). */
  async review(principal: Principal, id: number): Promise<FileReview> {
    const file = await this.fileInfo(principal, id);
    if (file.fileStatus === 'Processing') {
      throw new ConflictError(localeDetail(F.stillImporting), {
        fileName: file.fileName,
      });
    }
    return reviewFile(this.d.db, file);
  }

  /** A policy's values and transactions, newest first, each naming its file. */
  async policyHistory(principal: Principal, policyId: number): Promise<PolicyHistory> {
    requirePermission(principal, 'policy-history', 'list');
    const [policy] = await this.d.db
      .select({ id: s.policies.id, policyNumber: s.policies.policyNumber })
      .from(s.policies)
      .where(eq(s.policies.id, policyId));
    if (!policy) throw new NotFoundError('policy');
    const rows = await queryRows<{
      kind: 'value' | 'transaction';
      type: string;
      date: string;
      value: number;
      is_published: boolean;
      import_file_id: number | null;
      file_name: string | null;
    }>(
      this.d.db,
      sql`select h.kind, h.type, h.date::text as date, h.value::float8 as value, h.is_published,
                 h.import_file_id, f.file_name
          from (
            select 'value' as kind, type, date, value, is_published, import_file_id, id
              from account_values where policy_id = ${policyId}
            union all
            select 'transaction', type, date, value, is_published, import_file_id, id
              from transactions where policy_id = ${policyId}
          ) h
          left join import_files f on f.id = h.import_file_id
          where f.id is null or f.file_status <> 'Processing'
          order by h.date desc, h.kind, h.type, h.id`,
    );
    return {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      rows: rows.map((r) => ({
        kind: r.kind,
        type: r.type,
        date: r.date,
        value: r.value,
        isPublished: r.is_published,
        importFileId: r.import_file_id,
        fileName: r.file_name,
      })),
    };
  }
}

/**
 * Publishing obeys the rules of manual entry too (DESIGN 5.4): a file whose rows fall after the
 * exchange of their policy (exchanged since the file was imported) is refused, and nothing is
 * published.
 */
async function assertNoFrozenRows(
  tx: AppDb,
  files: readonly { id: number; name: string }[],
): Promise<void> {
  const ids = files.map((f) => f.id);
  const [frozen] = await queryRows<{ fileId: number }>(
    tx,
    sql`select r.import_file_id as "fileId" from (
          select import_file_id, policy_id, date from account_values
          where import_file_id = any(${sql.param(ids)}::int[])
          union all
          select import_file_id, policy_id, date from transactions
          where import_file_id = any(${sql.param(ids)}::int[])
        ) r join policies p on p.id = r.policy_id
        where p.status = 'Exchanged' and (p.status_applied_as_of is null or r.date > p.status_applied_as_of)
        limit 1`,
  );
  if (frozen) {
    const fileName = files.find((f) => f.id === frozen.fileId)!.name;
    throw new RuleError(localeDetail(POLICY_FROZEN), { fileName });
  }
}

/** Removes a file that did not finish, with its staged rows, in one transaction. */
export async function discardFile(db: AppDb, fileId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(s.accountValues).where(eq(s.accountValues.importFileId, fileId));
    await tx.delete(s.transactions).where(eq(s.transactions.importFileId, fileId));
    await tx
      .delete(s.importFiles)
      .where(and(eq(s.importFiles.id, fileId), eq(s.importFiles.fileStatus, 'Processing')));
  });
}

/**
 * At start (and, with several processes on one PostgreSQL, now and then): an import that is
 * still running but whose process is gone is marked ProcessFailed (UnknowException) and its
 * file and rows removed. `staleAfterMs` undefined means every running import is orphaned (the
 * embedded database has one process); otherwise only those whose progress has not moved.
 */
export async function recoverInterruptedImports(
  db: AppDb,
  storage: Storage,
  clock: Clock,
  staleAfterMs?: number,
): Promise<string[]> {
  const now = clock.now();
  const open = await db
    .select({
      id: s.importProgress.id,
      fileId: s.importProgress.importFileId,
      updatedAt: s.importProgress.updatedAt,
    })
    .from(s.importProgress)
    .where(sql`${s.importProgress.fileState} not in ('Finished', 'ProcessFailed')`);
  const orphaned = open.filter(
    (p) => staleAfterMs === undefined || now.getTime() - p.updatedAt.getTime() > staleAfterMs,
  );
  for (const p of orphaned) {
    if (p.fileId !== null) await discardFile(db, p.fileId);
    await db
      .update(s.importProgress)
      .set({
        fileState: 'ProcessFailed',
        failType: 'UnknowException',
        failInfo: INTERRUPTED,
        failIndex: 0,
        failValues: {},
        updatedAt: now,
      })
      .where(
        and(
          eq(s.importProgress.id, p.id),
          sql`${s.importProgress.fileState} not in ('Finished', 'ProcessFailed')`,
        ),
      );
    if (storage.exists('imports', uploadName(p.id)))
      await storage.remove('imports', uploadName(p.id));
  }
  return orphaned.map((p) => p.id);
}
