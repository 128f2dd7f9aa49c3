// Sign-in, token refresh and sign-out (spec 7 "Auth").
import { loginSchema, refreshSchema } from '../../src/domain/validation';
import { normalizeEmail } from '../../src/domain/text';
import { callerOf, type AppContext } from '../http/context';
import type { ApiRouter } from '../http/routes';
import type { RateLimitSettings } from '../app';
import { rateLimit } from '../http/rateLimit';

export function publicAuthRouter(router: ApiRouter, ctx: AppContext, limits: RateLimitSettings) {
  router.post(
    '/auth/login',
    'public',
    rateLimit(ctx.clock, limits.signIn),
    rateLimit(
      ctx.clock,
      limits.signInPerAccount,
      // The same account however its address is spelt (blanks, case, compatibility forms).
      (req) => `acct:${typeof req.body?.email === 'string' ? normalizeEmail(req.body.email) : ''}`,
    ),
    async (req, res) => {
      const { email, password } = loginSchema.parse(req.body ?? {});
      res.json(await ctx.auth.login(email, password, req.ip ?? 'unknown'));
    },
  );
  router.post(
    '/auth/refresh-token',
    'public',
    rateLimit(ctx.clock, limits.refresh),
    async (req, res) => {
      const { accessToken, refreshToken } = refreshSchema.parse(req.body ?? {});
      res.json(await ctx.auth.refresh(refreshToken, accessToken));
    },
  );
}

export function authRouter(router: ApiRouter, ctx: AppContext) {
  router.post('/auth/logout', 'signed-in', async (req, res) => {
    await ctx.auth.logout(callerOf(req).principal);
    res.status(204).end();
  });
}
