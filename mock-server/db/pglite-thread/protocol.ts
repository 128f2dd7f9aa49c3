// What the request thread and the database thread say to each other (see index.ts).

/** How the database thread opens PGlite. */
export interface ThreadOptions {
  /** The data directory; none keeps the database in memory. */
  dataDir?: string;
  /** PostgreSQL's start parameters (PGlite's `startParams`). */
  startParams?: string[];
  /**
   * A data-directory dump (dumpDataDir) the in-memory database starts from: in a SharedArrayBuffer
   * the thread reads it where it is, else it is copied across.
   */
  image?: Uint8Array;
  /** PGlite's WebAssembly, compiled (index.ts). */
  wasmModule?: WebAssembly.Module;
}

/** Query options as they cross: the bytes of a COPY … FROM '/dev/blob' and no functions. */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  blob?: ArrayBuffer;
  /** Types whose values come back as PostgreSQL's text, for the caller's own parsers. */
  rawTypes?: number[];
}

/** A request; `tx` names the open transaction a statement belongs to. */
export type Request =
  | { op: 'query'; text: string; params: unknown[]; options: WireQueryOptions; tx?: number }
  | { op: 'exec'; text: string; options: WireQueryOptions; tx?: number }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
  /** Opens another in-memory database on a thread whose last one is closed (no reply id). */
  | { op: 'open'; options: ThreadOptions };

/** A result as it crosses: a written blob (COPY … TO '/dev/blob') as its bytes. */
export interface WireResults {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
  blob?: ArrayBuffer;
}

/** An error as it crosses: its message and PostgreSQL's fields (code, constraint, detail…). */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { ready: true }
  | { ready: false; error: WireError };
