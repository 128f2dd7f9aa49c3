// The checks of an organization or division save: names free, people linkable, the other
// producers kept by a Producer, and the divisions a save removes (not while in use).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SaveEmployerInput } from '../../../src/domain/schemas/employer';
import { V } from '../../../src/domain/validation';
import { localeDetail } from '../../../src/domain/problem';
import { queryRows, type AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { pick } from '../../db/tables/columns';
import type { Principal } from '../access';
import { ForbiddenError, NotFoundError, RuleError, ValidationError } from '../errors';
import { inIds, isTaken } from '../lists';

export type DivisionInput = SaveEmployerInput['divisions'][number];

/** A division's employer and its current producer and employer-admin links; 404 if none. */
export async function storedDivision(db: AppDb, divisionId: number) {
  const [row] = await db
    .select({ employerId: s.divisions.employerId })
    .from(s.divisions)
    .where(eq(s.divisions.id, divisionId));
  if (!row) throw new NotFoundError('division');
  const producers = await db
    .select({ id: s.divisionProducers.producerId })
    .from(s.divisionProducers)
    .where(eq(s.divisionProducers.divisionId, divisionId));
  const employerAdmins = await db
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
export async function assertDivisionNameFree(
  db: AppDb,
  employerId: number,
  name: string,
  divisionId: number | undefined,
): Promise<void> {
  const taken = await isTaken(
    db,
    s.divisions,
    s.divisions.name,
    name,
    eq(s.divisions.employerId, employerId),
    divisionId ? ne(s.divisions.id, divisionId) : undefined,
  );
  if (taken) throw new ValidationError({ field: 'name', key: V.divisionNameUnique });
}

// ------------------------------------------------------------------ save

/** A Producer may neither add nor remove another producer of a division (see saveEmployer). */
export async function assertOtherProducersKept(
  db: AppDb,
  principal: Principal,
  input: DivisionInput[],
): Promise<void> {
  if (principal.role !== 'Producer') return;
  const me = principal.producerId;
  const ids = input.map((d) => d.id).filter((id): id is number => !!id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select(pick(s.divisionProducers, 'divisionId', 'producerId'))
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
export async function assertNameFree(
  db: AppDb,
  name: string,
  employerId: number | undefined,
): Promise<void> {
  const except = employerId ? ne(s.employers.id, employerId) : undefined;
  if (await isTaken(db, s.employers, s.employers.name, name, except)) {
    throw new ValidationError({ field: 'name', key: V.organizationNameTaken });
  }
}

/**
 * The employer's divisions the body leaves out (to be removed). A division id of another
 * employer is invalid; a removed division still in use stops the save (errors.divisionInUse).
 */
export async function removedDivisions(
  db: AppDb,
  employerId: number | undefined,
  input: DivisionInput[],
) {
  const existing = employerId
    ? await db
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
  const inUse = await divisionsInUse(
    db,
    removed.map((d) => d.id),
  );
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
export async function assertPeopleLinkable(
  db: AppDb,
  employerId: number | undefined,
  input: DivisionInput[],
  fieldOf: (index: number, field: string) => string = (i, field) => `divisions.${i}.${field}`,
): Promise<void> {
  const producerIds = [...new Set(input.flatMap((d) => d.producers))];
  const knownProducers = new Set(
    (
      await db
        .select({ id: s.producers.id })
        .from(s.producers)
        .innerJoin(s.users, eq(s.users.id, s.producers.userId))
        .where(and(inIds(s.producers.id, producerIds), eq(s.users.isDeleted, false)))
    ).map((r) => r.id),
  );
  const adminIds = [...new Set(input.flatMap((d) => d.employerAdmins))];
  const admins = await db
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

/** Which of the divisions hold participants, policies or documents. */
export async function divisionsInUse(db: AppDb, divisionIds: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ${s.divisions} d where ${inIds(sql`d.id`, divisionIds)}
          and (exists (select 1 from ${s.participants} p where p.division_id = d.id)
          or exists (select 1 from ${s.policies} x where x.division_id = d.id)
          or exists (select 1 from ${s.documents} o where o.division_id = d.id))`,
  );
  return rows.map((r) => r.id);
}
