import { describe, expect, it } from 'vitest';
import type { Role } from './enums';
import { canAccess, canOpenPath, homeRoute, landingRoute, menuFor, PORTAL_ROUTES } from './access';

const MENU_ORDER = [
  'client-overview',
  'users',
  'organizations',
  'carriers',
  'import-files',
  'afr-entry',
  'account-receivable',
  'plan-contributions',
  'documents-resources',
];

describe('the route table', () => {
  it('lists the nine menu entries in the order of spec section 2', () => {
    expect(PORTAL_ROUTES.filter((r) => r.menu).map((r) => r.path)).toEqual(MENU_ORDER);
  });

  it.each<[Role, string[], string]>([
    [
      'Admin',
      ['users', 'organizations', 'carriers', 'import-files', 'afr-entry', 'account-receivable'],
      '/users',
    ],
    ['Producer', ['users', 'organizations'], '/users'],
    ['EmployerAdmin', ['users', 'account-receivable'], '/users'],
    [
      'Employee',
      ['client-overview', 'plan-contributions', 'documents-resources'],
      '/client-overview',
    ],
  ])('%s sees exactly its menu entries and lands on its first one', (role, menu, home) => {
    expect(menuFor(role).map((r) => r.path)).toEqual(menu);
    expect(homeRoute(role)).toBe(home);
  });

  it('lands a sign-in on the page asked for when the role may open it, else on its home', () => {
    expect(landingRoute('Admin', '/afr-entry?year=2024')).toBe('/afr-entry?year=2024');
    expect(landingRoute('Admin', '/carriers/3/show')).toBe('/carriers/3/show');
    expect(landingRoute('EmployerAdmin', '/carriers')).toBe('/users');
    expect(landingRoute('Employee', '/users/4')).toBe('/client-overview');
    expect(landingRoute('Employee', '/')).toBe('/client-overview');
    expect(landingRoute('Admin', undefined)).toBe('/users');
    expect(landingRoute('Admin', '//elsewhere.example/users')).toBe('/users');
  });

  it('sends a user without a role to the root', () => {
    expect(menuFor(undefined)).toEqual([]);
    expect(homeRoute(undefined)).toBe('/');
  });

  // Every protected route × every role: the allowed-routes table of spec sections 2 and 6.
  const TRUTH: Record<string, Role[]> = {
    'client-overview': ['Employee'],
    users: ['Admin', 'Producer', 'EmployerAdmin'],
    'users/12': ['Admin', 'Producer', 'EmployerAdmin'],
    organizations: ['Admin', 'Producer'],
    'organizations/3': ['Admin', 'Producer'],
    carriers: ['Admin'],
    'carriers/import': ['Admin'],
    'carriers/2': ['Admin'],
    import: ['Admin'],
    'import-files': ['Admin'],
    'afr-entry': ['Admin'],
    'account-receivable': ['Admin', 'EmployerAdmin'],
    'account-receivable/4/9': ['Admin', 'EmployerAdmin'],
    'plan-contributions': ['Employee'],
    'documents-resources': ['Employee'],
    dashboard: ['Admin', 'Producer', 'EmployerAdmin', 'Employee'],
    'my-profile': ['Admin', 'Producer', 'EmployerAdmin', 'Employee'],
    '': ['Admin', 'Producer', 'EmployerAdmin', 'Employee'],
    'no-such-page': ['Admin', 'Producer', 'EmployerAdmin', 'Employee'],
  };
  const ROLES: Role[] = ['Admin', 'Producer', 'EmployerAdmin', 'Employee'];
  for (const [path, allowed] of Object.entries(TRUTH)) {
    for (const role of ROLES) {
      const expected = allowed.includes(role);
      it(`/${path} is ${expected ? 'open' : 'closed'} to ${role}`, () => {
        expect(canOpenPath(role, `/${path}`)).toBe(expected);
      });
    }
  }

  it('closes every path to a signed-out visitor', () => {
    expect(canOpenPath(undefined, '/dashboard')).toBe(false);
  });

  it('answers react-admin canAccess for resources from the same table', () => {
    expect(canAccess('Producer', { resource: 'users', action: 'list' })).toBe(true);
    expect(canAccess('Producer', { resource: 'carriers', action: 'list' })).toBe(false);
    expect(canAccess('EmployerAdmin', { resource: 'organizations', action: 'edit' })).toBe(false);
    expect(canAccess('Admin', { resource: 'investments', action: 'delete' })).toBe(true);
    expect(canAccess('Employee', { resource: 'users', action: 'list' })).toBe(false);
    expect(canAccess('Admin', { resource: 'unknown-thing' })).toBe(false);
  });
});
