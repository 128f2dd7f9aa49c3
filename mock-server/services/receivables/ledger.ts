// One participant's receivable month by month (DESIGN 5.5, 5.6): the ledger of the engine. See
// engine.ts for the conventions it follows.
import { fromCents } from '../../../src/domain/money';
import {
  dayKey,
  daysIn,
  notADate,
  parseDate,
  readCents,
  readDate,
  ReceivableInputError,
  roundHalfUp,
  type Day,
  type MonthIndex,
} from './exact';
import type { Rate, RateTable } from './rates';

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
  /**
   * ISO date of the policy's surrender or maturity: the balance at the end of that day is repaid
   * on it, and nothing counts on the policy after it (premiums, exchanges carried in).
   */
  readonly repaidOn?: string;
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
  /** The surrender or maturity of this policy, when it falls in this month; set as it runs. */
  repayment?: { day: number; cents: bigint };
}

interface PolicyTrack {
  policyId: number;
  successor?: { track: PolicyTrack; at: number };
  /** Day key of the repayment (surrender or maturity); nothing counts after it. */
  repaidAt?: number;
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

/** Whether an amount dated on a day (a day key) comes after its policy was repaid. */
const afterRepayment = (track: PolicyTrack, key: number) =>
  track.repaidAt !== undefined && key > track.repaidAt;

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

/** The sum of the amounts dated from one day to another, both included. */
function centsBetween(amounts: readonly { key: number; cents: bigint }[], from: Day, to: Day) {
  const low = dayKey(from);
  const high = dayKey(to);
  let total = 0n;
  for (const p of amounts) if (p.key >= low && p.key <= high) total += p.cents;
  return total;
}

/** The error of a premium whose date or amount cannot be read (built only when one fails). */
function badPremium(policyId: number, premium: PremiumInput): ReceivableInputError {
  const what = `Policy ${policyId}, premium of ${JSON.stringify(premium.date)}`;
  return readDate(premium.date)
    ? new ReceivableInputError(`${what}: not an amount in cents: ${JSON.stringify(premium.amount)}`)
    : notADate(what, premium.date);
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
  private readonly repayments: { key: number; cents: bigint }[] = [];
  private readonly rates: Rate[] = [];
  private readonly denominators: bigint[] = [];

  /** @internal Use receivableLedger(). */
  constructor(policies: readonly PolicyInput[], table: RateTable, last: MonthIndex) {
    this.last = last;
    for (const policy of policies) this.addTrack(policy);
    this.linkExchanges(policies);
    this.tracks = this.predecessorsFirst(policies);
    this.first = this.placePremiums(policies);
    if (this.first === undefined) return;
    this.placeExchanges(this.first);
    this.placeRepayments(this.first);
    this.run(table, this.first);
  }

  private addTrack(policy: PolicyInput): void {
    if (!Number.isSafeInteger(policy.policyId)) {
      throw new ReceivableInputError(`Not a policy id: ${JSON.stringify(policy.policyId)}`);
    }
    if (this.byId.has(policy.policyId)) {
      throw new ReceivableInputError(`Policy ${policy.policyId} is given twice`);
    }
    const repaidAt =
      policy.repaidOn === undefined
        ? undefined
        : dayKey(parseDate(policy.repaidOn, `Repayment of policy ${policy.policyId}`));
    this.byId.set(policy.policyId, {
      policyId: policy.policyId,
      repaidAt,
      openings: [],
      interests: [],
      closings: [],
      events: new Map(),
    });
  }

  /**
   * Each premium on the policy that holds the receivable on its date; a premium dated after that
   * policy's repayment counts nowhere. Answers the first month with a premium.
   */
  private placePremiums(policies: readonly PolicyInput[]): MonthIndex | undefined {
    let first: MonthIndex | undefined;
    for (const policy of policies) {
      const track = this.byId.get(policy.policyId)!;
      for (const premium of policy.premiums) {
        const date = readDate(premium.date);
        const cents = readCents(premium.amount);
        if (!date || cents === undefined) throw badPremium(policy.policyId, premium);
        const key = dayKey(date);
        const to = holder(track, key);
        if (afterRepayment(to, key)) continue;
        this.premiums.push({ key, cents });
        if (date.mi > this.last) continue;
        eventsOf(to, date.mi).premiums.push({ day: date.day, cents });
        if (first === undefined || date.mi < first) first = date.mi;
      }
    }
    return first;
  }

  private placeExchanges(first: MonthIndex): void {
    for (const track of this.tracks) {
      const exchange = track.successor;
      if (!exchange) continue;
      if (track.repaidAt !== undefined) {
        throw new ReceivableInputError(`Policy ${track.policyId} is both exchanged and repaid`);
      }
      const mi = Math.floor(exchange.at / 32);
      // An exchange before any premium moves nothing; one after the ledger's end is not reached.
      if (mi < first || mi > this.last) continue;
      const to = holder(exchange.track, exchange.at);
      eventsOf(track, mi).carryOut = { day: exchange.at % 32, principal: 0n, interest: 0n, to };
    }
  }

  /** A repayment before the first premium repays nothing; one after the ledger's end is not reached. */
  private placeRepayments(first: MonthIndex): void {
    for (const track of this.tracks) {
      if (track.repaidAt === undefined) continue;
      const mi = Math.floor(track.repaidAt / 32);
      if (mi < first || mi > this.last) continue;
      eventsOf(track, mi).repayment = { day: track.repaidAt % 32, cents: 0n };
    }
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
      const denominator = rate.den * 1200n * BigInt(daysIn(mi));
      this.rates.push(rate);
      this.denominators.push(denominator);
      const k = mi - first;
      for (const track of this.tracks) {
        const opening = k === 0 ? 0n : track.closings[k - 1]!;
        const { interest, closing } = this.monthEnd(track, mi, opening, rate, denominator);
        track.openings.push(opening);
        track.interests.push(interest);
        track.closings.push(closing);
      }
    }
  }

