// Helpers the list and save services share: sort criteria to ORDER BY, paging, LIKE escaping,
// `in (…)` lists and constraint names.
import { and, asc, desc, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PagedResult, SortCriterion } from '../../src/domain/listQuery';
import type { AppDb } from '../db/connection';
import type { DataVersion } from '../db/dataVersion';
import { RuleError, ValidationError, type FieldKey } from './errors';

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const contains = (text: string) => `%${escapeLike(text.trim())}%`;

/** `column in (ids)`, and false for an empty list (nothing is in scope). */
export function inIds(column: Column | SQL, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * A numeric column (percentages, money) as a JSON number: the API sends numbers, not the
 * driver's decimal text (conventions in src/domain/api/common.ts).
 */
export const asNumber = (column: Column | SQL) => sql<number | null>`(${column})::float8`;

/**
 * ORDER BY for the sort criteria of a list query, over the sortable expressions of a list; the
 * tiebreaker (the id) comes last so that pages never overlap. An unknown key is 400.
 */
export function orderBy(
  what: string,
  criteria: readonly SortCriterion[],
  sortable: Record<string, SQL[]>,
  tiebreaker: Column,
  fallback: SQL[] = [],
): SQL[] {
  const order: SQL[] = [];
  for (const c of criteria) {
    // Own keys only: `__proto__` or `toString` name no column.
    const columns = Object.hasOwn(sortable, c.sortKey) ? sortable[c.sortKey] : undefined;
    if (!columns) throw new RuleError(`Cannot sort ${what} by ${JSON.stringify(c.sortKey)}.`);
    for (const column of columns) order.push(c.isDescending ? desc(column) : asc(column));
  }
  if (criteria.length === 0) order.push(...fallback.map((f) => asc(f)));
  order.push(asc(tiebreaker));
  return order;
}

/** How many rows of a table a condition selects: the resultCount of a list. */
export async function countWhere(db: AppDb, table: PgTable, where: SQL | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.count ?? 0;
}

/** The paged result of spec 3 for one page of a list query. */
export function pagedResult<T>(
  q: { pageNumber: number; pageSize: number },
  resultCount: number,
  rows: T[],
): PagedResult<T> {
  return { resultCount, pageNumber: q.pageNumber, pageSize: q.pageSize, rows };
}

/** The name of the unique or foreign-key constraint a database error broke, if any. */
export function brokenConstraint(err: unknown): string | undefined {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (e.code && /^23/.test(e.code)) return e.constraint ?? e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Whether a row of `table` other than those `conditions` leave out holds `value` in `column`,
 * case-insensitively: the check behind "this name (e-mail, client id) is already taken".
 */
export async function isTaken(
  db: AppDb,
  table: PgTable,
  column: Column,
  value: string,
  ...conditions: (SQL | undefined)[]
): Promise<boolean> {
  const same = await db
    .select({ id: sql<number>`1` })
    .from(table)
    .where(and(sql`lower(${column}) = lower(${value})`, ...conditions));
  return same.length > 0;
}

/**
 * A unique constraint broken by a concurrent save answers like the check that came before it:
 * the validation error of `taken` by the constraint's name; any other error is thrown as it is.
 */
export function rethrowTaken(err: unknown, taken: Record<string, FieldKey>): never {
  const constraint = brokenConstraint(err);
  if (constraint && Object.hasOwn(taken, constraint)) throw new ValidationError(taken[constraint]!);
  throw err;
}

/** What an ordered-ids query gives: one row per record, `id` first, in the list's order. */
interface IdQuery {
  toSQL(): { sql: string; params: unknown[] };
  then: PromiseLike<{ id: number }[]>['then'];
}

/**
 * The order of each list as its callers asked for it (scope, filters, search and sort: the SQL
 * of its ids query), kept for as long as nothing has been written to the database (the data
 * version, db/dataVersion.ts). A list page then costs what a page costs: its total is the
 * length of the kept order, exact, and its rows are read by id, however deep the page; the
 * whole filtered list is sorted once per write, not on every page. Bounded by the ids held
 * (the least recently used order goes first).
 */
export class ListOrders {
  private readonly orders = new Map<string, number[]>();
  private ids = 0;
  private held: string | undefined;

  constructor(
    private readonly version: DataVersion,
    private readonly maxIds = DEFAULT_LIST_ORDER_IDS,
  ) {}

  /** The ids of `query` in order, read again only when the data version moved. */
  async of(query: IdQuery): Promise<number[]> {
    const { sql: text, params } = query.toSQL();
    const key = `${text}\n${JSON.stringify(params)}`;
    // Read before the query: a write that overlaps it moves the version, so what the query
    // read is never served under a version that came after the write.
    const version = await this.version();
    if (version !== this.held) this.drop(version);
    const held = this.orders.get(key);
    if (held) {
      this.orders.delete(key);
      this.orders.set(key, held);
      return held;
    }
    const ids = (await query).map((r) => r.id);
    if (this.held === version && ids.length <= this.maxIds) {
      this.orders.set(key, ids);
      this.ids += ids.length;
      for (const [k, v] of this.orders) {
        if (this.ids <= this.maxIds) break;
        this.orders.delete(k);
        this.ids -= v.length;
      }
    }
    return ids;
  }

  private drop(version: string) {
    this.orders.clear();
    this.ids = 0;
    this.held = version;
  }
}

/** Ids kept across all list orders: 2 million ids, about 16 MB. */
export const DEFAULT_LIST_ORDER_IDS = 2_000_000;

const listOrders = new WeakMap<AppDb, ListOrders>();

/** Keeps list orders for `db` under its data version (the app does, for its database). */
export function keepListOrders(db: AppDb, version: DataVersion, maxIds?: number): void {
  listOrders.set(db, new ListOrders(version, maxIds));
}

/**
 * One page of a list: its total and the ids of the page, in order. `ids` selects `{ id }` of
 * every record of the list, ordered as the list is (the id the tiebreaker); without kept
 * orders (a database opened without its data version) it is read on every call.
 */
export async function pageOfIds(
  db: AppDb,
  ids: IdQuery,
  q: { pageNumber: number; pageSize: number },
): Promise<{ count: number; ids: number[] }> {
  const order = listOrders.get(db);
  const all = order ? await order.of(ids) : (await ids).map((r) => r.id);
  const from = (q.pageNumber - 1) * q.pageSize;
  return { count: all.length, ids: all.slice(from, from + q.pageSize) };
}

/** Rows read by id (in any order) put in the order of `ids`. */
export function inOrderOf<T extends { id: number }>(ids: readonly number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/**
 * A page of a list: its ordered ids (kept per scope, filter and sort until the next write),
 * then the page's rows read by `rowsOf` for those ids only.
 */
export async function listPage<T extends { id: number }>(
  db: AppDb,
  ids: IdQuery,
  q: { pageNumber: number; pageSize: number },
  rowsOf: (ids: number[]) => Promise<T[]>,
): Promise<PagedResult<T>> {
  const page = await pageOfIds(db, ids, q);
  const rows = page.ids.length === 0 ? [] : inOrderOf(page.ids, await rowsOf(page.ids));
  return pagedResult(q, page.count, rows);
}
