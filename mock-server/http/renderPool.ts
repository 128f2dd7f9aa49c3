// PDFs render, and receivables reports compute, in a small pool of worker threads (DESIGN 4c),
// never on the thread that answers HTTP: a caller has at most `perUser` PDFs in flight (past it
// 429 with Retry-After, before any of the work is done), and a job that takes longer than
// `timeoutMs` (waiting included) is given up with 503, its thread replaced. Threads start on
// first use and stop after `idleMs` without work, or as soon as a job has left their heap larger
// than `keepHeapBytes`. A thread's heap is held to `heapMb`; a job that needs more (a report of
// thousands of participants) runs again, once, on a thread of its own without that limit. Where
// no worker can start (tsx not found) a job runs on this thread, as it did before the pool.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Response } from 'express';
import { workerScript } from '../deps/workerScript';
import type { JobResult, RenderJob } from '../services/renders';
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
  /**
   * A thread whose JavaScript heap holds more than this once a job is done stops (the next job
   * starts a new one, in about a fifth of a second). V8 collects a finished job's garbage only as
   * the heap nears its limit, so a thread that had built a receivables PDF of 1,250 participants
   * kept some 130 MB, and the next report grew it further: the server's memory under five of them
   * went from 280 MB to over 460 MB.
   */
  keepHeapBytes: number;
  /**
   * The JavaScript heap (V8's old generation) of a thread, in MB. V8 lets a heap grow well past
   * what it holds alive before it collects: a receivables PDF of 1,250 participants, which
   * keeps some 45 MB alive, took its thread to 130 MB. Held to 64 MB, it collects sooner, and
   * five such reports in a row left the server some 20 MB smaller at its peak.
   */
  heapMb: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  // One core stays for the requests and the database thread: on two cores, one thread (each
  // also holds 100 MB or more while it works).
  threads: Math.min(2, Math.max(1, os.availableParallelism() - 1)),
  perUser: 2,
  timeoutMs: 30_000,
  idleMs: 60_000,
  keepHeapBytes: 24 * 1024 * 1024,
  heapMb: 64,
};

/** The error of a worker thread that reached its heap limit. */
const OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

/** The seconds a refused caller is told to wait (about one render). */
const RETRY_AFTER_SECONDS = 2;

interface Task {
  id: number;
  job: RenderJob;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
  thread?: Thread;
  /** The job ran out of a thread's heap once: it runs on a thread without the limit. */
  large?: boolean;
}

interface Thread {
  worker: Worker;
  task?: Task;
  idle?: NodeJS.Timeout;
  /** Started without the heap limit, for one large job. */
  large: boolean;
}

/**
 * A user's slots: at most `perUser` renders in flight, past it 429 before any of the work runs.
 * The jobs run on `threads`, the pool's own unless given (the test servers of one process share
 * theirs, so that a thread starts once per process rather than once per server).
 */
export class RenderPool {
  private readonly perUser: number;
  private readonly inFlight = new Map<number, number>();

  constructor(
    limits: Partial<RenderLimits> = {},
    readonly threads: RenderThreads = new RenderThreads(limits),
  ) {
    this.perUser = limits.perUser ?? DEFAULT_RENDER_LIMITS.perUser;
  }

  /** The threads running now (busy or idle). */
  get running(): number {
    return this.threads.running;
  }

  /** Renders a job for a user, or refuses it (429) when the user has enough in flight. */
  render<J extends RenderJob>(res: Response, userId: number, job: J): Promise<JobResult<J>> {
    return this.withSlot(res, userId, () => this.run(job));
  }

  /**
   * Runs `work` (which may run several jobs, say a report's rows and then its PDF) in one of the
   * user's slots, or refuses it (429) when the user has enough in flight: before any of it runs.
   */
  async withSlot<T>(res: Response, userId: number, work: () => Promise<T>): Promise<T> {
    const mine = this.inFlight.get(userId) ?? 0;
    if (mine >= this.perUser) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new HttpError(429, localeDetail('errors.rendersBusy'), {
        rendersInFlight: mine,
        limit: this.perUser,
      });
    }
    this.inFlight.set(userId, mine + 1);
    try {
      return await work();
    } finally {
      const left = (this.inFlight.get(userId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(userId, left);
      else this.inFlight.delete(userId);
    }
  }

  /** Runs a job on a thread (queued while every thread is busy). */
  run<J extends RenderJob>(job: J): Promise<JobResult<J>> {
    return this.threads.run(job);
  }
}

/** The worker threads and the jobs waiting for one (every limit but `perUser` is theirs). */
export class RenderThreads {
  private readonly limits: RenderLimits;
  private readonly script = workerScript(new URL('./renderPool.worker.ts', import.meta.url));
  private threads: Thread[] = [];
  /** Threads told to stop that have not ended yet: they count against the limit until then. */
  private stopping = 0;
  private readonly queue: Task[] = [];
  private nextId = 1;

