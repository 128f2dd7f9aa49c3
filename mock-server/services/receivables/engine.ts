// Accounts receivable of the split-dollar loan regime (DESIGN 5.5 and 5.6): each employer-paid
// premium is a loan to the participant that accrues interest at the monthly AFR table. Pure
// functions on exact decimals; the services that read the database call them.
//
// Conventions (all amounts are integer cents as BigInt inside, decimal strings outside):
// - Inputs: premiums as decimal strings with at most two decimals ("10000", "10033.33",
//   negative for a reversal), dates as ISO "YYYY-MM-DD", AFR rates as decimal strings in percent
//   per year ("4.0000", any number of decimals). Outputs are decimal strings with two decimals.
// - The rate of month m is j = AFR(year, m) / 1200. Every month from a participant's first premium
//   to the last month asked for needs a rate; a missing one throws MissingRateError(year, month).
// - Within a month interest is simple. The accrual of day t of a month with D days weighs each
//   interest-bearing amount by the days it has been held: the opening balance (t/D), a premium of
//   day d ((t − d + 1)/D), a principal carried in by an exchange on day e ((t − e + 1)/D).
//   The interest to day t is rate × accrual, an exact rational, rounded once, half-up (ties away
//   from zero, as PostgreSQL's round). A policy's month interest is its accrual at the month's last
//   day, rounded the same way, and is added to the balance at month end (it bears interest from
//   the next month on).
// - Balance at the end of day t = opening + premiums to day t + amounts carried in to day t +
//   interest accrued to day t. At the last day of the month this is the month-end balance.
// - Range row [start, end]: receivableAsStart = balance at the end of the day before start,
//   receivableAsEnd = balance at the end of end, premiums = premiums dated in the range,
//   interest = end − start − premiums, total = premiums + interest. Rows add up to the cent.
// - Exchange: a successor names each predecessor and the exchange date E (day e of its month)
//   in PolicyInput.exchangedFrom; E is the first day on which the successor holds the old
//   policy's receivable. The old policy's balance at the end of day E − 1 moves to the successor
//   at the start of day E in two parts: the principal (opening balance, premiums, principal of
//   earlier carries) keeps bearing interest in the successor from day e, weight (D − e + 1)/D;
//   the old policy's interest of days 1..e − 1 of that month (its month interest, rounded) is
//   carried as is and, like any interest of the month, bears interest from the next month on.
//   So every day of every dollar accrues exactly once, each policy's month interest is rounded
//   once, and on day E the participant's total moves by that day's interest only. The old policy
//   shows 0 from day E on; premiums recorded on it dated on or after E count on the successor
//   (the holder of the receivable on their date).
// - Cost: one pass over the months from the first premium, O(months × policies + premiums) per
//   participant; a balance at a day then costs the events of that day's month only.

import { EMPLOYER_PREMIUM_TYPES, MONTHS, type Month } from '../../../src/domain/enums';
import { fromCents } from '../../../src/domain/money';
import { dayBefore, dayKey, parseDate, ReceivableInputError, type Day } from './exact';
import { ReceivableLedger, type PolicyInput } from './ledger';
import { rateBelow, type RateTable } from './rates';

export { MissingRateError, ReceivableInputError } from './exact';
export { RateTable, type AfrRow } from './rates';
export {
  ReceivableLedger,
  receivableLedger,
  type ExchangeInput,
  type PolicyInput,
  type PremiumInput,
} from './ledger';

// ---------------------------------------------------------------- premiums

const EMPLOYER_PREMIUMS: ReadonlySet<string> = new Set(EMPLOYER_PREMIUM_TYPES);

/**
 * Whether a transaction type lends to the participant (DESIGN 5.5): EmployerContribution and
 * the …ERMatch contributions. Loan repayments, even LoanRepaymentERMatch, do not.
 */
export function isEmployerPaidPremium(type: string): boolean {
  return EMPLOYER_PREMIUMS.has(type);
}

// ---------------------------------------------------------------- range rows

/** One participant's line of the division report (spec names, misspellings included). */
export interface ReceivableRow {
  receivableAsStart: string;
  cummulativePreniumPaidInPeriod: string;
  interestAccuredInPeriod: string;
  totalReceivableAccruedInPeriod: string;
  /** Repayments (surrenders and maturities) dated in the range. */
  repaidInPeriod: string;
  receivableAsEnd: string;
}

interface RowCents {
  start: bigint;
  premiums: bigint;
  repaid: bigint;
  end: bigint;
}

function parseRange(startDate: string, endDate: string): { start: Day; end: Day } {
  const start = parseDate(startDate, 'Start date');
  const end = parseDate(endDate, 'End date');
  if (dayKey(start) > dayKey(end)) {
    throw new ReceivableInputError(`Start date ${startDate} is after end date ${endDate}`);
  }
  return { start, end };
}

function rowCents(policies: readonly PolicyInput[], rates: RateTable, start: Day, end: Day) {
  const ledger = new ReceivableLedger(policies, rates, end.mi);
  return {
    start: ledger.totalCentsAt(dayBefore(start)),
    premiums: ledger.premiumCentsBetween(start, end),
    repaid: ledger.repaidCentsBetween(start, end),
    end: ledger.totalCentsAt(end),
  };
}

