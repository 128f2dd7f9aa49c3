// Sign-in, token refresh and sign-out (spec 7 "Auth").
import { loginSchema, refreshSchema } from '../../src/domain/validation';
import { normalizeEmail } from '../../src/domain/text';
import { callerOf, type AppContext } from '../http/context';
import { type ApiRouter, bodyOf } from '../http/routes';
import type { RateLimitSettings } from '../app';
import { rateLimit } from '../http/rateLimit';

export function publicAuthRouter(router: ApiRouter, ctx: AppContext, limits: RateLimitSettings) {
  router.post(
    '/auth/login',
    'public',
    {
      summary: 'Signs in: answers the access token (15 minutes), the refresh token and the user.',
      description:
        'Five failed attempts in a row lock the account for 15 minutes. A wrong password and an unknown e-mail get the same answer.',
      body: loginSchema,
      response: 'auth.LoginResult',
      errors: [429],
    },
    rateLimit(ctx.clock, limits.signIn),
    rateLimit(
      ctx.clock,
      limits.signInPerAccount,
      // The same account however its address is spelt (blanks, case, compatibility forms).
      (req) => `acct:${typeof req.body?.email === 'string' ? normalizeEmail(req.body.email) : ''}`,
    ),
    async (req, res) => {
      const { email, password } = bodyOf(res, loginSchema);
      res.json(await ctx.auth.login(email, password, req.ip ?? 'unknown'));
    },
  );
  router.post(
    '/auth/refresh-token',
    'public',
    {
      summary: 'Exchanges a refresh token (used once) for new tokens.',
      body: refreshSchema,
      response: 'auth.LoginResult',
      errors: [401, 429],
    },
    rateLimit(ctx.clock, limits.refresh),
    async (_req, res) => {
      const { accessToken, refreshToken } = bodyOf(res, refreshSchema);
      res.json(await ctx.auth.refresh(refreshToken, accessToken));
    },
  );
}

export function authRouter(router: ApiRouter, ctx: AppContext) {
  router.post(
    '/auth/logout',
    'signed-in',
    { summary: 'Signs out: ends the session of the token.', response: 204 },
    async (req, res) => {
      await ctx.auth.logout(callerOf(req).principal);
      res.status(204).end();
    },
  );
}
