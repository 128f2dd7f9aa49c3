// The role × route × ownership matrix (DESIGN 8): every API route, called as each demo role
// against a record inside and one outside the role's scope. Later routes add rows to ROUTES.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Role } from '../../src/domain/enums';
import { queryRows } from '../db/connection';
import { call, signIn, startTestServer, type Session, type TestServer } from './harness';

interface Target {
  userId: number;
  email: string;
}

interface RouteRow {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: (t: Target) => string;
  body?: (t: Target) => unknown;
  /** Roles that may make the call; the others get 403. */
  roles: readonly Role[] | 'any';
  /** Whether the call names a record, so that one outside the scope gets 404. */
  scoped: boolean;
  /** Statuses that count as success inside the scope. */
  ok?: number[];
}

const STAFF = ['Admin', 'Producer', 'EmployerAdmin'] as const;
const LIST = 'PageSize=500&PageNumber=1&IsDeleted=false';

export const ROUTES: RouteRow[] = [
  { name: 'models', method: 'GET', path: () => '/api/models', roles: 'any', scoped: false },
  {
    name: 'user by id',
    method: 'GET',
    path: (t) => `/api/users/${t.userId}`,
    roles: 'any',
    scoped: true,
  },
  {
    name: 'resend invitation',
    method: 'POST',
    path: (t) => `/api/users/${t.userId}`,
    roles: STAFF,
    scoped: true,
    ok: [200, 409],
  },
  {
    name: 'send e-mail',
    method: 'GET',
    path: (t) => `/api/users/send-email?userEmail=${encodeURIComponent(t.email)}`,
    roles: STAFF,
    scoped: true,
  },
  {
    name: 'user list',
    method: 'GET',
    path: () => `/api/users?${LIST}`,
    roles: STAFF,
    scoped: false,
  },
  {
    name: 'user list (POST)',
    method: 'POST',
    path: () => '/api/users/get-user',
    body: () => ({ pageSize: 500, pageNumber: 1, isDeleted: false }),
    roles: STAFF,
    scoped: false,
  },
];

const DEMO: Record<Role, string> = {
  Admin: 'admin@example.com',
  Producer: 'producer@example.com',
  EmployerAdmin: 'employer.admin@example.com',
  Employee: 'employee@example.com',
};

describe('access matrix', () => {
  let server: TestServer;
  const sessions = {} as Record<Role, Session>;
  const inside = {} as Record<Role, Target>;
  const outside = {} as Partial<Record<Role, Target>>;
  /** Every user id each role may see, worked out here with plain SQL, apart from the server's. */
  const visible = {} as Record<Role, Set<number>>;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    const employees = await queryRows<{ user_id: number; email: string; employer_id: number }>(
      db,
      sql`select u.id as user_id, u.email, d.employer_id from users u
          join participants p on p.user_id = u.id join divisions d on d.id = p.division_id
          where not u.is_deleted order by u.id`,
    );
    for (const role of Object.keys(DEMO) as Role[]) {
      sessions[role] = await signIn(server, DEMO[role]);
      const self = sessions[role].user;
      const employerIds = new Set(
        role === 'Admin'
          ? employees.map((e) => e.employer_id)
          : (self.employers as { id: number }[]).map((e) => e.id),
      );
      const scopedEmployees = employees.filter((e) =>
        role === 'Employee' ? e.user_id === self.id : employerIds.has(e.employer_id),
      );
      const admins = await queryRows<{ user_id: number }>(
        db,
        sql`select distinct ea.user_id from employer_admins ea
            join division_employer_admins dea on dea.employer_admin_id = ea.id
            join divisions d on d.id = dea.division_id
            where d.employer_id in (${sql.join(
              [...employerIds].map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      visible[role] =
        role === 'Admin'
          ? new Set(
              (
                await queryRows<{ id: number }>(db, sql`select id from users where not is_deleted`)
              ).map((r) => r.id),
            )
          : new Set([
              self.id,
              ...scopedEmployees.map((e) => e.user_id),
              ...(role === 'Employee' ? [] : admins.map((a) => a.user_id)),
            ]);
      const mine = scopedEmployees.find((e) => e.user_id !== self.id) ?? scopedEmployees[0]!;
      inside[role] = { userId: mine.user_id, email: mine.email };
      const other = employees.find((e) => !visible[role].has(e.user_id));
      if (other) outside[role] = { userId: other.user_id, email: other.email };
    }
  });
  afterAll(() => server.close());

  it('every non-admin demo role has a record outside its scope to be tested with', () => {
    expect(outside.Producer).toBeDefined();
    expect(outside.EmployerAdmin).toBeDefined();
    expect(outside.Employee).toBeDefined();
  });

  for (const route of ROUTES) {
    for (const role of Object.keys(DEMO) as Role[]) {
      const allowed = route.roles === 'any' || route.roles.includes(role);
      it(`${route.name}: ${role} ${allowed ? 'inside scope succeeds' : 'gets 403'}`, async () => {
        const t = inside[role];
        const res = await call(
          server,
          sessions[role].accessToken,
          route.method,
          route.path(t),
          route.body?.(t),
        );
        if (!allowed) {
          expect(res.status).toBe(403);
          return;
        }
        expect(route.ok ?? [200]).toContain(res.status);
        if (route.name.startsWith('user list')) {
          const body = await res.json();
          const ids = body.rows.map((r: { id: number }) => r.id);
          expect(ids.length).toBeGreaterThan(0);
          expect(new Set(ids)).toEqual(visible[role]);
          expect(body.resultCount).toBe(visible[role].size);
        }
      });
      if (allowed && route.scoped && role !== 'Admin') {
        it(`${route.name}: ${role} outside scope gets 404`, async () => {
          const t = outside[role]!;
          const res = await call(
            server,
            sessions[role].accessToken,
            route.method,
            route.path(t),
            route.body?.(t),
          );
          expect(res.status).toBe(404);
        });
      }
    }
  }

  it('sign-out ends the session it is called with, for every role', async () => {
    for (const role of Object.keys(DEMO) as Role[]) {
      const session = await signIn(server, DEMO[role]);
      expect((await call(server, session.accessToken, 'POST', '/api/auth/logout')).status).toBe(
        204,
      );
      expect((await call(server, session.accessToken, 'GET', '/api/models')).status).toBe(401);
    }
  });
});
