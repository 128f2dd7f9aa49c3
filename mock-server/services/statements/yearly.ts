// The yearly statement of DESIGN 5.6, computed from a participant's published rows: total plan
// value and cumulative contributions month by month, the policies as they stood, and the death
// benefit split between the plan sponsor (up to the policy's receivable) and the beneficiaries.
// Pure functions over loaded rows; amounts are summed in integer cents.
import {
  CONTRIBUTION_TYPES,
  MONTHS,
  type AccountValueType,
  type BeneficiaryType,
  type PolicyStatus,
} from '../../../src/domain/enums';
import { fromCents, toCents } from '../../../src/domain/money';
import type {
  DeathBenefitRow,
  ExchangedPolicyRef,
  MonthlySeries,
  StatementPolicy,
  YearlyStatement,
} from '../../../src/domain/api/statements';
import {
  isEmployerPaidPremium,
  MissingRateError,
  RateTable,
  receivableLedger,
  type AfrRow,
  type PolicyInput,
} from '../receivables/engine';
import { participantInputs } from '../receivables/inputs';

export interface PolicyRow {
  id: number;
  policyNumber: string;
  carrierId: number;
  carrierName: string;
  productName: string | null;
  accountLabel: string | null;
  anniversaryDate: string | null;
  status: PolicyStatus;
  statusAppliedAsOf: string | null;
  exchangedPolicyForId: number | null;
}

export interface ValueRow {
  policyId: number;
  type: AccountValueType;
  value: string;
  date: string;
}

export interface TransactionRow {
  policyId: number;
  type: string;
  value: string;
  date: string;
  /** The value an exchange carried into this policy from the one it replaced. */
  isExchanged: boolean;
}

export interface StatementData {
  participant: YearlyStatement['participant'];
  policies: PolicyRow[];
  /** Published rows only. */
  values: ValueRow[];
  transactions: TransactionRow[];
  beneficiaries: {
    id: number;
    policyId: number;
    name: string;
    type: BeneficiaryType;
    percent: number;
  }[];
  allocations: { id: number; policyId: number; investmentName: string; percent: number }[];
  rates: AfrRow[];
}

const CONTRIBUTIONS: ReadonlySet<string> = new Set(CONTRIBUTION_TYPES);
export const isContribution = (type: string) => CONTRIBUTIONS.has(type);

/** The day from which an exchanged policy's values stop counting; undefined while it counts. */
export function exchangeDate(policy: PolicyRow): string | undefined {
  if (policy.status !== 'Exchanged') return undefined;
  // An exchanged policy without a date has no known period of counting (as on the dashboard).
  return policy.statusAppliedAsOf ?? '0000-01-01';
}

/** Whether a policy's values count on a day (DESIGN 5.6: not from its exchange on). */
export function countsOn(policy: PolicyRow, day: string): boolean {
  const exchanged = exchangeDate(policy);
  return exchanged === undefined || day < exchanged;
}

const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

const money = (cents: bigint) => Number(fromCents(cents));

/** Latest value of each type per policy on or before a day, read from date-sorted rows. */
class ValueIndex {
  private readonly byKey = new Map<string, ValueRow[]>();

  constructor(values: readonly ValueRow[]) {
    const sorted = [...values].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (const v of sorted) {
      const key = `${v.policyId}:${v.type}`;
      let list = this.byKey.get(key);
      if (!list) this.byKey.set(key, (list = []));
      list.push(v);
    }
  }

