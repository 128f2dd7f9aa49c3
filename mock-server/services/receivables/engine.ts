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

// ---------------------------------------------------------------- errors

/** A month whose AFR rate the computation needs is not in the table (month is 1..12). */
export class MissingRateError extends Error {
  constructor(
    readonly year: number,
    readonly month: number,
  ) {
    super(`No AFR rate for ${year}-${String(month).padStart(2, '0')}`);
    this.name = 'MissingRateError';
  }
}

/** Malformed input: an amount, a date, a rate, or an exchange that cannot be. */
export class ReceivableInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReceivableInputError';
  }
}

// ---------------------------------------------------------------- premiums

const EMPLOYER_PREMIUMS: ReadonlySet<string> = new Set(EMPLOYER_PREMIUM_TYPES);

/**
 * Whether a transaction type lends to the participant (DESIGN 5.5): EmployerContribution and
 * the …ERMatch contributions. Loan repayments, even LoanRepaymentERMatch, do not.
 */
export function isEmployerPaidPremium(type: string): boolean {
  return EMPLOYER_PREMIUMS.has(type);
}

// ---------------------------------------------------------------- calendar

/** A month as one integer, year × 12 + (month − 1), so months are consecutive integers. */
type MonthIndex = number;

interface Day {
  mi: MonthIndex;
  day: number;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(mi: MonthIndex): number {
  const month = mi % 12;
  return month === 1 && isLeap(Math.floor(mi / 12)) ? 29 : MONTH_DAYS[month]!;
}

const digit = (text: string, i: number): number => {
  const code = text.charCodeAt(i) - 48;
  return code >= 0 && code <= 9 ? code : NaN;
};

/**
 * Reads YYYY-MM-DD by hand, or undefined: a division's report reads hundreds of thousands of
 * dates, so the hot path builds no error label (see parseDate for the checked form).
 */
function readDate(text: string): Day | undefined {
  if (typeof text === 'string' && text.length === 10 && text[4] === '-' && text[7] === '-') {
    const year =
      digit(text, 0) * 1000 + digit(text, 1) * 100 + digit(text, 2) * 10 + digit(text, 3);
    const month = digit(text, 5) * 10 + digit(text, 6);
    const day = digit(text, 8) * 10 + digit(text, 9);
    if (year >= 1 && month >= 1 && month <= 12) {
      const mi = year * 12 + month - 1;
      if (day >= 1 && day <= daysIn(mi)) return { mi, day };
    }
  }
  return undefined;
}

const notADate = (what: string, text: unknown) =>
  new ReceivableInputError(`${what}: not a date (YYYY-MM-DD): ${JSON.stringify(text)}`);

function parseDate(text: string, what: string): Day {
  const day = readDate(text);
  if (!day) throw notADate(what, text);
  return day;
}

/** Orders days as integers (a month has at most 31 days). */
const dayKey = (d: Day): number => d.mi * 32 + d.day;

function dayBefore(d: Day): Day {
  return d.day > 1 ? { mi: d.mi, day: d.day - 1 } : { mi: d.mi - 1, day: daysIn(d.mi - 1) };
}

const yearOf = (mi: MonthIndex) => Math.floor(mi / 12);

// ---------------------------------------------------------------- exact numbers

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Cents below 10^15 stay exact as a double (under 2^53): up to 13 whole digits. */
const MAX_DOUBLE_WHOLE_DIGITS = 13;

/**
 * Reads an amount with at most two decimals ("-12", "10033.5", "0.07") as cents, or undefined.
 * By hand, as doubles where they are exact: a report reads every premium of a division.
 */
function readCents(text: string): bigint | undefined {
  if (typeof text !== 'string') return undefined;
  const length = text.length;
  const negative = text.charCodeAt(0) === 45; // '-'
  const wholeFrom = negative ? 1 : 0;
  let i = wholeFrom;
  let whole = 0;
  for (; i < length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    whole = whole * 10 + d;
  }
  const wholeTo = i;
  if (wholeTo === wholeFrom) return undefined;
  let fraction = 0;
  if (i < length) {
    const decimals = length - i - 1;
    if (text.charCodeAt(i) !== 46 || decimals < 1 || decimals > 2) return undefined; // '.'
    const tenths = digit(text, i + 1);
    const hundredths = decimals === 2 ? digit(text, i + 2) : 0;
    if (Number.isNaN(tenths) || Number.isNaN(hundredths)) return undefined;
    fraction = tenths * 10 + hundredths;
  }
  const cents =
    wholeTo - wholeFrom <= MAX_DOUBLE_WHOLE_DIGITS
      ? BigInt(whole * 100 + fraction)
      : BigInt(text.slice(wholeFrom, wholeTo)) * 100n + BigInt(fraction);
  return negative ? -cents : cents;
}

/** The error of a premium whose date or amount cannot be read (built only when one fails). */
function badPremium(policyId: number, premium: PremiumInput): ReceivableInputError {
  const what = `Policy ${policyId}, premium of ${JSON.stringify(premium.date)}`;
  return readDate(premium.date)
    ? new ReceivableInputError(`${what}: not an amount in cents: ${JSON.stringify(premium.amount)}`)
    : notADate(what, premium.date);
}

/** Half-up rounding (ties away from zero) of n / d, for d > 0. */
function roundHalfUp(n: bigint, d: bigint): bigint {
  return n >= 0n ? (2n * n + d) / (2n * d) : -((-2n * n + d) / (2n * d));
}

// ---------------------------------------------------------------- AFR table

/** One year of the AFR table, as the database row holds it (percent per year). */
export type AfrRow = { readonly year: number } & {
  readonly [M in Month]?: string | null;
};

/** An AFR rate in percent per year, exactly: num / den with den a power of ten. */
interface Rate {
  text: string;
  num: bigint;
  den: bigint;
}

function parseRate(text: string, year: number, month: number): Rate {
  const match = typeof text === 'string' ? DECIMAL.exec(text) : null;
  if (!match) {
    throw new ReceivableInputError(
      `AFR rate of ${year}-${String(month).padStart(2, '0')} is not a decimal: ${JSON.stringify(text)}`,
    );
  }
  const [, sign, whole, frac = ''] = match;
  const magnitude = BigInt(whole! + frac);
  return { text, num: sign ? -magnitude : magnitude, den: 10n ** BigInt(frac.length) };
}

const rateBelow = (a: Rate, b: Rate) => a.num * b.den < b.num * a.den;

/** The AFR table, checked and parsed once, shared by every participant of a report. */
export class RateTable {
  private readonly months = new Map<MonthIndex, Rate>();

