// The database thread: one PGlite instance, answering the request thread's messages (index.ts).
// PGlite runs one statement at a time; its own locks keep a transaction's statements together
// and make every other statement wait for the transaction to end.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type PGliteOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../pgliteExtensions';
import { textTypesByDefault } from '../pgliteParsers';
import { OneExchangeReads } from './oneExchange';
import type * as wire from './protocol';

const port = parentPort!;
const options = workerData as wire.ThreadOptions;

/** Thrown inside PGlite's transaction to make it roll back; not an error for the caller. */
const ROLL_BACK = Symbol('roll back');

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
}
const open = new Map<number, OpenTransaction>();
/** Each open transaction's end: settles once PGlite has committed or rolled it back. */
const ending = new Map<number, Promise<void>>();

const identity = (value: unknown) => value;

/** A call's options for PGlite, its parsers passed on as pgliteParsers.ts says (drizzle's dropped). */
function queryOptions(sent: wire.WireQueryOptions) {
  return adaptParsers({
    rowMode: sent.rowMode,
    paramTypes: sent.paramTypes,
    blob: sent.blob ? new Blob([sent.blob]) : undefined,
    parsers: sent.rawTypes && Object.fromEntries(sent.rawTypes.map((t) => [t, identity])),
  });
}

async function toWire(results: Results): Promise<wire.WireResults> {
  return {
    rows: results.rows,
    affectedRows: results.affectedRows,
    fields: results.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    blob: results.blob ? await results.blob.arrayBuffer() : undefined,
  };
}

function wireError(err: unknown): wire.WireError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}

/** The transaction `id` names, or PGlite itself for a statement outside any. */
function target(id: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (id === undefined) return client;
  const entry = open.get(id);
  if (!entry) throw new Error('Transaction is closed');
  return entry.tx;
}

/** Opens a transaction under `id`: resolves once BEGIN has run, rejects if it fails. */
function begin(id: number): Promise<void> {
  return new Promise((started, failed) => {
    const done = client
      .transaction(async (tx) => {
        const commit = await new Promise<boolean>((end) => {
          open.set(id, { tx, end });
          started();
        });
        open.delete(id);
        if (!commit) throw ROLL_BACK;
      })
      .catch((err: unknown) => {
        if (err !== ROLL_BACK) throw err;
      });
    ending.set(id, done);
    done.catch(failed);
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const entry = open.get(id);
  if (!entry) throw new Error('Transaction is closed');
  entry.end(commit);
  try {
    await ending.get(id);
  } finally {
    ending.delete(id);
  }
}

async function handle(request: wire.Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const options = queryOptions(request.options);
      const read =
        request.tx === undefined && reads
          ? await reads.read<Record<string, unknown>>(request.text, request.params, options)
          : undefined;
      return toWire(
        read ?? (await target(request.tx).query(request.text, request.params, options)),
      );
    }
    case 'exec': {
      const results = await target(request.tx).exec(request.text, queryOptions(request.options));
      return Promise.all(results.map(toWire));
    }
    case 'begin':
      return begin(request.tx);
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      return client.close();
  }
}

const pgliteOptions: PGliteOptions = { extensions: PGLITE_EXTENSIONS };
if (options.dataDir) pgliteOptions.dataDir = options.dataDir;
if (options.startParams) pgliteOptions.startParams = options.startParams;
if (options.image) pgliteOptions.loadDataDir = new Blob([options.image]);
if (options.wasmModule) pgliteOptions.pgliteWasmModule = options.wasmModule;
const client = new PGlite(pgliteOptions);
const adaptParsers = textTypesByDefault(client);
// Reads outside a transaction go prepared, in one exchange (oneExchange.ts); the rest as they are.
const reads = OneExchangeReads.usable(client) ? new OneExchangeReads(client) : undefined;

const post = (reply: wire.Reply) => port.postMessage(reply);

// Loaded with require (see deps/workerScript.ts): no top-level await.
client.waitReady.then(
  () => {
    port.on('message', (request: wire.Request & { id: number }) => {
      handle(request).then(
        (value) => post({ id: request.id, ok: true, value }),
        (err: unknown) => post({ id: request.id, ok: false, error: wireError(err) }),
      );
    });
    post({ ready: true });
  },
  (err: unknown) => post({ ready: false, error: wireError(err) }),
);
