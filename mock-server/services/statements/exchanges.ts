// Exchanges on a statement (DESIGN 5.6): an exchanged policy keeps its history and points to its
// successor; its values (accumulated value, loan balance, death benefit) keep counting until the
// first published valuation of a policy down its chain of successors, then stop, so the
// participant's totals never dip across an exchange. Its receivable is carried to the successor
// from the exchange date (the engine), so the sponsor's share is taken from the exchange chain
// as a whole.
import type { PolicyStatus } from '../../../src/domain/enums';
import type { ValueIndex } from './values';

/** What the exchange rules read of a policy. */
export interface ExchangeLinks {
  id: number;
  status: PolicyStatus;
  statusAppliedAsOf: string | null;
  exchangedPolicyForId: number | null;
}

/** The day of an exchange: a policy without a date was exchanged from the start. */
export function exchangeDate(policy: ExchangeLinks): string | undefined {
  if (policy.status !== 'Exchanged') return undefined;
  return policy.statusAppliedAsOf ?? '0000-01-01';
}

/** A policy's status on a day: an exchanged policy was still active before its exchange. */
export function statusAt(policy: ExchangeLinks, day: string): PolicyStatus {
  const exchanged = exchangeDate(policy);
  if (exchanged === undefined) return policy.status;
  return day < exchanged ? 'Active' : 'Exchanged';
}

export class ExchangeRules {
  private readonly byId: Map<number, ExchangeLinks>;
  private readonly stops = new Map<number, string | undefined>();

  constructor(
    policies: readonly ExchangeLinks[],
    private readonly values: ValueIndex,
  ) {
    this.byId = new Map(policies.map((p) => [p.id, p]));
    for (const p of policies) this.stops.set(p.id, this.stopOf(p));
  }

  /** The successor a policy was exchanged for, when it is one of the participant's. */
  successorOf(policy: ExchangeLinks): ExchangeLinks | undefined {
    if (exchangeDate(policy) === undefined || policy.exchangedPolicyForId === null)
      return undefined;
    return this.byId.get(policy.exchangedPolicyForId);
  }

  /**
   * The day an exchanged policy's values stop counting: the earliest first valuation down its
   * chain of successors (undefined while none has one, so they still count), or the exchange day
   * when the successor is not known.
   */
  private stopOf(policy: ExchangeLinks): string | undefined {
    const exchanged = exchangeDate(policy);
    if (exchanged === undefined) return undefined;
    let next = this.successorOf(policy);
    if (!next) return exchanged;
    const seen = new Set<number>([policy.id]);
    let stop: string | undefined;
    while (next && !seen.has(next.id)) {
      seen.add(next.id);
      const first = this.values.firstValuationOf(next.id);
      if (first !== undefined && (stop === undefined || first < stop)) stop = first;
      next = this.successorOf(next);
    }
    return stop;
  }

  /** Whether a policy's values count on a day. */
  countsOn(policy: ExchangeLinks, day: string): boolean {
    const stop = this.stops.get(policy.id);
    return stop === undefined || day < stop;
  }

  /**
   * The policies sharing one receivable on a day (exchanges reached by then joined), each list
   * from the holder of the receivable back to the oldest predecessor.
   */
  chainsOn(policies: readonly ExchangeLinks[], day: string): ExchangeLinks[][] {
    const holderOf = (p: ExchangeLinks) => {
      const path = [p];
      let current = p;
      for (;;) {
        const next = statusAt(current, day) === 'Exchanged' ? this.successorOf(current) : undefined;
        if (!next || path.includes(next)) return path;
        path.push(next);
        current = next;
      }
    };
    const chains = new Map<number, { p: ExchangeLinks; depth: number }[]>();
    for (const p of policies) {
      const path = holderOf(p);
      const holder = path.at(-1)!;
      let chain = chains.get(holder.id);
      if (!chain) chains.set(holder.id, (chain = []));
      chain.push({ p, depth: path.length - 1 });
    }
    return [...chains.values()].map((chain) =>
      chain.sort((a, b) => a.depth - b.depth).map((c) => c.p),
    );
  }
}
