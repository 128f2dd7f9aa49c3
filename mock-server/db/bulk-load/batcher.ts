// Rows gathered into COPY batches, from row objects or straight from the JSON text of a fixture
// file's line.
import { NEWLINE, copyField, type RowShape } from './copyText';

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
    const { starts } = this;
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
        i = this.value(b, i, end, column);
        if (i === -1) return false;
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

  /**
   * Reads the value at `b[i]` into the column's `starts`/`ends` (a string's bytes without
   * escapes, a short integer's digits, or a literal) and answers where it ends, or -1 when the
   * row needs JSON.parse.
   */
  private value(b: Buffer, i: number, end: number, column: number): number {
    const { starts, ends } = this;
    const first = b[i];
    if (first === QUOTE) {
      const valueStart = ++i;
      while (i < end && b[i] !== QUOTE) {
        // A backslash escapes in JSON and in COPY text alike, differently: JSON.parse it.
        if (b[i] === BACKSLASH || b[i]! < 0x20) return -1;
        i++;
      }
      if (i >= end) return -1;
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
      if (digits === 0 || digits > 15 || (digits > 1 && b[digitsStart] === ZERO)) return -1;
      starts[column] = valueStart;
      ends[column] = i;
    } else {
      const literal = LITERALS.find(([, text]) => bytesEqual(text, b, i, i + text.length));
      if (!literal) return -1;
      starts[column] = literal[0];
      i += literal[1].length;
    }
    return i;
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