  constructor(rows: readonly AfrRow[]) {
    const years = new Set<number>();
    for (const row of rows) {
      if (!Number.isInteger(row.year) || row.year < 1) {
        throw new ReceivableInputError(`AFR table: not a year: ${JSON.stringify(row.year)}`);
      }
      if (years.has(row.year)) {
        throw new ReceivableInputError(`AFR table: year ${row.year} appears twice`);
      }
      years.add(row.year);
      MONTHS.forEach((name, i) => {
        const text = row[name];
        if (text !== null && text !== undefined) {
          this.months.set(row.year * 12 + i, parseRate(text, row.year, i + 1));
        }
      });
    }
  }

  /** @internal The rate of a month, or MissingRateError. */
  rate(mi: MonthIndex): Rate {
    const rate = this.months.get(mi);
    if (!rate) throw new MissingRateError(yearOf(mi), (mi % 12) + 1);
    return rate;
  }
}

// ---------------------------------------------------------------- policies and ledger

export interface PremiumInput {
  /** ISO date the premium was paid. */
  readonly date: string;
  /** Decimal string, at most two decimals. */
  readonly amount: string;
}

export interface ExchangeInput {
  /** The predecessor, one of the same participant's policies. */
  readonly policyId: number;
  /** ISO date from which this policy holds the predecessor's receivable. */
  readonly date: string;
}

export interface PolicyInput {
  readonly policyId: number;
  /** Employer-paid premiums only (see isEmployerPaidPremium), in any order. */
  readonly premiums: readonly PremiumInput[];
  /**
   * Policies exchanged for this one. The database links the other way (the old policy's
   * exchangedPolicyForId), so the caller turns each link around.
   */
  readonly exchangedFrom?: readonly ExchangeInput[];
}

/** An amount moved by an exchange: principal bears interest from its day, interest does not. */
interface Carry {
  day: number;
  principal: bigint;
  interest: bigint;
}

interface MonthEvents {
  premiums: { day: number; cents: bigint }[];
  carriesIn: Carry[];
  /** The exchange of this policy, when it falls in this month; amounts set as the month runs. */
  carryOut?: Carry & { to: PolicyTrack };
}

interface PolicyTrack {
  policyId: number;
  successor?: { track: PolicyTrack; at: number };
  /** Per month from the ledger's first month: opening balance, interest, closing balance. */
  openings: bigint[];
  interests: bigint[];
  closings: bigint[];
  events: Map<MonthIndex, MonthEvents>;
}

const eventsOf = (track: PolicyTrack, mi: MonthIndex): MonthEvents => {
  let events = track.events.get(mi);
  if (!events) {
    events = { premiums: [], carriesIn: [] };
    track.events.set(mi, events);
  }
  return events;
};

/** The policy that holds a policy's receivable on a day, following exchanges. */
function holder(track: PolicyTrack, key: number): PolicyTrack {
  let current = track;
  while (current.successor && key >= current.successor.at) current = current.successor.track;
  return current;
}

/** Balance to the end of day t before interest, and the accrual (cents × days) to day t. */
function accrue(opening: bigint, events: MonthEvents, t: number): { sum: bigint; acc: bigint } {
  let sum = opening;
  let acc = opening * BigInt(t);
  for (const p of events.premiums) {
    if (p.day <= t) {
      sum += p.cents;
      acc += p.cents * BigInt(t - p.day + 1);
    }
  }
  for (const c of events.carriesIn) {
    if (c.day <= t) {
      sum += c.principal + c.interest;
      acc += c.principal * BigInt(t - c.day + 1);
    }
  }
  return { sum, acc };
}

/**
 * One participant's receivable, month by month, from the first premium to a given month.
 * Built once, then asked for balances at any day up to that month's end.
 */
export class ReceivableLedger {
  /** First month computed, or undefined when there is no premium up to the last month. */
  private readonly first: MonthIndex | undefined;
  private readonly last: MonthIndex;
  private readonly tracks: PolicyTrack[];
  private readonly byId = new Map<number, PolicyTrack>();
  private readonly premiums: { key: number; cents: bigint }[] = [];
  private readonly rates: Rate[] = [];
  private readonly denominators: bigint[] = [];

