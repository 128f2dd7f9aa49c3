// Division (plan) calls of spec 7; rules in OrganizationService.
import { Router } from 'express';
import { divisionQuerySchema, fromQueryParams } from '../../src/domain/listQuery';
import { callerOf, idParam, type AppContext } from '../http/context';
import { OrganizationService } from '../services/organizations';

export function divisionsRouter(ctx: AppContext): Router {
  const router = Router();
  const organizations = new OrganizationService(ctx.db, ctx.clock);

  router.get('/divisions', async (req, res) => {
    const { principal, scope } = callerOf(req);
    const q = divisionQuerySchema.parse(fromQueryParams(req.query as never));
    res.json(await organizations.listDivisions(principal, scope, q));
  });
  router.get('/divisions/employer_admin/:id', async (req, res) => {
    const { principal, scope } = callerOf(req);
    res.json(await organizations.divisionsOfEmployerAdmin(principal, scope, idParam(req, 'id')));
  });
  return router;
}
