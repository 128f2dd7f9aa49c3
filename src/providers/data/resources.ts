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

/** The API calls behind react-admin's, for the resources of a registry of endpoints. */
class ResourceCalls {
  constructor(
    private readonly client: ApiClient,
    private readonly registry: Record<string, ResourceEndpoints>,
  ) {}

  endpointsOf(resource: string): ResourceEndpoints {
    const endpoints = this.registry[resource];
    if (!endpoints) throw new Error(`The resource '${resource}' has no API endpoints.`);
    return endpoints;
  }

  private endpoint(resource: string, kind: 'one' | 'save' | 'remove'): string {
    const path = this.endpointsOf(resource)[kind];
    if (!path) {
      const what = kind === 'one' ? 'be read by id' : kind;
      throw new Error(`The resource '${resource}' cannot ${what}.`);
    }
    return path;
  }

  async list<T extends RaRecord>(resource: string, params: GetListParams) {
    const endpoints = this.endpointsOf(resource);
    // An empty id filter asks for nothing; sent as is it would ask for everything.
    if (Array.isArray(params.filter?.ids) && params.filter.ids.length === 0) {
      return { data: [] as T[], total: 0 };
    }
    const result = await this.client.json<PagedResult<T>>({
      path: endpoints.list,
      query: listQueryOf(endpoints, params),
      requiredQuery: ['pageSize', 'pageNumber'],
      signal: params.signal,
    });
    return { data: result.rows, total: result.resultCount };
  }

  /** Records by id: one list call with Ids[] per page of them, never one call per id. */
  async many(resource: string, ids: unknown[], signal?: AbortSignal) {
    const unique = [...new Set(ids.map(apiId))];
    const chunks: unknown[][] = [];
    for (let i = 0; i < unique.length; i += MAX_PAGE_SIZE) {
      chunks.push(unique.slice(i, i + MAX_PAGE_SIZE));
    }
    const pagination = (chunk: unknown[]) => ({ page: 1, perPage: chunk.length });
    const pages = await Promise.all(
      chunks.map((chunk) =>
        this.list(resource, { filter: { ids: chunk }, pagination: pagination(chunk), signal }),
      ),
    );
    return pages.flatMap((p) => p.data);
  }

  /**
   * One record. A record outside the caller's scope answers 404: that is react-admin's "not
   * found" (the page says so), not a server failure for the global error handler.
   */
  async one<T extends RaRecord>(resource: string, id: unknown, signal?: AbortSignal) {
    try {
      return await this.client.json<T>({
        path: this.endpoint(resource, 'one').replace('{id}', '{recordId}'),
        pathParams: { recordId: id },
        signal,
        silent: true,
      });
    } catch (err) {
      if (err instanceof ApiException && err.status === 404) {
        throw new HttpError('ra.notification.item_doesnt_exist', 404, err.result);
      }
      if (!(err instanceof DOMException && err.name === 'AbortError')) this.client.onError(err);
      throw err;
    }
  }

  async save(resource: string, data: Record<string, unknown>) {
    const result = await this.client
      .json<{ id: number; message?: string }>({
        method: 'POST',
        path: this.endpoint(resource, 'save'),
        body: data,
        problemStatuses: [400],
        silent: true, // the form shows the errors
      })
      .catch((err: unknown) => {
        throw toFormError(err);
      });
    const id = result.id ?? data.id;
    // The saved record as the server now has it (defaults, links, generated fields).
    const record = this.endpointsOf(resource).one
      ? await this.one(resource, id)
      : { ...data, id };
    return { data: { ...record, id } as RaRecord, message: result.message };
  }

  remove(resource: string, id: unknown) {
    return this.client.json({
      method: 'DELETE',
      path: this.endpoint(resource, 'remove').replace('{id}', '{recordId}'),
      pathParams: { recordId: id },
      problemStatuses: [400],
      silent: true, // the caller tells the user
    });
  }
}

export function resourceMethods(
  client: ApiClient,
  registry: Record<string, ResourceEndpoints>,
): DataProvider {
  const calls = new ResourceCalls(client, registry);
  return {
    getList: (resource, params) => calls.list(resource, params) as never,
    getOne: async (resource, params) => ({
      data: (await calls.one(resource, params.id, params.signal)) as never,
    }),
    getMany: async (resource, params) => ({
      data: (await calls.many(resource, params.ids, params.signal)) as never[],
    }),
    getManyReference: (resource, params) =>
      calls.list(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      }) as never,
    create: (resource, params) =>
      calls.save(resource, { ...params.data, id: undefined }) as never,
    update: (resource, params) =>
      calls.save(resource, { ...params.data, id: apiId(params.id) }) as never,
    async updateMany(resource, params) {
      for (const id of params.ids) {
        const data = await calls.one(resource, id);
        await calls.save(resource, { ...data, ...params.data, id: apiId(id) });
      }
      return { data: params.ids };
    },
    async delete(resource, params) {
      await calls.remove(resource, params.id);
      return { data: params.previousData as never };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await calls.remove(resource, id);
      return { data: params.ids };
    },
  };
}
