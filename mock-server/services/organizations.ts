// Organizations (employers) with their divisions (plans), contacts, producers and employer
// admins: lists, details and the save of spec 7 "Employers" and "Divisions".
import { and, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DivisionQuery, EmployerQuery } from '../../src/domain/listQuery';
import type { SaveEmployerInput } from '../../src/domain/schemas/employer';
import { V } from '../../src/domain/validation';
import type { AppDb } from '../db/connection';
import type { Clock } from '../deps/clock';
import * as s from '../db/schema';
import { HttpError, localeDetail } from '../http/problem';
import { notFound, requireRole, type Principal, type Scope } from './access';
import { audit } from './audit';
import { brokenConstraint, contains, inIds, orderBy, pagedResult, validationError } from './lists';

/** The Division of spec 3 without its nested collections. */
const divisionColumns = {
  id: s.divisions.id,
  name: s.divisions.name,
  employerId: s.divisions.employerId,
  employerName: s.employers.name,
  address: s.divisions.address,
  planName: s.divisions.planName,
  state: s.divisions.state,
  city: s.divisions.city,
  zipCode: s.divisions.zipCode,
  matchingContribution: s.divisions.matchingContribution,
  percentage: s.divisions.percentage,
};

const EMPLOYER_SORT: Record<string, SQL[]> = {
  name: [sql`lower(${s.employers.name})`],
  isActive: [sql`${s.employers.isActive}`],
};

const DIVISION_SORT: Record<string, SQL[]> = {
  name: [sql`lower(${s.divisions.name})`],
  employerName: [sql`lower(${s.employers.name})`],
  planName: [sql`lower(coalesce(${s.divisions.planName}, ''))`],
};

export class OrganizationService {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  // ------------------------------------------------------------------ employers

