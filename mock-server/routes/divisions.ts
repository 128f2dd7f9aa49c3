// Division (plan) calls of spec 7; rules in OrganizationService.
import { divisionQuerySchema } from '../../src/domain/listQuery';
import { saveDivisionSchema } from '../../src/domain/schemas/employer';
import { savedAnswer } from '../http/answers';
import { idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, answer } from '../http/routes';
import { OrganizationService } from '../services/employers';
import { recordRoutes } from './recordRoutes';

export function divisionsRouter(router: ApiRouter, ctx: AppContext) {
  const organizations = new OrganizationService(ctx.db, ctx.clock);
  recordRoutes(router, {
    path: '/divisions',
    resource: 'divisions',
    list: {
      summary: 'The divisions (plans) in scope, searched, sorted and paged.',
      query: divisionQuerySchema,
      row: 'divisions.DivisionRow',
      call: (principal, scope, q) => organizations.listDivisions(principal, scope, q),
    },
    save: {
      path: '/divisions/save-division',
      summary: 'Creates (no id) or updates one division (plan) of an employer.',
      description:
        'Editing a plan is editing its organization. The name is unique within the employer; a division keeps its employer; producers or employer admins left out stay as they are.',
      body: saveDivisionSchema,
      errors: [404],
      call: async (principal, scope, input) =>
        savedAnswer(await organizations.saveDivision(principal, scope, input)),
    },
    one: {
      summary: 'One division (plan) in scope, as its list row.',
      record: 'division',
      response: 'divisions.DivisionRow',
      call: (principal, scope, id) => organizations.divisionDetail(principal, scope, id),
    },
  });
  router.get(
    '/divisions/employer_admin/:id',
    can('divisions', 'list'),
    {
      records: { id: 'employer admin' },
      summary: 'The divisions of an employer admin’s employers.',
      response: 'divisions.DivisionRow[]',
      cacheable: true,
    },
    answer(({ principal, scope }, req) =>
      organizations.divisionsOfEmployerAdmin(principal, scope, idParam(req, 'id')),
    ),
  );
}
