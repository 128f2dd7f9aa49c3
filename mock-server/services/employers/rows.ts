// The rows of organizations and divisions: a division with its employer, producers and employer
// admins; an employer with its divisions; a division's participants and plan documents.
import { and, eq, sql } from 'drizzle-orm';
import type {
  Division,
  DivisionClient,
  DivisionDocument,
  DivisionRow,
  EmployerAdminRef,
  ProducerRef,
} from '../../../src/domain/api/divisions';
import type { EmployerWithDivisions } from '../../../src/domain/api/employers';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { pick } from '../../db/tables/columns';
import type { Scope } from '../access';
import { NotFoundError } from '../errors';
import { asNumber, inIds } from '../lists';

/**
 * A division's (not deleted) producers, by name, and employer admins, by e-mail, as the database
 * keeps them for the division (`divisionPeople`): a page of divisions reads one row each.
 */
const peopleColumns = {
  producers: sql<ProducerRef[]>`coalesce(${s.divisionPeople.producers}, '[]'::json)`,
  employerAdmins: sql<EmployerAdminRef[]>`coalesce(${s.divisionPeople.employerAdmins}, '[]'::json)`,
};

/** The Division of spec 3 without its nested collections, and whether its employer is active. */
export const divisionColumns = {
  ...pick(s.divisions, 'id', 'name', 'employerId'),
  employerName: s.employers.name,
  employerActive: s.employers.isActive,
  ...pick(s.divisions, 'address', 'planName', 'state', 'city', 'zipCode'),
  matchingContribution: asNumber(s.divisions.matchingContribution),
  percentage: asNumber(s.divisions.percentage),
  ...peopleColumns,
};

type DivisionBase = Omit<DivisionRow, 'employer'> & { employerActive: boolean };

/**
 * A row of divisionColumns as the list row: its employer as an object. Written out field by
 * field: it runs for every row, and a rest pattern's copy once cost a tenth of the request
 * thread's time on a divisions page. The list itself has the database write the same row
 * (migration 0013), field for field: routes/divisions.test.ts holds the two to the same bytes.
 */
export const asDivisionRow = (d: DivisionBase): DivisionRow => ({
  id: d.id,
  name: d.name,
  employerId: d.employerId,
  employerName: d.employerName,
  address: d.address,
  planName: d.planName,
  state: d.state,
  city: d.city,
  zipCode: d.zipCode,
  matchingContribution: d.matchingContribution,
  percentage: d.percentage,
  employer: { id: d.employerId, name: d.employerName, isActive: d.employerActive },
  producers: d.producers,
  employerAdmins: d.employerAdmins,
});

/** Divisions with their employer and people (the joins `divisionColumns` needs), by `where`. */
export const divisionsWhere = (db: AppDb) =>
  db
    .select(divisionColumns)
    .from(s.divisions)
    .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
    .leftJoin(s.divisionPeople, eq(s.divisionPeople.divisionId, s.divisions.id));

/**
 * Divisions' list rows as the JSON text the API sends, with their ids, by `where`: the rows the
 * database keeps for them (`divisionRows`, migration 0013), the same fields in the same order as
 * asDivisionRow (percentages as float8, which PostgreSQL writes in the shortest form that reads
 * back the same, as JavaScript does). A page of divisions is then one short row per division,
 * never parsed on the database's thread nor written out again on the request thread.
 */
export const divisionJsonWhere = (db: AppDb) =>
  db.select({ id: s.divisionRows.divisionId, json: s.divisionRows.json }).from(s.divisionRows);

/** Divisions by id, by employer and division name, as list rows. */
export async function divisionRows(db: AppDb, divisionIds: number[]): Promise<DivisionRow[]> {
  if (divisionIds.length === 0) return [];
  const divisions = await divisionsWhere(db)
    .where(inIds(s.divisions.id, divisionIds))
    .orderBy(sql`lower(${s.employers.name})`, sql`lower(${s.divisions.name})`, s.divisions.id);
  return divisions.map(asDivisionRow);
}

/** Each division with its participants (users not deleted) and its plan documents. */
export async function withClientsAndDocuments(
  db: AppDb,
  divisions: DivisionRow[],
): Promise<Division[]> {
  if (divisions.length === 0) return [];
  const ids = divisions.map((d) => d.id);
  const clients = await db
    .select({
      ...pick(s.participants, 'divisionId', 'id', 'userId'),
      ...pick(s.users, 'firstName', 'lastName', 'email'),
      ...pick(s.participants, 'clientUniqueId', 'statusType'),
      isActive: s.users.isActive,
    })
    .from(s.participants)
    .innerJoin(s.users, eq(s.users.id, s.participants.userId))
    .where(and(inIds(s.participants.divisionId, ids), eq(s.users.isDeleted, false)))
    .orderBy(sql`lower(${s.users.lastName})`, sql`lower(${s.users.firstName})`, s.participants.id);
  const documents = await db
    .select({
      ...pick(s.documents, 'id', 'documentName', 'documentType', 'clientId', 'carrierId'),
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
export async function employersOfDivisions(
  db: AppDb,
  divisionIds: number[],
): Promise<EmployerWithDivisions[]> {
  if (divisionIds.length === 0) return [];
  const rows = await db
    .select({
      ...pick(s.employers, 'id', 'name', 'isActive'),
      divisionId: s.divisions.id,
      divisionName: s.divisions.name,
      planName: s.divisions.planName,
    })
    .from(s.divisions)
    .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
    .where(inIds(s.divisions.id, divisionIds))
    .orderBy(sql`lower(${s.employers.name})`, sql`lower(${s.divisions.name})`, s.divisions.id);
  return byEmployer(rows);
}

/** Division rows (each with its employer), in their order, grouped under their employers. */
export function byEmployer(
  rows: {
    id: number;
    name: string;
    isActive: boolean;
    divisionId: number;
    divisionName: string;
    planName: string | null;
  }[],
): EmployerWithDivisions[] {
  const byId = new Map<number, EmployerWithDivisions>();
  for (const r of rows) {
    const e = byId.get(r.id) ?? { id: r.id, name: r.name, isActive: r.isActive, divisions: [] };
    e.divisions.push({ id: r.divisionId, name: r.divisionName, planName: r.planName });
    byId.set(r.id, e);
  }
  return [...byId.values()];
}

/** The divisions an employer admin is linked to, as far as the caller may see them. */
export async function divisionIdsOfEmployerAdmin(db: AppDb, scope: Scope, employerAdminId: number) {
  const [admin] = await db
    .select({ id: s.employerAdmins.id, userId: s.employerAdmins.userId })
    .from(s.employerAdmins)
    .where(eq(s.employerAdmins.id, employerAdminId));
  if (!admin) throw new NotFoundError('employer admin');
  await scope.assertUserVisible(admin.userId);
  const inScope = await scope.divisionIds();
  const ids = (
    await db
      .select({ id: s.divisionEmployerAdmins.divisionId })
      .from(s.divisionEmployerAdmins)
      .where(eq(s.divisionEmployerAdmins.employerAdminId, employerAdminId))
  ).map((r) => r.id);
  return inScope ? ids.filter((id) => inScope.includes(id)) : ids;
}
