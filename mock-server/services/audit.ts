// The audit trail: who changed what, and when.
import type { AppDb } from '../db/connection';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId?: string | null;
  changes?: Record<string, unknown>;
}

/** Keys whose values never enter the trail. */
const SECRET_KEYS = /password|token|hash|secret/i;

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : scrub(v)]),
    );
  }
  return value;
}

export async function audit(db: AppDb, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    changes: entry.changes ? (scrub(entry.changes) as Record<string, unknown>) : null,
  });
}

/** The entry of a caller's change to one record: who, what, which record and the changes. */
export async function auditChange(
  db: AppDb,
  actor: { userId: number },
  action: string,
  entity: string,
  entityId: number | string,
  changes?: Record<string, unknown>,
): Promise<void> {
  await audit(db, {
    actorUserId: actor.userId,
    action,
    entity,
    entityId: String(entityId),
    changes,
  });
}

/** What the trail keeps of a record: its fields by name, as stored. */
export type Snapshot = Record<string, unknown>;

/**
 * Only what changed, as { before, after } of each changed field: a new record's fields are all
 * in `after` (before null), a deleted one's in `before` (after null).
 */
export function difference(before: Snapshot | null, after: Snapshot | null) {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])),
  };
}

/** The entry of a caller's change to one record, with each changed field before and after. */
export async function auditDifference(
  db: AppDb,
  actor: { userId: number },
  action: string,
  entity: string,
  entityId: number | string,
  before: Snapshot | null,
  after: Snapshot | null,
): Promise<void> {
  await auditChange(db, actor, action, entity, entityId, difference(before, after));
}
