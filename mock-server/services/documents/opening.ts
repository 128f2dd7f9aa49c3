// The document store a server starts with: files under DATA_DIR/documents in the embedded mode,
// chunks in the database when it is shared (DATABASE_URL). Before the first request the store
// drops what a crash left (staging files, bytes no row names) and takes over the bytes of
// documents still kept in `document_contents` (documents uploaded before the store, and the
// seeded fixture documents), one document at a time.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { createChunkStore, createFileStore, type DocumentStore } from './store';

export interface StoreReport {
  /** Staging files and unnamed bytes removed. */
  swept: number;
  /** Documents whose bytes moved out of `document_contents`. */
  moved: number;
}

/** Moves each document's bytes from `document_contents` to the store, deleting the old row. */
export async function moveLegacyContents(db: AppDb, store: DocumentStore): Promise<number> {
  const legacy = s.documentContents;
  const ids = await db.select({ id: legacy.documentId }).from(legacy);
  for (const { id } of ids) {
    const [row] = await db
      .select({ content: legacy.content })
      .from(legacy)
      .where(eq(legacy.documentId, id));
    if (!row) continue; // another process moved it
    const staged = await store.stage(Readable.from([row.content]));
    await store.save(staged, async (tx) => {
      await tx
        .update(s.documents)
        .set({ contentHash: staged.hash, size: staged.size })
        .where(eq(s.documents.id, id));
      await tx.delete(legacy).where(eq(legacy.documentId, id));
    });
  }
  return ids.length;
}

/**
 * Moves a new embedded data directory's fixture documents into its file store under `root`,
 * before the directory first opens to serve (db/connection.ts, afterSeed).
 */
export async function fillFileStore(db: AppDb, root: string): Promise<number> {
  fs.mkdirSync(root, { recursive: true });
  return moveLegacyContents(db, createFileStore(db, root));
}

/** The store of a database (`shared`: several processes use it), ready for requests. */
export async function openDocumentStore(
  db: AppDb,
  shared: boolean,
  root: string,
): Promise<{ store: DocumentStore; report: StoreReport }> {
  fs.mkdirSync(root, { recursive: true });
  const store = shared ? createChunkStore(db, root) : createFileStore(db, root);
  const swept = await store.sweep();
  const moved = await moveLegacyContents(db, store);
  return { store, report: { swept, moved } };
}
