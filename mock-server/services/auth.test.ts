import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import {
  DEMO_PASSWORD,
  TEST_SECRET,
  call,
  openTestDatabase,
  signIn,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/connection';
import { readFixtures } from '../db/seed';
import * as s from '../db/schema';
import { fixedClock } from '../deps/clock';
import type { MailMessage } from '../deps/mailer';
import { databaseRateLimitStore } from '../http/rateLimit';
import { AuthService } from './auth';
import { TokenService } from './tokens';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const detailOf = async (res: Response) => ((await res.json()) as { detail: string }).detail;
const INVALID = 'Locale: errors.invalidCredentials';
const LOCKED = 'Locale: errors.accountLocked';

describe('sign-in lock-out over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        signIn: { max: 10_000, windowMs: 60_000 },
        signInPerAccount: { max: 10_000, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) =>
    fetch(`${server.url}/api/auth/login`, json({ email, password }));

  it('locks at exactly the fifth of 50 parallel wrong passwords, and then refuses the right one', async () => {
    const email = 'producer@example.com';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(email, `Wrong#${i}x`).then(detailOf)),
    );
    expect(answers.filter((d) => d === INVALID)).toHaveLength(4);
    expect(answers.filter((d) => d === LOCKED)).toHaveLength(46);
    const right = await login(email, DEMO_PASSWORD);
    expect(right.status).toBe(400);
    expect(await detailOf(right)).toBe(LOCKED);
  });

  it('answers an unknown address exactly as a real one, lock included', async () => {
    const sequence = async (email: string) => {
      const out: string[] = [];
      for (let i = 0; i < 6; i++) out.push(await detailOf(await login(email, `Wrong#${i}x`)));
      return out;
    };
    const known = await sequence('employer.admin@example.com');
    const unknown = await sequence('nobody.at.all@example.com');
    expect(known).toEqual([INVALID, INVALID, INVALID, INVALID, LOCKED, LOCKED]);
    expect(unknown).toEqual(known);
  });

  it('counts every spelling of one address as the same account', async () => {
    const spellings = [
      ' employee@example.com',
      'employee@example.com ',
      '\temployee@example.com',
      'employee@example.com\n',
      'EMPLOYEE@Example.com',
    ];
    const answers: string[] = [];
    for (const email of spellings) answers.push(await detailOf(await login(email, 'Wrong#1x')));
    expect(answers).toEqual([INVALID, INVALID, INVALID, INVALID, LOCKED]);
    expect(await detailOf(await login('employee@example.com', DEMO_PASSWORD))).toBe(LOCKED);
  });

  it('refuses access tokens without an expiry, issued in the future, or naming a family of another user', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const employee = await signIn(server, 'inactive.employee@example.com');
    const claims = (token: string) => {
      const { sub, fam, role } = JSON.parse(
        Buffer.from(token.split('.')[1]!, 'base64url').toString(),
      ) as { sub: string; fam: string; role: string };
      return { sub, fam, role };
    };
    const adminClaims = claims(admin.accessToken);
    const employeeClaims = claims(employee.accessToken);
    const key = new TextEncoder().encode(TEST_SECRET);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const sign = (
      claims: { fam: string; role: string },
      sub: string,
      iat?: number,
      exp?: number,
    ) => {
      let jwt = new SignJWT({ fam: claims.fam, role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub);
      if (iat !== undefined) jwt = jwt.setIssuedAt(iat);
      if (exp !== undefined) jwt = jwt.setExpirationTime(exp);
      return jwt.sign(key);
    };
    const me = (token: string) => call(server, token, 'GET', '/api/dashboard');

    const control = await sign(adminClaims, adminClaims.sub, now, now + 600);
    expect((await me(control)).status).toBe(200);
    expect((await me(await sign(adminClaims, adminClaims.sub, now))).status).toBe(401);
    expect(
      (await me(await sign(adminClaims, adminClaims.sub, now + 3600, now + 7200))).status,
    ).toBe(401);
    // The employee's id with the administrator's live session family.
    const borrowed = { ...adminClaims, role: employeeClaims.role };
    expect((await me(await sign(borrowed, employeeClaims.sub, now, now + 600))).status).toBe(401);
  });

  it('trusts no proxy by default: forged X-Forwarded-For addresses share one limit', async () => {
    const limited = await startTestServer({ rateLimits: { signIn: { max: 5, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await fetch(
          `${limited.url}/api/auth/login`,
          json(
            { email: `spoof${i}@example.com`, password: 'x' },
            { 'x-forwarded-for': `203.0.113.${i}` },
          ),
        );
        statuses.push(res.status);
      }
      expect(statuses.filter((st) => st === 429)).toHaveLength(15);
    } finally {
      await limited.close();
    }
  });
});

