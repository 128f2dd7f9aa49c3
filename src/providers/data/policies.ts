// The policies area: a participant's policy with its figures, its save and 1035 exchange, its
// change history, its history rows (paged, filtered, deleted by Admins) and the policy-health list.
import type { ApiClient } from '../../api/client';
import type { SavedResult } from '../../domain/api/common';
import type {
  AccumulatedValuePage,
  PlanContributionPage,
  PolicyChange,
  PolicyDetail,
  PolicyHealthRow,
} from '../../domain/api/policies';
import { toFormError } from './forms';

export interface HistoryRowsFilter {
  pageSize: number;
  pageNumber: number;
  from?: string;
  to?: string;
  type?: string;
  isPublished?: boolean;
}

export interface PolicyMethods {
  policy(id: number): Promise<PolicyDetail>;
  /** Creates or updates a policy; a refusal carries the field errors (toFormError). */
  savePolicy(body: Record<string, unknown>): Promise<SavedResult>;
  /** Exchanges a policy for a new one from the exchange date (Admin). */
  exchangePolicy(id: number, body: Record<string, unknown>): Promise<SavedResult>;
  policyChanges(id: number): Promise<PolicyChange[]>;
  accumulatedValues(id: number, filter: HistoryRowsFilter): Promise<AccumulatedValuePage>;
  planContributions(id: number, filter: HistoryRowsFilter): Promise<PlanContributionPage>;
  deleteAccumulatedValues(ids: number[]): Promise<unknown>;
  deletePlanContributions(ids: number[]): Promise<unknown>;
  policyHealth(filter: { employerId?: number; divisionId?: number }): Promise<PolicyHealthRow[]>;
}

const query = (f: HistoryRowsFilter) => ({
  pageSize: f.pageSize,
  pageNumber: f.pageNumber,
  from: f.from || undefined,
  to: f.to || undefined,
  type: f.type || undefined,
  isPublished: f.isPublished,
});

/** A save whose refusal goes back to the form, field by field. */
const saveOf = (client: ApiClient, path: string, body: unknown, pathParams?: { id: number }) =>
  client
    .json<SavedResult>({
      method: 'POST',
      path,
      pathParams,
      body,
      problemStatuses: [400],
      silent: true,
    })
    .catch((err: unknown) => Promise.reject(toFormError(err)));

/** A policy's stored rows of one kind, paged and filtered. */
const rowsOf = <T>(client: ApiClient, rows: string, id: number, filter: HistoryRowsFilter) =>
  client.json<T>({
    path: `/policies/{id}/${rows}`,
    pathParams: { id },
    query: query(filter),
    requiredQuery: ['pageSize', 'pageNumber'],
  });

/** Deletes rows of one kind: one by `?id=`, several together (all or none). */
const deleteRows = (client: ApiClient, word: string, ids: number[]) =>
  ids.length === 1
    ? client.json({ method: 'DELETE', path: `/policies/delete-${word}`, query: { id: ids[0] } })
    : client.json({ method: 'DELETE', path: `/policies/delete-multi-${word}`, body: { ids } });

export const policyMethods = (client: ApiClient): PolicyMethods => ({
  policy: (id) => client.json({ path: '/policies/{id}', pathParams: { id } }),
  savePolicy: (body) => saveOf(client, '/policies/save-policy', body),
  exchangePolicy: (id, body) => saveOf(client, '/policies/{id}/exchange', body, { id }),
  policyChanges: (id) => client.json({ path: '/policies/{id}/changes', pathParams: { id } }),
  accumulatedValues: (id, filter) => rowsOf(client, 'accumulated-values', id, filter),
  planContributions: (id, filter) => rowsOf(client, 'transactions', id, filter),
  deleteAccumulatedValues: (ids) => deleteRows(client, 'accumulated-value', ids),
  deletePlanContributions: (ids) => deleteRows(client, 'plan-contribution', ids),
  policyHealth: (filter) =>
    client.json({
      path: '/policies/health',
      query: { employerId: filter.employerId, divisionId: filter.divisionId },
    }),
});
