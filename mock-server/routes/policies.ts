// Policy calls the policy editor needs beyond spec 7 (detail, save, exchange, change history)
// and the policy-health list; rules in the policy services. A policy's history rows (spec 7
// Policies): policyHistory.ts.
import {
  exchangePolicySchema,
  policyHealthQuerySchema,
  savePolicySchema,
} from '../../src/domain/schemas/policy';
import { savedAnswer } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, queryOf, bodyOf, answer } from '../http/routes';
import { PolicyService } from '../services/policies';
import { policyHealth } from '../services/policyHealth';

export function policiesRouter(router: ApiRouter, ctx: AppContext) {
  const policies = new PolicyService(ctx.db, ctx.clock);
  readRoutes(router, policies, ctx);
  writeRoutes(router, policies);
}

/** The policy-health list, a policy's detail and its change history. */
function readRoutes(router: ApiRouter, policies: PolicyService, ctx: AppContext) {
  router.get(
    '/policies/health',
    can('policy-health', 'list'),
    {
      summary: 'The active policies that need attention, with their flags.',
      query: policyHealthQuerySchema,
      response: 'policies.PolicyHealthRow[]',
      cacheable: true,
    },
    answer(({ principal, scope }, _req, res) =>
      policyHealth(ctx.db, ctx.clock, principal, scope, queryOf(res, policyHealthQuerySchema)),
    ),
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
    answer(({ principal, scope }, req) => policies.changes(principal, scope, idParam(req, 'id'))),
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
    answer(({ principal, scope }, req) => policies.detail(principal, scope, idParam(req, 'id'))),
  );
}

/** Saving a policy and exchanging it for a new one. */
function writeRoutes(router: ApiRouter, policies: PolicyService) {
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
      res.json(savedAnswer(await policies.save(principal, scope, input)));
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
      res.json(savedAnswer(await policies.exchange(principal, scope, idParam(req, 'id'), input)));
    },
  );
}
