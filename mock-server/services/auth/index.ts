// Sign-in, refresh-token rotation, invitation and reset links (DESIGN 5.2, 5.3).
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { LinkUser, LoginResult } from '../../../src/domain/api/auth';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { pick } from '../../db/tables/columns';
import type { Clock } from '../../deps/clock';
import type { Mailer } from '../../deps/mailer';
import { normalizeEmail } from '../../../src/domain/text';
import { localeDetail } from '../../../src/domain/problem';
import { ConflictError, RuleError } from '../errors';
import type { Principal } from '../access';
import { hashPassword, verifyPassword } from '../passwords';
import {
  REFRESH_TOKEN_TTL_MS,
  TokenService,
  hashToken,
  randomToken,
  type AccessClaims,
} from '../tokens';
import { loginUser } from '../userProfile';
import { audit, auditChange } from '../audit';

export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MS = 15 * 60 * 1000;

import { AUTH_ERRORS } from './errors';
import { lockFamilies, revokeWhere } from './families';
import { linkMail, useUpLink, writeLinkToken } from './links';

export { AUTH_ERRORS } from './errors';

type UserRow = typeof s.users.$inferSelect;

/** Whether a user may hold a session: not deleted, and active unless an Employee (spec 4). */
export function mayHoldSession(
  user: Pick<UserRow, 'isDeleted' | 'isActive' | 'role'>,
): 'ok' | 'deleted' | 'deactivated' {
  if (user.isDeleted) return 'deleted';
  if (!user.isActive && user.role !== 'Employee') return 'deactivated';
  return 'ok';
}

export interface AuthDeps {
  db: AppDb;
  clock: Clock;
  mailer: Mailer;
  tokens: TokenService;
  publicUrl: string;
  /** Reports work done after the answer went out (mail), which no caller sees fail. */
  onBackgroundError?: (err: unknown) => void;
  /** Told once sessions of a user were revoked (sign-out, re-use, deactivation, new password). */
  onSessionsEnded?: (userId: number) => void;
}

