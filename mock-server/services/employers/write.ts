// The writes of an organization or division save: the employer's own fields, the divisions and
// their producers and employer admins.
import { eq } from 'drizzle-orm';
import type { SaveEmployerInput } from '../../../src/domain/schemas/employer';
import { V } from '../../../src/domain/validation';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import type { Principal } from '../access';
import { inIds, rethrowTaken } from '../lists';
import type { DivisionInput } from './checks';

/** A division of the save body with its producers de-duplicated (and the saving producer added). */
type DivisionToSave = DivisionInput & { producers: number[] };

/** Updates the employer's own fields, or creates it; answers its id. */
export async function writeEmployer(
  tx: AppDb,
  now: Date,
  employerId: number | undefined,
  input: SaveEmployerInput,
): Promise<number> {
  if (employerId) {
    await tx
      .update(s.employers)
      .set({ name: input.name, isActive: input.isActive, updatedAt: now })
      .where(eq(s.employers.id, employerId));
    return employerId;
  }
  const [row] = await tx
    .insert(s.employers)
    .values({ name: input.name, isActive: input.isActive })
    .returning({ id: s.employers.id });
  return row!.id;
}

/** The body's divisions, each producer once; a saving Producer left off every one is put on all. */
export function divisionsToSave(principal: Principal, input: DivisionInput[]): DivisionToSave[] {
  const divisions = input.map((d) => ({ ...d, producers: [...new Set(d.producers)] }));
  const me = principal.role === 'Producer' ? principal.producerId : null;
  if (me && !divisions.some((d) => d.producers.includes(me))) {
    for (const d of divisions) d.producers.push(me);
  }
  return divisions;
}

/** Updates or inserts each division of the body; answers their ids in the body's order. */
async function writeDivisions(
  tx: AppDb,
  employerId: number,
  divisions: DivisionToSave[],
): Promise<number[]> {
  const savedIds: number[] = [];
  for (const d of divisions) {
    const fields = {
      name: d.name,
      planName: d.planName ?? null,
      address: d.address ?? null,
      state: d.state ?? null,
      city: d.city ?? null,
      zipCode: d.zipCode ?? null,
      matchingContribution: d.matchingContribution ?? null,
      percentage: d.percentage ?? null,
    };
    if (d.id) {
      await tx.update(s.divisions).set(fields).where(eq(s.divisions.id, d.id));
      savedIds.push(d.id);
    } else {
      const [row] = await tx
        .insert(s.divisions)
        .values({ ...fields, employerId })
        .returning({ id: s.divisions.id });
      savedIds.push(row!.id);
    }
  }
  return savedIds;
}

/**
 * Writes the divisions (employer and single-division saves alike) and replaces their producers
 * and employer admins; answers their ids in the body's order.
 */
export async function writeDivisionsWithPeople(
  tx: AppDb,
  employerId: number,
  divisions: DivisionToSave[],
): Promise<number[]> {
  const savedIds = await writeDivisions(tx, employerId, divisions);
  await replacePeople(tx, divisions, savedIds);
  return savedIds;
}

/** The producers and employer admins of every saved division are replaced by the body's. */
async function replacePeople(
  tx: AppDb,
  divisions: DivisionToSave[],
  savedIds: number[],
): Promise<void> {
  await tx.delete(s.divisionProducers).where(inIds(s.divisionProducers.divisionId, savedIds));
  await tx
    .delete(s.divisionEmployerAdmins)
    .where(inIds(s.divisionEmployerAdmins.divisionId, savedIds));
  const producerLinks = divisions.flatMap((d, i) =>
    d.producers.map((producerId) => ({ divisionId: savedIds[i]!, producerId })),
  );
  if (producerLinks.length > 0) await tx.insert(s.divisionProducers).values(producerLinks);
  const adminLinks = divisions.flatMap((d, i) =>
    [...new Set(d.employerAdmins)].map((employerAdminId) => ({
      divisionId: savedIds[i]!,
      employerAdminId,
    })),
  );
  if (adminLinks.length > 0) await tx.insert(s.divisionEmployerAdmins).values(adminLinks);
}

/** A unique name broken by a concurrent save answers like the check that came before it. */
export function rethrowTakenName(err: unknown): never {
  rethrowTaken(err, {
    employers_name_lower_uq: { field: 'name', key: V.organizationNameTaken },
    divisions_employer_name_uq: { field: 'divisions', key: V.divisionNameUnique },
  });
}
