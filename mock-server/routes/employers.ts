// Employer (organization) calls of spec 7; rules in OrganizationService.
import { Router } from 'express';
import type { SavedResult } from '../../src/domain/api/common';
import { localeDetail } from '../http/problem';
import { employerQuerySchema, fromQueryParams } from '../../src/domain/listQuery';
import { saveEmployerSchema } from '../../src/domain/schemas/employer';
import { requireRole } from '../services/access';
import { callerOf, idParam, type AppContext } from '../http/context';
import { OrganizationService } from '../services/organizations';

export function employersRouter(ctx: AppContext): Router {
  const router = Router();
  const organizations = new OrganizationService(ctx.db, ctx.clock);

  router.get('/employers', async (req, res) => {
    const { principal, scope } = callerOf(req);
    const q = employerQuerySchema.parse(fromQueryParams(req.query as never));
    res.json(await organizations.listEmployers(principal, scope, q));
  });
  router.post('/employers/save-employer', async (req, res) => {
    const { principal, scope } = callerOf(req);
    requireRole(principal, 'Admin', 'Producer'); // before the body: a forbidden role learns nothing
    const input = saveEmployerSchema.parse(req.body ?? {});
    const { id } = await organizations.saveEmployer(principal, scope, input);
    const body: SavedResult = { id, message: localeDetail('messages.saved') };
    res.json(body);
  });
  router.get('/employers/producer_id/:id', async (req, res) => {
    const { principal } = callerOf(req);
    res.json(await organizations.employersOfProducer(principal, idParam(req, 'id')));
  });
  router.get('/employers/employer_admin/:id', async (req, res) => {
    const { principal, scope } = callerOf(req);
    res.json(await organizations.employersOfEmployerAdmin(principal, scope, idParam(req, 'id')));
  });
  router.get('/employers/:id', async (req, res) => {
    const { principal, scope } = callerOf(req);
    res.json(await organizations.employerDetail(principal, scope, idParam(req, 'id')));
  });
  return router;
}
