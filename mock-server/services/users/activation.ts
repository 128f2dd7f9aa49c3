// A user's activation (spec 4 "User lifecycle"): the producer hand-over when a producer is
// deactivated, and the last active Admin, who is never deactivated nor deleted.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ToggleUserInput } from '../../../src/domain/schemas/user';
import { localeDetail } from '../../../src/domain/problem';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { RuleError } from '../errors';
import { inIds } from '../lists';
import { divisionsOf, type UserRow } from './roleRecords';

/** 'Cannot deactivate user': the system must keep at least one active administrator (5.2). */
export const lastAdminError = () =>
  new RuleError(localeDetail('errors.lastAdmin'), undefined, 'Cannot deactivate user');

// Serializes the last-Admin check of concurrent deactivations and deletions.
const LAST_ADMIN_LOCK = 724362;

export interface Activation {
  isActive: boolean;
  /** For a producer handing over: the new producer of each of their employers. */
  handOver: { employerId: number; producerId: number }[];
}

export async function planActivation(
  db: AppDb,
  target: UserRow,
  isActive: boolean,
  requested: ToggleUserInput['newEmployersProducers'],
): Promise<Activation> {
  if (isActive || target.role !== 'Producer') return { isActive, handOver: [] };
  const [producer] = await db
    .select({ id: s.producers.id })
    .from(s.producers)
    .where(eq(s.producers.userId, target.id));
  if (!producer) return { isActive, handOver: [] };
  const employers = await db
    .selectDistinct({ id: s.employers.id, name: s.employers.name })
    .from(s.divisionProducers)
    .innerJoin(s.divisions, eq(s.divisions.id, s.divisionProducers.divisionId))
    .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
    .where(eq(s.divisionProducers.producerId, producer.id))
    .orderBy(s.employers.name);
  if (employers.length === 0) return { isActive, handOver: [] };
  const chosen = new Map<number, number>();
  for (const r of requested) if (!chosen.has(r.employerId)) chosen.set(r.employerId, r.producerId);
  const candidates = [...chosen.values()].filter((id) => id !== producer.id);
  const usable = new Set(
    candidates.length === 0
      ? []
      : (
          await db
            .select({ id: s.producers.id })
            .from(s.producers)
            .innerJoin(s.users, eq(s.users.id, s.producers.userId))
            .where(
              and(
                inIds(s.producers.id, candidates),
                eq(s.users.isActive, true),
                eq(s.users.isDeleted, false),
                eq(s.users.role, 'Producer'),
              ),
            )
        ).map((r) => r.id),
  );
  const missing = employers.filter((e) => !usable.has(chosen.get(e.id) ?? 0));
  if (missing.length > 0) {
    throw new RuleError(localeDetail('errors.producerReassignmentRequired'), {
      employers: missing,
    });
  }
  return {
    isActive,
    handOver: employers.map((e) => ({ employerId: e.id, producerId: chosen.get(e.id)! })),
  };
}

export async function applyActivation(
  tx: AppDb,
  now: Date,
  target: UserRow,
  activation: Activation,
) {
  if (!activation.isActive && target.role === 'Admin' && target.isActive) {
    await assertAnotherActiveAdmin(tx, target.id);
  }
  await tx
    .update(s.users)
    .set({ isActive: activation.isActive, updatedAt: now })
    .where(eq(s.users.id, target.id));
  if (activation.handOver.length === 0) return;
  const [old] = await tx
    .select({ id: s.producers.id })
    .from(s.producers)
    .where(eq(s.producers.userId, target.id));
  for (const { employerId, producerId } of activation.handOver) {
    const divisions = await divisionsOf(tx, [employerId]);
    await tx
      .delete(s.divisionProducers)
      .where(
        and(
          eq(s.divisionProducers.producerId, old!.id),
          inIds(s.divisionProducers.divisionId, divisions),
        ),
      );
    await tx
      .insert(s.divisionProducers)
      .values(divisions.map((divisionId) => ({ divisionId, producerId })))
      .onConflictDoNothing();
  }
}

export async function assertAnotherActiveAdmin(tx: AppDb, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LAST_ADMIN_LOCK})`);
  const others = await tx
    .select({ id: s.users.id })
    .from(s.users)
    .where(
      and(
        eq(s.users.role, 'Admin'),
        eq(s.users.isActive, true),
        eq(s.users.isDeleted, false),
        ne(s.users.id, userId),
      ),
    )
    .limit(1);
  if (others.length === 0) throw lastAdminError();
}
