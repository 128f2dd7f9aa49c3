// The embedded database off the request thread. PGlite is PostgreSQL compiled to single-threaded
// WebAssembly: a statement it runs holds its thread until it finishes. So it runs on a worker
// thread of its own (worker.ts) and this side, on the request thread, only sends it statements
// and receives their rows: a slow list or report no longer stops every other request.
//
// PgliteThread offers the part of PGlite's client that drizzle's pglite driver, the migrator and
// the bulk loader use: query, exec and transaction. A transaction keeps its statements on the
// one connection; every other statement waits in PGlite's queue until it ends, as it did when
// PGlite ran on this thread. The data directory, its lock and durability are unchanged: the
// thread is part of this process, so it ends with it (SIGKILL included).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { workerScript } from '../../deps/workerScript';
import type {
  Reply,
  Request,
  ThreadOptions,
  WireError,
  WireQueryOptions,
  WireResults,
} from './protocol';

export type { ThreadOptions } from './protocol';

/** The statements a transaction runs; any other statement waits until it ends. */
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  /** Rolls back now; the transaction's callback should then return. */
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

function fromWireError(wire: WireError): Error {
  const err = Object.assign(new Error(wire.message), wire.fields);
  err.name = wire.name;
  return err;
}

/** The options as they can cross to the thread; functions stay here. */
async function wireOptions(options: QueryOptions | undefined): Promise<WireQueryOptions> {
  if (!options) return {};
  if (options.serializers || options.onNotice) {
    throw new Error('The embedded database thread takes no serializers or onNotice callback.');
  }
  return {
    rowMode: options.rowMode,
    paramTypes: options.paramTypes,
    blob: options.blob ? await options.blob.arrayBuffer() : undefined,
    rawTypes: options.parsers && Object.keys(options.parsers).map(Number),
  };
}

/** The result with the caller's own parsers applied to the values of their types. */
function fromWire<T>(wire: WireResults, options: QueryOptions | undefined): Results<T> {
  type Parse = (value: string, type: number) => unknown;
  const parsers = options?.parsers;
  if (parsers) {
    wire.fields.forEach((field, index) => {
      const parse = parsers[field.dataTypeID] as Parse | undefined;
      if (!parse) return;
      const key = options.rowMode === 'array' ? index : field.name;
      for (const row of wire.rows as Record<string | number, unknown>[]) {
        const value = row[key];
        if (value !== null && value !== undefined)
          row[key] = parse(value as string, field.dataTypeID);
      }
    });
  }
  const { blob, ...results } = wire;
  return { ...(results as Results<T>), ...(blob ? { blob: new Blob([blob]) } : {}) };
}

let compiledPglite: Promise<WebAssembly.Module> | undefined;

/**
 * PostgreSQL's WebAssembly, compiled once per process and handed to each thread: PGlite on one
 * thread compiles it once for all its instances, and a new data directory takes three of them.
 */
function pgliteWasm(): Promise<WebAssembly.Module> {
  if (!compiledPglite) {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    compiledPglite = WebAssembly.compile(
      fs.readFileSync(path.join(path.dirname(entry), 'pglite.wasm')),
    );
  }
  return compiledPglite;
}

/**
 * Threads whose in-memory database has closed, kept for the next one: a new thread costs about
 * a third of a second of CPU (its start and PGlite's modules) before the database opens, and the
 * tests open one in-memory database after another. A database with a data directory always gets
 * a new thread of its own.
 */
const spareThreads: Worker[] = [];
const SPARE_THREADS_KEPT = 2;

function keepSpare(worker: Worker): boolean {
  if (spareThreads.length >= SPARE_THREADS_KEPT) return false;
  const forget = () => {
    const at = spareThreads.indexOf(worker);
    if (at >= 0) spareThreads.splice(at, 1);
  };
  worker.once('exit', forget).once('error', forget);
  worker.unref();
  spareThreads.push(worker);
  return true;
}