export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  private now() {
    return this.d.clock.now();
  }

  /**
   * Signs in. Failures are counted per account and client address (see signInFailures), the
   * same way whether or not a user has the address, with the same password work either way.
   */
  async login(email: string, password: string, client: string): Promise<LoginResult> {
    const { db } = this.d;
    const account = normalizeEmail(email);
    const now = this.now();
    const [streak] = await db
      .select({ lockedUntil: s.signInFailures.lockedUntil })
      .from(s.signInFailures)
      .where(and(eq(s.signInFailures.email, account), eq(s.signInFailures.client, client)));
    if (streak?.lockedUntil && streak.lockedUntil > now) {
      throw new RuleError(AUTH_ERRORS.locked);
    }
    const [user] = await db
      .select()
      .from(s.users)
      .where(and(sql`lower(${s.users.email}) = ${account}`, eq(s.users.isDeleted, false)));
    // Without a user (or a password yet), verifyPassword still does the full scrypt work.
    const ok = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !ok) {
      const locked = await this.recordFailure(account, client, now);
      throw new RuleError(locked ? AUTH_ERRORS.locked : AUTH_ERRORS.invalidCredentials);
    }
    if (mayHoldSession(user) === 'deactivated') {
      throw new RuleError(AUTH_ERRORS.deactivated);
    }
    await db
      .delete(s.signInFailures)
      .where(and(eq(s.signInFailures.email, account), eq(s.signInFailures.client, client)));
    if (!user.emailConfirmed) {
      // Signing in with their own password under a changed address is the user accepting it.
      await db.update(s.users).set({ emailConfirmed: true }).where(eq(s.users.id, user.id));
    }
    return this.issue(user, randomUUID());
  }

  /**
   * Counts one failed sign-in in a single atomic upsert, so parallel attempts can neither lose
   * a count nor pass the limit; answers whether the account is now locked for this client. A
   * streak is forgotten once it is older than the lock, or once its lock has run out.
   */
  private async recordFailure(account: string, client: string, now: Date): Promise<boolean> {
    const t = s.signInFailures;
    const nowIso = now.toISOString();
    const lockUntil = new Date(now.getTime() + LOCK_MS).toISOString();
    const staleBefore = new Date(now.getTime() - LOCK_MS).toISOString();
    const stale = sql`(sign_in_failures.updated_at <= ${staleBefore}::timestamptz or sign_in_failures.locked_until <= ${nowIso}::timestamptz)`;
    const failures = sql`case when ${stale} then 1 else sign_in_failures.failures + 1 end`;
    const [row] = await this.d.db
      .insert(t)
      .values({
        email: account,
        client,
        failures: 1,
        lockedUntil: null,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [t.email, t.client],
        set: {
          failures,
          lockedUntil: sql`case
            when sign_in_failures.locked_until > ${nowIso}::timestamptz then sign_in_failures.locked_until
            when ${failures} >= ${MAX_FAILED_SIGN_INS} then ${lockUntil}::timestamptz
            else null end`,
          updatedAt: now,
        },
      })
      .returning({ lockedUntil: t.lockedUntil });
    if (now.getTime() - this.lastFailureSweep > LOCK_MS) {
      // Streaks the upsert would treat as over anyway; keeps a spray of addresses from piling up.
      this.lastFailureSweep = now.getTime();
      await this.d.db
        .delete(t)
        .where(
          and(
            lt(t.updatedAt, new Date(staleBefore)),
            or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
          ),
        );
    }
    return !!row?.lockedUntil && row.lockedUntil > now;
  }

  private lastFailureSweep = 0;

  /**
   * Rotates a refresh token; a token presented a second time revokes its whole family. The
   * family's rows are locked first and the successor is written in the same transaction, so
   * refreshes and re-uses of one family run one after the other: two parallel refreshes of one
   * token never both get a successor (the second is a re-use and revokes the family, the first
   * one's successor included), and a re-use cannot miss a successor being issued beside it.
   * There is no grace window: a client must not refresh one token twice.
   */
  async refresh(refreshToken: string, accessToken: string): Promise<LoginResult> {
    const { db } = this.d;
    const now = this.now();
    const tokenHash = hashToken(refreshToken);
    const result = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ familyId: s.refreshSessions.familyId })
        .from(s.refreshSessions)
        .where(eq(s.refreshSessions.tokenHash, tokenHash));
      if (!found) return { error: AUTH_ERRORS.sessionExpired };
      await lockFamilies(tx, eq(s.refreshSessions.familyId, found.familyId));
      // Read again under the lock: a refresh that held it may have rotated this token meanwhile.
      const [session] = await tx
        .select()
        .from(s.refreshSessions)
        .where(eq(s.refreshSessions.tokenHash, tokenHash));
      if (!session) return { error: AUTH_ERRORS.sessionExpired };
      if (session.rotatedAt || session.revokedAt) {
        await revokeWhere(tx, now, eq(s.refreshSessions.familyId, session.familyId));
        return { error: AUTH_ERRORS.sessionExpired, reuse: session, ended: session.userId };
      }
      if (session.expiresAt <= now) return { error: AUTH_ERRORS.sessionExpired };
      if (accessToken) {
        const claims = await this.d.tokens.verifyAccess(accessToken, { allowExpired: true });
        if (!claims || claims.userId !== session.userId)
          return { error: AUTH_ERRORS.sessionExpired };
      }
      const [user] = await tx.select().from(s.users).where(eq(s.users.id, session.userId));
      const standing = user ? mayHoldSession(user) : 'deleted';
      if (!user || standing !== 'ok') {
        await revokeWhere(tx, now, eq(s.refreshSessions.familyId, session.familyId));
        return {
          error: standing === 'deactivated' ? AUTH_ERRORS.deactivated : AUTH_ERRORS.sessionExpired,
          ended: session.userId,
        };
      }
      await tx
        .update(s.refreshSessions)
        .set({ rotatedAt: now })
        .where(eq(s.refreshSessions.id, session.id));
      return { user, successor: await this.newSession(tx, user.id, session.familyId) };
    });
    if ('error' in result) {
      if (result.ended !== undefined) this.d.onSessionsEnded?.(result.ended);
      if (result.reuse) {
        await audit(db, {
          actorUserId: result.reuse.userId,
          action: 'revoke-family',
          entity: 'refresh_sessions',
          entityId: result.reuse.familyId,
          changes: { reason: 'refresh token re-used' },
        });
      }
      throw new RuleError(result.error ?? AUTH_ERRORS.sessionExpired);
    }
    return this.tokensFor(result.user, result.successor);
  }

  private async issue(user: UserRow, familyId: string): Promise<LoginResult> {
    return this.tokensFor(user, await this.newSession(this.d.db, user.id, familyId));
  }

  /** Stores a new refresh token of the family and answers it. */
  private async newSession(db: AppDb, userId: number, familyId: string) {
    const refreshToken = randomToken();
    await db.insert(s.refreshSessions).values({
      familyId,
      userId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(this.now().getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return { refreshToken, familyId };
  }

  private async tokensFor(
    user: UserRow,
    { refreshToken, familyId }: { refreshToken: string; familyId: string },
  ): Promise<LoginResult> {
    const accessToken = await this.d.tokens.signAccess({
      userId: user.id,
      role: user.role,
      familyId,
    });
    return { accessToken, refreshToken, user: await loginUser(this.d.db, user) };
  }

  /** Ends every session of a user at once (deactivation, deletion, password change). */
  async revokeUserSessions(userId: number): Promise<void> {
    const ofUser = eq(s.refreshSessions.userId, userId);
    await this.d.db.transaction(async (tx) => {
      await lockFamilies(tx, ofUser);
      await revokeWhere(tx, this.now(), ofUser);
    });
    this.d.onSessionsEnded?.(userId);
  }

  /**
   * After staff changed a user's e-mail address (see UserService): every session and every
   * outstanding link of the user ends, and the old address is told, so that a take-over through
   * a changed address cannot go unnoticed or keep the owner's sessions.
   */
  async emailChanged(
    user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>,
    oldEmail: string,
    newEmail: string,
  ): Promise<void> {
    const now = this.now();
    await this.revokeUserSessions(user.id);
    await this.d.db
      .update(s.userTokens)
      .set({ usedAt: now })
      .where(and(eq(s.userTokens.userId, user.id), isNull(s.userTokens.usedAt)));
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || oldEmail;
    await this.d.mailer.send({
      to: oldEmail,
      kind: 'email-changed',
      subject: 'The e-mail address of your Benefits Portal account was changed',
      text: `Hello ${name},\n\nThe e-mail address of your Benefits Portal account was changed from ${oldEmail} to ${newEmail}, and you were signed out everywhere. If you did not expect this, contact your administrator at once.\n`,
    });
  }

  /** Signs out the session family of an access token. */
  async logout(principal: Principal): Promise<void> {
    const family = eq(s.refreshSessions.familyId, principal.familyId);
    await this.d.db.transaction(async (tx) => {
      await lockFamilies(tx, family);
      await revokeWhere(tx, this.now(), family);
    });
    this.d.onSessionsEnded?.(principal.userId);
  }

  /** The claims of a valid, unexpired access token, or null. */
  accessClaims(accessToken: string): Promise<AccessClaims | null> {
    return this.d.tokens.verifyAccess(accessToken);
  }

  /** The claims of a token verified before and still unexpired, without checking it again. */
  knownClaims(accessToken: string): AccessClaims | undefined {
    return this.d.tokens.knownClaims(accessToken);
  }

  /**
   * The caller behind a verified token, or why its session no longer holds. Every request comes
   * through here, so the user's standing, whether the session is live and the role ids are one
   * query (one round trip to the database instead of three).
   */
  async principalOf(claims: AccessClaims): Promise<Principal | { error: string }> {
    const [user] = await this.d.db
      .select({
        ...pick(s.users, 'id', 'role', 'isActive', 'isDeleted'),
        // A session revoked (deactivation, logout, re-use) ends its access tokens too; a family
        // is only good for the user it was opened for. (Columns are written with their tables:
        // drizzle leaves them bare in a one-table select, where "id" would be the subquery's.)
        live: sql<boolean>`exists (select 1 from refresh_sessions rs where rs.family_id = ${claims.familyId} and rs.user_id = users.id and rs.revoked_at is null)`,
        producerId: sql<number | null>`(select p.id from producers p where p.user_id = users.id)`,
        employerAdminId: sql<
          number | null
        >`(select ea.id from employer_admins ea where ea.user_id = users.id)`,
        clientId: sql<number | null>`(select c.id from participants c where c.user_id = users.id)`,
      })
      .from(s.users)
      .where(eq(s.users.id, claims.userId));
    if (!user) return { error: AUTH_ERRORS.sessionExpired };
    const standing = mayHoldSession(user);
    if (standing === 'deactivated') return { error: AUTH_ERRORS.deactivated };
    if (standing === 'deleted') return { error: AUTH_ERRORS.sessionExpired };
    if (!user.live) return { error: AUTH_ERRORS.sessionExpired };
    return {
      userId: user.id,
      role: user.role,
      familyId: claims.familyId,
      producerId: user.producerId,
      employerAdminId: user.employerAdminId,
      clientId: user.clientId,
    };
  }

  // ------------------------------------------------------------ invitation and reset links

  /**
   * Whether a link may be mailed to the user's address: always while they have no password (no
   * account to take over), and once they have one only to a confirmed address. An address that
   * staff changed is unconfirmed until the user signs in under it with their own password.
   */
  static mayMailLink(user: Pick<UserRow, 'passwordHash' | 'emailConfirmed'>): boolean {
    return !user.passwordHash || user.emailConfirmed;
  }

  /**
   * Sends a new invitation (7 days) or reset link (1 hour); any earlier link of that kind dies.
   * Refused (409) for an unconfirmed address of a user who has a password, see mayMailLink.
   */
  async sendLink(user: UserRow, purpose: 'invitation' | 'reset'): Promise<void> {
    if (!AuthService.mayMailLink(user)) {
      throw new ConflictError(localeDetail('errors.emailUnconfirmed'));
    }
    const { db } = this.d;
    const now = this.now();
    const token = randomToken();
    await writeLinkToken(db, now, user.id, purpose, token);
    await this.d.mailer.send(linkMail(this.d.publicUrl, user, purpose, token));
  }

  /** The live token row for a user and purpose, or null. */
  private async liveToken(userId: number, token: string, purpose: 'invitation' | 'reset') {
    const [row] = await this.d.db
      .select()
      .from(s.userTokens)
      .where(
        and(
          eq(s.userTokens.tokenHash, hashToken(token)),
          eq(s.userTokens.userId, userId),
          eq(s.userTokens.purpose, purpose),
          isNull(s.userTokens.usedAt),
          gt(s.userTokens.expiresAt, this.now()),
        ),
      );
    return row ?? null;
  }

  async validateToken(userId: number, token: string, resetPassword: boolean): Promise<LinkUser> {
    const row = await this.liveToken(userId, token, resetPassword ? 'reset' : 'invitation');
    const [user] = row ? await this.d.db.select().from(s.users).where(eq(s.users.id, userId)) : [];
    if (!row || !user || user.isDeleted) throw new RuleError(AUTH_ERRORS.invalidToken);
    return { id: user.id, email: user.email, isActive: user.isActive };
  }

  /** Sets a password through a live invitation or reset link, which it then uses up. */
  async setPassword(userEmail: string, password: string, token: string): Promise<LinkUser> {
    const { db } = this.d;
    const now = this.now();
    const [row] = await db
      .select({ token: s.userTokens, user: s.users })
      .from(s.userTokens)
      .innerJoin(s.users, eq(s.users.id, s.userTokens.userId))
      .where(
        and(
          eq(s.userTokens.tokenHash, hashToken(token)),
          isNull(s.userTokens.usedAt),
          gt(s.userTokens.expiresAt, now),
          sql`lower(${s.users.email}) = ${normalizeEmail(userEmail)}`,
          eq(s.users.isDeleted, false),
        ),
      );
    if (!row) throw new RuleError(AUTH_ERRORS.invalidToken);
    const passwordHash = await hashPassword(password);
    await db.transaction((tx) => useUpLink(tx, now, row, passwordHash));
    this.d.onSessionsEnded?.(row.user.id);
    await auditChange(db, { userId: row.user.id }, 'set-password', 'users', row.user.id, {
      purpose: row.token.purpose,
    });
    return { id: row.user.id, email: row.user.email, isActive: row.user.isActive };
  }

  /**
   * Sends a reset link when the address belongs to a user who may sign in; silent otherwise. The
   * link is written and mailed after the answer, so a real address answers as fast as an unknown.
   */
  async forgotPassword(email: string): Promise<void> {
    const [user] = await this.d.db
      .select()
      .from(s.users)
      .where(
        and(sql`lower(${s.users.email}) = ${normalizeEmail(email)}`, eq(s.users.isDeleted, false)),
      );
    if (user && mayHoldSession(user) === 'ok' && AuthService.mayMailLink(user)) {
      this.afterAnswer(() => this.sendLink(user, 'reset'));
    }
  }

  private readonly background = new Set<Promise<void>>();

  /** Runs work once the current answer has gone out; a failure is reported, never thrown. */
  private afterAnswer(work: () => Promise<void>): void {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => this.d.onBackgroundError?.(err))
      .finally(() => this.background.delete(job));
    this.background.add(job);
  }

  /** Waits for the work started after answers (mail being sent); for shutdown and tests. */
  async settled(): Promise<void> {
    while (this.background.size > 0) await Promise.all([...this.background]);
  }
}
