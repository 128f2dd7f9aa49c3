import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { queryRows } from '../db/connection';
import { DEMO_PASSWORD, call, signIn, startTestServer, type TestServer } from '../test/harness';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('sign-in and sessions', () => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    server = await startTestServer({ logger: pino({ level: 'debug' }, sink) });
  });
  afterAll(() => server.close());

  const login = (email: string, password = DEMO_PASSWORD) =>
    fetch(`${server.url}/api/auth/login`, json({ email, password }));

  it('signs in every active demo account and the inactive employee, with a JWT that expires in 15 minutes', async () => {
    for (const [email, role] of [
      ['admin@example.com', 'Admin'],
      ['producer@example.com', 'Producer'],
      ['employer.admin@example.com', 'EmployerAdmin'],
      ['employee@example.com', 'Employee'],
      ['inactive.employee@example.com', 'Employee'],
    ] as const) {
      const session = await signIn(server, email);
      expect(session.user.role).toBe(role);
      expect(session.user.email).toBe(email);
      const payload = JSON.parse(
        Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString(),
      );
      expect(payload.exp - payload.iat).toBe(15 * 60);
      expect(session.refreshToken).toMatch(/^[\w-]{40,}$/);
    }
    const employee = await signIn(server, 'employee@example.com');
    expect(employee.user.clientId).toEqual(expect.any(Number));
    expect(employee.user.divisions).toHaveLength(1);
  });

  it('refuses an inactive producer with the deactivated message', async () => {
    const res = await login('inactive.producer@example.com');
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('Locale: errors.accountDeactivated');
  });

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const a = await login('nobody@example.com', 'Wrong#Pass1');
    const b = await login('producer@example.com', 'Wrong#Pass1');
    expect(a.status).toBe(400);
    expect(b.status).toBe(400);
    const { instance: _a, ...bodyA } = await a.json();
    const { instance: _b, ...bodyB } = await b.json();
    expect(bodyA).toEqual(bodyB);
    expect(bodyA.detail).toBe('Locale: errors.invalidCredentials');
  });

  it('locks an account after five failures in a row for 15 minutes, then lets it in', async () => {
    const email = 'employer.admin@example.com';
    for (let i = 1; i <= 4; i++) {
      expect((await (await login(email, `Wrong#${i}aa`)).json()).detail).toBe(
        'Locale: errors.invalidCredentials',
      );
    }
    expect((await (await login(email, 'Wrong#5aa')).json()).detail).toBe(
      'Locale: errors.accountLocked',
    );
    // The sixth attempt is refused even with the right password.
    const sixth = await login(email);
    expect(sixth.status).toBe(400);
    expect((await sixth.json()).detail).toBe('Locale: errors.accountLocked');
    server.clock.advance(15 * 60 * 1000 + 1);
    expect((await login(email)).status).toBe(200);
  });

  it('rotates the refresh token on every use and revokes the family when a rotated one comes back', async () => {
    const first = await signIn(server, 'producer@example.com');
    const r1 = await fetch(
      `${server.url}/api/auth/refresh-token`,
      json({ accessToken: first.accessToken, refreshToken: first.refreshToken }),
    );
    expect(r1.status).toBe(200);
    const second = await r1.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.email).toBe('producer@example.com');
    expect((await call(server, second.accessToken, 'GET', '/api/models')).status).toBe(200);

    // The first token again: re-use, so the whole family ends.
    const reuse = await fetch(
      `${server.url}/api/auth/refresh-token`,
      json({ accessToken: first.accessToken, refreshToken: first.refreshToken }),
    );
    expect(reuse.status).toBe(400);
    const after = await fetch(
      `${server.url}/api/auth/refresh-token`,
      json({ accessToken: second.accessToken, refreshToken: second.refreshToken }),
    );
    expect(after.status).toBe(400);
    expect((await call(server, second.accessToken, 'GET', '/api/models')).status).toBe(401);
    // Another session of the same user is untouched.
    const other = await signIn(server, 'producer@example.com');
    expect((await call(server, other.accessToken, 'GET', '/api/models')).status).toBe(200);
  });

  it('refuses expired, forged and missing access tokens with 401 problems', async () => {
    const session = await signIn(server, 'admin@example.com');
    expect((await call(server, undefined, 'GET', '/api/models')).status).toBe(401);
    const forged = session.accessToken.slice(0, -4) + 'AAAA';
    expect((await call(server, forged, 'GET', '/api/models')).status).toBe(401);
    server.clock.advance(15 * 60 * 1000 + 1000);
    const expired = await call(server, session.accessToken, 'GET', '/api/models');
    expect(expired.status).toBe(401);
    expect(expired.headers.get('content-type')).toMatch(/problem\+json/);
    // The refresh token still works and gives a fresh access token.
    const refreshed = await fetch(
      `${server.url}/api/auth/refresh-token`,
      json({ accessToken: session.accessToken, refreshToken: session.refreshToken }),
    );
    const fresh = await refreshed.json();
    expect((await call(server, fresh.accessToken, 'GET', '/api/models')).status).toBe(200);
  });

  it('answers an unknown /api route with 404 for a signed-in caller', async () => {
    const session = await signIn(server, 'admin@example.com');
    const res = await call(server, session.accessToken, 'GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
  });

  it('ends every session of a user who is deactivated, but not of an employee', async () => {
    const producer = await signIn(server, 'producer@example.com');
    const employee = await signIn(server, 'inactive.employee@example.com');
    await server.database.db
      .update(s.users)
      .set({ isActive: false })
      .where(eq(s.users.email, 'producer@example.com'));
    const res = await call(server, producer.accessToken, 'GET', '/api/models');
    expect(res.status).toBe(401);
    expect((await res.json()).detail).toBe('Locale: errors.accountDeactivated');
    const refresh = await fetch(
      `${server.url}/api/auth/refresh-token`,
      json({ accessToken: producer.accessToken, refreshToken: producer.refreshToken }),
    );
    expect(refresh.status).toBe(400);
    expect((await call(server, employee.accessToken, 'GET', '/api/models')).status).toBe(200);
    await server.database.db
      .update(s.users)
      .set({ isActive: true })
      .where(eq(s.users.email, 'producer@example.com'));
  });

  it('never puts a password, token or hash in an answer or a log line', async () => {
    const session = await signIn(server, 'admin@example.com');
    const me = await (
      await call(server, session.accessToken, 'GET', `/api/users/${session.user.id}`)
    ).text();
    const [row] = await queryRows<{ password_hash: string }>(
      server.database.db,
      sql`select password_hash from users where email = 'admin@example.com'`,
    );
    expect(me).not.toContain(row!.password_hash);
    expect(me).not.toMatch(/passwordHash|refreshToken|scrypt\$/);
    await fetch(`${server.url}/set-password?userId=1&token=SECRET-LINK-TOKEN`, {
      headers: { accept: 'text/html' },
    });
    const log = logLines.join('');
    expect(log).toContain('/api/auth/login');
    for (const secret of [
      DEMO_PASSWORD,
      session.accessToken,
      session.refreshToken,
      row!.password_hash,
      'SECRET-LINK-TOKEN',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        signIn: { max: 3, windowMs: 60_000 },
        forgotPassword: { max: 2, windowMs: 60_000 },
        refresh: { max: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => server.close());

  it('answers 429 with problem details past the limit on sign-in, refresh and forgot-password', async () => {
    for (const [path, body, max] of [
      ['/api/auth/login', { email: 'x@example.com', password: 'Nope#1234' }, 3],
      ['/api/auth/refresh-token', { refreshToken: 'nope' }, 2],
      ['/api/users/forgot-password', { email: 'x@example.com' }, 2],
    ] as const) {
      for (let i = 0; i < max; i++) {
        expect((await fetch(`${server.url}${path}`, json(body))).status).not.toBe(429);
      }
      const limited = await fetch(`${server.url}${path}`, json(body));
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await limited.json()).detail).toBe('Locale: errors.tooManyRequests');
    }
    server.clock.advance(60_000);
    expect(
      (await fetch(`${server.url}/api/users/forgot-password`, json({ email: 'x@example.com' })))
        .status,
    ).toBe(200);
  });
});
