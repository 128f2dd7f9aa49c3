// Test databases built once and copied per test file: a migrated database, empty or seeded from
// fixtures/, kept as a PGlite data-directory image in the tests' scratch directory (reused until
// the migrations, the seeding code, the fixtures or PGlite change), or as template databases on
// the PostgreSQL server for the length of one run.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase, type AppDb } from '../db/connection';
import * as schema from '../db/schema';
import { readFixtures, seedDatabase, type Dataset } from '../db/seed';
import { hashPassword } from '../services/passwords';
import { isNotNull } from 'drizzle-orm';
import { scratchDir } from './scratch';

export type TemplateKind = 'empty' | 'seeded';

const PGLITE_VERSION = (
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What a template's content depends on; `extra` names anything else a caller builds from (a
 * generated dataset's options). The fixtures digest is the one the seed itself records.
 */
export function templateDigest(fixturesDigest: string, extra = ''): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${PGLITE_VERSION}\0fixtures ${fixturesDigest}\0${extra}\0`);
  for (const file of [
    ...filesUnder(MIGRATIONS_DIR),
    path.resolve(import.meta.dirname, '../db/seed.ts'),
    ...filesUnder(path.resolve(import.meta.dirname, '../db/bulk-load')),
    path.resolve(import.meta.dirname, '../db/fixtureFile.ts'),
    path.resolve(import.meta.dirname, '../db/schema.ts'),
    ...filesUnder(path.resolve(import.meta.dirname, '../db/tables')),
    import.meta.filename,
  ]) {
    hash.update(path.relative(MIGRATIONS_DIR, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

let cachedFixtures: ReturnType<typeof readFixtures> | undefined;
export const fixtures = () => (cachedFixtures ??= readFixtures());

/** The seed a template of this kind starts from. */
function seedOf(kind: TemplateKind): { data: Dataset; digest: string } | undefined {
  return kind === 'seeded' ? fixtures() : undefined;
}

/** The password of every seeded account (fixtures/generate.ts). */
export const DEMO_PASSWORD = 'Portal#2026';

/**
 * The seeded accounts' password hashed at a sixteenth of scrypt's usual cost: the tests sign in
 * some 270 times a run, at 40 ms of CPU each at the full cost, 3 ms at this one. A check reads
 * the cost from the stored hash, so a sign-in runs the same code either way; new passwords and
 * the check of an unknown address keep the full cost.
 */
async function cheaperDemoPasswords(db: AppDb): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, 1024);
  await db.update(schema.users).set({ passwordHash }).where(isNotNull(schema.users.passwordHash));
}

/** Fills an empty migrated database as a template of this kind. */
async function fillTemplate(db: AppDb, kind: TemplateKind): Promise<void> {
  const seed = seedOf(kind);
  if (!seed) return;
  await seedDatabase(db, seed.data, seed.digest);
  await cheaperDemoPasswords(db);
}

// ---- PGlite: a data-directory image per template, cached in the scratch directory --------------

function imagePath(name: string, digest: string): string {
  return path.join(scratchDir(), `portal-test-db-${name}-${digest}.tar`);
}

/**
 * The images this process has read or built, by file: each is read from disk once, into memory
 * the database threads share rather than copy (33 MB for each database a test opens).
 */
const images = new Map<string, Uint8Array>();

function shared(bytes: Uint8Array): Uint8Array {
  const image = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  image.set(bytes);
  return image;
}

/** An image as the Blob PGlite's loadDataDir takes, for a PGlite opened directly. */
export const imageBlob = (image: Uint8Array): Blob => new Blob([image.slice()]);

/**
 * The image of a migrated PGlite database, after `fill` has run on it; built on first use and
 * written under a temporary name then renamed, so a reader never sees half a file and two
 * processes building at once both end with a complete one. Every image but the empty one starts
 * from the empty one's: creating a cluster (initdb) is most of an image's time.
 */
export async function pgliteImage(
  name: string,
  digest: string,
  fill: (db: AppDb) => Promise<void>,
): Promise<Uint8Array> {
  const file = imagePath(name, digest);
  const read = images.get(file);
  if (read) return read;
  try {
    const image = shared(fs.readFileSync(file));
    images.set(file, image);
    return image;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const base = name === 'empty' ? undefined : await standardImage('empty');
  const client = new PGlite({
    extensions: PGLITE_EXTENSIONS,
    ...(base ? { loadDataDir: imageBlob(base) } : {}),
  });
  try {
    const db = drizzle(client, { schema }) as unknown as AppDb;
    // The empty image is migrated already: this only checks it.
    await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    await fill(db);
    // The template databases: no test creates a database on PGlite, and every copy of the image
    // would load their 15 MB and 600 files (the empty image has them no more).
    const templates = await client.query<{ name: string }>(
      "select datname as name from pg_database where datname in ('template0', 'template1')",
    );
    for (const { name: template } of templates.rows) {
      await client.exec(`alter database ${template} is_template false`);
      await client.exec(`drop database ${template}`);
    }
    // Else every copy replays the whole seed from the write-ahead log when it starts.
    await client.exec('checkpoint');
    const [current] = (
      await client.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name')
    ).rows;
    const dump = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    const tarball = withoutLaterWal(dump, current!.name);
    const building = `${file}.${process.pid}.building`;
    fs.writeFileSync(building, tarball);
    fs.renameSync(building, file);
    removeStaleImages(name, digest);
    const image = shared(tarball);
    images.set(file, image);
    return image;
  } finally {
    await client.close();
  }
}

/**
 * The dump without the write-ahead log's segments past the one in use: PostgreSQL made them
 * ahead of need (16 MB each, a quarter of the seeded image) and makes them again when it needs
 * them, while every copy of the image loads each byte of it.
 */
function withoutLaterWal(tarball: Uint8Array, currentSegment: string): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [];
  for (const { name, entry } of tarEntries(tarball)) {
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (!segment || segment <= currentSegment) kept.push(entry);
  }
  // The archive ends with two empty blocks (the new array's zeros past the entries kept).
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 2 * TAR_BLOCK));
  kept.reduce((offset, part) => (out.set(part, offset), offset + part.length), 0);
  return out;
}

const TAR_BLOCK = 512;

/**
 * The entries of a tar archive, as PGlite's dumps write them: each one's name, type ('5' a
 * directory, '0' a file), contents, and the whole entry (its header and contents' blocks).
 */
export function* tarEntries(
  tar: Uint8Array,
): Generator<{ name: string; type: string; data: Uint8Array; entry: Uint8Array }> {
  for (let at = 0; at + TAR_BLOCK <= tar.length && tar[at] !== 0;) {
    const start = at;
    const field = (from: number, length: number) =>
      Buffer.from(tar.subarray(start + from, start + from + length))
        .toString('latin1')
        .replace(/\0[\s\S]*$/, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const prefix = field(257, 5) === 'ustar' ? field(345, 155) : '';
    at = start + TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    yield {
      name: prefix ? `${prefix}/${field(0, 100)}` : field(0, 100),
      type: String.fromCharCode(tar[start + 156]!),
      data: tar.subarray(start + TAR_BLOCK, start + TAR_BLOCK + size),
      entry: tar.subarray(start, at),
    };
  }
}

const DAY = 24 * 60 * 60 * 1000;

// Images of other migrations or fixtures may belong to another checkout still in use: only those
// left unchanged for a day go (one removed too early is built again, never read half-gone).
function removeStaleImages(name: string, digest: string): void {
  const prefix = `portal-test-db-${name}-`;
  for (const entry of fs.readdirSync(scratchDir())) {
    if (!entry.startsWith(prefix) || !entry.endsWith('.tar') || entry.includes(digest)) continue;
    const file = path.join(scratchDir(), entry);
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > DAY) fs.rmSync(file, { force: true });
    } catch {
      // removed meanwhile by another run
    }
  }
}

/** The image of the standard test database of this kind. */
export function standardImage(kind: TemplateKind): Promise<Uint8Array> {
  const digest = templateDigest(fixtures().digest);
  return pgliteImage(kind, digest, (db) => fillTemplate(db, kind));
}

// ---- PostgreSQL: template databases on the server --------------------------------------------

/** The server's URL with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Creates a template database migrated and, for 'seeded', seeded from the fixtures. It takes no
 * connections once built: nothing can change it, and copying needs it idle.
 */
export async function createPostgresTemplate(
  adminUrl: string,
  name: string,
  kind: TemplateKind,
): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${name}`, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), seed: false });
  try {
    await fillTemplate(database.db, kind);
  } finally {
    await database.close();
  }
  await adminQuery(
    adminUrl,
    `alter database ${name} with is_template true allow_connections false`,
  );
}

export async function dropPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await adminQuery(
    adminUrl,
    `alter database ${name} with is_template false`,
    `drop database if exists ${name} with (force)`,
  );
}
