// The caller cache: who is behind each session (the user's standing, the live session family,
// the role ids) and what they may see (the divisions and employers of their scope), kept for as
// long as nothing has been written to the database since they were read. Every request needs
// both, and on the embedded database each query waits for the one database thread, so without it
// a list page read its caller again on every request (one to three queries before the list's
// own). It holds whatever READ_CACHE_MB says: it keeps no answers, only what authentication and
// scope would read again unchanged.
//
// - Keyed by the access token's session (user id and session family).
// - Any write (by any request or process) changes the data version (db/dataVersion.ts) and drops
//   every caller at once: signing out, a refresh token re-used, a deactivation, a deletion or a
//   password change all write, so the next request reads the caller again and is refused. Those
//   also drop the user's callers directly (forgetUser), as soon as their transaction commits.
// - A caller read while a write ran is never kept; without a data version nothing is kept.
import type { IncomingMessage } from 'node:http';
import type { DataVersion } from '../db/dataVersion';
import type { Principal, Scope } from '../services/access';

/** A signed-in caller: who they are and what they may see. */
export interface Caller {
  principal: Principal;
  scope: Scope;
}

/** The session an access token names. */
export interface SessionKey {
  userId: number;
  familyId: string;
}

const MAX_CALLERS = 10_000;
const VERSION = Symbol('dataVersion');
type VersionedRequest = IncomingMessage & { [VERSION]?: ReturnType<DataVersion> };

/**
 * The data version a request reads under, taken once, when first asked for, and shared by every
 * cache the request goes through (on PostgreSQL reading it is a query).
 */
function requestVersion(req: IncomingMessage, version: DataVersion): ReturnType<DataVersion> {
  const r = req as VersionedRequest;
  return (r[VERSION] ??= version());
}

/**
 * What was read under one data version, dropped as soon as a newer version is seen. `local`: the
 * version is known without a query (the embedded database), so the current one can be checked
 * at any moment.
 */
export class VersionedHold {
  /** The data version everything held was read under. */
  held: string | undefined;
  local = false;

  constructor(
    private readonly version: DataVersion,
    private readonly drop: () => void,
  ) {}

  /** The request's data version; anything held under another is dropped. */
  async of(req: IncomingMessage): Promise<string> {
    const read = requestVersion(req, this.version);
    this.local = typeof read === 'string';
    const v = await read;
    if (v !== this.held) {
      this.drop();
      this.held = v;
    }
    return v;
  }

  /**
   * Whether something read under `version` may still be kept: nothing was written since (known
   * at once on the embedded database; on PostgreSQL, as soon as any request reads the new
   * version, which drops everything read before it).
   */
  current(version: string): boolean {
    return this.held === version && (!this.local || this.version() === version);
  }

  /** Whether what is held is known to be current now, without a query (embedded database). */
  currentNow(): boolean {
    return this.local && this.held !== undefined && this.version() === this.held;
  }
}

export class CallerCache {
  private readonly callers = new Map<string, Caller>();
  private readonly hold?: VersionedHold;

  /** Without a data version nothing is kept: every request reads its caller. */
  constructor(version: DataVersion | undefined) {
    if (version) this.hold = new VersionedHold(version, () => this.callers.clear());
  }

  /**
   * The caller behind a session: held from an earlier request at the same data version, or read
   * by `look` (an error object when the session no longer holds, which is never kept).
   */
  async caller<E extends object>(
    req: IncomingMessage,
    session: SessionKey,
    look: () => Promise<Caller | E>,
  ): Promise<Caller | E> {
    if (!this.hold) return look();
    const version = await this.hold.of(req);
    const key = keyOf(session);
    const held = this.callers.get(key);
    if (held) return held;
    const found = await look();
    if ('principal' in found && this.hold.current(version)) {
      if (this.callers.size >= MAX_CALLERS) this.callers.clear();
      this.callers.set(key, found as Caller);
    }
    return found;
  }

  /**
   * The caller behind a session when held and known to be current without a query (the
   * embedded database); undefined otherwise. For answers given ahead of the app.
   */
  heldNow(session: SessionKey): Caller | undefined {
    if (!this.hold?.currentNow()) return undefined;
    return this.callers.get(keyOf(session));
  }

  /** Drops every held caller of a user (their sessions ended or changed). */
  forgetUser(userId: number): void {
    for (const [key, caller] of this.callers) {
      if (caller.principal.userId === userId) this.callers.delete(key);
    }
  }
}

const keyOf = (session: SessionKey) => `${session.userId}:${session.familyId}`;
