// GET /api/dashboard: the figures of the dashboard, for the caller's scope.
import { callerOf, type AppContext } from '../http/context';
import type { ApiRouter } from '../http/routes';
import { dashboardFor } from '../services/dashboard';

export function dashboardRouter(router: ApiRouter, ctx: AppContext) {
  router.get(
    '/dashboard',
    'signed-in',
    {
      summary: 'The dashboard figures of the caller’s scope (an Employee’s own plan).',
      response: 'dashboard.Dashboard',
      cacheable: true,
    },
    async (req, res) => {
      const { scope } = callerOf(req);
      const today = ctx.clock.now().toISOString().slice(0, 10);
      res.json(await dashboardFor(ctx.db, scope, today));
    },
  );
}
