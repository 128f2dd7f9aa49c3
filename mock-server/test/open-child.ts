// Child process for the crash tests: opens (creating and seeding) the data directory given as
// argument, reports progress on stdout, and then waits to be killed.
import { openDatabase } from '../db/connection';

const dataDir = process.argv[2]!;
await openDatabase({ dataDir, log: (msg) => console.log(msg) });
console.log('opened');
setInterval(() => {}, 1000);