function takeSpare(): Worker | undefined {
  const worker = spareThreads.pop();
  worker?.removeAllListeners('exit').removeAllListeners('error');
  return worker;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #inMemory: boolean;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners: {
    message: (reply: Reply) => void;
    error: (err: Error) => void;
    exit: (code: number) => void;
  };
  #nextId = 1;
  #nextTransaction = 1;
  #failure: Error | undefined;
  #closing = false;
  #closed = false;

  private constructor(
    worker: Worker,
    inMemory: boolean,
    private readonly onFailure: (err: Error) => void,
  ) {
    this.#worker = worker;
    this.#inMemory = inMemory;
    this.#listeners = {
      message: (reply) => {
        if (!('id' in reply)) return;
        const pending = this.#pending.get(reply.id);
        this.#pending.delete(reply.id);
        // An idle thread does not keep the process alive; one with work under way does.
        if (this.#pending.size === 0) worker.unref();
        if (reply.ok) pending?.resolve(reply.value);
        else pending?.reject(fromWireError(reply.error));
      },
      error: (err) => this.#fail(err),
      exit: (code) => {
        if (!this.#closing) this.#fail(new Error(`exit code ${code}`));
      },
    };
    worker
      .on('message', this.#listeners.message)
      .on('error', this.#listeners.error)
      .on('exit', this.#listeners.exit);
    worker.unref();
  }

  /** Starts the thread and opens PGlite on it; rejects with PGlite's error if it cannot open. */
  static async open(
    options: ThreadOptions,
    onFailure: (err: Error) => void = () => {},
  ): Promise<PgliteThread> {
    const script = workerScript(new URL('./worker.ts', import.meta.url));
    if (!script) throw new Error('The embedded database thread needs tsx to start.');
    const withWasm: ThreadOptions = { ...options, wasmModule: await pgliteWasm() };
    const inMemory = !options.dataDir;
    const spare = inMemory ? takeSpare() : undefined;
    const worker =
      spare ??
      new Worker(script, {
        eval: true,
        workerData: withWasm,
        // The thread's JavaScript makes rows and messages that live for one statement: V8 let
        // its young generation grow to 48 MB between collections, where 12 MB answers the lists
        // as fast (bench, 2026-11-29) and keeps the server some 15 MB smaller under load.
        resourceLimits: { maxYoungGenerationSizeMb: 12 },
      });
    let onMessage: (reply: Reply) => void = () => {};
    let onError: (err: Error) => void = () => {};
    let onExit: (code: number) => void = () => {};
    try {
      await new Promise<void>((resolve, reject) => {
        onMessage = (reply) => {
          if ('ready' in reply && reply.ready) resolve();
          else if ('ready' in reply) reject(fromWireError(reply.error));
        };
        onError = reject;
        onExit = (code) => reject(new Error(`The database thread ended (exit code ${code}).`));
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        if (spare) {
          spare.ref();
          spare.postMessage({ op: 'open', options: withWasm } satisfies Request);
        }
      });
    } catch (err) {
      await worker.terminate();
      throw err;
    } finally {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    }
    return new PgliteThread(worker, inMemory, onFailure);
  }

  /** The thread died (a WebAssembly abort, say): every statement under way and to come fails. */
  #fail(cause: Error) {
    if (this.#failure) return;
    this.#failure = new Error(`The embedded database stopped: ${cause.message}`, { cause });
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
    this.onFailure(this.#failure);
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('The embedded database is closed.'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.ref();
      this.#worker.postMessage({ ...request, id });
    });
  }

  async #query<T>(
    tx: number | undefined,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const wire = await this.#call<WireResults>({
      op: 'query',
      text,
      params,
      options: await wireOptions(options),
      tx,
    });
    return fromWire<T>(wire, options);
  }

  async #exec(tx: number | undefined, text: string, options: QueryOptions | undefined) {
    const wire = await this.#call<WireResults[]>({
      op: 'exec',
      text,
      options: await wireOptions(options),
      tx,
    });
    return wire.map((r) => fromWire<Record<string, unknown>>(r, options));
  }

  /** One statement with its parameters (PostgreSQL's extended protocol). */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  /** One or more statements without parameters (the simple protocol). */
  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, text, options);
  }

  /**
   * Runs `work` in a transaction: committed when it returns, rolled back when it throws (or
   * calls rollback). Statements from elsewhere wait until it ends.
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextTransaction++;
    await this.#call({ op: 'begin', tx: id });
    let closed = false;
    const ensureOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const finish = async (commit: boolean) => {
      closed = true;
      await this.#call({ op: 'end', tx: id, commit });
    };
    const tx: ThreadTransaction = {
      query: async (text, params = [], options) => {
        ensureOpen();
        return this.#query(id, text, params, options);
      },
      exec: async (text, options) => {
        ensureOpen();
        return this.#exec(id, text, options);
      },
      rollback: async () => {
        ensureOpen();
        await finish(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (err) {
      if (!closed) await finish(false);
      throw err;
    }
    if (!closed) await finish(true);
    return result;
  }

  /**
   * Closes PGlite (its files complete on disk) and ends the thread; an in-memory database's thread
   * may be kept for the next in-memory database instead (see spareThreads).
   */
  async close(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    let closedCleanly = false;
    try {
      if (!this.#failure) {
        await this.#call({ op: 'close' });
        closedCleanly = true;
      }
    } finally {
      this.#closed = true;
      const worker = this.#worker;
      worker
        .off('message', this.#listeners.message)
        .off('error', this.#listeners.error)
        .off('exit', this.#listeners.exit);
      if (!(closedCleanly && this.#inMemory && keepSpare(worker))) await worker.terminate();
    }
  }
}
