// Reading the fixture files: one JSON array per table, one row per line, as the generator
// writes them. A large file is turned into COPY text on a worker thread while the database loads
// the batches already made, so the two halves of the work share the machine's cores.
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { CopyBatcher, NotARowError, type RowShape } from './bulk-load';
import { tsWorkerScript } from './tsWorker';

/**
 * The rows of a fixture file, about a megabyte at a time. The files hold one JSON array with one
 * row per line, as the generator writes them, so each line but the brackets is one row: a chunk
 * gives each row's JSON text as `bytes[start, end)` (spacing and trailing comma left out) with
 * its line number. The bytes are reused for the next chunk.
 */
function* fileRowTexts(
  file: string,
): Generator<{ bytes: Buffer; ranges: number[]; lineNumbers: number[] }> {
  const fd = fs.openSync(file, 'r');
  try {
    let buffer = Buffer.allocUnsafe(1 << 20);
    let filled = 0;
    let lineNumber = 0;
    for (;;) {
      const read = fs.readSync(fd, buffer, filled, buffer.length - filled, null);
      filled += read;
      const atEnd = read === 0;
      const view = buffer.subarray(0, filled);
      const chunk = { bytes: buffer, ranges: [] as number[], lineNumbers: [] as number[] };
      let lineStart = 0;
      while (lineStart < filled) {
        let lineEnd = view.indexOf(0x0a, lineStart);
        if (lineEnd === -1) {
          if (!atEnd) break; // the rest of this line comes with the next read
          lineEnd = filled;
        }
        lineNumber++;
        const range = rowRange(buffer, lineStart, lineEnd);
        if (range) {
          chunk.ranges.push(range[0], range[1]);
          chunk.lineNumbers.push(lineNumber);
        }
        lineStart = lineEnd + 1;
      }
      if (chunk.lineNumbers.length > 0) yield chunk;
      if (atEnd) return;
      buffer.copyWithin(0, lineStart, filled);
      filled -= Math.min(lineStart, filled);
      if (filled === buffer.length) {
        // One line longer than the buffer: make room for the rest of it.
        const larger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(larger, 0, 0, filled);
        buffer = larger;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

const isSpace = (b: number | undefined) => b === 0x20 || b === 0x09 || b === 0x0d;

/** A line's row text, or undefined for the array's brackets and empty lines. */
function rowRange(bytes: Buffer, start: number, end: number): [number, number] | undefined {
  while (start < end && isSpace(bytes[start])) start++;
  while (end > start && isSpace(bytes[end - 1])) end--;
  if (end > start && bytes[end - 1] === 0x2c /* , */) end--;
  const text = bytes.toString('latin1', start, Math.min(end, start + 2));
  if (start === end || text === '[' || text === ']' || text === '[]') return undefined;
  return [start, end];
}

/** The rows of a fixture file as objects (for the small files readFixtures reads itself). */
export function* fileRows(file: string): Generator<Record<string, unknown>> {
  for (const { bytes, ranges, lineNumbers } of fileRowTexts(file)) {
    for (let k = 0; k < lineNumbers.length; k++) {
      let row: unknown;
      try {
        row = JSON.parse(bytes.toString('utf8', ranges[2 * k], ranges[2 * k + 1]));
      } catch {
        row = undefined;
      }
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw new Error(`${file}, line ${lineNumbers[k]}: ${NOT_A_ROW}`);
      }
      yield row as Record<string, unknown>;
    }
  }
}

const NOT_A_ROW =
  'expected one row (a JSON object) per line, as `npm run fixtures:generate` writes them.';

/** Loads every row of one table's fixture file through `batcher`, the last batch included. */
export async function copyFile(batcher: CopyBatcher, file: string): Promise<void> {
  for (const { bytes, ranges, lineNumbers } of fileRowTexts(file)) {
    for (let k = 0; k < lineNumbers.length; k++) {
      try {
        batcher.addJson(bytes, ranges[2 * k]!, ranges[2 * k + 1]!);
      } catch (err) {
        const message = err instanceof NotARowError ? NOT_A_ROW : (err as Error).message;
        throw new Error(`${file}, line ${lineNumbers[k]}: ${message}`, { cause: err });
      }
    }
    await batcher.send();
  }
  await batcher.send(true);
}

// ---------------------------------------------------------------- on a worker thread

/** What the worker says: a batch of COPY text, the end (with the row count), or a failure. */
type FromWorker =
  | { kind: 'batch'; columns: string[]; rows: Uint8Array<ArrayBuffer> }
  | { kind: 'done'; rows: number }
  | { kind: 'error'; message: string };

export interface WorkerInput {
  shape: RowShape;
  file: string;
}

/** Batches made ahead of the database at most, so memory stays a few batches whatever the file. */
export const BATCHES_AHEAD = 2;
export const BATCH_BYTES = 4 << 20;

type Copy = (columns: string[], rows: Uint8Array<ArrayBuffer>) => Promise<void>;

/**
 * Loads a fixture file through `copy` and resolves with the rows loaded; a bad line or a failed
 * copy rejects. With `onWorker`, the file is read and its COPY text made on a worker thread (at
 * most BATCHES_AHEAD batches ahead) while `copy` loads the batches made, and a failure stops the
 * worker; otherwise (or where no worker can start) all on this thread.
 */
export async function copyFixtureFile(
  shape: RowShape,
  file: string,
  copy: Copy,
  onWorker: boolean,
): Promise<number> {
  const script = onWorker
    ? tsWorkerScript(new URL('./fixtureFile.worker.ts', import.meta.url))
    : undefined;
  if (!script) {
    const batcher = new CopyBatcher(shape, copy);
    await copyFile(batcher, file);
    return batcher.rows;
  }
  return copyInWorker(script, shape, file, copy);
}

async function copyInWorker(
  script: string,
  shape: RowShape,
  file: string,
  copy: Copy,
): Promise<number> {
  const worker = new Worker(script, {
    eval: true,
    workerData: { shape, file } satisfies WorkerInput,
  });
  try {
    return await new Promise<number>((resolve, reject) => {
      let copying = Promise.resolve();
      let settled = false;
      const fail = (err: unknown) => {
        if (settled) return;
        settled = true;
        reject(err instanceof Error ? err : new Error(String(err)));
      };
      worker.on('message', (m: FromWorker) => {
        if (m.kind === 'batch') {
          copying = copying
            .then(async () => {
              if (settled) return;
              await copy(m.columns, m.rows);
              // Loaded: the buffer goes back to the worker for a later batch.
              worker.postMessage(m.rows.buffer, [m.rows.buffer]);
            })
            .catch(fail);
        } else if (m.kind === 'done') {
          void copying.then(() => {
            if (settled) return;
            settled = true;
            resolve(m.rows);
          });
        } else {
          fail(new Error(m.message));
        }
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`reading ${file} stopped (exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
