// Where each count of the dashboard's work queue leads: the list that shows exactly the counted
// records, filtered in its address. The web app links to these paths; the server gives a role
// only the counts whose list that role may open (canOpenPath), so no count is out of reach.
import { canOpenPath } from './access';
import type { DivisionReceivable, RecentChange, WorkItem, WorkKey } from './api/dashboard';
import type { Role } from './enums';

/** A react-admin list filtered by `filter`, its filters shown in the bar. */
export const filteredList = (resource: string, filter: Record<string, unknown>): string => {
  const json = JSON.stringify(filter);
  const shown = JSON.stringify(Object.fromEntries(Object.keys(filter).map((k) => [k, true])));
  return `/${resource}?${new URLSearchParams({ filter: json, displayedFilters: shown }).toString()}`;
};

/** The filter each work item puts on its list. */
const WORK_PATHS: Record<WorkKey, (item: WorkItem) => string> = {
  unpublishedFiles: () => '/import-files?status=UnPublished',
  failedImports: (item) => `/import-files?status=failed&since=${item.since ?? ''}`,
  flaggedPolicies: () => '/policy-health',
  afrMissingMonths: (item) => `/afr-entry?year=${item.year ?? ''}`,
  staleInvitations: () => filteredList('users', { invitationOverdue: true }),
  recentDocuments: (item) => filteredList('documents', { modifiedSince: item.since }),
  participantsWithoutPolicy: () => filteredList('users', { withoutPolicy: true }),
  unreadDocuments: () => filteredList('documents', { unread: true }),
};

export const workPath = (item: WorkItem): string => WORK_PATHS[item.key](item);

/** The roles each count is made for (besides being able to open its list). */
export const WORK_ROLES: Record<WorkKey, readonly Role[]> = {
  unpublishedFiles: ['Admin'],
  failedImports: ['Admin'],
  flaggedPolicies: ['Admin', 'Producer'],
  afrMissingMonths: ['Admin'],
  staleInvitations: ['Admin', 'Producer', 'EmployerAdmin'],
  recentDocuments: ['Admin'],
  participantsWithoutPolicy: ['Admin', 'Producer', 'EmployerAdmin'],
  unreadDocuments: ['Producer', 'EmployerAdmin'],
};

/** Whether a role gets a count: made for the role, and its list opens for the role. */
export const hasWork = (role: Role, key: WorkKey): boolean =>
  WORK_ROLES[key].includes(role) && canOpenPath(role, workPath({ key, count: 0 }).split('?')[0]!);

/** The division's receivable report for the period the dashboard counted. */
export const receivablePath = (r: DivisionReceivable): string =>
  `/account-receivable?${new URLSearchParams({
    organization: String(r.employerId),
    division: String(r.divisionId),
    start: r.startDate,
    end: r.endDate,
  }).toString()}`;

/** The page of a changed record, where there is one (none once the record is deleted). */
export function changePath(change: RecentChange): string | null {
  const id = change.entityId;
  if (!id || change.recordName === null) return null;
  switch (change.entity) {
    case 'users':
      return `/users/${id}`;
    case 'producers':
      return change.userId ? `/users/${change.userId}` : null;
    case 'policies':
      return change.userId ? `/users/${change.userId}?policy=${id}` : null;
    case 'employers':
      return `/organizations/${id}/show`;
    case 'divisions':
    case 'products':
    case 'investments':
      return `/${change.entity}/${id}/show`;
    case 'carriers':
    case 'carriers.bankAccount':
      return `/carriers/${id}/show`;
    case 'document':
      return `/documents/${id}/show`;
    case 'afr_rates':
      return `/afr-entry?year=${change.recordName}`;
    default:
      return null;
  }
}
