// Who has read which document: a download (or opening it in a tab) records the reader and the
// time; a document stays unread for a user until then (the documents list's Unread filter and
// the dashboard's count of unread documents).
import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';

/** A condition over `documents`: the user has not (unread) or has read the document. */
export const unreadBy = (userId: number, unread: boolean): SQL =>
  sql`${unread ? sql`not exists` : sql`exists`} (select 1 from ${s.documentReads} r
    where r.document_id = ${s.documents.id} and r.user_id = ${userId})`;

/** The user has opened or downloaded the document at `readAt` (the latest time is kept). */
export async function markRead(
  db: AppDb,
  userId: number,
  documentId: number,
  readAt: Date,
): Promise<void> {
  await db
    .insert(s.documentReads)
    .values({ userId, documentId, readAt })
    .onConflictDoUpdate({
      target: [s.documentReads.userId, s.documentReads.documentId],
      set: { readAt },
    });
}
