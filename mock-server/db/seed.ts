// Loads the fixtures (one JSON file per table under fixtures/data) in one transaction. The files
// are read a chunk at a time and copied in with COPY, so memory stays flat at any data-set size.
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getTableName, type Table } from 'drizzle-orm';
import { CopyBatcher, inBulkTransaction, prepareForLoad, rowShape } from './bulk-load';
import type { AppDb } from './connection';
import { copyFixtureFile, fileRows } from './fixtureFile';
import * as s from './schema';

/** Tables in foreign-key order. */
export const SEED_TABLES: Table[] = [
  s.users,
  s.deletionRecords,
  s.producers,
  s.employerAdmins,
  s.employers,
  s.employerContacts,
  s.divisions,
  s.divisionProducers,
  s.divisionEmployerAdmins,
  s.participants,
  s.carriers,
  s.carrierContacts,
  s.products,
  s.investments,
  s.policies,
  s.importFiles,
  s.importProgress,
  s.accountValues,
  s.transactions,
  s.beneficiaries,
  s.allocations,
  s.documents,
  s.documentContents,
  s.afrRates,
];

export type Dataset = Record<string, Record<string, unknown>[]>;

export function defaultFixturesDir(): string {
  return path.resolve(import.meta.dirname, '../../fixtures');
}

/** Where the tables of a dataset read from a fixtures directory come from. */
interface FixtureFiles {
  /** Table name → its JSON file. */
  tables: Map<string, string>;
  /** The documents' ids and their files, in the order of documents.json. */
  documents: { id: unknown; file: string }[];
}

/** Datasets that readFixtures returned, with their files: seedDatabase streams those. */
const fixtureFiles = new WeakMap<Dataset, FixtureFiles>();

/**
 * The fixtures of a directory and their digest (of every data file and document, as stored in
 * seed_info). A table's rows are parsed only when a caller reads them; seedDatabase reads the
 * files itself, a chunk at a time, unless a caller has replaced a table's rows.
 */
export function readFixtures(fixturesDir = defaultFixturesDir()): {
  data: Dataset;
  digest: string;
} {
  const hash = createHash('sha256');
  const data: Dataset = {};
  const dataDir = path.join(fixturesDir, 'data');
  // Missing fixtures are an installation fault, never a reason to start on an empty database.
  if (!fs.existsSync(path.join(dataDir, 'users.json'))) {
    throw new Error(
      `No fixtures in ${dataDir}: run \`npm run fixtures:generate\` or restore them.`,
    );
  }
  const files: FixtureFiles = { tables: new Map(), documents: [] };
  for (const table of SEED_TABLES) {
    const name = getTableName(table);
    const file = path.join(dataDir, `${name}.json`);
    if (!fs.existsSync(file)) continue; // a table the fixtures leave empty
    hash.update(name);
    hashFile(hash, file);
    files.tables.set(name, file);
    lazyRows(data, name, () => JSON.parse(fs.readFileSync(file, 'utf8'), reviveTimestamp));
  }
  const documentsFile = files.tables.get(getTableName(s.documents));
  if (documentsFile) {
    {
      for (const doc of fileRows(documentsFile)) {
        const name = String(doc.documentBlobName);
        // Blob names of the fixtures are plain file names; anything else is a broken fixture set.
        if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) {
          throw new Error(`Fixture document ${String(doc.id)} has an unsafe name: ${name}`);
        }
        const file = path.join(fixturesDir, 'documents', name);
        hash.update(name);
        hashFile(hash, file);
        files.documents.push({ id: doc.id, file });
      }
    }
  }
  lazyRows(data, getTableName(s.documentContents), () =>
    files.documents.map((doc) => ({ documentId: doc.id, content: fs.readFileSync(doc.file) })),
  );
  fixtureFiles.set(data, files);
  return { data, digest: hash.digest('hex') };
}