  latest(policyId: number, type: AccountValueType, day: string): ValueRow | undefined {
    const list = this.byKey.get(`${policyId}:${type}`);
    if (!list) return undefined;
    // Binary search for the last row dated on or before the day.
    let lo = 0;
    let hi = list.length - 1;
    let found: ValueRow | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.date <= day) {
        found = list[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }
}

const centsOf = (row: { value: string } | undefined) => (row ? toCents(row.value) : 0n);

function series(year: number, values: (bigint | null)[]): MonthlySeries {
  const entries = MONTHS.map((m, i) => [m, values[i] === null ? null : money(values[i]!)] as const);
  const segmentMonth = values.flatMap((v, i) => (v === null ? [] : [i + 1]));
  const last = segmentMonth.at(-1);
  return {
    ...(Object.fromEntries(entries) as Record<(typeof MONTHS)[number], number | null>),
    yearCalculate: year,
    monthLatest: last ?? null,
    yearLatest: last === undefined ? null : year,
    latestValue: last === undefined ? null : money(values[last - 1]!),
    isEmptyFirstMonth: values[0] === null,
    segmentMonth,
  };
}

/** The first day with published data, or undefined when there is none. */
function firstDataDay(data: StatementData): string | undefined {
  let first: string | undefined;
  for (const row of [...data.values, ...data.transactions]) {
    if (first === undefined || row.date < first) first = row.date;
  }
  return first;
}

/** The receivable inputs of the participant's policies (DESIGN 5.5: exchanges, repayments). */
export function receivableInputs(
  policies: readonly PolicyRow[],
  transactions: readonly TransactionRow[],
): PolicyInput[] {
  const premiums = transactions
    .filter((t) => isEmployerPaidPremium(t.type))
    .map((t) => ({ policyId: t.policyId, date: t.date, amount: t.value }));
  return participantInputs(policies, premiums);
}

/**
 * The statement of `year` with every figure as it stood at the end of `asOf` (or of the year, if
 * that is earlier). `asOf` is never after today; months after it have no value.
 */
export function yearlyStatement(data: StatementData, year: number, asOf: string): YearlyStatement {
  const yearEnd = `${year}-12-31`;
  const at = asOf < yearEnd ? asOf : yearEnd;
  const index = new ValueIndex(data.values);
  const first = firstDataDay(data);
  const byId = new Map(data.policies.map((p) => [p.id, p]));

  // A successor holds the value its exchange carried in until its carrier first values it, so a
  // statement does not show the plan losing the exchanged policy's value in between.
  const carriedIn = new Map<number, TransactionRow[]>();
  for (const t of data.transactions) {
    if (!t.isExchanged) continue;
    const list = carriedIn.get(t.policyId) ?? [];
    list.push(t);
    carriedIn.set(t.policyId, list);
  }
  /** A policy's net value on a day: its latest valuation less loan, or the value carried in. */
  const netValueCents = (policyId: number, day: string) => {
    const pv = index.latest(policyId, 'PlannedValue', day);
    const carried = carriedIn
      .get(policyId)
      ?.filter((t) => t.date <= day && (!pv || pv.date < t.date))
      .reduce((sum, t) => sum + toCents(t.value), 0n);
    if (carried !== undefined && carried !== 0n) return carried;
    return centsOf(pv) - centsOf(index.latest(policyId, 'LoanBalance', day));
  };
  const planValueCents = (day: string) => {
    let total = 0n;
    for (const p of data.policies) {
      if (countsOn(p, day)) total += netValueCents(p.id, day);
    }
    return total;
  };
  const contributionCents = (from: string, to: string, policyId?: number) => {
    let total = 0n;
    for (const t of data.transactions) {
      if (policyId !== undefined && t.policyId !== policyId) continue;
      if (isContribution(t.type) && t.date >= from && t.date <= to) total += toCents(t.value);
    }
    return total;
  };

  const planValues: (bigint | null)[] = [];
  const contributions: (bigint | null)[] = [];
  for (let month = 1; month <= 12; month++) {
    const monthStart = `${year}-${String(month).padStart(2, '0')}-01`;
    const monthEnd = lastDayOf(year, month);
    const day = monthEnd < at ? monthEnd : at;
    if (monthStart > at || first === undefined || day < first) {
      planValues.push(null);
      contributions.push(null);
      continue;
    }
    planValues.push(planValueCents(day));
    contributions.push(contributionCents(`${year}-01-01`, day));
  }

  // The receivable of each policy at the statement's day; a missing AFR month leaves it unknown.
  let receivable: ((policyId: number) => bigint) | undefined;
  let missingRate: YearlyStatement['missingRate'] = null;
  try {
    const ledger = receivableLedger(
      receivableInputs(data.policies, data.transactions),
      new RateTable(data.rates),
      at,
    );
    receivable = (policyId) => toCents(ledger.policyBalanceAt(policyId, at));
  } catch (err) {
    if (!(err instanceof MissingRateError)) throw err;
    missingRate = { year: err.year, month: err.month };
  }

  const ref = (id: number | null | undefined): ExchangedPolicyRef | null => {
    const p = id === null || id === undefined ? undefined : byId.get(id);
    if (!p) return null;
    return {
      id: p.id,
      policyNumber: p.policyNumber,
      anniversaryDate: p.anniversaryDate,
      status: statusAt(p, at),
    };
  };

  const started = (p: PolicyRow) =>
    (p.anniversaryDate !== null && p.anniversaryDate <= at) ||
    data.values.some((v) => v.policyId === p.id && v.date <= at) ||
    data.transactions.some((t) => t.policyId === p.id && t.date <= at);

  const policies: StatementPolicy[] = [];
  const deathBenefits: DeathBenefitRow[] = [];
  let deathBenefitTotal = 0n;
  for (const p of data.policies) {
    if (!started(p)) continue;
    const counts = countsOn(p, at);
    const pv = index.latest(p.id, 'PlannedValue', at);
    const lb = index.latest(p.id, 'LoanBalance', at);
    const db = index.latest(p.id, 'DeathBenefit', at);
    const exchangedFor = counts ? null : ref(p.exchangedPolicyForId);
    const predecessor = data.policies.find(
      (old) => old.exchangedPolicyForId === p.id && !countsOn(old, at),
    );
    const beneficiaries = data.beneficiaries
      .filter((b) => b.policyId === p.id)
      .map(({ id, name, type, percent }) => ({ id, name, type, percent }));
    policies.push({
      id: p.id,
      policyNumber: p.policyNumber,
      carrierId: p.carrierId,
      carrierName: p.carrierName,
      productName: p.productName,
      accountLabel: p.accountLabel,
      anniversaryDate: p.anniversaryDate,
      status: statusAt(p, at),
      statusAppliedAsOf: counts ? null : p.statusAppliedAsOf,
      lastValuationDate: pv?.date ?? null,
      lastAccumulatedValue: pv ? money(centsOf(pv)) : null,
      loanBalance: lb ? money(centsOf(lb)) : null,
      netAccumulatedValue: counts ? money(netValueCents(p.id, at)) : 0,
      deathBenefit: counts && db ? money(centsOf(db)) : null,
      totalContributionValue: money(contributionCents('0000-01-01', at, p.id)),
      exchangedPolicyFor: exchangedFor,
      exchangedFrom: predecessor ? ref(predecessor.id) : null,
      beneficiaries,
      allocations: data.allocations
        .filter((a) => a.policyId === p.id)
        .map(({ id, investmentName, percent }) => ({ id, investmentName, percent })),
    });

    if (!db) continue;
    const benefit = counts ? centsOf(db) : 0n;
    deathBenefitTotal += benefit;
    let sponsor: bigint | null = null;
    if (receivable) {
      const owed = receivable(p.id);
      sponsor = owed < 0n ? 0n : owed < benefit ? owed : benefit;
    }
    deathBenefits.push({
      id: p.id,
      lastValuationDate: db.date,
      carrierName: p.carrierName,
      policyNumber: p.policyNumber,
      accountLabel: p.accountLabel,
      deathBenefit: money(benefit),
      amountToPlanSponsor: sponsor === null ? null : money(sponsor),
      amountToBeneficiary: sponsor === null ? null : money(benefit - sponsor),
      beneficiary: beneficiaries
        .filter((b) => b.type === 'Primary')
        .map((b) => `${b.name} (${b.percent}%)`)
        .join(', '),
      policyNumberExchangedFor: exchangedFor?.policyNumber ?? null,
    });
  }

  const contributionsInYear = at >= `${year}-01-01` ? contributionCents(`${year}-01-01`, at) : 0n;
  return {
    year,
    minYearSelected: first ? Number(first.slice(0, 4)) : Number(asOf.slice(0, 4)),
    asOf: at,
    participant: data.participant,
    totalPlanValue: series(year, planValues),
    planContributions: series(year, contributions),
    totals: {
      totalPlanValue: money(planValueCents(at)),
      deathBenefit: money(deathBenefitTotal),
      contributionsInYear: money(contributionsInYear),
    },
    policies,
    deathBenefits,
    missingRate,
  };
}

/** A policy's status on a day: an exchanged policy was still active before its exchange. */
function statusAt(policy: PolicyRow, day: string): PolicyStatus {
  const exchanged = exchangeDate(policy);
  if (exchanged === undefined) return policy.status;
  return day < exchanged ? 'Active' : 'Exchanged';
}