describe('the sign-in service', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const service = (send: (m: MailMessage) => Promise<void> = async () => {}) => {
    const clock = fixedClock(new Date());
    return new AuthService({
      db: database.db,
      clock,
      mailer: { send },
      tokens: new TokenService(TEST_SECRET, () => clock.now()),
      publicUrl: 'http://portal.test',
    });
  };

  it('locks an account for the client that failed, not for the user signing in elsewhere', async () => {
    const auth = service();
    const email = 'admin@example.com';
    const attempts: string[] = [];
    for (let i = 0; i < 5; i++) {
      attempts.push(
        await auth.login(email, `Wrong#${i}x`, '203.0.113.9').then(
          () => 'signed in',
          (err: { detail: string }) => err.detail,
        ),
      );
    }
    expect(attempts.at(-1)).toBe(LOCKED);
    await expect(auth.login(email, DEMO_PASSWORD, '203.0.113.9')).rejects.toMatchObject({
      detail: LOCKED,
    });
    const session = await auth.login(email, DEMO_PASSWORD, '198.51.100.7');
    expect(session.user.email).toBe(email);
  });

  it('forgets failure streaks once they are older than the lock', async () => {
    const clock = fixedClock(new Date());
    const auth = new AuthService({
      db: database.db,
      clock,
      mailer: { send: async () => {} },
      tokens: new TokenService(TEST_SECRET, () => clock.now()),
      publicUrl: 'http://portal.test',
    });
    const fail = (email: string) => auth.login(email, 'Wrong#1x', '192.0.2.1').catch(() => {});
    const rows = async () =>
      (await database.db.select().from(s.signInFailures)).map((r) => r.email).sort();
    await fail('first.stranger@example.com');
    expect(await rows()).toContain('first.stranger@example.com');
    clock.advance(16 * 60 * 1000);
    await fail('second.stranger@example.com');
    expect(await rows()).not.toContain('first.stranger@example.com');
    expect(await rows()).toContain('second.stranger@example.com');
  });

  it('answers forgot-password before the mail is written or sent', async () => {
    let release!: () => void;
    const sent: MailMessage[] = [];
    const auth = service(async (m) => {
      await new Promise<void>((r) => (release = r));
      sent.push(m);
    });
    await auth.forgotPassword('employee@example.com');
    expect(sent).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 50));
    release();
    await auth.settled();
    expect(sent.map((m) => [m.to, m.kind])).toEqual([['employee@example.com', 'reset']]);
  });
});

describe('rate-limit counters in the shared database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(false);
  });
  afterAll(() => database.close());

  it('are shared by every process and start again in a new window', async () => {
    // Two stores over one database stand for two API processes.
    const a = databaseRateLimitStore(database.db);
    const b = databaseRateLimitStore(database.db);
    const t0 = Date.UTC(2026, 0, 1);
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('login|10.0.0.1', 60_000, t0)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await a.hit('login|10.0.0.2', 60_000, t0)).count).toBe(1);
    const later = await b.hit('login|10.0.0.1', 60_000, t0 + 60_000);
    expect(later).toEqual({ count: 1, start: t0 + 60_000 });
  });
});

// Several API processes on one PostgreSQL: each has its own connection pool, as here.
describe.runIf(process.env.TEST_DATABASE_URL)('several processes on one PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_test_procs_${randomBytes(4).toString('hex')}`;
  const processes: Database[] = [];

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    processes.push(await openDatabase({ databaseUrl: url.toString(), seed: readFixtures() }));
    processes.push(await openDatabase({ databaseUrl: url.toString(), seed: false }));
  });
  afterAll(async () => {
    for (const p of processes) await p.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('lock an account at exactly the fifth of 50 parallel failures spread over them', async () => {
    const clock = fixedClock(new Date());
    const services = processes.map(
      (p) =>
        new AuthService({
          db: p.db,
          clock,
          mailer: { send: async () => {} },
          tokens: new TokenService(TEST_SECRET, () => clock.now()),
          publicUrl: 'http://portal.test',
        }),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        services[i % 2]!.login('producer@example.com', `Wrong#${i}x`, '203.0.113.1').then(
          () => 'signed in',
          (err: { detail: string }) => err.detail,
        ),
      ),
    );
    expect(answers.filter((d) => d === INVALID)).toHaveLength(4);
    expect(answers.filter((d) => d === LOCKED)).toHaveLength(46);
    await expect(
      services[1]!.login('producer@example.com', DEMO_PASSWORD, '203.0.113.1'),
    ).rejects.toMatchObject({ detail: LOCKED });
  });

  it('share their rate-limit counts', async () => {
    const stores = processes.map((p) => databaseRateLimitStore(p.db));
    const t0 = Date.UTC(2026, 0, 1);
    const counts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stores[i % 2]!.hit('shared|10.0.0.9', 60_000, t0)),
    );
    expect(Math.max(...counts.map((c) => c.count))).toBe(30);
    expect(new Set(counts.map((c) => c.count)).size).toBe(30);
  });
});