/** A table's rows, parsed on first read; assigning rows replaces them like a plain property. */
function lazyRows(data: Dataset, name: string, parse: () => Record<string, unknown>[]): void {
  const settle = (rows: Record<string, unknown>[]) => {
    Object.defineProperty(data, name, {
      value: rows,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    return rows;
  };
  Object.defineProperty(data, name, {
    get: () => settle(parse()),
    set: settle,
    enumerable: true,
    configurable: true,
  });
}

/** Whether a table of a dataset still reads from its fixture file (no caller has its rows). */
const unread = (data: Dataset, name: string) =>
  Object.getOwnPropertyDescriptor(data, name)?.get !== undefined;

/** Hashes a file's bytes as they are (the same digest as hashing its text, for UTF-8 files). */
function hashFile(hash: Hash, file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(4 << 20);
    for (let n; (n = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0;) {
      hash.update(buffer.subarray(0, n));
    }
  } finally {
    fs.closeSync(fd);
  }
}

// Timestamps travel as ISO strings in JSON; drizzle wants Date objects for timestamp columns.
const ISO_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const reviveTimestamp = (_key: string, value: unknown) =>
  typeof value === 'string' && ISO_TIMESTAMP.test(value) ? new Date(value) : value;

/** A table's rows in chunks, when they are not read from its fixture file. */
function* rowChunks(
  data: Dataset,
  files: FixtureFiles | undefined,
  name: string,
): Generator<Record<string, unknown>[]> {
  if (files && unread(data, name) && name === getTableName(s.documentContents)) {
    for (const doc of files.documents) {
      yield [{ documentId: doc.id, content: fs.readFileSync(doc.file) }];
    }
    return;
  }
  const rows = data[name] ?? [];
  for (let i = 0; i < rows.length; i += 10_000) yield rows.slice(i, i + 10_000);
}

export interface SeedOptions {
  /** Receives a line per table loaded, with its rows and time. */
  log?: (msg: string) => void;
  /**
   * Fixture files of at least this many bytes are read on a worker thread while the database
   * loads (copyFixtureFile); smaller ones are not worth a thread's start.
   */
  workerFromBytes?: number;
}

const WORKER_FROM_BYTES = 8 << 20;

/** Loads a dataset and marks the database seeded, all or nothing; a seeded database is kept. */
export async function seedDatabase(
  db: AppDb,
  dataset: Dataset,
  digest: string,
  options: SeedOptions = {},
): Promise<void> {
  const log = options.log ?? (() => {});
  const workerFrom = options.workerFromBytes ?? WORKER_FROM_BYTES;
  const files = fixtureFiles.get(dataset);
  const seedInfo = getTableName(s.seedInfo);
  await inBulkTransaction(db, async (session) => {
    await session.query('select pg_advisory_xact_lock(724361)'); // one seeding process at a time
    if ((await session.query(`select 1 from ${seedInfo} limit 1`)).length > 0) return;
    const started = performance.now();
    const names = SEED_TABLES.map((t) => getTableName(t));
    const { truncated, rebuild } = await prepareForLoad(session, names);
    for (const table of SEED_TABLES) {
      const name = getTableName(table);
      const tableStarted = performance.now();
      const freeze = truncated.has(name);
      const shape = await rowShape(session, table);
      const copy = (columns: string[], rows: Uint8Array<ArrayBuffer>) =>
        session.copyRows(name, columns, rows, freeze);
      const file = files && unread(dataset, name) ? files.tables.get(name) : undefined;
      let loaded: number;
      if (file) {
        loaded = await copyFixtureFile(shape, file, copy, fs.statSync(file).size >= workerFrom);
      } else {
        const batcher = new CopyBatcher(shape, copy);
        for (const rows of rowChunks(dataset, files, name)) {
          for (const row of rows) batcher.add(row);
          await batcher.send();
        }
        await batcher.send(true);
        loaded = batcher.rows;
      }
      if (loaded > 0) {
        log(`seeded ${name}: ${loaded} rows in ${seconds(tableStarted)}`);
      }
    }
    const indexesStarted = performance.now();
    await rebuild();
    log(`built the indexes and foreign keys in ${seconds(indexesStarted)}`);
    // The divisions' people are kept by triggers on their links; written once more over the
    // loaded rows, whatever order they came in (migration 0011).
    await session.query('select division_people_refresh(array(select id from divisions))');
    // So are their list rows, on divisions, employers and people (migration 0013).
    await session.query('select division_rows_refresh(array(select id from divisions))');
    // Explicit ids were inserted: move every serial sequence past them.
    for (const table of SEED_TABLES) {
      const name = getTableName(table);
      if (!('id' in table) || name === getTableName(s.importProgress)) continue;
      await session.query(
        `select setval(pg_get_serial_sequence('${name}', 'id'), coalesce((select max(id) from ${name}), 0) + 1, false)`,
      );
    }
    await session.query(
      `insert into ${seedInfo} (${s.seedInfo.id.name}, ${s.seedInfo.fixturesDigest.name}) values (1, $1)`,
      [digest],
    );
    log(`seeded in ${seconds(started)}`);
  });
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
