import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { ApiException } from '../api/errors';
import { SessionStore, type session as Session } from '../api/session';
import type { Role } from '../domain/enums';
import { createAuthProvider } from './authProvider';

/** An authProvider over a stored login of the given role (or none); no call reaches the API. */
const providerFor = (role: Role | undefined) =>
  createAuthProvider(
    {} as ApiClient,
    { get: () => (role ? { user: { role } } : null) } as unknown as typeof Session,
  );

describe('authProvider.canAccess', () => {
  it('answers with the action, so react-admin hides the buttons a role may not use', async () => {
    const producer = providerFor('Producer');
    expect(await producer.canAccess!({ resource: 'organizations', action: 'create' })).toBe(true);
    expect(await producer.canAccess!({ resource: 'producers', action: 'list' })).toBe(true);
    expect(await producer.canAccess!({ resource: 'producers', action: 'create' })).toBe(false);
    const employerAdmin = providerFor('EmployerAdmin');
    expect(await employerAdmin.canAccess!({ resource: 'receivables', action: 'export' })).toBe(
      true,
    );
    expect(
      await employerAdmin.canAccess!({ resource: 'users.role.EmployerAdmin', action: 'create' }),
    ).toBe(false);
  });

  it('opens an employee their documents but not the users screen', async () => {
    const employee = providerFor('Employee');
    expect(await employee.canAccess!({ resource: 'documents', action: 'list' })).toBe(true);
    expect(await employee.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
  });

  it('refuses everything without a stored login', async () => {
    expect(await providerFor(undefined).canAccess!({ resource: 'clients', action: 'list' })).toBe(
      false,
    );
  });
});

describe('authProvider.checkAuth of a restored login', () => {
  /** A login as a new page finds it: restored from storage, to be verified. */
  const restored = () => {
    localStorage.setItem(
      'portal.login',
      JSON.stringify({
        accessToken: 'access',
        refreshToken: 'refresh',
        user: { id: 7, role: 'Admin', email: 'admin@example.com' },
        verifyUser: true,
      }),
    );
    return new SessionStore();
  };
  const answering = (answer: () => Promise<unknown>) => {
    let calls = 0;
    const client = {
      json: () => {
        calls++;
        return answer();
      },
    } as unknown as ApiClient;
    return { client, calls: () => calls };
  };

  it('keeps the login when the check gets no answer, and checks again next time', async () => {
    const store = restored();
    let fail = true;
    const api = answering(() =>
      fail
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({ id: 7, isActive: true, role: 'Admin', firstName: 'A', lastName: 'B' }),
    );
    const provider = createAuthProvider(api.client, store);
    await expect(provider.checkAuth!({})).resolves.toBeUndefined();
    expect(store.get()?.accessToken).toBe('access');
    expect(store.get()?.verifyUser).toBe(false);
    fail = false;
    await provider.checkAuth!({});
    expect(api.calls()).toBe(2);
    expect(store.get()?.verifyUser).toBe(true);
  });

  it('keeps the login when the server fails, but clears it when the server refuses it', async () => {
    const failing = restored();
    const error = (status: number) =>
      Promise.reject(new ApiException('failed', status, '', {}, undefined));
    await createAuthProvider(answering(() => error(503)).client, failing).checkAuth!({});
    expect(failing.get()?.accessToken).toBe('access');
    for (const status of [401, 403, 404]) {
      const store = restored();
      await expect(
        createAuthProvider(answering(() => error(status)).client, store).checkAuth!({}),
      ).rejects.toMatchObject({ message: 'errors.sessionExpired', redirectTo: '/login' });
      expect(store.get()).toBeNull();
    }
  });

  it('refuses an inactive administrator and clears the login', async () => {
    const store = restored();
    const api = answering(() =>
      Promise.resolve({ id: 7, isActive: false, role: 'Admin', firstName: 'A', lastName: 'B' }),
    );
    await expect(createAuthProvider(api.client, store).checkAuth!({})).rejects.toMatchObject({
      message: 'errors.accountDeactivated',
    });
    expect(store.get()).toBeNull();
  });
});