  /** Organizations are for Admins and Producers (spec 6); a Producer sees their own only. */
  async listEmployers(principal: Principal, scope: Scope, q: EmployerQuery) {
    requireRole(principal, 'Admin', 'Producer');
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
  async employerDetail(principal: Principal, scope: Scope, employerId: number) {
    requireRole(principal, 'Admin', 'Producer', 'EmployerAdmin');
    await scope.assertEmployerVisible(employerId);
    const [employer] = await this.db
      .select({ id: s.employers.id, name: s.employers.name, isActive: s.employers.isActive })
      .from(s.employers)
      .where(eq(s.employers.id, employerId));
    if (!employer) throw notFound('employer');
    const divisionIds = (
      await this.db
        .select({ id: s.divisions.id })
        .from(s.divisions)
        .where(eq(s.divisions.employerId, employerId))
    ).map((r) => r.id);
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
    return { ...employer, divisions: await this.divisionsWithLinks(divisionIds), contacts };
  }

  /** Divisions with their (not deleted) producers and employer admins, by name. */
  private async divisionsWithLinks(divisionIds: number[]) {
    if (divisionIds.length === 0) return [];
    const divisions = await this.db
      .select(divisionColumns)
      .from(s.divisions)
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(inArray(s.divisions.id, divisionIds))
      .orderBy(sql`lower(${s.employers.name})`, sql`lower(${s.divisions.name})`, s.divisions.id);
    const producers = await this.db
      .select({
        divisionId: s.divisionProducers.divisionId,
        id: s.producers.id,
        name: s.producers.name,
        email: s.producers.email,
      })
      .from(s.divisionProducers)
      .innerJoin(s.producers, eq(s.producers.id, s.divisionProducers.producerId))
      .innerJoin(s.users, eq(s.users.id, s.producers.userId))
      .where(
        and(inArray(s.divisionProducers.divisionId, divisionIds), eq(s.users.isDeleted, false)),
      )
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
      .where(
        and(
          inArray(s.divisionEmployerAdmins.divisionId, divisionIds),
          eq(s.users.isDeleted, false),
        ),
      )
      .orderBy(s.employerAdmins.email, s.employerAdmins.id);
    return divisions.map((d) => ({
      ...d,
      producers: producers
        .filter((p) => p.divisionId === d.id)
        .map(({ id, name, email }) => ({ id, name, email })),
      employerAdmins: admins
        .filter((a) => a.divisionId === d.id)
        .map(({ id, email, userId }) => ({ id, email, userId })),
    }));
  }

  /** Employers (with their divisions) linked through the given divisions, by name. */
  private async employersOfDivisions(divisionIds: number[]) {
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
      .where(inArray(s.divisions.id, divisionIds))
      .orderBy(sql`lower(${s.employers.name})`, sql`lower(${s.divisions.name})`, s.divisions.id);
    const byId = new Map<
      number,
      {
        id: number;
        name: string;
        isActive: boolean;
        divisions: { id: number; name: string; planName: string | null }[];
      }
    >();
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
  async employersOfProducer(principal: Principal, producerId: number) {
    requireRole(principal, 'Admin', 'Producer');
    if (principal.role === 'Producer' && principal.producerId !== producerId) {
      throw notFound('producer');
    }
    const [producer] = await this.db
      .select({ id: s.producers.id })
      .from(s.producers)
      .where(eq(s.producers.id, producerId));
    if (!producer) throw notFound('producer');
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
    if (!admin) throw notFound('employer admin');
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
  async employersOfEmployerAdmin(principal: Principal, scope: Scope, employerAdminId: number) {
    requireRole(principal, 'Admin', 'Producer', 'EmployerAdmin');
    return this.employersOfDivisions(await this.divisionIdsOfEmployerAdmin(scope, employerAdminId));
  }

  /** The divisions of an employer admin, with their producers and employer admins. */
  async divisionsOfEmployerAdmin(principal: Principal, scope: Scope, employerAdminId: number) {
    requireRole(principal, 'Admin', 'Producer', 'EmployerAdmin');
    return this.divisionsWithLinks(await this.divisionIdsOfEmployerAdmin(scope, employerAdminId));
  }

  // ------------------------------------------------------------------ divisions

  async listDivisions(principal: Principal, scope: Scope, q: DivisionQuery) {
    requireRole(principal, 'Admin', 'Producer', 'EmployerAdmin');
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
    return pagedResult(q, count, rows);
  }

  // ------------------------------------------------------------------ save

  /**
   * Creates or updates an organization with its divisions and contacts, and the producers and
   * employer admins of each division.
   *
   * Rules: Admins and Producers only (403 otherwise); a Producer may update only employers in
   * their scope (404 otherwise). A Producer who saves an employer always stays its producer: if
   * the body leaves the caller off every division, the caller is put on all of them. So a
   * Producer may create an organization (becoming its producer) and can never save themselves
   * out of one. A division left out of the body is removed, unless it has participants, policies
   * or documents (400 errors.divisionInUse, listing them). An employer admin belongs to one
   * organization only (validation.onlyOneOrganization).
   */
  async saveEmployer(principal: Principal, scope: Scope, input: SaveEmployerInput) {
    requireRole(principal, 'Admin', 'Producer');
    const { db } = this;
    const employerId = input.id;
    if (employerId) await scope.assertEmployerVisible(employerId);

    const sameName = await db
      .select({ id: s.employers.id })
      .from(s.employers)
      .where(
        and(
          sql`lower(${s.employers.name}) = lower(${input.name})`,
          employerId ? ne(s.employers.id, employerId) : undefined,
        ),
      );
    if (sameName.length > 0) throw validationError({ field: 'name', key: V.organizationNameTaken });

    const existing = employerId
      ? await db
          .select({ id: s.divisions.id, name: s.divisions.name })
          .from(s.divisions)
          .where(eq(s.divisions.employerId, employerId))
      : [];
    const existingIds = new Set(existing.map((d) => d.id));
    input.divisions.forEach((d, i) => {
      if (d.id && !existingIds.has(d.id)) {
        throw validationError({ field: `divisions.${i}.id`, key: V.invalid });
      }
    });
    const kept = new Set(input.divisions.map((d) => d.id).filter(Boolean));
    const removed = existing.filter((d) => !kept.has(d.id));
    if (removed.length > 0) {
      const inUse = await this.divisionsInUse(removed.map((d) => d.id));
      if (inUse.length > 0) {
        throw new HttpError(400, localeDetail('errors.divisionInUse'), {
          divisions: removed.filter((d) => inUse.includes(d.id)),
        });
      }
    }

    // Producers and employer admins named per division must exist and not be deleted.
    const producerIds = [...new Set(input.divisions.flatMap((d) => d.producers))];
    const knownProducers = new Set(
      producerIds.length === 0
        ? []
        : (
            await db
              .select({ id: s.producers.id })
              .from(s.producers)
              .innerJoin(s.users, eq(s.users.id, s.producers.userId))
              .where(and(inArray(s.producers.id, producerIds), eq(s.users.isDeleted, false)))
          ).map((r) => r.id),
    );
    const adminIds = [...new Set(input.divisions.flatMap((d) => d.employerAdmins))];
    const admins =
      adminIds.length === 0
        ? []
        : await db
            .select({
              id: s.employerAdmins.id,
              // Another employer this admin is already linked to, if any.
              otherEmployer: sql<
                number | null
              >`(select min(d.employer_id) from division_employer_admins dea join divisions d on d.id = dea.division_id where dea.employer_admin_id = "employer_admins"."id" and d.employer_id <> ${employerId ?? 0})`,
            })
            .from(s.employerAdmins)
            .innerJoin(s.users, eq(s.users.id, s.employerAdmins.userId))
            .where(and(inArray(s.employerAdmins.id, adminIds), eq(s.users.isDeleted, false)));
    const adminById = new Map(admins.map((a) => [a.id, a]));
    input.divisions.forEach((d, i) => {
      if (d.producers.some((id) => !knownProducers.has(id))) {
        throw validationError({ field: `divisions.${i}.producers`, key: V.invalid });
      }
      for (const id of d.employerAdmins) {
        const admin = adminById.get(id);
        if (!admin)
          throw validationError({ field: `divisions.${i}.employerAdmins`, key: V.invalid });
        if (admin.otherEmployer !== null) {
          throw validationError({
            field: `divisions.${i}.employerAdmins`,
            key: V.onlyOneOrganization,
          });
        }
      }
    });
    const divisions = input.divisions.map((d) => ({ ...d, producers: [...new Set(d.producers)] }));
    if (principal.role === 'Producer' && principal.producerId) {
      const me = principal.producerId;
      if (!divisions.some((d) => d.producers.includes(me))) {
        for (const d of divisions) d.producers.push(me);
      }
    }

    const id = await db
      .transaction(async (tx) => {
        let id = employerId;
        if (id) {
          await tx
            .update(s.employers)
            .set({ name: input.name, isActive: input.isActive, updatedAt: this.clock.now() })
            .where(eq(s.employers.id, id));
        } else {
          const [row] = await tx
            .insert(s.employers)
            .values({ name: input.name, isActive: input.isActive })
            .returning({ id: s.employers.id });
          id = row!.id;
        }
        if (removed.length > 0) {
          await tx.delete(s.divisions).where(
            inArray(
              s.divisions.id,
              removed.map((d) => d.id),
            ),
          );
        }
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
              .values({ ...fields, employerId: id })
              .returning({ id: s.divisions.id });
            savedIds.push(row!.id);
          }
        }
        // The links of every division are replaced by the body's.
        await tx
          .delete(s.divisionProducers)
          .where(inArray(s.divisionProducers.divisionId, savedIds));
        await tx
          .delete(s.divisionEmployerAdmins)
          .where(inArray(s.divisionEmployerAdmins.divisionId, savedIds));
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

        const keptContacts = input.contacts.map((c) => c.id).filter((c): c is number => !!c);
        await tx.delete(s.employerContacts).where(
          and(
            eq(s.employerContacts.employerId, id),
            keptContacts.length > 0
              ? sql`${s.employerContacts.id} not in (${sql.join(
                  keptContacts.map((c) => sql`${c}`),
                  sql`, `,
                )})`
              : undefined,
          ),
        );
        for (const c of input.contacts) {
          const fields = {
            firstName: c.firstName,
            lastName: c.lastName,
            position: c.position ?? null,
            phone: c.phone ?? null,
            email: c.email ?? null,
          };
          const updated = c.id
            ? await tx
                .update(s.employerContacts)
                .set(fields)
                .where(and(eq(s.employerContacts.id, c.id), eq(s.employerContacts.employerId, id)))
                .returning({ id: s.employerContacts.id })
            : [];
          if (updated.length === 0) {
            await tx.insert(s.employerContacts).values({ ...fields, employerId: id });
          }
        }
        await audit(tx, {
          actorUserId: principal.userId,
          action: employerId ? 'update' : 'create',
          entity: 'employers',
          entityId: String(id),
          changes: { ...input, removedDivisions: removed.map((d) => d.id) },
        });
        return id;
      })
      .catch((err: unknown) => {
        const constraint = brokenConstraint(err);
        if (constraint === 'employers_name_lower_uq') {
          throw validationError({ field: 'name', key: V.organizationNameTaken });
        }
        if (constraint === 'divisions_employer_name_uq') {
          throw validationError({ field: 'divisions', key: V.divisionNameUnique });
        }
        throw err;
      });
    return { id, message: localeDetail('messages.saved') };
  }

  /** Which of the divisions hold participants, policies or documents. */
  private async divisionsInUse(divisionIds: number[]): Promise<number[]> {
    const rows = await this.db.execute(
      sql`select id from ${s.divisions} d where d.id in (${sql.join(
        divisionIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and (exists (select 1 from ${s.participants} p where p.division_id = d.id)
            or exists (select 1 from ${s.policies} x where x.division_id = d.id)
            or exists (select 1 from ${s.documents} o where o.division_id = d.id))`,
    );
    return (rows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  }
}
