// The engine's input from stored policies (DESIGN 5.5, 5.6): the one place that turns a
// policy's status into what the receivable does. An exchange is turned around (the database
// names the successor on the old policy; the engine wants the predecessors on the new one) and
// dated by the old policy's statusAppliedAsOf; a surrender or a maturity repays the balance on
// its statusAppliedAsOf. A Lapsed policy keeps accruing: the loan is still owed.
import type { PolicyStatus } from '../../../src/domain/enums';
import type { PolicyInput, PremiumInput } from './ledger';

/** What the engine reads of a stored policy. */
export interface PolicyLinks {
  id: number;
  /** The participant; policies of one participant may leave it out. */
  clientId?: number;
  status: PolicyStatus | string;
  statusAppliedAsOf: string | null;
  exchangedPolicyForId: number | null;
}

/** One published employer-paid premium of a policy. */
export interface PremiumOf extends PremiumInput {
  policyId: number;
}

/** The statuses whose status date repays the receivable (DESIGN 5.5 "Repayment"). */
export const REPAYING_STATUSES: ReadonlySet<string> = new Set<PolicyStatus>([
  'Surrendered',
  'Matured',
]);

/** The day a policy's receivable is repaid, or undefined while it is owed. */
export function repaymentDate(policy: PolicyLinks): string | undefined {
  if (!REPAYING_STATUSES.has(policy.status) || policy.exchangedPolicyForId !== null)
    return undefined;
  return policy.statusAppliedAsOf ?? undefined;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    let list = groups.get(k);
    if (!list) groups.set(k, (list = []));
    list.push(item);
  }
  return groups;
}

/**
 * The predecessors of each successor. An exchange without a date, or to another participant's
 * policy, moves nothing: the receivable stays where its premiums were paid.
 */
function exchangesTurnedAround(policies: readonly PolicyLinks[]) {
  const byId = new Map(policies.map((p) => [p.id, p]));
  const links = policies.flatMap((old) => {
    const successor = old.exchangedPolicyForId ? byId.get(old.exchangedPolicyForId) : undefined;
    if (!successor || successor.clientId !== old.clientId || !old.statusAppliedAsOf) return [];
    return [{ successorId: successor.id, policyId: old.id, date: old.statusAppliedAsOf }];
  });
  return groupBy(links, (l) => l.successorId);
}

/**
 * A participant's engine input (keyed by clientId, policies in the order given), built when it
 * is asked for: a division report reads each participant's premiums only while it computes that
 * participant's row, so its memory does not grow with the division.
 */
export function inputsByParticipant(
  policies: readonly PolicyLinks[],
  premiumsOfPolicy: (policyId: number) => PremiumInput[],
): (clientId: number | undefined) => PolicyInput[] {
  const exchangedFrom = exchangesTurnedAround(policies);
  const policiesOf = groupBy(policies, (p) => p.clientId);
  return (clientId) =>
    (policiesOf.get(clientId) ?? []).map((policy) => {
      const repaidOn = repaymentDate(policy);
      return {
        policyId: policy.id,
        premiums: premiumsOfPolicy(policy.id),
        exchangedFrom: (exchangedFrom.get(policy.id) ?? []).map(({ policyId, date }) => ({
          policyId,
          date,
        })),
        ...(repaidOn === undefined ? {} : { repaidOn }),
      };
    });
}

/** Each participant's engine input, keyed by clientId, policies in the order given. */
export function policyInputs(
  policies: readonly PolicyLinks[],
  premiums: readonly PremiumOf[],
): Map<number | undefined, PolicyInput[]> {
  const premiumsOf = groupBy(premiums, (p) => p.policyId);
  const inputsOf = inputsByParticipant(policies, (policyId) =>
    (premiumsOf.get(policyId) ?? []).map(({ date, amount }) => ({ date, amount })),
  );
  const clientIds = new Set(policies.map((p) => p.clientId));
  return new Map([...clientIds].map((clientId) => [clientId, inputsOf(clientId)]));
}

/** The engine input of one participant's policies. */
export const participantInputs = (
  policies: readonly PolicyLinks[],
  premiums: readonly PremiumOf[],
): PolicyInput[] =>
  policyInputs(
    policies.map((p) => ({ ...p, clientId: undefined })),
    premiums,
  ).get(undefined) ?? [];
