import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import type { session as Session } from '../api/session';
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
