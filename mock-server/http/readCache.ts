// The read cache: answers of read-only calls, kept for as long as nothing has been written to the
// database since they were read (the data version, db/dataVersion.ts; callers are kept apart, in
// http/callerCache.ts, whether or not answers are). A back office reads the same pages far more often than anyone writes, and
// on the embedded database every query waits for the one database thread, so a list page or a
// statement read once is served again without a query until the next write anywhere.
//
// - Which calls: the GET routes declared `cacheable` (pure reads of the database for the caller:
//   the spec 7 lists, records, statements, receivables), never exports, files or calls with side
//   effects.
// - Keyed by the caller (user id), the whole URL, the Accept-Language header and the minute of the
//   server's clock: an answer that depends on today's date or an expiry is never older than a
//   minute; one that depends only on data is as fresh as the database.
// - Any write (by any request or process) changes the version, and every entry read under an
//   earlier version is dropped at once; an answer read while a write ran is never kept.
// - A request with `Cache-Control: no-cache` (a browser's reload) is answered from the database
//   and refreshes the entry.
// - Bounded: at most READ_CACHE_MB (default 64) MiB of answers, the least recently used dropped
//   first; answers over 1 MiB are not kept. READ_CACHE_MB=0 turns the cache off.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { DataVersion } from '../db/dataVersion';
import type { Principal } from '../services/access';
import { jsonText } from '../services/rawJson';
import { VersionedHold } from './callerCache';

export const DEFAULT_READ_CACHE_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 1024 * 1024;

const BEARER = /^Bearer\s+(\S+)$/i;
const reloads = (req: IncomingMessage) =>
  /\bno-(cache|store)\b/i.test(req.headers['cache-control'] ?? '');

export class ReadCache {
  private readonly answers = new Map<string, Buffer>();
  private bytes = 0;
  private readonly hold: VersionedHold;

  constructor(
    version: DataVersion,
    private readonly now: () => Date,
    private readonly maxBytes = DEFAULT_READ_CACHE_BYTES,
  ) {
    this.hold = new VersionedHold(version, () => {
      this.answers.clear();
      this.bytes = 0;
    });
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  private keyOf(userId: number, headers: IncomingHttpHeaders, url: string): string {
    const minute = Math.floor(this.now().getTime() / 60_000);
    return `${userId}\n${minute}\n${headers['accept-language'] ?? ''}\n${url}`;
  }

  /** A held answer, marked most recently used (Map keeps insertion order; the first goes first). */
  private take(key: string): Buffer | undefined {
    const held = this.answers.get(key);
    if (held !== undefined) {
      this.answers.delete(key);
      this.answers.set(key, held);
    }
    return held;
  }

  /**
   * Ahead of the app: answers a GET at once when its token was verified before and is unexpired,
   * its caller is held (`callerOf`, the caller cache) and its answer is held at the current data
   * version (known without a query: the embedded database). `headers` are the ones every API answer carries. A held answer was
   * given to the same caller at the same data version after every check its route makes. Returns
   * whether it answered; anything else goes to the app.
   */
  answerAtOnce(
    req: IncomingMessage,
    res: ServerResponse,
    callerOf: (token: string) => Principal | undefined,
    headers: readonly string[],
  ): boolean {
    if (!this.enabled || req.method !== 'GET' || !this.hold.currentNow()) return false;
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!token || reloads(req)) return false;
    const principal = callerOf(token);
    if (!principal || !this.hold.currentNow()) return false;
    const held = this.take(this.keyOf(principal.userId, req.headers, req.url ?? ''));
    if (!held) return false;
    answerJson(res, headers, held);
    return true;
  }

  /**
   * A cacheable GET's held answer, if any (none for a reload), and how to keep the answer it gets
   * instead: kept only when it was read at the data version the request started under.
   */
  async lookup(
    req: IncomingMessage,
    principal: Principal,
  ): Promise<{ held: Buffer | undefined; keep(answer: Buffer): void }> {
    const version = await this.hold.of(req);
    // Inside the app's /api router req.url lost its mount path; originalUrl keeps the whole URL.
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
    const key = this.keyOf(principal.userId, req.headers, url);
    return {
      held: reloads(req) ? undefined : this.take(key),
      keep: (answer) => {
        if (this.hold.current(version)) this.keep(key, answer);
      },
    };
  }

  /** Serves a cacheable GET from the cache, or lets it run and keeps its JSON answer. */
  middleware(): RequestHandler {
    return async (req, res, next) => {
      const principal = req.principal;
      if (!this.enabled || req.method !== 'GET' || !principal) return next();
      const { held, keep } = await this.lookup(req, principal);
      if (held !== undefined) {
        res.setHeader('Content-Type', JSON_TYPE);
        res.send(held);
        return;
      }
      res.json = (body: unknown) => {
        const answer = Buffer.from(jsonText(body));
        if (res.statusCode === 200) keep(answer);
        res.setHeader('Content-Type', JSON_TYPE);
        return res.send(answer);
      };
      next();
    };
  }

  private keep(key: string, answer: Buffer): void {
    const size = entrySize(key, answer);
    if (answer.length > MAX_ENTRY_BYTES || size > this.maxBytes) return;
    const old = this.answers.get(key);
    if (old !== undefined) {
      this.bytes -= entrySize(key, old);
      this.answers.delete(key);
    }
    this.answers.set(key, answer);
    this.bytes += size;
    for (const [k, v] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(k);
      this.bytes -= entrySize(k, v);
    }
  }
}

/**
 * What an entry holds: its answer and its key (a URL and headers of the caller's choosing, so a
 * flood of distinct long URLs with small answers cannot grow the cache past its bound).
 */
const entrySize = (key: string, answer: Buffer) => answer.length + key.length * 2 + 64;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Writes a 200 JSON answer without Express: `headers` (name, value, name, value…) are the ones
 * every API answer carries, then its type and length.
 */
export function answerJson(res: ServerResponse, headers: readonly string[], body: Buffer): void {
  res.writeHead(200, [
    ...headers,
    'Content-Type',
    JSON_TYPE,
    'Content-Length',
    String(body.length),
  ]);
  res.end(body);
}
