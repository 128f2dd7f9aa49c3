// Builds the real app for tests: a fresh database (in-memory PGlite, or a new database on the
// PostgreSQL server named by TEST_DATABASE_URL), a fixed clock, the outbox mailer and a
// temporary storage directory, listening on an ephemeral loopback port. Each database is a copy
// of a template migrated (and seeded) once per run, see templates.ts and global-setup.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import { createApp, keepConnectionsLongerThanClients, type AppOptions } from '../app';
import { openDatabase, type AppDb, type Database } from '../db/connection';
import { fixedClock } from '../deps/clock';
import { createMailer } from '../deps/mailer';
import { createDirectoryStorage } from '../deps/storage';
import { RenderThreads } from '../http/renderPool';
import { openDocumentStore } from '../services/documents/opening';
import { DEFAULT_DOCUMENT_QUOTA_BYTES } from '../services/documents/quota';
import {
  adminQuery,
  DEMO_PASSWORD,
  databaseUrl,
  fixtures,
  pgliteImage,
  standardImage,
  tarEntries,
  templateDigest,
  type TemplateKind,
} from './templates';
import { scratchDir } from './scratch';

/** A new, migrated database; seeded from fixtures/ unless `seed` is false. */
export async function openTestDatabase(seed = true): Promise<Database> {
  const kind: TemplateKind = seed ? 'seeded' : 'empty';
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) return openDatabase({ image: await standardImage(kind), seed: false });
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  // Without the run's templates (a file run outside this project's config) it migrates and
  // seeds the new database itself.
  const template = inject('postgresTemplates')?.[kind];
  await adminQuery(
    adminUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const database = await openDatabase({
    databaseUrl: databaseUrl(adminUrl, name),
    seed: template || !seed ? false : fixtures(),
  });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A new migrated database holding what `fill` writes into an empty one, for a file that needs
 * its own large dataset. On PGlite the filled database is kept as an image and reused until
 * `key` (say what `fill` depends on), the schema or the fixtures change.
 */
export async function openFilledTestDatabase(
  name: string,
  key: string,
  fill: (db: AppDb) => Promise<void>,
): Promise<Database> {
  if (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL) {
    const database = await openTestDatabase(false);
    await fill(database.db);
    return database;
  }
  const image = await pgliteImage(name, templateDigest(fixtures().digest, key), fill);
  return openDatabase({ image, seed: false });
}

/**
 * Puts the test database (seeded unless `seed` is false) in a data directory as a server's first
 * start leaves it, for tests of what happens after that start: the image's files written out, as
 * PGlite's loadDataDir writes them, without starting PostgreSQL to do it (migrating and seeding
 * on disk take many seconds).
 */
export async function installTestDataDir(dataDir: string, seed = true): Promise<void> {
  extractTar(await standardImage(seed ? 'seeded' : 'empty'), path.join(dataDir, 'pgdata'));
}

/** Writes out the directories and files of a tar archive (an image holds nothing else). */
function extractTar(tar: Uint8Array, into: string): void {
  for (const { name, type, data } of tarEntries(tar)) {
    const target = path.join(into, name);
    if (path.relative(into, target).startsWith('..')) {
      throw new Error(`${name} is outside the image`);
    }
    if (type === '5') fs.mkdirSync(target, { recursive: true });
    else if (type === '0' || type === '\0') {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, data);
    } else throw new Error(`${name}: tar entries of type ${type} are not expected in an image`);
  }
}

export function tempDir(prefix = 'portal-test-'): string {
  return fs.mkdtempSync(path.join(scratchDir(), prefix));
}

export interface TestServer {
  url: string;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  /** The storage directory (uploaded carrier files; documents under documents/ when embedded). */
  storageDir: string;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export { DEMO_PASSWORD };

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: number; role: string; clientId: number | null; [key: string]: unknown };
}

/** Signs in through the API and returns the login result. */
export async function signIn(
  server: { url: string },
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Session;
}

/** The seeded demo users of each role, signed in. */
export async function signInEachRole(server: { url: string }) {
  const [admin, producer, employerAdmin, employee] = await Promise.all(
    [
      'admin@example.com',
      'producer@example.com',
      'employer.admin@example.com',
      'employee@example.com',
    ].map((email) => signIn(server, email)),
  );
  return { admin: admin!, producer: producer!, employerAdmin: employerAdmin!, employee: employee! };
}

/** fetch with a bearer token and JSON body. */
export async function call(
  server: { url: string },
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The render threads of every test server of this process that keeps the default limits: a
 * thread starts (loading jsPDF) once per process instead of once per server. Each server keeps
 * its own users' slots.
 */
let sharedRenderThreads: RenderThreads | undefined;

export async function startTestServer(
  options: AppOptions & {
    seed?: boolean;
    database?: Database;
    logger?: Logger;
    /** Bytes of documents each owner may keep (500 MiB unless given). */
    documentQuotaBytes?: number;
    /** Bytes of answers the read cache may hold (0: off); the server's default unless given. */
    readCacheBytes?: number;
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase(options.seed ?? true));
  // Starts at the real time (clients read token expiry against it) and only moves when told.
  const clock = fixedClock(new Date());
  const storageDir = tempDir('portal-storage-');
  const storage = createDirectoryStorage(storageDir);
  const mailer = createMailer({ db: database.db });
  const { store } = await openDocumentStore(
    database.db,
    database.kind === 'postgres',
    path.join(storageDir, 'documents'),
  );
  const app = createApp(
    {
      db: database.db,
      background: database.background,
      dataVersion: database.dataVersion,
      clock,
      mailer,
      storage,
      documents: {
        store,
        quotaBytes: options.documentQuotaBytes ?? DEFAULT_DOCUMENT_QUOTA_BYTES,
      },
      logger: options.logger,
      config: {
        jwtSecret: TEST_SECRET,
        publicUrl: 'http://portal.test',
        readCacheBytes: options.readCacheBytes,
      },
    },
    {
      ...options,
      renderThreads: options.renderLimits
        ? undefined
        : (sharedRenderThreads ??= new RenderThreads()),
    },
  );
  const server = app.listen(0, '127.0.0.1');
  keepConnectionsLongerThanClients(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    clock,
    storageDir,
    async close() {
      // A test is over: the connections its client keeps alive (65 s, see
      // keepConnectionsLongerThanClients) end now rather than holding the close until they time out.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      try {
        await closed;
        await database.close();
      } finally {
        fs.rmSync(storageDir, { recursive: true, force: true });
      }
    },
  };
}
