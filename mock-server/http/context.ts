// What every route handler gets: the app's services, and per request the caller's principal and
// scope (set by the authentication middleware).
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { AppDb } from '../db/connection';
import type { Clock } from '../deps/clock';
import type { Mailer } from '../deps/mailer';
import type { Storage } from '../deps/storage';
import type { DocumentFiles } from '../services/documents/store';
import { Scope, type Principal } from '../services/access';
import { AUTH_ERRORS, type AuthService } from '../services/auth';
import { isId } from '../../src/domain/schemas/common';
import { HttpError } from './problem';
import type { Caller, CallerCache } from './callerCache';
import type { ReadCache } from './readCache';
import type { RenderPool } from './renderPool';

export interface AppContext {
  db: AppDb;
  /** The database for long reads (Database.background). */
  background: AppDb;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
  /** Where documents' bytes go, and each owner's quota (services/documents/store.ts). */
  documents: DocumentFiles;
  auth: AuthService;
  /** Answers read since the last write (readCache.ts). */
  reads: ReadCache;
  /** Callers and their scopes read since the last write (callerCache.ts). */
  callers: CallerCache;
  /** The worker threads PDFs render in (renderPool.ts). */
  renders: RenderPool;
}

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
    scope?: Scope;
  }
}

/** The caller of an authenticated route. */
export function callerOf(req: Request): { principal: Principal; scope: Scope } {
  if (!req.principal || !req.scope) throw new HttpError(401);
  return { principal: req.principal, scope: req.scope };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The caller a request's bearer token names, or why there is none: the error of the 401 and its
 * WWW-Authenticate challenge.
 */
export async function signedInCaller(
  ctx: AppContext,
  req: IncomingMessage,
): Promise<Caller | { error: string; challenge: string }> {
  const match = BEARER.exec(req.headers.authorization ?? '');
  if (!match) return { error: 'Sign in to use this call.', challenge: 'Bearer' };
  const claims = await ctx.auth.accessClaims(match[1]!);
  const result = claims
    ? await ctx.callers.caller(req, claims, async () => {
        const principal = await ctx.auth.principalOf(claims);
        return 'error' in principal
          ? principal
          : { principal, scope: new Scope(ctx.db, principal) };
      })
    : { error: AUTH_ERRORS.sessionExpired };
  return 'error' in result
    ? { error: result.error, challenge: 'Bearer error="invalid_token"' }
    : result;
}

/** Bearer authentication for every route mounted after it (401 with problem details). */
export function authenticate(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const caller = await signedInCaller(ctx, req);
    if ('error' in caller) {
      res.setHeader('WWW-Authenticate', caller.challenge);
      throw new HttpError(401, caller.error);
    }
    req.principal = caller.principal;
    req.scope = caller.scope;
    next();
  };
}

/** A positive integer path parameter, or 404 (a malformed id names no record). */
export function idParam(req: Request, name: string): number {
  const raw = req.params[name];
  const id = Number(raw);
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw) || !isId(id)) {
    throw new HttpError(404, `No record has the ${name} ${JSON.stringify(raw)}.`);
  }
  return id;
}
