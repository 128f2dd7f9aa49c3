// GET /api/dashboard: the caller's work queue. Staff get counts of the records that wait for
// them, each the total of a list they can open (src/domain/dashboard.ts says which list), plus
// what their role looks after (AFR gaps and the latest changes for an Admin, the receivables of
// an Employer Admin's divisions); an employee gets the figures of their own plan.
import type { Day, Money } from './common';

/** A count of records waiting in one list of the caller's scope. */
export type WorkKey =
  | 'unpublishedFiles'
  | 'failedImports'
  | 'flaggedPolicies'
  | 'afrMissingMonths'
  | 'staleInvitations'
  | 'recentDocuments'
  | 'participantsWithoutPolicy'
  | 'unreadDocuments';

export interface WorkItem {
  key: WorkKey;
  count: number;
  /** The AFR table's year the missing months belong to (afrMissingMonths only). */
  year?: number;
  /** The first day counted (recentDocuments, failedImports: seven days before today). */
  since?: Day;
}

/** A division's receivable from the first of the year to today (an Employer Admin's). */
export interface DivisionReceivable {
  employerId: number;
  divisionId: number;
  divisionName: string;
  startDate: Day;
  endDate: Day;
  /** The division's receivable at the end of endDate; null when it cannot be computed. */
  receivable: Money | null;
  /** Why it cannot: 'Locale: <key>' of the rule (a missing AFR month) and its placeholders. */
  problem: { message: string; params: Record<string, string> } | null;
}

/** One entry of the audit trail: when, who, what was done to which record. */
export interface RecentChange {
  id: number;
  /** ISO 8601 instant. */
  at: string;
  actorName: string | null;
  action: string;
  /** The audit trail's entity: users, employers, divisions, carriers, policies, document… */
  entity: string;
  entityId: string | null;
  /** The record's name as it stands (null once it is gone). */
  recordName: string | null;
  /** The user whose page shows the record (a policy's participant, a producer). */
  userId: number | null;
}

export interface StaffDashboard {
  kind: 'staff';
  today: Day;
  work: WorkItem[];
  receivables: DivisionReceivable[];
  /** The latest changes of the audit trail (Admin); null for a role that does not get them. */
  changes: RecentChange[] | null;
}

export interface EmployeeDashboard {
  kind: 'employee';
  policies: number;
  totalPlanValue: Money;
  deathBenefit: Money;
  lastValuationDate: Day | null;
}

export type Dashboard = StaffDashboard | EmployeeDashboard;
