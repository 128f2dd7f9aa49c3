// Opens the database: PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
// Both run the same schema and migrations; the first open seeds from fixtures/ atomically. PGlite
// runs on a thread of its own (pglite-thread/), never on the thread that answers requests.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { postgresDataVersion, trackPgliteWrites, type DataVersion } from './dataVersion';
import { acquireDataDirLock } from './lock';
import { PgliteThread, type ThreadOptions } from './pglite-thread';
import * as schema from './schema';
import { readFixtures, seedDatabase, type Dataset } from './seed';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDb;
  /**
   * The database for long reads (a receivables report's premiums): on the embedded database its
   * statements go to the database thread one at a time, so a light call never waits behind more
   * than one of them; on PostgreSQL, which runs statements side by side, it is `db`.
   */
  background: AppDb;
  kind: 'pglite' | 'postgres';
  /** Changes whenever anything may have been written (see dataVersion.ts). */
  dataVersion: DataVersion;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

export interface OpenOptions {
  /** Directory for the embedded database (ignored with databaseUrl). */
  dataDir?: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Fixtures to seed a new database from; `false` leaves it empty. */
  seed?: { data: Dataset; digest: string } | false;
  /**
   * A PGlite data-directory dump (dumpDataDir) the in-memory database starts from instead of an
   * empty one, as tests do to skip migrating and seeding; ignored with dataDir or databaseUrl.
   * Bytes in a SharedArrayBuffer are read where they are, not copied to the database's thread.
   */
  image?: Uint8Array;
  /**
   * Runs on a new data directory once seeded, before it is renamed into place and opened to
   * serve: the server moves the fixture documents' bytes into its store here, on the loading
   * instance, so the serving thread's memory (which never shrinks) never held them.
   */
  afterSeed?: (db: AppDb) => Promise<void>;
  log?: (msg: string) => void;
  /**
   * Called if the embedded database's thread dies (a WebAssembly abort): every query fails from
   * then on, so a server should stop and be restarted. Logged when not given.
   */
  onFailure?: (err: Error) => void;
}

/** Opens (creating, migrating and seeding when needed) the database the options describe. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  const fixtures = options.seed === undefined ? readFixtures() : options.seed;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, fixtures, log);
  const onFailure = options.onFailure ?? ((err) => log(err.message));
  const open = (threadOptions: ThreadOptions) => PgliteThread.open(threadOptions, onFailure);
  if (!options.dataDir) return openMemory(open, fixtures, options.image);
  return openPgliteDir(open, options.dataDir, fixtures, log, options.afterSeed);
}

async function openPostgres(
  url: string,
  fixtures: OpenOptions['seed'],
  log: (msg: string) => void,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool
  // replaces it on the next query.
  pool.on('error', (err) => log(`idle database connection lost: ${err.message}`));
  // numeric and date stay strings, as they do on PGlite.
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
  if (fixtures) {
    log('checking seed');
    await seedDatabase(db, fixtures.data, fixtures.digest, { log });
  }
  return {
    db,
    background: db,
    kind: 'postgres',
    dataVersion: postgresDataVersion(pool),
    close: () => pool.end(),
  };
}

/** Starts PGlite on its own thread (pglite-thread/): the request thread never runs a query. */
type OpenThread = (options: ThreadOptions) => Promise<PgliteThread>;

type ThreadClient = Pick<PgliteThread, 'query' | 'exec' | 'transaction'>;

const pgliteDb = (client: ThreadClient) =>
  drizzlePglite(client as unknown as PGlite, { schema }) as unknown as AppDb;

/**
 * The thread's statements one at a time: each goes to the thread once the one before it is
 * answered. The thread runs statements in the order they arrive, so a statement from `db` sent
 * meanwhile waits for one of these at most, however many are queued here. Reads only.
 */
function oneAtATime(client: ThreadClient): ThreadClient {
  let last: Promise<unknown> = Promise.resolve();
  const next = <T>(run: () => Promise<T>): Promise<T> => {
    const result = last.then(run);
    last = result.catch(() => undefined);
    return result;
  };
  return {
    query: (text, params, options) => next(() => client.query(text, params, options)),
    exec: (text, options) => next(() => client.exec(text, options)),
    transaction: () => Promise.reject(new Error('The long-read database runs no transactions.')),
  };
}

/**
 * A database that needs few buffers: the instance that creates a new cluster (initdb) and
 * migrates it, empty, and an in-memory database (the tests', opened from an image). PGlite's
 * WebAssembly memory only grows, and creating the cluster is the seeding's peak (about 870 MB of
 * RSS with the default 128 MB of shared buffers, 780 MB with these); an in-memory database with
 * them opens in about 300 ms instead of 550 ms, with half the CPU.
 */
