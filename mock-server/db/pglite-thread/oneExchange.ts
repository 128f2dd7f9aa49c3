// Reads sent to PGlite as one protocol exchange, each statement parsed (and planned) once.
//
// PGlite's query() sends a statement's Parse, Describe, Bind, Describe, Execute and Sync as six
// calls into its WebAssembly, and PostgreSQL parses and plans the statement again every time: for
// a list page (25 rows by id over four joined tables) that costs as much as running it. Here a
// read (a SELECT) is prepared under a name the first time its text is seen, with its parameters'
// types described as query() describes them, and from then on goes as Bind, Describe, Execute and
// Sync in one call: PostgreSQL reuses the parse and, once it judges a generic plan as good, the
// plan. Parameters are serialized exactly as query() serializes them (by the described type, the
// caller's serializers first), and the values of the result by PGlite's parsers: same rows, same
// errors. The answer's bytes are read here (readResults) rather than by PGlite's message parser,
// which copies every value into a buffer of its own before decoding it: on a page of 25
// participants that parser took more of the thread than the query. Statements are kept for the
// most recent texts only, closed as they fall out.
import {
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { mayWrite } from '../dataVersion';

type Serializer = (value: unknown) => string;

/** What this module uses of PGlite beyond its public methods (present in 0.5). */
interface Internals {
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
  serializers: Record<number, Serializer>;
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

/** The bytes of `parts` one after another (a Buffer: a Uint8Array, maybe a view of a pool). */
const concat = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

/** Statements kept prepared: the distinct read texts of the lists and records, with room. */
export const KEPT_STATEMENTS = 500;

interface Prepared {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them. */
  types: number[];
}

export class OneExchangeReads {
  /** Statement text → its prepared statement, least recently used first. */
  private readonly prepared = new Map<string, Prepared>();
  private nextName = 1;
  private readonly c: Internals;

  constructor(
    private readonly client: PGlite,
    private readonly keep = KEPT_STATEMENTS,
  ) {
    this.c = client as unknown as Internals;
  }

  /** Whether the internals this relies on are there (a PGlite upgrade may move them). */
  static usable(client: PGlite): boolean {
    const c = client as unknown as Partial<Internals>;
    return (
      typeof c._runExclusiveTransaction === 'function' &&
      typeof c._runExclusiveQuery === 'function' &&
      typeof c._checkReady === 'function' &&
      typeof c.parsers === 'object' &&
      typeof c.serializers === 'object'
    );
  }

  /**
   * The read `text` with `params`, or undefined when it is not a plain read (a write, a COPY
   * with a blob, types given): query() then runs it. For statements outside a transaction: it
   * waits, as query() does, for any open one to end.
   */
  async read<T>(
    text: string,
    params: unknown[],
    options: QueryOptions,
  ): Promise<Results<T> | undefined> {
    if (mayWrite(text)) return undefined;
    if (options.blob || options.paramTypes?.length) return undefined;
    await this.c._checkReady();
    return this.c._runExclusiveTransaction(() =>
      this.c._runExclusiveQuery(async () => {
        try {
          return await this.run<T>(text, params, options);
        } catch (err) {
          // A statement whose tables changed shape since it was prepared, or that something
          // deallocated (DEALLOCATE ALL, DISCARD ALL): prepared again.
          const gone = (err as { code?: unknown }).code === '26000';
          if (!gone && !/cached plan must not change result type/.test(String(err))) throw err;
          await this.forget(text);
          return this.run<T>(text, params, options);
        }
      }),
    );
  }

  /** Closes the statement prepared for `text`, if any. */
  private async forget(text: string) {
    const statement = this.prepared.get(text);
    if (!statement) return;
    this.prepared.delete(text);
    const { serialize } = protocol;
    await this.exchange([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]);
  }

  private exchange(parts: Uint8Array[], throwOnError = true) {
    // A read writes nothing for PGlite to carry to its files.
    return this.client.execProtocol(concat(parts), { syncToFs: false, throwOnError });
  }

  private async run<T>(text: string, params: unknown[], options: QueryOptions) {
    const { serialize } = protocol;
    let statement = this.prepared.get(text);
    const before: Uint8Array[] = [];
    if (statement) {
      this.prepared.delete(text);
    } else {
      if (this.prepared.size >= this.keep) {
        const [oldest, old] = this.prepared.entries().next().value as [string, Prepared];
        this.prepared.delete(oldest);
        before.push(serialize.close({ type: 'S', name: old.name }));
      }
      const name = `r${this.nextName++}`;
      try {
        const { messages } = await this.exchange([
          ...before,
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]);
        statement = { name, types: parse.parseDescribeStatementResults(messages) };
      } catch (err) {
        await this.exchange([serialize.close({ type: 'S', name }), serialize.sync()], false);
        throw err;
      }
    }
    this.prepared.set(text, statement);
    const { types, name } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i]!;
      const serializer = options.serializers?.[type] ?? this.c.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const chunks: Uint8Array[] = [];
    await this.client.execProtocolRawStream(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // The chunks are views of PGlite's memory: copied before the next call reuses it.
      { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    const data = chunks.length === 1 ? chunks[0]! : concat(chunks);
    const parsers = options.parsers ? { ...this.c.parsers, ...options.parsers } : this.c.parsers;
    return readResults(data, parsers, options.rowMode === 'array') as Results<T>;
  }
}

type Parsers = Record<number, (value: string, typeId: number) => unknown>;
const decoder = new TextDecoder();
const defaultParsers = types.parsers as Parsers;

/**
 * The result of one statement from PostgreSQL's answer (RowDescription, DataRow, CommandComplete;
 * the rest passed over), in the shape PGlite's parseResults gives, values through `parsers`. An
 * ErrorResponse is thrown as the DatabaseError PGlite's own parser makes of it.
 */
export function readResults(data: Uint8Array, parsers: Parsers, asArrays: boolean): Results {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let fields: { name: string; dataTypeID: number }[] = [];
  let valueOf: ((value: string) => unknown)[] = [];
  let rows: unknown[] = [];
  let result: Results | undefined;
  let at = 0;
  const cstring = () => {
    const end = data.indexOf(0, at);
    const text = decoder.decode(data.subarray(at, end));
    at = end + 1;
    return text;
  };
  while (at < data.length) {
    const type = data[at]!;
    const length = view.getInt32(at + 1);
    const next = at + 1 + length;
    at += 5;
    if (type === 0x45 /* E */) throw databaseError(data);
    if (type === 0x54 /* T */) {
      const count = view.getInt16(at);
      at += 2;
      fields = [];
      for (let i = 0; i < count; i++) {
        const name = cstring();
        fields.push({ name, dataTypeID: view.getInt32(at + 6) });
        at += 18;
      }
      valueOf = fields.map(({ dataTypeID }) => {
        const parser = parsers[dataTypeID] ?? defaultParsers[dataTypeID];
        return parser ? (value: string) => parser(value, dataTypeID) : (value: string) => value;
      });
    } else if (type === 0x44 /* D */) {
      const count = view.getInt16(at);
      at += 2;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const size = view.getInt32(at);
        at += 4;
        if (size < 0) {
          values[i] = null;
          continue;
        }
        values[i] = valueOf[i]!(decoder.decode(data.subarray(at, at + size)));
        at += size;
      }
      if (asArrays) rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) row[fields[i]!.name] = values[i];
        rows.push(row);
      }
    } else if (type === 0x43 /* C */ && !result) {
      const words = cstring().split(' ');
      const command = words[0]!;
      const rowCount = parseInt(words[words.length - 1]!, 10);
      result = { rows, fields, affectedRows: 0, command } as Results;
      if (!Number.isNaN(rowCount)) (result as { rowCount?: number }).rowCount = rowCount;
      rows = [];
    }
    at = next;
  }
  return result ?? { rows: [], fields: [], affectedRows: 0 };
}

/** The DatabaseError of an answer holding an ErrorResponse, as PGlite's parser makes it. */
function databaseError(data: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(data, (message) => {
    if (!error && message.name === 'error') error = message as unknown as Error;
  });
  return error ?? new Error('The database answered with an error it did not describe.');
}
