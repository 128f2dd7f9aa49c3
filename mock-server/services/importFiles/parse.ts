// Reads a carrier file as a stream and yields its validated rows in batches, so the import can
// stage them batch by batch with flat memory. The first problem refuses the whole file: an
// ImportError with the progress record's failType, failInfo and failIndex (DESIGN 5.4).
import type { ImportFileKind } from '../../../src/domain/enums';
import { decodeCarrierFile, type ByteSource } from './decode';
import { normalizeHeader } from './fields';
import { IMPORT_ERRORS as E, ImportError, ImportProblem, failureAt } from './failures';
import { FILE_SPECS, type FileSpec, type ImportRow, type RowOf } from './rows';
import { CsvTokenizer } from './tokenize';

export interface ParseOptions {
  /** Rows per yielded batch. */
  batchSize?: number;
  /** Characters in one cell (DESIGN 8: huge fields are refused, not buffered). */
  maxFieldLength?: number;
  /** Cells in one row. */
  maxColumns?: number;
}

export const DEFAULT_PARSE_OPTIONS: Required<ParseOptions> = {
  batchSize: 1000,
  maxFieldLength: 1000,
  maxColumns: 200,
};

const isBlank = (record: readonly string[]) => record.every((cell) => !cell.trim());

interface Header {
  /** Record number of the header line (blank lines may come before it). */
  record: number;
  /** Column position of each required header. */
  positions: Map<string, number>;
  /** The header texts as written, to name a column in a failure. */
  names: readonly string[];
}

function readHeader(spec: FileSpec<ImportRow>, record: readonly string[], at: number): Header {
  const byName = new Map<string, number[]>();
  record.forEach((name, position) => {
    const key = normalizeHeader(name);
    byName.set(key, [...(byName.get(key) ?? []), position]);
  });
  const positions = new Map<string, number>();
  const missing: string[] = [];
  for (const column of spec.columns) {
    const found = byName.get(normalizeHeader(column)) ?? [];
    if (found.length > 1) {
      throw new ImportProblem('ValidatingFailed', E.duplicateHeader, { header: column }, at);
    }
    if (found.length === 0) missing.push(column);
    else positions.set(column, found[0]!);
  }
  if (missing.length) {
    throw new ImportProblem(
      'ValidatingFailed',
      E.missingHeaders,
      { headers: missing.join(', ') },
      at,
    );
  }
  return { record: at, positions, names: record.map((name) => name.trim()) };
}

/**
 * The validated rows of a values or transactions file, in batches of `batchSize`. Throws an
 * ImportError at the first problem; rows already yielded belong to a file that is refused, so
 * the caller stages them in one transaction and rolls it back.
 */
export function parseImportFile<K extends ImportFileKind>(
  kind: K,
  source: ByteSource,
  options: ParseOptions = {},
): AsyncGenerator<RowOf<K>[]> {
  return parseWith(FILE_SPECS[kind] as FileSpec<RowOf<K>>, source, options);
}

/**
 * The records of a file, one by one: the header, then each data row validated and checked
 * against the earlier rows for a duplicate. The one structure that grows with the file is a short
 * key and a row number per row, needed to name the earlier row of a duplicate.
 */
class RecordReader<R extends ImportRow> {
  header: Header | undefined;
  dataRows = 0;
  private readonly firstRowOf = new Map<string, number>();

  constructor(private readonly spec: FileSpec<R>) {}

  rowOf(record: number): number {
    return this.header ? record - this.header.record : 0;
  }

  accept(record: string[], at: number): R | undefined {
    if (isBlank(record)) return undefined;
    if (!this.header) {
      this.header = readHeader(this.spec as FileSpec<ImportRow>, record, at);
      return undefined;
    }
    const row = at - this.header.record;
    const { positions } = this.header;
    const cells = (column: string) => record[positions.get(column)!] ?? '';
    let parsed: R;
    try {
      parsed = this.spec.validate(cells, row);
    } catch (error) {
      throw error instanceof ImportProblem ? withRecord(error, at) : error;
    }
    const key = this.spec.duplicateKey(parsed);
    const first = this.firstRowOf.get(key);
    if (first !== undefined) throw withRecord(this.spec.duplicateProblem(parsed, first), at);
    this.firstRowOf.set(key, row);
    this.dataRows++;
    return parsed;
  }
}

async function* parseWith<R extends ImportRow>(
  spec: FileSpec<R>,
  source: ByteSource,
  options: ParseOptions,
): AsyncGenerator<R[]> {
  const { batchSize, maxFieldLength, maxColumns } = { ...DEFAULT_PARSE_OPTIONS, ...options };
  const tokenizer = new CsvTokenizer({ maxField: maxFieldLength, maxColumns });
  const reader = new RecordReader(spec);
  let nextRecord = 0;
  const texts = decodeCarrierFile(source);
  // Rows of the current piece of text, handed out in batches once the piece is read.
  const pending: R[] = [];
  const onRecord = (record: string[]) => {
    const parsed = reader.accept(record, nextRecord++);
    if (parsed) pending.push(parsed);
  };
  try {
    for (let next = await texts.next(); ; next = await texts.next()) {
      if (next.done) tokenizer.end(onRecord);
      else tokenizer.push(next.value, onRecord);
      while (pending.length >= batchSize) yield pending.splice(0, batchSize);
      if (next.done) break;
    }
  } catch (error) {
    if (!(error instanceof ImportProblem)) throw error;
    throw new ImportError(
      failureAt(nameColumn(error, reader.header), reader.rowOf(error.record ?? tokenizer.records)),
    );
  } finally {
    // A caller that stops early (or a failure) releases the upload stream.
    await texts.return(undefined);
  }
  if (!reader.header) {
    throw new ImportError(failureAt(new ImportProblem('ValidatingFailed', E.emptyFile), 0));
  }
  if (reader.dataRows === 0) {
    throw new ImportError(failureAt(new ImportProblem('ValidatingFailed', E.noRows), 0));
  }
  if (pending.length) yield pending;
}

const withRecord = (problem: ImportProblem, record: number) =>
  new ImportProblem(problem.failType, problem.failInfo, problem.values, record);

/** The tokenizer numbers columns; once the header is known, name them as the file does. */
function nameColumn(problem: ImportProblem, header: Header | undefined): ImportProblem {
  const position = Number(problem.values.column) - 1;
  if (problem.failInfo !== E.fieldTooLong || !header || !header.names[position]) return problem;
  return new ImportProblem(
    problem.failType,
    problem.failInfo,
    { ...problem.values, column: header.names[position] },
    problem.record,
  );
}
