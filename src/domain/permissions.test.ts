import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './enums';
import {
  CRUD_ACTIONS,
  CUSTOM_ACTIONS,
  PERMISSIONS,
  RESOURCE_ACTIONS,
  RESOURCES,
  isPermitted,
  manageableRoles,
  rolesPermitted,
} from './permissions';
import { MANAGEABLE_ROLES, PORTAL_ROUTES, canAccess, isAllowed } from './access';

// The permission table written out by hand from DESIGN 5.1 and spec 6, role initials per
// action: A Admin, P Producer, EA EmployerAdmin, E Employee. Anything not listed is refused.
const STAFF = 'A P EA';
const EVERYONE = 'A P EA E';
const TRUTH: Record<string, Record<string, string>> = {
  users: {
    list: STAFF,
    show: EVERYONE,
    create: STAFF,
    edit: EVERYONE,
    delete: STAFF,
    toggle: STAFF,
    invite: STAFF,
  },
  'users.role.Admin': { create: 'A', edit: 'A' },
  'users.role.Producer': { create: 'A', edit: 'A' },
  'users.role.EmployerAdmin': { create: 'A P', edit: 'A P' },
  'users.role.Employee': { create: STAFF, edit: STAFF },
  'users.isDeleted': { list: 'A' },
  organizations: { list: 'A P', show: STAFF, create: 'A P', edit: 'A P' },
  divisions: { list: STAFF, show: STAFF, edit: 'A P' },
  producers: { list: STAFF, show: STAFF, create: 'A', edit: 'A', listActive: 'A P' },
  clients: { list: EVERYONE, show: EVERYONE, export: EVERYONE },
  carriers: { list: 'A', show: 'A', create: 'A', edit: 'A', delete: 'A' },
  'carriers.bankAccount': { show: 'A' },
  products: { list: 'A', show: 'A', create: 'A', edit: 'A', delete: 'A' },
  investments: { list: 'A', show: 'A', create: 'A', edit: 'A', delete: 'A' },
  policies: { list: EVERYONE, show: EVERYONE, create: STAFF, edit: STAFF, delete: 'A' },
  'policies.exchange': { create: 'A' },
  'policy-health': { list: 'A P' },
  'policy-history': { list: 'A', show: 'A', create: 'A', delete: 'A' },
  statements: { list: EVERYONE, show: EVERYONE, export: EVERYONE },
  files: { list: 'A', show: 'A', create: 'A', delete: 'A', publish: 'A' },
  imports: { show: 'A' },
  'afr-rates': { list: 'A', show: 'A', create: 'A', edit: 'A' },
  receivables: { list: 'A EA', show: 'A EA', export: 'A EA' },
  documents: { list: EVERYONE, show: EVERYONE, create: STAFF, delete: STAFF },
  examples: { list: 'A', show: 'A', create: 'A', export: 'A', email: 'A' },
};
const INITIAL: Record<Role, string> = {
  Admin: 'A',
  Producer: 'P',
  EmployerAdmin: 'EA',
  Employee: 'E',
};
const ACTIONS = [...CRUD_ACTIONS, ...CUSTOM_ACTIONS];

