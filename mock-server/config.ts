// Server settings from the environment, with safe defaults (DESIGN 2).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_DOCUMENT_QUOTA_BYTES } from './services/documents/quota';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  smtpUrl?: string;
  logLevel: string;
  /** LOG_FORMAT: JSON lines, or readable lines (the default on a terminal). */
  logFormat: LogFormat;
  publicUrl: string;
  webRoot: string;
  /** Multiplies every rate limit (test runs that sign in often raise it). */
  rateLimitFactor: number;
  /** Proxies trusted to name the client address (Express `trust proxy`); unset trusts none. */
  trustProxy?: string;
  /** Bytes of answers the read cache may hold (READ_CACHE_MB, default 64; 0 turns it off). */
  readCacheBytes: number;
  /** Bytes of documents each owner may keep (DOCUMENT_QUOTA_MB, default 500). */
  documentQuotaBytes: number;
  /**
   * How far past what it holds alive a JavaScript heap may grow before a full collection, in
   * percent (HEAP_GROWTH_PERCENT, default 50; 0 leaves it to V8, which allows up to 300).
   */
  heapGrowthPercent: number;
}

export type LogFormat = 'json' | 'pretty';

/** The format LOG_FORMAT names; unset or blank, readable on a terminal and JSON elsewhere. */
export function logFormatOf(value: string | undefined, terminal: boolean): LogFormat {
  const format = value?.trim().toLowerCase();
  if (!format) return terminal ? 'pretty' : 'json';
  if (format === 'json' || format === 'pretty') return format;
  throw new Error(`LOG_FORMAT must be json or pretty, not ${JSON.stringify(value)}`);
}

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The signing secret: JWT_SECRET, else one generated on first start and kept in the data dir. */
function jwtSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A setting in MiB as bytes: its default when unset, an error when it is no such number. */
function mebibytes(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  meaning: string,
  minimum = 0,
): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback * 1024 * 1024;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < minimum) {
    throw new Error(`${name} must be a number of MiB (${meaning}), not ${JSON.stringify(value)}`);
  }
  return mb * 1024 * 1024;
}

/** A setting that is a whole number within bounds: its default when unset, else an error. */
function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  [min, max]: [number, number],
): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(
      `${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`,
    );
  }
  return n;
}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal = process.stdout.isTTY === true,
): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not ${JSON.stringify(env.PORT)}`);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(ROOT, 'data'));
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecret(dataDir, env),
    smtpUrl: env.SMTP_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatOf(env.LOG_FORMAT, terminal),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webRoot: path.resolve(env.WEB_ROOT ?? path.join(ROOT, 'dist')),
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_FACTOR ?? 1) || 1),
    trustProxy: env.TRUST_PROXY || undefined,
    readCacheBytes: mebibytes(env, 'READ_CACHE_MB', 64, '0 turns the cache off'),
    documentQuotaBytes: mebibytes(
      env,
      'DOCUMENT_QUOTA_MB',
      DEFAULT_DOCUMENT_QUOTA_BYTES / 1024 / 1024,
      'above 0',
      Number.MIN_VALUE,
    ),
    heapGrowthPercent: wholeNumber(env, 'HEAP_GROWTH_PERCENT', 50, [0, 300]),
  };
}
