// Statement calls of spec 7 "Users" (DESIGN 5.6): the yearly statement and its PDF, the plan
// contribution and accumulated value histories with their CSVs, and the policy/history bundle.
// Rules in StatementService; an Employee's own participant unless staff name a user in scope.
import type { Response } from 'express';
import {
  accumulatedHistoryCsvSchema,
  accumulatedHistoryQuerySchema,
  periodSchema,
  planHistoryCsvSchema,
  planHistoryQuerySchema,
  statementQuerySchema,
} from '../../src/domain/schemas/statements';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, queryOf, bodyOf, paramsOf } from '../http/routes';
import { StatementService } from '../services/statements';
import { statementPdf } from '../services/statements/pdf';

function sendCsv(res: Response, file: { fileName: string; text: string }) {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.send(Buffer.from(file.text, 'utf8'));
}

/** The statement's year comes in the path and its other fields in the query string. */
const statementYear = {
  year: statementQuerySchema.shape.year.describe('The year of the statement.'),
};
const statementQuery = statementQuerySchema.omit({ year: true });
const periodParams = {
  time: periodSchema.describe('The period: all, ytd, last12 or a year (four digits).'),
};

/** The statement's fields: the year of the path with the query string's. */
const statementOf = (res: Response) => ({
  ...queryOf(res, statementQuery),
  year: paramsOf(res, statementYear).year,
});

export function statementsRouter(router: ApiRouter, ctx: AppContext) {
  const statements = new StatementService(ctx.db, ctx.clock);

  router.get(
    '/users/statement/:year',
    can('statements', 'show'),
    {
      summary:
        'The yearly statement of a participant (an Employee’s own unless staff name `userId`).',
      params: statementYear,
      badParam: 'validation',
      query: statementQuery,
      response: 'statements.YearlyStatement',
      cacheable: true,
      example: { path: { year: '2024' }, query: 'userId=5' },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await statements.statement(principal, scope, statementOf(res)));
    },
  );
  router.get(
    '/users/statement/:year/pdf',
    can('statements', 'export'),
    {
      summary: 'The yearly statement as PDF, in the language `lang` asks for.',
      params: statementYear,
      badParam: 'validation',
      query: statementQuery,
      response: 'application/pdf',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const q = statementOf(res);
      const statement = await statements.statement(principal, scope, q);
      const pdf = statementPdf(statement, q.lang ?? 'en');
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="statement-${statement.year}.pdf"`,
      );
      res.send(pdf);
    },
  );

  router.post(
    '/users/plant-contributions/:time/:userId',
    can('statements', 'list'),
    {
      summary: 'A participant’s carriers, policies and both histories over a period.',
      params: periodParams,
      badParam: 'No such period.',
      response: 'statements.PolicyHistoryBundle',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const { time } = paramsOf(res, periodParams);
      res.json(await statements.bundle(principal, scope, time, idParam(req, 'userId')));
    },
  );

  router.get(
    '/users/plant-history/csv',
    can('statements', 'export'),
    {
      summary: 'The plan contributions as CSV.',
      query: planHistoryCsvSchema,
      response: 'text/csv',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const f = queryOf(res, planHistoryCsvSchema);
      sendCsv(res, await statements.planHistoryCsv(principal, scope, f));
    },
  );
  router.get(
    '/users/plant-history',
    can('statements', 'list'),
    {
      summary:
        'The plan contributions of a participant over a period, paged, with totals per type.',
      query: planHistoryQuerySchema,
      response: 'statements.PlanHistoryPage',
      cacheable: true,
      example: { query: 'time=all&PageSize=10&PageNumber=1&userId=5' },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(
        await statements.planHistory(principal, scope, queryOf(res, planHistoryQuerySchema)),
      );
    },
  );
  router.post(
    '/users/plant-history',
    can('statements', 'list'),
    {
      summary: 'The plan contributions with the filters in the body.',
      body: planHistoryQuerySchema,
      bodyWithQuery: true,
      response: 'statements.PlanHistoryPage',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const q = bodyOf(res, planHistoryQuerySchema);
      res.json(await statements.planHistory(principal, scope, q));
    },
  );

  router.get(
    '/users/accummulated-history/csv',
    can('statements', 'export'),
    {
      summary: 'The accumulated value history as CSV.',
      query: accumulatedHistoryCsvSchema,
      response: 'text/csv',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const f = queryOf(res, accumulatedHistoryCsvSchema);
      sendCsv(res, await statements.accumulatedHistoryCsv(principal, scope, f));
    },
  );
  router.get(
    '/users/accummulated-history',
    can('statements', 'list'),
    {
      summary: 'The accumulated value history of a participant over a period, paged.',
      query: accumulatedHistoryQuerySchema,
      response: 'statements.AccumulatedHistoryPage',
      cacheable: true,
      example: { query: 'time=all&PageSize=10&PageNumber=1&userId=5' },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const q = queryOf(res, accumulatedHistoryQuerySchema);
      res.json(await statements.accumulatedHistory(principal, scope, q));
    },
  );
  router.post(
    '/users/accummulated-history',
    can('statements', 'list'),
    {
      summary: 'The accumulated value history with the filters in the body.',
      body: accumulatedHistoryQuerySchema,
      bodyWithQuery: true,
      response: 'statements.AccumulatedHistoryPage',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const q = bodyOf(res, accumulatedHistoryQuerySchema);
      res.json(await statements.accumulatedHistory(principal, scope, q));
    },
  );
}
