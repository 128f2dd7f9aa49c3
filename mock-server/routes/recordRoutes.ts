// The three calls most resources of spec 7 have alike: the list (searched, filtered, sorted and
// paged by its query schema), the save (create or update, answering the id and a message) and
// one record by id. A route file describes them here and adds only what is its own.
import type { z } from 'zod';
import type { Resource } from '../../src/domain/permissions';
import { idParam } from '../http/context';
import { bodyOf, can, queryOf, type ApiRouter, type ResponseDoc, answer } from '../http/routes';
import type { Principal, Scope } from '../services/access';

type Call<I, O> = (principal: Principal, scope: Scope, input: I) => Promise<O>;

export interface RecordRoutes<Q extends z.ZodType, S extends z.ZodType> {
  /** The list's path, which the others extend (`/employers`). */
  path: string;
  resource: Resource;
  list: {
    summary: string;
    description?: string;
    query: Q;
    /** The response type of a row (`employers.EmployerRow`). */
    row: `${string}.${string}`;
    call: Call<z.output<Q>, unknown>;
  };
  save?: {
    /** The save's path (`/employers/save-employer`); the list's path when absent. */
    path?: string;
    summary: string;
    description?: string;
    body: S;
    response?: ResponseDoc;
    errors?: readonly number[];
    /** Saves and answers (savedAnswer, or what the resource answers instead). */
    call: Call<z.output<S>, unknown>;
  };
  one?: {
    summary: string;
    /** The record `:id` names, for the description. */
    record: string;
    response: `${string}.${string}`;
    call: Call<number, unknown>;
  };
}

export function recordRoutes<Q extends z.ZodType, S extends z.ZodType>(
  router: ApiRouter,
  { path, resource, list, save, one }: RecordRoutes<Q, S>,
) {
  router.get(
    path,
    can(resource, 'list'),
    {
      summary: list.summary,
      description: list.description,
      query: list.query,
      response: `Page<${list.row}>`,
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    answer(({ principal, scope }, _req, res) =>
      list.call(principal, scope, queryOf(res, list.query)),
    ),
  );
  if (save) saveRoute(router, path, resource, save);
  if (one) {
    router.get(
      `${path}/:id`,
      can(resource, 'show'),
      {
        summary: one.summary,
        records: { id: one.record },
        response: one.response,
        cacheable: true,
      },
      answer(({ principal, scope }, req) => one.call(principal, scope, idParam(req, 'id'))),
    );
  }
}

function saveRoute<S extends z.ZodType>(
  router: ApiRouter,
  path: string,
  resource: Resource,
  save: NonNullable<RecordRoutes<z.ZodType, S>['save']>,
) {
  router.post(
    save.path ?? path,
    can(resource, 'edit'),
    {
      summary: save.summary,
      description: save.description,
      body: save.body,
      response: save.response ?? 'common.SavedResult',
      errors: save.errors,
    },
    answer(({ principal, scope }, _req, res) =>
      save.call(principal, scope, bodyOf(res, save.body)),
    ),
  );
}
