// Bulk loading for the seed: rows go in through COPY (PostgreSQL's text format) on both drivers
// (PGlite reads a Blob as '/dev/blob'; node-postgres sends COPY FROM STDIN), in one transaction.
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { AppDb } from './connection';

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

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

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
  if (client instanceof PGlite) {
    return client.transaction((tx) =>
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
 * Lines of COPY text written into one byte buffer that is cleared and reused from batch to
 * batch, so a batch leaves neither a long string nor a new buffer on V8's heap.
 */
export class CopyLines {
  private buffer = Buffer.allocUnsafeSlow(256 * 1024);
  private used = 0;

  clear(): void {
    this.used = 0;
  }

  get empty(): boolean {
    return this.used === 0;
  }

  /** One line, without its newline. */
  add(line: string): void {
    const size = Buffer.byteLength(line) + 1;
    if (this.used + size > this.buffer.length) {
      const larger = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.used + size));
      this.buffer.copy(larger, 0, 0, this.used);
      this.buffer = larger;
    }
    this.used += this.buffer.write(line, this.used);
    this.buffer[this.used++] = NEWLINE;
  }

  /** The lines so far; valid until the next clear or add. */
  bytes(): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.buffer.buffer, this.buffer.byteOffset, this.used);
  }
}

/** The text addJson was given is not one JSON object. */
export class NotARowError extends Error {
  constructor() {
    super('not a JSON object');
  }
}

// Bytes the fast path reads and writes.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN = 0x7b;
const CLOSE = 0x7d;
const MINUS = 0x2d;
const ZERO = 0x30;
const NINE = 0x39;
const TAB = 0x09;
const NEWLINE = 0x0a;
const isSpace = (b: number) => b === 0x20 || b === TAB || b === 0x0d || b === NEWLINE;

/** Where a fast-path field's text is: a range of the input line, or one of these. */
const ABSENT = -1;
const TRUE = -2;
const FALSE = -3;
const NULL = -4;
const LITERALS: [number, Buffer, Buffer][] = [
  [TRUE, Buffer.from('true'), Buffer.from('t')],
  [FALSE, Buffer.from('false'), Buffer.from('f')],
  [NULL, Buffer.from('null'), Buffer.from('\\N')],
];

/** Whether `b[start, end)` holds the bytes of `text` (a loop: no call into Node per field). */
function bytesEqual(text: Buffer, b: Buffer, start: number, end: number): boolean {
  if (text.length !== end - start) return false;
  for (let j = 0; j < text.length; j++) if (text[j] !== b[start + j]) return false;
  return true;
}

/** Copies `from[start, end)` to `to` at `at` and returns the new end (short fields: a loop). */
function put(to: Buffer, at: number, from: Buffer, start: number, end: number): number {
  for (let j = start; j < end; j++) to[at++] = from[j]!;
  return at;
}

/**
 * Gathers rows into COPY batches of about `batchBytes`, written straight into a byte buffer so
 * that millions of rows leave little for the garbage collector. `add` takes a row object;
 * `addJson` takes one row as the JSON text the fixture files hold, and reads the common flat
 * case (strings without escapes, integers, booleans, nulls) without parsing it into an object.
 * Neither copies anything: `send` copies the full batches (and with `all`, the last one too),
 * so that the caller awaits once per chunk of rows, not once per row.
 */
export class CopyBatcher {
  private readonly index: Map<string, number>;
  private readonly keys: Buffer[];
  /** The column of each field position in the last row, tried first for the next one. */
  private readonly order: Int32Array;
  private readonly fills: (Buffer | null)[];
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  /** The columns a row leaves to the database (see ShapeColumn.fill); they end a batch. */
  private omitted = '';
  private buffer: Buffer<ArrayBuffer>;
  private used = 0;
  private ready: { columns: string[]; rows: Uint8Array<ArrayBuffer> }[] = [];
  rows = 0;

