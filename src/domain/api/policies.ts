// Response shapes of the policy calls (spec 3 "Policy, full", "History point", spec 7 Policies):
// the full policy with its computed figures, its history rows, its change history and the
// policy-health list.
import type { AccumulatedHistoryRow } from './statements';
import type { BeneficiaryType, PolicyStatus, TransactionType } from '../enums';
import type { Day, Money, PagedResult, Percent } from './common';

export interface PolicyBeneficiary {
  id: number;
  name: string;
  type: BeneficiaryType;
  percent: Percent;
}

export interface PolicyAllocation {
  id: number;
  investmentId: number;
  investmentName: string;
  percent: Percent;
}

/** An investment option of the policy's carrier (what an allocation may name). */
export interface PolicyInvestmentOption {
  id: number;
  investmentName: string;
}

/** Spec 3 "Exchanged-policy reference". */
export interface ExchangedPolicyRef {
  id: number;
  policyNumber: string;
  anniversaryDate: Day | null;
  status: PolicyStatus;
  /** The exchange date: the day the successor took over. */
  statusAppliedAsOf: Day | null;
}

/**
 * The figures of a policy, computed from its history rows (never stored). An Admin's view counts
 * every stored row; everyone else's the published ones only (DESIGN 5.4).
 */
export interface PolicyFigures {
  /** The latest TotalContributionValue reported by the carrier, else the contributions' sum. */
  totalContributionValue: Money;
  /** The sum of the contribution transactions (employee and employer). */
  planContributionValue: Money;
  lastPreniumPaidValue: Money | null;
  lastPreniumPaidDate: Day | null;
  lastAccumulatedValue: Money | null;
  lastValuationDate: Day | null;
  /** The latest loan balance (0 without one). */
  loan: Money;
  /** Accumulated value less the loan balance. */
  netAccumulatedValues: Money | null;
  /** What the policy adds to the plan value: its net accumulated value while it counts. */
  totalPlanValue: Money;
  /** The employer's receivable on the policy today (DESIGN 5.5), null without an AFR rate. */
  receivable: Money | null;
}

/** GET /api/policies/{id}: spec 3 "Policy, full". */
export interface PolicyDetail extends PolicyFigures {
  id: number;
  clientId: number;
  clientName: string;
  userId: number;
  employerName: string;
  divisionId: number;
  divisionName: string;
  planName: string | null;
  isCoInsured: boolean;
  coInsuredName: string | null;
  coInsuredBirthDay: Day | null;
  matchingContribution: Percent | null;
  percentage: Percent | null;
  carrierId: number;
  carrierName: string;
  policyNumber: string;
  agent: string | null;
  accountLabel: string | null;
  anniversaryDate: Day | null;
  isImport: boolean;
  productId: number | null;
  productName: string | null;
  status: PolicyStatus;
  statusAppliedAsOf: Day | null;
  isShowPolicy: boolean;
  /** The successor this policy was exchanged for. */
  exchangedPolicyForId: number | null;
  exchangedPolicyFor: ExchangedPolicyRef | null;
  /** The policies exchanged for this one (its predecessors). */
  exchangedFrom: ExchangedPolicyRef[];
  /** An exchanged policy's history is frozen: no edits, no row deletes. */
  isFrozen: boolean;
  beneficiaries: PolicyBeneficiary[];
  allocations: PolicyAllocation[];
  /** The investment options of the carrier. */
  investments: PolicyInvestmentOption[];
  /** The products of the carrier. */
  products: { id: number; productName: string }[];
}

/** Spec 3 "History point" (field names as the spec spells them). */
export interface HistoryPoint {
  month: number;
  year: number;
  loanBalance: Money;
  accumualatedValue: Money;
  planDistributions: Money;
  totalContributions: {
    employeeContributions: Money;
    employerContributions: Money;
    totalContributions: Money;
  };
}

/** GET /api/policies/accumulated-last-valuation-date/{clientId}. */
export interface LastValuationDate {
  clientId: number;
  lastValuationDate: Day | null;
}

/** Where a stored row came from: an imported file, or entered by hand (null). */
export interface RowSource {
  isPublished: boolean;
  importFileId: number | null;
  fileName: string | null;
}

/** Spec 3 "Accumulated value history row", one per policy and valuation date. */
export interface AccumulatedValueRow extends AccumulatedHistoryRow, RowSource {
  totalContributionValue: Money | null;
}

/** Spec 3 "Plan contribution row": a transaction of a policy. */
export interface PlanContributionRow extends RowSource {
  id: number;
  carrierId: number;
  carrierName: string;
  policyId: number;
  policyNumber: string;
  date: Day;
  contributionType: TransactionType;
  amount: Money;
  isExchanged: boolean;
}

export type AccumulatedValuePage = PagedResult<AccumulatedValueRow>;
export type PlanContributionPage = PagedResult<PlanContributionRow>;

/** One entry of a policy's change history, from the audit log. */
export interface PolicyChange {
  id: number;
  at: string;
  actorName: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export const HEALTH_FLAGS = [
  'beneficiaries',
  'allocations',
  'staleValue',
  'highLoan',
  'missedPremium',
] as const;
export type HealthFlag = (typeof HEALTH_FLAGS)[number];

/** A row of the policy-health list: a policy that needs attention, and why. */
export interface PolicyHealthRow {
  policyId: number;
  policyNumber: string;
  carrierName: string;
  userId: number;
  clientName: string;
  employerId: number;
  employerName: string;
  divisionId: number;
  divisionName: string;
  flags: HealthFlag[];
  lastValuationDate: Day | null;
  lastPremiumDate: Day | null;
}
