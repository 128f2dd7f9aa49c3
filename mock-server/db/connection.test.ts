import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { eq, getTableName, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './connection';
import { DataDirLockedError } from './lock';
import { readFixtures, SEED_TABLES, seedDatabase } from './seed';
import * as s from './schema';
import { fillFileStore } from '../services/documents/opening';
import { installTestDataDir, openTestDatabase, tempDir } from '../test/harness';
import { nodeArgs } from '../test/serverProcess';

const dirs: string[] = [];
const newDir = () => {
  const d = tempDir('portal-db-');
  dirs.push(d);
  return d;
};
/**
 * A directory holding a migrated, empty database, as its first start leaves it. Creating one
 * from nothing takes long on disk; the crash test below still does it.
 */
const createdDir = async () => {
  const d = newDir();
  await installTestDataDir(d, false);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const fixtures = readFixtures();

async function tableCounts(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const counts: Record<string, number> = {};
  for (const table of SEED_TABLES) {
    const name = getTableName(table);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from ${name}`),
    );
    counts[name] = row!.n;
  }
  return counts;
}

const fixtureCounts = Object.fromEntries(
  SEED_TABLES.map((t) => [getTableName(t), fixtures.data[getTableName(t)]?.length ?? 0]),
);

describe('migrations and seed', () => {
  it('creates every table of the schema and seeds exactly the fixtures', async () => {
    const database = await openTestDatabase(true);
    try {
      const tables = (
        await queryRows<{ table_name: string }>(
          database.db,
          sql`select table_name from information_schema.tables where table_schema = 'public'`,
        )
      ).map((r) => r.table_name);
      for (const table of [...SEED_TABLES, s.outbox, s.auditLog, s.refreshSessions, s.seedInfo]) {
        expect(tables).toContain(getTableName(table));
      }
      expect(await tableCounts(database.db)).toEqual(fixtureCounts);
      const [info] = await database.db.select().from(s.seedInfo);
      expect(info!.fixturesDigest).toBe(fixtures.digest);
    } finally {
      await database.close();
    }
  });

  it('seeds the same rows when the fixture files are read on a worker thread', async () => {
    const digest = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
      queryRows<{ t: string; md5: string }>(
        db,
        sql`select 'account_values' as t, md5(string_agg(a::text, '|' order by a.id)) as md5
              from account_values a
            union all
            select 'transactions', md5(string_agg(x::text, '|' order by x.id)) from transactions x
            union all
            select 'allocations', md5(string_agg(l::text, '|' order by l.id)) from allocations l`,
      );
    const onThread = await openTestDatabase(true);
    const onWorker = await openTestDatabase(false);
    try {
      await seedDatabase(onWorker.db, fixtures.data, fixtures.digest, { workerFromBytes: 0 });
      expect(await tableCounts(onWorker.db)).toEqual(fixtureCounts);
      expect(await digest(onWorker.db)).toEqual(await digest(onThread.db));
    } finally {
      await onThread.close();
      await onWorker.close();
    }
  });

  it('leaves every index and constraint of the schema after the seed, each holding its rows', async () => {
    const catalog = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) => ({
      indexes: (
        await queryRows<{ def: string }>(
          db,
          sql`select indexdef as def from pg_indexes where schemaname = 'public' order by indexname`,
        )
      ).map((r) => r.def),
      constraints: (
        await queryRows<{ def: string }>(
          db,
          sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as def
                from pg_constraint where connamespace = 'public'::regnamespace order by 1`,
        )
      ).map((r) => r.def),
    });
    const seeded = await openTestDatabase(true);
    const empty = await openTestDatabase(false);
    try {
      const after = await catalog(seeded.db);
      expect(after).toEqual(await catalog(empty.db));
      expect(after.indexes.some((d) => d.includes('account_values_import_idx'))).toBe(true);
      // The partial index on imported rows stays in place during the load: it must hold every
      // row the seed brought with an import file, as a scan of the table finds them.
      const imported = async (useIndex: boolean) => {
        const [row] = await seeded.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local enable_seqscan = ${useIndex ? 'off' : 'on'}`));
          await tx.execute(sql.raw(`set local enable_indexscan = ${useIndex ? 'on' : 'off'}`));
          await tx.execute(sql.raw(`set local enable_bitmapscan = ${useIndex ? 'on' : 'off'}`));
          return queryRows<{ n: number; ids: string }>(
            tx as never,
            sql`select count(*)::int as n, coalesce(sum(id), 0)::text as ids
                  from account_values where import_file_id is not null`,
          );
        });
        return row!;
      };
      const scanned = await imported(false);
      expect(scanned.n).toBeGreaterThan(0);
      expect(await imported(true)).toEqual(scanned);
    } finally {
      await seeded.close();
      await empty.close();
    }
  });

  it('enforces the unique rules of the spec in the database itself', async () => {
    const database = await openTestDatabase(false);
    const { db } = database;
    try {
      await db.insert(s.users).values({ email: 'Ann@Example.com', role: 'Admin' });
      await expect(
        db.insert(s.users).values({ email: 'ann@example.COM', role: 'Producer' }),
      ).rejects.toThrow();
      await db.insert(s.afrRates).values({
        year: 2025,
        ...Object.fromEntries(
          ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map(
            (m) => [m, '4.00'],
          ),
        ),
      } as typeof s.afrRates.$inferInsert);
      await expect(
        db.execute(sql`insert into afr_rates (year, jan, feb, mar, apr, may, jun, jul, aug, sep, oct, nov, dec)
          values (2025, 1,1,1,1,1,1,1,1,1,1,1,1)`),
      ).rejects.toThrow();
      // Money is exact: numeric, not binary floating point.
      const [row] = await queryRows<{ v: string }>(
        db,
        sql`select (0.1::numeric(20,2) + 0.2::numeric(20,2))::text as v`,
      );
      expect(row!.v).toBe('0.30');
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!!(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL))(
  'embedded data directory',
  () => {
    it('keeps every write across a restart', async () => {
      const dataDir = await createdDir();
      const first = await openDatabase({ dataDir, seed: false });
      await first.db.insert(s.employers).values({ name: 'Persisted Co' });
      await first.close();
      const second = await openDatabase({ dataDir, seed: false });
      const rows = await second.db
        .select()
        .from(s.employers)
        .where(eq(s.employers.name, 'Persisted Co'));
      expect(rows).toHaveLength(1);
      await second.close();
    });

    it('refuses a second server on the same directory with a clear message, harming nothing', async () => {
      const dataDir = await createdDir();
      const first = await openDatabase({ dataDir, seed: false });
      await first.db.insert(s.employers).values({ name: 'Still Here Inc' });
      const error = await openDatabase({ dataDir, seed: false }).catch((e) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect(error.message).toMatch(/in use by another server \(process \d+\)/);
      const rows = await first.db.select().from(s.employers);
      expect(rows.map((r) => r.name)).toContain('Still Here Inc');
      await first.close();
      // Once the first has stopped, the directory opens again.
      const again = await openDatabase({ dataDir, seed: false });
      await again.close();
    });

    it('takes over a lock left behind by a dead process', async () => {
      const dataDir = await createdDir();
      fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999');
      const database = await openDatabase({ dataDir, seed: false });
      await database.close();
    });

    // A child process seeds, then this test seeds the directory again: on a loaded machine the
    // two seedings outlast the project's default time-out.
    it(
      'a process killed with SIGKILL while seeding leaves a directory the next start seeds completely, documents in the store',
      { timeout: 180_000 },
      async () => {
        const dataDir = newDir();
        const child = spawn(
          process.execPath,
          [...nodeArgs('mock-server/test/open-child.ts'), dataDir],
          {
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        await new Promise<void>((resolve, reject) => {
          child.stdout!.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('seeding from fixtures')) {
              // Let the seed get under way, then kill it mid-transaction.
              setTimeout(() => {
                child.kill('SIGKILL');
                resolve();
              }, 300);
            }
          });
          child.on('exit', () => reject(new Error('the child ended before it was killed')));
        }).catch(() => {});
        await new Promise((r) => child.once('exit', r));
        expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
        // As the server opens it: the fixture documents' bytes go to the store before it serves.
        const store = path.join(dataDir, 'documents');
        const database = await openDatabase({
          dataDir,
          afterSeed: (db) => fillFileStore(db, store).then(() => {}),
        });
        const contents = getTableName(s.documentContents);
        expect(await tableCounts(database.db)).toEqual({ ...fixtureCounts, [contents]: 0 });
        const hashes = await queryRows<{ hash: string | null }>(
          database.db,
          sql`select distinct content_hash as hash from documents`,
        );
        expect(hashes.length).toBeGreaterThan(0);
        expect(
          fs
            .readdirSync(store)
            .filter((f) => !f.startsWith('.'))
            .sort(),
        ).toEqual(hashes.map((h) => h.hash).sort());
        await database.close();
      },
    );
  },
);
