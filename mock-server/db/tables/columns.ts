// Column helpers the tables share.
import { getTableColumns, sql, type Table } from 'drizzle-orm';
import { date, integer, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
export const percent = (name: string) => numeric(name, { precision: 9, scale: 4 });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const day = (name: string) => date(name, { mode: 'string' });
/** The id of the record that owns the row: required, and the row goes when that record goes. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * Some of a table's columns under their own names, for a select list:
 * `db.select({ ...pick(s.users, 'firstName', 'lastName'), clientId: s.participants.id })`.
 */
export function pick<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...keys: K[]
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<T['_']['columns'], K>;
}
