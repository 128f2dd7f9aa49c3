// The API server as a child process, the way `npm start` runs it, for the tests that stop it
// (SIGTERM, SIGKILL) and start it again on the same data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { inject } from 'vitest';
import { installTestDataDir, signIn, tempDir } from './harness';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * Node's arguments that run `entry` (a source file the run builds): the run's build of it
 * (see global-setup.ts), or the source through tsx in a file run outside the project's config.
 */
export function nodeArgs(entry: string): string[] {
  const built = inject('serverBuild')?.[entry];
  // Short-lived, as the test workers are: PostgreSQL's WebAssembly compiled once (vitest.config.ts).
  return ['--liftoff-only', ...(built ? [built] : ['--import', 'tsx', entry])];
}

/**
 * Starts mock-server/index.ts on the embedded database in dataDir, with `env` besides; output()
 * is what it printed (stdout is a pipe, not a terminal).
 */
export function startServer(dataDir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, nodeArgs('mock-server/index.ts'), {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

/** The process's exit code (null after a signal), also when it has exited already. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Waits until the server answers its health check (about a minute at most). */
export async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/**
 * The start of a crash test: a seeded data directory (kept in `cleanup.dirs`) and the server
 * started on it (its process kept in `cleanup.children`), with the Admin signed in.
 */
export async function startSeededServer(
  prefix: string,
  cleanup: { dirs: string[]; children: ChildProcess[] },
) {
  const dataDir = tempDir(prefix);
  cleanup.dirs.push(dataDir);
  await installTestDataDir(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const first = startServer(dataDir, port);
  cleanup.children.push(first.child);
  await waitForHealth(url, first.child);
  const token = (await signIn({ url }, 'admin@example.com')).accessToken;
  return { dataDir, port, url, first, auth: { authorization: `Bearer ${token}` } };
}
