// `npm run db:reset`: drops the data (the embedded data directory, or every table of the
// PostgreSQL database) and seeds it again from fixtures/.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../config';
import { openDatabase } from './connection';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const config = readConfig();
try {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
    await client.end();
  } else {
    const release = acquireDataDirLock(config.dataDir); // refuses while a server uses the directory
    for (const entry of ['pgdata', 'pgdata.building', 'storage', 'outbox']) {
      fs.rmSync(path.join(config.dataDir, entry), { recursive: true, force: true });
    }
    release();
  }
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await db.close();
  console.log(
    `Database reset and seeded from fixtures (${config.databaseUrl ? 'PostgreSQL' : config.dataDir}).`,
  );
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