  /** One policy's month: its interest and its closing balance. */
  private monthEnd(
    track: PolicyTrack,
    mi: MonthIndex,
    opening: bigint,
    rate: Rate,
    denominator: bigint,
  ): { interest: bigint; closing: bigint } {
    const events = track.events.get(mi);
    if (!events) {
      const interest = opening === 0n ? 0n : roundHalfUp(opening * rate.num, rate.den * 1200n);
      return { interest, closing: opening + interest };
    }
    const { carryOut, repayment } = events;
    const lastDay = carryOut ? carryOut.day - 1 : repayment ? repayment.day : daysIn(mi);
    const { sum, acc } = accrue(opening, events, lastDay);
    const interest = roundHalfUp(acc * rate.num, denominator);
    if (carryOut) {
      this.carry(events, carryOut, mi, sum + interest, interest);
      return { interest, closing: 0n };
    }
    if (repayment) {
      // The balance at the end of the day of the surrender or maturity is repaid on that day.
      repayment.cents = sum + interest;
      this.repayments.push({ key: mi * 32 + repayment.day, cents: repayment.cents });
      return { interest, closing: 0n };
    }
    return { interest, closing: sum + interest };
  }

  /**
   * The old policy's balance at the end of the day before the exchange moves on whole: principal
   * keeps bearing interest, this month's interest waits for the month end. A successor repaid
   * before the exchange takes nothing.
   */
  private carry(
    events: MonthEvents,
    out: NonNullable<MonthEvents['carryOut']>,
    mi: MonthIndex,
    balance: bigint,
    interest: bigint,
  ): void {
    let carriedInterest = interest;
    for (const c of events.carriesIn) if (c.day < out.day) carriedInterest += c.interest;
    out.interest = carriedInterest;
    out.principal = balance - carriedInterest;
    if (afterRepayment(out.to, mi * 32 + out.day)) return;
    eventsOf(out.to, mi).carriesIn.push({
      day: out.day,
      principal: out.principal,
      interest: out.interest,
    });
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
    if (events.repayment && d.day >= events.repayment.day) return 0n;
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
    return centsBetween(this.premiums, from, to);
  }

  /** @internal Repayments (surrenders, maturities) dated from one day to another, in cents. */
  repaidCentsBetween(from: Day, to: Day): bigint {
    return centsBetween(this.repayments, from, to);
  }

  /** @internal What happened to one policy in one month, in cents. */
  monthOf(track: PolicyTrack, mi: MonthIndex): PolicyMonthCents {
    if (this.first === undefined || mi < this.first) {
      return { premiums: 0n, carriedIn: 0n, carriedOut: 0n, repaid: 0n, interest: 0n, balance: 0n };
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
      repaid: events?.repayment?.cents ?? 0n,
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
  repaid: bigint;
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
