// Fixed-window rate limits per client address (and per key, such as an e-mail), answering 429
// with problem details. The counters live in a store: in this process on the embedded database,
// in a table of the shared PostgreSQL when several API processes serve one database.
import type { Request, RequestHandler } from 'express';
import { lt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import type { Clock } from '../deps/clock';
import { sendProblem, localeDetail } from './problem';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** Where the counts are kept; in this process unless the app is given a shared store. */
  store?: RateLimitStore;
}

export interface RateLimitStore {
  /** Counts one request under `key`; answers the count in the current window and its start. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; start: number }>;
}

/** Counts in this process: enough when only one process serves the database. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, windowMs, now) {
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        if (windows.size > 10_000) {
          for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k);
        }
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, start: w.start };
    },
  };
}

/**
 * Counts in the rate_limit_counters table, one atomic upsert per request, so every process that
 * shares the database sees the same counts. Windows that ended long ago are swept now and then.
 */
export function databaseRateLimitStore(db: AppDb): RateLimitStore {
  let lastSweep = 0;
  return {
    async hit(key, windowMs, now) {
      const t = s.rateLimitCounters;
      const nowIso = new Date(now).toISOString();
      const expired = sql`rate_limit_counters.window_start <= ${new Date(now - windowMs).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(t)
        .values({ key, windowStart: new Date(now), count: 1 })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else rate_limit_counters.window_start end`,
            count: sql`case when ${expired} then 1 else rate_limit_counters.count + 1 end`,
          },
        })
        .returning({ windowStart: t.windowStart, count: t.count });
      if (now - lastSweep > 10 * 60_000) {
        lastSweep = now;
        await db.delete(t).where(lt(t.windowStart, new Date(now - 24 * 3600_000)));
      }
      return { count: row!.count, start: row!.windowStart.getTime() };
    },
  };
}

export function rateLimit(
  clock: Clock,
  { max, windowMs, store: given }: RateLimit,
  keyOf: (req: Request) => string = (req) => req.ip ?? 'unknown',
): RequestHandler {
  const store = given ?? memoryRateLimitStore();
  return async (req, res, next) => {
    const now = clock.now().getTime();
    // The route names the counter, so limits on different routes never share a count.
    const key = `${req.baseUrl}${req.route?.path ?? req.path}|${keyOf(req)}`;
    const { count, start } = await store.hit(key, windowMs, now);
    if (count > max) {
      const retryAfter = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
      res.setHeader('Retry-After', String(retryAfter));
      return sendProblem(res, 429, req.originalUrl, localeDetail('errors.tooManyRequests'), {
        retryAfterSeconds: retryAfter,
      });
    }
    next();
  };
}
