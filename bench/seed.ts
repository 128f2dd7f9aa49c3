// Seeds one database from a fixtures directory through the server's own entry points (readFixtures
// and openDatabase, as a first start does), in a process of its own so that its time and peak
// memory are the seeding's alone. Prints one JSON line: { ms, maxRssBytes }.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../mock-server/db/connection';
import { readFixtures } from '../mock-server/db/seed';
import { fillFileStore } from '../mock-server/services/documents/opening';

const { values } = parseArgs({
  options: {
    fixtures: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
  },
});
if (!values.fixtures || (!values['data-dir'] && !values['database-url'])) {
  console.error('usage: seed.ts --fixtures DIR (--data-dir DIR | --database-url URL)');
  process.exit(2);
}
const started = performance.now();
const database = await openDatabase({
  dataDir: values['data-dir'],
  databaseUrl: values['database-url'],
  seed: readFixtures(values.fixtures),
  // As the server's first start does: the fixture documents go to the data directory's store.
  afterSeed: async (db) => {
    if (values['data-dir']) await fillFileStore(db, path.join(values['data-dir'], 'documents'));
  },
});
await database.close();
const ms = performance.now() - started;
// resourceUsage().maxRSS is the process's peak resident memory, in KiB.
console.log(JSON.stringify({ ms, maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
