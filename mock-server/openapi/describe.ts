// The API's OpenAPI 3.1 description, built from the route registry: each route's access and roles,
// the zod schemas its handler parses, and the response types generated from src/domain/api.
import { z } from 'zod';
import { ROLES, type Role } from '../../src/domain/enums';
import { MAX_SORT_KEY_LENGTH } from '../../src/domain/listQuery';
import { MAX_ID } from '../../src/domain/schemas/common';
import type { ApiRoute, ResponseDoc, RouteDocs } from '../http/routes';
import type { ResponseSchemas } from './responseSchemaFile';

type Json = Record<string, unknown>;

/** DESIGN 5.1: what each role reaches of the records a call touches. */
const SCOPE: Record<Role, string> = {
  Admin: 'everything',
  Producer:
    'the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users',
  EmployerAdmin:
    'their employers’ divisions, participants, policies, receivables, and the users of those divisions',
  Employee:
    'their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies',
};

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: problem details; `extensions.errors` lists each field with its message key and English text.',
  401: 'No valid access token.',
  403: 'The caller’s role may not use this call.',
  404: 'No such record, or one outside the caller’s scope (its existence is not revealed).',
  409: 'The change conflicts with stored data (`extensions` says which).',
  413: 'The upload or body is too large.',
  416: 'The requested range cannot be satisfied.',
  429: 'Too many requests: wait for the `Retry-After` seconds.',
};

/** `/users/:userId` → `/api/users/{userId}`. */
export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

export function operationId(route: Pick<ApiRoute, 'method' | 'path'>): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .flatMap((s) => (s.startsWith(':') ? ['by', s.slice(1)] : s.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return route.method.toLowerCase() + words.map(pascal).join('');
}

function whoAndScope(route: ApiRoute): string {
  if (route.access === 'public') return '**Access:** public, no token needed.';
  const roles = route.roles;
  const lines = [
    `**Roles:** ${roles.join(', ')}${route.access === 'signed-in' ? ' (any signed-in user)' : ''}.` +
      (roles.length < ROLES.length ? ' Any other role gets 403.' : ''),
    '',
    '**Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:',
    ...roles.map((role) => `- ${role}: ${SCOPE[role]}.`),
  ];
  return lines.join('\n');
}

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;

const withoutDialect = ({ $schema: _, ...rest }: Json) => rest;

/** A query schema as spec 7's query parameters: PascalCase, SortCriteria[i].field, repeated arrays. */
function queryParameters(docs: RouteDocs): Json[] {
  if (!docs.query) return [];
  const output = toSchema(docs.query, 'output');
  const input = toSchema(docs.query, 'input');
  const props = (output.properties ?? {}) as Record<string, Json>;
  const required = new Set((input.required ?? []) as string[]);
  const params: Json[] = [];
  for (const [name, schema] of Object.entries(props)) {
    if (name === 'sortCriteria') {
      params.push(
        {
          name: 'SortCriteria[0].sortKey',
          in: 'query',
          description:
            'The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list.',
          schema: { type: 'string', maxLength: MAX_SORT_KEY_LENGTH },
        },
        {
          name: 'SortCriteria[0].isDescending',
          in: 'query',
          description: 'Sorts by the first key from the highest down.',
          schema: { type: 'boolean', default: false },
        },
      );
      continue;
    }
    const param: Json = {
      name: pascal(name),
      in: 'query',
      required: required.has(name),
      schema: withoutDialect(schema),
    };
    if (schema.type === 'array') Object.assign(param, { style: 'form', explode: true });
    if (typeof schema.description === 'string') param.description = schema.description;
    params.push(param);
  }
  return params;
}

/** The record each integer id parameter names by its own name (others say it in docs.records). */
export const ID_RECORDS: Record<string, string> = {
  userId: 'user',
  clientId: 'participant',
  employerId: 'employer',
  divisionId: 'division',
  carrierId: 'carrier',
  policyId: 'policy',
  fileId: 'file',
  employeeId: 'employee',
};

/** What a path parameter's description says of an integer id naming a `record`. */
export const idDescription = (record: string) => `The ${record}’s id.`;

/**
 * The description of a path parameter: an integer id's names its record (by the parameter's
 * name or the route's docs.records), any other parameter's comes with its schema. A route that
 * leaves one unsaid cannot be described.
 */
function pathParameterDescription(route: ApiRoute, name: string, own?: Json): string {
  const said = own?.description ?? route.docs?.records?.[name] ?? ID_RECORDS[name];
  if (typeof said !== 'string') {
    throw new Error(
      `${route.method} ${route.path}: say what :${name} is (docs.records or params).`,
    );
  }
  return own ? said : idDescription(said);
}

function pathParameters(route: ApiRoute): Json[] {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return names.map((name) => {
    const own = route.docs?.params?.[name];
    const schema = own ? withoutDialect(toSchema(own, 'input')) : undefined;
    const param: Json = {
      name,
      in: 'path',
      required: true,
      description: pathParameterDescription(route, name, schema),
      schema: schema ?? { type: 'integer', minimum: 1, maximum: MAX_ID },
    };
    const example = route.docs?.example?.path?.[name];
    if (example !== undefined) param.example = example;
    return param;
  });
}

function requestBody(docs: RouteDocs): Json | undefined {
  if (!docs.body) return undefined;
  if ('multipart' in docs.body) {
    const fields = withoutDialect(toSchema(docs.body.multipart, 'input'));
    const properties = (fields.properties ?? {}) as Json;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            ...fields,
            properties: { File: { type: 'string', format: 'binary' }, ...properties },
            required: ['File', ...((fields.required ?? []) as string[])],
          },
        },
      },
    };
  }
  return {
    required: true,
    content: { 'application/json': { schema: withoutDialect(toSchema(docs.body, 'input')) } },
  };
}

