// The user list (spec 7: GET /api/users and POST /api/users/get-user): the caller's scope,
// filters, search, sort and paging.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { UserListArgs } from '../../src/domain/listQuery';
import type { PagedResult } from '../../src/domain/api/common';
import type { UserListRow } from '../../src/domain/api/users';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { pick } from '../db/tables/columns';
import { userSearchText } from '../db/tables/parties';
import type { Scope } from './access';
import {
  anyOfIds,
  byIdsIn,
  callerKey,
  contains,
  inIds,
  listPage,
  orderBy,
  orderKey,
  searchable,
} from './lists';

const USER_SORT: Record<string, SQL[]> = {
  name: [sql`${s.users.lastName}`, sql`${s.users.firstName}`],
  email: [sql`lower(${s.users.email})`],
  phoneNumber: [sql`${s.users.phoneNumber}`],
  role: [sql`${s.users.role}`],
  isActive: [sql`${s.users.isActive}`],
};

/** A condition, its negation, or nothing, as a true/false/absent filter asks. */
const flag = (value: boolean | undefined, condition: SQL): SQL | undefined =>
  value === undefined ? undefined : value ? condition : sql`not (${condition})`;

/** The user has not accepted their invitation, and the latest one sent has expired. */
const invitationOverdue = (now: Date) =>
  sql`(${s.users.passwordHash} is null and (
    select max(t.expires_at) from ${s.userTokens} t
    where t.user_id = ${s.users.id} and t.purpose = 'invitation') <= ${now.toISOString()}::timestamptz)`;

/** A participant (an Employee with a participant record) without any policy. */
const withoutPolicy = sql`(${s.users.role} = 'Employee' and exists (
    select 1 from ${s.participants} pa where pa.user_id = ${s.users.id}
      and not exists (select 1 from ${s.policies} po where po.client_id = pa.id)))`;

/** A page of users by id, with the records their role gives them. */
const userRows = byIdsIn('user_rows', (db) =>
  db
    .select({
      ...pick(s.users, 'id', 'firstName', 'lastName', 'phoneNumber', 'email', 'isActive', 'role'),
      divisionId: s.participants.divisionId,
      producerId: s.producers.id,
      employerAdminId: s.employerAdmins.id,
      // Whether the user has accepted the invitation (the list offers a resend until then).
      emailConfirmed: sql<boolean>`${s.users.emailConfirmed} and ${s.users.passwordHash} is not null`,
    })
    .from(s.users)
    .leftJoin(s.participants, eq(s.participants.userId, s.users.id))
    .leftJoin(s.producers, eq(s.producers.userId, s.users.id))
    .leftJoin(s.employerAdmins, eq(s.employerAdmins.userId, s.users.id))
    .where(anyOfIds(s.users.id)),
);

/** A user whose name, e-mail or phone holds `term`. */
const userMatches = (term: string) =>
  or(
    ilike(sql`${s.users.firstName} || ' ' || ${s.users.lastName}`, contains(term)),
    ilike(s.users.email, contains(term)),
    ilike(s.users.phoneNumber, contains(term)),
  );

/** `now` is the server clock's: when an invitation counts as overdue. */
export async function listUsersIn(
  db: AppDb,
  scope: Scope,
  q: UserListArgs,
  now: Date,
): Promise<PagedResult<UserListRow>> {
  const inScope = await scope.userCondition();
  // Deleted users are listed to Admins only (IsDeleted=true); others get an empty list.
  const refused = q.isDeleted && !scope.isAdmin;
  const ids = () => {
    const term = q.searchText?.trim();
    const where = and(
      eq(s.users.isDeleted, q.isDeleted),
      q.ids ? inIds(s.users.id, q.ids) : undefined,
      refused ? sql`false` : undefined,
      q.isActive === undefined ? undefined : eq(s.users.isActive, q.isActive),
      q.role ? eq(s.users.role, q.role) : undefined,
      q.emailAddress ? ilike(s.users.email, contains(q.emailAddress)) : undefined,
      flag(q.invitationOverdue, invitationOverdue(now)),
      flag(q.withoutPolicy, withoutPolicy),
      term ? and(searchable(term, userSearchText(s.users)), userMatches(term)) : undefined,
    );
    return db
      .select({ id: s.users.id })
      .from(s.users)
      .where(where)
      .orderBy(...orderBy('users', q.sortCriteria, USER_SORT, s.users.id));
  };
  // The time is part of the order only where a filter compares with it.
  const at = q.invitationOverdue === undefined ? undefined : now.toISOString();
  // The whole list's order serves every caller, each narrowed to the users in their scope.
  const within = inScope && {
    key: callerKey('users', scope.principal),
    ids: () => db.select({ id: s.users.id }).from(s.users).where(inScope),
  };
  const order = { key: orderKey('users', null, q, at, refused), ids, within };
  const page = await listPage(db, order, q, (pageIds) => userRows(db, pageIds));
  return {
    ...page,
    rows: page.rows.map(({ firstName, lastName, ...r }) => ({
      ...r,
      name: `${firstName} ${lastName}`.trim(),
    })),
  };
}
