// PDFs render in a small pool of worker threads (DESIGN 4c), never on the thread that answers
// HTTP: a caller has at most `perUser` renders in flight (past it 429 with Retry-After), and a
// render that takes longer than `timeoutMs` (waiting included) is given up with 503, its thread
// replaced. Threads start on first use and stop after `idleMs` without work. Where no worker can
// start (tsx not found) a render runs on this thread, as it did before the pool.
import { Worker } from 'node:worker_threads';
import type { Response } from 'express';
import { workerScript } from '../deps/workerScript';
import { renderJob, type RenderJob } from '../services/renders';
import { HttpError, localeDetail } from './problem';

export interface RenderLimits {
  /** Worker threads at most. */
  threads: number;
  /** Renders one user may have in flight. */
  perUser: number;
  /** How long a render may take, its wait for a thread included. */
  timeoutMs: number;
  /** A thread without work this long stops. */
  idleMs: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  threads: 2,
  perUser: 2,
  timeoutMs: 30_000,
  idleMs: 60_000,
};

/** The seconds a refused caller is told to wait (about one render). */
const RETRY_AFTER_SECONDS = 2;

interface Task {
  id: number;
  job: RenderJob;
  resolve: (bytes: Uint8Array) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
  thread?: Thread;
}

interface Thread {
  worker: Worker;
  task?: Task;
  idle?: NodeJS.Timeout;
}

export class RenderPool {
  private readonly limits: RenderLimits;
  private readonly script = workerScript(new URL('./renderPool.worker.ts', import.meta.url));
  private threads: Thread[] = [];
  private readonly queue: Task[] = [];
  private readonly inFlight = new Map<number, number>();
  private nextId = 1;

  constructor(limits: Partial<RenderLimits> = {}) {
    this.limits = { ...DEFAULT_RENDER_LIMITS, ...limits };
  }

  /** Renders a job for a user, or refuses it (429) when the user has enough in flight. */
  async render(res: Response, userId: number, job: RenderJob): Promise<Uint8Array> {
    const mine = this.inFlight.get(userId) ?? 0;
    if (mine >= this.limits.perUser) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new HttpError(429, localeDetail('errors.rendersBusy'), {
        rendersInFlight: mine,
        limit: this.limits.perUser,
      });
    }
    this.inFlight.set(userId, mine + 1);
    try {
      return await this.run(job);
    } finally {
      const left = (this.inFlight.get(userId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(userId, left);
      else this.inFlight.delete(userId);
    }
  }

  private run(job: RenderJob): Promise<Uint8Array> {
    if (!this.script) return Promise.resolve(renderJob(job));
    return new Promise((resolve, reject) => {
      const task: Task = {
        id: this.nextId++,
        job,
        resolve,
        reject,
        timer: setTimeout(() => this.timeOut(task), this.limits.timeoutMs),
      };
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** Hands queued jobs to free threads, starting threads up to the limit. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      let thread = this.threads.find((t) => !t.task);
      if (!thread && this.threads.length < this.limits.threads) thread = this.spawn();
      if (!thread) return;
      const task = this.queue.shift()!;
      clearTimeout(thread.idle);
      thread.task = task;
      task.thread = thread;
      thread.worker.postMessage({ id: task.id, job: task.job });
    }
  }

  private spawn(): Thread {
    const worker = new Worker(this.script!, { eval: true });
    // Idle threads never keep the process alive.
    worker.unref();
    const thread: Thread = { worker };
    worker.on('message', (m: { id: number; bytes?: Uint8Array; error?: string }) => {
      const task = thread.task;
      if (!task || task.id !== m.id) return;
      this.done(thread, task);
      if (m.bytes) task.resolve(m.bytes);
      else task.reject(new Error(m.error));
    });
    worker.on('error', (err) => this.lose(thread, err));
    worker.on('exit', () => this.lose(thread, new Error('a render thread stopped')));
    this.threads.push(thread);
    return thread;
  }

  private done(thread: Thread, task: Task): void {
    clearTimeout(task.timer);
    thread.task = undefined;
    thread.idle = setTimeout(() => this.drop(thread), this.limits.idleMs).unref();
    this.dispatch();
  }

  /** Stops a thread; a job it was running is someone else's to settle. */
  private drop(thread: Thread): void {
    clearTimeout(thread.idle);
    thread.task = undefined;
    this.threads = this.threads.filter((t) => t !== thread);
    void thread.worker.terminate();
  }

  /** A thread that died fails its job; the queue moves on to the others. */
  private lose(thread: Thread, err: Error): void {
    const task = thread.task;
    this.drop(thread);
    if (task) {
      clearTimeout(task.timer);
      task.reject(err);
    }
    this.dispatch();
  }

  private timeOut(task: Task): void {
    const queued = this.queue.indexOf(task);
    if (queued >= 0) this.queue.splice(queued, 1);
    else if (task.thread?.task === task) this.drop(task.thread);
    task.reject(new HttpError(503, localeDetail('errors.renderTimedOut')));
    this.dispatch();
  }
}
