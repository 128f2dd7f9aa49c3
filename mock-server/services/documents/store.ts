// Where documents' bytes live (DESIGN 4c, 7a): never in a row read whole into memory. An upload
// streams into a staging file (fsynced, its sha256 and size counted on the way), and the store
// keeps it under that hash inside the transaction that writes the document's row, so the row
// commits only once the bytes are durable. The embedded mode keeps files under
// DATA_DIR/documents named by hash; with DATABASE_URL the bytes go to `document_chunks`, which
// every API process sharing the database reads. Downloads stream back from either, by range.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';

/** Bytes of one row of `document_chunks`. */
export const DOCUMENT_CHUNK_BYTES = 256 * 1024;
/** Staging files older than this are left by a process that died (PostgreSQL mode, see sweep). */
const STALE_STAGING_MS = 60 * 60 * 1000;
/** The first key of the documents' advisory locks (the second is the hash's). */
const DOCUMENT_LOCK = 724_362;
const HASH_NAME = /^[0-9a-f]{64}$/;

/** The store the documents' bytes go to, and the bytes each owner may keep there. */
export interface DocumentFiles {
  store: DocumentStore;
  quotaBytes: number;
}

/** An upload's bytes in a staging file, not yet any document's. */
export interface StagedDocument {
  readonly path: string;
  readonly hash: string;
  readonly size: number;
}

/** A byte range of a document, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A document to download: its name, type and size, and its bytes as a stream. */
export interface DocumentDownload {
  name: string;
  contentType: string;
  size: number;
  open(range: ByteRange): Promise<Readable>;
}

export interface DocumentStore {
  readonly kind: 'files' | 'database';
  /** Streams bytes into a staging file; `onChunk` sees each chunk on the way. */
  stage(source: Readable, onChunk?: (chunk: Buffer) => void): Promise<StagedDocument>;
  /** Forgets staged bytes (no-op once saved). */
  discard(staged: StagedDocument): Promise<void>;
  /**
   * Keeps the staged bytes under their hash and runs `write` (which writes the row) in one
   * transaction: the row commits only after the bytes are durable; if `write` fails, nothing
   * stays that no row names.
   */
  save<T>(staged: StagedDocument, write: (tx: AppDb) => Promise<T>): Promise<T>;
  /** Runs `remove` (which deletes rows) in a transaction, then drops bytes no row names now. */
  drop(hash: string, remove: (tx: AppDb) => Promise<void>): Promise<void>;
  /** The bytes of a hash (a range of them); undefined when the store has none. */
  open(hash: string, range: ByteRange): Promise<Readable | undefined>;
  /** Removes staging files and bytes no row names (left by a crash); returns how many. */
  sweep(): Promise<number>;
}

// ---------------------------------------------------------------- staging

async function stageInto(
  dir: string,
  source: Readable,
  onChunk?: (chunk: Buffer) => void,
): Promise<StagedDocument> {
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const handle = await fs.promises.open(file, 'wx');
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      onChunk?.(chunk);
      await handle.write(chunk);
    }
    await handle.sync();
  } catch (err) {
    await handle.close();
    await fs.promises.rm(file, { force: true });
    throw err;
  }
  await handle.close();
  return { path: file, hash: hash.digest('hex'), size };
}

/** Removes staging files (those older than `olderThanMs` only, when given). */
async function clearStaging(dir: string, olderThanMs?: number): Promise<number> {
  let removed = 0;
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    if (olderThanMs !== undefined) {
      const { mtimeMs } = await fs.promises.stat(file);
      if (Date.now() - mtimeMs < olderThanMs) continue;
    }
    await fs.promises.rm(file, { force: true });
    removed++;
  }
  return removed;
}

