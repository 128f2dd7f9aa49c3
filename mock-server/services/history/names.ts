// The names of the records a History view refers to (a policy's carrier, a user's division),
// read in one statement per kind of record, so that a change shows a name, never an id.
import { sql, type SQL } from 'drizzle-orm';
import type { HistoryChange, HistoryNames } from '../../../src/domain/api/history';
import type { HistorySubject } from '../../../src/domain/history/subjects';
import { queryRows, type AppDb } from '../../db/connection';
import { inIds } from '../lists';

const fullName = (u: string) => sql.raw(`trim(${u}.first_name || ' ' || ${u}.last_name)`);

/** How a record of each kind is named, as a select of `id` and `name` over the given ids. */
const NAMES: Record<string, (ids: number[]) => SQL> = {
  users: (ids) =>
    sql`select u.id, ${fullName('u')} as name from users u where ${inIds(sql`u.id`, ids)}`,
  participants: (ids) =>
    sql`select p.id, ${fullName('u')} as name from participants p
        join users u on u.id = p.user_id where ${inIds(sql`p.id`, ids)}`,
  organizations: (ids) => sql`select id, name from employers where ${inIds(sql`id`, ids)}`,
  divisions: (ids) => sql`select id, name from divisions where ${inIds(sql`id`, ids)}`,
  carriers: (ids) => sql`select id, name from carriers where ${inIds(sql`id`, ids)}`,
  products: (ids) =>
    sql`select id, product_name as name from products where ${inIds(sql`id`, ids)}`,
  investments: (ids) =>
    sql`select id, investment_name as name from investments where ${inIds(sql`id`, ids)}`,
  policies: (ids) =>
    sql`select id, policy_number as name from policies where ${inIds(sql`id`, ids)}`,
  documents: (ids) =>
    sql`select id, document_name as name from documents where ${inIds(sql`id`, ids)}`,
  'afr-rates': (ids) =>
    sql`select id, year::text as name from afr_rates where ${inIds(sql`id`, ids)}`,
  'import-files': (ids) =>
    sql`select id, file_name as name from import_files where ${inIds(sql`id`, ids)}`,
};

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => Number.isInteger(v));

/** The ids each kind of record is referred to by in the changes. */
function referredIds(subject: HistorySubject, changes: HistoryChange[]): Map<string, Set<number>> {
  const wanted = new Map<string, Set<number>>();
  for (const c of changes) {
    const resource = subject.fields[c.field]?.reference?.resource;
    if (!resource || !NAMES[resource]) continue;
    const ids = wanted.get(resource) ?? new Set<number>();
    for (const id of [...idsIn(c.before), ...idsIn(c.after)]) ids.add(id);
    wanted.set(resource, ids);
  }
  return wanted;
}

/** The names of the records the changes refer to, by kind and id. */
export async function namesOf(
  db: AppDb,
  subject: HistorySubject,
  changes: HistoryChange[],
): Promise<HistoryNames> {
  const names: HistoryNames = {};
  for (const [resource, ids] of referredIds(subject, changes)) {
    if (ids.size === 0) continue;
    const rows = await queryRows<{ id: number; name: string }>(db, NAMES[resource]!([...ids]));
    names[resource] = Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
  }
  return names;
}

/** The name of one record (the History page's title), null when it has none. */
export async function recordName(db: AppDb, resource: string, id: number): Promise<string | null> {
  const select = NAMES[resource];
  if (!select) return null;
  const [row] = await queryRows<{ name: string }>(db, select([id]));
  return row?.name ?? null;
}
