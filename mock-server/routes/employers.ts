// Employer (organization) calls of spec 7; rules in OrganizationService.
import { employerQuerySchema } from '../../src/domain/listQuery';
import { saveEmployerSchema } from '../../src/domain/schemas/employer';
import { savedAnswer } from '../http/answers';
import { idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, answer } from '../http/routes';
import { OrganizationService } from '../services/employers';
import { recordRoutes } from './recordRoutes';

export function employersRouter(router: ApiRouter, ctx: AppContext) {
  const organizations = new OrganizationService(ctx.db, ctx.clock);
  recordRoutes(router, {
    path: '/employers',
    resource: 'organizations',
    list: {
      summary: 'The employers (organizations) in scope, searched, sorted and paged.',
      query: employerQuerySchema,
      row: 'employers.EmployerRow',
      call: (principal, scope, q) => organizations.listEmployers(principal, scope, q),
    },
    save: {
      path: '/employers/save-employer',
      summary:
        'Creates or updates an employer with its divisions, producers, employer admins and contacts.',
      body: saveEmployerSchema,
      errors: [409],
      call: async (principal, scope, input) =>
        savedAnswer(await organizations.saveEmployer(principal, scope, input)),
    },
    one: {
      summary: 'An employer with its divisions and contacts.',
      record: 'employer',
      response: 'employers.EmployerDetail',
      call: (principal, scope, id) => organizations.employerDetail(principal, scope, id),
    },
  });
  peopleRoutes(router, organizations);
}

/** The employers a producer serves and those of an employer admin, with their divisions. */
function peopleRoutes(router: ApiRouter, organizations: OrganizationService) {
  router.get(
    '/employers/producer_id/:id',
    can('organizations', 'list'),
    {
      records: { id: 'producer' },
      summary: 'The employers a producer serves, with their divisions.',
      response: 'employers.EmployerWithDivisions[]',
      cacheable: true,
    },
    answer(({ principal }, req) =>
      organizations.employersOfProducer(principal, idParam(req, 'id')),
    ),
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
    answer(({ principal, scope }, req) =>
      organizations.employersOfEmployerAdmin(principal, scope, idParam(req, 'id')),
    ),
  );
}
