// Helpers the list and save services share: sort criteria to ORDER BY, paging, LIKE escaping,
// `in (…)` lists and constraint names.
import { and, asc, desc, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PagedResult, SortCriterion } from '../../src/domain/listQuery';
import type { AppDb } from '../db/connection';
import type { DataVersion } from '../db/dataVersion';
import type { Principal } from './access';
import { RuleError, ValidationError, type FieldKey } from './errors';

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const contains = (text: string) => `%${escapeLike(text.trim())}%`;

/**
 * Narrows a search for `term` to the rows whose trigram-indexed `text` holds it (pg_trgm, see
 * migration 0010), before each field is tested. A term found in one field is found in the
 * indexed text that joins them, so nothing is lost; terms under three characters give pg_trgm
 * nothing to look up, and go without it.
 */
export const searchable = (term: string, text: SQL): SQL | undefined =>
  term.trim().length >= 3 ? sql`${text} ilike ${contains(term)}` : undefined;

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
 * A list's order as a page asks for it: the key it is kept under (orderKey) and how to build its
 * ids query, which is built only when the order is not held (what it needs from the database,
 * such as the caller's scope, is read before). Two calls under the same key must build the same
 * query: the key names everything the query reads from the call.
 */
export interface ListOrder {
  key: string;
  ids: () => IdQuery;
  /**
   * For a caller who sees part of the list: the ids of every record they may see, and its key
   * (callerKey). The whole list's order (`key`, `ids`, naming no caller) is then kept once for
   * every caller, and each caller's is it narrowed to their records.
   */
  within?: { key: string; ids: () => IdQuery };
}

/** The key of the records a caller may see of a list (ListOrder.within). */
export const callerKey = (list: string, principal: Principal) =>
  JSON.stringify([list, 'visible to', principal]);

/**
 * The key of a list's order: the list, the caller (their scope follows from who they are, at a
 * data version; null for a list that is the same for every caller allowed it), the list query without its paging, and anything else the ids query reads (the
 * clock's time, for a filter that compares with it).
 */
export function orderKey(
  list: string,
  principal: Principal | null,
  q: { pageNumber: number; pageSize: number },
  ...more: unknown[]
): string {
  const { pageNumber: _page, pageSize: _size, ...narrowing } = q;
  return JSON.stringify([list, principal, narrowing, ...more]);
}

const sqlOf = (query: IdQuery) => JSON.stringify(query.toSQL());

/**
 * The order of each list as its callers asked for it (scope, filters, search and sort: its
 * ListOrder's key), kept for as long as nothing has been written to the database (the data
 * version, db/dataVersion.ts). A list page then costs what a page costs: its total is the
 * length of the kept order, exact, and its rows are read by id, however deep the page; the
 * whole filtered list is sorted once per write, not on every page, and its query is not even
 * built again. Bounded by the ids held (the least recently used order goes first).
 *
 * With `verifyKeys` (under test) a held order's query is built anyway and compared with the one
 * it was read with: a key that leaves out something its query reads fails there, loudly.
 */
export class ListOrders {
  private readonly orders = new Map<string, { ids: number[]; sql?: string }>();
  private ids = 0;
  private held: string | undefined;

  constructor(
    private readonly version: DataVersion,
    private readonly maxIds = DEFAULT_LIST_ORDER_IDS,
    private readonly verifyKeys = process.env.NODE_ENV === 'test',
  ) {}

  /** The ids of `order` in order, read again only when the data version moved. */
  async of(order: ListOrder): Promise<number[]> {
    // Read before the query: a write that overlaps it moves the version, so what the query
    // read is never served under a version that came after the write.
    const version = await this.version();
    if (version !== this.held) this.drop(version);
    if (!order.within) return this.read(order.key, order.ids, version);
    const key = `${order.key}\n${order.within.key}`;
    const held = this.take(key);
    if (held) return held.ids;
    const [all, visible] = await Promise.all([
      this.read(order.key, order.ids, version),
      this.read(order.within.key, order.within.ids, version),
    ]);
    const seen = new Set(visible);
    const ids = all.filter((id) => seen.has(id));
    this.keep(key, { ids }, version);
    return ids;
  }

  /** A held entry, marked most recently used. */
  private take(key: string) {
    const held = this.orders.get(key);
    if (held) {
      this.orders.delete(key);
      this.orders.set(key, held);
    }
    return held;
  }

  /** The ids `build` reads, held under `key` (checked against the query under verifyKeys). */
  private async read(key: string, build: () => IdQuery, version: string): Promise<number[]> {
    const held = this.take(key);
    if (held) {
      if (held.sql !== undefined && sqlOf(build()) !== held.sql) {
        throw new Error(`The list order ${key} was kept for another query.`);
      }
      return held.ids;
    }
    const query = build();
    const ids = (await query).map((r) => r.id);
    this.keep(key, { ids, sql: this.verifyKeys ? sqlOf(query) : undefined }, version);
    return ids;
  }

  private keep(key: string, entry: { ids: number[]; sql?: string }, version: string) {
    if (this.held !== version || entry.ids.length > this.maxIds || this.orders.has(key)) return;
    this.orders.set(key, entry);
    this.ids += entry.ids.length;
    for (const [k, v] of this.orders) {
      if (this.ids <= this.maxIds) break;
      this.orders.delete(k);
      this.ids -= v.ids.length;
    }
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
 * One page of a list: its total and the ids of the page, in order. The order's ids query selects
 * `{ id }` of every record of the list, ordered as the list is (the id the tiebreaker); without
 * kept orders (a database opened without its data version) it is read on every call.
 */
export async function pageOfIds(
  db: AppDb,
  order: ListOrder,
  q: { pageNumber: number; pageSize: number },
): Promise<{ count: number; ids: number[] }> {
  const kept = listOrders.get(db);
  const all = kept ? await kept.of(order) : await unkept(order);
  const from = (q.pageNumber - 1) * q.pageSize;
  return { count: all.length, ids: all.slice(from, from + q.pageSize) };
}

/** An order read without kept orders: narrowed the same way, every time. */
async function unkept(order: ListOrder): Promise<number[]> {
  const all = (await order.ids()).map((r) => r.id);
  if (!order.within) return all;
  const seen = new Set((await order.within.ids()).map((r) => r.id));
  return all.filter((id) => seen.has(id));
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
  order: ListOrder,
  q: { pageNumber: number; pageSize: number },
  rowsOf: (ids: number[]) => Promise<T[]>,
): Promise<PagedResult<T>> {
  const page = await pageOfIds(db, order, q);
  const rows = page.ids.length === 0 ? [] : inOrderOf(page.ids, await rowsOf(page.ids));
  return pagedResult(q, page.count, rows);
}

/** `column = any($ids)`: the ids of a page as one array parameter (see byIds). */
export const anyOfIds = (column: Column | SQL) => sql`${column} = any(${sql.placeholder('ids')})`;

export interface ByIds<T> {
  prepare(name: string): { execute(placeholders: { ids: number[] }): Promise<T[]> };
}

/**
 * Rows by id through a statement built once, the first time it is asked for: `query` selects
 * rows `where anyOfIds(...)`; `name` names it among the process's prepared statements.
 */
export function byIds<T>(name: string, query: () => ByIds<T>): (ids: number[]) => Promise<T[]> {
  let prepared: ReturnType<ByIds<T>['prepare']> | undefined;
  return (ids) => (prepared ??= query().prepare(name)).execute({ ids });
}

/**
 * `column = $id`: one id as a plain parameter (see byIdIn). PostgreSQL then settles on a generic
 * plan it reuses; for `= any($ids)` it judges a custom plan cheaper and plans again each time,
 * which for a statement of several joins and subqueries costs more than running it (a user's full
 * record: 1.2 ms a read against 0.35 ms).
 */
export const oneId = (column: Column | SQL) => sql`${column} = ${sql.placeholder('id')}`;

export interface ById<T> {
  prepare(name: string): { execute(placeholders: { id: number }): Promise<T[]> };
}

/** The rows of one id (`where oneId(...)`) of any database it is given, each built once. */
export function byIdIn<T>(
  name: string,
  query: (db: AppDb) => ById<T>,
): (db: AppDb, id: number) => Promise<T[]> {
  const each = new WeakMap<AppDb, ReturnType<ById<T>['prepare']>>();
  return (db, id) => {
    let prepared = each.get(db);
    if (!prepared) each.set(db, (prepared = query(db).prepare(name)));
    return prepared.execute({ id });
  };
}

/** byIds for a statement of any database it is given (each database's built once). */
export function byIdsIn<T>(
  name: string,
  query: (db: AppDb) => ByIds<T>,
): (db: AppDb, ids: number[]) => Promise<T[]> {
  const each = new WeakMap<AppDb, (ids: number[]) => Promise<T[]>>();
  return (db, ids) => {
    let read = each.get(db);
    if (!read) each.set(db, (read = byIds(name, () => query(db))));
    return read(ids);
  };
}
