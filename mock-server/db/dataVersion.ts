// The data version: a value that changes whenever anything may have been written to the database,
// so that what was read under one version can be served again for as long as it holds (the read
// cache, mock-server/http/readCache.ts).
//
// - Embedded database (PGlite): this process is its only user (the data directory is locked), so
//   the version is a counter of the statements it ran that were not plain reads, and of the
//   transactions it ran. It moves before and after each, so a read that overlaps a write is never
//   kept under the version that follows the write.
// - PostgreSQL: other processes write too, so the version is the server's WAL insert position,
//   which every write moves (and every commit, by its commit record) before others can see it.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { textTypesByDefault, type QueryOptions } from './pgliteParsers';
import type pg from 'pg';
import type { PgliteThread } from './pglite-thread';

/** The current data version; equal values mean nothing was written in between. */
export type DataVersion = () => string | Promise<string>;

/** A statement that only reads: a SELECT (a WITH may hide a write, so it counts as one). */
const READ_ONLY = /^\s*select\b/i;
/** Functions that write though called from a SELECT. */
const WRITING_CALL = /\b(nextval|setval|pg_advisory\w*|set_config|lo_\w+)\s*\(/i;

const writes = (text: unknown) =>
  typeof text !== 'string' || !READ_ONLY.test(text) || WRITING_CALL.test(text);

/** PGlite, on this thread or its own (pglite-thread/). */
type PgliteClient =
  | Pick<PGlite, 'query' | 'exec' | 'transaction'>
  | Pick<PgliteThread, 'query' | 'exec' | 'transaction'>;

/**
 * Counts the writes made through this PGlite instance (its query, exec and transaction methods,
 * which drizzle and the bulk loader use) and answers the count as the data version. The same
 * wrapping passes each call's result parsers on as pgliteParsers.ts says (drizzle's dropped).
 */
export function trackPgliteWrites(client: PgliteClient): DataVersion {
  let version = 0;
  const around = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (!write) return run();
    version++;
    try {
      return await run();
    } finally {
      version++;
    }
  };
  const adapt = textTypesByDefault(client);
  type Run = (...a: unknown[]) => Promise<unknown>;
  // query(text, params, options) and exec(text, options), on the instance or in a transaction.
  const ready = <F extends Run>(run: F, optionsAt: number): F =>
    ((...args: unknown[]) => {
      const call = [...args];
      call[optionsAt] = adapt(call[optionsAt] as QueryOptions | undefined);
      return run(...call);
    }) as F;
  const query = ready(client.query.bind(client) as Run, 2);
  const exec = ready(client.exec.bind(client) as Run, 1);
  const transaction = client.transaction.bind(client) as (f: unknown) => Promise<unknown>;
  const inTransaction =
    (fn: (tx: Transaction) => Promise<unknown>) =>
    (tx: Transaction): Promise<unknown> =>
      fn(
        Object.assign(Object.create(tx) as Transaction, {
          query: ready(tx.query.bind(tx) as Run, 2),
          exec: ready(tx.exec.bind(tx) as Run, 1),
        }),
      );
  Object.assign(client, {
    query: (text: string, ...rest: unknown[]) => around(writes(text), () => query(text, ...rest)),
    exec: (text: string, ...rest: unknown[]) => around(writes(text), () => exec(text, ...rest)),
    transaction: (fn: (tx: Transaction) => Promise<unknown>) =>
      around(true, () => transaction(inTransaction(fn))),
  });
  return () => String(version);
}

/** The WAL insert position of the PostgreSQL server behind the pool, as the data version. */
export function postgresDataVersion(pool: pg.Pool): DataVersion {
  return async () => {
    const { rows } = await pool.query<{ v: string }>('select pg_current_wal_insert_lsn()::text v');
    return rows[0]!.v;
  };
}
