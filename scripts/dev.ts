// `npm run dev`: the API server in watch mode on API_PORT and Vite with hot reload, which proxies
// /api and /locales to it. Open the address Vite prints (http://localhost:5173).
//
// Each child is node itself, never npx or a shell: a wrapper that dies of a signal does not pass
// it on, and the server it wrapped would live on holding the data directory. The children run in
// sessions of their own, so a Ctrl-C reaches them once, from here, and not a second time from the
// terminal (tsx watch kills its server outright on a second signal). SIGINT or SIGTERM stops both
// and exits once they have: the server finishes its requests and frees the data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const vitePort = process.env.VITE_PORT ?? '5173';
/** Past this a child that has not stopped is killed, so the stop ends within 10 s. */
const STOP_GRACE_MS = 8_000;

const viteBin = path.join(
  path.dirname(require.resolve('vite/package.json')),
  (require('vite/package.json') as { bin: { vite: string } }).bin.vite,
);

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env, detached: true });
}

const children = [
  start([require.resolve('tsx/cli'), 'watch', '--clear-screen=false', 'mock-server/index.ts'], {
    // The links of the mails kept in the outbox open the app where it is served: Vite's port.
    PUBLIC_URL: `http://localhost:${vitePort}`,
    ...process.env,
    PORT: apiPort,
  }),
  start([viteBin], { ...process.env, API_PORT: apiPort }),
];

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  const running = () => children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running()) child.kill('SIGTERM');
  setTimeout(() => running().forEach((child) => child.kill('SIGKILL')), STOP_GRACE_MS).unref();
  void Promise.all(children.map(exited)).then(() => process.exit(code));
}

// One child ending (a crash, a port in use) ends the other and `npm run dev` with its code.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
