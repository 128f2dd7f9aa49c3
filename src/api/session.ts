// The stored login (spec 4, "Session"): kept in local storage, restored at start with
// verification pending, replaced on refresh, cleared on logout or a failed refresh.
import type { LoginUser } from '../domain/api/auth';

/** The signed-in user, as the login and refresh results carry it. */
export type SessionUser = LoginUser;

export interface StoredLogin {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
  /** True once the user has been verified against the server in this page's life. */
  verifyUser: boolean;
}

export const LOGIN_STORAGE_KEY = 'portal.login';

type Listener = (login: StoredLogin | null) => void;

export class SessionStore {
  private current: StoredLogin | null = null;
  private listeners = new Set<Listener>();

  constructor() {
    this.current = this.restore();
  }

  /** Restores the stored login with verification pending. */
  private restore(): StoredLogin | null {
    if (typeof localStorage === 'undefined') return null;
    try {
      const raw = localStorage.getItem(LOGIN_STORAGE_KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as StoredLogin;
      if (!parsed.accessToken || !parsed.user) return null;
      return { ...parsed, verifyUser: false };
    } catch {
      return null;
    }
  }

  get(): StoredLogin | null {
    return this.current;
  }

  /** Saves a login result and marks it verified. */
  save(result: { accessToken: string; refreshToken: string; user: SessionUser }): void {
    this.set({ ...result, verifyUser: true });
  }

  markVerified(user?: Partial<SessionUser>): void {
    if (!this.current) return;
    this.set({ ...this.current, user: { ...this.current.user, ...user }, verifyUser: true });
  }

  clear(): void {
    this.set(null);
  }

  /** Reloads from storage (another tab, or a test that wrote storage directly). */
  reload(): void {
    this.current = this.restore();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(login: StoredLogin | null): void {
    this.current = login;
    if (login) localStorage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(login));
    else localStorage.removeItem(LOGIN_STORAGE_KEY);
    for (const l of this.listeners) l(login);
  }
}

export const session = new SessionStore();

/**
 * Spec 4: a token counts as expired when its expiry time (seconds) is earlier than now; a missing
 * token or a token without expiry counts as not expired.
 */
export function isTokenExpired(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return false;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof payload.exp !== 'number') return false;
    return payload.exp * 1000 < now;
  } catch {
    return false;
  }
}
