// Turns the bytes of an uploaded carrier file into text as they arrive: UTF-8 (with or without a
// byte-order mark) or Windows-1252 (what spreadsheet programs save), and refuses binary files.
//
// The encoding is decided by the first non-ASCII character, since a stream cannot look ahead:
// if it is well-formed UTF-8 the file is UTF-8, otherwise Windows-1252. Before it, both read
// the same. A UTF-8 file that later holds a byte that is not UTF-8 is refused (mixed encodings)
// rather than guessed at. Memory is bounded by one chunk plus the 8 KiB sniffed at the start.
import { IMPORT_ERRORS as E, ImportProblem } from './failures';

export type ByteSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/** Bytes read before anything is decoded, to tell text from binary. */
const SNIFF_BYTES = 8192;
/** Share of control characters in the sniffed bytes above which a file is taken as binary. */
const CONTROL_SHARE = 0.02;

// Windows-1252 differs from Latin-1 only in 0x80–0x9F. Node 20's TextDecoder reads the
// 'windows-1252' label as Latin-1 (0x92 stays U+0092), so the table is kept here.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
].map((code) => String.fromCharCode(code));

export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

const isControl = (b: number) => (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f;

/**
 * Strict UTF-8 well-formedness (no overlong forms, surrogates or code points past U+10FFFF),
 * carried across chunks.
 */
class Utf8Validator {
  private needed = 0;
  private lower = 0x80;
  private upper = 0xbf;

  /** Index of the first byte that breaks UTF-8, or -1. */
  scan(bytes: Uint8Array, from = 0): number {
    for (let i = from; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (this.needed === 0) {
        if (b < 0x80) continue;
        if (b >= 0xc2 && b <= 0xdf) this.needed = 1;
        else if (b >= 0xe0 && b <= 0xef) {
          if (b === 0xe0) this.lower = 0xa0;
          if (b === 0xed) this.upper = 0x9f;
          this.needed = 2;
        } else if (b >= 0xf0 && b <= 0xf4) {
          if (b === 0xf0) this.lower = 0x90;
          if (b === 0xf4) this.upper = 0x8f;
          this.needed = 3;
        } else return i;
      } else {
        if (b < this.lower || b > this.upper) return i;
        this.lower = 0x80;
        this.upper = 0xbf;
        this.needed--;
      }
    }
    return -1;
  }

  /** A multi-byte character has begun and not ended. */
  get pending(): boolean {
    return this.needed > 0;
  }
}

type Mode = 'ascii' | 'utf8' | 'cp1252';

/** The decoding state of one file; push() returns the text of the bytes it could decode. */
class CarrierFileDecoder {
  private mode: Mode = 'ascii';
  /** In ascii mode: the start of a first non-ASCII character cut by a chunk boundary. */
  private carry = new Uint8Array(0);
  private readonly validator = new Utf8Validator();
  private readonly utf8 = new TextDecoder('utf-8');

  /** A byte-order mark says UTF-8: no guessing, and no fallback to Windows-1252. */
  declareUtf8(): void {
    this.mode = 'utf8';
  }

  /** Text decoded from bytes, and the problem that stopped it (after that text), if any. */
  push(chunk: Uint8Array): { text: string; problem?: ImportProblem } {
    const nul = chunk.indexOf(0);
    if (nul >= 0) {
      const { text, problem } = this.decode(chunk.subarray(0, nul));
      return { text, problem: problem ?? new ImportProblem('UnknowException', E.binaryFile) };
    }
    return this.decode(chunk);
  }

  end(): { text: string; problem?: ImportProblem } {
    if (this.mode === 'ascii') {
      // A file ending inside its first non-ASCII character: not UTF-8.
      const text = decodeWindows1252(this.carry);
      this.carry = new Uint8Array(0);
      return { text };
    }
    if (this.mode === 'utf8' && this.validator.pending) {
      return { text: '', problem: new ImportProblem('UnknowException', E.mixedEncoding) };
    }
    return { text: this.mode === 'utf8' ? this.utf8.decode() : '' };
  }

  private decode(chunk: Uint8Array): { text: string; problem?: ImportProblem } {
    if (this.mode === 'cp1252') return { text: decodeWindows1252(chunk) };
    if (this.mode === 'utf8') return this.decodeUtf8(chunk);
    return this.decodeUndecided(chunk);
  }

  private decodeUtf8(bytes: Uint8Array): { text: string; problem?: ImportProblem } {
    const bad = this.validator.scan(bytes);
    if (bad < 0) return { text: this.utf8.decode(bytes, { stream: true }) };
    // The bytes before the broken character still count: they place the failure on its row.
    return {
      text: this.utf8.decode(bytes.subarray(0, bad), { stream: true }),
      problem: new ImportProblem('UnknowException', E.mixedEncoding),
    };
  }

  private decodeUndecided(chunk: Uint8Array): { text: string; problem?: ImportProblem } {
    const bytes = this.carry.length ? concat([this.carry, chunk]) : chunk;
    this.carry = new Uint8Array(0);
    let first = 0;
    while (first < bytes.length && bytes[first]! < 0x80) first++;
    if (first === bytes.length) return { text: decodeWindows1252(bytes) };

    const probe = new Utf8Validator();
    const bad = probe.scan(bytes.subarray(first, first + 4));
    const charEnd = first + utf8Length(bytes[first]!);
    if (bad >= 0 && first + bad < charEnd) {
      this.mode = 'cp1252';
      return { text: decodeWindows1252(bytes) };
    }
    if (charEnd > bytes.length) {
      // Its last bytes are in the next chunk: decide then.
      this.carry = bytes.slice(first);
      return { text: decodeWindows1252(bytes.subarray(0, first)) };
    }
    this.mode = 'utf8';
    return this.decodeUtf8(bytes);
  }
}

/** Bytes of the UTF-8 character that starts with this lead byte (1 for a byte that cannot). */
function utf8Length(lead: number): number {
  if (lead >= 0xf0) return 4;
  if (lead >= 0xe0) return 3;
  if (lead >= 0xc0) return 2;
  return 1;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Refuses, from the first bytes, what is not a text file this importer can read. */
function checkStart(start: Uint8Array): void {
  if (
    (start[0] === 0xff && start[1] === 0xfe) ||
    (start[0] === 0xfe && start[1] === 0xff) ||
    (start[0] === 0x2b && start[1] === 0x2f && start[2] === 0x76)
  ) {
    // UTF-16 (Excel's "Unicode Text") or UTF-7.
    throw new ImportProblem('UnknowException', E.unsupportedEncoding);
  }
  let controls = 0;
  for (const b of start) if (isControl(b)) controls++;
  if (controls > start.length * CONTROL_SHARE) {
    throw new ImportProblem('UnknowException', E.binaryFile);
  }
}

/**
 * The text of a carrier file, chunk by chunk. Throws an ImportProblem (without a row: the
 * caller knows how far the text got) for a binary or undecodable file, after yielding the text
 * that came before the offending byte.
 */
export async function* decodeCarrierFile(source: ByteSource): AsyncGenerator<string> {
  const decoder = new CarrierFileDecoder();
  const sniffed: Uint8Array[] = [];
  let sniffedBytes = 0;
  let started = false;

  function* start(): Generator<string> {
    started = true;
    let head = sniffed.length === 1 ? sniffed[0]! : concat(sniffed);
    sniffed.length = 0;
    if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
      head = head.subarray(3);
      decoder.declareUtf8();
    }
    checkStart(head.subarray(0, SNIFF_BYTES));
    yield* emit(decoder.push(head));
  }

  for await (const chunk of source) {
    if (!started) {
      sniffed.push(chunk);
      sniffedBytes += chunk.length;
      if (sniffedBytes >= SNIFF_BYTES) yield* start();
      continue;
    }
    yield* emit(decoder.push(chunk));
  }
  if (!started) yield* start();
  yield* emit(decoder.end());
}

function* emit({ text, problem }: { text: string; problem?: ImportProblem }): Generator<string> {
  if (text) yield text;
  if (problem) throw problem;
}
