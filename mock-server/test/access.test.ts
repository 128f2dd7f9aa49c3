// The role × route × ownership matrix (DESIGN 8). Every route of the registry, called as each
// demo role, gets 403 exactly when the permission table refuses that role (later routes are
// covered without a change here); the rows of ROUTES call routes against a record inside and one
// outside the role's scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLES, type Role } from '../../src/domain/enums';
import { isPermitted, rolesPermitted } from '../../src/domain/permissions';
import { apiRoutes } from '../app';
import { queryRows } from '../db/connection';
import { shadows, type ApiRoute } from '../http/routes';
import { call, signIn, startTestServer, type Session, type TestServer } from './harness';

interface Target {
  userId: number;
  email: string;
  employerId: number;
  divisionId: number;
  clientId: number;
  producerId: number;
  employerAdminId: number;
  /** A user made for the delete row, so that deleting it harms no other row. */
  disposableUserId: number;
  /** The stored employer `employerId` as a save-employer body. */
  employerBody: unknown;
  /** The stored producer `producerId` as a POST /api/producers body. */
  producerBody: unknown;
  /** A producer outside the role's scope (any producer for an Admin). */
  foreignProducerId: number;
  /** Another producer on the demo producer's organization (none for the other roles). */
  coProducerId: number;
}

interface EmployerBody {
  divisions: { producers: number[] }[];
}

/** The employer body with every division's producers changed by `change`. */
const withProducers = (t: Target, change: (producers: number[]) => number[]) => {
  const body = structuredClone(t.employerBody) as EmployerBody;
  for (const d of body.divisions) d.producers = change(d.producers);
  return body;
};

interface RouteRow {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: (t: Target) => string;
  body?: (t: Target) => unknown;
  /**
   * Roles that may make the call, when the body narrows the route's permission further (the
   * others get 403); by default the roles the registry gives the route.
   */
  roles?: readonly Role[];
  /** Whether the call names a record, so that one outside the scope gets 404. */
  scoped: boolean;
  /** Statuses that count as success inside the scope. */
  ok?: number[];
  /** Checks a successful answer (lists: exactly the records in the role's scope). */
  check?: (res: Response, role: Role) => Promise<void>;
}

/** What each role may see, worked out in beforeAll with plain SQL, apart from the server. */
const expected = {} as Record<
  Role,
  { employers: Set<number>; divisions: Set<number>; clients: Set<number>; producers: Set<number> }
>;
const idsOf = async (res: Response) =>
  new Set(((await res.json()) as { rows: { id: number }[] }).rows.map((r) => r.id));
const listOf =
  (what: 'employers' | 'divisions' | 'clients' | 'producers') =>
  async (res: Response, role: Role) => {
    expect(await idsOf(res)).toEqual(expected[role][what]);
  };
let created = 0;
const ALL = 'PageSize=1000&PageNumber=1';

const STAFF = ['Admin', 'Producer', 'EmployerAdmin'] as const;
const LIST = 'PageSize=500&PageNumber=1&IsDeleted=false';

