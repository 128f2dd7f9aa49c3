// Response shapes of the AFR calls (spec 3 and 7): the rate entry of a year, the participants of
// a division, the division's accounts-receivable report and a participant's year report. Rates
// are JSON numbers in percent per year, amounts JSON numbers of dollars (see common.ts).
import type { Month } from '../enums';
import type { Day, Money, Percent } from './common';

export type MonthlyRates = Record<Month, Percent>;

/**
 * GET /api/afr-rate/entry/{year}: spec 3's rate entry. A year without a table answers
 * `id: null, rates: null`, so the screen can show it as missing rather than as zeros.
 */
export interface AfrRateEntry {
  id: number | null;
  year: number;
  rates: MonthlyRates | null;
}

/** GET /api/afr-rate: every year that has a table, in year order (an addition to spec 7). */
export type AfrRateTables = { id: number; year: number; rates: MonthlyRates }[];

/** GET /api/afr-rate/participants/{divisionId}: the division's participants, by name. */
export interface ReceivableParticipant {
  id: number;
  name: string;
  clientUniqueId: string;
}

/** The amounts of a report line (spec 3's names, misspellings included). */
export interface ReceivableAmounts {
  receivableAsStart: Money;
  cummulativePreniumPaidInPeriod: Money;
  interestAccuredInPeriod: Money;
  totalReceivableAccruedInPeriod: Money;
  /** Repaid by surrenders and maturities dated in the period: end = start + premiums + interest − repaid. */
  repaidInPeriod: Money;
  receivableAsEnd: Money;
}

/** Spec 3's account receivable row: one participant over the period. */
export interface AccountReceivableRow extends ReceivableAmounts {
  participantId: number;
  participant: string;
}

/** POST /api/afr-rate/account-receivable: spec 3's response plus the totals of its rows. */
export interface AccountReceivableReport {
  receivables: AccountReceivableRow[];
  total: ReceivableAmounts;
  employerId: number;
  employerName: string;
  divisionId: number;
  divisionName: string;
  startAt: Day;
  endAt: Day;
}

/** The twelve month-end balances of spec 3's accrued value. */
export type MonthEndValues = Record<`valueOn${Capitalize<Month>}`, Money>;

/** Spec 3's accrued value: a year's month-end balances, with that year's lowest rate. */
export interface ReceivableAccruedValues extends MonthEndValues {
  participantId: number;
  minRate: Percent;
  receivableYear: number;
}

/** One month of a policy (or of the participant, without the carries). */
export interface ReceivableMonth {
  /** 1..12 */
  month: number;
  /** Premiums paid in the month. */
  premium: Money;
  /** Interest added at the month's end. */
  interest: Money;
  /** Receivable moved in from an exchanged policy (policies only). */
  carriedIn?: Money;
  /** Receivable moved to the successor by this policy's exchange (policies only). */
  carriedOut?: Money;
  /** Receivable repaid in the month by a surrender or a maturity (DESIGN 5.5 "Repayment"). */
  repaid: Money;
  /** Month-end balance. */
  balance: Money;
}

/**
 * Spec 3's interest value, one per policy: the policy's premiums of the year (preniumAmount),
 * all its premiums to the year's end (totalPreniumValue), its months and its accrued values.
 */
export interface ReceivableInterestValue {
  year: number;
  clientId: number;
  clientName: string;
  policyId: number;
  policyNumber: string;
  carrierName: string;
  /** Set for a policy exchanged for another: its successor's number. */
  exchangedForPolicyNumber: string | null;
  /** The day a surrender or maturity repaid the policy's receivable, or null. */
  repaidOn: Day | null;
  preniumAmount: Money;
  totalPreniumValue: Money;
  months: ReceivableMonth[];
  receivableAccuredValues: ReceivableAccruedValues;
}

/** POST /api/afr-rate/participant-receivable: spec 3's participant report for one year. */
export interface ParticipantReceivableReport {
  year: number;
  participantId: number;
  participantName: string;
  employerName: string;
  divisionId: number;
  divisionName: string;
  /** The year's twelve AFR rates. */
  rates: MonthlyRates;
  minRate: Percent;
  /** The first year with a premium (the year picker starts there), or null without any. */
  firstYear: number | null;
  interestValue: ReceivableInterestValue[];
  /** All policies together. */
  months: ReceivableMonth[];
  receivableAccuredValues: ReceivableAccruedValues;
}
