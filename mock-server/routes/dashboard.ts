// GET /api/dashboard: the figures of the dashboard, for the caller's scope.
import { Router } from 'express';
import { callerOf, type AppContext } from '../http/context';
import { dashboardFor } from '../services/dashboard';

export function dashboardRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/dashboard', async (req, res) => {
    const { scope } = callerOf(req);
    const today = ctx.clock.now().toISOString().slice(0, 10);
    res.json(await dashboardFor(ctx.db, scope, today));
  });
  return router;
}
