// A policy's history rows: spec 7 Policies' history point, last valuation date and the four
// history-row deletes, and the paged rows with hand entry that the policy editor adds. Valuation
// rows and transaction rows are declared by the same functions from the table below; rules in
// PolicyHistoryService.
import { z } from 'zod';
import {
  addAccumulatedValueSchema,
  addTransactionSchema,
  deleteManySchema,
  deleteOneSchema,
  historyRowsQuerySchema,
} from '../../src/domain/schemas/policy';
import { deletedAnswer, savedAnswer } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, bodyOf, paramsOf, queryOf, answer } from '../http/routes';
import type { Principal, Scope } from '../services/access';
import { monthYear, PolicyHistoryService } from '../services/policyHistory';

/** A history point's month end; monthYear checks the ranges (400 on anything else). */
const monthEndParams = {
  month: z
    .string()
    .max(2)
    .regex(/^\d{1,2}$/)
    .describe('1 to 12'),
  year: z
    .string()
    .max(4)
    .regex(/^\d{4}$/)
    .describe('1900 to 2200'),
};

/** One kind of history row: its paths, the docs' words and the service's calls. */
interface RowKind<A extends z.ZodType> {
  /** The path of the paged rows under /policies/:id (`accumulated-values`). */
  rows: string;
  /** The word of the delete paths (`delete-accumulated-value`, `delete-multi-…`). */
  deleteWord: string;
  docs: { deleteOne: string; deleteMany: string; list: string; add: string };
  page: string;
  add: A;
  list(principal: Principal, scope: Scope, policyId: number, q: HistoryRowsQuery): Promise<unknown>;
  addOne(
    principal: Principal,
    scope: Scope,
    policyId: number,
    input: z.output<A>,
  ): Promise<{ id: number }>;
  remove(principal: Principal, ids: readonly number[]): Promise<unknown>;
}

type HistoryRowsQuery = z.output<typeof historyRowsQuerySchema>;

export function policyHistoryRouter(router: ApiRouter, ctx: AppContext) {
  const history = new PolicyHistoryService(ctx.db, ctx.clock);
  pointRoutes(router, history);
  const valuations = {
    rows: 'accumulated-values',
    deleteWord: 'accumulated-value',
    docs: {
      deleteOne: 'Deletes one valuation row (`?id=`) with the values of its date.',
      deleteMany: 'Deletes several valuation rows (`{ ids }`): all or none.',
      list: 'A policy’s stored valuation rows, paged.',
      add: 'Enters a valuation row by hand (unpublished by default).',
    },
    page: 'policies.AccumulatedValuePage',
    add: addAccumulatedValueSchema,
    list: (p, s, id, q) => history.accumulatedValues(p, s, id, q),
    addOne: (p, s, id, input) => history.addAccumulatedValue(p, s, id, input),
    remove: (p, ids) => history.deleteAccumulatedValues(p, ids),
  } satisfies RowKind<typeof addAccumulatedValueSchema>;
  const transactions = {
    rows: 'transactions',
    deleteWord: 'plan-contribution',
    docs: {
      deleteOne: 'Deletes one transaction row (`?id=`).',
      deleteMany: 'Deletes several transaction rows (`{ ids }`): all or none.',
      list: 'A policy’s stored transaction rows, paged.',
      add: 'Enters a transaction row by hand (unpublished by default).',
    },
    page: 'policies.PlanContributionPage',
    add: addTransactionSchema,
    list: (p, s, id, q) => history.transactions(p, s, id, q),
    addOne: (p, s, id, input) => history.addTransaction(p, s, id, input),
    remove: (p, ids) => history.deleteTransactions(p, ids),
  } satisfies RowKind<typeof addTransactionSchema>;
  // The transaction deletes first, as spec 7 lists them.
  deleteRoutes(router, transactions);
  deleteRoutes(router, valuations);
  rowRoutes(router, valuations);
  rowRoutes(router, transactions);
}

/** The history point at a month end and the latest valuation date of a participant. */
function pointRoutes(router: ApiRouter, history: PolicyHistoryService) {
  router.get(
    '/policies/history-points/:month/:year/:id',
    can('policies', 'show'),
    {
      summary: 'A policy’s history point at a month end.',
      params: monthEndParams,
      badParam: 'validation',
      records: { id: 'policy' },
      response: 'policies.HistoryPoint',
      cacheable: true,
      example: { path: { month: '12', year: '2024' } },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const point = paramsOf(res, monthEndParams);
      const { month, year } = monthYear(point.month, point.year);
      res.json(await history.historyPoint(principal, scope, month, year, idParam(req, 'id')));
    },
  );
  router.get(
    '/policies/accumulated-last-valuation-date/:clientId',
    can('policies', 'list'),
    {
      summary: 'The latest accumulated-value date of a participant’s policies.',
      response: 'policies.LastValuationDate',
      cacheable: true,
    },
    answer(({ principal, scope }, req) =>
      history.lastValuationDate(principal, scope, idParam(req, 'clientId')),
    ),
  );
}

/** Deleting one row (`?id=`) or several (`{ ids }`, all or none). */
function deleteRoutes<A extends z.ZodType>(router: ApiRouter, kind: RowKind<A>) {
  const access = can('policy-history', 'delete');
  const answer = { response: 'common.MessageResult', errors: [404] } as const;
  router.delete(
    `/policies/delete-${kind.deleteWord}`,
    access,
    { summary: kind.docs.deleteOne, query: deleteOneSchema, ...answer },
    async (req, res) => {
      await kind.remove(callerOf(req).principal, [queryOf(res, deleteOneSchema).id]);
      res.json(deletedAnswer());
    },
  );
  router.delete(
    `/policies/delete-multi-${kind.deleteWord}`,
    access,
    { summary: kind.docs.deleteMany, body: deleteManySchema, ...answer },
    async (req, res) => {
      await kind.remove(callerOf(req).principal, bodyOf(res, deleteManySchema).ids);
      res.json(deletedAnswer());
    },
  );
}

/** A policy's stored rows, paged, and a row entered by hand. */
function rowRoutes<A extends z.ZodType>(router: ApiRouter, kind: RowKind<A>) {
  const path = `/policies/:id/${kind.rows}`;
  router.get(
    path,
    can('policy-history', 'list'),
    {
      records: { id: 'policy' },
      summary: kind.docs.list,
      query: historyRowsQuerySchema,
      response: kind.page as `${string}.${string}`,
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    answer(({ principal, scope }, req, res) =>
      kind.list(principal, scope, idParam(req, 'id'), queryOf(res, historyRowsQuerySchema)),
    ),
  );
  router.post(
    path,
    can('policy-history', 'create'),
    {
      records: { id: 'policy' },
      summary: kind.docs.add,
      body: kind.add,
      response: 'common.SavedResult',
      errors: [409],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const input = bodyOf(res, kind.add);
      res.json(savedAnswer(await kind.addOne(principal, scope, idParam(req, 'id'), input)));
    },
  );
}
