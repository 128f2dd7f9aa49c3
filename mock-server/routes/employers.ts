// Employer (organization) calls of spec 7; rules in OrganizationService.
import type { SavedResult } from '../../src/domain/api/common';
import { localeDetail } from '../http/problem';
import { employerQuerySchema } from '../../src/domain/listQuery';
import { saveEmployerSchema } from '../../src/domain/schemas/employer';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, queryOf, bodyOf } from '../http/routes';
import { OrganizationService } from '../services/organizations';

export function employersRouter(router: ApiRouter, ctx: AppContext) {
  const organizations = new OrganizationService(ctx.db, ctx.clock);

  router.get(
    '/employers',
    can('organizations', 'list'),
    {
      summary: 'The employers (organizations) in scope, searched, sorted and paged.',
      query: employerQuerySchema,
      response: 'Page<employers.EmployerRow>',
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const q = queryOf(res, employerQuerySchema);
      res.json(await organizations.listEmployers(principal, scope, q));
    },
  );
  router.post(
    '/employers/save-employer',
    can('organizations', 'edit'),
    {
      summary:
        'Creates or updates an employer with its divisions, producers, employer admins and contacts.',
      body: saveEmployerSchema,
      response: 'common.SavedResult',
      errors: [409],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const input = bodyOf(res, saveEmployerSchema);
      const { id } = await organizations.saveEmployer(principal, scope, input);
      const body: SavedResult = { id, message: localeDetail('messages.saved') };
      res.json(body);
    },
  );
  router.get(
    '/employers/producer_id/:id',
    can('organizations', 'list'),
    {
      records: { id: 'producer' },
      summary: 'The employers a producer serves, with their divisions.',
      response: 'employers.EmployerWithDivisions[]',
      cacheable: true,
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      res.json(await organizations.employersOfProducer(principal, idParam(req, 'id')));
    },
  );
  router.get(
    '/employers/employer_admin/:id',
    can('organizations', 'show'),
    {
      records: { id: 'employer admin' },
      summary: 'The employers of an employer admin (by employer-admin id), with their divisions.',
      response: 'employers.EmployerWithDivisions[]',
      cacheable: true,
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await organizations.employersOfEmployerAdmin(principal, scope, idParam(req, 'id')));
    },
  );
  router.get(
    '/employers/:id',
    can('organizations', 'show'),
    {
      records: { id: 'employer' },
      summary: 'An employer with its divisions and contacts.',
      response: 'employers.EmployerDetail',
      cacheable: true,
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await organizations.employerDetail(principal, scope, idParam(req, 'id')));
    },
  );
}
