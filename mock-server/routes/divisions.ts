// Division (plan) calls of spec 7; rules in OrganizationService.
import { divisionQuerySchema, fromQueryParams } from '../../src/domain/listQuery';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter } from '../http/routes';
import { OrganizationService } from '../services/organizations';

export function divisionsRouter(router: ApiRouter, ctx: AppContext) {
  const organizations = new OrganizationService(ctx.db, ctx.clock);

  router.get(
    '/divisions',
    can('divisions', 'list'),
    {
      summary: 'The divisions (plans) in scope, searched, sorted and paged.',
      query: divisionQuerySchema,
      response: 'Page<divisions.DivisionRow>',
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const q = divisionQuerySchema.parse(fromQueryParams(req.query as never));
      res.json(await organizations.listDivisions(principal, scope, q));
    },
  );
  router.get(
    '/divisions/employer_admin/:id',
    can('divisions', 'list'),
    {
      records: { id: 'employer admin' },
      summary: 'The divisions of an employer admin’s employers.',
      response: 'divisions.DivisionRow[]',
      cacheable: true,
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await organizations.divisionsOfEmployerAdmin(principal, scope, idParam(req, 'id')));
    },
  );
}
