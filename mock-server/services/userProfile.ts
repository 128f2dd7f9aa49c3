// The user as the API shows it: the login result's user and the full user form (spec 3), with
// the organizations and divisions it is linked to. Never carries a password hash or a token.
import { eq } from 'drizzle-orm';
import type { LoginUser } from '../../src/domain/api/auth';
import type { UserDetail, UserDivision, UserEmployer } from '../../src/domain/api/users';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { pick } from '../db/tables/columns';
import { employersOfDivisions } from './employers/rows';
import { asNumber } from './lists';

export interface UserLinks {
  producerId: number | null;
  employerAdminId: number | null;
  clientId: number | null;
  divisionId: number | null;
  employers: UserEmployer[];
  divisions: UserDivision[];
}

export interface RoleIds {
  producerId: number | null;
  employerAdminId: number | null;
  clientId: number | null;
  divisionId: number | null;
}

/** The producer, employer-admin and participant records of a user, in one query. */
export async function loadRoleIds(db: AppDb, userId: number): Promise<RoleIds> {
  const [row] = await db
    .select({
      producerId: s.producers.id,
      employerAdminId: s.employerAdmins.id,
      clientId: s.participants.id,
      divisionId: s.participants.divisionId,
    })
    .from(s.users)
    .leftJoin(s.producers, eq(s.producers.userId, s.users.id))
    .leftJoin(s.employerAdmins, eq(s.employerAdmins.userId, s.users.id))
    .leftJoin(s.participants, eq(s.participants.userId, s.users.id))
    .where(eq(s.users.id, userId));
  return row ?? { producerId: null, employerAdminId: null, clientId: null, divisionId: null };
}

/** The divisions a producer or employer admin is linked to, or an Employee's division. */
async function linkedDivisionIds(
  db: AppDb,
  producer: { id: number } | undefined,
  employerAdmin: { id: number } | undefined,
  client: { divisionId: number } | undefined,
): Promise<number[]> {
  if (producer) {
    return (
      await db
        .select({ id: s.divisionProducers.divisionId })
        .from(s.divisionProducers)
        .where(eq(s.divisionProducers.producerId, producer.id))
    ).map((r) => r.id);
  }
  if (employerAdmin) {
    return (
      await db
        .select({ id: s.divisionEmployerAdmins.divisionId })
        .from(s.divisionEmployerAdmins)
        .where(eq(s.divisionEmployerAdmins.employerAdminId, employerAdmin.id))
    ).map((r) => r.id);
  }
  return client ? [client.divisionId] : [];
}

export async function loadUserLinks(db: AppDb, userId: number): Promise<UserLinks> {
  const ids = await loadRoleIds(db, userId);
  const producer = ids.producerId ? { id: ids.producerId } : undefined;
  const employerAdmin = ids.employerAdminId ? { id: ids.employerAdminId } : undefined;
  const client = ids.clientId ? { id: ids.clientId, divisionId: ids.divisionId! } : undefined;

  const divisionIds = await linkedDivisionIds(db, producer, employerAdmin, client);
  const employers = await employersOfDivisions(db, divisionIds);
  return {
    producerId: producer?.id ?? null,
    employerAdminId: employerAdmin?.id ?? null,
    clientId: client?.id ?? null,
    divisionId: client?.divisionId ?? null,
    employers: employers.map(({ id, name, isActive }) => ({ id, name, isActive })),
    divisions: employers.flatMap((e) =>
      e.divisions.map(({ id, name }) => ({ id, name, employerId: e.id, employerName: e.name })),
    ),
  };
}

/** The user of the login and refresh results (spec 3, "Login result"). */
export async function loginUser(db: AppDb, user: typeof s.users.$inferSelect): Promise<LoginUser> {
  const links = await loadUserLinks(db, user.id);
  return {
    id: user.id,
    clientId: links.clientId,
    producerId: links.producerId,
    employerAdminId: links.employerAdminId,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    employers: links.employers,
    divisions: links.divisions,
  };
}

/** The full user form (spec 3, "User, full form"). */
export async function fullUser(db: AppDb, userId: number): Promise<UserDetail | undefined> {
  // Independent reads go out together: each waits for the database, not for the one before.
  const [[user], links] = await Promise.all([
    db.select().from(s.users).where(eq(s.users.id, userId)),
    loadUserLinks(db, userId),
  ]);
  if (!user) return undefined;
  const [policies, [participant], [producer]] = await Promise.all([
    links.clientId ? policiesOf(db, links.clientId) : [],
    links.clientId ? participantRecord(db, links.clientId) : [],
    links.producerId
      ? db.select().from(s.producers).where(eq(s.producers.id, links.producerId))
      : [],
  ]);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    isActive: user.isActive,
    isDeleted: user.isDeleted,
    statusType: user.statusType,
    notes: user.notes,
    role: user.role,
    emailConfirmed: user.emailConfirmed,
    phoneNumber: user.phoneNumber,
    employers: links.employers,
    divisions: links.divisions,
    policies,
    employerAdminId: links.employerAdminId,
    producerId: links.producerId,
    clientId: links.clientId,
    divisionId: links.divisionId,
    dateOfBirth: user.dateOfBirth,
    address: user.address,
    state: user.state,
    city: user.city,
    zip: user.zip,
    // The participant record of an Employee (spec 3, "Participant / client").
    clientUniqueId: participant?.clientUniqueId ?? null,
    title: participant?.title ?? null,
    planEnrollmentDate: participant?.planEnrollmentDate ?? null,
    note: participant?.note ?? null,
    matchingContribution: participant?.matchingContribution ?? null,
    percentage: participant?.percentage ?? null,
    // A producer's start date.
    since: producer?.since ?? null,
  };
}

/** A participant's policies with their carrier and product, by policy number. */
function policiesOf(db: AppDb, clientId: number) {
  return db
    .select({
      ...pick(s.policies, 'id', 'policyNumber', 'carrierId'),
      carrierName: s.carriers.name,
      productId: s.policies.productId,
      productName: s.products.productName,
      status: s.policies.status,
    })
    .from(s.policies)
    .innerJoin(s.carriers, eq(s.carriers.id, s.policies.carrierId))
    .leftJoin(s.products, eq(s.products.id, s.policies.productId))
    .where(eq(s.policies.clientId, clientId))
    .orderBy(s.policies.policyNumber);
}

/** The participant record's own fields of the full user form. */
function participantRecord(db: AppDb, clientId: number) {
  return db
    .select({
      ...pick(s.participants, 'clientUniqueId', 'title', 'planEnrollmentDate', 'note'),
      matchingContribution: asNumber(s.participants.matchingContribution),
      percentage: asNumber(s.participants.percentage),
    })
    .from(s.participants)
    .where(eq(s.participants.id, clientId));
}
