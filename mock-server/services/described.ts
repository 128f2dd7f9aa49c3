// The columns and saved values of a described entity (src/domain/entities): a service selects
// and writes the fields its entity description names, so a field added to the description (and
// its column to the schema) is read and saved without another list of fields here.
import { sql, type Column, type SQL } from 'drizzle-orm';
import {
  sortKeysOf,
  type EntityDescription,
  type FieldDescription,
  type Fields,
} from '../../src/domain/entities';

/** The table's columns of the described fields, under the fields' names. */
export type DescribedColumns<F extends Fields, T> = { [K in keyof F & keyof T]: T[K] };

/** The table's columns of the described fields a test keeps, under the fields' names. */
function pickColumns(
  entity: EntityDescription,
  table: object,
  keep: (f: FieldDescription) => boolean,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([name, f]) => name in table && keep(f))
      .map(([name]) => [name, (table as Record<string, unknown>)[name]]),
  );
}

export const describedColumns = <F extends Fields, T extends object>(
  entity: EntityDescription<F>,
  table: T,
) => pickColumns(entity, table, () => true) as DescribedColumns<F, T>;

/** What the save writes of a field: its value, or null for a value left out. */
type Saved<V> = Exclude<V, undefined> | (undefined extends V ? null : never);

/**
 * The values a save writes: every described field the save schema takes (those with a rule)
 * and the table has, from the parsed input; a field left out is stored as null.
 */
export function describedValues<F extends Fields, T extends object, I extends object>(
  entity: EntityDescription<F>,
  table: T,
  input: I,
): { [K in Exclude<keyof F & keyof T & keyof I, 'id'>]-?: Saved<I[K]> } {
  return Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([name, f]) => f.schema && name in table && name !== 'id')
      .map(([name]) => [name, (input as Record<string, unknown>)[name] ?? null]),
  ) as never;
}

/** Whether a described field is part of a list's row: a column, a phone line or an export cell. */
type InRow<D> = D extends { list: true | object } | { export: true } | { phone: string }
  ? true
  : false;

/** The table's columns of the fields a list row carries (its columns, phone lines, export). */
export type RowColumns<F extends Fields, T> = {
  [K in keyof F & keyof T as InRow<F[K]> extends true ? K : never]: T[K];
};

export const rowColumns = <F extends Fields, T extends object>(
  entity: EntityDescription<F>,
  table: T,
) => pickColumns(entity, table, (f) => !!(f.list || f.export || f.phone)) as RowColumns<F, T>;

/**
 * The ORDER BY expressions of a described list: each sort key of the description, by its
 * column (text case-insensitively, blanks first as empty text), unless `own` gives it (a
 * reference's name, a count).
 */
export function describedSort<F extends Fields>(
  entity: EntityDescription<F>,
  table: object,
  own: Record<string, SQL[]> = {},
): Record<string, SQL[]> {
  const columns = table as Record<string, Column | undefined>;
  return Object.fromEntries(
    sortKeysOf(entity).map((key) => {
      if (own[key]) return [key, own[key]];
      const column = columns[key];
      if (!column) throw new Error(`${entity.resource}: no column to sort ${key} by.`);
      const isText = column.columnType === 'PgText' || column.columnType === 'PgVarchar';
      if (!isText) return [key, [sql`${column}`]];
      return [key, [column.notNull ? sql`lower(${column})` : sql`lower(coalesce(${column}, ''))`]];
    }),
  );
}
