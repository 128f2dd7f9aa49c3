import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './test/harness';

const post = (body: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});

describe('hostile input', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: { signIn: { max: 1000, windowMs: 60_000 } },
    });
    token = (await signIn(server, 'admin@example.com')).accessToken;
  });
  afterAll(() => server.close());

  it.each([
    ['/api/auth/login', (email: string) => ({ email, password: 'x' })],
    ['/api/users/forgot-password', (email: string) => ({ email })],
    [
      '/api/users/set-password',
      (email: string) => ({ userEmail: email, password: 'x', token: 't' }),
    ],
  ])(
    'answers a 1 MiB backtracking e-mail on %s with 400 while other requests are served',
    async (path, body) => {
      // The explicit bound: the request must not stall the server. The bound is generous
      // (the work is linear and takes milliseconds) so a loaded machine does not flake.
      const email = 'a@' + 'a.'.repeat(((1 << 20) - 200) / 2) + '@';
      const started = Date.now();
      const attack = fetch(`${server.url}${path}`, post(JSON.stringify(body(email))));
      const version = await fetch(`${server.url}/api/version`);
      expect(version.status).toBe(200);
      const res = await attack;
      expect(res.status).toBe(400);
      expect(Date.now() - started).toBeLessThan(1000);
    },
    10_000,
  );

  it('answers U+0000 anywhere in a body or query with a 400 naming the field', async () => {
    const login = await fetch(
      `${server.url}/api/auth/login`,
      post(JSON.stringify({ email: 'admin@example.com\u0000', password: 'x' })),
    );
    expect(login.status).toBe(400);
    expect((await login.json()).extensions.errors).toEqual([
      { field: 'email', key: 'validation.invalid', message: expect.any(String) },
    ]);
    const search = await call(server, token, 'GET', '/api/users?SearchText=ad%00min');
    expect(search.status).toBe(400);
    expect((await search.json()).extensions.errors[0].field).toBe('SearchText');
    const save = await call(server, token, 'POST', '/api/users/save-user', {
      email: 'new.person@example.com',
      firstName: 'New',
      lastName: 'Person',
      role: 'Admin',
      notes: 'line\u0000two',
    });
    expect(save.status).toBe(400);
    expect((await save.json()).extensions.errors[0].field).toBe('notes');
  });

  it.each(['/api/users', '/api/employers', '/api/producers', '/api/clients', '/api/divisions'])(
    'answers Object member names in the query of %s without a 500',
    async (path) => {
      for (const query of [
        'constructor=1',
        '__proto__=1',
        'toString=1',
        'hasOwnProperty=1&valueOf=2',
        'SortCriteria[0].sortKey=__proto__',
        'SortCriteria[0].sortKey=constructor',
      ]) {
        const res = await call(server, token, 'GET', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBeLessThan(500);
      }
    },
  );

  it('answers Object member names in the query of send-email without a 500', async () => {
    for (const query of ['constructor=1', '__proto__=1', 'toString=1', 'userEmail=x&__proto__=1']) {
      const res = await call(server, token, 'GET', `/api/users/send-email?${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});