/** end = start + premiums + interest − repaid, so interest is what is left. */
function rowOf({ start, premiums, repaid, end }: RowCents): ReceivableRow {
  const interest = end - start - premiums + repaid;
  return {
    receivableAsStart: fromCents(start),
    cummulativePreniumPaidInPeriod: fromCents(premiums),
    interestAccuredInPeriod: fromCents(interest),
    totalReceivableAccruedInPeriod: fromCents(premiums + interest),
    repaidInPeriod: fromCents(repaid),
    receivableAsEnd: fromCents(end),
  };
}

/** A participant's receivable over [startDate, endDate], both days included. */
export function receivableRow(
  policies: readonly PolicyInput[],
  rates: RateTable,
  startDate: string,
  endDate: string,
): ReceivableRow {
  const { start, end } = parseRange(startDate, endDate);
  return rowOf(rowCents(policies, rates, start, end));
}

export interface ParticipantPolicies {
  readonly participantId: number;
  readonly policies: readonly PolicyInput[];
}

/** The division report: one row per participant, in the given order, and their total. */
export function receivableRows(
  participants: Iterable<ParticipantPolicies>,
  rates: RateTable,
  startDate: string,
  endDate: string,
): { rows: (ReceivableRow & { participantId: number })[]; total: ReceivableRow } {
  const { start, end } = parseRange(startDate, endDate);
  const total: RowCents = { start: 0n, premiums: 0n, repaid: 0n, end: 0n };
  const rows = Array.from(participants, ({ participantId, policies }) => {
    const cents = rowCents(policies, rates, start, end);
    total.start += cents.start;
    total.premiums += cents.premiums;
    total.repaid += cents.repaid;
    total.end += cents.end;
    return { participantId, ...rowOf(cents) };
  });
  return { rows, total: rowOf(total) };
}

// ---------------------------------------------------------------- participant year report

/** The twelve month-end balances, named as the participant report names them. */
export type MonthEndValues = Record<`valueOn${Capitalize<Month>}`, string>;

const VALUE_KEYS = MONTHS.map(
  (m) => `valueOn${m[0]!.toUpperCase()}${m.slice(1)}` as keyof MonthEndValues,
);

function monthEndValues(balances: readonly bigint[]): MonthEndValues {
  return Object.fromEntries(
    VALUE_KEYS.map((key, i) => [key, fromCents(balances[i]!)]),
  ) as MonthEndValues;
}

export interface PolicyMonth {
  /** 1..12 */
  month: number;
  premiums: string;
  /** Receivable received from exchanged policies in the month. */
  carriedIn: string;
  /** Receivable handed to the successor in the month (this policy's exchange). */
  carriedOut: string;
  /** Receivable repaid in the month (this policy's surrender or maturity). */
  repaid: string;
  interest: string;
  /** Month-end balance. */
  balance: string;
}

export interface TotalMonth {
  month: number;
  premiums: string;
  repaid: string;
  interest: string;
  balance: string;
}

export interface PolicyYear {
  policyId: number;
  months: PolicyMonth[];
  values: MonthEndValues;
}

export interface ParticipantYear {
  year: number;
  /** The year's AFR rates as given, and the lowest of them. */
  rates: Record<Month, string>;
  minRate: string;
  /** All policies together: exchanges net out, so there is nothing carried. */
  months: TotalMonth[];
  values: MonthEndValues;
  /** In the order given. */
  policies: PolicyYear[];
}

/** The same figures as decimal strings. */
function decimals<K extends string>(cents: Record<K, bigint>): Record<K, string> {
  return Object.fromEntries(
    Object.entries<bigint>(cents).map(([k, v]) => [k, fromCents(v)]),
  ) as Record<K, string>;
}

/** A participant's receivable month by month in one year; needs that year's twelve rates. */
export function participantYearReport(
  policies: readonly PolicyInput[],
  rates: RateTable,
  year: number,
): ParticipantYear {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new ReceivableInputError(`Not a year: ${JSON.stringify(year)}`);
  }
  const months = MONTHS.map((_, i) => year * 12 + i);
  const yearRates = months.map((mi) => rates.rate(mi));
  const minRate = yearRates.reduce((low, r) => (rateBelow(r, low) ? r : low));
  const ledger = new ReceivableLedger(policies, rates, months[11]!);

  const totals = months.map(() => ({ premiums: 0n, repaid: 0n, interest: 0n, balance: 0n }));
  const policyYears = policies.map(({ policyId }) => {
    const track = ledger.track(policyId);
    const figures = months.map((mi, i) => {
      const cents = ledger.monthOf(track, mi);
      const total = totals[i]!;
      total.premiums += cents.premiums;
      total.repaid += cents.repaid;
      total.interest += cents.interest;
      total.balance += cents.balance;
      return cents;
    });
    return {
      policyId,
      months: figures.map((c, i) => ({ month: i + 1, ...decimals(c) })),
      values: monthEndValues(figures.map((c) => c.balance)),
    };
  });

  return {
    year,
    rates: Object.fromEntries(MONTHS.map((m, i) => [m, yearRates[i]!.text])) as Record<
      Month,
      string
    >,
    minRate: minRate.text,
    months: totals.map((t, i) => ({ month: i + 1, ...decimals(t) })),
    values: monthEndValues(totals.map((t) => t.balance)),
    policies: policyYears,
  };
}
