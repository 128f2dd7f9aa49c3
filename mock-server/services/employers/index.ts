// Organizations (employers) with their divisions (plans), contacts, producers and employer
// admins: lists, details and the save of spec 7 "Employers" and "Divisions". The rows are read
// in rows.ts, a save checked in checks.ts and written in write.ts.
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { DivisionQuery, EmployerQuery } from '../../../src/domain/listQuery';
import type { SaveDivisionInput, SaveEmployerInput } from '../../../src/domain/schemas/employer';
import type { PagedResult } from '../../../src/domain/api/common';
import type { DivisionRow } from '../../../src/domain/api/divisions';
import type {
  EmployerDetail,
  EmployerRow,
  EmployerWithDivisions,
} from '../../../src/domain/api/employers';
import { V } from '../../../src/domain/validation';
import { divisionEntity, employerEntity } from '../../../src/domain/entities';
import type { AppDb } from '../../db/connection';
import type { Clock } from '../../deps/clock';
import * as s from '../../db/schema';
import { pick } from '../../db/tables/columns';
import { requirePermission, type Principal, type Scope } from '../access';
import { auditDifference } from '../audit';
import { auditEach, divisionSnapshots, tableSnapshot } from '../snapshots';
import { describedSort } from '../described';
import { rawPage, type RawJson } from '../rawJson';
import { contactsOf, employerContacts, replaceContacts } from '../contacts';
import { NotFoundError, ValidationError } from '../errors';
import {
  anyOfIds,
  byIds,
  contains,
  inIds,
  listPage,
  orderBy,
  orderKey,
  rethrowTaken,
} from '../lists';
import {
  asDivisionRow,
  divisionIdsOfEmployerAdmin,
  divisionJsonWhere,
  divisionRows,
  divisionsWhere,
  employersOfDivisions,
  withClientsAndDocuments,
} from './rows';
import {
  assertDivisionNameFree,
  assertNameFree,
  assertOtherProducersKept,
  assertPeopleLinkable,
  removedDivisions,
  storedDivision,
} from './checks';
import {
  divisionsToSave,
  rethrowTakenName,
  writeDivisionsWithPeople,
  writeEmployer,
} from './write';

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
    const inScope = await scope.employerIds();
    const ids = () => {
      const term = q.searchText?.trim();
      const where = and(
        inScope ? inIds(s.employers.id, inScope) : undefined,
        q.ids ? inIds(s.employers.id, q.ids) : undefined,
        term ? ilike(s.employers.name, contains(term)) : undefined,
      );
      return this.db
        .select({ id: s.employers.id })
        .from(s.employers)
        .where(where)
        .orderBy(
          ...orderBy(
            'employers',
            q.sortCriteria,
            EMPLOYER_SORT,
            s.employers.id,
            EMPLOYER_SORT.name,
          ),
        );
    };
    const order = { key: orderKey('employers', principal, q), ids };
    return listPage(this.db, order, q, this.employerRows);
  }

  /** A page of employers by id, with their number of divisions. */
  private readonly employerRows = byIds('employer_rows', () =>
    this.db
      .select({
        ...pick(s.employers, 'id', 'name', 'isActive'),
        divisionCount: sql<number>`(select count(*)::int from divisions d where d.employer_id = "employers"."id")`,
      })
      .from(s.employers)
      .where(anyOfIds(s.employers.id)),
  );

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
    const divisions = await divisionsWhere(this.db)
      .where(eq(s.divisions.employerId, employerId))
      .orderBy(sql`lower(${s.divisions.name})`, s.divisions.id);
    const contacts = await contactsOf(this.db, employerContacts(employerId));
    const rows = divisions.map(asDivisionRow);
    return { ...employer, divisions: await withClientsAndDocuments(this.db, rows), contacts };
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
    return employersOfDivisions(this.db, divisionIds);
  }

  /** The employer(s) of an employer admin, with their divisions. */
  async employersOfEmployerAdmin(
    principal: Principal,
    scope: Scope,
    employerAdminId: number,
  ): Promise<EmployerWithDivisions[]> {
    requirePermission(principal, 'organizations', 'show');
    return employersOfDivisions(
      this.db,
      await divisionIdsOfEmployerAdmin(this.db, scope, employerAdminId),
    );
  }

  /** The divisions of an employer admin, as list rows. */
  async divisionsOfEmployerAdmin(
    principal: Principal,
    scope: Scope,
    employerAdminId: number,
  ): Promise<DivisionRow[]> {
    requirePermission(principal, 'divisions', 'list');
    return divisionRows(this.db, await divisionIdsOfEmployerAdmin(this.db, scope, employerAdminId));
  }

  // ------------------------------------------------------------------ divisions

  async listDivisions(
    principal: Principal,
    scope: Scope,
    q: DivisionQuery,
  ): Promise<RawJson<PagedResult<DivisionRow>>> {
    requirePermission(principal, 'divisions', 'list');
    const inScope = await scope.divisionIds();
    const ids = () => {
      const term = q.searchText?.trim();
      const where = and(
        inScope ? inIds(s.divisions.id, inScope) : undefined,
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
      return this.db
        .select({ id: s.divisions.id })
        .from(s.divisions)
        .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
        .where(where)
        .orderBy(
          ...orderBy('divisions', q.sortCriteria, DIVISION_SORT, s.divisions.id, [
            ...DIVISION_SORT.employerName!,
            ...DIVISION_SORT.name!,
          ]),
        );
    };
    const order = { key: orderKey('divisions', principal, q), ids };
    // The rows as the database keeps their JSON, passed on as they are (rows.ts divisionJsonWhere).
    return rawPage(await listPage(this.db, order, q, this.divisionJsonRows));
  }

  /** A page of divisions by id, as their list rows' JSON text. */
  private readonly divisionJsonRows = byIds('division_json_rows', () =>
    divisionJsonWhere(this.db).where(anyOfIds(s.divisionRows.divisionId)),
  );

  /** GET /api/divisions/{id}: one division in scope as its list row; 404 outside the scope. */
  async divisionDetail(
    principal: Principal,
    scope: Scope,
    divisionId: number,
  ): Promise<DivisionRow> {
    requirePermission(principal, 'divisions', 'show');
    await scope.assertDivisionVisible(divisionId);
    const [row] = await divisionRows(this.db, [divisionId]);
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
    const stored = input.id ? await storedDivision(this.db, input.id) : undefined;
    if (stored && stored.employerId !== employerId) {
      throw new ValidationError({ field: 'employerId', key: V.invalid });
    }
    await assertDivisionNameFree(this.db, employerId, input.name, input.id);
    const given = {
      ...input,
      producers: input.producers ?? [],
      employerAdmins: input.employerAdmins ?? [],
    };
    await assertPeopleLinkable(this.db, employerId, [given], (_, field) => field);
    const division = {
      ...input,
      producers: input.producers ?? stored?.producers ?? [],
      employerAdmins: input.employerAdmins ?? stored?.employerAdmins ?? [],
    };
    await assertOtherProducersKept(this.db, principal, [division]);
    const [toSave] = divisionsToSave(principal, [division]);

    const id = await this.db
      .transaction(async (tx) => {
        const before = input.id
          ? await tableSnapshot(tx, 'divisions', s.divisions, input.id)
          : null;
        const [id] = await writeDivisionsWithPeople(tx, employerId, [toSave!]);
        const after = await tableSnapshot(tx, 'divisions', s.divisions, id!);
        const action = input.id ? 'update' : 'create';
        await auditDifference(tx, principal, action, 'divisions', id!, before, after);
        return id!;
      })
      .catch((err: unknown) =>
        rethrowTaken(err, {
          divisions_employer_name_uq: { field: 'name', key: V.divisionNameUnique },
        }),
      );
    return { id };
  }

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
    await assertNameFree(this.db, input.name, employerId);
    const removed = await removedDivisions(this.db, employerId, input.divisions);
    await assertPeopleLinkable(this.db, employerId, input.divisions);
    await assertOtherProducersKept(this.db, principal, input.divisions);
    const divisions = divisionsToSave(principal, input.divisions);

    const id = await this.db
      .transaction(async (tx) => {
        const [before, divisionsBefore] = employerId
          ? [
              await tableSnapshot(tx, 'organizations', s.employers, employerId),
              await divisionSnapshots(tx, employerId),
            ]
          : [null, new Map()];
        const id = await writeEmployer(tx, this.clock.now(), employerId, input);
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
        const action = employerId ? 'update' : 'create';
        const after = await tableSnapshot(tx, 'organizations', s.employers, id);
        await auditDifference(tx, principal, action, 'employers', id, before, after);
        await auditEach(
          tx,
          principal,
          'divisions',
          divisionsBefore,
          await divisionSnapshots(tx, id),
        );
        return id;
      })
      .catch(rethrowTakenName);
    return { id };
  }
}
