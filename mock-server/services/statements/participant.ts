// Which participant a statement call is about: an Employee's own record, or for staff the
// participant of a user in their scope (DESIGN 5.1: 404 outside it).
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { participantPlaces } from '../participantPlace';
import type { Scope } from '../access';
import { NotFoundError, ValidationError } from '../errors';

export interface ParticipantRef {
  clientId: number;
  userId: number;
  divisionId: number;
  name: string;
  planName: string | null;
  employerName: string;
}

export async function participantOf(
  db: AppDb,
  scope: Scope,
  userId: number | undefined,
): Promise<ParticipantRef> {
  const { principal } = scope;
  if (userId === undefined) {
    if (principal.role !== 'Employee') {
      throw new ValidationError({ field: 'userId', key: 'validation.required' });
    }
    userId = principal.userId;
  }
  const [row] = await participantPlaces(db).where(
    and(
      eq(s.participants.userId, userId),
      eq(s.users.isDeleted, false),
      await scope.participantCondition(),
    ),
  );
  if (!row) throw new NotFoundError('participant');
  return {
    clientId: row.clientId,
    userId: row.userId,
    divisionId: row.divisionId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    planName: row.planName,
    employerName: row.employerName,
  };
}
