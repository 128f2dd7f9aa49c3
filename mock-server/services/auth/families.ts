// Refresh-token families: locked in id order before any change, and revoked together.
import { and, isNull, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';

/**
 * Locks the refresh tokens `which` selects (a family, or every family of a user), in id order so
 * that two lockers never wait on each other. Every change to a family takes this lock first, and
 * under READ COMMITTED each later statement sees what the previous holder committed, the
 * successor it issued included.
 */
export async function lockFamilies(tx: AppDb, which: SQL): Promise<void> {
  await tx
    .select({ id: s.refreshSessions.id })
    .from(s.refreshSessions)
    .where(which)
    .orderBy(s.refreshSessions.id)
    .for('update');
}

/** Revokes the live refresh tokens `which` selects (call under lockFamilies). */
export async function revokeWhere(tx: AppDb, now: Date, which: SQL): Promise<void> {
  await tx
    .update(s.refreshSessions)
    .set({ revokedAt: now })
    .where(and(which, isNull(s.refreshSessions.revokedAt)));
}
