// The indexes and foreign keys of the loaded tables, dropped before the load and built after it.
import { quoteIdent, type BulkSession } from './session';

interface Deferred {
  drop: string;
  create: string;
}

/**
 * Readies empty tables for a bulk load in the current transaction, which leaves the schema as it
 * was if it fails. It drops the foreign keys and secondary indexes (unique ones too) of the
 * tables and returns `rebuild`, which makes them again: an index built once over the loaded rows
 * is several times faster than one kept up to date row by row, and a foreign key added to a full
 * table is checked in one join instead of one lookup per row. Primary keys go too, except those
 * (and any index) a foreign key depends on. Partial indexes stay: they hold the few rows their
 * condition picks (the imported history, none of the seeded), so keeping them costs a test of
 * the condition per row, where building one afterwards reads the whole table (1.6 s for the
 * 4-million-row history at 10,000 participants). It also truncates the empty tables nothing
 * refers to (`truncated`): rows copied into a table emptied in the same transaction may go in frozen, and
 * with wal_level minimal (the embedded database while it is first built) skip the write-ahead
 * log, which is most of PGlite's cost of a row.
 */
export async function prepareForLoad(session: BulkSession, tables: readonly string[]) {
  const deferred = await deferredOf(session, tables);
  // Foreign keys go first: they may lean on an index; they come back last, once it is there.
  for (const d of [...deferred].reverse()) await session.query(d.drop);
  const truncated = await truncateEmptyUnreferenced(session, tables);
  return {
    truncated,
    async rebuild(): Promise<void> {
      for (const d of deferred) await session.query(d.create);
    },
  };
}

/** The foreign keys and secondary indexes of the tables, each as its drop and its create. */
async function deferredOf(session: BulkSession, tables: readonly string[]): Promise<Deferred[]> {
  const foreignKeys = await session.query<{ tbl: string; name: string; def: string }>(
    `select c.conrelid::regclass::text as tbl, c.conname as name,
            pg_get_constraintdef(c.oid) as def
       from pg_constraint c
      where c.contype = 'f' and c.conrelid = any($1::text[]::regclass[])
      order by c.conrelid, c.conname`,
    [tables],
  );
  const indexes = await session.query<{
    tbl: string;
    name: string;
    def: string;
    constraint_name: string | null;
    constraint_def: string | null;
  }>(
    `select x.indrelid::regclass::text as tbl, x.indexrelid::regclass::text as name,
            pg_get_indexdef(x.indexrelid) as def,
            k.conname as constraint_name, pg_get_constraintdef(k.oid) as constraint_def
       from pg_index x
       left join pg_constraint k on k.conindid = x.indexrelid and k.conrelid = x.indrelid
                                and k.contype in ('p', 'u', 'x')
      where x.indrelid = any($1::text[]::regclass[])
        and x.indpred is null
        and not exists (select 1 from pg_constraint f
                         where f.contype = 'f' and f.conindid = x.indexrelid)
      order by x.indrelid, x.indexrelid`,
    [tables],
  );
  return [
    ...indexes.map((ix) =>
      ix.constraint_name
        ? {
            drop: `alter table ${ix.tbl} drop constraint ${quoteIdent(ix.constraint_name)}`,
            create: `alter table ${ix.tbl} add constraint ${quoteIdent(ix.constraint_name)} ${ix.constraint_def}`,
          }
        : { drop: `drop index ${ix.name}`, create: ix.def },
    ),
    ...foreignKeys.map((fk) => ({
      drop: `alter table ${fk.tbl} drop constraint ${quoteIdent(fk.name)}`,
      create: `alter table ${fk.tbl} add constraint ${quoteIdent(fk.name)} ${fk.def}`,
    })),
  ];
}

/** Truncates the empty tables nothing refers to, and answers them. */
async function truncateEmptyUnreferenced(
  session: BulkSession,
  tables: readonly string[],
): Promise<Set<string>> {
  // TRUNCATE refuses a table another table's foreign key points at, even an empty one.
  const unreferenced = await session.query<{ tbl: string }>(
    `select t.oid::regclass::text as tbl
       from unnest($1::text[]::regclass[]) as t(oid)
      where not exists (select 1 from pg_constraint f
                         where f.contype = 'f' and f.confrelid = t.oid)`,
    [tables],
  );
  const truncated = new Set<string>();
  for (const { tbl } of unreferenced) {
    const [row] = await session.query<{ empty: boolean }>(
      `select not exists (select 1 from ${tbl}) as empty`,
    );
    if (!row!.empty) continue;
    await session.query(`truncate ${tbl}`);
    truncated.add(tbl);
  }
  return truncated;
}