export const ROUTES: RouteRow[] = [
  { name: 'models', method: 'GET', path: () => '/api/models', scoped: false },
  { name: 'dashboard', method: 'GET', path: () => '/api/dashboard', scoped: false },
  {
    name: 'user by id',
    method: 'GET',
    path: (t) => `/api/users/${t.userId}`,
    scoped: true,
  },
  {
    name: 'resend invitation',
    method: 'POST',
    path: (t) => `/api/users/${t.userId}`,
    scoped: true,
    ok: [200, 409],
  },
  {
    name: 'send e-mail',
    method: 'GET',
    path: (t) => `/api/users/send-email?userEmail=${encodeURIComponent(t.email)}`,
    scoped: true,
  },
  {
    name: 'user list',
    method: 'GET',
    path: () => `/api/users?${LIST}`,
    scoped: false,
  },
  {
    name: 'user list (POST)',
    method: 'POST',
    path: () => '/api/users/get-user',
    body: () => ({ pageSize: 500, pageNumber: 1, isDeleted: false }),
    scoped: false,
  },
  // ---------------------------------------------------------------- reads
  {
    name: 'employer list',
    method: 'GET',
    path: () => `/api/employers?${ALL}`,
    scoped: false,
    check: listOf('employers'),
  },
  {
    name: 'employer by id',
    method: 'GET',
    path: (t) => `/api/employers/${t.employerId}`,
    scoped: true,
  },
  {
    name: 'employers of a producer',
    method: 'GET',
    path: (t) => `/api/employers/producer_id/${t.producerId}`,
    scoped: true,
  },
  {
    name: 'employers of an employer admin',
    method: 'GET',
    path: (t) => `/api/employers/employer_admin/${t.employerAdminId}`,
    scoped: true,
  },
  {
    name: 'division list',
    method: 'GET',
    path: () => `/api/divisions?${ALL}`,
    scoped: false,
    check: listOf('divisions'),
  },
  {
    name: 'divisions of an employer admin',
    method: 'GET',
    path: (t) => `/api/divisions/employer_admin/${t.employerAdminId}`,
    scoped: true,
  },
  {
    name: 'producer list',
    method: 'GET',
    path: () => `/api/producers?${ALL}`,
    scoped: false,
    check: listOf('producers'),
  },
  {
    name: 'producer by id',
    method: 'GET',
    path: (t) => `/api/producers/${t.producerId}`,
    scoped: true,
  },
  {
    name: 'active producers',
    method: 'GET',
    path: () => '/api/producers/get-actived-producers',
    scoped: false,
    // Every active producer, but to any role other than Admin as names only: producers outside
    // the caller's scope are otherwise not theirs to read.
    check: async (res, role) => {
      const rows = (await res.json()) as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(
          role === 'Admin'
            ? ['email', 'id', 'isActive', 'name', 'since', 'userId']
            : ['id', 'name'],
        );
      }
    },
  },
  {
    name: 'client by id',
    method: 'GET',
    path: (t) => `/api/clients/${t.clientId}`,
    scoped: true,
  },
  {
    name: 'client list',
    method: 'GET',
    path: () => `/api/clients?${ALL}`,
    scoped: false,
    check: listOf('clients'),
  },
  {
    name: 'client export',
    method: 'GET',
    path: () => '/api/clients/export',
    scoped: false,
    check: async (res, role) => {
      const lines = (await res.text()).split('\r\n').filter(Boolean);
      expect(lines.length - 1).toBe(expected[role].clients.size);
    },
  },
  {
    name: 'carrier documents of a participant',
    method: 'GET',
    path: (t) => `/api/carriers/carrier-documents/${t.clientId}`,
    scoped: true,
  },
  // ---------------------------------------------------------------- saved views (any role)
  {
    name: 'own saved views',
    method: 'GET',
    path: () => '/api/saved-views',
    scoped: false,
    // Never another person's view, though one exists.
    check: async (res) => {
      const views = (await res.json()) as { id: number }[];
      expect(views.map((v) => v.id)).not.toContain(SAVED.foreignId);
    },
  },
  {
    name: 'save a view',
    method: 'POST',
    path: () => '/api/saved-views',
    body: () => ({
      resource: 'documents',
      name: `Matrix view ${++created}`,
      filter: { q: 'plan' },
      sort: { field: 'modified', order: 'DESC' },
      perPage: 25,
      hiddenColumns: [],
    }),
    scoped: false,
  },
  {
    name: 'saved view by its share link',
    method: 'GET',
    path: () => `/api/saved-views/shared/${SAVED.foreignToken}`,
    scoped: false,
  },
  // Another person's view is nobody else's to change, an Admin's included.
  {
    name: 'rename another person’s view',
    method: 'POST',
    path: () => `/api/saved-views/${SAVED.foreignId}/rename`,
    body: () => ({ name: 'Taken over' }),
    scoped: false,
    ok: [404],
  },
  {
    name: 'delete another person’s view',
    method: 'DELETE',
    path: () => `/api/saved-views/${SAVED.foreignId}`,
    scoped: false,
    ok: [404],
  },
  // ---------------------------------------------------------------- writes (after the reads)
  {
    name: 'save-user (create an employee)',
    method: 'POST',
    path: () => '/api/users/save-user',
    body: (t) => ({
      email: `matrix.${++created}@example.com`,
      firstName: 'Matrix',
      lastName: 'Row',
      role: 'Employee',
      divisionId: t.divisionId,
    }),
    // The route lets every role edit their own record; creating needs users create, and
    // users.role.Employee create for the role of the new user.
    roles: rolesPermitted('users', 'create').filter((r) =>
      isPermitted(r, 'users.role.Employee', 'create'),
    ),
    scoped: true,
  },
  {
    name: 'save-user (update)',
    method: 'POST',
    path: () => '/api/users/save-user',
    body: (t) => ({
      id: t.userId,
      email: t.email,
      firstName: 'Matrix',
      lastName: 'Updated',
      role: 'Employee',
    }),
    scoped: true,
  },
  {
    name: 'toggle',
    method: 'POST',
    path: (t) => `/api/users/${t.userId}/toggle`,
    body: () => ({ isActive: true }),
    scoped: true,
  },
  {
    name: 'save-employer',
    method: 'POST',
    path: () => '/api/employers/save-employer',
    body: (t) => t.employerBody,
    scoped: true,
  },
  // Only an Admin changes who else produces a division: a Producer may keep themselves on it
  // but neither add a producer from outside their scope nor remove a co-producer, either of
  // which would widen a producer's scope.
  {
    name: 'save-employer adding another producer',
    method: 'POST',
    path: () => '/api/employers/save-employer',
    body: (t) => withProducers(t, (p) => [...p, t.foreignProducerId]),
    roles: ['Admin'],
    scoped: false,
  },
  {
    name: 'save-employer removing a co-producer',
    method: 'POST',
    path: () => '/api/employers/save-employer',
    body: (t) => withProducers(t, (p) => p.filter((id) => id !== t.coProducerId)),
    roles: ['Admin'],
    scoped: false,
  },
  {
    name: 'save producer',
    method: 'POST',
    path: () => '/api/producers',
    body: (t) => t.producerBody,
    scoped: false,
  },
  {
    name: 'delete user',
    method: 'DELETE',
    path: (t) => `/api/users/${t.disposableUserId}`,
    scoped: true,
  },
];

