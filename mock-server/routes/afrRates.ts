// AFR calls of spec 7: the rate entry (Admin) and the accounts-receivable reports with their
// CSV and PDF downloads (Admin, and Employer Admin within their divisions); rules in
// AfrRateService and ReceivableService.
import type { SavedResult } from '../../src/domain/api/common';
import {
  accountReceivableRequestSchema,
  afrRateEntrySchema,
  afrYearSchema,
  participantReceivableRequestSchema,
} from '../../src/domain/schemas/afr';
import { callerOf, idParam, type AppContext } from '../http/context';
import { localeDetail } from '../http/problem';
import { can, type ApiRouter, bodyOf, paramsOf } from '../http/routes';
import { AfrRateService } from '../services/afrRates';
import { attachment, reportCsv, reportFileName, reportPdf } from '../services/receivables/files';
import { ReceivableService } from '../services/receivables/reports';

const entryParams = { year: afrYearSchema.describe('The year of the rate table.') };

export function afrRatesRouter(router: ApiRouter, ctx: AppContext) {
  const afr = new AfrRateService(ctx.db);
  const receivables = new ReceivableService(ctx.db);

  router.get(
    '/afr-rate',
    can('afr-rates', 'list'),
    {
      summary: 'Every year that has an AFR table.',
      response: 'afr.AfrRateTables',
      cacheable: true,
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      res.json(await afr.tables(principal));
    },
  );
  router.get(
    '/afr-rate/entry/:year',
    can('afr-rates', 'show'),
    {
      summary: 'A year’s twelve monthly AFR rates (rates null for a year without a table).',
      params: entryParams,
      badParam: 'No AFR table can exist for that year.',
      response: 'afr.AfrRateEntry',
      cacheable: true,
      example: { path: { year: '2025' } },
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      res.json(await afr.entry(principal, paramsOf(res, entryParams).year));
    },
  );
  router.post(
    '/afr-rate',
    can('afr-rates', 'edit'),
    {
      summary: 'Saves a year’s twelve monthly rates together.',
      body: afrRateEntrySchema,
      response: 'common.SavedResult',
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const input = bodyOf(res, afrRateEntrySchema);
      const { id } = await afr.save(principal, input);
      const body: SavedResult = { id, message: localeDetail('messages.saved') };
      res.json(body);
    },
  );

  router.get(
    '/afr-rate/participants/:divisionId',
    can('receivables', 'list'),
    {
      summary: 'The participants of a division, for the receivables report.',
      response: 'afr.ReceivableParticipant[]',
      cacheable: true,
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await receivables.participants(principal, scope, idParam(req, 'divisionId')));
    },
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
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', attachment(reportFileName(report, 'csv')));
      res.send(reportCsv(report, request.lang ?? 'en'));
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
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', attachment(reportFileName(report, 'pdf')));
      res.send(Buffer.from(pdf));
    },
  );
}
