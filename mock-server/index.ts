// Starts the API server (and the built web app) from the environment; stops cleanly on SIGTERM.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import type { Express } from 'express';
import type { Logger } from 'pino';
import {
  createApp,
  DEFAULT_RATE_LIMITS,
  keepConnectionsLongerThanClients,
  type AppDeps,
} from './app';
import { readConfig } from './config';
import { openDatabase } from './db/connection';
import { DataDirLockedError } from './db/lock';
import { systemClock } from './deps/clock';
import { createLogger, OUTBOX_MESSAGE } from './deps/logger';
import { createMailer } from './deps/mailer';
import { createDirectoryStorage, type Storage } from './deps/storage';
import { recoverInterruptedImports, STALE_IMPORT_MS } from './services/importFiles/service';
import { fillFileStore, openDocumentStore } from './services/documents/opening';
import type { DocumentStore } from './services/documents/store';

type Config = ReturnType<typeof readConfig>;
type Database = Awaited<ReturnType<typeof openDatabase>>;

export async function main(): Promise<void> {
  const config = readConfig();
  holdHeapGrowth(config.heapGrowthPercent);
  const logger = createLogger(config.logLevel, config.logFormat);
  const starting = stopWhileStarting(logger);
  const database = await openOrExit(config, logger);
  const storage = createDirectoryStorage(path.join(config.dataDir, 'storage'));
  await recoverImports(database, storage, logger);
  const documents = await openDocuments(config, database, logger);
  const app = createApp(appDeps(config, database, storage, documents, logger), {
    webRoot: config.webRoot,
    rateLimits: Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [
        name,
        { ...limit, max: limit.max * config.rateLimitFactor },
      ]),
    ),
  });
  const server = await listenOrExit(app, config, database);
  const { port } = server.address() as AddressInfo;
  logger.info(
    { port, database: database.kind, dataDir: config.dataDir },
    `portal listening on http://localhost:${port}`,
  );
  starting.end();
  stopOnSignals(server, database, logger);
}

/**
 * How far a JavaScript heap may grow past what it holds alive before V8 collects it in full
 * (HEAP_GROWTH_PERCENT). V8 allows up to four times: the request thread, which holds some 28 MB
 * alive, was found at 100–120 MB while PDFs and an upload ran beside requests, and the server at
 * 409–428 MB where the limit is 400. At 50% the same runs peaked at 361–386 MB, for about 5% of
 * the short lists' throughput (docs/performance.md, seventh round). Set before any thread
 * starts; the flag is the process's, and every thread's heap reads it at each collection.
 */
function holdHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/**
 * A stop signal before the server listens (the first start seeds for up to a minute) ends the
 * start at once: nothing is served yet, a half-built data directory is built again next time,
 * and the exit frees the data directory's lock (db/lock.ts).
 */
function stopWhileStarting(logger: Logger) {
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopped while starting');
    process.exit(128 + os.constants.signals[signal]);
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
  return { end: () => process.off('SIGINT', stop).off('SIGTERM', stop) };
}

/** Opens the database; a data directory another process holds ends the start with its reason. */
async function openOrExit(config: Config, logger: Logger): Promise<Database> {
  try {
    return await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      log: (msg) => logger.info(msg),
      afterSeed: async (db) => {
        const moved = await fillFileStore(db, documentsRoot(config));
        if (moved) logger.info({ documents: moved }, 'fixture documents put in the store');
      },
      // Without its database thread the server answers nothing: stop, to be restarted.
      onFailure: (err) => {
        logger.fatal({ err }, err.message);
        process.exit(1);
      },
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal(err.message);
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * An import that was running when the last process died leaves no rows and reads as failed. On a
 * shared PostgreSQL another process may be importing: only imports gone quiet count, checked
 * again every STALE_IMPORT_MS.
 */
async function recoverImports(database: Database, storage: Storage, logger: Logger) {
  const shared = database.kind === 'postgres';
  const recover = () =>
    recoverInterruptedImports(
      database.db,
      storage,
      systemClock,
      shared ? STALE_IMPORT_MS : undefined,
    ).then(
      (ids) => {
        if (ids.length) logger.warn({ imports: ids }, 'interrupted imports marked failed');
      },
      (err: unknown) => logger.error({ err }, 'recovering interrupted imports failed'),
    );
  await recover();
  if (shared) setInterval(() => void recover(), STALE_IMPORT_MS).unref();
}

/**
 * The document store, cleared of what a crash left and holding every document's bytes (those
 * still in document_contents move to it first).
 */
async function openDocuments(config: Config, database: Database, logger: Logger) {
  const { store, report } = await openDocumentStore(
    database.db,
    database.kind === 'postgres',
    documentsRoot(config),
  );
  if (report.swept) logger.warn({ removed: report.swept }, 'unfinished document uploads removed');
  if (report.moved) logger.info({ documents: report.moved }, 'document bytes moved to the store');
  return store;
}

/** Where the embedded mode keeps documents' bytes (and staging files in either mode). */
const documentsRoot = (config: Config) => path.join(config.dataDir, 'documents');

function appDeps(
  config: Config,
  database: Database,
  storage: Storage,
  documents: DocumentStore,
  logger: Logger,
): AppDeps {
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    onOutbox: (m) => logger.info({ to: m.to, kind: m.kind, link: m.link }, OUTBOX_MESSAGE),
  });
  return {
    db: database.db,
    background: database.background,
    dataVersion: database.dataVersion,
    clock: systemClock,
    mailer,
    storage,
    documents: { store: documents, quotaBytes: config.documentQuotaBytes },
    logger,
    config: {
      jwtSecret: config.jwtSecret,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      sharedDatabase: database.kind === 'postgres',
      readCacheBytes: config.readCacheBytes,
    },
  };
}

/** Listens on the configured address; a port in use ends the start with its reason. */
async function listenOrExit(app: Express, config: Config, database: Database): Promise<Server> {
  const server = app.listen(config.port, config.host);
  keepConnectionsLongerThanClients(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (err: NodeJS.ErrnoException) => {
    await database.close();
    console.error(`\nCannot listen on ${config.host}:${config.port}: ${err.message}\n`);
    process.exit(1);
  });
  return server;
}

/** How long a stop waits for the requests in flight. */
const STOP_DRAIN_MS = 8_000;

/** SIGTERM and SIGINT finish the requests in flight, close the database and exit. */
function stopOnSignals(server: Server, database: Database, logger: Logger) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing requests in flight');
    server.close(async () => {
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    // A kept-alive connection is closed as soon as its request in flight has its answer.
    setInterval(() => server.closeIdleConnections(), 50).unref();
    // Requests that do not finish within 8 s are cut off, so the stop ends within 10 s: the time
    // a service manager or `docker stop` gives before it kills.
    setTimeout(() => server.closeAllConnections(), STOP_DRAIN_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await main();