  constructor(
    private readonly shape: RowShape,
    private readonly copy: (columns: string[], rows: Uint8Array<ArrayBuffer>) => Promise<void>,
    private readonly batchBytes = 4 << 20,
    /** A free buffer of batchBytes for the next batch (one a finished batch handed back). */
    private readonly freeBuffer: () => Buffer<ArrayBuffer> | undefined = () => undefined,
  ) {
    this.index = new Map(shape.columns.map((c, i) => [c.key, i]));
    this.keys = shape.columns.map((c) => Buffer.from(c.key));
    this.order = new Int32Array(shape.columns.length + 1);
    this.fills = shape.columns.map((c) => (c.fill === null ? null : Buffer.from(c.fill)));
    this.starts = new Int32Array(shape.columns.length);
    this.ends = new Int32Array(shape.columns.length);
    this.buffer = this.freeBuffer() ?? Buffer.allocUnsafe(batchBytes);
  }

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
      const unknown = Object.keys(row).find((k) => !this.index.has(k));
      throw new Error(`A ${this.shape.table} row has a field the table does not: ${unknown}`);
    }
    if (omitted !== this.omitted) {
      this.close();
      this.omitted = omitted;
    }
    const size = Buffer.byteLength(line) + 1;
    this.reserve(size);
    this.used += this.buffer.write(line, this.used);
    this.buffer[this.used++] = NEWLINE;
    this.rows++;
  }

  /** One row given as the text of a JSON object, `json[start, end)`. */
  addJson(json: Buffer, start: number, end: number): void {
    if (!this.scan(json, start, end)) {
      let row: unknown;
      try {
        row = JSON.parse(json.toString('utf8', start, end));
      } catch {
        row = undefined;
      }
      if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new NotARowError();
      this.add(row as Record<string, unknown>);
      return;
    }
    if (this.omitted !== '') {
      this.close();
      this.omitted = '';
    }
    const columns = this.fills.length;
    let size = columns;
    for (let i = 0; i < columns; i++) {
      const s = this.starts[i]!;
      size += s >= 0 ? this.ends[i]! - s : s === ABSENT ? this.fills[i]!.length : 2;
    }
    this.reserve(size);
    const out = this.buffer;
    let at = this.used;
    for (let i = 0; i < columns; i++) {
      if (i > 0) out[at++] = TAB;
      const s = this.starts[i]!;
      if (s >= 0) at = put(out, at, json, s, this.ends[i]!);
      else if (s === ABSENT) at = put(out, at, this.fills[i]!, 0, this.fills[i]!.length);
      else {
        const text = LITERALS.find(([code]) => code === s)![2];
        at = put(out, at, text, 0, text.length);
      }
    }
    out[at++] = NEWLINE;
    this.used = at;
    this.rows++;
  }

  /**
   * Reads a flat JSON object into `starts`/`ends` by column: a string's bytes as they are (no
   * escapes in it, so they are already COPY text), an integer's digits, or a literal. False
   * when the row needs JSON.parse: escapes, other numbers, nested or JSON columns, unknown
   * fields, a left-out field the database must fill, or anything malformed.
   */
  private scan(b: Buffer, start: number, end: number): boolean {
    const { starts, ends } = this;
    starts.fill(ABSENT);
    let field = 0;
    let i = start;
    while (i < end && isSpace(b[i]!)) i++;
    if (b[i] !== OPEN) return false;
    i++;
    while (i < end && isSpace(b[i]!)) i++;
    if (b[i] === CLOSE) i++;
    else {
      for (;;) {
        if (b[i] !== QUOTE) return false;
        const keyStart = ++i;
        while (i < end && b[i] !== QUOTE) {
          if (b[i] === BACKSLASH || b[i]! < 0x20) return false;
          i++;
        }
        if (i >= end) return false;
        const column = this.column(b, keyStart, i, field++);
        if (column === -1 || this.shape.columns[column]!.json) return false;
        i++;
        while (i < end && isSpace(b[i]!)) i++;
        if (b[i] !== COLON) return false;
        i++;
        while (i < end && isSpace(b[i]!)) i++;
        const first = b[i];
        if (first === QUOTE) {
          const valueStart = ++i;
          while (i < end && b[i] !== QUOTE) {
            // A backslash escapes in JSON and in COPY text alike, differently: JSON.parse it.
            if (b[i] === BACKSLASH || b[i]! < 0x20) return false;
            i++;
          }
          if (i >= end) return false;
          starts[column] = valueStart;
          ends[column] = i;
          i++;
        } else if (first === MINUS || (first! >= ZERO && first! <= NINE)) {
          const valueStart = i;
          if (b[i] === MINUS) i++;
          const digitsStart = i;
          while (i < end && b[i]! >= ZERO && b[i]! <= NINE) i++;
          const digits = i - digitsStart;
          // Integers as JSON writes them, short enough to be exact; anything else is parsed.
          if (digits === 0 || digits > 15 || (digits > 1 && b[digitsStart] === ZERO)) return false;
          starts[column] = valueStart;
          ends[column] = i;
        } else {
          const literal = LITERALS.find(([, text]) => bytesEqual(text, b, i, i + text.length));
          if (!literal) return false;
          starts[column] = literal[0];
          i += literal[1].length;
        }
        while (i < end && isSpace(b[i]!)) i++;
        if (b[i] === CLOSE) {
          i++;
          break;
        }
        if (b[i] !== COMMA) return false;
        i++;
        while (i < end && isSpace(b[i]!)) i++;
      }
    }
    while (i < end && isSpace(b[i]!)) i++;
    if (i !== end) return false;
    for (let c = 0; c < starts.length; c++) {
      if (starts[c] === ABSENT && this.fills[c] === null) return false;
    }
    return true;
  }

  /** The column named by `b[start, end)`, or -1; the field's column in the last row first. */
  private column(b: Buffer, start: number, end: number, field: number): number {
    const keys = this.keys;
    const guess = field < this.order.length ? this.order[field]! : 0;
    if (bytesEqual(keys[guess]!, b, start, end)) return guess;
    for (let c = 0; c < keys.length; c++) {
      if (bytesEqual(keys[c]!, b, start, end)) {
        if (field < this.order.length) this.order[field] = c;
        return c;
      }
    }
    return -1;
  }

  async send(all = false): Promise<void> {
    if (all) this.close();
    for (let batch = this.ready.shift(); batch; batch = this.ready.shift()) {
      await this.copy(batch.columns, batch.rows);
    }
  }

  /** Room for a row of `size` bytes, in this batch or a new one. */
  private reserve(size: number): void {
    if (this.used + size <= this.buffer.length) return;
    this.close();
    if (size > this.buffer.length) this.buffer = Buffer.allocUnsafe(size);
  }

  private close(): void {
    if (this.used === 0) return;
    const omitted = new Set(this.omitted.split(',').filter(Boolean).map(Number));
    this.ready.push({
      columns: this.shape.columns.filter((_, i) => !omitted.has(i)).map((c) => c.column),
      rows: this.buffer.subarray(0, this.used),
    });
    this.buffer = this.freeBuffer() ?? Buffer.allocUnsafe(this.batchBytes);
    this.used = 0;
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
 * table is checked in one join instead of one lookup per row. Primary keys go too, except those
 * (and any index) a foreign key depends on. Partial indexes stay: they hold the few rows their
 * condition picks (the imported history, none of the seeded), so keeping them costs a test of
 * the condition per row, where building one afterwards reads the whole table (1.6 s for the
 * 4-million-row history at 10,000 participants). It also truncates the empty tables nothing
 * refers to (`truncated`): rows copied into a table emptied in the same transaction may go in frozen, and
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
                                and k.contype in ('p', 'u', 'x')
      where x.indrelid = any($1::text[]::regclass[])
        and x.indpred is null
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
