// Organizations (employers) with their divisions (plans), contacts, producers and employer
// admins: lists, details and the save of spec 7 "Employers" and "Divisions".
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { DivisionQuery, EmployerQuery } from '../../src/domain/listQuery';
import type { SaveDivisionInput, SaveEmployerInput } from '../../src/domain/schemas/employer';
import type { PagedResult } from '../../src/domain/api/common';
import type {
  Division,
  DivisionClient,
  DivisionDocument,
  DivisionRow,
  EmployerAdminRef,
  ProducerRef,
} from '../../src/domain/api/divisions';
import type {
  EmployerDetail,
  EmployerRow,
  EmployerWithDivisions,
} from '../../src/domain/api/employers';
import { V } from '../../src/domain/validation';
import { divisionEntity, employerEntity } from '../../src/domain/entities';
import { queryRows, type AppDb } from '../db/connection';
import type { Clock } from '../deps/clock';
import * as s from '../db/schema';
import { localeDetail } from '../../src/domain/problem';
import { requirePermission, type Principal, type Scope } from './access';
import { audit } from './audit';
import { describedSort } from './described';
import { employerContacts, replaceContacts } from './contacts';
import { ForbiddenError, NotFoundError, RuleError, ValidationError } from './errors';
import { asNumber, brokenConstraint, contains, inIds, orderBy, pagedResult } from './lists';

/** The Division of spec 3 without its nested collections, and whether its employer is active. */
const divisionColumns = {
  id: s.divisions.id,
  name: s.divisions.name,
  employerId: s.divisions.employerId,
  employerName: s.employers.name,
  employerActive: s.employers.isActive,
  address: s.divisions.address,
  planName: s.divisions.planName,
  state: s.divisions.state,
  city: s.divisions.city,
  zipCode: s.divisions.zipCode,
  matchingContribution: asNumber(s.divisions.matchingContribution),
  percentage: asNumber(s.divisions.percentage),
};
type DivisionBase = Omit<DivisionRow, 'employer' | 'producers' | 'employerAdmins'> & {
  employerActive: boolean;
};

type DivisionInput = SaveEmployerInput['divisions'][number];
/** A division of the save body with its producers de-duplicated (and the saving producer added). */
type DivisionToSave = DivisionInput & { producers: number[] };

const EMPLOYER_SORT = describedSort(employerEntity, s.employers);

const DIVISION_SORT = describedSort(divisionEntity, s.divisions, {
  employerName: [sql`lower(${s.employers.name})`],
});

export class OrganizationService {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  // ------------------------------------------------------------------ employers

