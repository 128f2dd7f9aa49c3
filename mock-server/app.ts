// The API server as an Express app built from its dependencies, without listening: tests run it
// in-process on an in-memory database and a fixed clock; index.ts starts it for real.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import express, { type Express, type Router } from 'express';
import { pino, type Logger } from 'pino';
import { sql } from 'drizzle-orm';
import type { HealthStatus } from '../src/domain/api/meta';
import type { AppDb } from './db/connection';
import type { Clock } from './deps/clock';
import type { Mailer } from './deps/mailer';
import type { Storage } from './deps/storage';
import type { DocumentFiles } from './services/documents/store';
import { sendProblem } from './http/problem';
import { answerError } from './http/errorAnswers';
import { securityHeaderList, securityHeaders } from './http/securityHeaders';
import { serveWebApp } from './http/webApp';
import { RequestLog } from './http/logging';
import { rejectUnstorableText } from './http/textGuard';
import { descriptionRouter, modelsRouter, versionRouter } from './routes/meta';
import { serveApiDocs } from './openapi/docsPage';
import { authRouter, publicAuthRouter } from './routes/auth';
import { dashboardRouter } from './routes/dashboard';
import { publicUsersRouter, usersRouter } from './routes/users';
import { employersRouter } from './routes/employers';
import { divisionsRouter } from './routes/divisions';
import { producersRouter } from './routes/producers';
import { participantsRouter } from './routes/participants';
import { afrRatesRouter } from './routes/afrRates';
import { receivablesRouter } from './routes/receivables';
import { carriersRouter } from './routes/carriers';
import { carrierItemsRouter } from './routes/carrierItems';
import { policiesRouter } from './routes/policies';
import { policyHistoryRouter } from './routes/policyHistory';
import { importFilesRouter } from './routes/importFiles';
import { historyRouter } from './routes/history';
import { documentsRouter } from './routes/documents';
import { statementsRouter } from './routes/statements';
import { examplesRouter } from './routes/examples';
import { savedViewsRouter } from './routes/savedViews';
import { authenticate, type AppContext } from './http/context';
import { DEFAULT_READ_CACHE_BYTES, ReadCache } from './http/readCache';
import { CallerCache } from './http/callerCache';
import { RenderPool, type RenderLimits, type RenderThreads } from './http/renderPool';
import type { DataVersion } from './db/dataVersion';
import { ApiRouter, sendRawJsonAsIs, type ApiRoute } from './http/routes';
import { databaseRateLimitStore, memoryRateLimitStore, type RateLimit } from './http/rateLimit';
import { AuthService } from './services/auth';
import { TokenService } from './services/tokens';
import { keepListOrders } from './services/lists';
import { DirectReads } from './http/directReads';

export interface AppDeps {
  db: AppDb;
  /** The database for long reads (Database.background); `db` when not given. */
  background?: AppDb;
  /** The database's data version; without it nothing is cached (http/readCache.ts). */
  dataVersion?: DataVersion;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
  /** Where documents' bytes go, and each owner's quota (services/documents/store.ts). */
  documents: DocumentFiles;
  logger?: Logger;
  config: {
    /** Signs access tokens. */
    jwtSecret: string;
    /** Where the portal is reached, for links in e-mails. */
    publicUrl: string;
    /**
     * Express's `trust proxy` setting (TRUST_PROXY): which proxies may name the client address
     * in X-Forwarded-For. Unset trusts none, so a client cannot choose its own address.
     */
    trustProxy?: string;
    /** Several API processes share the database: count rate limits in it, not per process. */
    sharedDatabase?: boolean;
    /** Bytes of answers the read cache may hold (0: none); DEFAULT_READ_CACHE_BYTES if unset. */
    readCacheBytes?: number;
  };
}

export interface RateLimitSettings {
  signIn: RateLimit;
  signInPerAccount: RateLimit;
  refresh: RateLimit;
  forgotPassword: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signIn: { max: 30, windowMs: 60_000 },
  signInPerAccount: { max: 10, windowMs: 60_000 },
  refresh: { max: 60, windowMs: 60_000 },
  forgotPassword: { max: 10, windowMs: 60_000 },
};