  constructor(limits: Partial<RenderLimits> = {}) {
    this.limits = { ...DEFAULT_RENDER_LIMITS, ...limits };
  }

  /** The threads running now (busy or idle). */
  get running(): number {
    return this.threads.length;
  }

  /** Runs a job on a thread (queued while every thread is busy). */
  run<J extends RenderJob>(job: J): Promise<JobResult<J>> {
    // Loaded only here: jsPDF stays off this thread (some 28 MB) while the pool has threads.
    if (!this.script) return import('../services/renders').then((r) => r.renderJob(job));
    return new Promise((resolve, reject) => {
      const task: Task = {
        id: this.nextId++,
        job,
        resolve: resolve as (value: unknown) => void,
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
      const large = this.queue[0]!.large === true;
      let thread = this.threads.find((t) => !t.task && t.large === large);
      if (!thread && this.threads.length + this.stopping < this.limits.threads) {
        thread = this.spawn(large);
      }
      if (!thread) {
        // An idle thread of the other kind makes room (its end calls dispatch again).
        const idle = this.threads.find((t) => !t.task);
        if (idle) this.drop(idle);
        return;
      }
      const task = this.queue.shift()!;
      clearTimeout(thread.idle);
      thread.task = task;
      task.thread = thread;
      thread.worker.postMessage({ id: task.id, job: task.job });
    }
  }

  private spawn(large: boolean): Thread {
    // A small young generation: a render allocates mostly short-lived objects, and V8 would
    // otherwise let it grow to 48 MB before collecting (about 25 MB less at the peak of two
    // receivables PDFs, in the same time).
    const worker = new Worker(this.script!, {
      eval: true,
      resourceLimits: {
        maxYoungGenerationSizeMb: 8,
        ...(large ? {} : { maxOldGenerationSizeMb: this.limits.heapMb }),
      },
    });
    // Idle threads never keep the process alive.
    worker.unref();
    const thread: Thread = { worker, large };
    worker.on('message', (m: { id: number; value?: unknown; error?: string; heapUsed: number }) => {
      const task = thread.task;
      if (!task || task.id !== m.id) return;
      this.done(thread, task, m.heapUsed > this.limits.keepHeapBytes);
      if (m.error === undefined) task.resolve(m.value);
      else task.reject(new Error(m.error));
    });
    worker.on('error', (err) => this.lose(thread, err));
    worker.on('exit', () => this.lose(thread, new Error('a render thread stopped')));
    this.threads.push(thread);
    return thread;
  }

  /** A job is over: its thread waits for the next, or stops when the job left it too large. */
  private done(thread: Thread, task: Task, tooLarge: boolean): void {
    clearTimeout(task.timer);
    thread.task = undefined;
    if (tooLarge || thread.large) this.drop(thread);
    else thread.idle = setTimeout(() => this.drop(thread), this.limits.idleMs).unref();
    this.dispatch();
  }

  /** Stops a thread; a job it was running is someone else's to settle. */
  private drop(thread: Thread): void {
    clearTimeout(thread.idle);
    thread.task = undefined;
    this.threads = this.threads.filter((t) => t !== thread);
    // Its replacement starts once it has ended: the two heaps are not held at once.
    this.stopping++;
    void thread.worker.terminate().finally(() => {
      this.stopping--;
      this.dispatch();
    });
  }

  /**
   * A thread that died fails its job, unless the job ran out of the heap limit: then it runs
   * again first, on a thread without it. The queue moves on to the others.
   */
  private lose(thread: Thread, err: Error): void {
    const task = thread.task;
    this.drop(thread);
    if (task && !thread.large && (err as NodeJS.ErrnoException).code === OUT_OF_MEMORY) {
      task.large = true;
      task.thread = undefined;
      this.queue.unshift(task);
    } else if (task) {
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
