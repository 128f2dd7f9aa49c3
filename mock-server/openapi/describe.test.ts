import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiRoutes } from '../app';
import { queryRows } from '../db/connection';
import { SHARE_TOKEN_EXAMPLE } from '../routes/savedViews';
import { call, signIn, startTestServer, type Session, type TestServer } from '../test/harness';
import { clientTypesText, CLIENT_TYPES_FILE, DESCRIPTION_FILE, descriptionJson } from './artifacts';
import { DOCS_CONTENT_SECURITY_POLICY } from './docsPage';
import { openApiPath } from './describe';
import { generateResponseSchemas, RESPONSE_SCHEMAS_FILE } from './responseSchemas';
import { responseCheck } from './validate';

type Operation = {
  responses: Record<string, { content?: Record<string, unknown> }>;
  parameters: { name: string; in: string; example?: string; description?: string }[];
  'x-example-query'?: string;
};
type Description = { paths: Record<string, Record<string, Operation>> };

const routes = apiRoutes();

/** GETs with no seeded record to read: an import's progress exists only while one runs. */
const NO_SEEDED_SAMPLE = new Set(['/files/progress/:id']);

describe('the API description', () => {
  let server: TestServer;
  let admin: Session;
  let description: Description;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@example.com');
    await saveExampleView();
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    description = (await res.json()) as Description;
  });
  afterAll(() => server.close());

  it('documents every route of the registry', () => {
    const undocumented = routes.filter((r) => !r.docs).map((r) => `${r.method} ${r.path}`);
    expect(undocumented).toEqual([]);
  });

  it('names exactly the routes the server has, no more and no fewer', () => {
    const described = Object.entries(description.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const served = routes.map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(described.filter((d) => !served.includes(d))).toEqual([]);
    expect(served.filter((s) => !described.includes(s))).toEqual([]);
    expect(described).toHaveLength(served.length);
  });

  /** No view is seeded: the Admin saves one, whose link gets the token the docs show. */
  async function saveExampleView() {
    const res = await call(server, admin.accessToken, 'POST', '/api/saved-views', {
      resource: 'users',
      name: 'Producers',
      filter: { role: 'Producer' },
      sort: { field: 'email', order: 'ASC' },
      perPage: 25,
      hiddenColumns: ['phoneNumber'],
    });
    const { id } = (await res.json()) as { id: number };
    await queryRows(
      server.database.db,
      sql`update saved_views set share_token = ${SHARE_TOKEN_EXAMPLE} where id = ${id}`,
    );
  }

  it('gives each operation the roles of the registry and the bearer scheme', () => {
    for (const route of routes) {
      const op = description.paths[openApiPath(route.path)]![route.method.toLowerCase()] as
        (Operation & { description: string; security: unknown[] }) | undefined;
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      if (route.access === 'public') {
        expect(op!.security).toEqual([]);
      } else {
        expect(op!.security).toEqual([{ bearerAuth: [] }]);
        expect(op!.description).toContain(`**Roles:** ${route.roles.join(', ')}`);
        expect(op!.responses['401']).toBeDefined();
      }
    }
  });

  it('answers every documented JSON GET of the seeded data as declared, signed in as Admin', async () => {
    const check = responseCheck(description as never);
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      if (route.method !== 'GET' || NO_SEEDED_SAMPLE.has(route.path)) continue;
      const op = description.paths[openApiPath(route.path)]!.get!;
      if (!op.responses['200']?.content?.['application/json']) continue;
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
        const example = op.parameters.find((p) => p.in === 'path' && p.name === name)?.example;
        return encodeURIComponent(example ?? '1');
      });
      const query = op['x-example-query'] ? `?${op['x-example-query']}` : '';
      const res = await call(server, admin.accessToken, 'GET', `/api${path}${query}`);
      const body: unknown = await res.json();
      const errors = check.errors('GET', route.path, res.status, body);
      if (res.status !== 200)
        failures.push(`GET ${path}${query}: ${res.status} ${JSON.stringify(body)}`);
      else checked++;
      failures.push(...errors.map((e) => `GET ${path}${query}: ${e}`));
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  /** The operation of a route in the description served. */
  const operationOf = (route: (typeof routes)[number]) =>
    description.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;

  it('describes every path parameter under the name the route gives it', () => {
    const faults: string[] = [];
    for (const route of routes) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const params = operationOf(route).parameters.filter((p) => p.in === 'path');
      if (JSON.stringify(params.map((p) => p.name)) !== JSON.stringify(names)) {
        faults.push(`${route.method} ${route.path}: ${params.map((p) => p.name).join(', ')}`);
      }
      for (const p of params.filter((q) => !q.description)) {
        faults.push(`${route.method} ${route.path}: :${p.name} has no description`);
      }
    }
    expect(faults).toEqual([]);
  });

  // The handlers read their ids with idParam(req, name), which names the parameter in its 404;
  // services name the record they looked for ('The policy does not exist.'). Asking each route
  // for a malformed and then a missing id shows which parameter the handler read, and as what.
  it('names each integer path parameter as the handler reads it, and the record it looks up', async () => {
    const faults: string[] = [];
    let compared = 0;
    const aliases: Record<string, string[]> = { participant: ['participant', 'client'] };
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const params = operationOf(route).parameters.filter((p) => p.in === 'path');
      for (const param of params) {
        const record = /^The (.+)’s id\.$/.exec(param.description ?? '')?.[1];
        if (!record) continue;
        const pathWith = (value: string) =>
          `/api${route.path.replace(/:(\w+)/g, (_, name: string) =>
            name === param.name
              ? value
              : encodeURIComponent(params.find((p) => p.name === name)?.example ?? '1'),
          )}`;
        const where = `${route.method} ${route.path} :${param.name}`;
        const malformed = await call(server, admin.accessToken, route.method, pathWith('x'));
        const detail = ((await malformed.json()) as { detail?: string }).detail;
        if (detail !== `No record has the ${param.name} "x".`) {
          faults.push(`${where}: a malformed value answers ${malformed.status} ${detail}`);
        }
        const missing = await call(server, admin.accessToken, route.method, pathWith('2147483647'));
        const looked = /^The ([a-z ]+) does not exist\.$/.exec(
          ((await missing.json()) as { detail?: string }).detail ?? '',
        )?.[1];
        if (missing.status !== 404 || !looked) continue;
        compared++;
        if (!(aliases[record] ?? [record]).includes(looked)) {
          faults.push(`${where}: described as the ${record}'s id, looks up a ${looked}`);
        }
      }
    }
    expect(faults).toEqual([]);
    expect(compared).toBeGreaterThan(10);
  });

  it('declares a maximum length for every text a call takes, and 2,048 for web addresses', () => {
    const unbounded: string[] = [];
    const urls: string[] = [];
    const walk = (schema: Record<string, unknown> | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const types = ([] as unknown[]).concat(schema.type ?? []);
      const fixed = schema.enum || schema.const !== undefined || schema.format === 'uuid';
      if (types.includes('string') && schema.format !== 'binary' && !fixed) {
        if (typeof schema.maxLength !== 'number') unbounded.push(where);
        if (/(url|website)$/i.test(where)) urls.push(`${where} ${String(schema.maxLength)}`);
      }
      for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
        ((schema[key] ?? []) as Record<string, unknown>[]).forEach((s) => walk(s, where));
      }
      walk(schema.items as Record<string, unknown>, `${where}[]`);
      for (const [name, s] of Object.entries((schema.properties ?? {}) as Record<string, never>)) {
        walk(s, `${where}.${name}`);
      }
    };
    for (const [path, methods] of Object.entries(description.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const o = op as Operation & {
          parameters: { name: string; in: string; schema: Record<string, unknown> }[];
          requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
        };
        for (const p of o.parameters) walk(p.schema, `${method} ${path} ${p.in} ${p.name}`);
        for (const c of Object.values(o.requestBody?.content ?? {})) {
          walk(c.schema, `${method} ${path} body`);
        }
      }
    }
    expect(unbounded).toEqual([]);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => !u.endsWith(' 2048'))).toEqual([]);
  });

  it('fails a body that does not match its declared schema', () => {
    const check = responseCheck(description as never);
    expect(check.errors('GET', '/version', 200, { productName: 3 })).not.toEqual([]);
    expect(check.errors('GET', '/nowhere', 200, {})).toEqual([
      'GET /nowhere is not in the description.',
    ]);
  });
});

