// The API client against the real server: shared refresh, retries, the parameter guard, problems.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient, type SessionLike } from './client';
import { ApiException, MissingParameterError } from './errors';
import { signIn, startTestServer, type TestServer } from '../../mock-server/test/harness';
import type { SessionUser } from './session';

function memorySession(initial: { accessToken: string; refreshToken: string } | null) {
  let current = initial;
  const s: SessionLike & { saves: number } = {
    saves: 0,
    get: () => current,
    save(result) {
      s.saves++;
      current = { accessToken: result.accessToken, refreshToken: result.refreshToken };
    },
    clear() {
      current = null;
    },
  };
  return s;
}

describe('ApiClient against the API server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const clientFor = (session: SessionLike) => {
    const calls: string[] = [];
    const client = new ApiClient({
      baseUrl: `${server.url}/api`,
      session,
      fetch: (input, init) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input).replace(server.url, '')}`);
        return fetch(input, init);
      },
    });
    return { client, calls };
  };

  it('ten parallel calls that get 401 cause exactly one refresh, and all ten succeed', async () => {
    const login = await signIn(server, 'admin@example.com');
    // The server's clock has passed the token's expiry; the client's has not.
    server.clock.advance(16 * 60 * 1000);
    const session = memorySession(login);
    const { client, calls } = clientFor(session);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.json<{ userListArgs: unknown }>({ path: '/models' })),
    );
    expect(results.every((r) => r.userListArgs)).toBe(true);
    expect(calls.filter((c) => c.includes('/auth/refresh-token'))).toHaveLength(1);
    expect(calls.filter((c) => c === 'GET /api/models')).toHaveLength(20); // ten 401s, ten retries
    expect(session.saves).toBe(1);
    expect(session.get()!.refreshToken).not.toBe(login.refreshToken);
  });

  it('refreshes first when the stored access token has expired, without a failing call', async () => {
    const login = await signIn(server, 'admin@example.com');
    const session = memorySession(login);
    const { client, calls } = clientFor(session);
    server.clock.advance(16 * 60 * 1000);
    vi.useFakeTimers({ now: server.clock.now(), toFake: ['Date'] });
    try {
      await client.json({ path: '/models' });
    } finally {
      vi.useRealTimers();
    }
    expect(calls).toEqual(['POST /api/auth/refresh-token', 'GET /api/models']);
  });

  it('a failed refresh clears the session and ends it', async () => {
    const session = memorySession({ accessToken: 'x.y.z', refreshToken: 'not-a-real-token' });
    const { client } = clientFor(session);
    const ended = vi.fn();
    client.onSessionEnded = ended;
    const err = (await client.json({ path: '/models' }).catch((e) => e)) as ApiException;
    expect(err).toBeInstanceOf(ApiException);
    expect(err.status).toBe(401);
    expect(session.get()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('refuses a call with a missing required parameter before any request leaves', async () => {
    const { client, calls } = clientFor(memorySession(null));
    const onError = vi.fn();
    client.onError = onError;
    await expect(
      client.json({ path: '/users/{userId}', pathParams: { userId: null } }),
    ).rejects.toBeInstanceOf(MissingParameterError);
    await expect(
      client.json({
        path: '/users',
        query: { pageSize: 25 },
        requiredQuery: ['pageSize', 'pageNumber'],
      }),
    ).rejects.toThrow("The parameter 'pageNumber' must be defined and cannot be null.");
    expect(calls).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('raises problem details: the generic message, or the server-side one for a problem status', async () => {
    const { client } = clientFor(memorySession(null));
    const login = (await client
      .json({
        method: 'POST',
        path: '/auth/login',
        body: { email: 'admin@example.com', password: 'Wrong#123' },
        anonymous: true,
        silent: true,
        problemStatuses: [400],
      })
      .catch((e) => e)) as ApiException;
    expect(login).toBeInstanceOf(ApiException);
    expect(login.message).toBe('A server side error occurred.');
    expect(login.status).toBe(400);
    expect(login.response).toContain('Locale: errors.invalidCredentials');
    expect(login.problem?.detail).toBe('Locale: errors.invalidCredentials');

    const session = await signIn(server, 'employee@example.com');
    const { client: employee } = clientFor(memorySession(session));
    const forbidden = (await employee
      .json({
        path: '/users',
        query: { pageSize: 10, pageNumber: 1, isDeleted: false },
        silent: true,
      })
      .catch((e) => e)) as ApiException;
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toBe('An unexpected server error occurred.');
  });

  it('reads the problem details inside a failed file download', async () => {
    const login = await signIn(server, 'admin@example.com');
    const { client } = clientFor(memorySession(login));
    const err = (await client
      .blob({ path: '/clients/export', query: { employerId: 'not-a-number' }, silent: true })
      .catch((e) => e)) as ApiException;
    expect(err).toBeInstanceOf(ApiException);
    expect(err.status).toBe(400);
    expect(err.problem?.status).toBe(400);
  });

  it('downloads a file with the name the server gives it', async () => {
    const login = await signIn(server, 'admin@example.com');
    const { client } = clientFor(memorySession(login));
    const file = await client.blob({ path: '/clients/export', query: { employerId: 1 } });
    expect(file.fileName).toMatch(/^participants-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await file.blob.text()).split('\n')[0]).toMatch(/first/i);
  });

  it('ignores a cancelled call in the global handler', async () => {
    const login = await signIn(server, 'admin@example.com');
    const { client } = clientFor(memorySession(login));
    const onError = vi.fn();
    client.onError = onError;
    const controller = new AbortController();
    const pending = client.json({ path: '/models', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });
});

export type { SessionUser };
