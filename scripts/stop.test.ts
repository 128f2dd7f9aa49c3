// `npm start` and `npm run dev` stop, with every process they started, on SIGTERM or SIGINT sent
// to the npm process alone (as a service manager, a container runtime or `kill` sends it): the
// server finishes, frees the data directory and its ports within 10 s, and the next start on the
// same directory works.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTestDataDir, tempDir } from '../mock-server/test/harness';
import { freePort } from '../mock-server/test/serverProcess';

const root = path.resolve(import.meta.dirname, '..');
const STOP_LIMIT_MS = 10_000;

/** A process, by id and start time (a reused id is another process). */
interface Proc {
  pid: number;
  started: string;
}

/** Fields of /proc/<pid>/stat after the command name: state, ppid, … (undefined once gone). */
function stat(pid: number): string[] | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The process and all its descendants, as they are now. */
function processTree(rootPid: number): Proc[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    const fields = Number.isInteger(pid) ? stat(pid) : undefined;
    if (!fields) continue;
    const ppid = Number(fields[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree: Proc[] = [];
  const visit = (pid: number) => {
    const fields = stat(pid);
    if (fields) tree.push({ pid, started: fields[19]! });
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return tree;
}

/** Still running: there, the same process, and not a zombie waiting to be reaped. */
function running(proc: Proc): boolean {
  const fields = stat(proc.pid);
  return !!fields && fields[19] === proc.started && fields[0] !== 'Z';
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

interface Run {
  npm: ChildProcess;
  output: () => string;
  /** The processes the run had when it was told to stop. */
  tree: Proc[];
}

/** `npm start` or `npm run dev` as a user types it, on the given data directory and ports. */
function runNpm(script: 'start' | 'dev', env: Record<string, string>): Run {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|NODE_ENV$|npm_)/.test(key)),
  );
  const npm = spawn('npm', script === 'start' ? ['start'] : ['run', 'dev'], {
    cwd: root,
    env: { ...base, ...env, SKIP_BUILD: '1', HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  npm.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return { npm, output: () => output, tree: [] };
}

/** Waits until every URL answers 200 (a start on a seeded directory takes seconds). */
async function waitForAnswers(run: Run, urls: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (const url of urls) {
    for (;;) {
      if (run.npm.exitCode !== null) throw new Error(`npm exited early:\n${run.output()}`);
      if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${run.output()}`);
      const ok = await fetch(url).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Sends the signal to the npm process alone and answers how long it took until every process of
 * the tree had ended and every port was free again (Infinity past twice the limit).
 */
async function stopTime(run: Run, signal: NodeJS.Signals, ports: number[]): Promise<number> {
  const tree = (run.tree = processTree(run.npm.pid!));
  expect(tree.length).toBeGreaterThan(1);
  const started = performance.now();
  run.npm.kill(signal);
  while (performance.now() - started < 2 * STOP_LIMIT_MS) {
    const free = await Promise.all(ports.map(portIsFree));
    if (!tree.some(running) && free.every(Boolean)) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  const left = tree.filter(running).map((p) => fs.readFileSync(`/proc/${p.pid}/cmdline`, 'utf8'));
  throw new Error(`still running after ${2 * STOP_LIMIT_MS} ms: ${left.join('; ')}`);
}

/** In `npm run dev`, a mail's link leads to the app Vite serves, not to the API's port. */
async function expectOutboxLinkOnVite(run: Run, vitePort: number): Promise<void> {
  const asked = await fetch(`http://127.0.0.1:${vitePort}/api/users/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com' }),
  });
  expect(asked.status).toBe(200);
  const link = `http://localhost:${vitePort}/set-password?`;
  for (let i = 0; i < 100 && !run.output().includes(link); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(run.output()).toContain(link);
}

const dirs: string[] = [];
const runs: Run[] = [];
afterAll(() => {
  // A failed test may leave its processes: end those this file started, by their ids.
  for (const run of runs) {
    const alive = run.npm.exitCode === null && run.npm.signalCode === null;
    const left = alive ? processTree(run.npm.pid!) : run.tree.filter(running);
    for (const p of left) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!!(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL))(
  'stopping npm start and npm run dev',
  () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = tempDir('portal-stop-');
      dirs.push(dataDir);
      // A seeded directory as the first start leaves it; seeding is db/connection.test.ts's part.
      await installTestDataDir(dataDir);
    });

    /**
     * Starts and stops with SIGTERM, then starts again on the same directory and ports (the lock
     * and the ports were freed) and stops with SIGINT; each stop is checked for what it must do.
     */
    async function startAndStop(script: 'start' | 'dev') {
      const ports = script === 'start' ? [await freePort()] : [await freePort(), await freePort()];
      const [port, vitePort] = ports as [number, number | undefined];
      const env = { DATA_DIR: dataDir, PORT: String(port), API_PORT: String(port) };
      const urls = [`http://127.0.0.1:${port}/api/health`];
      if (vitePort) {
        Object.assign(env, { VITE_PORT: String(vitePort) });
        urls.push(`http://127.0.0.1:${vitePort}/`, `http://127.0.0.1:${vitePort}/api/health`);
      }
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        const run = runNpm(script, env);
        runs.push(run);
        await waitForAnswers(run, urls);
        if (vitePort && signal === 'SIGTERM') await expectOutboxLinkOnVite(run, vitePort);
        const took = await stopTime(run, signal, ports);
        expect(took, `${signal}, output:\n${run.output()}`).toBeLessThan(STOP_LIMIT_MS);
        expect(run.output()).toContain('stopped');
        expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      }
    }

    it('npm start stops while it seeds a new directory, and frees the directory', async () => {
      const fresh = tempDir('portal-stop-fresh-');
      dirs.push(fresh);
      const port = await freePort();
      const run = runNpm('start', { DATA_DIR: fresh, PORT: String(port) });
      runs.push(run);
      for (let i = 0; i < 600 && !run.output().includes('creating the database'); i++) {
        if (run.npm.exitCode !== null) throw new Error(`npm exited early:\n${run.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(fs.existsSync(path.join(fresh, 'server.lock'))).toBe(true);
      expect(await stopTime(run, 'SIGTERM', [port])).toBeLessThan(STOP_LIMIT_MS);
      expect(run.output()).toContain('stopped while starting');
      // Else the next start would refuse if another process had come to bear the id in the lock.
      expect(fs.existsSync(path.join(fresh, 'server.lock'))).toBe(false);
    }, 120_000);

    it('npm start stops on SIGTERM, starts again on the same directory, and stops on SIGINT', async () => {
      await startAndStop('start');
    }, 240_000);

    it('npm run dev stops its API server and Vite on SIGTERM, and again on SIGINT', async () => {
      await startAndStop('dev');
    }, 240_000);
  },
);
