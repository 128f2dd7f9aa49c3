// Policy calls: spec 7 Policies (history point, last valuation date, the four history-row
// deletes) and the additions the policy editor needs (detail, save, exchange, change history,
// history rows with hand-entered rows, the policy-health list); rules in the policy services.
import type { MessageResult, SavedResult } from '../../src/domain/api/common';
import { z } from 'zod';
import {
  addAccumulatedValueSchema,
  addTransactionSchema,
  deleteManySchema,
  deleteOneSchema,
  exchangePolicySchema,
  historyRowsQuerySchema,
  policyHealthQuerySchema,
  savePolicySchema,
} from '../../src/domain/schemas/policy';
import { callerOf, idParam, type AppContext } from '../http/context';
import { localeDetail } from '../http/problem';
import { can, type ApiRouter, queryOf, bodyOf } from '../http/routes';
import { PolicyService } from '../services/policies';
import { policyHealth } from '../services/policyHealth';
import { monthYear, PolicyHistoryService } from '../services/policyHistory';

/** What monthYear accepts, for the description (it answers 400 on anything else). */
const monthParam = z
  .string()
  .max(2)
  .regex(/^\d{1,2}$/)
  .describe('1 to 12');
const yearParam = z
  .string()
  .max(4)
  .regex(/^\d{4}$/)
  .describe('1900 to 2200');

export function policiesRouter(router: ApiRouter, ctx: AppContext) {
  const policies = new PolicyService(ctx.db, ctx.clock);
  const history = new PolicyHistoryService(ctx.db, ctx.clock);
  const saved = (id: number): SavedResult => ({ id, message: localeDetail('messages.saved') });
  const deleted = (): MessageResult => ({ message: localeDetail('messages.deleted') });

  router.get(
    '/policies/history-points/:month/:year/:id',
    can('policies', 'show'),
    {
      summary: 'A policy’s history point at a month end.',
      params: { month: monthParam, year: yearParam },
      records: { id: 'policy' },
      response: 'policies.HistoryPoint',
      cacheable: true,
      example: { path: { month: '12', year: '2024' } },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const { month, year } = monthYear(String(req.params.month), String(req.params.year));
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
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await history.lastValuationDate(principal, scope, idParam(req, 'clientId')));
    },
  );
  router.get(
    '/policies/health',
    can('policy-health', 'list'),
    {
      summary: 'The active policies that need attention, with their flags.',
      query: policyHealthQuerySchema,
      response: 'policies.PolicyHealthRow[]',
      cacheable: true,
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const filter = queryOf(res, policyHealthQuerySchema);
      res.json(await policyHealth(ctx.db, ctx.clock, principal, scope, filter));
    },
  );
  router.post(
    '/policies/save-policy',
    can('policies', 'edit'),
    {
      summary: 'Creates or updates a policy with its beneficiaries and allocations.',
      body: savePolicySchema,
      response: 'common.SavedResult',
      errors: [404, 409],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const input = bodyOf(res, savePolicySchema);
      res.json(saved((await policies.save(principal, scope, input)).id));
    },
  );

  router.delete(
    '/policies/delete-plan-contribution',
    can('policy-history', 'delete'),
    {
      summary: 'Deletes one transaction row (`?id=`).',
      query: deleteOneSchema,
      response: 'common.MessageResult',
      errors: [404],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const { id } = queryOf(res, deleteOneSchema);
      await history.deleteTransactions(principal, [id]);
      res.json(deleted());
    },
  );
  router.delete(
    '/policies/delete-multi-plan-contribution',
    can('policy-history', 'delete'),
    {
      summary: 'Deletes several transaction rows (`{ ids }`): all or none.',
      body: deleteManySchema,
      response: 'common.MessageResult',
      errors: [404],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const { ids } = bodyOf(res, deleteManySchema);
      await history.deleteTransactions(principal, ids);
      res.json(deleted());
    },
  );
  router.delete(
    '/policies/delete-accumulated-value',
    can('policy-history', 'delete'),
    {
      summary: 'Deletes one valuation row (`?id=`) with the values of its date.',
      query: deleteOneSchema,
      response: 'common.MessageResult',
      errors: [404],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const { id } = queryOf(res, deleteOneSchema);
      await history.deleteAccumulatedValues(principal, [id]);
      res.json(deleted());
    },
  );
  router.delete(
    '/policies/delete-multi-accumulated-value',
    can('policy-history', 'delete'),
    {
      summary: 'Deletes several valuation rows (`{ ids }`): all or none.',
      body: deleteManySchema,
      response: 'common.MessageResult',
      errors: [404],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const { ids } = bodyOf(res, deleteManySchema);
      await history.deleteAccumulatedValues(principal, ids);
      res.json(deleted());
    },
  );

  router.get(
    '/policies/:id/changes',
    can('policies', 'show'),
    {
      records: { id: 'policy' },
      summary: 'A policy’s change history.',
      response: 'policies.PolicyChange[]',
      cacheable: true,
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await policies.changes(principal, scope, idParam(req, 'id')));
    },
  );
  router.post(
    '/policies/:id/exchange',
    can('policies.exchange', 'create'),
    {
      records: { id: 'policy' },
      summary: 'A 1035 exchange: the policy becomes Exchanged and the new one takes over.',
      body: exchangePolicySchema,
      response: 'common.SavedResult',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const input = bodyOf(res, exchangePolicySchema);
      res.json(saved((await policies.exchange(principal, scope, idParam(req, 'id'), input)).id));
    },
  );
  router.get(
    '/policies/:id/accumulated-values',
    can('policy-history', 'list'),
    {
      records: { id: 'policy' },
      summary: 'A policy’s stored valuation rows, paged.',
      query: historyRowsQuerySchema,
      response: 'policies.AccumulatedValuePage',
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const q = queryOf(res, historyRowsQuerySchema);
      res.json(await history.accumulatedValues(principal, scope, idParam(req, 'id'), q));
    },
  );
  router.post(
    '/policies/:id/accumulated-values',
    can('policy-history', 'create'),
    {
      records: { id: 'policy' },
      summary: 'Enters a valuation row by hand (unpublished by default).',
      body: addAccumulatedValueSchema,
      response: 'common.SavedResult',
      errors: [409],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const input = bodyOf(res, addAccumulatedValueSchema);
      const id = idParam(req, 'id');
      res.json(saved((await history.addAccumulatedValue(principal, scope, id, input)).id));
    },
  );
  router.get(
    '/policies/:id/transactions',
    can('policy-history', 'list'),
    {
      records: { id: 'policy' },
      summary: 'A policy’s stored transaction rows, paged.',
      query: historyRowsQuerySchema,
      response: 'policies.PlanContributionPage',
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const q = queryOf(res, historyRowsQuerySchema);
      res.json(await history.transactions(principal, scope, idParam(req, 'id'), q));
    },
  );
  router.post(
    '/policies/:id/transactions',
    can('policy-history', 'create'),
    {
      records: { id: 'policy' },
      summary: 'Enters a transaction row by hand (unpublished by default).',
      body: addTransactionSchema,
      response: 'common.SavedResult',
      errors: [409],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const input = bodyOf(res, addTransactionSchema);
      const id = idParam(req, 'id');
      res.json(saved((await history.addTransaction(principal, scope, id, input)).id));
    },
  );
  router.get(
    '/policies/:id',
    can('policies', 'show'),
    {
      records: { id: 'policy' },
      summary: 'A policy with its figures, exchange chain, beneficiaries and allocations.',
      response: 'policies.PolicyDetail',
      cacheable: true,
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await policies.detail(principal, scope, idParam(req, 'id')));
    },
  );
}