describe('the permission table', () => {
  it('has exactly the resources of the hand-written truth table', () => {
    expect([...RESOURCES].sort()).toEqual(Object.keys(TRUTH).sort());
  });

  // Every role × resource × action, including the actions a resource does not have at all.
  for (const resource of Object.keys(TRUTH)) {
    for (const action of ACTIONS) {
      for (const role of ROLES) {
        const expected = (TRUTH[resource]![action] ?? '').split(' ').includes(INITIAL[role]);
        it(`${role} ${expected ? 'may' : 'may not'} ${action} ${resource}`, () => {
          expect(isPermitted(role, resource, action)).toBe(expected);
        });
      }
    }
  }

  it('grants no action a resource does not have', () => {
    for (const role of ROLES) {
      for (const [resource, actions] of Object.entries(PERMISSIONS[role])) {
        const known: readonly string[] =
          RESOURCE_ACTIONS[resource as keyof typeof RESOURCE_ACTIONS];
        expect(known, `${role} ${resource}`).toBeDefined();
        for (const action of actions) expect(known).toContain(action);
      }
    }
  });

  it('refuses everything to a caller without a role, and unknown resources and actions', () => {
    expect(isPermitted(undefined, 'clients', 'list')).toBe(false);
    expect(isPermitted('Admin', 'no-such-resource', 'list')).toBe(false);
    expect(isPermitted('Admin', 'users', 'no-such-action')).toBe(false);
    expect(isPermitted('Admin', 'toString', 'list')).toBe(false);
  });

  it('lists the roles an action is open to, in role order', () => {
    expect(rolesPermitted('receivables', 'list')).toEqual(['Admin', 'EmployerAdmin']);
    expect(rolesPermitted('clients', 'export')).toEqual([...ROLES]);
    expect(rolesPermitted('files', 'publish')).toEqual(['Admin']);
  });

  it('says whom each role manages through the users.role entries, as before', () => {
    expect(MANAGEABLE_ROLES).toEqual({
      Admin: ['Admin', 'Producer', 'EmployerAdmin', 'Employee'],
      Producer: ['EmployerAdmin', 'Employee'],
      EmployerAdmin: ['Employee'],
      Employee: [],
    });
    for (const role of ROLES) expect(manageableRoles(role)).toEqual(MANAGEABLE_ROLES[role]);
  });
});

describe('canAccess', () => {
  it('answers from the table with the action', () => {
    expect(canAccess('Producer', { resource: 'producers', action: 'list' })).toBe(true);
    expect(canAccess('Producer', { resource: 'producers', action: 'create' })).toBe(false);
    expect(canAccess('Admin', { resource: 'files', action: 'publish' })).toBe(true);
    expect(canAccess('EmployerAdmin', { resource: 'receivables', action: 'export' })).toBe(true);
    expect(canAccess('Producer', { resource: 'receivables', action: 'list' })).toBe(false);
    expect(canAccess('Admin', { resource: 'users' })).toBe(false);
  });

  it('gives an employee their documents, no longer tied to the carriers screen', () => {
    expect(canAccess('Employee', { resource: 'documents', action: 'list' })).toBe(true);
    expect(canAccess('Employee', { resource: 'documents', action: 'delete' })).toBe(false);
    expect(canAccess('Employee', { resource: 'carriers', action: 'list' })).toBe(false);
  });

  it('lets every role that sees a resource screen in the menu open its list', () => {
    const screens = PORTAL_ROUTES.filter((r) => RESOURCES.includes(r.path as never));
    expect(screens.map((r) => r.path)).toEqual([
      'users',
      'organizations',
      'carriers',
      'divisions',
      'products',
      'investments',
      'documents',
      'policy-health',
    ]);
    for (const screen of screens) {
      for (const role of ROLES) {
        expect(canAccess(role, { resource: screen.path, action: 'list' }), role).toBe(
          isAllowed(screen, role),
        );
      }
    }
  });

  it('opens the pages of a screen resource only to the roles of its route', () => {
    // The API lets an Employer Admin read their organization and an Employee edit themselves;
    // the organizations and users screens stay closed to them.
    expect(isPermitted('EmployerAdmin', 'organizations', 'show')).toBe(true);
    expect(canAccess('EmployerAdmin', { resource: 'organizations', action: 'show' })).toBe(false);
    expect(isPermitted('Employee', 'users', 'edit')).toBe(true);
    expect(canAccess('Employee', { resource: 'users', action: 'edit' })).toBe(false);
    expect(canAccess('Producer', { resource: 'organizations', action: 'create' })).toBe(true);
    // Actions that are not pages follow the table alone.
    expect(canAccess('EmployerAdmin', { resource: 'users', action: 'toggle' })).toBe(true);
  });

  it('answers field-level entries', () => {
    expect(canAccess('Producer', { resource: 'users.role.EmployerAdmin', action: 'create' })).toBe(
      true,
    );
    expect(canAccess('Producer', { resource: 'users.role.Producer', action: 'edit' })).toBe(false);
    expect(canAccess('Admin', { resource: 'users.isDeleted', action: 'list' })).toBe(true);
    expect(canAccess('Producer', { resource: 'users.isDeleted', action: 'list' })).toBe(false);
  });
});