const SMALL_START_PARAMS = [...PGlite.defaultStartParams, ...['-c', 'shared_buffers=16MB']];

async function openMemory(
  open: OpenThread,
  fixtures: OpenOptions['seed'],
  image?: Uint8Array,
): Promise<Database> {
  const client = await open({
    startParams: SMALL_START_PARAMS,
    ...(image ? { image } : {}),
  });
  const dataVersion = trackPgliteWrites(client);
  const db = pgliteDb(client);
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  if (fixtures) await seedDatabase(db, fixtures.data, fixtures.digest);
  return {
    db,
    background: pgliteDb(oneAtATime(client)),
    kind: 'pglite',
    dataVersion,
    close: () => client.close(),
  };
}

/**
 * The serving instance's settings. PGlite zeroes its shared buffers when it opens, so all of
 * them count in the process's memory from the start: PostgreSQL's default of 128 MB made a
 * server of 470 MB before its first request, 32 MB one of 360 MB. The lists' pages fit in 32 MB;
 * what does not (a report's ten years of premiums) is read from the operating system's file
 * cache, which no process is charged for.
 */
const SERVING_START_PARAMS = [...PGlite.defaultStartParams, ...['-c', 'shared_buffers=32MB']];

const BULK_LOAD_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'],
  // The indexes are built after the load: sorting millions of keys in memory, not in runs on disk.
  ...['-c', 'maintenance_work_mem=256MB'],
];

/** Creates, migrates and seeds the data directory beside `pgdata`, then renames it into place. */
async function buildPgliteDir(
  open: OpenThread,
  dataDir: string,
  pgdata: string,
  fixtures: OpenOptions['seed'],
  log: (msg: string) => void,
  afterSeed: OpenOptions['afterSeed'],
): Promise<void> {
  const building = path.join(dataDir, 'pgdata.building');
  fs.rmSync(building, { recursive: true, force: true });
  log(`creating the database in ${pgdata}`);
  const created = await open({ dataDir: building, startParams: SMALL_START_PARAMS });
  await migratePglite(pgliteDb(created) as never, { migrationsFolder: MIGRATIONS_DIR });
  await created.close();
  if (fixtures) {
    log('seeding from fixtures');
    // A second instance, so the memory of creating the cluster is not carried through the
    // load, and one that skips the write-ahead log for the tables the seed fills (wal_level
    // minimal) while nothing else can see the directory; it then opens with the usual settings.
    const loading = await open({ dataDir: building, startParams: BULK_LOAD_START_PARAMS });
    try {
      const db = pgliteDb(loading);
      await seedDatabase(db, fixtures.data, fixtures.digest, { log });
      await afterSeed?.(db);
      // PGlite runs no autovacuum, so nothing else ever gathers the planner's statistics:
      // without them it guesses row counts and sorts a whole list where an index would give
      // one page.
      await loading.exec('analyze');
    } finally {
      await loading.close();
    }
  }
  fs.renameSync(building, pgdata);
}

/**
 * A new data directory is built beside its final place and renamed into it only once migrated
 * and seeded, so a process killed during the first start never leaves half a seed behind.
 */
async function openPgliteDir(
  open: OpenThread,
  dataDir: string,
  fixtures: OpenOptions['seed'],
  log: (msg: string) => void,
  afterSeed: OpenOptions['afterSeed'],
): Promise<Database> {
  const release = acquireDataDirLock(dataDir);
  try {
    const pgdata = path.join(dataDir, 'pgdata');
    if (!fs.existsSync(pgdata))
      await buildPgliteDir(open, dataDir, pgdata, fixtures, log, afterSeed);
    const client = await open({ dataDir: pgdata, startParams: SERVING_START_PARAMS });
    // The one session sorts whole lists for deep pages and reports: PostgreSQL's 4 MB default
    // spills those to disk. With a single connection, 32 MB per sort is all it can hold at once.
    await client.exec(`set work_mem = '32MB'`);
    const dataVersion = trackPgliteWrites(client);
    const db = pgliteDb(client);
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    if (fixtures) await seedDatabase(db, fixtures.data, fixtures.digest);
    return {
      db,
      background: pgliteDb(oneAtATime(client)),
      kind: 'pglite',
      dataVersion,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Runs raw SQL and returns its rows, the same way on both drivers. */
export async function queryRows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
