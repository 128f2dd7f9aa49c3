// A participant with the place they hold in the plans: their name, their division (plan) and its
// employer. Statements and the participant's receivable read it, each with its own condition.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { pick } from '../db/tables/columns';

export function participantPlaces(db: AppDb) {
  return db
    .select({
      clientId: s.participants.id,
      userId: s.participants.userId,
      ...pick(s.users, 'firstName', 'lastName'),
      divisionId: s.divisions.id,
      divisionName: s.divisions.name,
      planName: s.divisions.planName,
      employerName: s.employers.name,
    })
    .from(s.participants)
    .innerJoin(s.users, eq(s.users.id, s.participants.userId))
    .innerJoin(s.divisions, eq(s.divisions.id, s.participants.divisionId))
    .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId));
}
