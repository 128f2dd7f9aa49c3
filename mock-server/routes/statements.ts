// Statement calls of spec 7 "Users" (DESIGN 5.6): the yearly statement and its PDF, the plan
// contribution and accumulated value histories with their CSVs, and the policy/history bundle.
// Rules in StatementService; an Employee's own participant unless staff name a user in scope.
import type { Response } from 'express';
import type { z } from 'zod';
import {
  accumulatedHistoryCsvSchema,
  accumulatedHistoryQuerySchema,
  periodSchema,
  planHistoryCsvSchema,
  planHistoryQuerySchema,
  statementQuerySchema,
} from '../../src/domain/schemas/statements';
import type { Principal, Scope } from '../services/access';
import { sendDownload } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import type { RenderPool } from '../http/renderPool';
import { can, type ApiRouter, queryOf, bodyOf, paramsOf, answer } from '../http/routes';
import { StatementService } from '../services/statements';

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

/** One of a participant's two histories: its path, the docs' words and the service's calls. */
interface HistoryKind<Q extends z.ZodType, C extends z.ZodType> {
  path: '/users/plant-history' | '/users/accummulated-history';
  query: Q;
  csv: C;
  docs: { list: string; body: string; csv: string };
  page: 'statements.PlanHistoryPage' | 'statements.AccumulatedHistoryPage';
  list(principal: Principal, scope: Scope, q: z.output<Q>): Promise<unknown>;
  file(
    principal: Principal,
    scope: Scope,
    f: z.output<C>,
  ): Promise<{ fileName: string; text: string }>;
}

export function statementsRouter(router: ApiRouter, ctx: AppContext) {
  const statements = new StatementService(ctx.db, ctx.clock);
  statementRoutes(router, statements, ctx.renders);
  historyRoutes(router, {
    path: '/users/plant-history',
    query: planHistoryQuerySchema,
    csv: planHistoryCsvSchema,
    docs: {
      list: 'The plan contributions of a participant over a period, paged, with totals per type.',
      body: 'The plan contributions with the filters in the body.',
      csv: 'The plan contributions as CSV.',
    },
    page: 'statements.PlanHistoryPage',
    list: (principal, scope, q) => statements.planHistory(principal, scope, q),
    file: (principal, scope, f) => statements.planHistoryCsv(principal, scope, f),
  });
  historyRoutes(router, {
    path: '/users/accummulated-history',
    query: accumulatedHistoryQuerySchema,
    csv: accumulatedHistoryCsvSchema,
    docs: {
      list: 'The accumulated value history of a participant over a period, paged.',
      body: 'The accumulated value history with the filters in the body.',
      csv: 'The accumulated value history as CSV.',
    },
    page: 'statements.AccumulatedHistoryPage',
    list: (principal, scope, q) => statements.accumulatedHistory(principal, scope, q),
    file: (principal, scope, f) => statements.accumulatedHistoryCsv(principal, scope, f),
  });
}

/** The yearly statement, its PDF, and the policy/history bundle of a period. */
function statementRoutes(router: ApiRouter, statements: StatementService, renders: RenderPool) {
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
    answer(({ principal, scope }, _req, res) =>
      statements.statement(principal, scope, statementOf(res)),
    ),
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
      const pdf = await renders.render(res, principal.userId, {
        kind: 'statement',
        statement,
        lang: q.lang ?? 'en',
      });
      sendDownload(res, 'pdf', `statement-${statement.year}.pdf`, pdf);
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
}

/**
 * A history as CSV, and as a page by query string (GET) or with the filters in the body (POST,
 * the query string's values under the body's).
 */
function historyRoutes<Q extends z.ZodType, C extends z.ZodType>(
  router: ApiRouter,
  kind: HistoryKind<Q, C>,
) {
  router.get(
    `${kind.path}/csv`,
    can('statements', 'export'),
    { summary: kind.docs.csv, query: kind.csv, response: 'text/csv' },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const file = await kind.file(principal, scope, queryOf(res, kind.csv));
      sendDownload(res, 'csv', file.fileName, file.text);
    },
  );
  router.get(
    kind.path,
    can('statements', 'list'),
    {
      summary: kind.docs.list,
      query: kind.query,
      response: kind.page,
      cacheable: true,
      example: { query: 'time=all&PageSize=10&PageNumber=1&userId=5' },
    },
    answer(({ principal, scope }, _req, res) =>
      kind.list(principal, scope, queryOf(res, kind.query)),
    ),
  );
  router.post(
    kind.path,
    can('statements', 'list'),
    { summary: kind.docs.body, body: kind.query, bodyWithQuery: true, response: kind.page },
    answer(({ principal, scope }, _req, res) =>
      kind.list(principal, scope, bodyOf(res, kind.query)),
    ),
  );
}
