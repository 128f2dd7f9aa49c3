// User calls of spec 7: the public password flows, the user by id, invitation resends and the
// user list.
import type { ToggledUser } from '../../src/domain/api/users';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  setPasswordSchema,
  validateTokenSchema,
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  V,
} from '../../src/domain/validation';
import { userListArgsSchema } from '../../src/domain/listQuery';
import { deletedAnswer, savedAnswer } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, queryOf, bodyOf, answer } from '../http/routes';
import { localeDetail } from '../http/problem';
import { rateLimit } from '../http/rateLimit';
import type { RateLimitSettings } from '../app';
import { NotFoundError } from '../services/errors';
import { fullUser } from '../services/userProfile';
import { listUsersIn } from '../services/userList';
import { UserService } from '../services/users';
import { saveUserSchema, toggleUserSchema } from '../../src/domain/schemas/user';

export function publicUsersRouter(router: ApiRouter, ctx: AppContext, limits: RateLimitSettings) {
  router.post(
    '/users/forgot-password',
    'public',
    {
      summary:
        'Sends a password-reset link when the address belongs to a user (same answer either way).',
      body: forgotPasswordSchema,
      response: 'common.MessageResult',
      errors: [429],
    },
    rateLimit(ctx.clock, limits.forgotPassword),
    async (_req, res) => {
      const { email } = bodyOf(res, forgotPasswordSchema);
      await ctx.auth.forgotPassword(email);
      // The same answer whether or not the address exists.
      res.json({ message: localeDetail('pages.forgotPassword.sent') });
    },
  );
  router.post(
    '/users/set-password',
    'public',
    {
      summary: 'Sets a password with the token of an invitation or reset link.',
      body: setPasswordSchema,
      response: 'auth.LinkUser',
      errors: [429],
    },
    rateLimit(ctx.clock, limits.forgotPassword),
    async (_req, res) => {
      const { userEmail, password, token } = bodyOf(res, setPasswordSchema);
      res.json(await ctx.auth.setPassword(userEmail, password, token));
    },
  );
  router.post(
    '/users/:userId/validate-token',
    'public',
    {
      summary: 'Checks the token of an invitation or reset link before the password form opens.',
      body: validateTokenSchema,
      response: 'auth.LinkUser',
      errors: [429],
    },
    rateLimit(ctx.clock, limits.forgotPassword),
    async (req, res) => {
      const userId = idParam(req, 'userId');
      const { token, resetPassword } = bodyOf(res, validateTokenSchema);
      res.json(await ctx.auth.validateToken(userId, token, resetPassword));
    },
  );
}

/** GET /api/users/send-email: the address to send the link to again. */
const sendEmailQuerySchema = z.object({
  userEmail: z.string().trim().max(MAX_EMAIL_LENGTH, V.email).regex(EMAIL_PATTERN, V.email),
});

export function usersRouter(router: ApiRouter, ctx: AppContext) {
  const users = new UserService(ctx);
  listRoutes(router, ctx);
  linkRoutes(router, users);
  writeRoutes(router, users);
  router.get(
    '/users/:userId',
    can('users', 'show'),
    { summary: 'A user’s full record.', response: 'users.UserDetail', cacheable: true },
    answer(async ({ scope }, req) => {
      const userId = idParam(req, 'userId');
      // An Admin sees every user, deleted ones too: the record itself says whether there is one.
      // Anyone else's scope is checked alongside.
      const [user] = await Promise.all([
        fullUser(ctx.db, userId),
        scope.isAdmin ? undefined : scope.assertUserVisible(userId),
      ]);
      if (!user) throw new NotFoundError('user');
      return user;
    }),
  );
}

/** The user list, by query string (GET) or with its query in the body (POST). */
function listRoutes(router: ApiRouter, { db, clock }: AppContext) {
  router.get(
    '/users',
    can('users', 'list'),
    {
      summary: 'The users in the caller’s scope, searched, filtered, sorted and paged.',
      description:
        'InvitationOverdue=true keeps the users whose latest invitation expired (7 days) unaccepted; WithoutPolicy=true the participants who hold no policy.',
      query: userListArgsSchema,
      response: 'Page<users.UserListRow>',
      cacheable: true,
      example: { query: 'IsDeleted=false&PageSize=10&PageNumber=1' },
    },
    answer(({ scope }, _req, res) =>
      listUsersIn(db, scope, queryOf(res, userListArgsSchema), clock.now()),
    ),
  );
  router.post(
    '/users/get-user',
    can('users', 'list'),
    {
      summary: 'The user list with its query in the body (the query string is read too).',
      body: userListArgsSchema,
      bodyWithQuery: true,
      response: 'Page<users.UserListRow>',
    },
    answer(({ scope }, _req, res) =>
      listUsersIn(db, scope, bodyOf(res, userListArgsSchema), clock.now()),
    ),
  );
}

/** Sending a user's invitation or password link again, by e-mail address or by id. */
function linkRoutes(router: ApiRouter, users: UserService) {
  router.get(
    '/users/send-email',
    can('users', 'invite'),
    {
      summary: 'Sends the invitation or password link again to a user in scope, by e-mail address.',
      query: sendEmailQuerySchema,
      response: 'common.MessageResult',
      example: { query: 'userEmail=employee@example.com' },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const { userEmail } = queryOf(res, sendEmailQuerySchema);
      await users.sendLinkTo(principal, scope, userEmail);
      res.json({ message: localeDetail('messages.invitationResent') });
    },
  );
  router.post(
    '/users/:userId',
    can('users', 'invite'),
    {
      summary: 'Resends the invitation of a user who has not set a password yet.',
      response: 'common.MessageResult',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      await users.resendInvitation(principal, scope, idParam(req, 'userId'));
      res.json({ message: localeDetail('messages.invitationResent') });
    },
  );
}

/** Saving (creating invites), activating or deactivating, and deleting a user. */
function writeRoutes(router: ApiRouter, users: UserService) {
  router.post(
    '/users/save-user',
    can('users', 'edit'),
    {
      summary: 'Creates (no id: the user is invited by e-mail) or updates a user.',
      body: saveUserSchema,
      response: 'common.SavedResult',
      errors: [409],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const input = bodyOf(res, saveUserSchema);
      const saved = await users.save(principal, scope, input);
      res.json(savedAnswer(saved, input.id ? 'messages.saved' : 'messages.invitationSent'));
    },
  );
  router.post(
    '/users/:userId/toggle',
    can('users', 'toggle'),
    {
      summary: 'Activates or deactivates a user; a producer serving organizations hands them over.',
      body: toggleUserSchema,
      response: 'users.ToggledUser',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const userId = idParam(req, 'userId');
      const input = bodyOf(res, toggleUserSchema);
      const saved = await users.toggle(principal, scope, userId, input);
      const body: ToggledUser = { ...saved, message: localeDetail('messages.saved') };
      res.json(body);
    },
  );
  router.delete(
    '/users/:userId',
    can('users', 'delete'),
    {
      summary: 'Deletes a user (soft: a deletion record, the data stays).',
      response: 'common.MessageResult',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      await users.remove(principal, scope, idParam(req, 'userId'));
      res.json(deletedAnswer());
    },
  );
}
