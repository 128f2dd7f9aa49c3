// The yearly statement of DESIGN 5.6, computed from a participant's published rows: total plan
// value and cumulative contributions month by month, the policies as they stood, and the death
// benefit split between the plan sponsor (up to the receivable) and the beneficiaries. Pure
// functions over loaded rows; amounts are summed in integer cents. Exchanges: exchanges.ts.
import {
  CONTRIBUTION_TYPES,
  type BeneficiaryType,
  type PolicyStatus,
} from '../../../src/domain/enums';
import { toCents } from '../../../src/domain/money';
import type {
  DeathBenefitRow,
  ExchangedPolicyRef,
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
import { ExchangeRules, statusAt } from './exchanges';
import { centsOf, lastDayOf, money, series, ValueIndex, type ValueRow } from './values';

export type { ValueRow } from './values';

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

/** What every step of a statement reads: the rows, the day it stands at, and the rules. */
interface Context {
  data: StatementData;
  year: number;
  at: string;
  first: string | undefined;
  index: ValueIndex;
  exchanges: ExchangeRules;
}

/** The participant's plan value on a day: the net values of the policies that count then. */
function planValueCents(c: Context, day: string): bigint {
  let total = 0n;
  for (const p of c.data.policies) {
    if (c.exchanges.countsOn(p, day)) total += c.index.netCents(p.id, day);
  }
  return total;
}

/** Published contributions dated from one day to another, of one policy or of all. */
function contributionCents(c: Context, from: string, to: string, policyId?: number): bigint {
  let total = 0n;
  for (const t of c.data.transactions) {
    if (policyId !== undefined && t.policyId !== policyId) continue;
    if (isContribution(t.type) && t.date >= from && t.date <= to) total += toCents(t.value);
  }
  return total;
}

/** Plan value and cumulative contributions at each month end (or at the statement's day). */
function monthlySeries(c: Context) {
  const planValues: (bigint | null)[] = [];
  const contributions: (bigint | null)[] = [];
  for (let month = 1; month <= 12; month++) {
    const monthStart = `${c.year}-${String(month).padStart(2, '0')}-01`;
    const monthEnd = lastDayOf(c.year, month);
    const day = monthEnd < c.at ? monthEnd : c.at;
    if (monthStart > c.at || c.first === undefined || day < c.first) {
      planValues.push(null);
      contributions.push(null);
      continue;
    }
    planValues.push(planValueCents(c, day));
    contributions.push(contributionCents(c, `${c.year}-01-01`, day));
  }
  return { planValues: series(c.year, planValues), contributions: series(c.year, contributions) };
}

/** Each policy's receivable at the statement's day; a missing AFR month leaves it unknown. */
function receivables(c: Context): {
  receivable?: (policyId: number) => bigint;
  missingRate: YearlyStatement['missingRate'];
} {
  try {
    const ledger = receivableLedger(
      receivableInputs(c.data.policies, c.data.transactions),
      new RateTable(c.data.rates),
      c.at,
    );
    return {
      receivable: (policyId) => toCents(ledger.policyBalanceAt(policyId, c.at)),
      missingRate: null,
    };
  } catch (err) {
    if (!(err instanceof MissingRateError)) throw err;
    return { missingRate: { year: err.year, month: err.month } };
  }
}

function reference(c: Context, id: number | null): ExchangedPolicyRef | null {
  const p = c.data.policies.find((x) => x.id === id);
  if (!p) return null;
  const { policyNumber, anniversaryDate } = p;
  return { id: p.id, policyNumber, anniversaryDate, status: statusAt(p, c.at) };
}

/** Whether a policy had begun by the statement's day. */
function started(c: Context, p: PolicyRow): boolean {
  return (
    (p.anniversaryDate !== null && p.anniversaryDate <= c.at) ||
    c.data.values.some((v) => v.policyId === p.id && v.date <= c.at) ||
    c.data.transactions.some((t) => t.policyId === p.id && t.date <= c.at)
  );
}

function statementPolicy(c: Context, p: PolicyRow): StatementPolicy {
  const status = statusAt(p, c.at);
  const exchanged = status === 'Exchanged';
  const counts = c.exchanges.countsOn(p, c.at);
  const pv = c.index.latest(p.id, 'PlannedValue', c.at);
  const lb = c.index.latest(p.id, 'LoanBalance', c.at);
  const db = c.index.latest(p.id, 'DeathBenefit', c.at);
  const predecessor = c.data.policies.find(
    (old) => old.exchangedPolicyForId === p.id && statusAt(old, c.at) === 'Exchanged',
  );
  return {
    id: p.id,
    policyNumber: p.policyNumber,
    carrierId: p.carrierId,
    carrierName: p.carrierName,
    productName: p.productName,
    accountLabel: p.accountLabel,
    anniversaryDate: p.anniversaryDate,
    status,
    statusAppliedAsOf: exchanged ? p.statusAppliedAsOf : null,
    lastValuationDate: pv?.date ?? null,
    lastAccumulatedValue: pv ? money(centsOf(pv)) : null,
    loanBalance: lb ? money(centsOf(lb)) : null,
    netAccumulatedValue: counts ? money(c.index.netCents(p.id, c.at)) : 0,
    deathBenefit: counts && db ? money(centsOf(db)) : null,
    totalContributionValue: money(contributionCents(c, '0000-01-01', c.at, p.id)),
    exchangedPolicyFor: exchanged ? reference(c, p.exchangedPolicyForId) : null,
    exchangedFrom: predecessor ? reference(c, predecessor.id) : null,
    beneficiaries: c.data.beneficiaries
      .filter((b) => b.policyId === p.id)
      .map(({ id, name, type, percent }) => ({ id, name, type, percent })),
    allocations: c.data.allocations
      .filter((a) => a.policyId === p.id)
      .map(({ id, investmentName, percent }) => ({ id, investmentName, percent })),
  };
}

/**
 * The plan sponsor's share of each counted death benefit: the receivable of an exchange chain
 * (all on its holder once exchanged) goes to the chain's benefits from the holder back, each up
 * to its benefit; null for all when the receivable is unknown.
 */
function sponsorShares(
  c: Context,
  benefits: ReadonlyMap<number, bigint>,
  receivable: ((policyId: number) => bigint) | undefined,
): Map<number, bigint | null> {
  const shares = new Map<number, bigint | null>();
  for (const chain of c.exchanges.chainsOn(c.data.policies, c.at)) {
    let owed = receivable ? chain.reduce((sum, p) => sum + receivable(p.id), 0n) : null;
    for (const p of chain) {
      const benefit = benefits.get(p.id);
      if (benefit === undefined) continue;
      if (owed === null) {
        shares.set(p.id, null);
        continue;
      }
      const share = owed < 0n ? 0n : owed < benefit ? owed : benefit;
      shares.set(p.id, share);
      owed -= share;
    }
  }
  return shares;
}

/** One row per started policy with a published death benefit; 0 once it stopped counting. */
function deathBenefitRows(
  c: Context,
  policies: readonly StatementPolicy[],
  receivable: ((policyId: number) => bigint) | undefined,
): { rows: DeathBenefitRow[]; total: bigint } {
  const benefits = new Map<number, bigint>();
  for (const p of policies) {
    const db = c.index.latest(p.id, 'DeathBenefit', c.at);
    if (db) benefits.set(p.id, p.deathBenefit === null ? 0n : centsOf(db));
  }
  const shares = sponsorShares(c, benefits, receivable);
  let total = 0n;
  const rows = policies.flatMap((p): DeathBenefitRow[] => {
    const benefit = benefits.get(p.id);
    if (benefit === undefined) return [];
    total += benefit;
    const sponsor = shares.get(p.id) ?? null;
    return [
      {
        id: p.id,
        lastValuationDate: c.index.latest(p.id, 'DeathBenefit', c.at)!.date,
        carrierName: p.carrierName,
        policyNumber: p.policyNumber,
        accountLabel: p.accountLabel,
        deathBenefit: money(benefit),
        amountToPlanSponsor: sponsor === null ? null : money(sponsor),
        amountToBeneficiary: sponsor === null ? null : money(benefit - sponsor),
        beneficiary: p.beneficiaries
          .filter((b) => b.type === 'Primary')
          .map((b) => `${b.name} (${b.percent}%)`)
          .join(', '),
        policyNumberExchangedFor: p.exchangedPolicyFor?.policyNumber ?? null,
      },
    ];
  });
  return { rows, total };
}

/**
 * The statement of `year` with every figure as it stood at the end of `asOf` (or of the year, if
 * that is earlier). `asOf` is never after today; months after it have no value.
 */
export function yearlyStatement(data: StatementData, year: number, asOf: string): YearlyStatement {
  const yearEnd = `${year}-12-31`;
  const index = new ValueIndex(data.values);
  const c: Context = {
    data,
    year,
    at: asOf < yearEnd ? asOf : yearEnd,
    first: firstDataDay(data),
    index,
    exchanges: new ExchangeRules(data.policies, index),
  };
  const { planValues, contributions } = monthlySeries(c);
  const { receivable, missingRate } = receivables(c);
  const policies = data.policies.filter((p) => started(c, p)).map((p) => statementPolicy(c, p));
  const deathBenefits = deathBenefitRows(c, policies, receivable);
  const yearStart = `${year}-01-01`;
  return {
    year,
    minYearSelected: c.first ? Number(c.first.slice(0, 4)) : Number(asOf.slice(0, 4)),
    asOf: c.at,
    participant: data.participant,
    totalPlanValue: planValues,
    planContributions: contributions,
    totals: {
      totalPlanValue: money(planValueCents(c, c.at)),
      deathBenefit: money(deathBenefits.total),
      contributionsInYear: money(c.at >= yearStart ? contributionCents(c, yearStart, c.at) : 0n),
    },
    policies,
    deathBenefits: deathBenefits.rows,
    missingRate,
  };
}
