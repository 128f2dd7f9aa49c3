// Response types of the carrier-file calls (spec 7 "Files", DESIGN 5.4): the import progress of
// spec 3, the file list, and the review of an unpublished file before it is published.
import type {
  FileStatus,
  ImportFailType,
  ImportFileKind,
  ImportFileState,
  PolicyStatus,
  TransactionType,
} from '../enums';
import type { Day, Money, Percent } from './common';

/** What an upload answers at once; the import then runs in the background. */
export interface ImportStarted {
  progressId: string;
  fileName: string;
}

/** Spec 3 "Import progress", plus the placeholders of failInfo's text. */
export interface ImportProgress {
  id: string;
  documentName: string;
  percentageOfCompletion: number;
  fileType: 'Csv';
  fileState: ImportFileState;
  succeededStates: ImportFileState[];
  failType: ImportFailType | null;
  /** A translation key (imports.errors.*). */
  failInfo: string | null;
  /** The 1-based data row; 0 for the file as a whole. */
  failIndex: number | null;
  failValues: Record<string, string> | null;
  /** The file's id once it is imported. */
  importFileId: number | null;
}

/** Spec 3 "Import file", with what the file list shows beside it. */
export interface ImportFileInfo {
  id: number;
  fileName: string;
  fileStatus: FileStatus;
  kind: ImportFileKind;
  carrierId: number;
  carrierName: string;
  rowCount: number;
  uploadedBy: string | null;
  uploadedAt: string;
  publishedBy: string | null;
  publishedAt: string | null;
  /** Last change (upload or publish). */
  modified: string;
}

export interface ImportFileList {
  files: ImportFileInfo[];
}

/** An import that stopped with ProcessFailed: nothing of its file was kept. */
export interface FailedImport {
  /** The progress id of the attempt. */
  id: string;
  fileName: string;
  /** When it failed, ISO 8601. */
  failedAt: string;
  failType: ImportFailType | null;
  /** A translation key (imports.errors.*). */
  failInfo: string | null;
  /** The 1-based data row; 0 for the file as a whole. */
  failIndex: number | null;
  failValues: Record<string, string> | null;
}

/** How far a transactions file may miss the values it should lead to before it is flagged. */
export interface RollForwardTolerance {
  /** Share of the previous value. */
  percent: Percent;
  /** The least difference flagged, whatever the value. */
  minimum: Money;
}

export const VALUE_FLAGS = [
  'bigMove',
  'negativeValue',
  'loanAboveValue',
  'deathBenefitBelowValue',
  'inactivePolicy',
] as const;
export type ValueFlag = (typeof VALUE_FLAGS)[number];

/** One file row of a values file, beside the policy's previous published value. */
export interface ValueReviewRow {
  policyId: number;
  policyNumber: string;
  insured: string;
  clientId: number;
  policyStatus: PolicyStatus;
  valuationDate: Day;
  accumulatedValue: Money;
  loanBalance: Money;
  deathBenefit: Money;
  previousValue: Money | null;
  previousDate: Day | null;
  /** Change against the previous value in percent, when there is one above zero. */
  changePercent: Percent | null;
  flags: ValueFlag[];
}

export interface TransactionReviewRow {
  policyId: number;
  policyNumber: string;
  insured: string;
  clientId: number;
  date: Day;
  type: TransactionType;
  amount: Money;
}

export type RollForwardStatus = 'ok' | 'outsideTolerance' | 'noPreviousValue' | 'noNewValue';

/** Per policy: previous value + contributions − withdrawals − loans, against the new value. */
export interface RollForwardRow {
  policyId: number;
  policyNumber: string;
  insured: string;
  previousValue: Money | null;
  previousDate: Day | null;
  contributions: Money;
  withdrawals: Money;
  loans: Money;
  expectedValue: Money | null;
  newValue: Money | null;
  newDate: Day | null;
  difference: Money | null;
  status: RollForwardStatus;
}

export interface MissingPolicy {
  policyId: number;
  policyNumber: string;
  insured: string;
}

interface ReviewBase {
  file: ImportFileInfo;
  policies: number;
}

export interface ValuesReview extends ReviewBase {
  kind: 'Values';
  rows: ValueReviewRow[];
  totalValue: Money;
  /** The same policies' previous published values, summed. */
  previousTotal: Money;
  totalChange: Money;
  /** Active policies of the carrier's plans without a row in this file. */
  missingPolicies: MissingPolicy[];
}

export interface TransactionsReview extends ReviewBase {
  kind: 'Transactions';
  rows: TransactionReviewRow[];
  totalContributions: Money;
  rollForward: RollForwardRow[];
  tolerance: RollForwardTolerance;
}

export type FileReview = ValuesReview | TransactionsReview;

/** A policy's stored values and transactions, each naming the file it came from. */
export interface PolicyHistoryRow {
  kind: 'value' | 'transaction';
  type: string;
  date: Day;
  value: Money;
  isPublished: boolean;
  importFileId: number | null;
  fileName: string | null;
}

export interface PolicyHistory {
  policyId: number;
  policyNumber: string;
  rows: PolicyHistoryRow[];
}
