// The columns and saved values of a described entity (src/domain/entities): a service selects
// and writes the fields its entity description names, so a field added to the description (and
// its column to the schema) is read and saved without another list of fields here.
import type { EntityDescription, Fields } from '../../src/domain/entities';

/** The table's columns of the described fields, under the fields' names. */
export type DescribedColumns<F extends Fields, T> = { [K in keyof F & keyof T]: T[K] };

export function describedColumns<F extends Fields, T extends object>(
  entity: EntityDescription<F>,
  table: T,
): DescribedColumns<F, T> {
  return Object.fromEntries(
    Object.keys(entity.fields)
      .filter((name) => name in table)
      .map((name) => [name, table[name as keyof T]]),
  ) as DescribedColumns<F, T>;
}

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
