// The route table of spec section 2: one table that the router, the menu, the role-home rule and
// canAccess all read, so they cannot drift apart; what each role may do is in permissions.ts.
import type { Role } from './enums';
import { isPermitted, manageableRoles } from './permissions';

export interface PortalRoute {
  /** The route's path, without leading slash. */
  path: string;
  /** Roles allowed; an empty list allows any signed-in role. */
  roles: readonly Role[];
  /** Translation key of the menu entry, for routes that have one, in menu order. */
  menu?: string;
}

export const ALL_ROLES: readonly Role[] = [];

/** Protected routes. Menu entries appear in the order of this list (spec section 2). */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: 'client-overview', roles: ['Employee'], menu: 'menu.clientOverview' },
  { path: 'users', roles: ['Admin', 'Producer', 'EmployerAdmin'], menu: 'menu.users' },
  { path: 'organizations', roles: ['Admin', 'Producer'], menu: 'menu.organizations' },
  { path: 'carriers', roles: ['Admin'], menu: 'menu.carriers' },
  { path: 'import-files', roles: ['Admin'], menu: 'menu.importFiles' },
  { path: 'afr-entry', roles: ['Admin'], menu: 'menu.afrEntry' },
  {
    path: 'account-receivable',
    roles: ['Admin', 'EmployerAdmin'],
    menu: 'menu.accountsReceivable',
  },
  { path: 'plan-contributions', roles: ['Employee'], menu: 'menu.planContributions' },
  { path: 'documents-resources', roles: ['Employee'], menu: 'menu.documentsResources' },
  { path: 'import', roles: ['Admin'] },
  /**
   * Resources without a menu entry of their own (spec 2 fixes the menu): their lists open from
   * the pages of their parents (organizations, carriers, users) and from their records' links.
   */
  { path: 'divisions', roles: ['Admin', 'Producer', 'EmployerAdmin'] },
  { path: 'products', roles: ['Admin'] },
  { path: 'investments', roles: ['Admin'] },
  { path: 'documents', roles: ['Admin', 'Producer', 'EmployerAdmin', 'Employee'] },
  /** The policies that need attention (no menu entry: the Users list links to it). */
  { path: 'policy-health', roles: ['Admin', 'Producer'] },
  { path: 'dashboard', roles: ALL_ROLES },
  /** A record's History (/history/<record>/<id>), opened from the record's page. */
  { path: 'history', roles: ALL_ROLES },
  /** A saved view's share link: opens the view's list (if the role may open it). */
  { path: 'saved-views', roles: ALL_ROLES },
  { path: 'my-profile', roles: ALL_ROLES },
];

/** Routes reachable without signing in. */
export const PUBLIC_ROUTES = [
  'login',
  'set-password',
  'forgot-password',
  'dialog-examples',
  'form-examples',
] as const;

export function isAllowed(route: Pick<PortalRoute, 'roles'>, role: Role | undefined): boolean {
  if (!role) return false;
  return route.roles.length === 0 || route.roles.includes(role);
}

/** The protected route a path belongs to (its first segment), if any. */
export function routeOf(pathname: string): PortalRoute | undefined {
  const first = pathname.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return PORTAL_ROUTES.find((r) => r.path === first);
}

/** Menu entries a role sees, in order. */
export function menuFor(role: Role | undefined): PortalRoute[] {
  return PORTAL_ROUTES.filter((r) => r.menu && isAllowed(r, role));
}

/** A role's landing page: the first menu entry it may see, or the root if none. */
export function homeRoute(role: Role | undefined): string {
  const first = menuFor(role)[0];
  return first ? `/${first.path}` : '/';
}

/**
 * Whether a role may open a path: the root and unknown paths (which show Not Found) are open to
 * any signed-in user; a known route follows its role list.
 */
export function canOpenPath(role: Role | undefined, pathname: string): boolean {
  if (!role) return false;
  const route = routeOf(pathname);
  return route ? isAllowed(route, role) : true;
}

/**
 * Where a sign-in lands: the page the user asked for while signed out (a deep link, kept by the
 * redirect to the sign-in page) when their role may open it, otherwise their role's home. The
 * root asks for nothing in particular, and only a path of this site is followed.
 */
export function landingRoute(role: Role | undefined, requested?: string | null): string {
  if (!requested || !requested.startsWith('/') || requested.startsWith('//'))
    return homeRoute(role);
  const pathname = requested.split(/[?#]/)[0];
  if (pathname === '/' || !canOpenPath(role, pathname)) return homeRoute(role);
  return requested;
}

/** The actions of react-admin's pages (list, show, create and edit views). */
const PAGE_ACTIONS: readonly string[] = ['list', 'show', 'create', 'edit'];

/**
 * react-admin's canAccess, from the permission table (src/domain/permissions.ts). A resource that
 * is also a screen of the route table (users, organizations, carriers) opens its pages only to the
 * roles of that route: an Employer Admin may read their own organization through the API, yet
 * the organizations screen stays closed to them, as spec section 2 has it.
 */
export function canAccess(
  role: Role | undefined,
  { resource, action }: { resource: string; action?: string },
): boolean {
  if (!action || !isPermitted(role, resource, action)) return false;
  const screen = PORTAL_ROUTES.find((r) => r.path === resource);
  return !screen || !PAGE_ACTIONS.includes(action) || isAllowed(screen, role);
}

/**
 * Whom each role may create and manage in the users screens, read from the table's
 * `users.role.<Role>` entries: an Admin anyone; a Producer the employees and employer admins of
 * their organizations; an Employer Admin the employees of their organization; an Employee nobody
 * (besides themselves).
 */
export const MANAGEABLE_ROLES: Record<Role, readonly Role[]> = {
  Admin: manageableRoles('Admin'),
  Producer: manageableRoles('Producer'),
  EmployerAdmin: manageableRoles('EmployerAdmin'),
  Employee: manageableRoles('Employee'),
};
