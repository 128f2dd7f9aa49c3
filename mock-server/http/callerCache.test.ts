import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { AuthService } from '../services/auth';
import { call, signIn, startTestServer, type TestServer } from '../test/harness';

// The read cache is off here (READ_CACHE_MB=0): only the caller cache remembers callers, and
// every answer is read from the database.
const EMPLOYERS = '/api/employers?PageSize=100&PageNumber=1';
const CLIENTS = '/api/clients?PageSize=5&PageNumber=1';
const CARRIERS = '/api/carriers?PageSize=25&PageNumber=1';
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);

describe('the caller cache, with the read cache off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ readCacheBytes: 0 });
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const status = async (token: string, path = CARRIERS) =>
    (await call(server, token, 'GET', path)).status;

  // On PostgreSQL the data version is the server's WAL position, which every database on that
  // server moves (the other test files' among them), so "no write in between" cannot be
  // arranged there while other files run; the embedded database's version is this process's.
  it.skipIf(ON_POSTGRES)('reads a caller once until the next write', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const lookups = vi.spyOn(AuthService.prototype, 'principalOf');
    expect(await status(admin.accessToken)).toBe(200);
    expect(await status(admin.accessToken)).toBe(200);
    expect(await status(admin.accessToken)).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('reads a caller again after a write', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const lookups = vi.spyOn(AuthService.prototype, 'principalOf');
    expect(await status(admin.accessToken)).toBe(200);
    await server.database.db.execute(sql`update carriers set city = city where id = 1`);
    lookups.mockClear();
    expect(await status(admin.accessToken)).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('refuses a deactivated user’s token on the very next request', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const employerAdmin = await signIn(server, 'employer.admin@example.com');
    const toggle = (isActive: boolean) =>
      call(server, admin.accessToken, 'POST', `/api/users/${employerAdmin.user.id}/toggle`, {
        isActive,
      });
    expect(await status(employerAdmin.accessToken, CLIENTS)).toBe(200);
    expect(await status(employerAdmin.accessToken, CLIENTS)).toBe(200);
    expect((await toggle(false)).status).toBe(200);
    try {
      const refused = await call(server, employerAdmin.accessToken, 'GET', CLIENTS);
      expect(refused.status).toBe(401);
      expect((await refused.json()).detail).toMatch(/deactivated/i);
    } finally {
      expect((await toggle(true)).status).toBe(200);
    }
  });

  it('ends a session at sign-out on the very next request, and no other session', async () => {
    const first = await signIn(server, 'admin@example.com');
    const second = await signIn(server, 'admin@example.com');
    expect(await status(first.accessToken)).toBe(200);
    expect(await status(second.accessToken)).toBe(200);
    expect((await call(server, first.accessToken, 'POST', '/api/auth/logout')).status).toBe(204);
    expect(await status(first.accessToken)).toBe(401);
    expect(await status(second.accessToken)).toBe(200);
  });

  it('ends a family whose refresh token came back a second time, access token included', async () => {
    const admin = await signIn(server, 'admin@example.com');
    expect(await status(admin.accessToken)).toBe(200);
    const refresh = () =>
      call(server, undefined, 'POST', '/api/auth/refresh-token', {
        accessToken: admin.accessToken,
        refreshToken: admin.refreshToken,
      });
    expect((await refresh()).status).toBe(200);
    expect((await refresh()).status).toBe(400);
    expect(await status(admin.accessToken)).toBe(401);
  });

  it('ends every session of a user who set a new password through a reset link', async () => {
    const employee = await signIn(server, 'employee@example.com');
    const path = `/api/users/${employee.user.id}`;
    expect(await status(employee.accessToken, path)).toBe(200);
    expect(await status(employee.accessToken, path)).toBe(200);
    const asked = await call(server, undefined, 'POST', '/api/users/forgot-password', {
      email: 'employee@example.com',
    });
    expect(asked.status).toBe(200);
    const link = await vi.waitFor(async () => {
      const [mail] = await server.database.db
        .select()
        .from(s.outbox)
        .where(eq(s.outbox.to, 'employee@example.com'))
        .orderBy(desc(s.outbox.id))
        .limit(1);
      expect(mail?.kind).toBe('reset');
      return new URL(mail!.link!);
    });
    const set = await call(server, undefined, 'POST', '/api/users/set-password', {
      userEmail: 'employee@example.com',
      password: 'New#Secret2027',
      token: link.searchParams.get('token'),
    });
    expect(set.status).toBe(200);
    expect(await status(employee.accessToken, path)).toBe(401);
  });

  it('widens a producer’s scope on the next request once a division is given to them', async () => {
    const producer = await signIn(server, 'producer@example.com');
    const list = async () => {
      const res = await call(server, producer.accessToken, 'GET', EMPLOYERS);
      expect(res.status).toBe(200);
      return ((await res.json()) as { rows: { id: number }[] }).rows.map((r) => r.id);
    };
    const before = await list();
    expect(await list()).toEqual(before);
    const { db } = server.database;
    const [outside] = await db
      .select({ division: s.divisions.id, employer: s.divisions.employerId })
      .from(s.divisions)
      .where(notInArray(s.divisions.employerId, before))
      .orderBy(s.divisions.id)
      .limit(1);
    expect(outside).toBeDefined();
    const [{ id: producerId }] = (await db
      .select({ id: s.producers.id })
      .from(s.producers)
      .where(eq(s.producers.userId, producer.user.id))) as [{ id: number }];
    await server.database.db.insert(s.divisionProducers).values({
      divisionId: outside!.division,
      producerId,
    });
    try {
      expect(await list()).toContain(outside!.employer);
    } finally {
      await server.database.db
        .delete(s.divisionProducers)
        .where(
          and(
            eq(s.divisionProducers.divisionId, outside!.division),
            eq(s.divisionProducers.producerId, producerId),
          ),
        );
    }
    expect(await list()).toEqual(before);
  });
});
