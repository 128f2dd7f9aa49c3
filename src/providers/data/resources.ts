// react-admin's own calls (getList, getOne, getMany, saves, deletes) over a registry of resource
// endpoints. getMany is one list call with Ids[], so reference fields never fan out per id.
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import type { ApiClient } from '../../api/client';
import { ApiException } from '../../api/errors';
import { MAX_PAGE_SIZE } from '../../domain/listQuery';
import type { PagedResult } from '../../domain/queryString';
import { listQueryOf, type ResourceEndpoints } from './endpoints';
import { toFormError } from './forms';

/** Ids read from the address bar arrive as text; the API's ids are numbers. */
const apiId = (id: unknown) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);

export function resourceMethods(
  client: ApiClient,
  registry: Record<string, ResourceEndpoints>,
): DataProvider {
  const endpointsOf = (resource: string): ResourceEndpoints => {
    const endpoints = registry[resource];
    if (!endpoints) throw new Error(`The resource '${resource}' has no API endpoints.`);
    return endpoints;
  };
  const endpoint = (resource: string, kind: 'one' | 'save' | 'remove'): string => {
    const path = endpointsOf(resource)[kind];
    if (!path)
      throw new Error(
        `The resource '${resource}' cannot ${kind === 'one' ? 'be read by id' : kind}.`,
      );
    return path;
  };

  const list = async <T extends RaRecord>(resource: string, params: GetListParams) => {
    const endpoints = endpointsOf(resource);
    // An empty id filter asks for nothing; sent as is it would ask for everything.
    if (Array.isArray(params.filter?.ids) && params.filter.ids.length === 0) {
      return { data: [] as T[], total: 0 };
    }
    const result = await client.json<PagedResult<T>>({
      path: endpoints.list,
      query: listQueryOf(endpoints, params),
      requiredQuery: ['pageSize', 'pageNumber'],
      signal: params.signal,
    });
    return { data: result.rows, total: result.resultCount };
  };

  /**
   * One record. A record outside the caller's scope answers 404: that is react-admin's "not
   * found" (the page says so), not a server failure for the global error handler.
   */
  const one = async <T extends RaRecord>(resource: string, id: unknown, signal?: AbortSignal) => {
    try {
      return await client.json<T>({
        path: endpoint(resource, 'one').replace('{id}', '{recordId}'),
        pathParams: { recordId: id },
        signal,
        silent: true,
      });
    } catch (err) {
      if (err instanceof ApiException && err.status === 404) {
        throw new HttpError('ra.notification.item_doesnt_exist', 404, err.result);
      }
      if (!(err instanceof DOMException && err.name === 'AbortError')) client.onError(err);
      throw err;
    }
  };

  const save = async (resource: string, data: Record<string, unknown>) => {
    const result = await client
      .json<{ id: number; message?: string }>({
        method: 'POST',
        path: endpoint(resource, 'save'),
        body: data,
        problemStatuses: [400],
        silent: true, // the form shows the errors
      })
      .catch((err: unknown) => {
        throw toFormError(err);
      });
    const id = result.id ?? data.id;
    // The saved record as the server now has it (defaults, links, generated fields).
    const record = endpointsOf(resource).one ? await one(resource, id) : { ...data, id };
    return { data: { ...record, id } as RaRecord, message: result.message };
  };

  const remove = (resource: string, id: unknown) =>
    client.json({
      method: 'DELETE',
      path: endpoint(resource, 'remove').replace('{id}', '{recordId}'),
      pathParams: { recordId: id },
      problemStatuses: [400],
      silent: true, // the caller tells the user
    });

  return {
    getList: list as DataProvider['getList'],
    async getOne(resource, params) {
      return { data: (await one(resource, params.id, params.signal)) as never };
    },
    async getMany(resource, params) {
      const ids = [...new Set(params.ids.map(apiId))];
      const chunks: unknown[][] = [];
      for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) {
        chunks.push(ids.slice(i, i + MAX_PAGE_SIZE));
      }
      const pages = await Promise.all(
        chunks.map((chunk) =>
          list(resource, {
            filter: { ids: chunk },
            pagination: { page: 1, perPage: chunk.length },
            signal: params.signal,
          }),
        ),
      );
      return { data: pages.flatMap((p) => p.data) as never[] };
    },
    async getManyReference(resource, params) {
      return (await list(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      })) as never;
    },
    async create(resource, params) {
      return (await save(resource, { ...params.data, id: undefined })) as never;
    },
    async update(resource, params) {
      return (await save(resource, { ...params.data, id: apiId(params.id) })) as never;
    },
    async updateMany(resource, params) {
      for (const id of params.ids) {
        const data = await one(resource, id);
        await save(resource, { ...data, ...params.data, id: apiId(id) });
      }
      return { data: params.ids };
    },
    async delete(resource, params) {
      await remove(resource, params.id);
      return { data: params.previousData as never };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await remove(resource, id);
      return { data: params.ids };
    },
  };
}