  /** @internal Use receivableLedger(). */
  constructor(policies: readonly PolicyInput[], table: RateTable, last: MonthIndex) {
    this.last = last;
    for (const policy of policies) {
      if (!Number.isSafeInteger(policy.policyId)) {
        throw new ReceivableInputError(`Not a policy id: ${JSON.stringify(policy.policyId)}`);
      }
      if (this.byId.has(policy.policyId)) {
        throw new ReceivableInputError(`Policy ${policy.policyId} is given twice`);
      }
      this.byId.set(policy.policyId, {
        policyId: policy.policyId,
        openings: [],
        interests: [],
        closings: [],
        events: new Map(),
      });
    }
    this.linkExchanges(policies);
    this.tracks = this.predecessorsFirst(policies);

    let first: MonthIndex | undefined;
    for (const policy of policies) {
      const track = this.byId.get(policy.policyId)!;
      for (const premium of policy.premiums) {
        const date = readDate(premium.date);
        const cents = readCents(premium.amount);
        if (!date || cents === undefined) throw badPremium(policy.policyId, premium);
        const key = dayKey(date);
        this.premiums.push({ key, cents });
        if (date.mi > last) continue;
        eventsOf(holder(track, key), date.mi).premiums.push({ day: date.day, cents });
        if (first === undefined || date.mi < first) first = date.mi;
      }
    }
    this.first = first;
    if (first === undefined) return;

    for (const track of this.tracks) {
      const exchange = track.successor;
      if (!exchange) continue;
      const mi = Math.floor(exchange.at / 32);
      // An exchange before any premium moves nothing; one after the ledger's end is not reached.
      if (mi < first || mi > last) continue;
      const to = holder(exchange.track, exchange.at);
      eventsOf(track, mi).carryOut = { day: exchange.at % 32, principal: 0n, interest: 0n, to };
    }
    this.run(table, first);
  }

  private linkExchanges(policies: readonly PolicyInput[]): void {
    for (const policy of policies) {
      const successor = this.byId.get(policy.policyId)!;
      for (const exchange of policy.exchangedFrom ?? []) {
        const old = this.byId.get(exchange.policyId);
        if (!old || old === successor) {
          throw new ReceivableInputError(
            `Policy ${policy.policyId} is exchanged from ${JSON.stringify(exchange.policyId)}, which is not another policy of the participant`,
          );
        }
        if (old.successor) {
          throw new ReceivableInputError(
            `Policy ${old.policyId} is exchanged for two policies (${old.successor.track.policyId} and ${policy.policyId})`,
          );
        }
        const date = parseDate(exchange.date, `Exchange of policy ${old.policyId}`);
        old.successor = { track: successor, at: dayKey(date) };
      }
    }
  }

