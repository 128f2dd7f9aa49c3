// The bulk-load transaction on either driver: COPY from a Blob ('/dev/blob') on PGlite (on this
// thread or its own), COPY FROM STDIN on node-postgres.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppDb } from '../connection';
import { PgliteThread } from '../pglite-thread';

/** The seeding transaction: plain SQL, and COPY text loaded into a table. */
export interface BulkSession {
  /** The embedded database (PGlite): one connection, one transaction at a time, a superuser. */
  embedded: boolean;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** `freeze`: the table was emptied in this transaction, so rows may go in frozen. */
  copyRows(
    table: string,
    columns: readonly string[],
    rows: Uint8Array<ArrayBuffer>,
    freeze: boolean,
  ): Promise<void>;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const copyStatement = (
  table: string,
  columns: readonly string[],
  source: string,
  freeze: boolean,
) =>
  `copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) from ${source}${freeze ? ' with (freeze)' : ''}`;

/**
 * The batch as PGlite reads it for COPY … FROM '/dev/blob': it asks the blob for its bytes with
 * `arrayBuffer()` and nothing else. A real Blob would copy the batch twice, into memory Node
 * keeps outside V8's heap, so V8 never counts it toward a collection: a seed whose main thread
 * allocates little (its rows made on a worker) piled up hundreds of megabytes of such copies.
 * This hands PGlite an ArrayBuffer V8 counts, copied at most once.
 */
function batchBlob(rows: Uint8Array<ArrayBuffer>): Blob {
  // The batch's own bytes when they fill their buffer (an encoder's output); else a copy of the
  // batch alone (Buffer#slice would share the whole buffer).
  const bytes =
    rows.byteOffset === 0 && rows.byteLength === rows.buffer.byteLength
      ? rows.buffer
      : new Uint8Array(rows).buffer;
  return {
    size: bytes.byteLength,
    arrayBuffer: () => Promise.resolve(bytes),
  } satisfies Pick<Blob, 'size' | 'arrayBuffer'> as unknown as Blob;
}

/** Runs `work` in one transaction on the driver behind `db`, committing only if it succeeds. */
export async function inBulkTransaction<T>(
  db: AppDb,
  work: (session: BulkSession) => Promise<T>,
): Promise<T> {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite || client instanceof PgliteThread) {
    const embedded = client as Pick<PgliteThread, 'transaction'>;
    return embedded.transaction((tx) =>
      work({
        embedded: true,
        query: async <R>(text: string, params?: unknown[]) =>
          (await tx.query<R>(text, params)).rows,
        copyRows: async (table, columns, rows, freeze) => {
          await tx.query(copyStatement(table, columns, `'/dev/blob'`, freeze), [], {
            blob: batchBlob(rows),
          });
        },
      }),
    );
  }
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken: Error | undefined;
    try {
      return await inPgTransaction(connection, work);
    } catch (err) {
      broken = err as Error;
      throw err;
    } finally {
      // A connection that failed mid-COPY is not handed to the next caller.
      connection.release(broken);
    }
  }
  if (client instanceof pg.Client) return inPgTransaction(client, work);
  throw new Error('Seeding needs a PGlite or node-postgres database.');
}

async function inPgTransaction<T>(
  client: pg.PoolClient | pg.Client,
  work: (session: BulkSession) => Promise<T>,
): Promise<T> {
  await client.query('begin');
  try {
    const result = await work({
      embedded: false,
      query: async <R>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as R[],
      copyRows: (table, columns, rows, freeze) =>
        copyFromStdin(client, copyStatement(table, columns, 'stdin', freeze), rows),
    });
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
}

/** The part of node-postgres' connection that speaks the COPY sub-protocol. */
interface CopyConnection {
  sendCopyFromChunk(chunk: Uint8Array): void;
  endCopyFrom(): void;
}

/**
 * COPY … FROM STDIN without an extra package: node-postgres hands a query the connection when
 * the server asks for COPY data, and this one answers with the rows.
 */
class CopyFromStdin extends pg.Query {
  constructor(
    text: string,
    private readonly data: Buffer,
    callback: (err: Error | undefined) => void,
  ) {
    super(text, undefined, callback);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    const CHUNK = 1 << 20;
    for (let at = 0; at < this.data.length; at += CHUNK) {
      connection.sendCopyFromChunk(this.data.subarray(at, at + CHUNK));
    }
    connection.endCopyFrom();
  }
}

function copyFromStdin(client: pg.ClientBase, statement: string, rows: Uint8Array): Promise<void> {
  // The driver's connection writes Buffers only; a plain Uint8Array (TextEncoder's) is viewed as one.
  const data = Buffer.isBuffer(rows)
    ? rows
    : Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength);
  return new Promise((resolve, reject) => {
    void client.query(new CopyFromStdin(statement, data, (err) => (err ? reject(err) : resolve())));
  });
}
