// Sign-in, token refresh and sign-out (spec 7 "Auth").
import { Router } from 'express';
import { loginSchema, refreshSchema } from '../../src/domain/validation';
import { normalizeEmail } from '../../src/domain/text';
import { callerOf, type AppContext } from '../http/context';
import type { RateLimitSettings } from '../app';
import { rateLimit } from '../http/rateLimit';

export function publicAuthRouter(ctx: AppContext, limits: RateLimitSettings): Router {
  const router = Router();
  router.post(
    '/auth/login',
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
  router.post('/auth/refresh-token', rateLimit(ctx.clock, limits.refresh), async (req, res) => {
    const { accessToken, refreshToken } = refreshSchema.parse(req.body ?? {});
    res.json(await ctx.auth.refresh(refreshToken, accessToken));
  });
  return router;
}

export function authRouter(ctx: AppContext): Router {
  const router = Router();
  router.post('/auth/logout', async (req, res) => {
    await ctx.auth.logout(callerOf(req).principal);
    res.status(204).end();
  });
  return router;
}
