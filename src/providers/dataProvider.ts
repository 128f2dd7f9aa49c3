// react-admin's dataProvider mapped to the /api endpoints of each resource: paging, sorting and
// searching become PageSize/PageNumber/SortCriteria/SearchText, paged results become
// { data, total }, and saves go to each resource's save call. Each resource declares its
// endpoints in RESOURCES; calls beyond react-admin's (toggle, resend, export) are methods of the
// PortalDataProvider type.
import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { HttpError } from 'react-admin';
import { api as defaultApi, type ApiClient, type BlobResult } from '../api/client';
import { ApiException, localeKeyOf } from '../api/errors';
import type { PagedResult } from '../domain/queryString';
import { MESSAGE_ARGS } from '../domain/rules';

// react-admin's ValidationError reads messages with placeholders in this form.
const formMessage = (key: string) =>
  MESSAGE_ARGS[key]
    ? `@@react-admin@@${JSON.stringify({ message: key, args: MESSAGE_ARGS[key] })}`
    : key;

/**
 * A refused save becomes react-admin's HttpError carrying the field errors, so the form shows
 * each message beside its input (divisions.0.name becomes a nested error); the notice shows the
 * first message.
 */
export function toFormError(err: unknown): unknown {
  if (!(err instanceof ApiException)) return err;
  const fieldErrors = err.problem?.extensions?.errors ?? [];
  const key = fieldErrors[0]?.key ?? localeKeyOf(err.response);
  if (!key) return err;
  const errors: Record<string, unknown> = {};
  for (const { field, key: fieldKey } of fieldErrors) {
    const parts = field ? field.split('.') : ['root'];
    let node = errors;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] ??= formMessage(fieldKey);
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return new HttpError(key, err.status, { errors });
}

export interface ResourceEndpoints {
  /** Paged list endpoint. */
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

export const RESOURCES: Record<string, ResourceEndpoints> = {
  users: {
    list: '/users',
    one: '/users/{id}',
    save: '/users/save-user',
    remove: '/users/{id}',
    listQuery: (filter) => ({
      isDeleted: filter.isDeleted ?? false,
      isActive: filter.isActive,
      role: filter.role,
      emailAddress: filter.emailAddress,
    }),
  },
  organizations: {
    list: '/employers',
    one: '/employers/{id}',
    save: '/employers/save-employer',
  },
  divisions: {
    list: '/divisions',
    listQuery: (filter) => ({ employerIds: filter.employerIds ?? filter.employerId }),
  },
  producers: {
    list: '/producers',
    one: '/producers/{id}',
    save: '/producers',
  },
  clients: {
    list: '/clients',
    one: '/clients/{id}',
    listQuery: (filter) => ({
      employerId: filter.employerId,
      userIds: filter.userIds,
      firstName: filter.firstName,
      lastName: filter.lastName,
    }),
  },
};

function endpointsOf(resource: string): ResourceEndpoints {
  const endpoints = RESOURCES[resource];
  if (!endpoints) throw new Error(`The resource '${resource}' has no API endpoints.`);
  return endpoints;
}

function endpoint(resource: string, kind: 'one' | 'save' | 'remove'): string {
  const path = endpointsOf(resource)[kind];
  if (!path)
    throw new Error(
      `The resource '${resource}' cannot ${kind === 'one' ? 'be read by id' : kind}.`,
    );
  return path;
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

export interface ToggleUserBody {
  isActive?: boolean;
  newEmployersProducers?: { employerId: number; producerId: number }[];
}

export interface PortalDataProvider extends DataProvider {
  /** Activates or deactivates a user (with the producer hand-over when needed). */
  toggleUser(id: number, body?: ToggleUserBody): Promise<unknown>;
  /** Sends the invitation of a user who has not set a password yet, again. */
  resendInvitation(id: number): Promise<unknown>;
  /** The participants of a list filter as a CSV file (all of them, streamed by the server). */
  exportParticipants(filter?: Record<string, unknown>): Promise<BlobResult>;
}

export function createDataProvider(client: ApiClient = defaultApi): PortalDataProvider {
  const getOne = async <T extends RaRecord>(
    resource: string,
    id: unknown,
    signal?: AbortSignal,
  ) => {
    const data = await client.json<T>({
      path: endpoint(resource, 'one').replace('{id}', '{recordId}'),
      pathParams: { recordId: id },
      signal,
    });
    return data;
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
    const record = endpointsOf(resource).one ? await getOne(resource, id) : { ...data, id };
    return { data: { ...record, id } as RaRecord, message: result.message };
  };

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
      return { data: (await getOne(resource, params.id, params.signal)) as never };
    },
    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal)));
      return { data: data as never[] };
    },
    async getManyReference(resource, params) {
      return this.getList(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
    },
    async create(resource, params: CreateParams) {
      return (await save(resource, { ...params.data, id: undefined })) as never;
    },
    async update(resource, params: UpdateParams) {
      // Ids read from the address bar arrive as text; the API's ids are numbers.
      const id =
        typeof params.id === 'string' && /^\d+$/.test(params.id) ? Number(params.id) : params.id;
      return (await save(resource, { ...params.data, id })) as never;
    },
    async updateMany(resource, params) {
      for (const id of params.ids) {
        const { data } = await this.getOne(resource, { id });
        await this.update(resource, { id, data: { ...data, ...params.data }, previousData: data });
      }
      return { data: params.ids };
    },
    async delete(resource, params: DeleteParams) {
      await client.json({
        method: 'DELETE',
        path: endpoint(resource, 'remove').replace('{id}', '{recordId}'),
        pathParams: { recordId: params.id },
        problemStatuses: [400],
        silent: true, // the caller tells the user
      });
      return { data: params.previousData as never };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await this.delete(resource, { id });
      return { data: params.ids };
    },

    toggleUser: (id, body = {}) =>
      client.json({
        method: 'POST',
        path: '/users/{userId}/toggle',
        pathParams: { userId: id },
        body,
        problemStatuses: [400],
        silent: true,
      }),
    resendInvitation: (id) =>
      client.json({
        method: 'POST',
        path: '/users/{userId}',
        pathParams: { userId: id },
        problemStatuses: [409],
        silent: true,
      }),
    exportParticipants: (filter = {}) =>
      client.blob({
        silent: true, // the caller says 'Export failed, please try again later'
        path: '/clients/export',
        query: {
          searchText: filter.q,
          employerId: filter.employerId,
          userIds: filter.userIds,
        },
      }),
  };
}

export const dataProvider = createDataProvider();

/** Hands a downloaded file to the browser. */
export function saveFile({ blob, fileName }: BlobResult, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