export interface AppOptions {
  /** The built web app (dist/), served with a history fallback when present. */
  webRoot?: string;
  /** Translation catalogs, served at /locales/{lng}/{ns}.json. */
  localesRoot?: string;
  /** Adds routes to /api ahead of the not-found handler (used by tests and prototypes). */
  extendApi?: (api: Router) => void;
  rateLimits?: Partial<RateLimitSettings>;
  /** The PDF worker pool's limits (http/renderPool.ts); the defaults unless given. */
  renderLimits?: Partial<RenderLimits>;
  /**
   * Threads to render on, shared with other apps of the process (the test servers); the pool's
   * own unless given, and then only `perUser` of renderLimits applies.
   */
  renderThreads?: RenderThreads;
}

export const JSON_BODY_LIMIT = '1mb';
const API_NO_STORE: [string, string] = ['Cache-Control', 'no-store'];
type AppHandle = (req: IncomingMessage, res: ServerResponse, done?: unknown) => void;

/**
 * Declares every API route with the access it needs. Declaring must not use the context: only
 * the handlers do, per request (apiRoutes lists the routes without one).
 */
function declareApi(ctx: AppContext, limits: RateLimitSettings, logger?: Logger): ApiRouter {
  const routes = new ApiRouter();
  versionRouter(routes, () => ctx.clock.now());
  routes.get(
    '/health',
    'public',
    { summary: 'Whether the server and its database answer.', response: 'meta.HealthStatus' },
    async (_req, res) => {
      await ctx.db.execute(sql`select 1`);
      const body: HealthStatus = { status: 'ok' };
      res.json(body);
    },
  );
  publicAuthRouter(routes, ctx, limits);
  publicUsersRouter(routes, ctx, limits);
  modelsRouter(routes);
  authRouter(routes, ctx);
  dashboardRouter(routes, ctx);
  usersRouter(routes, ctx);
  employersRouter(routes, ctx);
  divisionsRouter(routes, ctx);
  producersRouter(routes, ctx);
  participantsRouter(routes, ctx);
  carriersRouter(routes, ctx);
  carrierItemsRouter(routes, ctx);
  afrRatesRouter(routes, ctx);
  receivablesRouter(routes, ctx);
  policyHistoryRouter(routes, ctx);
  policiesRouter(routes, ctx);
  importFilesRouter(routes, ctx, {
    onBackgroundError: (err) => logger?.error({ err }, 'an import failed unexpectedly'),
  });
  statementsRouter(routes, ctx);
  documentsRouter(routes, ctx);
  historyRouter(routes, ctx);
  examplesRouter(routes, ctx);
  savedViewsRouter(routes, ctx);
  descriptionRouter(routes, () => routes.routes);
  return routes;
}

/** Every API route in mount order, with its access and the roles it lets through. */
export function apiRoutes(): readonly ApiRoute[] {
  return declareApi({} as AppContext, DEFAULT_RATE_LIMITS).routes;
}

/**
 * TRUST_PROXY as Express reads it: a hop count ("1"), true/false, or addresses and subnets
 * ("loopback", "10.0.0.0/8, 127.0.0.1"). Unset or empty trusts no proxy.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d{1,3}$/.test(text)) return Number(text);
  return text;
}

/**
 * How long an idle kept-alive connection stays open. Node's 5 s is a second above what fetch
 * clients keep one for, so on a busy machine a client can send a request (a 50 MiB upload) on a
 * connection the server is closing that moment, and gets a reset instead of the answer. A
 * server that keeps connections longer than its clients is never the side that closes first.
 */
export function keepConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const logger = deps.logger ?? pino({ level: 'silent' });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(deps.config.trustProxy));
  // API answers are never stored (no-store), so an ETag would only cost a hash of each body.
  app.set('etag', false);
  sendRawJsonAsIs(app);
  const requests = new RequestLog(logger);
  app.use(requests.middleware());
  const ctx = contextOf(deps, logger, options);
  const headers = securityHeaderList();
  app.use(securityHeaders(headers));
  const routes = declareApi(ctx, rateLimitsOf(deps, options), logger);
  // Routes an extension adds may stand ahead of any declared one, so none is answered directly.
  const apiHeaders = [...headers, API_NO_STORE].flat();
  const direct = options.extendApi ? undefined : new DirectReads(routes, ctx, apiHeaders, logger);
  answerAhead(app, ctx, requests, apiHeaders, direct);
  // The docs page is public and outside the API's no-store, JSON-only answers.
  serveApiDocs(app);
  app.use('/api', apiRouter(ctx, routes, options));
  serveWebApp(app, options);
  app.use(answerError);
  return app;
}

