// Request logging that never records passwords, tokens, hashes or the values of a failed query:
// bodies are not logged, auth headers are dropped, secret-looking query parameters are masked,
// and errors lose the parameters a database driver attaches to them.
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { stdSerializers, type Logger } from 'pino';

declare module 'express-serve-static-core' {
  interface Request {
    /** The request's number in this process, in its log lines. */
    id?: number;
    /** A logger whose lines carry the request id. */
    log?: Logger;
  }
}

// Names such as token, access_token, refreshToken, api-key, password, client_secret, code.
const SECRET_PARAM = /token|password|passwd|secret|signature|apikey|auth|code|session|hash/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAM.test(key.replace(/[-_.]/g, ''))) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

// drizzle puts a failed query's parameters (e-mails, token hashes) into the message as well.
const PARAMS_LINE = /\nparams: [^\n]*/g;

/** A serialized error without the parameters of a failed query, at any depth (causes). */
export function redactError(err: unknown): unknown {
  const scrub = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return value.replace(PARAMS_LINE, '\nparams: [redacted]');
    if (value === null || typeof value !== 'object' || depth > 8) return value;
    if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = key === 'params' || key === 'parameters' ? '[redacted]' : scrub(item, depth + 1);
    }
    return out;
  };
  return scrub(err instanceof Error ? stdSerializers.err(err) : err, 0);
}

/** Serializers for the process's own logger, so errors logged outside a request are safe too. */
export const logSerializers = { err: redactError };

/**
 * One line per request once its answer went out: info for success, warn for a refusal, error for
 * a failure, each with the request's id, method and redacted URL, the status and the time taken.
 * `req.log` is a child logger carrying the request id, made only when a handler logs something;
 * nothing is serialized for a line the level leaves out.
 */
export class RequestLog {
  private lastId = 0;
  constructor(private readonly logger: Logger) {}

  /** The line for an answer given without the app (the read cache's held answers). */
  answered(req: IncomingMessage, status: number, started: number): void {
    this.line(++this.lastId, req, status, started);
  }

  private line(id: number, req: IncomingMessage, status: number, started: number): void {
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!this.logger.isLevelEnabled(level)) return;
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
    this.logger[level](
      {
        req: { id, method: req.method, url: redactUrl(url) },
        res: { statusCode: status },
        responseTime: Math.round(performance.now() - started),
      },
      status >= 500 ? 'request errored' : 'request completed',
    );
  }

  middleware(): RequestHandler {
    return (req, res, next) => {
      const started = performance.now();
      const id = ++this.lastId;
      let child: Logger | undefined;
      Object.defineProperty(req, 'id', { value: id, configurable: true, writable: true });
      Object.defineProperty(req, 'log', {
        configurable: true,
        get: () => (child ??= this.logger.child({ reqId: id }, { serializers: logSerializers })),
      });
      res.on('finish', () => this.line(id, req, res.statusCode, started));
      next();
    };
  }
}
