// What `npm start` runs (scripts/start.js, from the server's build): builds the web app when its
// sources are newer than its build, then starts the server that serves the portal and /api on
// one port. The server is imported here, in this process, and stops on SIGINT and SIGTERM itself
// (mock-server/index.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist', 'index.html');
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

/**
 * `vite build` in a child process: the bundler's memory (over 100 MB) goes with it instead of
 * staying in the server's process. A stop signal during the build ends the build and the start.
 */
async function buildWebApp(): Promise<void> {
  const require = createRequire(import.meta.url);
  const vitePackage = require.resolve('vite/package.json');
  const viteBin = path.join(
    path.dirname(vitePackage),
    (require(vitePackage) as { bin: { vite: string } }).bin.vite,
  );
  const child = spawn(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', stop).on('SIGTERM', stop);
  const { code, signal } = await new Promise<{ code: number | null; signal: string | null }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  process.off('SIGINT', stop).off('SIGTERM', stop);
  if (signal || code !== 0) {
    if (!signal) console.error(`\nThe web app did not build (vite exited with ${code}).\n`);
    process.exit(signal ? 1 : (code ?? 1));
  }
}

if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('Building the web app…');
  await buildWebApp();
}
await import('../mock-server/index');
