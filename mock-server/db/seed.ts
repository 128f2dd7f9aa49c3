// Loads the fixtures (one JSON file per table under fixtures/data) in one transaction. The files
// are read a chunk at a time and copied in with COPY, so memory stays flat at any data-set size.
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getTableName, type Table } from 'drizzle-orm';
import {
  CopyBatcher,
  inBulkTransaction,
  NotARowError,
  prepareForLoad,
  rowShape,
} from './bulk-load';
import type { AppDb } from './connection';
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

/**
 * The rows of a fixture file, about a megabyte at a time. The files hold one JSON array with one
 * row per line, as the generator writes them, so each line but the brackets is one row: a chunk
 * gives each row's JSON text as `bytes[start, end)` (spacing and trailing comma left out) with
 * its line number. The bytes are reused for the next chunk.
 */
function* fileRowTexts(
  file: string,
): Generator<{ bytes: Buffer; ranges: number[]; lineNumbers: number[] }> {
  const fd = fs.openSync(file, 'r');
  try {
    let buffer = Buffer.allocUnsafe(1 << 20);
    let filled = 0;
    let lineNumber = 0;
    for (;;) {
      const read = fs.readSync(fd, buffer, filled, buffer.length - filled, null);
      filled += read;
      const atEnd = read === 0;
      const view = buffer.subarray(0, filled);
      const chunk = { bytes: buffer, ranges: [] as number[], lineNumbers: [] as number[] };
      let lineStart = 0;
      while (lineStart < filled) {
        let lineEnd = view.indexOf(0x0a, lineStart);
        if (lineEnd === -1) {
          if (!atEnd) break; // the rest of this line comes with the next read
          lineEnd = filled;
        }
        lineNumber++;
        const range = rowRange(buffer, lineStart, lineEnd);
        if (range) {
          chunk.ranges.push(range[0], range[1]);
          chunk.lineNumbers.push(lineNumber);
        }
        lineStart = lineEnd + 1;
      }
      if (chunk.lineNumbers.length > 0) yield chunk;
      if (atEnd) return;
      buffer.copyWithin(0, lineStart, filled);
      filled -= Math.min(lineStart, filled);
      if (filled === buffer.length) {
        // One line longer than the buffer: make room for the rest of it.
        const larger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(larger, 0, 0, filled);
        buffer = larger;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

const isSpace = (b: number | undefined) => b === 0x20 || b === 0x09 || b === 0x0d;

/** A line's row text, or undefined for the array's brackets and empty lines. */
function rowRange(bytes: Buffer, start: number, end: number): [number, number] | undefined {
  while (start < end && isSpace(bytes[start])) start++;
  while (end > start && isSpace(bytes[end - 1])) end--;
  if (end > start && bytes[end - 1] === 0x2c /* , */) end--;
  const text = bytes.toString('latin1', start, Math.min(end, start + 2));
  if (start === end || text === '[' || text === ']' || text === '[]') return undefined;
  return [start, end];
}

/** The rows of a fixture file as objects (for the small files readFixtures reads itself). */
function* fileRows(file: string): Generator<Record<string, unknown>> {
  for (const { bytes, ranges, lineNumbers } of fileRowTexts(file)) {
    for (let k = 0; k < lineNumbers.length; k++) {
      let row: unknown;
      try {
        row = JSON.parse(bytes.toString('utf8', ranges[2 * k], ranges[2 * k + 1]));
      } catch {
        row = undefined;
      }
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw new Error(`${file}, line ${lineNumbers[k]}: ${NOT_A_ROW}`);
      }
      yield row as Record<string, unknown>;
    }
  }
}

const NOT_A_ROW =
  'expected one row (a JSON object) per line, as `npm run fixtures:generate` writes them.';

/** Loads the rows of one table's fixture file. */
async function copyFile(batcher: CopyBatcher, file: string): Promise<void> {
  for (const { bytes, ranges, lineNumbers } of fileRowTexts(file)) {
    for (let k = 0; k < lineNumbers.length; k++) {
      try {
        batcher.addJson(bytes, ranges[2 * k]!, ranges[2 * k + 1]!);
      } catch (err) {
        const message = err instanceof NotARowError ? NOT_A_ROW : (err as Error).message;
        throw new Error(`${file}, line ${lineNumbers[k]}: ${message}`, { cause: err });
      }
    }
    await batcher.send();
  }
}

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
}

/** Loads a dataset and marks the database seeded, all or nothing; a seeded database is kept. */
export async function seedDatabase(
  db: AppDb,
  dataset: Dataset,
  digest: string,
  options: SeedOptions = {},
): Promise<void> {
  const log = options.log ?? (() => {});
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
      const batcher = new CopyBatcher(await rowShape(session, table), (columns, rows) =>
        session.copyRows(name, columns, rows, freeze),
      );
      const file = files && unread(dataset, name) ? files.tables.get(name) : undefined;
      if (file) await copyFile(batcher, file);
      else {
        for (const rows of rowChunks(dataset, files, name)) {
          for (const row of rows) batcher.add(row);
          await batcher.send();
        }
      }
      await batcher.send(true);
      if (batcher.rows > 0) {
        log(`seeded ${name}: ${batcher.rows} rows in ${seconds(tableStarted)}`);
      }
    }
    const indexesStarted = performance.now();
    await rebuild();
    log(`built the indexes and foreign keys in ${seconds(indexesStarted)}`);
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
