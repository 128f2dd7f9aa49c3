// The dashboard of the signed-in user. Staff get their work queue: each count is the total of the
// list it links to (src/domain/dashboard.ts), read through that list's own service with its
// filter and the caller's scope, so the number and the list cannot disagree; a role gets only the
// counts whose list it may open (hasWork). An Admin also gets the AFR gaps and the latest changes,
// an Employer Admin the receivables of their divisions. An employee gets their statement's total
// plan value, death benefit and latest valuation date at today (DESIGN 5.6).
import type {
  Dashboard,
  DivisionReceivable,
  EmployeeDashboard,
  WorkItem,
  WorkKey,
} from '../../src/domain/api/dashboard';
import { hasWork } from '../../src/domain/dashboard';
import { daysBefore } from '../../src/domain/dates';
import type { ListQuery } from '../../src/domain/listQuery';
import type { AppDb } from '../db/connection';
import type { Clock } from '../deps/clock';
import type { Scope } from './access';
import { afrGaps } from './dashboardAfr';
import { recentChanges } from './dashboardChanges';
import type { DocumentService } from './documents';
import { RuleError } from './errors';
import type { ImportFileRecords } from './importFiles/records';
import { policyHealth } from './policyHealth';
import type { ReceivableService } from './receivables/reports';
import { statementData } from './statements';
import { participantOf } from './statements/participant';
import { yearlyStatement } from './statements/yearly';
import { listUsersIn } from './userList';

export interface DashboardDeps {
  db: AppDb;
  clock: Clock;
  documents: DocumentService;
  imports: ImportFileRecords;
  receivables: ReceivableService;
}

/** The days a document counts as recent and a failed import as still to be seen to. */
export const RECENT_DAYS = 7;

/** Only the total is wanted: one row of the list's first page. */
const TOTAL_ONLY: ListQuery = { pageSize: 1, pageNumber: 1, sortCriteria: [] };

/** How each count is read: the length or total of the list it links to. */
function counters(deps: DashboardDeps, scope: Scope, today: string) {
  const { principal } = scope;
  const since = daysBefore(today, RECENT_DAYS);
  const now = deps.clock.now();
  const users = async (filter: { invitationOverdue?: boolean; withoutPolicy?: boolean }) =>
    (await listUsersIn(deps.db, scope, { ...TOTAL_ONLY, isDeleted: false, ...filter }, now))
      .resultCount;
  const documents = async (filter: { modifiedSince?: string; unread?: boolean }) =>
    (await deps.documents.listAll(principal, scope, { ...TOTAL_ONLY, ...filter })).resultCount;
  type Counted = Exclude<WorkKey, 'afrMissingMonths'>;
  // A count, and the day it counts from where the linked list is filtered by one.
  const item =
    (key: Counted, read: () => Promise<number>, fromSince = false) =>
    async (): Promise<WorkItem> => ({ key, count: await read(), ...(fromSince ? { since } : {}) });
  const counts: Record<Counted, () => Promise<WorkItem>> = {
    unpublishedFiles: item(
      'unpublishedFiles',
      async () => (await deps.imports.list(principal, 'UnPublished')).length,
    ),
    failedImports: item(
      'failedImports',
      async () => (await deps.imports.failedSince(principal, since)).length,
      true,
    ),
    flaggedPolicies: item(
      'flaggedPolicies',
      async () => (await policyHealth(deps.db, deps.clock, principal, scope, {})).length,
    ),
    staleInvitations: item('staleInvitations', () => users({ invitationOverdue: true })),
    recentDocuments: item('recentDocuments', () => documents({ modifiedSince: since }), true),
    participantsWithoutPolicy: item('participantsWithoutPolicy', () =>
      users({ withoutPolicy: true }),
    ),
    unreadDocuments: item('unreadDocuments', () => documents({ unread: true })),
  };
  return counts;
}

/** The counts the caller's role gets, in the queue's order. */
async function workOf(deps: DashboardDeps, scope: Scope, today: string): Promise<WorkItem[]> {
  const { role } = scope.principal;
  const work: WorkItem[] = [];
  for (const [key, count] of Object.entries(counters(deps, scope, today))) {
    if (hasWork(role, key as WorkKey)) work.push(await count());
  }
  if (hasWork(role, 'afrMissingMonths')) work.push(...(await afrGaps(deps.db, today)));
  return work;
}

/**
 * An Employer Admin's divisions, each with its receivable from the first of the year to today
 * (the report the accounts-receivable screen runs by default); a division whose report cannot
 * be made (a missing AFR month) says why instead.
 */
async function receivablesOf(
  deps: DashboardDeps,
  scope: Scope,
  today: string,
): Promise<DivisionReceivable[]> {
  const divisions = await deps.receivables.divisionsInScope(scope);
  const startDate = `${today.slice(0, 4)}-01-01`;
  const out: DivisionReceivable[] = [];
  for (const division of divisions) {
    const base = { ...division, startDate, endDate: today };
    try {
      const report = await deps.receivables.divisionReport(scope.principal, scope, {
        division: division.divisionId,
        startDate,
        endDate: today,
      });
      out.push({ ...base, receivable: report.total.receivableAsEnd, problem: null });
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      const params = (error.extensions?.params ?? {}) as Record<string, string>;
      out.push({ ...base, receivable: null, problem: { message: error.detail, params } });
    }
  }
  return out;
}

async function employeeDashboard(db: AppDb, scope: Scope, today: string) {
  // The figures of the participant's statement at today, so the dashboard and the statement
  // never disagree (exchanges, carried values and loans by the same rule).
  if (scope.principal.clientId === null) {
    return { policies: 0, totalPlanValue: 0, deathBenefit: 0, lastValuationDate: null };
  }
  const participant = await participantOf(db, scope, undefined);
  const data = await statementData(db, participant);
  const statement = yearlyStatement(data, Number(today.slice(0, 4)), today);
  const valuations = statement.policies
    .filter((p) => p.status !== 'Exchanged')
    .flatMap((p) => (p.lastValuationDate ? [p.lastValuationDate] : []))
    .sort();
  return {
    policies: data.policies.length,
    totalPlanValue: statement.totals.totalPlanValue,
    deathBenefit: statement.totals.deathBenefit,
    lastValuationDate: valuations.at(-1) ?? null,
  };
}

export async function dashboardFor(deps: DashboardDeps, scope: Scope): Promise<Dashboard> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  const { role } = scope.principal;
  if (role === 'Employee') {
    const figures = await employeeDashboard(deps.db, scope, today);
    return { kind: 'employee', ...figures } satisfies EmployeeDashboard;
  }
  return {
    kind: 'staff',
    today,
    work: await workOf(deps, scope, today),
    receivables: role === 'EmployerAdmin' ? await receivablesOf(deps, scope, today) : [],
    changes: role === 'Admin' ? await recentChanges(deps.db) : null,
  };
}
