// react-admin's dataProvider mapped to the /api endpoints of each resource: paging, sorting and
// searching become PageSize/PageNumber/SortCriteria/SearchText, and paged results become
// { data, total }. Each resource declares its endpoints in RESOURCES.
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { api as defaultApi, type ApiClient } from '../api/client';
import type { PagedResult } from '../domain/listQuery';

export interface ResourceEndpoints {
  /** Paged list endpoint. */
  list: string;
  /** One record by id; `{id}` is replaced. */
  one: string;
  /** Filters that are always sent, and how react-admin filters map to query parameters. */
  listQuery?: (filter: Record<string, unknown>) => Record<string, unknown>;
}

export const RESOURCES: Record<string, ResourceEndpoints> = {
  users: {
    list: '/users',
    one: '/users/{id}',
    listQuery: (filter) => ({
      isDeleted: filter.isDeleted ?? false,
      isActive: filter.isActive,
      role: filter.role,
      emailAddress: filter.emailAddress,
    }),
  },
};

function endpointsOf(resource: string): ResourceEndpoints {
  const endpoints = RESOURCES[resource];
  if (!endpoints) throw new Error(`The resource '${resource}' has no API endpoints.`);
  return endpoints;
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
    ...(endpoints.listQuery?.(filter) ?? {}),
  };
}

export function createDataProvider(client: ApiClient = defaultApi): DataProvider {
  const unsupported = (what: string, resource: string) =>
    Promise.reject(new Error(`${what} is not available for ${resource}.`));
  return {
    async getList<T extends RaRecord>(resource: string, params: GetListParams) {
      const endpoints = endpointsOf(resource);
      const result = await client.json<PagedResult<T>>({
        path: endpoints.list,
        query: listQueryOf(endpoints, params),
        requiredQuery: ['pageSize', 'pageNumber'],
        signal: params.signal,
      });
      return { data: result.rows, total: result.resultCount };
    },
    async getOne(resource, params) {
      const endpoints = endpointsOf(resource);
      const data = await client.json<RaRecord>({
        path: endpoints.one.replace('{id}', '{recordId}'),
        pathParams: { recordId: params.id },
        signal: params.signal,
      });
      return { data: data as never };
    },
    async getMany(resource, params) {
      const { data } = await Promise.all(
        params.ids.map((id) => this.getOne(resource, { id, signal: params.signal })),
      ).then((all) => ({ data: all.map((r) => r.data) }));
      return { data };
    },
    getManyReference: (resource) => unsupported('getManyReference', resource),
    create: (resource) => unsupported('create', resource),
    update: (resource) => unsupported('update', resource),
    updateMany: (resource) => unsupported('updateMany', resource),
    delete: (resource) => unsupported('delete', resource),
    deleteMany: (resource) => unsupported('deleteMany', resource),
  };
}

export const dataProvider = createDataProvider();
