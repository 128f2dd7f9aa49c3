// Server settings from the environment, with safe defaults (DESIGN 2).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  smtpUrl?: string;
  logLevel: string;
  publicUrl: string;
  webRoot: string;
  /** Multiplies every rate limit (test runs that sign in often raise it). */
  rateLimitFactor: number;
  /** Proxies trusted to name the client address (Express `trust proxy`); unset trusts none. */
  trustProxy?: string;
  /** Bytes of answers the read cache may hold (READ_CACHE_MB, default 64; 0 turns it off). */
  readCacheBytes: number;
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

function readCacheMb(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 64;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < 0) {
    throw new Error(
      `READ_CACHE_MB must be a number of MiB (0 turns the cache off), not ${JSON.stringify(value)}`,
    );
  }
  return mb;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
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
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webRoot: path.resolve(env.WEB_ROOT ?? path.join(ROOT, 'dist')),
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_FACTOR ?? 1) || 1),
    trustProxy: env.TRUST_PROXY || undefined,
    readCacheBytes: readCacheMb(env.READ_CACHE_MB) * 1024 * 1024,
  };
}
