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

/**
 * The image's bytes as the Blob PGlite's loadDataDir reads: it only asks for them whole. Shared
 * bytes (a SharedArrayBuffer, as the tests pass their template) are read in place; a Blob would
 * copy all of them once more and read them back in chunks, a tenth of a second a database.
 */
function imageBlob(image: Uint8Array): Blob {
  const whole = image.byteOffset === 0 && image.byteLength === image.buffer.byteLength;
  const bytes = whole ? image.buffer : image.slice().buffer;
  return {
    type: 'application/x-tar',
    size: image.byteLength,
    arrayBuffer: () => Promise.resolve(bytes),
  } as Blob;
}

let client: PGlite;
let adaptParsers: ReturnType<typeof textTypesByDefault>;
/** Reads outside a transaction go prepared, in one exchange (oneExchange.ts); the rest as they are. */
let reads: OneExchangeReads | undefined;

/** Opens PGlite as `options` say; the statements that come next go to it. */
function start(options: wire.ThreadOptions): Promise<void> {
  const pgliteOptions: PGliteOptions = { extensions: PGLITE_EXTENSIONS };
  if (options.dataDir) pgliteOptions.dataDir = options.dataDir;
  if (options.startParams) pgliteOptions.startParams = options.startParams;
  if (options.image) pgliteOptions.loadDataDir = imageBlob(options.image);
  if (options.wasmModule) pgliteOptions.pgliteWasmModule = options.wasmModule;
  open.clear();
  ending.clear();
  client = new PGlite(pgliteOptions);
  adaptParsers = textTypesByDefault(client);
  reads = OneExchangeReads.usable(client) ? new OneExchangeReads(client) : undefined;
  return client.waitReady;
}

const post = (reply: wire.Reply) => port.postMessage(reply);
const opened = (ready: Promise<void>) =>
  ready.then(
    () => post({ ready: true }),
    (err: unknown) => post({ ready: false, error: wireError(err) }),
  );

port.on('message', (request: wire.Request & { id: number }) => {
  // An in-memory database's thread, its database closed, can be given the next one (index.ts).
  if (request.op === 'open') {
    void opened(start(request.options));
    return;
  }
  handle(request).then(
    (value) => post({ id: request.id, ok: true, value }),
    (err: unknown) => post({ id: request.id, ok: false, error: wireError(err) }),
  );
});
// Loaded with require (see deps/workerScript.ts): no top-level await.
void opened(start(workerData as wire.ThreadOptions));
