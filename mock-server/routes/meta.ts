// GET /api/version, GET /api/models and GET /api/openapi.json: what is running, the list-query
// shapes it accepts, and the description of every call.
import { z } from 'zod';
import type { ApiDescription, Models } from '../../src/domain/api/meta';
import {
  SORT_KEYS,
  carrierQuerySchema,
  employerQuerySchema,
  userListArgsSchema,
} from '../../src/domain/listQuery';
import type { ApiRoute, ApiRouter } from '../http/routes';
import { describeApi } from '../openapi/describe';
import { readResponseSchemas } from '../openapi/responseSchemaFile';
import { readVersionInfo } from '../services/version';

export function versionRouter(router: ApiRouter, now: () => Date) {
  router.get(
    '/version',
    'public',
    {
      summary: 'What is running: product, company, version and build.',
      response: 'meta.VersionInfo',
    },
    (_req, res) => {
      res.json(readVersionInfo(now()));
    },
  );
}

export function modelsRouter(router: ApiRouter) {
  const models: Models = {
    carrierQuery: { schema: z.toJSONSchema(carrierQuerySchema), sortKeys: SORT_KEYS.carriers },
    employerQuery: { schema: z.toJSONSchema(employerQuerySchema), sortKeys: SORT_KEYS.employers },
    userListArgs: { schema: z.toJSONSchema(userListArgsSchema), sortKeys: SORT_KEYS.users },
  };
  router.get(
    '/models',
    'signed-in',
    {
      summary:
        'The list-query models of spec 3: each list query as JSON Schema, with its sort keys.',
      description:
        'carrierQuery (GET /api/carriers), employerQuery (GET /api/employers) and userListArgs (GET /api/users, POST /api/users/get-user): the fields a list call takes (searchText, sortCriteria, pageSize, pageNumber, and the user list’s emailAddress, isActive, role and isDeleted) and the keys each list sorts by.',
      response: 'meta.Models',
      cacheable: true,
    },
    (_req, res) => {
      res.json(models);
    },
  );
}

/** The OpenAPI description of the registry's routes (this one included), built once. */
export function apiDescription(routes: readonly ApiRoute[], now: Date): ApiDescription {
  const info = readVersionInfo(now);
  return describeApi(routes, readResponseSchemas(), {
    title: `${info.productName} API`,
    version: info.versionNumber,
  }) as unknown as ApiDescription;
}

export function descriptionRouter(router: ApiRouter, routes: () => readonly ApiRoute[]) {
  let description: ApiDescription | undefined;
  router.get(
    '/openapi.json',
    'public',
    {
      summary: 'This description: every call, its parameters, bodies, responses and errors.',
      description:
        'Public, like the docs page (/api/docs) that reads it: it names the calls and the roles each needs, never data.',
      response: 'meta.ApiDescription',
    },
    (_req, res) => {
      description ??= apiDescription(routes(), new Date());
      res.json(description);
    },
  );
}