const API = apiRoutes();
/** A documents view of a user who is none of the demo roles, made in beforeAll. */
const SAVED = { foreignId: 1, foreignToken: 'f'.repeat(32) };
/** A producer (in the demo producer's scope) made co-producer of division 1 in beforeAll. */
const CO_PRODUCER = 4;

/** The registered route that answers a request: the first in mount order, as Express picks. */
function registered(method: string, url: string): ApiRoute {
  const path = url.replace(/^\/api/, '').split('?')[0]!;
  const route = API.find((r) => r.method === method && shadows(r.path, path));
  if (!route) throw new Error(`No registered route answers ${method} ${url}.`);
  return route;
}

/** A target for naming the rows before the real ones are known. */
const PROBE: Target = {
  userId: 1,
  email: 'probe@example.com',
  employerId: 1,
  divisionId: 1,
  clientId: 1,
  producerId: 1,
  employerAdminId: 1,
  disposableUserId: 1,
  employerBody: {},
  producerBody: {},
  foreignProducerId: 1,
  coProducerId: 0,
};

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
    // A user of its own per staff role for the delete row, in division 1 (inside every staff
    // demo role's scope), made first so that every expected list below counts them.
    const disposable: Partial<Record<Role, number>> = {};
    for (const role of STAFF) {
      const [user] = await queryRows<{ id: number }>(
        db,
        sql`insert into users (email, first_name, last_name, role) values (${`disposable.${role}@example.com`}, 'Dis', 'Posable', 'Employee') returning id`,
      );
      await queryRows(
        db,
        sql`insert into participants (user_id, division_id, client_unique_id) values (${user!.id}, 1, ${`DISPOSABLE-${role}`})`,
      );
      disposable[role] = user!.id;
    }
    // A co-producer on the demo producer's first organization, for the row that removes one.
    await queryRows(
      db,
      sql`insert into division_producers (division_id, producer_id) values (1, ${CO_PRODUCER}) on conflict do nothing`,
    );
    const employees = await queryRows<{ user_id: number; email: string; employer_id: number }>(
      db,
      sql`select u.id as user_id, u.email, d.employer_id from users u
          join participants p on p.user_id = u.id join divisions d on d.id = p.division_id
          where not u.is_deleted order by u.id`,
    );
    await saveForeignView(db);
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
      const other = employees.find((e) => !visible[role].has(e.user_id));

      // Organizations, divisions, participants and producers in scope, by plain SQL.
      const allDivisions = await queryRows<{ id: number; employer_id: number }>(
        db,
        sql`select id, employer_id from divisions order by id`,
      );
      const ownDivision = (self.divisions as { id: number }[])[0]?.id;
      const divisions = allDivisions.filter((d) =>
        role === 'Employee' ? d.id === ownDivision : employerIds.has(d.employer_id),
      );
      const divisionIds = new Set(divisions.map((d) => d.id));
      const participants = await queryRows<{ id: number; user_id: number; division_id: number }>(
        db,
        sql`select p.id, p.user_id, p.division_id from participants p join users u on u.id = p.user_id where not u.is_deleted order by p.id`,
      );
      const clients = participants.filter((p) =>
        role === 'Employee' ? p.user_id === self.id : divisionIds.has(p.division_id),
      );
      const producerLinks = await queryRows<{ id: number; division_id: number | null }>(
        db,
        sql`select p.id, dp.division_id from producers p join users u on u.id = p.user_id
            left join division_producers dp on dp.producer_id = p.id where not u.is_deleted order by p.id`,
      );
      const producers = new Set(
        producerLinks
          .filter(
            (p) =>
              role === 'Admin' ||
              p.id === self.producerId ||
              (role !== 'Employee' && p.division_id !== null && divisionIds.has(p.division_id)),
          )
          .map((p) => p.id),
      );
      const adminLinks = await queryRows<{ id: number; division_id: number }>(
        db,
        sql`select employer_admin_id as id, division_id from division_employer_admins order by 1, 2`,
      );
      const employerAdmins = adminLinks.filter(
        (a) => role === 'Admin' || divisionIds.has(a.division_id),
      );
      expected[role] = {
        employers: new Set(
          role === 'Admin' ? allDivisions.map((d) => d.employer_id) : [...employerIds],
        ),
        divisions: divisionIds,
        clients: new Set(clients.map((c) => c.id)),
        producers,
      };

      const producerIdIn = (self.producerId as number | null) ?? [...producers][0] ?? 1;
      const producerIdOut = producerLinks.find((p) => !producers.has(p.id))?.id ?? 1;
      const adminIn = (self.employerAdminId as number | null) ?? employerAdmins[0]?.id ?? 1;
      const adminOut = adminLinks.find((a) => !divisionIds.has(a.division_id))?.id ?? 1;
      const employerIn = [...expected[role].employers].sort()[0]!;
      const employerOut =
        allDivisions.find((d) => !employerIds.has(d.employer_id))?.employer_id ?? 1;
      const divisionOut = allDivisions.find((d) => !divisionIds.has(d.id))?.id ?? 1;
      const clientOf = (userId: number) => participants.find((p) => p.user_id === userId)!.id;

      inside[role] = {
        userId: mine.user_id,
        email: mine.email,
        employerId: employerIn,
        divisionId: [...divisionIds][0]!,
        clientId: clientOf(mine.user_id),
        producerId: producerIdIn,
        employerAdminId: adminIn,
        disposableUserId: disposable[role] ?? self.id,
        employerBody: await employerBody(employerIn),
        producerBody: await producerBody(producerIdIn),
        foreignProducerId: producerIdOut,
        coProducerId: role === 'Producer' ? CO_PRODUCER : 0,
      };
      if (other) {
        outside[role] = {
          userId: other.user_id,
          email: other.email,
          employerId: employerOut,
          divisionId: divisionOut,
          clientId: clientOf(other.user_id),
          producerId: producerIdOut,
          employerAdminId: adminOut,
          disposableUserId: other.user_id,
          employerBody: await employerBody(employerOut),
          producerBody: await producerBody(producerIdOut),
          foreignProducerId: producerIdOut,
          coProducerId: 0,
        };
      }
    }
  });

  /** A saved view of the documents list, kept by a user none of the demo roles signs in as. */
  async function saveForeignView(db: typeof server.database.db) {
    const [view] = await queryRows<{ id: number; share_token: string }>(
      db,
      sql`insert into saved_views (user_id, resource, name, params, share_token)
          select id, 'documents', 'Someone else’s', ${JSON.stringify({ filter: {}, sort: { field: 'modified', order: 'DESC' }, perPage: 25, hiddenColumns: [] })}::jsonb, ${SAVED.foreignToken}
          from users where email not in (${sql.join(
            Object.values(DEMO).map((e) => sql`${e}`),
            sql`, `,
          )}) order by id limit 1
          returning id, share_token`,
    );
    SAVED.foreignId = view!.id;
    SAVED.foreignToken = view!.share_token;
  }

  /** A stored employer as the save-employer body that would store it again unchanged. */
  async function employerBody(employerId: number) {
    const { db } = server.database;
    const [employer] = await queryRows<{ name: string; is_active: boolean }>(
      db,
      sql`select name, is_active from employers where id = ${employerId}`,
    );
    const divisions = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from divisions where employer_id = ${employerId} order by id`,
    );
    const producers = await queryRows<{ division_id: number; producer_id: number }>(
      db,
      sql`select division_id, producer_id from division_producers`,
    );
    const admins = await queryRows<{ division_id: number; employer_admin_id: number }>(
      db,
      sql`select division_id, employer_admin_id from division_employer_admins`,
    );
    return {
      id: employerId,
      name: employer!.name,
      isActive: employer!.is_active,
      divisions: divisions.map((d) => ({
        id: d.id,
        name: d.name,
        producers: producers.filter((p) => p.division_id === d.id).map((p) => p.producer_id),
        employerAdmins: admins
          .filter((a) => a.division_id === d.id)
          .map((a) => a.employer_admin_id),
      })),
    };
  }

  async function producerBody(producerId: number) {
    const [p] = await queryRows<{ name: string; email: string; since: string | null }>(
      server.database.db,
      sql`select name, email, since from producers where id = ${producerId}`,
    );
    return { id: producerId, name: p!.name, email: p!.email, since: p!.since };
  }
  afterAll(() => server.close());

  it('every non-admin demo role has a record outside its scope to be tested with', () => {
    expect(outside.Producer).toBeDefined();
    expect(outside.EmployerAdmin).toBeDefined();
    expect(outside.Employee).toBeDefined();
  });

  for (const route of ROUTES) {
    const roles = route.roles ?? registered(route.method, route.path(PROBE)).roles;
    for (const role of Object.keys(DEMO) as Role[]) {
      const allowed = roles.includes(role);
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
        await route.check?.(res, role);
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

  describe('every registered route', () => {
    const fresh = {} as Record<Role, Session>;
    beforeAll(async () => {
      for (const role of ROLES) fresh[role] = await signIn(server, DEMO[role]);
    });
    // Ids that name no record, a first page and an empty body: a call the table allows reaches
    // the service (lists) or fails there (400, 404) and changes nothing. Sign-out goes last, as
    // it ends the session the other calls use.
    const NO_RECORD = '999999999';
    const PAGE = '?PageSize=10&PageNumber=1';
    const endsSession = (r: ApiRoute) => r.method === 'POST' && r.path === '/auth/logout';
    const guarded = API.filter((r) => r.access !== 'public').sort(
      (a, b) => Number(endsSession(a)) - Number(endsSession(b)),
    );
    for (const route of guarded) {
      const url = `/api${route.path.replace(/:\w+/g, NO_RECORD)}${route.method === 'GET' ? PAGE : ''}`;
      const body = route.method === 'GET' ? undefined : {};
      it(`${route.method} ${route.path}: a signed-out caller gets 401`, async () => {
        const res = await call(server, undefined, route.method, url, body);
        await res.arrayBuffer();
        expect(res.status).toBe(401);
      });
      for (const role of ROLES) {
        const allowed = route.roles.includes(role);
        it(`${route.method} ${route.path}: ${role} ${allowed ? 'passes' : 'gets 403'}`, async () => {
          const res = await call(server, fresh[role].accessToken, route.method, url, body);
          await res.arrayBuffer();
          if (allowed) {
            expect([401, 403]).not.toContain(res.status);
            expect(res.status).toBeLessThan(500);
          } else {
            expect(res.status).toBe(403);
          }
        });
      }
    }
  });

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