describe('the checked-in outputs', () => {
  // On a difference: npm run api:describe, and commit what it rewrites. The JSON files are
  // compared as data (their layout is Prettier's, which lint checks), without formatting them
  // again here; the typed client is compared as the script writes it.
  const sameJson = (file: string, json: string) =>
    JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8'))) === json;

  it('has the response schemas the TypeScript types of src/domain/api give today', () => {
    expect(sameJson(RESPONSE_SCHEMAS_FILE, JSON.stringify(generateResponseSchemas()))).toBe(true);
  }, 120_000);

  it('has the description and the typed client the registry gives today', async () => {
    const json = descriptionJson();
    expect(sameJson(DESCRIPTION_FILE, json)).toBe(true);
    expect((await clientTypesText(json)) === fs.readFileSync(CLIENT_TYPES_FILE, 'utf8')).toBe(true);
  }, 120_000);
});

describe('the docs page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves Swagger UI from the package under a CSP of self, without a token', async () => {
    const redirect = await fetch(`${server.url}/api/docs`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/api/docs/');
    const page = await fetch(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(DOCS_CONTENT_SECURITY_POLICY);
    const html = await page.text();
    expect(html).toContain('<script src="init.js"></script>');
    expect(html).not.toMatch(/<script>|https?:\/\/(?!localhost)/);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js', 'docs.css']) {
      expect((await fetch(`${server.url}/api/docs/${file}`)).status, file).toBe(200);
    }
    const init = await (await fetch(`${server.url}/api/docs/init.js`)).text();
    expect(init).toContain("url: '/api/openapi.json'");
    for (const hidden of [
      'swagger-ui-bundle.js.map',
      'index.css',
      'swagger-initializer.js',
      '..%2Fpackage.json',
    ]) {
      expect((await fetch(`${server.url}/api/docs/${hidden}`)).status, hidden).not.toBe(200);
    }
  });
});
