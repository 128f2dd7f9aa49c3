// Requests that race: parallel wrong sign-ins lock the account at exactly the fifth, parallel
// refreshes and re-uses of one session family leave no live token, parallel saves of one
// organization leave one consistent record, and a burst of mixed reads and writes from every
// role gets no 5xx. Runs on PGlite and, in CI, on PostgreSQL, where the requests
// really overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/connection';
import { fixedClock } from '../deps/clock';
import { createMailer } from '../deps/mailer';
import { AuthService } from '../services/auth';
import { RuleError } from '../services/errors';
import { TokenService, hashToken } from '../services/tokens';
import {
  DEMO_PASSWORD,
  TEST_SECRET,
  call,
  signIn,
  startTestServer,
  type TestServer,
} from './harness';

const INVALID = 'Locale: errors.invalidCredentials';
const LOCKED = 'Locale: errors.accountLocked';

describe('concurrent requests', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({
      // The per-address limit would answer 429 first; the lock-out is what is tested here.
      rateLimits: {
        signIn: { max: 1000, windowMs: 60_000 },
        signInPerAccount: { max: 1000, windowMs: 60_000 },
        refresh: { max: 100_000, windowMs: 60_000 },
      },
    });
    admin = (await signIn(server, 'admin@example.com')).accessToken;
  });
  afterAll(() => server.close());

  // The same race at the service level, with spread addresses and two pools, is in
  // services/auth.test.ts; this one is the whole HTTP path.
  it('locks an account at exactly the fifth of 50 parallel wrong sign-ins', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await call(server, undefined, 'POST', '/api/auth/login', {
          email: 'employer.admin@example.com',
          password: `Wrong#${i}x`,
        });
        return { status: res.status, detail: ((await res.json()) as { detail: string }).detail };
      }),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.detail === INVALID)).toHaveLength(4);
    expect(answers.filter((a) => a.detail === LOCKED)).toHaveLength(46);
    const right = await call(server, undefined, 'POST', '/api/auth/login', {
      email: 'employer.admin@example.com',
      password: DEMO_PASSWORD,
    });
    expect(((await right.json()) as { detail: string }).detail).toBe(LOCKED);
  });

  /** Refreshes a session; answers the status and, on success, the new tokens. */
  async function refresh(tokens: { accessToken: string; refreshToken: string }) {
    const res = await call(server, undefined, 'POST', '/api/auth/refresh-token', tokens);
    const body = (await res.json()) as { accessToken?: string; refreshToken?: string };
    return { status: res.status, body };
  }

  /** The refresh tokens of a family that could still be used: neither rotated nor revoked. */
  const liveTokens = async (refreshToken: string) =>
    (
      await queryRows<{ live: number }>(
        server.database.db,
        sql`select count(*)::int as live from refresh_sessions
            where family_id = (select family_id from refresh_sessions where token_hash = ${hashToken(refreshToken)})
              and rotated_at is null and revoked_at is null`,
      )
    )[0]!.live;

  // DESIGN 5.2: a rotated token that comes back revokes its whole family. Each round opens a
  // session, rotates it once, then sends at the same moment two refreshes of the current token
  // and a replay of the rotated one. Whatever the order the server takes them in, at most one
  // gets a successor, and the family ends with no live token: the successor is refused too.
  it('leaves no live token after parallel refreshes and a replay, in each of 50 rounds', async () => {
    const faults: string[] = [];
    for (let round = 0; round < 50; round++) {
      const first = await signIn(server, 'producer@example.com');
      const rotated = await refresh(first);
      expect(rotated.status).toBe(200);
      const current = rotated.body as { accessToken: string; refreshToken: string };
      const answers = await Promise.all([refresh(current), refresh(current), refresh(first)]);
      const won = answers.filter((a) => a.status === 200);
      const statuses = answers.map((a) => a.status).join(',');
      if (answers.some((a) => a.status !== 200 && a.status !== 400)) {
        faults.push(`round ${round}: statuses ${statuses}`);
      }
      if (won.length > 1) faults.push(`round ${round}: ${won.length} successors (fork)`);
      const live = await liveTokens(first.refreshToken);
      if (live !== 0) faults.push(`round ${round}: ${live} live token(s) survived`);
      for (const { body } of won) {
        const again = await refresh(body as { accessToken: string; refreshToken: string });
        if (again.status !== 400) faults.push(`round ${round}: the successor still refreshes`);
        const me = await call(server, body.accessToken, 'GET', `/api/users/${first.user.id}`);
        await me.arrayBuffer();
        if (me.status !== 401)
          faults.push(`round ${round}: the successor's access answers ${me.status}`);
      }
    }
    expect(faults).toEqual([]);
  });

  // The same rounds against the service itself: on the embedded database a request runs to its
  // end before the next is read, while calls made together here interleave at every await.
  it('leaves no live token after parallel service refreshes and a replay, in each of 50 rounds', async () => {
    const { db } = server.database;
    const clock = fixedClock(new Date());
    const auth = new AuthService({
      db,
      clock,
      mailer: createMailer({ db }),
      tokens: new TokenService(TEST_SECRET, () => clock.now()),
      publicUrl: 'http://portal.test',
    });
    const faults: string[] = [];
    for (let round = 0; round < 50; round++) {
      const first = await auth.login('producer@example.com', DEMO_PASSWORD, `race-${round}`);
      const current = await auth.refresh(first.refreshToken, first.accessToken);
      const answers = await Promise.allSettled([
        auth.refresh(current.refreshToken, current.accessToken),
        auth.refresh(current.refreshToken, current.accessToken),
        auth.refresh(first.refreshToken, first.accessToken),
      ]);
      const won = answers.filter((a) => a.status === 'fulfilled');
      for (const a of answers) {
        if (a.status === 'rejected' && !(a.reason instanceof RuleError)) {
          faults.push(`round ${round}: ${String(a.reason)}`);
        }
      }
      if (won.length > 1) faults.push(`round ${round}: ${won.length} successors (fork)`);
      const live = await liveTokens(first.refreshToken);
      if (live !== 0) faults.push(`round ${round}: ${live} live token(s) survived`);
    }
    expect(faults).toEqual([]);
  });

  /** Organization 1 as the save-employer body that would store it again under `name`. */
  async function employerBody(name: string) {
    const { db } = server.database;
    const divisions = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from divisions where employer_id = 1 order by id`,
    );
    const links = await queryRows<{ division_id: number; producer_id: number }>(
      db,
      sql`select division_id, producer_id from division_producers`,
    );
    const admins = await queryRows<{ division_id: number; employer_admin_id: number }>(
      db,
      sql`select division_id, employer_admin_id from division_employer_admins`,
    );
    return {
      id: 1,
      name,
      isActive: true,
      divisions: divisions.map((d) => ({
        id: d.id,
        name: d.name,
        producers: links.filter((l) => l.division_id === d.id).map((l) => l.producer_id),
        employerAdmins: admins
          .filter((a) => a.division_id === d.id)
          .map((a) => a.employer_admin_id),
      })),
    };
  }

  /** Organization 1's divisions with their people, to compare before and after. */
  const organizationState = () =>
    queryRows<{ id: number; name: string; producers: string; admins: string }>(
      server.database.db,
      sql`select d.id, d.name,
            coalesce((select string_agg(producer_id::text, ',' order by producer_id)
                      from division_producers where division_id = d.id), '') as producers,
            coalesce((select string_agg(employer_admin_id::text, ',' order by employer_admin_id)
                      from division_employer_admins where division_id = d.id), '') as admins
          from divisions d where d.employer_id = 1 order by d.id`,
    );

  it('leaves one consistent organization after 20 parallel saves under different names', async () => {
    const before = await organizationState();
    const names = Array.from({ length: 20 }, (_, i) => `Concurrent Name ${i}`);
    const bodies = await Promise.all(names.map(employerBody));
    const statuses = await Promise.all(
      bodies.map(async (body) => {
        const res = await call(server, admin, 'POST', '/api/employers/save-employer', body);
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    const [employer] = await queryRows<{ name: string }>(
      server.database.db,
      sql`select name from employers where id = 1`,
    );
    expect(names).toContain(employer!.name);
    expect(await organizationState()).toEqual(before);
    const detail = await call(server, admin, 'GET', '/api/employers/1');
    expect(((await detail.json()) as { name: string }).name).toBe(employer!.name);
  });

  it('answers 200 mixed reads and writes from every role without a 5xx', async () => {
    const sessions = await Promise.all(
      ['admin@example.com', 'producer@example.com', 'employee@example.com'].map((e) =>
        signIn(server, e),
      ),
    );
    const [adminSession, producer, employee] = sessions as [
      (typeof sessions)[0],
      (typeof sessions)[0],
      (typeof sessions)[0],
    ];
    const self = employee.user;
    const [producerRow] = await queryRows<{ id: number; name: string; email: string }>(
      server.database.db,
      sql`select id, name, email from producers where id = ${producer.user.producerId as number}`,
    );
    const requests: (() => Promise<Response>)[] = [
      () =>
        call(
          server,
          adminSession.accessToken,
          'GET',
          '/api/users?PageSize=20&PageNumber=1&IsDeleted=false',
        ),
      () => call(server, producer.accessToken, 'GET', '/api/employers?PageSize=20&PageNumber=1'),
      () => call(server, producer.accessToken, 'GET', '/api/clients?PageSize=20&PageNumber=1'),
      () => call(server, employee.accessToken, 'GET', `/api/users/${self.id}`),
      () => call(server, adminSession.accessToken, 'GET', '/api/clients/export'),
      () => call(server, adminSession.accessToken, 'GET', '/api/dashboard'),
      () =>
        call(server, employee.accessToken, 'POST', '/api/users/save-user', {
          id: self.id,
          email: self.email,
          firstName: 'Racing',
          lastName: `Employee`,
          role: 'Employee',
        }),
      () =>
        employerBody('Concurrent Mixed').then((b) =>
          call(server, adminSession.accessToken, 'POST', '/api/employers/save-employer', b),
        ),
      () =>
        call(server, adminSession.accessToken, 'POST', '/api/producers', {
          id: producerRow!.id,
          name: producerRow!.name,
          email: producerRow!.email,
        }),
      () =>
        call(server, adminSession.accessToken, 'POST', `/api/users/${self.id}/toggle`, {
          isActive: true,
        }),
    ];
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const n = i % requests.length;
        // A cut connection counts as a failure too, named by the request that saw it.
        try {
          const res = await requests[n]!();
          await res.arrayBuffer();
          return res.status;
        } catch (err) {
          return `request ${n}: ${String((err as Error).cause ?? err)}`;
        }
      }),
    );
    expect(statuses.filter((s) => typeof s === 'string' || s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(150);
  });
});
