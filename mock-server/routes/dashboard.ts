// GET /api/dashboard: the figures of the dashboard, for the caller's scope.
import type { AppContext } from '../http/context';
import { answer, type ApiRouter } from '../http/routes';
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
    answer(({ scope }) => dashboardFor(ctx.db, scope, ctx.clock.now().toISOString().slice(0, 10))),
  );
}