  /** Orders policies so that each comes after the policies exchanged for it. */
  private predecessorsFirst(policies: readonly PolicyInput[]): PolicyTrack[] {
    const order: PolicyTrack[] = [];
    const done = new Set<PolicyTrack>();
    const visiting = new Set<PolicyTrack>();
    const inputs = new Map(policies.map((p) => [p.policyId, p]));
    const visit = (track: PolicyTrack) => {
      if (done.has(track)) return;
      if (visiting.has(track)) {
        throw new ReceivableInputError(`Policy ${track.policyId} is exchanged in a cycle`);
      }
      visiting.add(track);
      for (const exchange of inputs.get(track.policyId)!.exchangedFrom ?? []) {
        visit(this.byId.get(exchange.policyId)!);
      }
      visiting.delete(track);
      done.add(track);
      order.push(track);
    };
    for (const policy of policies) visit(this.byId.get(policy.policyId)!);
    return order;
  }

  private run(table: RateTable, first: MonthIndex): void {
    for (let mi = first; mi <= this.last; mi++) {
      const rate = table.rate(mi);
      const days = daysIn(mi);
      const denominator = rate.den * 1200n * BigInt(days);
      this.rates.push(rate);
      this.denominators.push(denominator);
      const k = mi - first;
      for (const track of this.tracks) {
        const opening = k === 0 ? 0n : track.closings[k - 1]!;
        const events = track.events.get(mi);
        let interest: bigint;
        let closing: bigint;
        if (!events) {
          interest = opening === 0n ? 0n : roundHalfUp(opening * rate.num, rate.den * 1200n);
          closing = opening + interest;
        } else if (events.carryOut) {
          // The old policy's balance at the end of the day before the exchange moves on whole:
          // principal keeps bearing interest, this month's interest waits for the month end.
          const out = events.carryOut;
          const { sum, acc } = accrue(opening, events, out.day - 1);
          interest = roundHalfUp(acc * rate.num, denominator);
          let carriedInterest = interest;
          for (const c of events.carriesIn) if (c.day < out.day) carriedInterest += c.interest;
          out.interest = carriedInterest;
          out.principal = sum + interest - carriedInterest;
          eventsOf(out.to, mi).carriesIn.push({
            day: out.day,
            principal: out.principal,
            interest: out.interest,
          });
          closing = 0n;
        } else {
          const { sum, acc } = accrue(opening, events, days);
          interest = roundHalfUp(acc * rate.num, denominator);
          closing = sum + interest;
        }
        track.openings.push(opening);
        track.interests.push(interest);
        track.closings.push(closing);
      }
    }
  }

  /** @internal Balance of one policy at the end of a day, in cents. */
  policyCentsAt(track: PolicyTrack, d: Day): bigint {
    if (d.mi > this.last) {
      throw new ReceivableInputError('A balance was asked for after the last month computed');
    }
    if (this.first === undefined || d.mi < this.first) return 0n;
    const k = d.mi - this.first;
    const opening = track.openings[k]!;
    const rate = this.rates[k]!;
    const events = track.events.get(d.mi);
    if (!events) {
      if (opening === 0n) return 0n;
      return opening + roundHalfUp(opening * BigInt(d.day) * rate.num, this.denominators[k]!);
    }
    if (events.carryOut && d.day >= events.carryOut.day) return 0n;
    const { sum, acc } = accrue(opening, events, d.day);
    return sum + roundHalfUp(acc * rate.num, this.denominators[k]!);
  }

  /** @internal The participant's balance at the end of a day, in cents. */
  totalCentsAt(d: Day): bigint {
    let total = 0n;
    for (const track of this.tracks) total += this.policyCentsAt(track, d);
    return total;
  }

  /** @internal Premiums dated from one day to another, both included, in cents. */
  premiumCentsBetween(from: Day, to: Day): bigint {
    const low = dayKey(from);
    const high = dayKey(to);
    let total = 0n;
    for (const p of this.premiums) if (p.key >= low && p.key <= high) total += p.cents;
    return total;
  }

