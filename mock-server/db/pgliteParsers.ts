// The result parsers of the embedded database, made cheap for the queries drizzle sends.
//
// drizzle asks PGlite to leave dates, timestamps and intervals (and numeric, timestamp, interval
// and date arrays) as the server's text by handing its own parsers for those types with every
// query. PGlite then merges them into its table of some 300 parsers on every query
// (`{ ...all, ...given }`), which costs more than the rest of a small query: measured, 530 µs a
// query with them against 260 µs without. Here the text form becomes those types' default on the
// instance, drizzle's copies are dropped, and any other caller (a raw query, with its own parsers
// or none) is handed the original parsers for those types, so every caller still gets exactly
// what it got before.
import type { PGlite } from '@electric-sql/pglite';

/** The types drizzle's PGlite driver keeps as text (drizzle-orm/pglite/session.js). */
const TEXT_TYPES = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;

type Parser = (value: string, typeId?: number) => unknown;
type Parsers = Record<number, Parser>;
export interface QueryOptions {
  parsers?: Parsers;
  [option: string]: unknown;
}

const asText: Parser = (value) => value;

/** Whether `parsers` are drizzle's: exactly the text types, each answered as its text. */
function isDrizzles(parsers: Parsers): boolean {
  if (Object.keys(parsers).length !== TEXT_TYPES.length) return false;
  try {
    return TEXT_TYPES.every((t) => parsers[t] !== undefined && parsers[t]('x') === 'x');
  } catch {
    return false;
  }
}

/**
 * Makes the text form the instance's default for drizzle's text types, once the instance has
 * started (its array parsers are set up last), and answers how each call's options are to be
 * passed on: drizzle's parsers dropped, anyone else's with the original ones beneath. Until then
 * every call's options go through as they are.
 */
export function textTypesByDefault(client: PGlite): (options?: QueryOptions) => QueryOptions {
  const instance = (client as unknown as { parsers: Parsers }).parsers;
  let started = false;
  void client.waitReady.then(() => (started = true));
  // The instance's parsers for the text types as PGlite set them up (again, should it redo them).
  const before: Parsers = {};
  const originals: Parsers = {};
  const install = () => {
    for (const t of TEXT_TYPES) if (instance[t] !== asText) before[t] = instance[t] ?? asText;
    // An array's parser reads its element's parser from the instance when it runs: it runs
    // with the original element parsers put back for that moment (parsing is synchronous).
    for (const t of TEXT_TYPES) {
      originals[t] = (value, typeId) => {
        for (const u of TEXT_TYPES) instance[u] = before[u]!;
        try {
          return before[t]!(value, typeId);
        } finally {
          for (const u of TEXT_TYPES) instance[u] = asText;
        }
      };
      instance[t] = asText;
    }
  };
  return (options = {}) => {
    if (!started) return options;
    if (TEXT_TYPES.some((t) => instance[t] !== asText)) install();
    const { parsers, ...rest } = options;
    if (parsers && isDrizzles(parsers)) return rest;
    return { ...rest, parsers: { ...originals, ...parsers } };
  };
}