/** A response type reference of the registry, resolved against the generated schemas. */
export function responseSchema(response: ResponseDoc, schemas: ResponseSchemas): Json | undefined {
  if (typeof response !== 'string' || !response.includes('.') || response.includes('/')) {
    return undefined;
  }
  const ref = (name: string): Json => {
    const component = schemas.types[name];
    if (!component) throw new Error(`No response type ${name} in src/domain/api.`);
    return { $ref: `#/components/schemas/${component}` };
  };
  const page = /^Page<(.+)>$/.exec(response);
  if (page) {
    return {
      type: 'object',
      required: ['resultCount', 'pageNumber', 'pageSize', 'rows'],
      properties: {
        resultCount: { type: 'integer', description: 'Rows matching the query, over all pages.' },
        pageNumber: { type: 'integer' },
        pageSize: { type: 'integer' },
        rows: { type: 'array', items: ref(page[1]!) },
      },
    };
  }
  if (response.endsWith('[]')) return { type: 'array', items: ref(response.slice(0, -2)) };
  return ref(response);
}

function responses(route: ApiRoute, docs: RouteDocs, schemas: ResponseSchemas): Json {
  const out: Json = {};
  const { response } = docs;
  if (response === 204) {
    out['204'] = { description: 'Done; no content.' };
  } else if (typeof response === 'string' && response.includes('/')) {
    out['200'] = {
      description: 'The file, with its name in Content-Disposition.',
      content: { [response]: { schema: { type: 'string', format: 'binary' } } },
    };
  } else {
    out['200'] = {
      description: 'Success.',
      content: { 'application/json': { schema: responseSchema(response, schemas) } },
    };
  }
  const statuses = new Set<number>(docs.errors ?? []);
  if (route.access !== 'public') statuses.add(401);
  if (route.roles.length < ROLES.length && route.access !== 'public') statuses.add(403);
  if (route.path.includes(':')) statuses.add(404);
  if (docs.query || docs.body || docs.params) statuses.add(400);
  for (const status of [...statuses].sort()) {
    out[String(status)] = {
      description: ERROR_TEXT[status] ?? 'Problem details.',
      content: { [PROBLEM_CONTENT_TYPE]: { schema: responseSchema('common.Problem', schemas) } },
    };
  }
  return out;
}

export interface DescriptionInfo {
  version: string;
  title: string;
}

/** The OpenAPI 3.1 document of the routes; throws on a route without documentation. */
export function describeApi(
  routes: readonly ApiRoute[],
  schemas: ResponseSchemas,
  info: DescriptionInfo,
): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const docs = route.docs;
    if (!docs) throw new Error(`${route.method} ${route.path} has no documentation.`);
    const operation: Json = {
      operationId: operationId(route),
      tags: [route.path.split('/')[1]!],
      summary: docs.summary,
      description: [docs.description, whoAndScope(route)].filter(Boolean).join('\n\n'),
      security: route.access === 'public' ? [] : [{ bearerAuth: [] }],
      parameters: [...pathParameters(route), ...queryParameters(docs)],
    };
    const body = requestBody(docs);
    if (body) operation.requestBody = body;
    operation.responses = responses(route, docs, schemas);
    if (docs.example?.query) operation['x-example-query'] = docs.example.query;
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description:
        'Every call of the portal’s API. Sign in with POST /api/auth/login and send the `accessToken` as `Authorization: Bearer …` (15 minutes; POST /api/auth/refresh-token renews it). Failures answer RFC 9457 problem details.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The accessToken of POST /api/auth/login.',
        },
      },
      schemas: schemas.schemas,
    },
  };
}
