// Bulk loading for the seed: rows go in through COPY (PostgreSQL's text format) on both drivers
// (PGlite reads a Blob as '/dev/blob'; node-postgres sends COPY FROM STDIN), in one transaction.
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { AppDb } from './connection';

/** The seeding transaction: plain SQL, and COPY text loaded into a table. */
export interface BulkSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** `freeze`: the table was emptied in this transaction, so rows may go in frozen. */
  copyText(table: string, columns: readonly string[], text: string, freeze: boolean): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const copyStatement = (
  table: string,
  columns: readonly string[],
  source: string,
  freeze: boolean,
) =>
  `copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) from ${source}${freeze ? ' with (freeze)' : ''}`;

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
        copyText: async (table, columns, text, freeze) => {
          await tx.query(copyStatement(table, columns, `'/dev/blob'`, freeze), [], {
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
      copyText: (table, columns, text, freeze) =>
        copyFromStdin(client, copyStatement(table, columns, 'stdin', freeze), text),
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

interface ShapeColumn {
  /** The row's field (drizzle's name). */
  key: string;
  column: string;
  json: boolean;
  /**
   * The COPY text of the column's default, given when a row leaves the field out; null when the
   * default differs from row to row (a sequence) and must be left to the database.
   */
  fill: string | null;
}

/** How a table's rows become COPY text. */
export interface RowShape {
  table: string;
  columns: ShapeColumn[];
}

/** A default that is a call (a sequence, a random value) rather than a constant or now(). */
const CALL = /\b(?!now\b)[a-z_][a-z0-9_.]*\s*\(/i;

/**
 * A table's columns with the defaults that fill the fields a row leaves out, as an insert would
 * (now() is the same for every row of a transaction, so it is read once). Filling them, rather
 * than leaving such columns out, keeps one column list, hence one COPY batch, for rows that name
 * different fields.
 */
export async function rowShape(session: BulkSession, table: Table): Promise<RowShape> {
  const name = getTableName(table);
  const catalog = await session.query<{ column: string; expr: string | null }>(
    `select a.attname as column, pg_get_expr(d.adbin, d.adrelid) as expr
       from pg_attribute a
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''`,
    [quoteIdent(name)],
  );
  const defaults = new Map(catalog.map((c) => [c.column, c.expr]));
  const columns: ShapeColumn[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!defaults.has(column.name)) {
      throw new Error(`The table ${name} has no column ${column.name}: migrate the database.`);
    }
    const expr = defaults.get(column.name);
    let fill: string | null = '\\N';
    if (expr && CALL.test(expr)) fill = null;
    else if (expr) {
      const [row] = await session.query<{ v: string | null }>(`select (${expr})::text as v`);
      fill = row!.v === null ? '\\N' : escapeText(row!.v);
    }
    columns.push({ key, column: column.name, json: column.dataType === 'json', fill });
  }
  return { table: name, columns };
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
 * Gathers rows into COPY batches of about `batchBytes` of text. `add` only gathers; `send`
 * copies the full batches (and with `all`, the last one too), so that the caller awaits once per
 * chunk of rows, not once per row.
 */
export class CopyBatcher {
  /** The columns a row leaves to the database (see ShapeColumn.fill); they end a batch. */
  private omitted = '';
  private lines: string[] = [];
  private size = 0;
  private ready: { columns: string[]; text: string }[] = [];
  rows = 0;

  constructor(
    private readonly shape: RowShape,
    private readonly copy: (columns: string[], text: string) => Promise<void>,
    private readonly batchBytes = 4 << 20,
  ) {}

  add(row: Record<string, unknown>): void {
    const columns = this.shape.columns;
    let line = '';
    let given = 0;
    let emitted = 0;
    let omitted = '';
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!;
      const value = row[column.key];
      let field: string;
      if (value !== undefined) {
        given++;
        field = copyField(value, column.json);
      } else if (column.fill !== null) {
        field = column.fill;
      } else {
        omitted += `${i},`;
        continue;
      }
      line += emitted++ === 0 ? field : `\t${field}`;
    }
    let fields = 0;
    for (const key in row) if (row[key] !== undefined) fields++;
    if (fields !== given) {
      const known = new Set(columns.map((c) => c.key));
      const unknown = Object.keys(row).find((k) => !known.has(k));
      throw new Error(`A ${this.shape.table} row has a field the table does not: ${unknown}`);
    }
    if (omitted !== this.omitted) {
      this.close();
      this.omitted = omitted;
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
    const omitted = new Set(this.omitted.split(',').filter(Boolean).map(Number));
    this.ready.push({
      columns: this.shape.columns.filter((_, i) => !omitted.has(i)).map((c) => c.column),
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
 * Readies empty tables for a bulk load in the current transaction, which leaves the schema as it
 * was if it fails. It drops the foreign keys and secondary indexes (unique ones too) of the
 * tables and returns `rebuild`, which makes them again: an index built once over the loaded rows
 * is several times faster than one kept up to date row by row, and a foreign key added to a full
 * table is checked in one join instead of one lookup per row. Primary keys stay, and so does any
 * index a foreign key depends on. It also truncates the empty tables nothing refers to
 * (`truncated`): rows copied into a table emptied in the same transaction may go in frozen, and
 * with wal_level minimal (the embedded database while it is first built) skip the write-ahead
 * log, which is most of PGlite's cost of a row.
 */
export async function prepareForLoad(session: BulkSession, tables: readonly string[]) {
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
  // TRUNCATE refuses a table another table's foreign key points at, even an empty one.
  const unreferenced = await session.query<{ tbl: string }>(
    `select t.oid::regclass::text as tbl
       from unnest($1::text[]::regclass[]) as t(oid)
      where not exists (select 1 from pg_constraint f
                         where f.contype = 'f' and f.confrelid = t.oid)`,
    [tables],
  );
  const truncated = new Set<string>();
  for (const { tbl } of unreferenced) {
    const [row] = await session.query<{ empty: boolean }>(
      `select not exists (select 1 from ${tbl}) as empty`,
    );
    if (!row!.empty) continue;
    await session.query(`truncate ${tbl}`);
    truncated.add(tbl);
  }
  return {
    truncated,
    async rebuild(): Promise<void> {
      for (const d of deferred) await session.query(d.create);
    },
  };
}
