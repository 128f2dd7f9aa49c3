// The rows of a division's receivables report computed from what the database handed over: the
// participants, their policies, each policy's premiums as one text, and the AFR table. All of it
// is plain data, so the computation (hundreds of thousands of premiums over ten years) runs in a
// worker thread of the pool (http/renderPool.ts) exactly as it would on the request thread.
import type {
  AccountReceivableRow,
  ReceivableAmounts,
  ReceivableParticipant,
} from '../../../src/domain/api/afr';
import {
  MissingRateError,
  RateTable,
  receivableRows,
  type AfrRow,
  type ParticipantPolicies,
  type ReceivableRow,
} from './engine';
import { inputsByParticipant, type PolicyLinks, type PremiumOf } from './inputs';
import type { PremiumInput } from './ledger';

/** A policy's published employer-paid premiums as the database aggregates them. */
export interface PremiumList {
  policyId: number;
  /** 'YYYY-MM-DD amount' items joined by commas. */
  list: string;
}

/** The premiums of one list, one per item. */
function premiumsInList(list: string): PremiumInput[] {
  return list.split(',').map((item) => {
    const space = item.indexOf(' ');
    return { date: item.slice(0, space), amount: item.slice(space + 1) };
  });
}

/** Every premium of the lists, one per item. */
export function premiumsOf(lists: readonly PremiumList[]): PremiumOf[] {
  return lists.flatMap(({ policyId, list }) =>
    premiumsInList(list).map((premium) => ({ policyId, ...premium })),
  );
}

export const amounts = (row: ReceivableRow): ReceivableAmounts => ({
  receivableAsStart: Number(row.receivableAsStart),
  cummulativePreniumPaidInPeriod: Number(row.cummulativePreniumPaidInPeriod),
  interestAccuredInPeriod: Number(row.interestAccuredInPeriod),
  totalReceivableAccruedInPeriod: Number(row.totalReceivableAccruedInPeriod),
  repaidInPeriod: Number(row.repaidInPeriod),
  receivableAsEnd: Number(row.receivableAsEnd),
});

/** What the rows are computed from. */
export interface DivisionRowsInput {
  /** The division's participants in the report's order. */
  people: ReceivableParticipant[];
  policies: PolicyLinks[];
  premiums: PremiumList[];
  rates: AfrRow[];
  startDate: string;
  endDate: string;
}

/** The rows and their total, or the AFR month the period needs and the table lacks. */
export type DivisionRowsResult =
  | { receivables: AccountReceivableRow[]; total: ReceivableAmounts }
  | { missingRate: { year: number; month: number } };

export function divisionRows(input: DivisionRowsInput): DivisionRowsResult {
  // Each participant's premiums are parsed as their row is computed, and dropped after it.
  const lists = new Map(input.premiums.map(({ policyId, list }) => [policyId, list]));
  const inputsOf = inputsByParticipant(input.policies, (policyId) => {
    const list = lists.get(policyId);
    return list ? premiumsInList(list) : [];
  });
  function* participants(): Iterable<ParticipantPolicies> {
    for (const p of input.people) yield { participantId: p.id, policies: inputsOf(p.id) };
  }
  try {
    const { rows, total } = receivableRows(
      participants(),
      new RateTable(input.rates),
      input.startDate,
      input.endDate,
    );
    return {
      receivables: rows.map((row, i) => ({
        participantId: row.participantId,
        participant: input.people[i]!.name,
        ...amounts(row),
      })),
      total: amounts(total),
    };
  } catch (err) {
    if (err instanceof MissingRateError)
      return { missingRate: { year: err.year, month: err.month } };
    throw err;
  }
}