  /** @internal What happened to one policy in one month, in cents. */
  monthOf(track: PolicyTrack, mi: MonthIndex): PolicyMonthCents {
    if (this.first === undefined || mi < this.first) {
      return { premiums: 0n, carriedIn: 0n, carriedOut: 0n, interest: 0n, balance: 0n };
    }
    const k = mi - this.first;
    const events = track.events.get(mi);
    let premiums = 0n;
    let carriedIn = 0n;
    for (const p of events?.premiums ?? []) premiums += p.cents;
    for (const c of events?.carriesIn ?? []) carriedIn += c.principal + c.interest;
    const out = events?.carryOut;
    return {
      premiums,
      carriedIn,
      carriedOut: out ? out.principal + out.interest : 0n,
      interest: track.interests[k]!,
      balance: track.closings[k]!,
    };
  }

  /** @internal The month-by-month record of one of the ledger's policies. */
  track(policyId: number): PolicyTrack {
    const track = this.byId.get(policyId);
    if (!track) throw new ReceivableInputError(`Policy ${policyId} is not in this ledger`);
    return track;
  }

  /** The participant's receivable at the end of a day (all policies). */
  balanceAt(date: string): string {
    return fromCents(this.totalCentsAt(parseDate(date, 'Balance date')));
  }

  /** One policy's receivable at the end of a day (0 from its exchange on). */
  policyBalanceAt(policyId: number, date: string): string {
    return fromCents(this.policyCentsAt(this.track(policyId), parseDate(date, 'Balance date')));
  }
}

interface PolicyMonthCents {
  premiums: bigint;
  carriedIn: bigint;
  carriedOut: bigint;
  interest: bigint;
  balance: bigint;
}

/**
 * A participant's ledger from the first premium to the end of the month of `through`; needs the
 * AFR rate of every month in between.
 */
export function receivableLedger(
  policies: readonly PolicyInput[],
  rates: RateTable,
  through: string,
): ReceivableLedger {
  return new ReceivableLedger(policies, rates, parseDate(through, 'Ledger end').mi);
}

// ---------------------------------------------------------------- range rows

/** One participant's line of the division report (spec names, misspellings included). */
export interface ReceivableRow {
  receivableAsStart: string;
  cummulativePreniumPaidInPeriod: string;
  interestAccuredInPeriod: string;
  totalReceivableAccruedInPeriod: string;
  receivableAsEnd: string;
}

interface RowCents {
  start: bigint;
  premiums: bigint;
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
    end: ledger.totalCentsAt(end),
  };
}

function rowOf({ start, premiums, end }: RowCents): ReceivableRow {
  const interest = end - start - premiums;
  return {
    receivableAsStart: fromCents(start),
    cummulativePreniumPaidInPeriod: fromCents(premiums),
    interestAccuredInPeriod: fromCents(interest),
    totalReceivableAccruedInPeriod: fromCents(premiums + interest),
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
  participants: readonly ParticipantPolicies[],
  rates: RateTable,
  startDate: string,
  endDate: string,
): { rows: (ReceivableRow & { participantId: number })[]; total: ReceivableRow } {
  const { start, end } = parseRange(startDate, endDate);
  const total: RowCents = { start: 0n, premiums: 0n, end: 0n };
  const rows = participants.map(({ participantId, policies }) => {
    const cents = rowCents(policies, rates, start, end);
    total.start += cents.start;
    total.premiums += cents.premiums;
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
  interest: string;
  /** Month-end balance. */
  balance: string;
}

export interface TotalMonth {
  month: number;
  premiums: string;
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

  const totals = months.map(() => ({ premiums: 0n, interest: 0n, balance: 0n }));
  const policyYears = policies.map(({ policyId }) => {
    const track = ledger.track(policyId);
    const figures = months.map((mi, i) => {
      const cents = ledger.monthOf(track, mi);
      totals[i]!.premiums += cents.premiums;
      totals[i]!.interest += cents.interest;
      totals[i]!.balance += cents.balance;
      return cents;
    });
    return {
      policyId,
      months: figures.map((c, i) => ({
        month: i + 1,
        premiums: fromCents(c.premiums),
        carriedIn: fromCents(c.carriedIn),
        carriedOut: fromCents(c.carriedOut),
        interest: fromCents(c.interest),
        balance: fromCents(c.balance),
      })),
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
    months: totals.map((t, i) => ({
      month: i + 1,
      premiums: fromCents(t.premiums),
      interest: fromCents(t.interest),
      balance: fromCents(t.balance),
    })),
    values: monthEndValues(totals.map((t) => t.balance)),
    policies: policyYears,
  };
}
