// Helpers the list and save services share: sort criteria to ORDER BY, paging, LIKE escaping,
// `in (…)` lists and constraint names.
import { and, asc, desc, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PagedResult, SortCriterion } from '../../src/domain/listQuery';
import type { AppDb } from '../db/connection';
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
