// Enumerations of the product specification (section 3), shared by the web app and the API server.

export const ROLES = ['Admin', 'Producer', 'EmployerAdmin', 'Employee'] as const;
export type Role = (typeof ROLES)[number];

export const PARTICIPANT_STATUSES = [
  'ActiveContributing',
  'ActiveNonContributing',
  'NonParticipating',
  'TerminatedDeferredBenefit',
  'TerminatedReceivingBenefit',
  'TerminatedExhaustedBenefit',
  'RetiredDeferredBenefit',
  'RetiredReceivingBenefit',
  'RetiredExhaustedBenefit',
  'Deceased',
  'Active',
  'InActive',
] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export const DOCUMENT_TYPES = ['ClientDocument', 'PlanDocument', 'PolicyDocument'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const IMPORT_FILE_TYPES = ['Csv'] as const;
export const IMPORT_FILE_STATES = [
  'Unknown',
  'Uploading',
  'Reading',
  'Importing',
  'Cleaning',
  'Finished',
  'ProcessFailed',
] as const;
export type ImportFileState = (typeof IMPORT_FILE_STATES)[number];

export const IMPORT_FAIL_TYPES = [
  'NumberStringFormatIncorrect',
  'ClientNotExist',
  'EmployerNotExist',
  'ValidatingFailed',
  'DateStringFormatIncorrect',
  'PolicyNumberNotExit',
  'UnknowException',
  'PolicyUserHasBeenDeleted',
] as const;
export type ImportFailType = (typeof IMPORT_FAIL_TYPES)[number];

export const FILE_STATUSES = ['UnPublished', 'Processing', 'Published'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** The two carrier files of DESIGN 5.4: accumulated values, and transactions. */
export const IMPORT_FILE_KINDS = ['Values', 'Transactions'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

export const POLICY_STATUSES = ['Active', 'Exchanged', 'Lapsed', 'Surrendered', 'Matured'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export const POLICY_TYPES = ['Default', 'Recovery', 'Benefit'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export const ACCOUNT_VALUE_TYPES = [
  'PlannedValue',
  'DeathBenefit',
  'TotalContributionValue',
  'LoanBalance',
] as const;
export type AccountValueType = (typeof ACCOUNT_VALUE_TYPES)[number];

const CONTRIBUTION_BASES = [
  'BaseContribution',
  'BonusContribution',
  'NonQualContribution',
  'OtherContribution',
] as const;

// Spelt out (not built from the four bases) so that the API description's schema generator,
// which reads declarations rather than computed values, can list them.
export const TRANSACTION_TYPES = [
  'Default',
  'BaseContribution',
  'BonusContribution',
  'NonQualContribution',
  'OtherContribution',
  'BaseContributionEE',
  'BonusContributionEE',
  'NonQualContributionEE',
  'OtherContributionEE',
  'BaseContributionERMatch',
  'BonusContributionERMatch',
  'NonQualContributionERMatch',
  'OtherContributionERMatch',
  'EmployerContribution',
  'LoanDisbursement',
  'LoanRepayment',
  'LoanRepaymentEE',
  'LoanRepaymentERMatch',
  'Withdrawal',
  'InterestCredit',
  'Miscellaneous',
  'LoanRepaymentEmployerContribution',
  'LoanRepaymentNonQualContributionER',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * Employer-paid premiums: the transactions that lend money to the participant under the
 * split-dollar regime (DESIGN 5.5). Loan repayments against the policy's cash value are excluded.
 */
export const EMPLOYER_PREMIUM_TYPES: readonly TransactionType[] = [
  'EmployerContribution',
  ...CONTRIBUTION_BASES.map((t) => `${t}ERMatch` as const),
];

/**
 * Plan contributions: what the statements count as paid into the plan (spec 3 "Plan contribution
 * row"). Loans, repayments, withdrawals, credited interest and the value an exchange moves over
 * (Miscellaneous) are not contributions.
 */
export const CONTRIBUTION_TYPES: readonly TransactionType[] = [
  ...CONTRIBUTION_BASES,
  ...CONTRIBUTION_BASES.map((t) => `${t}EE` as const),
  ...CONTRIBUTION_BASES.map((t) => `${t}ERMatch` as const),
  'EmployerContribution',
];

export const BENEFICIARY_TYPES = ['Primary', 'Contingent'] as const;
export type BeneficiaryType = (typeof BENEFICIARY_TYPES)[number];

export const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
export type Month = (typeof MONTHS)[number];
