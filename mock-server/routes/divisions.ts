// Division (plan) calls of spec 7; rules in OrganizationService.
import type { SavedResult } from '../../src/domain/api/common';
import { divisionQuerySchema } from '../../src/domain/listQuery';
import { saveDivisionSchema } from '../../src/domain/schemas/employer';
import { callerOf, idParam, type AppContext } from '../http/context';
import { localeDetail } from '../http/problem';
import { can, type ApiRouter, queryOf, bodyOf } from '../http/routes';
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
      const q = queryOf(res, divisionQuerySchema);
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
  router.post(
    '/divisions/save-division',
    can('divisions', 'edit'),
    {
      summary: 'Creates (no id) or updates one division (plan) of an employer.',
      description:
        'Editing a plan is editing its organization. The name is unique within the employer; a division keeps its employer; producers or employer admins left out stay as they are.',
      body: saveDivisionSchema,
      response: 'common.SavedResult',
      errors: [404],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const input = bodyOf(res, saveDivisionSchema);
      const { id } = await organizations.saveDivision(principal, scope, input);
      const body: SavedResult = { id, message: localeDetail('messages.saved') };
      res.json(body);
    },
  );
  router.get(
    '/divisions/:id',
    can('divisions', 'show'),
    {
      summary: 'One division (plan) in scope, as its list row.',
      records: { id: 'division' },
      response: 'divisions.DivisionRow',
      cacheable: true,
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await organizations.divisionDetail(principal, scope, idParam(req, 'id')));
    },
  );
}
