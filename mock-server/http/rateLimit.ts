// Fixed-window rate limits per client address (and per key, such as an e-mail), answering 429
// with problem details. Kept in memory: each API process limits on its own.
import type { RequestHandler } from 'express';
import type { Clock } from '../deps/clock';
import { sendProblem, localeDetail } from './problem';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export function rateLimit(
  clock: Clock,
  { max, windowMs }: RateLimit,
  keyOf: (req: Parameters<RequestHandler>[0]) => string = (req) => req.ip ?? 'unknown',
): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return (req, res, next) => {
    const now = clock.now().getTime();
    const key = keyOf(req);
    let w = windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (windows.size > 10_000) {
        for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k);
      }
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count++;
    if (w.count > max) {
      const retryAfter = Math.ceil((w.start + windowMs - now) / 1000);
      res.setHeader('Retry-After', String(retryAfter));
      return sendProblem(res, 429, req.originalUrl, localeDetail('errors.tooManyRequests'), {
        retryAfterSeconds: retryAfter,
      });
    }
    next();
  };
}
