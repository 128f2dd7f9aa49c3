// The HTTP client of spec sections 7 and 8: bearer token, JSON by default, multipart uploads,
// a 180 s time-out, one shared refresh when calls get 401 (then one retry each), problem
// details, the required-parameter guard, and blob downloads named from content-disposition.
import { toQueryParams } from '../domain/queryString';
import { ApiException, MissingParameterError, isCancelled } from './errors';
import { isTokenExpired, session as defaultSession, type SessionUser } from './session';

export const HTTP_TIMEOUT_MS = 180_000;

export const MESSAGES = {
  unexpected: 'An unexpected server error occurred.',
  serverSide: 'A server side error occurred.',
} as const;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api with `{name}` placeholders, e.g. '/users/{userId}'. */
  path: string;
  pathParams?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** Query parameters that must be present: the call is refused before sending otherwise. */
  requiredQuery?: string[];
  /** A JSON body. */
  body?: unknown;
  /** A multipart body (uploads). */
  form?: FormData;
  /** Status codes that carry problem details for this call (spec 8), besides 200 and 204. */
  problemStatuses?: number[];
  /** Keeps the global error handler out of this call (sign-in handles its own errors). */
  silent?: boolean;
  /** Sent without a token and never refreshed (sign-in, password flows). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export interface BlobResult {
  blob: Blob;
  fileName: string | undefined;
}

export interface SessionLike {
  get(): { accessToken: string; refreshToken: string } | null;
  save(result: { accessToken: string; refreshToken: string; user: SessionUser }): void;
  clear(): void;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  session?: SessionLike;
  timeoutMs?: number;
}

/** Reads the file name from a content-disposition header (RFC 6266, with filename*). */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  return plain ? (plain[2] ?? plain[1]!).trim() : undefined;
}

export function buildPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new MissingParameterError(name);
    return encodeURIComponent(String(value));
  });
}

export class ApiClient {
  /** Called with every failure not marked silent (the global error handler, spec 8). */
  onError: (error: unknown) => void = () => {};
  /** Called when a refresh fails and the session is cleared: the app goes to /login. */
  onSessionEnded: () => void = () => {};

  private refreshing: Promise<boolean> | null = null;
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly session: SessionLike;
  private readonly timeoutMs: number;

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? '/api';
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.session = options.session ?? defaultSession;
    this.timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  }

  async json<T>(options: RequestOptions): Promise<T> {
    const res = await this.send(options, false);
    if (res.status === 204) return null as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  }

  async blob(options: RequestOptions): Promise<BlobResult> {
    const res = await this.send(options, true);
    return {
      blob: await res.blob(),
      fileName: fileNameFromDisposition(res.headers.get('content-disposition')),
    };
  }

  private async send(options: RequestOptions, isBlob: boolean): Promise<Response> {
    try {
      const url = this.url(options); // refuses before anything is sent
      const login = this.session.get();
      if (!options.anonymous && login?.refreshToken && isTokenExpired(login.accessToken)) {
        await this.refresh();
      }
      const sentWith = this.session.get()?.accessToken;
      let res = await this.fetchOnce(url, options);
      if (res.status === 401 && !options.anonymous && this.session.get()?.refreshToken) {
        // A call that went out before another call's refresh finished just retries with the new
        // token; only a call refused with the current token asks for a refresh.
        const renewed = this.session.get()?.accessToken !== sentWith;
        if (renewed || (await this.refresh())) res = await this.fetchOnce(url, options);
      }
      const ok = res.status === 200 || res.status === 204 || (isBlob && res.status === 206);
      if (!ok) throw await this.failure(res, options);
      return res;
    } catch (err) {
      if (!options.silent && !isCancelled(err)) this.onError(err);
      throw err;
    }
  }

  private url(options: RequestOptions): string {
    const path = buildPath(options.path, options.pathParams);
    for (const name of options.requiredQuery ?? []) {
      const value = options.query?.[name];
      if (value === undefined || value === null || value === '')
        throw new MissingParameterError(name);
    }
    const query = options.query ? toQueryParams(options.query).toString() : '';
    return `${this.baseUrl}${path}${query ? `?${query}` : ''}`;
  }

  private fetchOnce(url: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json, */*' };
    const token = options.anonymous ? undefined : this.session.get()?.accessToken;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.form) {
      body = options.form; // the browser sets the multipart boundary
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    return this.fetchImpl(url, { method: options.method ?? 'GET', headers, body, signal });
  }

  /** One refresh at a time: every caller that needs one waits for the same attempt. */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<boolean> {
    const login = this.session.get();
    if (!login?.refreshToken) return false;
    try {
      const res = await this.fetchOnce(`${this.baseUrl}/auth/refresh-token`, {
        method: 'POST',
        path: '/auth/refresh-token',
        body: { accessToken: login.accessToken, refreshToken: login.refreshToken },
        anonymous: true,
      });
      if (res.status !== 200) throw await this.failure(res, { problemStatuses: [400, 500] });
      this.session.save(await res.json());
      return true;
    } catch {
      this.session.clear();
      this.onSessionEnded();
      return false;
    }
  }

  private async failure(res: Response, options: Pick<RequestOptions, 'problemStatuses'>) {
    const text = await res.text().catch(() => '');
    let result: unknown = undefined;
    try {
      result = text ? JSON.parse(text) : undefined; // blob errors that hold JSON are parsed too
    } catch {
      result = undefined;
    }
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const isProblem = options.problemStatuses?.includes(res.status);
    const message = isProblem ? MESSAGES.serverSide : MESSAGES.unexpected;
    return new ApiException(message, res.status, text, headers, result);
  }
}

export const api = new ApiClient();
