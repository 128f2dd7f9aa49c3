// Loads the fixtures (one JSON file per table under fixtures/data) in one transaction.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getTableName, sql, type Table } from 'drizzle-orm';
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
  for (const table of SEED_TABLES) {
    const name = getTableName(table);
    const file = path.join(dataDir, `${name}.json`);
    if (!fs.existsSync(file)) continue; // a table the fixtures leave empty
    const text = fs.readFileSync(file, 'utf8');
    hash.update(name).update(text);
    data[name] = JSON.parse(text, reviveTimestamp) as Record<string, unknown>[];
  }
  data.document_contents = documentContents(fixturesDir, data.documents ?? [], hash);
  return { data, digest: hash.digest('hex') };
}

/** The bytes of each fixture document, read from fixtures/documents/<documentBlobName>. */
function documentContents(
  fixturesDir: string,
  documents: Record<string, unknown>[],
  hash: ReturnType<typeof createHash>,
): Record<string, unknown>[] {
  return documents.map((doc) => {
    const name = String(doc.documentBlobName);
    // Blob names of the fixtures are plain file names; anything else is a broken fixture set.
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) {
      throw new Error(`Fixture document ${String(doc.id)} has an unsafe name: ${name}`);
    }
    const content = fs.readFileSync(path.join(fixturesDir, 'documents', name));
    hash.update(name).update(content);
    return { documentId: doc.id, content };
  });
}

// Timestamps travel as ISO strings in JSON; drizzle wants Date objects for timestamp columns.
const ISO_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const reviveTimestamp = (_key: string, value: unknown) =>
  typeof value === 'string' && ISO_TIMESTAMP.test(value) ? new Date(value) : value;

const CHUNK = 1000;

/** Inserts a dataset and marks the database seeded, all or nothing. */
export async function seedDatabase(db: AppDb, dataset: Dataset, digest: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724361)`); // one seeding process at a time
    const done = await tx.select().from(s.seedInfo);
    if (done.length > 0) return;
    for (const table of SEED_TABLES) {
      const rows = dataset[getTableName(table)] ?? [];
      for (let i = 0; i < rows.length; i += CHUNK) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        await tx.insert(table as any).values(rows.slice(i, i + CHUNK) as any);
      }
    }
    // Explicit ids were inserted: move every serial sequence past them.
    for (const table of SEED_TABLES) {
      const name = getTableName(table);
      if (!('id' in table) || name === 'import_progress') continue;
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${name}', 'id'), coalesce((select max(id) from ${name}), 0) + 1, false)`,
        ),
      );
    }
    await tx.insert(s.seedInfo).values({ id: 1, fixturesDigest: digest });
  });
}
