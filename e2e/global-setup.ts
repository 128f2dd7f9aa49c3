// Starts the portal exactly as `npm start` does, once per test worker, each on a fresh data
// directory and a free port, and stops them with SIGTERM after the run. Test files run side by
// side, one per worker, and each talks to its worker's own server (thisServer in portal.ts): files
// running at the same time never meet each other's records, sign-ins or settings.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: worker n (VITEST_POOL_ID) uses entry n - 1. */
    servers: { baseUrl: string; dataDir: string }[];
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

const servers: ChildProcess[] = [];
const root = path.resolve(import.meta.dirname, '..');

/**
 * `npm start`'s environment: this process's without what the test runner adds to it. Its
 * NODE_ENV=test made a build of the web app a development build (React's development mode, far
 * slower in the browser), and a DATABASE_URL would point the servers away from their fresh data
 * directories' own databases (and at one database for all of them).
 */
function npmStartEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => key !== 'NODE_ENV' && key !== 'DATABASE_URL' && !key.startsWith('VITEST'),
    ),
  );
}

async function start(index: number, stamp: number, skipBuild: boolean) {
  const dataDir = path.join(root, '.e2e', `data-${stamp}-${index + 1}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const port = (index === 0 && Number(process.env.E2E_PORT)) || (await freePort());
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const server = spawn(process.execPath, ['scripts/start.js'], {
    cwd: root,
    env: {
      ...npmStartEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_FACTOR: '50',
      // The first server builds the web app if it is stale; the others wait for that.
      ...(skipBuild ? { SKIP_BUILD: '1' } : {}),
    },
    stdio: ['ignore', log, log],
  });
  servers.push(server);
  return { server, baseUrl: `http://127.0.0.1:${port}`, dataDir, logFile };
}

async function until(
  server: ChildProcess,
  logFile: string,
  ready: () => Promise<boolean> | boolean,
  deadline: number,
) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited early; see ${logFile}`);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`the server did not start in time; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const healthy = (baseUrl: string) => async () => {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false; // not listening yet
  }
};

export async function setup(project: TestProject) {
  const stamp = Date.now();
  const deadline = Date.now() + 170_000;
  try {
    // The first start builds the web app if its sources changed; the others start once it is
    // past that (its log turns to the server's JSON lines), so that only one build runs.
    const first = await start(0, stamp, false);
    await until(
      first.server,
      first.logFile,
      () => fs.readFileSync(first.logFile, 'utf8').includes('{"level"'),
      deadline,
    );
    const all = [first];
    for (let i = 1; i < E2E_WORKERS; i++) all.push(await start(i, stamp, true));
    await Promise.all(all.map((s) => until(s.server, s.logFile, healthy(s.baseUrl), deadline)));
    project.provide(
      'servers',
      all.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
    );
  } catch (err) {
    await teardown();
    throw err;
  }
}

export async function teardown() {
  await Promise.all(
    servers
      .filter((server) => server.exitCode === null)
      .map((server) => {
        server.kill('SIGTERM');
        return new Promise((r) => server.once('exit', r));
      }),
  );
}