const lockHash = (tx: AppDb, hash: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${DOCUMENT_LOCK}, hashtext(${hash}))`);

async function referenced(db: AppDb, hash: string): Promise<boolean> {
  const rows = await db
    .select({ id: s.documents.id })
    .from(s.documents)
    .where(eq(s.documents.contentHash, hash))
    .limit(1);
  return rows.length > 0;
}

/** Runs each key's tasks one after another (a file's rename and unlink against its rows). */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

// ---------------------------------------------------------------- files (embedded mode)

/** Files named by hash in `root`, staging in `root/.staging`; one process owns them (the lock). */
export function createFileStore(db: AppDb, root: string): DocumentStore {
  const staging = path.join(root, '.staging');
  const fileOf = (hash: string) => {
    if (!HASH_NAME.test(hash)) throw new Error(`Not a document hash: ${JSON.stringify(hash)}`);
    return path.join(root, hash);
  };
  const syncDir = async () => {
    const dir = await fs.promises.open(root, 'r');
    await dir.sync().finally(() => dir.close());
  };
  const byHash = keyedQueue();
  return {
    kind: 'files',
    stage: (source, onChunk) => stageInto(staging, source, onChunk),
    discard: (staged) => fs.promises.rm(staged.path, { force: true }),
    save: (staged, write) =>
      byHash(staged.hash, async () => {
        const target = fileOf(staged.hash);
        const existed = fs.existsSync(target);
        if (existed) {
          await fs.promises.rm(staged.path, { force: true });
        } else {
          await fs.promises.rename(staged.path, target);
          await syncDir();
        }
        try {
          return await db.transaction((tx) => write(tx as AppDb));
        } catch (err) {
          if (!existed && !(await referenced(db, staged.hash))) await fs.promises.rm(target);
          throw err;
        }
      }),
    drop: (hash, remove) =>
      byHash(hash, async () => {
        await db.transaction((tx) => remove(tx as AppDb));
        if (!(await referenced(db, hash))) await fs.promises.rm(fileOf(hash), { force: true });
      }),
    async open(hash, range) {
      const file = fileOf(hash);
      if (!fs.existsSync(file)) return undefined;
      return fs.createReadStream(file, range);
    },
    async sweep() {
      let removed = await clearStaging(staging);
      const rows = await db
        .selectDistinct({ hash: s.documents.contentHash })
        .from(s.documents)
        .where(sql`${s.documents.contentHash} is not null`);
      const known = new Set(rows.map((r) => r.hash));
      for (const name of await fs.promises.readdir(root)) {
        if (!HASH_NAME.test(name) || known.has(name)) continue;
        await fs.promises.rm(path.join(root, name), { force: true });
        removed++;
      }
      return removed;
    },
  };
}

// ---------------------------------------------------------------- chunks (PostgreSQL mode)

const c = s.documentChunks;

/** Copies a staging file into chunks, one DOCUMENT_CHUNK_BYTES read at a time. */
async function writeChunks(tx: AppDb, staged: StagedDocument): Promise<void> {
  const handle = await fs.promises.open(staged.path, 'r');
  try {
    const buffer = Buffer.alloc(DOCUMENT_CHUNK_BYTES);
    for (let seq = 0; ; seq++) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      // An empty document still has its chunk 0, which says the bytes are there.
      if (bytesRead === 0 && seq > 0) break;
      await tx
        .insert(c)
        .values({ hash: staged.hash, seq, data: Buffer.from(buffer.subarray(0, bytesRead)) });
      if (bytesRead < buffer.length) break;
    }
  } finally {
    await handle.close();
  }
}

async function* readChunks(db: AppDb, hash: string, range: ByteRange) {
  const first = Math.floor(range.start / DOCUMENT_CHUNK_BYTES);
  const last = Math.floor(range.end / DOCUMENT_CHUNK_BYTES);
  for (let seq = first; seq <= last; seq++) {
    const [row] = await db
      .select({ data: c.data })
      .from(c)
      .where(and(eq(c.hash, hash), eq(c.seq, seq)));
    if (!row) throw new Error(`document ${hash} lacks its chunk ${seq}`);
    const offset = seq * DOCUMENT_CHUNK_BYTES;
    const from = Math.max(0, range.start - offset);
    const to = Math.min(row.data.length, range.end - offset + 1);
    yield row.data.subarray(from, to);
  }
}

/** Chunks in the database every API process shares; staging files in `stagingRoot/.staging`. */
export function createChunkStore(db: AppDb, stagingRoot: string): DocumentStore {
  const staging = path.join(stagingRoot, '.staging');
  return {
    kind: 'database',
    stage: (source, onChunk) => stageInto(staging, source, onChunk),
    discard: (staged) => fs.promises.rm(staged.path, { force: true }),
    async save(staged, write) {
      try {
        return await db.transaction(async (t) => {
          const tx = t as AppDb;
          await lockHash(tx, staged.hash);
          const [kept] = await tx
            .select({ seq: c.seq })
            .from(c)
            .where(and(eq(c.hash, staged.hash), eq(c.seq, 0)));
          if (!kept) await writeChunks(tx, staged);
          return write(tx);
        });
      } finally {
        await fs.promises.rm(staged.path, { force: true });
      }
    },
    drop: (hash, remove) =>
      db.transaction(async (t) => {
        const tx = t as AppDb;
        await lockHash(tx, hash);
        await remove(tx);
        if (!(await referenced(tx, hash))) await tx.delete(c).where(eq(c.hash, hash));
      }),
    async open(hash, range) {
      const [first] = await db
        .select({ seq: c.seq })
        .from(c)
        .where(and(eq(c.hash, hash), eq(c.seq, 0)));
      if (!first) return undefined;
      return Readable.from(readChunks(db, hash, range));
    },
    async sweep() {
      // Another process may be staging an upload right now: only files gone quiet count.
      const files = await clearStaging(staging, STALE_STAGING_MS);
      // Chunks are written in their row's transaction: none without a row, unless rows were
      // deleted by hand.
      const rows = await db.execute(
        sql`delete from ${c} where not exists (select 1 from ${s.documents} d where d.content_hash = ${c.hash}) returning 1`,
      );
      return files + (rows as unknown as { rows: unknown[] }).rows.length;
    },
  };
}