/**
 * The services every request shares: sign-in and sessions, the caller cache, the read cache, the
 * PDF pool.
 */
function contextOf(deps: AppDeps, logger: Logger, options: AppOptions): AppContext {
  // Callers are kept under the data version whether or not answers are (http/callerCache.ts).
  const callers = new CallerCache(deps.dataVersion);
  const auth = new AuthService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    tokens: new TokenService(deps.config.jwtSecret, () => deps.clock.now()),
    publicUrl: deps.config.publicUrl,
    onBackgroundError: (err) => logger.error({ err }, 'mail after an answer failed'),
    onSessionsEnded: (userId) => callers.forgetUser(userId),
  });
  // List orders are kept under the data version whether or not answers are (services/lists.ts).
  if (deps.dataVersion) keepListOrders(deps.db, deps.dataVersion);
  const reads = new ReadCache(
    deps.dataVersion ?? (() => ''),
    () => deps.clock.now(),
    deps.dataVersion ? (deps.config.readCacheBytes ?? DEFAULT_READ_CACHE_BYTES) : 0,
  );
  return {
    ...deps,
    background: deps.background ?? deps.db,
    auth,
    reads,
    callers,
    renders: new RenderPool(options.renderLimits, options.renderThreads),
  };
}

/**
 * Held answers of the read cache (see answerAtOnce), then direct reads (http/directReads.ts), go
 * out ahead of the app's routing; everything else, and whatever those leave, goes to the app.
 */
function answerAhead(
  app: Express,
  { reads, auth, callers }: AppContext,
  requests: RequestLog,
  apiHeaders: string[],
  direct: DirectReads | undefined,
) {
  const handle = (app as unknown as { handle: AppHandle }).handle.bind(app);
  (app as unknown as { handle: AppHandle }).handle = (req, res, done) => {
    const started = performance.now();
    if (!req.url?.startsWith('/api/')) return handle(req, res, done);
    const callerOf = (token: string) => {
      const claims = auth.knownClaims(token);
      return claims && callers.heldNow(claims)?.principal;
    };
    if (reads.answerAtOnce(req, res, callerOf, apiHeaders)) {
      requests.answered(req, 200, started);
      return;
    }
    const taken = direct?.take(req, res, () => handle(req, res, done));
    if (!taken) return handle(req, res, done);
    res.once('finish', () => {
      // Answered directly: the app, had it taken over, logs the request itself.
      if (!(req as { id?: number }).id) requests.answered(req, 200, started);
    });
  };
}

/** The rate limits, counted in the database when several API processes share it. */
function rateLimitsOf(deps: AppDeps, options: AppOptions): RateLimitSettings {
  const store = deps.config.sharedDatabase
    ? databaseRateLimitStore(deps.db)
    : memoryRateLimitStore();
  return Object.fromEntries(
    Object.entries({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }).map(([name, limit]) => [
      name,
      { store, ...limit },
    ]),
  ) as unknown as RateLimitSettings;
}

/** /api: no-store JSON, the public routes, then authentication and the signed-in routes. */
function apiRouter(ctx: AppContext, routes: ApiRouter, options: AppOptions): Router {
  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader(...API_NO_STORE);
    next();
  });
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(rejectUnstorableText());
  api.use(routes.publicRouter());
  options.extendApi?.(api);
  // Every route below needs a signed-in caller.
  api.use(authenticate(ctx));
  api.use(routes.protectedRouter(ctx.reads.middleware()));
  api.use((req, res) => {
    sendProblem(
      res,
      404,
      req.originalUrl,
      `No API route matches ${req.method} ${req.originalUrl.split('?')[0]}.`,
    );
  });
  return api;
}
