// CSV records from text that arrives in pieces (RFC 4180: quoted cells, doubled quotes, CRLF,
// LF or CR line ends, line breaks inside quotes). A cell or a row that grows past its limit is
// refused while it grows, so a malformed file cannot fill the memory.
import { IMPORT_ERRORS as E, ImportProblem } from './failures';

export interface CsvLimits {
  /** Characters in one cell. */
  maxField: number;
  /** Cells in one row. */
  maxColumns: number;
}

const COMMA = 0x2c;
const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote inside a quoted cell: either the first of a doubled quote or the closing one. */
  QuoteInQuoted,
}

export class CsvTokenizer {
  private fields: string[] = [];
  private field = '';
  private state = State.FieldStart;
  private afterCr = false;
  /** Records completed so far; also the 0-based number of the record being read. */
  records = 0;

  constructor(private readonly limits: CsvLimits) {}

  /**
   * Reads a piece of text, handing each record to `onRecord` as soon as it is complete, so that
   * a problem later in the same piece still finds the records before it handled.
   */
  push(text: string, onRecord: (record: string[]) => void): void {
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (this.afterCr) {
        this.afterCr = false;
        if (text.charCodeAt(i) === LF) {
          i++;
          continue;
        }
      }
      switch (this.state) {
        case State.FieldStart:
          if (text.charCodeAt(i) === QUOTE) {
            this.state = State.Quoted;
            i++;
          } else {
            this.state = State.Unquoted;
          }
          break;
        case State.Unquoted:
          i = this.unquoted(text, i, onRecord);
          break;
        case State.Quoted: {
          const j = text.indexOf('"', i);
          const end = j < 0 ? n : j;
          this.append(text, i, end);
          if (j >= 0) this.state = State.QuoteInQuoted;
          i = j < 0 ? n : j + 1;
          break;
        }
        case State.QuoteInQuoted:
          if (text.charCodeAt(i) === QUOTE) {
            this.append('"', 0, 1);
            this.state = State.Quoted;
            i++;
          } else {
            // Text after a closing quote is kept as it is, as spreadsheet programs read it.
            this.state = State.Unquoted;
          }
          break;
      }
    }
  }

  /** Reads an unquoted field from i to a comma or a line break; answers where to go on. */
  private unquoted(text: string, i: number, onRecord: (record: string[]) => void): number {
    const n = text.length;
    let j = i;
    for (; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c === COMMA || c === CR || c === LF) break;
    }
    this.append(text, i, j);
    if (j === n) return n;
    const c = text.charCodeAt(j);
    this.endField();
    if (c !== COMMA) {
      this.endRecord(onRecord);
      this.afterCr = c === CR;
    }
    this.state = State.FieldStart;
    return j + 1;
  }

  /** The last record, when the text does not end with a line break. */
  end(onRecord: (record: string[]) => void): void {
    if (this.state === State.Quoted) {
      throw new ImportProblem('ValidatingFailed', E.unclosedQuote, {}, this.records);
    }
    if (this.state !== State.FieldStart || this.fields.length > 0) {
      this.endField();
      this.endRecord(onRecord);
    }
  }

  private append(text: string, from: number, to: number): void {
    if (to <= from) return;
    if (this.field.length + (to - from) > this.limits.maxField) {
      // An open quote swallowing the following lines is the usual cause of a giant cell.
      const swallowed =
        this.state === State.Quoted && /[\r\n]/.test(this.field + text.slice(from, to));
      throw swallowed
        ? new ImportProblem('ValidatingFailed', E.unclosedQuote, {}, this.records)
        : new ImportProblem(
            'ValidatingFailed',
            E.fieldTooLong,
            { column: String(this.fields.length + 1), max: String(this.limits.maxField) },
            this.records,
          );
    }
    this.field += text.slice(from, to);
  }

  private endField(): void {
    if (this.fields.length >= this.limits.maxColumns) {
      throw new ImportProblem(
        'ValidatingFailed',
        E.tooManyColumns,
        { max: String(this.limits.maxColumns) },
        this.records,
      );
    }
    this.fields.push(this.field);
    this.field = '';
  }

  private endRecord(onRecord: (record: string[]) => void): void {
    const record = this.fields;
    this.fields = [];
    this.records++;
    onRecord(record);
  }
}
