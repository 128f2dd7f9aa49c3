// Invitation and reset links (DESIGN 5.3): the token a link carries, the mail that sends it, and
// the use of a link to set a password, which ends every other link and session of the user.
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import type { MailMessage } from '../../deps/mailer';
import { normalizeEmail } from '../../../src/domain/text';
import { RuleError } from '../errors';
import { INVITATION_TTL_MS, RESET_TTL_MS, hashToken } from '../tokens';
import { lockFamilies, revokeWhere } from './families';
import { AUTH_ERRORS } from './errors';

type UserRow = typeof s.users.$inferSelect;
export type LinkPurpose = 'invitation' | 'reset';

/** A new link token of the purpose for the user; any earlier live one of that kind dies. */
export async function writeLinkToken(
  db: AppDb,
  now: Date,
  userId: number,
  purpose: LinkPurpose,
  token: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(s.userTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(s.userTokens.userId, userId),
          eq(s.userTokens.purpose, purpose),
          isNull(s.userTokens.usedAt),
        ),
      );
    await tx.insert(s.userTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(
        now.getTime() + (purpose === 'invitation' ? INVITATION_TTL_MS : RESET_TTL_MS),
      ),
    });
  });
}

/** The invitation (7 days) or reset (1 hour) mail with the link to the set-password page. */
export function linkMail(
  publicUrl: string,
  user: UserRow,
  purpose: LinkPurpose,
  token: string,
): MailMessage {
  const params = new URLSearchParams({
    userId: String(user.id),
    token,
    resetPassword: String(purpose === 'reset'),
  });
  const link = `${publicUrl}/set-password?${params}`;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return purpose === 'invitation'
    ? {
        to: user.email,
        kind: 'invitation',
        link,
        subject: 'You are invited to the Benefits Portal',
        text: `Hello ${name},\n\nAn account has been created for you on the Benefits Portal. Set your password within 7 days by opening this link:\n\n${link}\n`,
      }
    : {
        to: user.email,
        kind: 'reset',
        link,
        subject: 'Reset your Benefits Portal password',
        text: `Hello ${name},\n\nSomeone asked to reset the password of your Benefits Portal account. If it was you, open this link within one hour:\n\n${link}\n\nIf it was not you, you can ignore this message.`,
      };
}

/**
 * Uses up the link's token (once: a second use answers invalidToken) with every other live link
 * of the user, sets the password, clears the address's failed sign-ins and ends the user's
 * sessions.
 */
export async function useUpLink(
  tx: AppDb,
  now: Date,
  row: { token: { id: number }; user: { id: number; email: string } },
  passwordHash: string,
): Promise<void> {
  const used = await tx
    .update(s.userTokens)
    .set({ usedAt: now })
    .where(and(eq(s.userTokens.id, row.token.id), isNull(s.userTokens.usedAt)))
    .returning({ id: s.userTokens.id });
  if (used.length === 0) throw new RuleError(AUTH_ERRORS.invalidToken);
  // Every other outstanding link of the user, invitation or reset, dies with this one.
  await tx
    .update(s.userTokens)
    .set({ usedAt: now })
    .where(and(eq(s.userTokens.userId, row.user.id), isNull(s.userTokens.usedAt)));
  await tx
    .update(s.users)
    .set({ passwordHash, emailConfirmed: true, updatedAt: now })
    .where(eq(s.users.id, row.user.id));
  // Whoever controls the mailbox may sign in again at once, from anywhere.
  await tx
    .delete(s.signInFailures)
    .where(eq(s.signInFailures.email, normalizeEmail(row.user.email)));
  // A new password ends every session that the old one opened.
  const ofUser = eq(s.refreshSessions.userId, row.user.id);
  await lockFamilies(tx, ofUser);
  await revokeWhere(tx, now, ofUser);
}
