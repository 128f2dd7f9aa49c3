// `npm run dev`: the API server on API_PORT, built into plain JavaScript as `npm start` builds it
// and started again whenever a source it is built from changes, and Vite with hot reload, which
// proxies /api and /locales to it. Open the address Vite prints (http://localhost:5173).
//
// Each child is node itself, never npx or a shell: a wrapper that dies of a signal does not pass
// it on, and the server it wrapped would live on holding the data directory. The children run in
// sessions of their own, so a Ctrl-C reaches them once, from here, and not a second time from the
// terminal. SIGINT or SIGTERM stops them and exits once they have: the server finishes its
// requests and frees the data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, watchServer } from './serverBuild.js';

const require = createRequire(import.meta.url);
const apiPort = process.env.API_PORT ?? '3001';
const vitePort = process.env.VITE_PORT ?? '5173';
/** Past this a child that has not stopped is killed, so the stop ends within 10 s. */
const STOP_GRACE_MS = 8_000;
const ENTRY = 'mock-server/index.ts';
/** As scripts/start.js builds: a directory per process, which a later start removes if left. */
const buildDir = path.join(ROOT, 'node_modules', '.cache', 'portal-server', String(process.pid));

const viteBin = path.join(
  path.dirname(require.resolve('vite/package.json')),
  (require('vite/package.json') as { bin: { vite: string } }).bin.vite,
);

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env, detached: true });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const apiEnv = {
  // The links of the mails kept in the outbox open the app where it is served: Vite's port.
  PUBLIC_URL: `http://localhost:${vitePort}`,
  ...process.env,
  PORT: apiPort,
};
let api: ChildProcess | undefined;
/** Servers told to stop for a newer build: their exit is expected. */
const replaced = new WeakSet<ChildProcess>();
let restarts = Promise.resolve();
let stopping = false;

/**
 * Starts the API server from a new build once the one before it has stopped; after a build that
 * failed, only stops it: esbuild removes a failed build's files, which the running server would
 * still load (its worker threads, the modules it imports when first needed).
 */
function restartApi(file: string | undefined): void {
  restarts = restarts.then(async () => {
    const previous = api;
    if (previous) {
      if (file) console.log('A source changed: the API server starts again.');
      replaced.add(previous);
      previous.kill('SIGTERM');
      await exited(previous);
    }
    if (stopping || !file) return;
    const child = (api = start([file], apiEnv));
    child.on('exit', (code, signal) => {
      if (stopping || replaced.has(child)) return;
      console.error(
        `The API server ended (${signal ?? `code ${code}`}); it starts again when a source changes.`,
      );
    });
  });
}

const vite = start([viteBin], { ...process.env, API_PORT: apiPort });
const watching = watchServer(buildDir, [ENTRY], (files) => {
  if (!files)
    console.error('The API server did not build; it starts when the sources build again.');
  restartApi(files?.[ENTRY]);
});

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  const children = () => [vite, ...(api ? [api] : [])];
  const running = () => children().filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running()) child.kill('SIGTERM');
  setTimeout(() => running().forEach((child) => child.kill('SIGKILL')), STOP_GRACE_MS).unref();
  void (async () => {
    await watching.then((ctx) => ctx.dispose()).catch(() => {});
    // A server started while the stop began is stopped too.
    await restarts;
    for (const child of running()) child.kill('SIGTERM');
    await Promise.all(children().map(exited));
    fs.rmSync(buildDir, { recursive: true, force: true });
    process.exit(code);
  })();
}

// Vite ending (a crash, a port in use) ends `npm run dev` with its code; the API server is
// started again by the next change, as a watcher does.
vite.on('exit', (code) => stop(code ?? 1));
watching.catch((err: unknown) => {
  console.error(err);
  stop(1);
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
