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
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { PgliteThread } from './pglite-thread';

/** The current data version; equal values mean nothing was written in between. */
export type DataVersion = () => string | Promise<string>;

/** A statement that only reads: a SELECT (a WITH may hide a write, so it counts as one). */
const READ_ONLY = /^\s*select\b/i;
/** Functions that write though called from a SELECT. */
const WRITING_CALL = /\b(nextval|setval|pg_advisory\w*|set_config|lo_\w+)\s*\(/i;

/** Whether a statement may write (anything but a plain SELECT, or a SELECT calling a writer). */
export const mayWrite = (text: unknown) =>
  typeof text !== 'string' || !READ_ONLY.test(text) || WRITING_CALL.test(text);

/** PGlite, on this thread or its own (pglite-thread/). */
type PgliteClient =
  | Pick<PGlite, 'query' | 'exec' | 'transaction'>
  | Pick<PgliteThread, 'query' | 'exec' | 'transaction'>;

/**
 * Counts the writes made through this PGlite instance (its query, exec and transaction methods,
 * which drizzle and the bulk loader use) and answers the count as the data version.
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
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: (text: string, ...rest: unknown[]) =>
      around(mayWrite(text), () => (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest)),
    exec: (text: string, ...rest: unknown[]) =>
      around(mayWrite(text), () => (exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest)),
    transaction: (fn: unknown) =>
      around(true, () => (transaction as (f: unknown) => Promise<unknown>)(fn)),
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
