// Response shapes of the statement calls (spec 3 "Yearly statement", "Plan contribution row",
// "Accumulated value history row"; DESIGN 5.6): money as JSON numbers, dates as YYYY-MM-DD.
import type { BeneficiaryType, PolicyStatus, TransactionType } from '../enums';
import type { Day, Money, PagedResult, Percent } from './common';

/** The twelve month values of one year; null where the month is after the as-of date or before any data. */
export interface MonthlySeries {
  jan: Money | null;
  feb: Money | null;
  mar: Money | null;
  apr: Money | null;
  may: Money | null;
  jun: Money | null;
  jul: Money | null;
  aug: Money | null;
  sep: Money | null;
  oct: Money | null;
  nov: Money | null;
  dec: Money | null;
  /** The year of the series. */
  yearCalculate: number;
  /** The last month (1..12) and year with a value, and that value; null when there is none. */
  monthLatest: number | null;
  yearLatest: number | null;
  latestValue: Money | null;
  /** Whether January has no value (the series starts later in the year). */
  isEmptyFirstMonth: boolean;
  /** The months (1..12) that have a value, in order. */
  segmentMonth: number[];
}

export interface StatementBeneficiary {
  id: number;
  name: string;
  type: BeneficiaryType;
  percent: Percent;
}

export interface StatementAllocation {
  id: number;
  investmentName: string;
  percent: Percent;
}

/** The exchanged-policy reference of spec 3. */
export interface ExchangedPolicyRef {
  id: number;
  policyNumber: string;
  anniversaryDate: Day | null;
  status: PolicyStatus;
}

/** A policy as it stood at the statement's date. */
export interface StatementPolicy {
  id: number;
  policyNumber: string;
  carrierId: number;
  carrierName: string;
  productName: string | null;
  accountLabel: string | null;
  anniversaryDate: Day | null;
  /** Exchanged once the exchange date is reached, else the stored status (Active for an exchanged policy before its exchange). */
  status: PolicyStatus;
  statusAppliedAsOf: Day | null;
  lastValuationDate: Day | null;
  lastAccumulatedValue: Money | null;
  loanBalance: Money | null;
  /** Accumulated value less loan balance; 0 for an exchanged policy once its successor has its first valuation. */
  netAccumulatedValue: Money;
  deathBenefit: Money | null;
  /** Published contributions up to the statement's date. */
  totalContributionValue: Money;
  /** The successor this policy was exchanged for, and the policy exchanged for this one. */
  exchangedPolicyFor: ExchangedPolicyRef | null;
  exchangedFrom: ExchangedPolicyRef | null;
  beneficiaries: StatementBeneficiary[];
  allocations: StatementAllocation[];
}

/** DESIGN 5.6: what the death benefit of a policy pays the plan sponsor and the beneficiaries. */
export interface DeathBenefitRow {
  id: number;
  lastValuationDate: Day | null;
  carrierName: string;
  policyNumber: string;
  accountLabel: string | null;
  deathBenefit: Money;
  /**
   * min(death benefit, the receivable); an exchange chain's receivable (on its holder) is taken from
   * the successor's benefit first, then the old policy's while it counts. Null when an AFR rate is missing.
   */
  amountToPlanSponsor: Money | null;
  amountToBeneficiary: Money | null;
  /** The primary beneficiaries with their shares, e.g. "Diane Carter (100%)". */
  beneficiary: string;
  /** The policy this one was exchanged for, once exchanged. */
  policyNumberExchangedFor: string | null;
}

/** GET /api/users/statement/{year}: the yearly statement of spec 3. */
export interface YearlyStatement {
  year: number;
  /** The first year with published data; the year picker starts there. */
  minYearSelected: number;
  /** The day every figure stands at: the as-of date, or the year's last day if earlier. */
  asOf: Day;
  participant: {
    clientId: number;
    userId: number;
    name: string;
    planName: string | null;
    employerName: string;
  };
  totalPlanValue: MonthlySeries;
  planContributions: MonthlySeries;
  /** The figures at `asOf`. */
  totals: { totalPlanValue: Money; deathBenefit: Money; contributionsInYear: Money };
  policies: StatementPolicy[];
  deathBenefits: DeathBenefitRow[];
  /** The first month whose AFR rate is missing, when the receivable split could not be made. */
  missingRate: { year: number; month: number } | null;
}

export interface PlanContributionRow {
  id: number;
  carrierId: number;
  carrierName: string;
  policyId: number;
  policyNumber: string;
  date: Day;
  contributionType: TransactionType;
  /** The type's position in TRANSACTION_TYPES (spec 3 contributionTypeValue). */
  contributionTypeValue: number;
  amount: Money;
  isExchanged: boolean;
}

export interface AccumulatedHistoryRow {
  id: number;
  accumulatedValueId: number | null;
  loanBalanceId: number | null;
  totalDeathBenefitId: number | null;
  carrierId: number;
  carrierName: string;
  policyId: number;
  policyNumber: string;
  valuationDate: Day;
  accumulatedValue: Money | null;
  loanBalance: Money | null;
  totalDeathBenefit: Money | null;
}

/** GET/POST /api/users/plant-history: a page of rows and the totals of the whole filtered list. */
export interface PlanHistoryPage extends PagedResult<PlanContributionRow> {
  totals: { contributionType: TransactionType; amount: Money }[];
  total: Money;
}

export type AccumulatedHistoryPage = PagedResult<AccumulatedHistoryRow>;

/** POST /api/users/plant-contributions/{time}/{userId}: spec 3's user with policy/history bundle. */
export interface PolicyHistoryBundle {
  carriers: {
    id: number;
    name: string;
    city: string | null;
    state: string | null;
    isActive: boolean;
  }[];
  policies: {
    id: number;
    policyNumber: string;
    carrierId: number;
    carrierName: string;
    status: PolicyStatus;
  }[];
  planContributionHistory: PlanContributionRow[];
  accumulatedValuesHistory: AccumulatedHistoryRow[];
}
