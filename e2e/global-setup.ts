// Starts the portal exactly as `npm start` does, on a fresh data directory and a free port, and
// stops it with SIGTERM after the run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
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

let server: ChildProcess | undefined;

/**
 * `npm start`'s environment: this process's without what the test runner adds to it. Its
 * NODE_ENV=test made a build of the web app a development build (React's development mode, far
 * slower in the browser), and a DATABASE_URL would point the server away from the fresh data
 * directory's own database.
 */
function npmStartEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => key !== 'NODE_ENV' && key !== 'DATABASE_URL' && !key.startsWith('VITEST'),
    ),
  );
}

export async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = path.join(root, '.e2e', `data-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...npmStartEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_FACTOR: '50',
    },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited early; see ${path.join(dataDir, 'server.log')}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 170 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  if (!server || server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server!.once('exit', r));
}
