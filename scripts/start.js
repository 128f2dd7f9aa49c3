// `npm start`: builds the server into plain JavaScript (scripts/serverBuild.js, a fifth of a
// second) and runs it in this process: scripts/serve.ts builds the web app when its sources are
// newer than its build, then starts the server that serves the portal and /api on one port.
//
// The npm script runs this file in node itself (`exec node scripts/start.js`), with no shell or
// other process in between: npm passes SIGINT and SIGTERM to its child only, and a wrapper that
// died of them would leave the server running, holding the data directory. The server stops on
// those signals itself (mock-server/index.ts).
//
// Each start builds into a directory of its own (two servers may start at once on other data
// directories), removed when it exits; one left by a process that was killed goes at the next
// start. Should the build fail, the server runs from its sources through tsx, as `npm run dev`
// runs it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, ROOT } from './serverBuild.js';

const ENTRY = 'scripts/serve.ts';
const builds = path.join(ROOT, 'node_modules', '.cache', 'portal-server');

/** Whether a process of this id is running (an unknown one, or one of another user, counts). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

function removeBuildsOfEndedProcesses() {
  if (!fs.existsSync(builds)) return;
  for (const entry of fs.readdirSync(builds)) {
    if (/^\d+$/.test(entry) && !running(Number(entry))) {
      fs.rmSync(path.join(builds, entry), { recursive: true, force: true });
    }
  }
}

/** The built entry, or undefined when the build failed (its error printed). */
async function built() {
  const dir = path.join(builds, String(process.pid));
  try {
    removeBuildsOfEndedProcesses();
    const files = await buildServer(dir, [ENTRY]);
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return files[ENTRY];
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    console.error(`The server could not be built; it runs from its sources instead.\n${err}`);
    return undefined;
  }
}

const file = await built();
if (file) {
  await import(pathToFileURL(file).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(ROOT, ENTRY)).href);
}
