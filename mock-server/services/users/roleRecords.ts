// The record a user's role carries besides the user: an Employee's participant, a Producer's
// producer and an EmployerAdmin's employer admin, with their division links.
import { eq, sql } from 'drizzle-orm';
import type { SaveUserInput } from '../../../src/domain/schemas/user';
import { V } from '../../../src/domain/validation';
import { queryRows, type AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { ValidationError } from '../errors';
import { inIds, isTaken } from '../lists';

export type UserRow = typeof s.users.$inferSelect;

/**
 * An Employee's participant record: created with the user (a division is required then), later
 * updated with the fields the body carries (fields left out are kept).
 */
export async function writeParticipant(
  tx: AppDb,
  user: UserRow,
  input: SaveUserInput,
  creating: boolean,
) {
  const fields = {
    title: input.title,
    note: input.note,
    planEnrollmentDate: input.planEnrollmentDate,
    matchingContribution: input.matchingContribution,
    percentage: input.percentage,
    ...(input.statusType ? { statusType: input.statusType } : {}),
  };
  const [existing] = creating
    ? []
    : await tx.select().from(s.participants).where(eq(s.participants.userId, user.id));
  if (existing) {
    const changes = Object.fromEntries(
      Object.entries({
        ...fields,
        ...(input.divisionId ? { divisionId: input.divisionId } : {}),
        ...(input.clientUniqueId ? { clientUniqueId: input.clientUniqueId } : {}),
      }).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(changes).length > 0) {
      await tx.update(s.participants).set(changes).where(eq(s.participants.id, existing.id));
    }
    return;
  }
  if (!input.divisionId) throw new ValidationError({ field: 'divisionId', key: V.required });
  // The id first: the generated client id is made from it.
  const [{ id }] = (await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('participants', 'id'))::int as id`,
  )) as [{ id: number }];
  await tx.insert(s.participants).values({
    ...fields,
    id,
    userId: user.id,
    divisionId: input.divisionId,
    clientUniqueId: input.clientUniqueId ?? (await generateClientId(tx, id)),
    statusType: input.statusType ?? 'Active',
  });
}

/** A Producer's producer record (name, e-mail, start date) and, when given, their employers. */
export async function writeProducer(tx: AppDb, user: UserRow, input: SaveUserInput) {
  const name = `${input.firstName} ${input.lastName}`;
  const [existing] = await tx
    .select({ id: s.producers.id })
    .from(s.producers)
    .where(eq(s.producers.userId, user.id));
  let producerId = existing?.id;
  if (producerId) {
    await tx
      .update(s.producers)
      .set({
        name,
        email: input.email,
        ...(input.since !== undefined ? { since: input.since } : {}),
      })
      .where(eq(s.producers.id, producerId));
  } else {
    const [row] = await tx
      .insert(s.producers)
      .values({ userId: user.id, name, email: input.email, since: input.since ?? null })
      .returning({ id: s.producers.id });
    producerId = row!.id;
  }
  if (!input.employers) return;
  await relinkDivisions(tx, input.employers, {
    unlink: () =>
      tx.delete(s.divisionProducers).where(eq(s.divisionProducers.producerId, producerId)),
    link: (divisions) =>
      tx
        .insert(s.divisionProducers)
        .values(divisions.map((divisionId) => ({ divisionId, producerId: producerId! }))),
  });
}

/** An EmployerAdmin's record (their e-mail) and, when given, their employer's divisions. */
export async function writeEmployerAdmin(tx: AppDb, user: UserRow, input: SaveUserInput) {
  const [existing] = await tx
    .select({ id: s.employerAdmins.id })
    .from(s.employerAdmins)
    .where(eq(s.employerAdmins.userId, user.id));
  let adminId = existing?.id;
  if (adminId) {
    await tx
      .update(s.employerAdmins)
      .set({ email: input.email })
      .where(eq(s.employerAdmins.id, adminId));
  } else {
    const [row] = await tx
      .insert(s.employerAdmins)
      .values({ userId: user.id, email: input.email })
      .returning({ id: s.employerAdmins.id });
    adminId = row!.id;
  }
  if (!input.employers) return;
  await relinkDivisions(tx, input.employers, {
    unlink: () =>
      tx
        .delete(s.divisionEmployerAdmins)
        .where(eq(s.divisionEmployerAdmins.employerAdminId, adminId)),
    link: (divisions) =>
      tx
        .insert(s.divisionEmployerAdmins)
        .values(divisions.map((divisionId) => ({ divisionId, employerAdminId: adminId! }))),
  });
}

/** A producer's or employer admin's division links become every division of the employers. */
async function relinkDivisions(
  tx: AppDb,
  employers: readonly number[],
  links: {
    unlink: () => PromiseLike<unknown>;
    link: (divisions: number[]) => PromiseLike<unknown>;
  },
): Promise<void> {
  await links.unlink();
  const divisions = await divisionsOf(tx, employers);
  if (divisions.length > 0) await links.link(divisions);
}

/** Every division of the given employers. */
export async function divisionsOf(db: AppDb, employerIds: readonly number[]): Promise<number[]> {
  if (employerIds.length === 0) return [];
  const rows = await db
    .select({ id: s.divisions.id })
    .from(s.divisions)
    .where(inIds(s.divisions.employerId, [...employerIds]));
  return rows.map((r) => r.id);
}

/** CL-00nnnn from the participant id, as in the fixtures, with a suffix if someone took it. */
async function generateClientId(db: AppDb, participantId: number): Promise<string> {
  const base = `CL-${String(1000 + participantId).padStart(6, '0')}`;
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}-${n}`;
    if (!(await isTaken(db, s.participants, s.participants.clientUniqueId, candidate))) {
      return candidate;
    }
  }
}
