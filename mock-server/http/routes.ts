// The API's route registry: each route is declared once with its method, path and the access it
// needs (public, any signed-in user, or a resource and action of the permission table). The
// registry mounts the handlers behind that check, fixed paths ahead of parameterised ones, and
// lists every route with the roles it lets through, for the access matrix and request fuzzing.
import { Router, type RequestHandler } from 'express';
import { ROLES, type Role } from '../../src/domain/enums';
import { rolesPermitted, type Action, type Resource } from '../../src/domain/permissions';
import { requirePermission } from '../services/access';
import { callerOf } from './context';

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** A resource and action of the permission table that a route needs. */
export interface RoutePermission {
  resource: Resource;
  action: Action;
}

/** Who may call a route: anyone, any signed-in user, or the roles a permission is given to. */
export type RouteAccess = 'public' | 'signed-in' | RoutePermission;

export const can = (resource: Resource, action: Action): RoutePermission => ({ resource, action });

export interface ApiRoute {
  method: Method;
  /** The Express path under /api: literal segments and `:name` parameters. */
  path: string;
  access: RouteAccess;
  /** The signed-in roles that pass the access check; public routes take anonymous callers too. */
  roles: readonly Role[];
}

interface Declared extends ApiRoute {
  handlers: RequestHandler[];
}

// Only literal segments and whole-segment parameters: the specificity order below relies on it.
const PATH = /^(\/(:[A-Za-z]\w*|[\w.-]+))+$/;

const isParam = (segment: string) => segment.startsWith(':');
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Orders two paths so that, segment by segment, a literal comes before a parameter. A path that a
 * parameterised one would also match (/users/plant-history against /users/:userId) therefore
 * always comes first, whatever order the route files declare them in.
 */
export function bySpecificity(a: string, b: string): number {
  const x = segmentsOf(a);
  const y = segmentsOf(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = Number(isParam(x[i]!)) - Number(isParam(y[i]!));
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Whether the route pattern `pattern` would also answer a request for the pattern `path`. */
export function shadows(pattern: string, path: string): boolean {
  const p = segmentsOf(pattern);
  const q = segmentsOf(path);
  return p.length === q.length && p.every((s, i) => isParam(s) || s === q[i]);
}

const rolesOf = (access: RouteAccess): readonly Role[] =>
  typeof access === 'string' ? ROLES : rolesPermitted(access.resource, access.action);

/** The check that runs before a signed-in route's handlers, so a refused role learns nothing. */
const guardOf =
  (access: Exclude<RouteAccess, 'public'>): RequestHandler =>
  (req, _res, next) => {
    const { principal } = callerOf(req);
    if (access !== 'signed-in') requirePermission(principal, access.resource, access.action);
    next();
  };

export class ApiRouter {
  private readonly declared: Declared[] = [];

  get(path: string, access: RouteAccess, ...handlers: RequestHandler[]): void {
    this.add('GET', path, access, handlers);
  }

  post(path: string, access: RouteAccess, ...handlers: RequestHandler[]): void {
    this.add('POST', path, access, handlers);
  }

  put(path: string, access: RouteAccess, ...handlers: RequestHandler[]): void {
    this.add('PUT', path, access, handlers);
  }

  delete(path: string, access: RouteAccess, ...handlers: RequestHandler[]): void {
    this.add('DELETE', path, access, handlers);
  }

  private add(method: Method, path: string, access: RouteAccess, handlers: RequestHandler[]) {
    if (!PATH.test(path)) throw new Error(`The route path ${path} is not /literal/:param form.`);
    if (this.declared.some((r) => r.method === method && r.path === path)) {
      throw new Error(`${method} ${path} is declared twice.`);
    }
    this.declared.push({ method, path, access, roles: rolesOf(access), handlers });
  }

  private ordered(publicOnes: boolean): Declared[] {
    return this.declared
      .filter((r) => (r.access === 'public') === publicOnes)
      .sort((a, b) => bySpecificity(a.path, b.path));
  }

  /** Every route in the order it is mounted: the public ones, then the signed-in ones. */
  get routes(): ApiRoute[] {
    return [...this.ordered(true), ...this.ordered(false)].map(
      ({ method, path, access, roles }) => ({ method, path, access, roles }),
    );
  }

  /** The public routes, to mount ahead of authentication. */
  publicRouter(): Router {
    return this.mount(this.ordered(true));
  }

  /** The signed-in routes, each behind its access check; mount after authentication. */
  protectedRouter(): Router {
    return this.mount(this.ordered(false));
  }

  private mount(routes: Declared[]): Router {
    const router = Router();
    for (const { method, path, access, handlers } of routes) {
      const chain = access === 'public' ? handlers : [guardOf(access), ...handlers];
      const route = router.route(path);
      if (method === 'GET') route.get(...chain);
      else if (method === 'POST') route.post(...chain);
      else if (method === 'PUT') route.put(...chain);
      else route.delete(...chain);
    }
    return router;
  }
}
