// The API's route registry: each route is declared once with its method, path and the access it
// needs (public, any signed-in user, or a resource and action of the permission table). The
// registry mounts the handlers behind that check, fixed paths ahead of parameterised ones, and
// lists every route with the roles it lets through, for the access matrix and request fuzzing.
// Each route also carries its documentation (summary, request schemas, response), from which the
// API description is built (mock-server/openapi).
import { Router, type Express, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { fromQueryParams } from '../../src/domain/queryString';
import { ROLES, type Role } from '../../src/domain/enums';
import { rolesPermitted, type Action, type Resource } from '../../src/domain/permissions';
import { requirePermission, type Principal } from '../services/access';
import { RawJson } from '../services/rawJson';
import { callerOf } from './context';
import { HttpError } from './problem';

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
  params?: PathParams;
  /**
   * How a path parameter that does not parse is answered: 404 with this detail (the default
   * names the parameter and its value), or 'validation': the validation problem, with the query's.
   */
  badParam?: string | 'validation';
  /**
   * The record an integer id parameter names where its name does not say (`{ id: 'policy' }`);
   * `userId`, `policyId` and the like say it themselves (ID_RECORDS in openapi/describe.ts).
   */
  records?: Record<string, string>;
  /** The schema the handler parses the query string with (names as spec 7 spells them). */
  query?: z.ZodType;
  /** The schema of the JSON body, or of a multipart upload's fields. */
  body?: z.ZodType | MultipartBody;
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

/** A route's path parameters (other than integer ids), each with its schema. */
export type PathParams = Record<string, z.ZodType>;

/** A multipart upload: its fields' schema and, where the registry reads the body, the reader. */
export interface MultipartBody {
  multipart: z.ZodType;
  /**
   * Reads the body into `req.file` and `req.body` (http/multipart.ts); the registry then parses
   * the fields with `multipart` for bodyOf. Without it the route's own handlers read the upload.
   */
  reader?: RequestHandler;
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

/** Refuses (403) a caller the access of a signed-in route does not let through. */
export function checkAccess(principal: Principal, access: Exclude<RouteAccess, 'public'>): void {
  if (access !== 'signed-in') requirePermission(principal, access.resource, access.action);
}

/** The check that runs before a signed-in route's handlers, so a refused role learns nothing. */
const guardOf =
  (access: Exclude<RouteAccess, 'public'>): RequestHandler =>
  (req, _res, next) => {
    checkAccess(callerOf(req).principal, access);
    next();
  };

/** What the registry parsed for a route, with the schemas it parsed with. */
export interface ParsedInput {
  params?: { schema: PathParams; value: unknown };
  query?: { schema: z.ZodType; value: unknown };
  body?: { schema: z.ZodType; value: unknown };
}

const isMultipart = (body: RouteDocs['body']): body is MultipartBody =>
  typeof body === 'object' && 'multipart' in body;

/** The schema the registry parses the body with: the JSON body, or a read multipart's fields. */
const bodySchemaOf = ({ body }: RouteDocs) =>
  isMultipart(body) ? (body.reader ? body.multipart : undefined) : body;

const badParamDetail = (params: PathParams, raw: Record<string, unknown>) => {
  const name = Object.keys(params).find((key) => !params[key]!.safeParse(raw[key]).success);
  return `No record has the ${name} ${JSON.stringify(raw[name!])}.`;
};

/** Parses one part of the request, adding a refusal's issues to `issues`. */
function parsePart(schema: z.ZodType, value: unknown, issues: z.core.$ZodIssue[]) {
  const result = schema.safeParse(value);
  if (!result.success) issues.push(...result.error.issues);
  return result.data;
}

const paramsSchemas = new WeakMap<PathParams, z.ZodType>();
const paramsSchemaOf = (params: PathParams) => {
  let schema = paramsSchemas.get(params);
  if (!schema) paramsSchemas.set(params, (schema = z.object(params)));
  return schema;
};

/**
 * Parses the path parameters, the query string and the body with the schemas the route's docs
 * declare: a parameter that does not parse is answered as the route's docs say (404 by default,
 * thrown as an HttpError), anything else refused is the validation problem of every call (thrown
 * as a ZodError). `rawQuery` is the query string as Express parses it (req.query).
 */
export function parseInput(
  docs: RouteDocs,
  rawParams: Record<string, unknown>,
  rawQuery: unknown,
  rawBody: unknown,
): ParsedInput {
  const body = bodySchemaOf(docs);
  const input: ParsedInput = {};
  const issues: z.core.$ZodIssue[] = [];
  if (docs.params) {
    const parsed = paramsSchemaOf(docs.params).safeParse(rawParams);
    if (parsed.success) input.params = { schema: docs.params, value: parsed.data };
    else if (docs.badParam === 'validation') issues.push(...parsed.error.issues);
    else throw new HttpError(404, docs.badParam ?? badParamDetail(docs.params, rawParams));
  }
  const query = fromQueryParams(rawQuery as never);
  if (docs.query) input.query = { schema: docs.query, value: parsePart(docs.query, query, issues) };
  if (body) {
    const raw = (rawBody ?? {}) as Record<string, unknown>;
    const value = parsePart(body, docs.bodyWithQuery ? { ...query, ...raw } : raw, issues);
    input.body = { schema: body, value };
  }
  if (issues.length > 0) throw new z.ZodError(issues);
  return input;
}

/** Parses a route's input before its handler runs (parseInput); handlers read it with queryOf… */
const parserOf = (docs: RouteDocs): RequestHandler | undefined => {
  if (!docs.query && !bodySchemaOf(docs) && !docs.params) return undefined;
  return (req, res, next) => {
    res.locals.input = parseInput(docs, req.params, req.query, req.body);
    next();
  };
};

function parsed<S>(res: Response, part: keyof ParsedInput, schema: S): unknown {
  const entry = (res.locals.input as ParsedInput | undefined)?.[part];
  // A handler asking for a schema its route does not declare is a programming error.
  if (!entry || entry.schema !== schema) {
    throw new Error(`The route does not declare this ${part} schema in its docs.`);
  }
  return entry.value;
}

/** The path parameters as the route's docs.params parsed them (pass the same object). */
export const paramsOf = <P extends PathParams>(res: Response, params: P) =>
  parsed(res, 'params', params) as { [K in keyof P]: z.output<P[K]> };

/** The query string as the route's docs.query parsed it. */
export const queryOf = <S extends z.ZodType>(res: Response, schema: S) =>
  parsed(res, 'query', schema) as z.output<S>;

/** The JSON body (or a read multipart's fields) as the route's docs.body parsed it. */
export const bodyOf = <S extends z.ZodType>(res: Response, schema: S) =>
  parsed(res, 'body', schema) as z.output<S>;

/** The signed-in caller as a handler gets it: who they are and what they may see. */
export type Caller = ReturnType<typeof callerOf>;

/**
 * A signed-in route's handler that answers JSON: `reply` gets the caller, the request and the
 * response (for paramsOf, queryOf and bodyOf) and what it resolves to is the answer.
 */
export const answer = (reply: Reply): RequestHandler =>
  Object.assign<RequestHandler, Replying>(
    async (req, res) => {
      res.json(await reply(callerOf(req), req, res));
    },
    { [REPLY]: reply },
  );

/**
 * Lets the app's `res.json` send a RawJson answer (JSON text a service has written already, see
 * services/rawJson.ts) as its text, with the headers res.json gives any answer; anything else
 * goes through Express's res.json as before. The read cache, when on, wraps res.json with the
 * same rule (readCache.ts).
 */
export function sendRawJsonAsIs(app: Express): void {
  const json = app.response.json;
  app.response.json = function (this: Response, body: unknown) {
    if (!(body instanceof RawJson)) return json.call(this, body);
    if (!this.get('Content-Type')) this.set('Content-Type', 'application/json');
    return this.send(body.text);
  };
}

/** What `answer` makes a JSON answer of. */
export type Reply = (caller: Caller, req: Request, res: Response) => unknown;

const REPLY = Symbol('reply');
interface Replying {
  [REPLY]: Reply;
}

/**
 * A GET that may be answered ahead of Express (http/directReads.ts): a signed-in, cacheable
 * (pure read) route whose one handler is an `answer`.
 */
export interface DirectRoute {
  path: string;
  access: Exclude<RouteAccess, 'public'>;
  docs: RouteDocs;
  reply: Reply;
}

/** How a route is declared: its path, access, docs (needed for the API description) and handlers. */
interface Declare {
  (path: string, access: RouteAccess, docs: RouteDocs, ...handlers: RequestHandler[]): void;
  (path: string, access: RouteAccess, ...handlers: RequestHandler[]): void;
}

export class ApiRouter {
  private readonly declared: Declared[] = [];

  /** Declares a route of a method: with its docs, or (tests, prototypes) handlers alone. */
  private declarer(method: Method): Declare {
    return (path: string, access: RouteAccess, ...rest: (RouteDocs | RequestHandler)[]) =>
      this.add(method, path, access, rest);
  }

  readonly get = this.declarer('GET');
  readonly post = this.declarer('POST');
  readonly put = this.declarer('PUT');
  readonly delete = this.declarer('DELETE');

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

  /**
   * Every GET in the order Express tries them (public first, then signed-in by specificity), with
   * the direct read where the route can be answered ahead of Express (see DirectRoute) and
   * undefined where it cannot: a request the first matching route of cannot is left to Express.
   */
  getRoutes(): { path: string; direct: DirectRoute | undefined }[] {
    return [...this.ordered(true), ...this.ordered(false)]
      .filter((r) => r.method === 'GET')
      .map(({ path, access, docs, handlers }) => {
        const reply = handlers.length === 1 ? (handlers[0] as Partial<Replying>)[REPLY] : undefined;
        const direct =
          access !== 'public' && docs?.cacheable && reply
            ? { path, access, docs, reply }
            : undefined;
        return { path, direct };
      });
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
      const reader = isMultipart(docs?.body) ? docs.body.reader : undefined;
      const parsing = [reader, parser].filter((h): h is RequestHandler => !!h);
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
