// Request logging that never records passwords, tokens, hashes or the values of a failed query:
// bodies are not logged, auth headers are dropped, secret-looking query parameters are masked,
// and errors lose the parameters a database driver attaches to them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { stdSerializers, type Logger } from 'pino';

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

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      err: redactError,
      req: (req: IncomingMessage & { id?: unknown }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url ?? ''),
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  });
}