  /** Organizations are for Admins and Producers (spec 6); a Producer sees their own only. */
  async listEmployers(
    principal: Principal,
    scope: Scope,
    q: EmployerQuery,
  ): Promise<PagedResult<EmployerRow>> {
    requirePermission(principal, 'organizations', 'list');
    const ids = await scope.employerIds();
    const term = q.searchText?.trim();
    const where = and(
      ids ? inIds(s.employers.id, ids) : undefined,
      q.ids ? inIds(s.employers.id, q.ids) : undefined,
      term ? ilike(s.employers.name, contains(term)) : undefined,
    );
    const [{ count }] = (await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(s.employers)
      .where(where)) as [{ count: number }];
    const rows = await this.db
      .select({
        id: s.employers.id,
        name: s.employers.name,
        isActive: s.employers.isActive,
        divisionCount: sql<number>`(select count(*)::int from divisions d where d.employer_id = "employers"."id")`,
      })
      .from(s.employers)
      .where(where)
      .orderBy(
        ...orderBy('employers', q.sortCriteria, EMPLOYER_SORT, s.employers.id, EMPLOYER_SORT.name),
      )
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize);
    return pagedResult(q, count, rows);
  }

  /** Employer detail (spec 3): an EmployerAdmin may read their own employer too. */
  async employerDetail(
    principal: Principal,
    scope: Scope,
    employerId: number,
  ): Promise<EmployerDetail> {
    requirePermission(principal, 'organizations', 'show');
    await scope.assertEmployerVisible(employerId);
    const [employer] = await this.db
      .select({ id: s.employers.id, name: s.employers.name, isActive: s.employers.isActive })
      .from(s.employers)
      .where(eq(s.employers.id, employerId));
    if (!employer) throw new NotFoundError('employer');
    const divisions = await this.db
      .select(divisionColumns)
      .from(s.divisions)
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(eq(s.divisions.employerId, employerId))
      .orderBy(sql`lower(${s.divisions.name})`, s.divisions.id);
    const contacts = await this.db
      .select({
        id: s.employerContacts.id,
        firstName: s.employerContacts.firstName,
        lastName: s.employerContacts.lastName,
        position: s.employerContacts.position,
        phone: s.employerContacts.phone,
        email: s.employerContacts.email,
      })
      .from(s.employerContacts)
      .where(eq(s.employerContacts.employerId, employerId))
      .orderBy(s.employerContacts.id);
    const rows = await this.withPeople(divisions);
    return { ...employer, divisions: await this.withClientsAndDocuments(rows), contacts };
  }

  /** Divisions by id, by employer and division name, as list rows. */
  private async divisionRows(divisionIds: number[]): Promise<DivisionRow[]> {
    if (divisionIds.length === 0) return [];
    const divisions = await this.db
      .select(divisionColumns)
      .from(s.divisions)
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(inIds(s.divisions.id, divisionIds))
      .orderBy(sql`lower(${s.employers.name})`, sql`lower(${s.divisions.name})`, s.divisions.id);
    return this.withPeople(divisions);
  }

  /** Each division with its employer and its (not deleted) producers and employer admins. */
  private async withPeople(divisions: DivisionBase[]): Promise<DivisionRow[]> {
    if (divisions.length === 0) return [];
    const ids = divisions.map((d) => d.id);
    const producers = await this.db
      .select({
        divisionId: s.divisionProducers.divisionId,
        id: s.producers.id,
        name: s.producers.name,
        email: s.producers.email,
        userId: s.producers.userId,
        since: s.producers.since,
      })
      .from(s.divisionProducers)
      .innerJoin(s.producers, eq(s.producers.id, s.divisionProducers.producerId))
      .innerJoin(s.users, eq(s.users.id, s.producers.userId))
      .where(and(inIds(s.divisionProducers.divisionId, ids), eq(s.users.isDeleted, false)))
      .orderBy(s.producers.name, s.producers.id);
    const admins = await this.db
      .select({
        divisionId: s.divisionEmployerAdmins.divisionId,
        id: s.employerAdmins.id,
        email: s.employerAdmins.email,
        userId: s.employerAdmins.userId,
      })
      .from(s.divisionEmployerAdmins)
      .innerJoin(
        s.employerAdmins,
        eq(s.employerAdmins.id, s.divisionEmployerAdmins.employerAdminId),
      )
      .innerJoin(s.users, eq(s.users.id, s.employerAdmins.userId))
      .where(and(inIds(s.divisionEmployerAdmins.divisionId, ids), eq(s.users.isDeleted, false)))
      .orderBy(s.employerAdmins.email, s.employerAdmins.id);
    return divisions.map(({ employerActive, ...d }) => ({
      ...d,
      employer: { id: d.employerId, name: d.employerName, isActive: employerActive },
      producers: producers
        .filter((p) => p.divisionId === d.id)
        .map(({ divisionId: _, ...p }): ProducerRef => p),
      employerAdmins: admins
        .filter((a) => a.divisionId === d.id)
        .map(({ divisionId: _, ...a }): EmployerAdminRef => a),
    }));
  }

  /** Each division with its participants (users not deleted) and its plan documents. */
  private async withClientsAndDocuments(divisions: DivisionRow[]): Promise<Division[]> {
    if (divisions.length === 0) return [];
    const ids = divisions.map((d) => d.id);
    const clients = await this.db
      .select({
        divisionId: s.participants.divisionId,
        id: s.participants.id,
        userId: s.participants.userId,
        firstName: s.users.firstName,
        lastName: s.users.lastName,
        email: s.users.email,
        clientUniqueId: s.participants.clientUniqueId,
        statusType: s.participants.statusType,
        isActive: s.users.isActive,
      })
      .from(s.participants)
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(and(inIds(s.participants.divisionId, ids), eq(s.users.isDeleted, false)))
      .orderBy(
        sql`lower(${s.users.lastName})`,
        sql`lower(${s.users.firstName})`,
        s.participants.id,
      );
    const documents = await this.db
      .select({
        id: s.documents.id,
        documentName: s.documents.documentName,
        documentType: s.documents.documentType,
        clientId: s.documents.clientId,
        carrierId: s.documents.carrierId,
        divisionId: sql<number>`${s.documents.divisionId}`,
        modified: s.documents.modified,
      })
      .from(s.documents)
      .where(inIds(s.documents.divisionId, ids))
      .orderBy(sql`lower(${s.documents.documentName})`, s.documents.id);
    return divisions.map((d) => ({
      ...d,
      clients: clients
        .filter((c) => c.divisionId === d.id)
        .map(({ divisionId: _, ...c }): DivisionClient => c),
      documents: documents
        .filter((o) => o.divisionId === d.id)
        .map((o): DivisionDocument => ({ ...o, modified: o.modified.toISOString() })),
    }));
  }

  /** Employers (with their divisions) linked through the given divisions, by name. */
  private async employersOfDivisions(divisionIds: number[]): Promise<EmployerWithDivisions[]> {
    if (divisionIds.length === 0) return [];
    const rows = await this.db
      .select({
        id: s.employers.id,
        name: s.employers.name,
        isActive: s.employers.isActive,
        divisionId: s.divisions.id,
        divisionName: s.divisions.name,
        planName: s.divisions.planName,
      })
      .from(s.divisions)
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(inIds(s.divisions.id, divisionIds))
      .orderBy(sql`lower(${s.employers.name})`, sql`lower(${s.divisions.name})`, s.divisions.id);
    const byId = new Map<number, EmployerWithDivisions>();
    for (const r of rows) {
      const e = byId.get(r.id) ?? { id: r.id, name: r.name, isActive: r.isActive, divisions: [] };
      e.divisions.push({ id: r.divisionId, name: r.divisionName, planName: r.planName });
      byId.set(r.id, e);
    }
    return [...byId.values()];
  }

  /**
   * The employers of a producer, each with the divisions the producer is on. Admins may ask
   * about any producer; a Producer about themselves only (another producer's id is 404).
   */
  async employersOfProducer(
    principal: Principal,
    producerId: number,
  ): Promise<EmployerWithDivisions[]> {
    requirePermission(principal, 'organizations', 'list');
    if (principal.role === 'Producer' && principal.producerId !== producerId) {
      throw new NotFoundError('producer');
    }
    const [producer] = await this.db
      .select({ id: s.producers.id })
      .from(s.producers)
      .where(eq(s.producers.id, producerId));
    if (!producer) throw new NotFoundError('producer');
    const divisionIds = (
      await this.db
        .select({ id: s.divisionProducers.divisionId })
        .from(s.divisionProducers)
        .where(eq(s.divisionProducers.producerId, producerId))
    ).map((r) => r.id);
    return this.employersOfDivisions(divisionIds);
  }

  /** The divisions an employer admin is linked to, as far as the caller may see them. */
  private async divisionIdsOfEmployerAdmin(scope: Scope, employerAdminId: number) {
    const [admin] = await this.db
      .select({ id: s.employerAdmins.id, userId: s.employerAdmins.userId })
      .from(s.employerAdmins)
      .where(eq(s.employerAdmins.id, employerAdminId));
    if (!admin) throw new NotFoundError('employer admin');
    await scope.assertUserVisible(admin.userId);
    const inScope = await scope.divisionIds();
    const ids = (
      await this.db
        .select({ id: s.divisionEmployerAdmins.divisionId })
        .from(s.divisionEmployerAdmins)
        .where(eq(s.divisionEmployerAdmins.employerAdminId, employerAdminId))
    ).map((r) => r.id);
    return inScope ? ids.filter((id) => inScope.includes(id)) : ids;
  }

  /** The employer(s) of an employer admin, with their divisions. */
  async employersOfEmployerAdmin(
    principal: Principal,
    scope: Scope,
    employerAdminId: number,
  ): Promise<EmployerWithDivisions[]> {
    requirePermission(principal, 'organizations', 'show');
    return this.employersOfDivisions(await this.divisionIdsOfEmployerAdmin(scope, employerAdminId));
  }

  /** The divisions of an employer admin, as list rows. */
  async divisionsOfEmployerAdmin(
    principal: Principal,
    scope: Scope,
    employerAdminId: number,
  ): Promise<DivisionRow[]> {
    requirePermission(principal, 'divisions', 'list');
    return this.divisionRows(await this.divisionIdsOfEmployerAdmin(scope, employerAdminId));
  }

  // ------------------------------------------------------------------ divisions

  async listDivisions(
    principal: Principal,
    scope: Scope,
    q: DivisionQuery,
  ): Promise<PagedResult<DivisionRow>> {
    requirePermission(principal, 'divisions', 'list');
    const ids = await scope.divisionIds();
    const term = q.searchText?.trim();
    const where = and(
      ids ? inIds(s.divisions.id, ids) : undefined,
      q.ids ? inIds(s.divisions.id, q.ids) : undefined,
      q.employerIds ? inIds(s.divisions.employerId, q.employerIds) : undefined,
      term
        ? or(
            ilike(s.divisions.name, contains(term)),
            ilike(s.divisions.planName, contains(term)),
            ilike(s.employers.name, contains(term)),
          )
        : undefined,
    );
    const [{ count }] = (await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(s.divisions)
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(where)) as [{ count: number }];
    const rows = await this.db
      .select(divisionColumns)
      .from(s.divisions)
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(where)
      .orderBy(
        ...orderBy('divisions', q.sortCriteria, DIVISION_SORT, s.divisions.id, [
          ...DIVISION_SORT.employerName!,
          ...DIVISION_SORT.name!,
        ]),
      )
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize);
    return pagedResult(q, count, await this.withPeople(rows));
  }

  /** GET /api/divisions/{id}: one division in scope as its list row; 404 outside the scope. */
  async divisionDetail(
    principal: Principal,
    scope: Scope,
    divisionId: number,
  ): Promise<DivisionRow> {
    requirePermission(principal, 'divisions', 'show');
    await scope.assertDivisionVisible(divisionId);
    const [row] = await this.divisionRows([divisionId]);
    if (!row) throw new NotFoundError('division');
    return row;
  }

  /**
   * POST /api/divisions/save-division: creates or updates one division of an employer, with the
   * rules saveEmployer applies to each division: the employer in the caller's scope (404
   * otherwise), the name unique within the employer, the producers and employer admins linkable,
   * and a Producer neither changes the other producers nor leaves themselves off. A division
   * keeps its employer. Producers or employer admins left out of the body stay as they are.
   */
  async saveDivision(
    principal: Principal,
    scope: Scope,
    input: SaveDivisionInput,
  ): Promise<{ id: number }> {
    requirePermission(principal, 'organizations', 'edit');
    const { employerId } = input;
    await scope.assertEmployerVisible(employerId);
    const stored = input.id ? await this.storedDivision(input.id) : undefined;
    if (stored && stored.employerId !== employerId) {
      throw new ValidationError({ field: 'employerId', key: V.invalid });
    }
    await this.assertDivisionNameFree(employerId, input.name, input.id);
    const given = {
      ...input,
      producers: input.producers ?? [],
      employerAdmins: input.employerAdmins ?? [],
    };
    await this.assertPeopleLinkable(employerId, [given], (_, field) => field);
    const division = {
      ...input,
      producers: input.producers ?? stored?.producers ?? [],
      employerAdmins: input.employerAdmins ?? stored?.employerAdmins ?? [],
    };
    await this.assertOtherProducersKept(principal, [division]);
    const [toSave] = divisionsToSave(principal, [division]);

    const id = await this.db
      .transaction(async (tx) => {
        const [id] = await writeDivisionsWithPeople(tx, employerId, [toSave!]);
        await audit(tx, {
          actorUserId: principal.userId,
          action: input.id ? 'update' : 'create',
          entity: 'divisions',
          entityId: String(id),
          changes: { ...toSave },
        });
        return id!;
      })
      .catch((err: unknown) => {
        if (brokenConstraint(err) === 'divisions_employer_name_uq') {
          throw new ValidationError({ field: 'name', key: V.divisionNameUnique });
        }
        throw err;
      });
    return { id };
  }

  /** A division's employer and its current producer and employer-admin links; 404 if none. */
  private async storedDivision(divisionId: number) {
    const [row] = await this.db
      .select({ employerId: s.divisions.employerId })
      .from(s.divisions)
      .where(eq(s.divisions.id, divisionId));
    if (!row) throw new NotFoundError('division');
    const producers = await this.db
      .select({ id: s.divisionProducers.producerId })
      .from(s.divisionProducers)
      .where(eq(s.divisionProducers.divisionId, divisionId));
    const employerAdmins = await this.db
      .select({ id: s.divisionEmployerAdmins.employerAdminId })
      .from(s.divisionEmployerAdmins)
      .where(eq(s.divisionEmployerAdmins.divisionId, divisionId));
    return {
      employerId: row.employerId,
      producers: producers.map((p) => p.id),
      employerAdmins: employerAdmins.map((a) => a.id),
    };
  }

  /** 'The Division Name must be unique.' within the employer, case-insensitively. */
  private async assertDivisionNameFree(
    employerId: number,
    name: string,
    divisionId: number | undefined,
  ): Promise<void> {
    const same = await this.db
      .select({ id: s.divisions.id })
      .from(s.divisions)
      .where(
        and(
          eq(s.divisions.employerId, employerId),
          sql`lower(${s.divisions.name}) = lower(${name})`,
          divisionId ? ne(s.divisions.id, divisionId) : undefined,
        ),
      );
    if (same.length > 0) throw new ValidationError({ field: 'name', key: V.divisionNameUnique });
  }

  // ------------------------------------------------------------------ save

  /**
   * Creates or updates an organization with its divisions and contacts, and the producers and
   * employer admins of each division; answers the employer's id.
   *
   * Rules: Admins and Producers only (403 otherwise); a Producer may update only employers in
   * their scope (404 otherwise). A Producer who saves an employer always stays its producer: if
   * the body leaves the caller off every division, the caller is put on all of them. So a
   * Producer may create an organization (becoming its producer) and can never save themselves
   * out of one. A division left out of the body is removed, unless it has participants, policies
   * or documents (400 errors.divisionInUse, listing them). An employer admin belongs to one
   * organization only (validation.onlyOneOrganization). Only an Admin changes who else
   * produces a division: a Producer's body must name, besides themselves, exactly the producers
   * each division already has (none on a new one), or the save is refused (403), so that no
   * Producer widens another producer's scope or their own by way of a co-producer.
   */
  async saveEmployer(
    principal: Principal,
    scope: Scope,
    input: SaveEmployerInput,
  ): Promise<{ id: number }> {
    requirePermission(principal, 'organizations', 'edit');
    const employerId = input.id;
    if (employerId) await scope.assertEmployerVisible(employerId);
    await this.assertNameFree(input.name, employerId);
    const removed = await this.removedDivisions(employerId, input.divisions);
    await this.assertPeopleLinkable(employerId, input.divisions);
    await this.assertOtherProducersKept(principal, input.divisions);
    const divisions = divisionsToSave(principal, input.divisions);

    const id = await this.db
      .transaction(async (tx) => {
        const id = await this.writeEmployer(tx, employerId, input);
        if (removed.length > 0) {
          await tx.delete(s.divisions).where(
            inIds(
              s.divisions.id,
              removed.map((d) => d.id),
            ),
          );
        }
        await writeDivisionsWithPeople(tx, id, divisions);
        await replaceContacts(tx, employerContacts(id), input.contacts);
        await audit(tx, {
          actorUserId: principal.userId,
          action: employerId ? 'update' : 'create',
          entity: 'employers',
          entityId: String(id),
          changes: { ...input, removedDivisions: removed.map((d) => d.id) },
        });
        return id;
      })
      .catch(rethrowTakenName);
    return { id };
  }

  /** A Producer may neither add nor remove another producer of a division (see saveEmployer). */
  private async assertOtherProducersKept(
    principal: Principal,
    input: DivisionInput[],
  ): Promise<void> {
    if (principal.role !== 'Producer') return;
    const me = principal.producerId;
    const ids = input.map((d) => d.id).filter((id): id is number => !!id);
    const links =
      ids.length === 0
        ? []
        : await this.db
            .select({
              divisionId: s.divisionProducers.divisionId,
              producerId: s.divisionProducers.producerId,
            })
            .from(s.divisionProducers)
            .where(inIds(s.divisionProducers.divisionId, ids));
    const others = (producers: number[]) =>
      [...new Set(producers.filter((p) => p !== me))].sort((a, b) => a - b).join(',');
    for (const d of input) {
      const stored = links.filter((l) => d.id && l.divisionId === d.id).map((l) => l.producerId);
      if (others(d.producers) !== others(stored)) {
        throw new ForbiddenError(
          'Only an Admin may add or remove the other producers of an organization.',
        );
      }
    }
  }

  /** 'An organization with this name already exists', case-insensitively. */
  private async assertNameFree(name: string, employerId: number | undefined): Promise<void> {
    const sameName = await this.db
      .select({ id: s.employers.id })
      .from(s.employers)
      .where(
        and(
          sql`lower(${s.employers.name}) = lower(${name})`,
          employerId ? ne(s.employers.id, employerId) : undefined,
        ),
      );
    if (sameName.length > 0) {
      throw new ValidationError({ field: 'name', key: V.organizationNameTaken });
    }
  }

  /**
   * The employer's divisions the body leaves out (to be removed). A division id of another
   * employer is invalid; a removed division still in use stops the save (errors.divisionInUse).
   */
  private async removedDivisions(employerId: number | undefined, input: DivisionInput[]) {
    const existing = employerId
      ? await this.db
          .select({ id: s.divisions.id, name: s.divisions.name })
          .from(s.divisions)
          .where(eq(s.divisions.employerId, employerId))
      : [];
    const existingIds = new Set(existing.map((d) => d.id));
    input.forEach((d, i) => {
      if (d.id && !existingIds.has(d.id)) {
        throw new ValidationError({ field: `divisions.${i}.id`, key: V.invalid });
      }
    });
    const kept = new Set(input.map((d) => d.id).filter(Boolean));
    const removed = existing.filter((d) => !kept.has(d.id));
    if (removed.length === 0) return removed;
    const inUse = await this.divisionsInUse(removed.map((d) => d.id));
    if (inUse.length > 0) {
      throw new RuleError(localeDetail('errors.divisionInUse'), {
        divisions: removed.filter((d) => inUse.includes(d.id)),
      });
    }
    return removed;
  }

  /**
   * The producers and employer admins named per division must exist and not be deleted, and an
   * employer admin may not already belong to another organization.
   */
  private async assertPeopleLinkable(
    employerId: number | undefined,
    input: DivisionInput[],
    fieldOf: (index: number, field: string) => string = (i, field) => `divisions.${i}.${field}`,
  ): Promise<void> {
    const producerIds = [...new Set(input.flatMap((d) => d.producers))];
    const knownProducers = new Set(
      (
        await this.db
          .select({ id: s.producers.id })
          .from(s.producers)
          .innerJoin(s.users, eq(s.users.id, s.producers.userId))
          .where(and(inIds(s.producers.id, producerIds), eq(s.users.isDeleted, false)))
      ).map((r) => r.id),
    );
    const adminIds = [...new Set(input.flatMap((d) => d.employerAdmins))];
    const admins = await this.db
      .select({
        id: s.employerAdmins.id,
        // Another employer this admin is already linked to, if any.
        otherEmployer: sql<
          number | null
        >`(select min(d.employer_id) from division_employer_admins dea join divisions d on d.id = dea.division_id where dea.employer_admin_id = "employer_admins"."id" and d.employer_id <> ${employerId ?? 0})`,
      })
      .from(s.employerAdmins)
      .innerJoin(s.users, eq(s.users.id, s.employerAdmins.userId))
      .where(and(inIds(s.employerAdmins.id, adminIds), eq(s.users.isDeleted, false)));
    const adminById = new Map(admins.map((a) => [a.id, a]));
    input.forEach((d, i) => {
      if (d.producers.some((id) => !knownProducers.has(id))) {
        throw new ValidationError({ field: fieldOf(i, 'producers'), key: V.invalid });
      }
      for (const id of d.employerAdmins) {
        const admin = adminById.get(id);
        if (!admin) {
          throw new ValidationError({ field: fieldOf(i, 'employerAdmins'), key: V.invalid });
        }
        if (admin.otherEmployer !== null) {
          throw new ValidationError({
            field: fieldOf(i, 'employerAdmins'),
            key: V.onlyOneOrganization,
          });
        }
      }
    });
  }

  /** Updates the employer's own fields, or creates it; answers its id. */
  private async writeEmployer(
    tx: AppDb,
    employerId: number | undefined,
    input: SaveEmployerInput,
  ): Promise<number> {
    if (employerId) {
      await tx
        .update(s.employers)
        .set({ name: input.name, isActive: input.isActive, updatedAt: this.clock.now() })
        .where(eq(s.employers.id, employerId));
      return employerId;
    }
    const [row] = await tx
      .insert(s.employers)
      .values({ name: input.name, isActive: input.isActive })
      .returning({ id: s.employers.id });
    return row!.id;
  }

  /** Which of the divisions hold participants, policies or documents. */
  private async divisionsInUse(divisionIds: number[]): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from ${s.divisions} d where ${inIds(sql`d.id`, divisionIds)}
            and (exists (select 1 from ${s.participants} p where p.division_id = d.id)
            or exists (select 1 from ${s.policies} x where x.division_id = d.id)
            or exists (select 1 from ${s.documents} o where o.division_id = d.id))`,
    );
    return rows.map((r) => r.id);
  }
}

/** The body's divisions, each producer once; a saving Producer left off every one is put on all. */
function divisionsToSave(principal: Principal, input: DivisionInput[]): DivisionToSave[] {
  const divisions = input.map((d) => ({ ...d, producers: [...new Set(d.producers)] }));
  const me = principal.role === 'Producer' ? principal.producerId : null;
  if (me && !divisions.some((d) => d.producers.includes(me))) {
    for (const d of divisions) d.producers.push(me);
  }
  return divisions;
}

/** Updates or inserts each division of the body; answers their ids in the body's order. */
async function writeDivisions(
  tx: AppDb,
  employerId: number,
  divisions: DivisionToSave[],
): Promise<number[]> {
  const savedIds: number[] = [];
  for (const d of divisions) {
    const fields = {
      name: d.name,
      planName: d.planName ?? null,
      address: d.address ?? null,
      state: d.state ?? null,
      city: d.city ?? null,
      zipCode: d.zipCode ?? null,
      matchingContribution: d.matchingContribution ?? null,
      percentage: d.percentage ?? null,
    };
    if (d.id) {
      await tx.update(s.divisions).set(fields).where(eq(s.divisions.id, d.id));
      savedIds.push(d.id);
    } else {
      const [row] = await tx
        .insert(s.divisions)
        .values({ ...fields, employerId })
        .returning({ id: s.divisions.id });
      savedIds.push(row!.id);
    }
  }
  return savedIds;
}

/**
 * Writes the divisions (employer and single-division saves alike) and replaces their producers
 * and employer admins; answers their ids in the body's order.
 */
async function writeDivisionsWithPeople(
  tx: AppDb,
  employerId: number,
  divisions: DivisionToSave[],
): Promise<number[]> {
  const savedIds = await writeDivisions(tx, employerId, divisions);
  await replacePeople(tx, divisions, savedIds);
  return savedIds;
}

/** The producers and employer admins of every saved division are replaced by the body's. */
async function replacePeople(
  tx: AppDb,
  divisions: DivisionToSave[],
  savedIds: number[],
): Promise<void> {
  await tx.delete(s.divisionProducers).where(inIds(s.divisionProducers.divisionId, savedIds));
  await tx
    .delete(s.divisionEmployerAdmins)
    .where(inIds(s.divisionEmployerAdmins.divisionId, savedIds));
  const producerLinks = divisions.flatMap((d, i) =>
    d.producers.map((producerId) => ({ divisionId: savedIds[i]!, producerId })),
  );
  if (producerLinks.length > 0) await tx.insert(s.divisionProducers).values(producerLinks);
  const adminLinks = divisions.flatMap((d, i) =>
    [...new Set(d.employerAdmins)].map((employerAdminId) => ({
      divisionId: savedIds[i]!,
      employerAdminId,
    })),
  );
  if (adminLinks.length > 0) await tx.insert(s.divisionEmployerAdmins).values(adminLinks);
}

/** A unique name broken by a concurrent save answers like the check that came before it. */
function rethrowTakenName(err: unknown): never {
  const constraint = brokenConstraint(err);
  if (constraint === 'employers_name_lower_uq') {
    throw new ValidationError({ field: 'name', key: V.organizationNameTaken });
  }
  if (constraint === 'divisions_employer_name_uq') {
    throw new ValidationError({ field: 'divisions', key: V.divisionNameUnique });
  }
  throw err;
}
