// Bulk loading for the seed: rows go in through COPY (PostgreSQL's text format) on both drivers
// (PGlite reads a Blob as '/dev/blob'; node-postgres sends COPY FROM STDIN), in one transaction.
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { AppDb } from './connection';

/** The seeding transaction: plain SQL, and COPY text loaded into a table. */
export interface BulkSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  copyText(table: string, columns: readonly string[], text: string): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) from ${source}`;

/** Runs `work` in one transaction on the driver behind `db`, committing only if it succeeds. */
export async function inBulkTransaction<T>(
  db: AppDb,
  work: (session: BulkSession) => Promise<T>,
): Promise<T> {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    return client.transaction((tx) =>
      work({
        query: async <R>(text: string, params?: unknown[]) =>
          (await tx.query<R>(text, params)).rows,
        copyText: async (table, columns, text) => {
          await tx.query(copyStatement(table, columns, `'/dev/blob'`), [], {
            blob: new Blob([text]),
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
      query: async <R>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as R[],
      copyText: (table, columns, text) =>
        copyFromStdin(client, copyStatement(table, columns, 'stdin'), text),
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
  sendCopyFromChunk(chunk: Buffer): void;
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

function copyFromStdin(client: pg.ClientBase, statement: string, rows: string): Promise<void> {
  return new Promise((resolve, reject) => {
    void client.query(
      new CopyFromStdin(statement, Buffer.from(rows), (err) => (err ? reject(err) : resolve())),
    );
  });
}

// ---------------------------------------------------------------- rows as COPY text

/** How a table's rows become COPY text: each field's column and whether it holds JSON. */
export interface RowShape {
  table: string;
  fields: Map<string, { column: string; json: boolean }>;
}

export function rowShape(table: Table): RowShape {
  const fields = new Map<string, { column: string; json: boolean }>();
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    fields.set(key, { column: column.name, json: column.dataType === 'json' });
  }
  return { table: getTableName(table), fields };
}

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** Text as COPY reads it: backslash, tab, newline and carriage return escaped. */
const escapeText = (text: string) =>
  SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]!) : text;

/** One field in COPY's text format (\N is NULL). */
export function copyField(value: unknown, json: boolean): string {
  if (value === null || value === undefined) return '\\N';
  if (json) return escapeText(JSON.stringify(value));
  switch (typeof value) {
    case 'string':
      return escapeText(value);
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
  }
  if (value instanceof Date) return value.toISOString();
  // bytea's \x… form, its backslash escaped for the text format.
  if (value instanceof Uint8Array) return `\\\\x${Buffer.from(value).toString('hex')}`;
  throw new Error(`Cannot load the value ${JSON.stringify(value)} into a column.`);
}

/**
 * Gathers rows into COPY batches of about `batchBytes` of text. Rows that leave out a field get
 * the column's default, as an insert would; since COPY names its columns once, a change in the
 * fields present starts a new batch. `add` only gathers; `send` copies the full batches (and
 * with `all`, the last one too), so that the caller awaits once per chunk of rows, not per row.
 */
export class CopyBatcher {
  private keys: string[] = [];
  private signature = '';
  private lines: string[] = [];
  private size = 0;
  private ready: { columns: string[]; text: string }[] = [];
  rows = 0;

  constructor(
    private readonly shape: RowShape,
    private readonly copy: (columns: string[], text: string) => Promise<void>,
    private readonly batchBytes = 8 << 20,
  ) {}

  add(row: Record<string, unknown>): void {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined);
    const signature = keys.join(',');
    if (signature !== this.signature) {
      this.close();
      for (const key of keys) {
        if (!this.shape.fields.has(key)) {
          throw new Error(`A ${this.shape.table} row has a field the table does not: ${key}`);
        }
      }
      this.keys = keys;
      this.signature = signature;
    }
    let line = '';
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      line += (i === 0 ? '' : '\t') + copyField(row[key], this.shape.fields.get(key)!.json);
    }
    this.lines.push(line);
    this.size += line.length + 1;
    this.rows++;
    if (this.size >= this.batchBytes) this.close();
  }

  async send(all = false): Promise<void> {
    if (all) this.close();
    for (let batch = this.ready.shift(); batch; batch = this.ready.shift()) {
      await this.copy(batch.columns, batch.text);
    }
  }

  private close(): void {
    if (this.lines.length === 0) return;
    this.ready.push({
      columns: this.keys.map((k) => this.shape.fields.get(k)!.column),
      text: `${this.lines.join('\n')}\n`,
    });
    this.lines = [];
    this.size = 0;
  }
}

// ---------------------------------------------------------------- indexes built after the load

interface Deferred {
  drop: string;
  create: string;
}

/**
 * Drops the foreign keys and secondary indexes (unique ones too) of the given tables, and
 * returns the statements that build them again. Building an index once over loaded rows is
 * several times faster than keeping it up to date row by row, and a foreign key added to a full
 * table is checked in one join instead of one lookup per row. Primary keys stay, and so does
 * any index a foreign key depends on. All of it happens inside the seeding transaction, so
 * a failed seed leaves the schema as it was.
 */
export async function dropForLoad(session: BulkSession, tables: readonly string[]) {
  const foreignKeys = await session.query<{ tbl: string; name: string; def: string }>(
    `select c.conrelid::regclass::text as tbl, c.conname as name,
            pg_get_constraintdef(c.oid) as def
       from pg_constraint c
      where c.contype = 'f' and c.conrelid = any($1::text[]::regclass[])
      order by c.conrelid, c.conname`,
    [tables],
  );
  const indexes = await session.query<{
    tbl: string;
    name: string;
    def: string;
    constraint_name: string | null;
    constraint_def: string | null;
  }>(
    `select x.indrelid::regclass::text as tbl, x.indexrelid::regclass::text as name,
            pg_get_indexdef(x.indexrelid) as def,
            k.conname as constraint_name, pg_get_constraintdef(k.oid) as constraint_def
       from pg_index x
       left join pg_constraint k on k.conindid = x.indexrelid and k.conrelid = x.indrelid
                                and k.contype in ('u', 'x')
      where x.indrelid = any($1::text[]::regclass[]) and not x.indisprimary
        and not exists (select 1 from pg_constraint f
                         where f.contype = 'f' and f.conindid = x.indexrelid)
      order by x.indrelid, x.indexrelid`,
    [tables],
  );
  const deferred: Deferred[] = [
    ...indexes.map((ix) =>
      ix.constraint_name
        ? {
            drop: `alter table ${ix.tbl} drop constraint ${quoteIdent(ix.constraint_name)}`,
            create: `alter table ${ix.tbl} add constraint ${quoteIdent(ix.constraint_name)} ${ix.constraint_def}`,
          }
        : { drop: `drop index ${ix.name}`, create: ix.def },
    ),
    ...foreignKeys.map((fk) => ({
      drop: `alter table ${fk.tbl} drop constraint ${quoteIdent(fk.name)}`,
      create: `alter table ${fk.tbl} add constraint ${quoteIdent(fk.name)} ${fk.def}`,
    })),
  ];
  // Foreign keys go first: they may lean on an index; they come back last, once it is there.
  for (const d of [...deferred].reverse()) await session.query(d.drop);
  return async function rebuild(): Promise<void> {
    for (const d of deferred) await session.query(d.create);
  };
}
