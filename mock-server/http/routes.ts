// The API's route registry: each route is declared once with its method, path and the access it
// needs (public, any signed-in user, or a resource and action of the permission table). The
// registry mounts the handlers behind that check, fixed paths ahead of parameterised ones, and
// lists every route with the roles it lets through, for the access matrix and request fuzzing.
// Each route also carries its documentation (summary, request schemas, response), from which the
// API description is built (mock-server/openapi).
import { Router, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { fromQueryParams } from '../../src/domain/queryString';
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

/**
 * What a route answers on success: a response type of src/domain/api as `<area>.<Type>`, a list
 * of them (`<area>.<Type>[]`), a page of them (`Page<area.Type>`), a file's content type, or 204.
 */
export type ResponseDoc =
  | `${string}.${string}`
  | `Page<${string}.${string}>`
  | 'text/csv'
  | 'application/pdf'
  | 'application/octet-stream'
  | 204;

/** The documentation of a route, given where it is declared so it cannot drift from the handler. */
export interface RouteDocs {
  /** One line: what the call does. */
  summary: string;
  /** More about the call, before the roles and scope rule the description adds. */
  description?: string;
  /**
   * A route's path parameters that are not positive integer ids (those need no schema), each
   * with its description (`.describe(...)`).
   */
  params?: Record<string, z.ZodType>;
  /**
   * The record an integer id parameter names where its name does not say (`{ id: 'policy' }`);
   * `userId`, `policyId` and the like say it themselves (ID_RECORDS in openapi/describe.ts).
   */
  records?: Record<string, string>;
  /** The schema the handler parses the query string with (names as spec 7 spells them). */
  query?: z.ZodType;
  /** The schema the handler parses the JSON body with, or a multipart upload's fields. */
  body?: z.ZodType | { multipart: z.ZodType };
  response: ResponseDoc;
  /** Problem-details statuses beyond the ones the access, params, query and body imply. */
  errors?: readonly number[];
  /** Sample values for the path (by parameter) and the query string, for the docs and tests. */
  example?: { path?: Record<string, string>; query?: string };
  /**
   * A GET whose JSON answer is a pure read of the database for the caller (no side effect, no
   * file or outside state): served from the read cache until the next write (readCache.ts).
   */
  cacheable?: true;
  /**
   * The body schema reads the query string's values too, the body's winning (a list call whose
   * query may come either way).
   */
  bodyWithQuery?: true;
}

export interface ApiRoute {
  method: Method;
  /** The Express path under /api: literal segments and `:name` parameters. */
  path: string;
  access: RouteAccess;
  /** The signed-in roles that pass the access check; public routes take anonymous callers too. */
  roles: readonly Role[];
  docs?: RouteDocs;
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

/** What the registry parsed for a route, with the schemas it parsed with. */
interface ParsedInput {
  query?: { schema: z.ZodType; value: unknown };
  body?: { schema: z.ZodType; value: unknown };
}

const jsonBodySchema = (docs: RouteDocs | undefined) =>
  docs?.body && !('multipart' in docs.body) ? docs.body : undefined;

/**
 * Parses the query string and the JSON body with the schemas the route's docs declare, before
 * the handler runs (a refusal is the validation problem of every call); the handler reads the
 * typed values with queryOf and bodyOf.
 */
const parserOf = (docs: RouteDocs): RequestHandler | undefined => {
  const body = jsonBodySchema(docs);
  if (!docs.query && !body) return undefined;
  return (req, res, next) => {
    const input: ParsedInput = {};
    const query = fromQueryParams(req.query as never);
    if (docs.query) input.query = { schema: docs.query, value: docs.query.parse(query) };
    if (body) {
      const raw = (req.body ?? {}) as Record<string, unknown>;
      input.body = {
        schema: body,
        value: body.parse(docs.bodyWithQuery ? { ...query, ...raw } : raw),
      };
    }
    res.locals.input = input;
    next();
  };
};

function parsed<S extends z.ZodType>(
  res: Response,
  part: 'query' | 'body',
  schema: S,
): z.output<S> {
  const entry = (res.locals.input as ParsedInput | undefined)?.[part];
  // A handler asking for a schema its route does not declare is a programming error.
  if (!entry || entry.schema !== schema) {
    throw new Error(`The route does not declare this ${part} schema in its docs.`);
  }
  return entry.value as z.output<S>;
}

/** The query string as the route's docs.query parsed it. */
export const queryOf = <S extends z.ZodType>(res: Response, schema: S) =>
  parsed(res, 'query', schema);

/** The JSON body as the route's docs.body parsed it. */
export const bodyOf = <S extends z.ZodType>(res: Response, schema: S) =>
  parsed(res, 'body', schema);

export class ApiRouter {
  private readonly declared: Declared[] = [];

  get(path: string, access: RouteAccess, docs: RouteDocs, ...handlers: RequestHandler[]): void;
  get(path: string, access: RouteAccess, ...handlers: RequestHandler[]): void;
  get(path: string, access: RouteAccess, ...rest: (RouteDocs | RequestHandler)[]): void {
    this.add('GET', path, access, rest);
  }

  post(path: string, access: RouteAccess, docs: RouteDocs, ...handlers: RequestHandler[]): void;
  post(path: string, access: RouteAccess, ...handlers: RequestHandler[]): void;
  post(path: string, access: RouteAccess, ...rest: (RouteDocs | RequestHandler)[]): void {
    this.add('POST', path, access, rest);
  }

  put(path: string, access: RouteAccess, docs: RouteDocs, ...handlers: RequestHandler[]): void;
  put(path: string, access: RouteAccess, ...handlers: RequestHandler[]): void;
  put(path: string, access: RouteAccess, ...rest: (RouteDocs | RequestHandler)[]): void {
    this.add('PUT', path, access, rest);
  }

  delete(path: string, access: RouteAccess, docs: RouteDocs, ...handlers: RequestHandler[]): void;
  delete(path: string, access: RouteAccess, ...handlers: RequestHandler[]): void;
  delete(path: string, access: RouteAccess, ...rest: (RouteDocs | RequestHandler)[]): void {
    this.add('DELETE', path, access, rest);
  }

  private add(
    method: Method,
    path: string,
    access: RouteAccess,
    rest: (RouteDocs | RequestHandler)[],
  ) {
    if (!PATH.test(path)) throw new Error(`The route path ${path} is not /literal/:param form.`);
    if (this.declared.some((r) => r.method === method && r.path === path)) {
      throw new Error(`${method} ${path} is declared twice.`);
    }
    const docs = typeof rest[0] === 'object' ? rest[0] : undefined;
    const handlers = rest.filter((h): h is RequestHandler => typeof h === 'function');
    this.declared.push({ method, path, access, roles: rolesOf(access), docs, handlers });
  }

  private ordered(publicOnes: boolean): Declared[] {
    return this.declared
      .filter((r) => (r.access === 'public') === publicOnes)
      .sort((a, b) => bySpecificity(a.path, b.path));
  }

  /** Every route in the order it is mounted: the public ones, then the signed-in ones. */
  get routes(): ApiRoute[] {
    return [...this.ordered(true), ...this.ordered(false)].map(
      ({ method, path, access, roles, docs }) => ({ method, path, access, roles, docs }),
    );
  }

  /** The public routes, to mount ahead of authentication. */
  publicRouter(): Router {
    return this.mount(this.ordered(true));
  }

  /**
   * The signed-in routes, each behind its access check; mount after authentication. The cacheable
   * GETs go through `cache` after the check.
   */
  protectedRouter(cache?: RequestHandler): Router {
    return this.mount(this.ordered(false), cache);
  }

  private mount(routes: Declared[], cache?: RequestHandler): Router {
    const router = Router();
    for (const { method, path, access, handlers, docs } of routes) {
      const cached = cache && method === 'GET' && docs?.cacheable ? [cache] : [];
      const parser = docs && parserOf(docs);
      const parsing = parser ? [parser] : [];
      const chain =
        access === 'public'
          ? [...parsing, ...handlers]
          : [guardOf(access), ...cached, ...parsing, ...handlers];
      const route = router.route(path);
      if (method === 'GET') route.get(...chain);
      else if (method === 'POST') route.post(...chain);
      else if (method === 'PUT') route.put(...chain);
      else route.delete(...chain);
    }
    return router;
  }
}
