// The sample calls of spec 7 "Examples" (Admin only): working calls over the seeded data for
// developers to copy; rules in ExampleService.
import type { MessageResult } from '../../src/domain/api/common';
import {
  exampleCsvSchema,
  exampleEmailSchema,
  examplePdfSchema,
  findEmployeesSchema,
  saveExampleEmployeeSchema,
} from '../../src/domain/schemas/example';
import { savedAnswer, sendDownload } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import { localeDetail } from '../http/problem';
import { can, type ApiRouter, queryOf, bodyOf, answer } from '../http/routes';
import { ExampleService } from '../services/examples';

export function examplesRouter(router: ApiRouter, ctx: AppContext) {
  const examples = new ExampleService(ctx.db, ctx.mailer);
  fileRoutes(router, examples, ctx);
  employeeRoutes(router, examples);
  router.post(
    '/examples/email',
    can('examples', 'email'),
    {
      summary: 'Sends an e-mail: into the outbox (and data/outbox/) without SMTP, as invitations.',
      body: exampleEmailSchema,
      response: 'common.MessageResult',
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      await examples.email(principal, bodyOf(res, exampleEmailSchema));
      const body: MessageResult = { message: localeDetail('pages.examples.api.emailSent') };
      res.json(body);
    },
  );
  router.get(
    '/examples/storepicks',
    can('examples', 'list'),
    {
      summary: 'Spec 3’s named records with nested store and documents: each division of the data.',
      response: 'examples.StorePick[]',
    },
    answer(({ principal }) => examples.storePicks(principal)),
  );
}

/** The employees as CSV and one employee's record as PDF. */
function fileRoutes(router: ApiRouter, examples: ExampleService, ctx: AppContext) {
  router.get(
    '/examples/csv',
    can('examples', 'export'),
    {
      summary: 'Every employee as CSV (id, names, e-mail, employer, plan, status).',
      query: exampleCsvSchema,
      response: 'text/csv',
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const { lang } = queryOf(res, exampleCsvSchema);
      const text = await examples.csv(principal, lang ?? 'en');
      sendDownload(res, 'csv', 'employees.csv', text);
    },
  );
  router.post(
    '/examples/pdf',
    can('examples', 'export'),
    {
      summary: 'An employee’s record as a generated PDF, in the language `lang` asks for.',
      body: examplePdfSchema,
      response: 'application/pdf',
      errors: [404],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const { employeeId, lang } = bodyOf(res, examplePdfSchema);
      // One of the caller's render slots, as every PDF takes (renderPool.ts).
      const pdf = await ctx.renders.withSlot(res, principal.userId, () =>
        examples.pdf(principal, employeeId, lang ?? 'en', (job) => ctx.renders.run(job)),
      );
      sendDownload(res, 'pdf', `employee-${employeeId}.pdf`, pdf);
    },
  );
}

/** Finding employees, and reading and saving one employee's record. */
function employeeRoutes(router: ApiRouter, examples: ExampleService) {
  router.post(
    '/examples/findemployees',
    can('examples', 'list'),
    {
      summary: 'Searches the employees by name or e-mail, optionally within one employer, paged.',
      body: findEmployeesSchema,
      response: 'Page<examples.ExampleEmployee>',
    },
    answer(({ principal }, _req, res) =>
      examples.find(principal, bodyOf(res, findEmployeesSchema)),
    ),
  );
  router.get(
    '/examples/employee/:employeeId',
    can('examples', 'show'),
    {
      summary: 'An employee record (a participant with their user’s fields).',
      response: 'examples.ExampleEmployee',
    },
    answer(({ principal }, req) => examples.employee(principal, idParam(req, 'employeeId'))),
  );
  router.post(
    '/examples/employee',
    can('examples', 'create'),
    {
      summary: 'Saves an employee record’s personal fields (names, phone, date of birth).',
      body: saveExampleEmployeeSchema,
      response: 'common.SavedResult',
      errors: [404],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      res.json(savedAnswer(await examples.save(principal, bodyOf(res, saveExampleEmployeeSchema))));
    },
  );
}
