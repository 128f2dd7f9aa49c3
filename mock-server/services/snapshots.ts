// What the audit trail keeps of a record before and after a write: the fields its History view
// names (src/domain/history), read inside the write's transaction, so that each entry holds
// every changed field's old and new value.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { maskAccountNumber } from '../../src/domain/bankAccount';
import { MONTHS } from '../../src/domain/enums';
import {
  changeFieldsOf,
  HISTORY_SUBJECTS,
  type HistorySubjectKey,
} from '../../src/domain/history/subjects';
import { queryRows, type AppDb } from '../db/connection';
import * as s from '../db/schema';
import { auditDifference, type Snapshot } from './audit';

type Table = PgTable;
const idOf = (table: Table) => (table as unknown as { id: PgColumn }).id;

/** The subject's fields that are columns of its table, as stored; null when there is no row. */
export async function tableSnapshot(
  db: AppDb,
  subject: HistorySubjectKey,
  table: Table,
  id: number,
): Promise<Snapshot | null> {
  const columns = Object.fromEntries(
    changeFieldsOf(HISTORY_SUBJECTS[subject])
      .filter((name) => name in table)
      .map((name) => [name, (table as unknown as Record<string, PgColumn>)[name]!]),
  );
  const [row] = await db
    .select(columns)
    .from(table)
    .where(eq(idOf(table), id));
  return (row as Snapshot | undefined) ?? null;
}

/** A carrier's fields, its account number masked as everywhere but the audited reveal. */
export async function carrierSnapshot(db: AppDb, id: number): Promise<Snapshot | null> {
  const row = await tableSnapshot(db, 'carriers', s.carriers, id);
  if (!row) return null;
  return { ...row, accountNumber: maskAccountNumber((row.accountNumber as string | null) ?? null) };
}

/** A year's AFR table: the year and its twelve monthly rates as numbers. */
export async function afrSnapshot(db: AppDb, id: number): Promise<Snapshot | null> {
  const [row] = await db.select().from(s.afrRates).where(eq(s.afrRates.id, id));
  if (!row) return null;
  return { year: row.year, ...Object.fromEntries(MONTHS.map((m) => [m, Number(row[m])])) };
}

/**
 * A user's own fields, their participant record's (an Employee), their start date (a Producer)
 * and the employers they are linked to (a Producer or an Employer Admin).
 */
export async function userSnapshot(db: AppDb, id: number): Promise<Snapshot | null> {
  const [row] = await queryRows<Snapshot>(
    db,
    sql`select u.email, u.first_name as "firstName", u.last_name as "lastName",
          u.phone_number as "phoneNumber", u.role, u.is_active as "isActive",
          u.is_deleted as "isDeleted", u.date_of_birth::text as "dateOfBirth", u.address,
          u.city, u.state, u.zip, u.notes, p.division_id as "divisionId",
          coalesce(p.status_type, u.status_type) as "statusType",
          p.client_unique_id as "clientUniqueId", p.title,
          p.plan_enrollment_date::text as "planEnrollmentDate",
          p.matching_contribution::text as "matchingContribution",
          p.percentage::text as "percentage", p.note, pr.since::text as "since",
          case when u.role in ('Producer', 'EmployerAdmin') then array(
            select distinct d.employer_id from divisions d
            where d.id in (select dp.division_id from division_producers dp
                           where dp.producer_id = pr.id)
               or d.id in (select da.division_id from division_employer_admins da
                           where da.employer_admin_id = ea.id)
            order by d.employer_id) end as "employers"
        from users u
        left join participants p on p.user_id = u.id
        left join producers pr on pr.user_id = u.id
        left join employer_admins ea on ea.user_id = u.id
        where u.id = ${id}`,
  );
  return row ?? null;
}

/** A document's name, type, size and owner. */
export async function documentSnapshot(db: AppDb, id: number): Promise<Snapshot | null> {
  return tableSnapshot(db, 'documents', s.documents, id);
}

/** An imported file's name, kind, carrier, state and row count. */
export async function importFileSnapshot(db: AppDb, id: number): Promise<Snapshot | null> {
  return tableSnapshot(db, 'import-files', s.importFiles, id);
}

/** The records of `table` that belong to an owner (its `owner` column), each one's fields by id. */
export async function ownedSnapshots(
  db: AppDb,
  subject: HistorySubjectKey,
  table: Table,
  owner: PgColumn,
  ownerId: number,
): Promise<Map<number, Snapshot>> {
  const rows = await db
    .select({ id: idOf(table) })
    .from(table)
    .where(eq(owner, ownerId));
  const entries: [number, Snapshot][] = [];
  for (const r of rows as { id: number }[]) {
    entries.push([r.id, (await tableSnapshot(db, subject, table, r.id))!]);
  }
  return new Map(entries);
}

/** The divisions of an employer, each one's fields by its id. */
export const divisionSnapshots = (db: AppDb, employerId: number) =>
  ownedSnapshots(db, 'divisions', s.divisions, s.divisions.employerId, employerId);

/** A carrier's products and investment options, each one's fields by its id. */
export async function carrierItemSnapshots(db: AppDb, carrierId: number) {
  return {
    products: await ownedSnapshots(db, 'products', s.products, s.products.carrierId, carrierId),
    investments: await ownedSnapshots(
      db,
      'investments',
      s.investments,
      s.investments.carrierId,
      carrierId,
    ),
  };
}

/** One entry for each record that a write created, changed or removed among many. */
export async function auditEach(
  db: AppDb,
  actor: { userId: number },
  entity: string,
  before: Map<number, Snapshot>,
  after: Map<number, Snapshot>,
): Promise<void> {
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const [was, is] = [before.get(id) ?? null, after.get(id) ?? null];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    const action = !was ? 'create' : !is ? 'delete' : 'update';
    await auditDifference(db, actor, action, entity, id, was, is);
  }
}
