// User calls of spec 7: the public password flows, the user by id, invitation resends and the
// user list.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  setPasswordSchema,
  validateTokenSchema,
  EMAIL_PATTERN,
  V,
} from '../../src/domain/validation';
import { fromQueryParams, userListArgsSchema } from '../../src/domain/listQuery';
import * as s from '../db/schema';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter } from '../http/routes';
import { HttpError, localeDetail } from '../http/problem';
import { rateLimit } from '../http/rateLimit';
import type { RateLimitSettings } from '../app';
import { notFound, type Scope } from '../services/access';
import { fullUser } from '../services/userProfile';
import { listUsersIn } from '../services/userList';
import { UserService } from '../services/users';
import { saveUserSchema, toggleUserSchema } from '../../src/domain/schemas/user';

export function publicUsersRouter(router: ApiRouter, ctx: AppContext, limits: RateLimitSettings) {
  router.post(
    '/users/forgot-password',
    'public',
    rateLimit(ctx.clock, limits.forgotPassword),
    async (req, res) => {
      const { email } = forgotPasswordSchema.parse(req.body ?? {});
      await ctx.auth.forgotPassword(email);
      // The same answer whether or not the address exists.
      res.json({ message: localeDetail('pages.forgotPassword.sent') });
    },
  );
  router.post(
    '/users/set-password',
    'public',
    rateLimit(ctx.clock, limits.forgotPassword),
    async (req, res) => {
      const { userEmail, password, token } = setPasswordSchema.parse(req.body ?? {});
      res.json(await ctx.auth.setPassword(userEmail, password, token));
    },
  );
  router.post(
    '/users/:userId/validate-token',
    'public',
    rateLimit(ctx.clock, limits.forgotPassword),
    async (req, res) => {
      const userId = idParam(req, 'userId');
      const { token, resetPassword } = validateTokenSchema.parse(req.body ?? {});
      res.json(await ctx.auth.validateToken(userId, token, resetPassword));
    },
  );
}

export function usersRouter(router: ApiRouter, ctx: AppContext) {
  const { db } = ctx;

  const listUsers = (scope: Scope, raw: Record<string, unknown>) =>
    listUsersIn(db, scope, userListArgsSchema.parse(raw));

  router.get('/users', can('users', 'list'), async (req, res) => {
    const { scope } = callerOf(req);
    res.json(await listUsers(scope, fromQueryParams(req.query as never)));
  });
  router.post('/users/get-user', can('users', 'list'), async (req, res) => {
    const { scope } = callerOf(req);
    res.json(
      await listUsers(scope, {
        ...fromQueryParams(req.query as never),
        ...(req.body ?? {}),
      }),
    );
  });

  router.get('/users/send-email', can('users', 'invite'), async (req, res) => {
    const { scope } = callerOf(req);
    const { userEmail } = z
      .object({ userEmail: z.string().trim().regex(EMAIL_PATTERN, V.email) })
      .parse(fromQueryParams(req.query as never));
    const [user] = await db
      .select()
      .from(s.users)
      .where(and(sql`lower(${s.users.email}) = lower(${userEmail})`, eq(s.users.isDeleted, false)));
    if (!user) throw notFound('user');
    await scope.assertUserVisible(user.id);
    await ctx.auth.sendLink(user, user.passwordHash ? 'reset' : 'invitation');
    res.json({ message: localeDetail('messages.invitationResent') });
  });

  const users = new UserService(ctx);

  /** Creates (id absent or 0, then invites) or updates a user; rules in UserService. */
  router.post('/users/save-user', can('users', 'edit'), async (req, res) => {
    const { principal, scope } = callerOf(req);
    const input = saveUserSchema.parse(req.body ?? {});
    res.json(await users.save(principal, scope, input));
  });

  router.post('/users/:userId/toggle', can('users', 'toggle'), async (req, res) => {
    const { principal, scope } = callerOf(req);
    const userId = idParam(req, 'userId');
    const input = toggleUserSchema.parse(req.body ?? {});
    res.json(await users.toggle(principal, scope, userId, input));
  });

  router.delete('/users/:userId', can('users', 'delete'), async (req, res) => {
    const { principal, scope } = callerOf(req);
    res.json(await users.remove(principal, scope, idParam(req, 'userId')));
  });

  router.get('/users/:userId', can('users', 'show'), async (req, res) => {
    const { scope } = callerOf(req);
    const userId = idParam(req, 'userId');
    await scope.assertUserVisible(userId, { includeDeleted: scope.isAdmin });
    res.json(await fullUser(db, userId));
  });

  /** Resends the invitation of a user who has not set a password yet. */
  router.post('/users/:userId', can('users', 'invite'), async (req, res) => {
    const { scope } = callerOf(req);
    const userId = idParam(req, 'userId');
    await scope.assertUserVisible(userId);
    const [user] = await db.select().from(s.users).where(eq(s.users.id, userId));
    if (!user) throw notFound('user');
    if (user.emailConfirmed && user.passwordHash) {
      throw new HttpError(409, localeDetail('errors.alreadyConfirmed'));
    }
    await ctx.auth.sendLink(user, 'invitation');
    res.json({ message: localeDetail('messages.invitationResent') });
  });
}
