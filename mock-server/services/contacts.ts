// The people of an employer or a carrier: one save replaces the owner's contact rows with the
// body's, updating the kept ones (by id, within the owner), adding the new and removing the rest.
import { and, eq, not } from 'drizzle-orm';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { inIds } from './lists';

export interface ContactInput {
  id?: number | null;
  firstName: string;
  lastName: string;
  position?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** Whose contacts: an employer's or a carrier's. */
export type ContactOwner =
  | { table: typeof s.employerContacts; column: typeof s.employerContacts.employerId; id: number }
  | { table: typeof s.carrierContacts; column: typeof s.carrierContacts.carrierId; id: number };

export const employerContacts = (id: number): ContactOwner => ({
  table: s.employerContacts,
  column: s.employerContacts.employerId,
  id,
});

export const carrierContacts = (id: number): ContactOwner => ({
  table: s.carrierContacts,
  column: s.carrierContacts.carrierId,
  id,
});

export async function replaceContacts(
  tx: AppDb,
  owner: ContactOwner,
  contacts: readonly ContactInput[],
): Promise<void> {
  const { table, column } = owner;
  const kept = contacts.map((c) => c.id).filter((id): id is number => !!id);
  await tx.delete(table).where(and(eq(column, owner.id), not(inIds(table.id, kept))));
  for (const c of contacts) {
    const fields = {
      firstName: c.firstName,
      lastName: c.lastName,
      position: c.position ?? null,
      phone: c.phone ?? null,
      email: c.email ?? null,
    };
    const updated = c.id
      ? await tx
          .update(table)
          .set(fields)
          .where(and(eq(table.id, c.id), eq(column, owner.id)))
          .returning({ id: table.id })
      : [];
    if (updated.length > 0) continue;
    if (owner.table === s.employerContacts) {
      await tx.insert(s.employerContacts).values({ ...fields, employerId: owner.id });
    } else {
      await tx.insert(s.carrierContacts).values({ ...fields, carrierId: owner.id });
    }
  }
}

/** The owner's contacts, in the order they were added. */
export function contactsOf(db: AppDb, owner: ContactOwner) {
  const table: typeof s.employerContacts | typeof s.carrierContacts = owner.table;
  return db
    .select({
      id: table.id,
      firstName: table.firstName,
      lastName: table.lastName,
      position: table.position,
      phone: table.phone,
      email: table.email,
    })
    .from(table)
    .where(eq(owner.column, owner.id))
    .orderBy(table.id);
}
