// The user as the API shows it: the login result's user and the full user form (spec 3), with
// the organizations and divisions it is linked to. Never carries a password hash or a token.
import { eq, sql } from 'drizzle-orm';
import type { LoginUser } from '../../src/domain/api/auth';
import type { EmployerWithDivisions } from '../../src/domain/api/employers';
import type {
  UserDetail,
  UserDivision,
  UserEmployer,
  UserPolicy,
} from '../../src/domain/api/users';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { pick } from '../db/tables/columns';
import { byEmployer, employersOfDivisions } from './employers/rows';
import { asNumber, byIdIn, oneId } from './lists';

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

/** A user's linked employers and divisions, as the login result and the full form list them. */
function employersAndDivisions(employers: EmployerWithDivisions[]) {
  return {
    employers: employers.map(({ id, name, isActive }): UserEmployer => ({ id, name, isActive })),
    divisions: employers.flatMap((e) =>
      e.divisions.map(({ id, name }): UserDivision => ({
        id,
        name,
        employerId: e.id,
        employerName: e.name,
      })),
    ),
  };
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
    ...employersAndDivisions(employers),
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

/** A division a user is linked to, with its employer, as the full form's one statement reads it. */
interface LinkedDivision {
  id: number;
  name: string;
  planName: string | null;
  employerId: number;
  employerName: string;
  employerActive: boolean;
}

/**
 * The full form of one user in one statement: the user, their role records, the divisions they
 * are linked to (a producer's or employer admin's links, else an Employee's division) with their
 * employers, and their policies, each collection as a JSON column.
 */
const userRecord = byIdIn('user_record', (db) =>
  db
    .select({
      ...pick(s.users, 'id', 'email', 'firstName', 'lastName', 'userName', 'isActive'),
      ...pick(s.users, 'isDeleted', 'statusType', 'notes', 'role', 'emailConfirmed'),
      ...pick(s.users, 'phoneNumber', 'dateOfBirth', 'address', 'state', 'city', 'zip'),
      producerId: s.producers.id,
      since: s.producers.since,
      employerAdminId: s.employerAdmins.id,
      clientId: s.participants.id,
      divisionId: s.participants.divisionId,
      ...pick(s.participants, 'clientUniqueId', 'title', 'planEnrollmentDate', 'note'),
      matchingContribution: asNumber(s.participants.matchingContribution),
      percentage: asNumber(s.participants.percentage),
      linked: sql<LinkedDivision[]>`coalesce((
        select json_agg(json_build_object('id', d.id, 'name', d.name, 'planName', d.plan_name,
          'employerId', e.id, 'employerName', e.name, 'employerActive', e.is_active)
          order by lower(e.name), lower(d.name), d.id)
        from ${s.divisions} d join ${s.employers} e on e.id = d.employer_id
        where d.id in (
          select dp.division_id from ${s.divisionProducers} dp
            where dp.producer_id = ${s.producers.id}
          union all
          select da.division_id from ${s.divisionEmployerAdmins} da
            where da.employer_admin_id = ${s.employerAdmins.id} and ${s.producers.id} is null
          union all
          select ${s.participants.divisionId}
            where ${s.producers.id} is null and ${s.employerAdmins.id} is null)), '[]'::json)`,
      policies: sql<UserPolicy[]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'policyNumber', p.policy_number,
          'carrierId', p.carrier_id, 'carrierName', c.name, 'productId', p.product_id,
          'productName', pr.product_name, 'status', p.status) order by p.policy_number)
        from ${s.policies} p join ${s.carriers} c on c.id = p.carrier_id
        left join ${s.products} pr on pr.id = p.product_id
        where p.client_id = ${s.participants.id}), '[]'::json)`,
    })
    .from(s.users)
    .leftJoin(s.producers, eq(s.producers.userId, s.users.id))
    .leftJoin(s.employerAdmins, eq(s.employerAdmins.userId, s.users.id))
    .leftJoin(s.participants, eq(s.participants.userId, s.users.id))
    .where(oneId(s.users.id)),
);

/** The full user form (spec 3, "User, full form"), or undefined when there is no such user. */
export async function fullUser(db: AppDb, userId: number): Promise<UserDetail | undefined> {
  const [row] = await userRecord(db, userId);
  if (!row) return undefined;
  const { linked, since, policies, ...user } = row;
  const employers = byEmployer(
    linked.map((d) => ({
      id: d.employerId,
      name: d.employerName,
      isActive: d.employerActive,
      divisionId: d.id,
      divisionName: d.name,
      planName: d.planName,
    })),
  );
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
    ...employersAndDivisions(employers),
    policies,
    employerAdminId: user.employerAdminId,
    producerId: user.producerId,
    clientId: user.clientId,
    divisionId: user.divisionId,
    dateOfBirth: user.dateOfBirth,
    address: user.address,
    state: user.state,
    city: user.city,
    zip: user.zip,
    // The participant record of an Employee (spec 3, "Participant / client").
    clientUniqueId: user.clientUniqueId,
    title: user.title,
    planEnrollmentDate: user.planEnrollmentDate,
    note: user.note,
    matchingContribution: user.matchingContribution,
    percentage: user.percentage,
    // A producer's start date.
    since,
  };
}
