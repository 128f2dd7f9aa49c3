// How a react-admin resource maps to its API endpoints, and react-admin's list parameters to the
// list query of spec 3 (PageSize/PageNumber/SortCriteria/SearchText plus the resource's filters).
import type { GetListParams } from 'react-admin';

export interface ResourceEndpoints {
  /** Paged list endpoint; it also takes Ids[] (getMany). */
  list: string;
  /** One record by id; `{id}` is replaced. */
  one?: string;
  /** The save call (create and update): POST with the record, answers `{ id }`. */
  save?: string;
  /** DELETE endpoint; `{id}` is replaced. */
  remove?: string;
  /** How react-admin filters map to query parameters (plus those always sent). */
  listQuery?: (filter: Record<string, unknown>) => Record<string, unknown>;
}

/** The list query of spec 3 for react-admin's list parameters. */
export function listQueryOf(endpoints: ResourceEndpoints, params: GetListParams) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const filter = { ...(params.filter as Record<string, unknown>) };
  const searchText = typeof filter.q === 'string' && filter.q.trim() ? filter.q.trim() : undefined;
  const sort = params.sort?.field
    ? [{ sortKey: params.sort.field, isDescending: params.sort.order === 'DESC' }]
    : [];
  return {
    searchText,
    sortCriteria: sort,
    pageSize: perPage,
    pageNumber: page,
    ids: Array.isArray(filter.ids) ? filter.ids : undefined,
    ...(endpoints.listQuery?.(filter) ?? {}),
  };
}
