// Direct reads: the signed-in, cacheable GETs (lists, records, statements: pure reads of the
// database for their caller) answered ahead of Express. With the read cache off, a small list
// costs less in the database than in Express's request path (its router trying some 150 routes
// in turn, its middleware, its request and response objects); this answers the same request with
// the same checks and the same bytes, at a fraction of the request thread's time.
//
// A direct read makes every check the app makes, with the app's own code: the bearer token and
// the caller (signedInCaller), the route's access (checkAccess), the text guard, the route's
// schemas (parseInput), then the route's own reply and, with the read cache on, its held answer
// or keeping the new one. It answers only success: whenever any step refuses or fails (401, 403,
// 400, 404, an error), or the request is not plainly one of these routes (another method, a
// percent-encoded or trailing-slash path, a route that is not an `answer`), it hands the request
// to the app, which answers it as before. Refusals are rare and pure reads have no side effects,
// so running one again there costs only time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AppContext } from './context';
import { signedInCaller } from './context';
import { jsonText } from '../services/rawJson';
import { answerJson } from './readCache';
import { checkAccess, parseInput, type ApiRouter, type DirectRoute } from './routes';
import { unstorableField } from './textGuard';

interface Entry {
  /** The path's segments under /api, literals lower-cased; parameters as `:name`. */
  segments: string[];
  direct: DirectRoute | undefined;
}

/** Paths under /api that the app serves ahead of its API router. */
const AHEAD_OF_API = new Set(['docs']);

export class DirectReads {
  private readonly routes: Entry[];

  constructor(
    router: ApiRouter,
    private readonly ctx: AppContext,
    /** The headers every API answer carries (name, value, name, value…). */
    private readonly headers: readonly string[],
    private readonly logger: Logger,
  ) {
    this.routes = router.getRoutes().map(({ path, direct }) => ({
      segments: path
        .split('/')
        .filter(Boolean)
        .map((s) => (s.startsWith(':') ? s : s.toLowerCase())),
      direct,
    }));
  }

  /**
   * The route Express would run for a GET of `path` (under /api) and its parameters, when that
   * route can be read directly; undefined for anything else.
   */
  private match(path: string): { direct: DirectRoute; params: Record<string, string> } | undefined {
    if (path.includes('%') || path.includes('//') || path.endsWith('/')) return undefined;
    const parts = path.split('/').slice(1);
    if (AHEAD_OF_API.has(parts[0]!.toLowerCase())) return undefined;
    for (const { segments, direct } of this.routes) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = segments.every((segment, i) => {
        if (!segment.startsWith(':')) return segment === parts[i]!.toLowerCase();
        params[segment.slice(1)] = parts[i]!;
        return true;
      });
      // The first route that matches is the one Express runs, direct or not.
      if (matches) return direct && { direct, params };
    }
    return undefined;
  }

  /**
   * Takes a request it may answer (a GET of a direct route with a bearer token) and returns true;
   * `toApp` is then called if it does not answer it after all. False: the app answers it.
   */
  take(req: IncomingMessage, res: ServerResponse, toApp: () => void): boolean {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith('/api/') || !req.headers.authorization) {
      return false;
    }
    const at = url.indexOf('?');
    const found = this.match(at < 0 ? url.slice(4) : url.slice(4, at));
    if (!found) return false;
    this.answer(req, res, found.direct, found.params, at < 0 ? '' : url.slice(at + 1)).then(
      (answered) => answered || toApp(),
      (err: unknown) => {
        this.logger.debug({ err }, 'a direct read is left to the app');
        if (res.headersSent) res.destroy();
        else toApp();
      },
    );
    return true;
  }

  /** Answers with the route's reply when every check passes; false when any does not. */
  private async answer(
    req: IncomingMessage,
    res: ServerResponse,
    route: DirectRoute,
    params: Record<string, string>,
    search: string,
  ): Promise<boolean> {
    const caller = await signedInCaller(this.ctx, req);
    if ('error' in caller) return false;
    checkAccess(caller.principal, route.access);
    const query = querystring.parse(search);
    if (unstorableField(query) !== null) return false;
    const input = parseInput(route.docs, params, query, undefined);
    const cache = this.ctx.reads.enabled
      ? await this.ctx.reads.lookup(req, caller.principal)
      : undefined;
    let body = cache?.held;
    if (!body) {
      // The reply sees the request as its handler would behind the app (params, the caller)
      // without the request itself being changed, so the app can still take it over.
      const request = Object.assign(Object.create(req) as Request, {
        params,
        originalUrl: req.url,
        principal: caller.principal,
        scope: caller.scope,
      });
      const result = await route.reply(caller, request, {
        locals: { input },
      } as unknown as Response);
      if (result === undefined) return false;
      body = Buffer.from(jsonText(result));
      cache?.keep(body);
    }
    answerJson(res, this.headers, body);
    return true;
  }
}
