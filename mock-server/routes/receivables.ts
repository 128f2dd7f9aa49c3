// Accounts-receivable calls of spec 7 (under the /afr-rate prefix the spec gives them): a
// division's participants, the division and participant reports, and the report's CSV and PDF
// downloads (Admin, and Employer Admin within their divisions); rules in ReceivableService.
import {
  accountReceivableRequestSchema,
  participantReceivableRequestSchema,
} from '../../src/domain/schemas/afr';
import { sendDownload } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, bodyOf, answer } from '../http/routes';
import { reportCsv, reportFileName, reportPdf } from '../services/receivables/files';
import { ReceivableService } from '../services/receivables/reports';

export function receivablesRouter(router: ApiRouter, ctx: AppContext) {
  const receivables = new ReceivableService(ctx.db);
  reportRoutes(router, receivables);
  downloadRoutes(router, receivables, ctx);
}

function reportRoutes(router: ApiRouter, receivables: ReceivableService) {
  router.get(
    '/afr-rate/participants/:divisionId',
    can('receivables', 'list'),
    {
      summary: 'The participants of a division, for the receivables report.',
      response: 'afr.ReceivableParticipant[]',
      cacheable: true,
    },
    answer(({ principal, scope }, req) =>
      receivables.participants(principal, scope, idParam(req, 'divisionId')),
    ),
  );
  router.post(
    '/afr-rate/account-receivable',
    can('receivables', 'list'),
    {
      summary: 'A division’s accounts receivable over a period, with totals.',
      body: accountReceivableRequestSchema,
      response: 'afr.AccountReceivableReport',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const request = bodyOf(res, accountReceivableRequestSchema);
      res.json(await receivables.divisionReport(principal, scope, request));
    },
  );
  router.post(
    '/afr-rate/participant-receivable',
    can('receivables', 'show'),
    {
      summary:
        'A participant’s receivable year: month-end balances, rates and each policy’s share.',
      body: participantReceivableRequestSchema,
      response: 'afr.ParticipantReceivableReport',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const request = bodyOf(res, participantReceivableRequestSchema);
      res.json(await receivables.participantReport(principal, scope, request));
    },
  );
}

/** The division report as files: CSV, and PDF stamped with the time it was made. */
function downloadRoutes(router: ApiRouter, receivables: ReceivableService, ctx: AppContext) {
  router.post(
    '/afr-rate/download-csv',
    can('receivables', 'export'),
    {
      summary: 'The division report as CSV, in the language `lang` asks for.',
      body: accountReceivableRequestSchema,
      response: 'text/csv',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const request = bodyOf(res, accountReceivableRequestSchema);
      const report = await receivables.divisionReport(principal, scope, request);
      const csv = reportCsv(report, request.lang ?? 'en');
      sendDownload(res, 'csv', reportFileName(report, 'csv'), csv);
    },
  );
  router.post(
    '/afr-rate/download-pdf',
    can('receivables', 'export'),
    {
      summary: 'The division report as PDF, in the language `lang` asks for.',
      body: accountReceivableRequestSchema,
      response: 'application/pdf',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const request = bodyOf(res, accountReceivableRequestSchema);
      const report = await receivables.divisionReport(principal, scope, request);
      const pdf = reportPdf(report, request.lang ?? 'en', ctx.clock.now());
      sendDownload(res, 'pdf', reportFileName(report, 'pdf'), pdf);
    },
  );
}
