// The permission table of DESIGN 5.1 and spec 6: which role may do which action on which resource.
// The web app (authProvider.canAccess, <CanAccess>, useCanAccess) and the API server
// (requirePermission, through the route registry) both read it, so they cannot disagree.
//
// Shape: PERMISSIONS[role][resource] lists the actions that role may take on that resource; a
// resource or action absent from a role's entry is refused. Actions are react-admin's (list,
// show, create, edit, delete, export) plus named ones (toggle, invite, publish, listActive,
// email). A dotted resource is field-level: `users.role.<Role>` says whether the role may create
// (offer that role in the form) and edit (change, activate, deactivate, delete) users of that
// role; `users.isDeleted` whether it may list deleted users. Which rows an allowed action reaches
// is not this table's business: the scope layer (mock-server/services/access.ts) decides that.
import { ROLES, type Role } from './enums';

export const CRUD_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export const CUSTOM_ACTIONS = ['toggle', 'invite', 'publish', 'listActive', 'email'] as const;
export type Action = (typeof CRUD_ACTIONS)[number] | (typeof CUSTOM_ACTIONS)[number];

/** Every resource, with the actions it has at all (the truth-table test walks these). */
export const RESOURCE_ACTIONS = {
  users: ['list', 'show', 'create', 'edit', 'delete', 'toggle', 'invite'],
  'users.role.Admin': ['create', 'edit'],
  'users.role.Producer': ['create', 'edit'],
  'users.role.EmployerAdmin': ['create', 'edit'],
  'users.role.Employee': ['create', 'edit'],
  'users.isDeleted': ['list'],
  /** Employers with their divisions, producers, employer admins and contacts. */
  organizations: ['list', 'show', 'create', 'edit'],
  /** Edit is a division's own fields; adding or removing one is its organization's edit. */
  divisions: ['list', 'show', 'edit'],
  producers: ['list', 'show', 'create', 'edit', 'listActive'],
  /** Participants; export is the participants CSV. */
  clients: ['list', 'show', 'export'],
  carriers: ['list', 'show', 'create', 'edit', 'delete'],
  /** A carrier's full bank account number (lists and details show it masked). */
  'carriers.bankAccount': ['show'],
  products: ['list', 'show', 'create', 'edit', 'delete'],
  investments: ['list', 'show', 'create', 'edit', 'delete'],
  policies: ['list', 'show', 'create', 'edit', 'delete'],
  /** A 1035 exchange: the policy becomes Exchanged and a new one takes over its history. */
  'policies.exchange': ['create'],
  /** The policies that need attention (beneficiaries, allocations, values, loans, premiums). */
  'policy-health': ['list'],
  /** The stored account-value and transaction rows of policies (what imports write). */
  'policy-history': ['list', 'show', 'create', 'delete'],
  /** Statements: plan contributions, plan and accumulated-value history, yearly statement. */
  statements: ['list', 'show', 'export'],
  /** Imported carrier files; publish makes their rows count (DESIGN 5.4). */
  files: ['list', 'show', 'create', 'delete', 'publish'],
  /** The progress of a running import. */
  imports: ['show'],
  'afr-rates': ['list', 'show', 'create', 'edit'],
  /** Accounts-receivable reports (DESIGN 5.5); export is their CSV and PDF. */
  receivables: ['list', 'show', 'export'],
  /** Client, plan and policy documents (and the carriers' documents); show downloads. */
  documents: ['list', 'show', 'create', 'delete'],
  /** The sample endpoints of spec 7 "Examples". */
  examples: ['list', 'show', 'create', 'export', 'email'],
} as const satisfies Record<string, readonly Action[]>;

export type Resource = keyof typeof RESOURCE_ACTIONS;
export const RESOURCES = Object.keys(RESOURCE_ACTIONS) as Resource[];

type Grants = Partial<{ [R in Resource]: readonly (typeof RESOURCE_ACTIONS)[R][number][] }>;

const READ = ['list', 'show'] as const;
/** Everything the resource has: the Admin's share of DESIGN 5.1 ("everything"). */
const all = <R extends Resource>(resource: R) => RESOURCE_ACTIONS[resource];

export const PERMISSIONS: Record<Role, Grants> = {
  Admin: Object.fromEntries(RESOURCES.map((r) => [r, all(r)])) as Grants,
  Producer: {
    users: ['list', 'show', 'create', 'edit', 'delete', 'toggle', 'invite'],
    'users.role.EmployerAdmin': ['create', 'edit'],
    'users.role.Employee': ['create', 'edit'],
    organizations: ['list', 'show', 'create', 'edit'],
    divisions: ['list', 'show', 'edit'],
    producers: ['list', 'show', 'listActive'],
    clients: ['list', 'show', 'export'],
    // The policies of their organizations' participants (the scope layer).
    policies: ['list', 'show', 'create', 'edit'],
    'policy-health': ['list'],
    statements: ['list', 'show', 'export'],
    // Within their organizations; which kinds, mock-server/services/documents says.
    documents: ['list', 'show', 'create', 'delete'],
  },
  EmployerAdmin: {
    users: ['list', 'show', 'create', 'edit', 'delete', 'toggle', 'invite'],
    'users.role.Employee': ['create', 'edit'],
    // Their own organization, read from the users screens; the organizations screen stays closed.
    organizations: ['show'],
    divisions: READ,
    producers: READ,
    clients: ['list', 'show', 'export'],
    policies: ['list', 'show', 'create', 'edit'],
    statements: ['list', 'show', 'export'],
    receivables: ['list', 'show', 'export'],
    documents: ['list', 'show', 'create', 'delete'],
  },
  Employee: {
    // Their own user record only (the scope layer), and of it the personal fields only.
    users: ['show', 'edit'],
    clients: ['list', 'show', 'export'],
    policies: READ,
    statements: ['list', 'show', 'export'],
    documents: READ,
  },
};

/** Whether the table lets a role take an action on a resource; no role, no permission. */
export function isPermitted(role: Role | undefined, resource: string, action: string): boolean {
  if (!role) return false;
  const grants = PERMISSIONS[role] as Record<string, readonly string[]>;
  // Own entries only: a resource named like an Object property ('toString') is no resource.
  return Object.hasOwn(grants, resource) && grants[resource]!.includes(action);
}

/** The roles the table lets take an action on a resource, in ROLES order. */
export function rolesPermitted(resource: Resource, action: Action): Role[] {
  return ROLES.filter((role) => isPermitted(role, resource, action));
}

/** The field-level resource that governs users of a role. */
export const userRoleResource = (role: Role) => `users.role.${role}` as const;

/** The roles whose users a role may create and manage (`users.role.<Role>` edit entries). */
export function manageableRoles(role: Role): Role[] {
  return ROLES.filter((target) => isPermitted(role, userRoleResource(target), 'edit'));
}
