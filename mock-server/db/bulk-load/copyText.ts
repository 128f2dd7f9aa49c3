// Rows as COPY text: a table's shape (its columns and the defaults that fill left-out fields),
// one field's text, and lines written into one reused buffer.
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { quoteIdent, type BulkSession } from './session';

/** The byte that ends a line of COPY text. */
export const NEWLINE = 0x0a;

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
