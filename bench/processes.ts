// The processes a benchmark run starts (the portal server, json-server, a PostgreSQL cluster,
// the seeding) and the measurements taken from outside them: memory from /proc, time by clock.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface Child {
  child: ChildProcess;
  name: string;
  output: () => string;
}

/** Starts a child process whose output is kept (and shown if it fails). */
export function start(name: string, args: string[], env: NodeJS.ProcessEnv = {}): Child {
  const child = spawn(args[0]!, args.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (c: Buffer) => {
    output += c.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, name, output: () => output };
}

/** Stops a child started here, by its pid, and waits for it to exit. */
export async function stop(c: Child | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!c || c.child.exitCode !== null || c.child.signalCode !== null) return;
  const done = new Promise<void>((resolve) => c.child.once('exit', () => resolve()));
  c.child.kill(signal);
  const timer = setTimeout(() => c.child.kill('SIGKILL'), 30_000);
  await done;
  clearTimeout(timer);
}

/** Waits until `url` answers 2xx; fails with the child's output if it exits first. */
export async function waitFor(url: string, c: Child, seconds = 600): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (c.child.exitCode !== null) {
      throw new Error(`${c.name} exited (${c.child.exitCode}):\n${c.output().slice(-4000)}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${c.name} did not answer ${url} within ${seconds} s`);
}

/** Resident memory of a process in bytes (VmRSS), 0 once it is gone. */
export function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples a process's resident memory every 50 ms until stopped: the peak over a stretch of its
 * life (VmHWM would also count what it held before the stretch began).
 */
export function sampleRss(pid: number) {
  let peak = rssOf(pid);
  const start = peak;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, rssOf(pid));
      return { start, peak };
    },
  };
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
  load: number[];
}

export function machine(): Machine {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    load: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

export function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: ROOT,
    })
      .toString()
      .trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

/** A private PostgreSQL cluster in a temporary directory, as the CI starts one. */
export class PgCluster {
  private root = '';
  private readonly bin: string;

  constructor(readonly port: number) {
    const versions = fs.existsSync('/usr/lib/postgresql')
      ? fs.readdirSync('/usr/lib/postgresql')
      : [];
    const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
    if (!newest) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin)');
    this.bin = `/usr/lib/postgresql/${newest}/bin`;
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}`;
  }

  /** initdb as the postgres user (PostgreSQL refuses root), started with fsync off. */
  start(): void {
    this.root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg.'));
    const asPg = (command: string) => {
      if (process.getuid?.() === 0) {
        execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'pipe' });
      } else {
        execFileSync('bash', ['-c', command], { stdio: 'pipe' });
      }
    };
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', this.root]);
    this.as = asPg;
    asPg(
      `'${this.bin}/initdb' -D '${this.root}/data' -A trust -U postgres -E UTF8 >'${this.root}/initdb.log'`,
    );
    asPg(
      `'${this.bin}/pg_ctl' -D '${this.root}/data' -l '${this.root}/server.log' -w ` +
        `-o "-p ${this.port} -k '${this.root}' -c listen_addresses=127.0.0.1 -c fsync=off ` +
        `-c synchronous_commit=off -c max_connections=100" start >/dev/null`,
    );
  }

  private as: (command: string) => void = () => {};

  createDatabase(name: string): string {
    this.as(
      `'${this.bin}/psql' -h 127.0.0.1 -p ${this.port} -U postgres -qc 'create database ${name}'`,
    );
    return `${this.url}/${name}`;
  }

  /** Stops the cluster and removes its directory. */
  remove(): void {
    if (!this.root) return;
    try {
      this.as(`'${this.bin}/pg_ctl' -D '${this.root}/data' -m fast stop >/dev/null`);
    } catch {
      // already stopped
    }
    fs.rmSync(this.root, { recursive: true, force: true });
    this.root = '';
  }
}
