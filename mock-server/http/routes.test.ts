import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/domain/enums';
import { rolesPermitted } from '../../src/domain/permissions';
import { apiRoutes } from '../app';
import { z } from 'zod';
import { HttpError } from './problem';
import { ApiRouter, bodyOf, bySpecificity, can, paramsOf, queryOf, shadows } from './routes';

/** Serves a router on an ephemeral loopback port for one callback. */
async function serve(router: express.Router, use: (url: string) => Promise<void>) {
  const app = express();
  app.use(router);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the route registry', () => {
  it('parses the query and the body with the schemas of the docs before the handler runs', async () => {
    const query = z.object({ pageSize: z.coerce.number().int().min(1) });
    const body = z.object({ name: z.string().trim().min(1) });
    const other = z.object({ name: z.string() });
    const seen: unknown[] = [];
    const routes = new ApiRouter();
    const docs = { summary: 's', query, body, response: 204 } as const;
    routes.post('/things', 'public', docs, (_req, res) => {
      seen.push({ query: queryOf(res, query), body: bodyOf(res, body) });
      res.status(204).end();
    });
    routes.post('/others', 'public', docs, (_req, res) => {
      // Reading with a schema the docs do not declare is refused, not silently unparsed.
      bodyOf(res, other);
      res.status(204).end();
    });
    const app = express.Router();
    app.use(express.json());
    app.use(routes.publicRouter());
    app.use(((err, _req, res, _next) => {
      res.status(err instanceof z.ZodError ? 400 : 500).json({ issues: err.issues?.length ?? 0 });
    }) as express.ErrorRequestHandler);
    await serve(app, async (url) => {
      const post = (path: string, json: unknown) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        });
      expect((await post('/things?PageSize=5', { name: '  Ann ' })).status).toBe(204);
      expect(seen).toEqual([{ query: { pageSize: 5 }, body: { name: 'Ann' } }]);
      // A body the schema refuses never reaches the handler.
      expect((await post('/things?PageSize=5', { name: ' ' })).status).toBe(400);
      expect((await post('/things?PageSize=0', { name: 'Ann' })).status).toBe(400);
      expect(seen).toHaveLength(1);
      expect((await post('/others?PageSize=5', { name: 'Ann' })).status).toBe(500);
    });
  });

  it('parses the path parameters the docs declare and answers a bad one as the route says', async () => {
    const year = { year: z.coerce.number().int().min(2000).max(2100) };
    const query = z.object({ lang: z.enum(['en', 'vi']).optional() });
    const seen: unknown[] = [];
    const routes = new ApiRouter();
    const handler: express.RequestHandler = (_req, res) => {
      seen.push(paramsOf(res, year).year);
      res.status(204).end();
    };
    routes.get('/found/:year', 'public', { summary: 's', params: year, response: 204 }, handler);
    const notFound = { summary: 's', params: year, badParam: 'No table.', response: 204 } as const;
    routes.get('/named/:year', 'public', notFound, handler);
    const asField = {
      summary: 's',
      params: year,
      badParam: 'validation',
      query,
      response: 204,
    } as const;
    routes.get('/field/:year', 'public', asField, handler);
    const app = express.Router();
    app.use(routes.publicRouter());
    app.use(((err, _req, res, _next) => {
      if (err instanceof HttpError) return res.status(err.status).json({ detail: err.detail });
      res.status(err instanceof z.ZodError ? 400 : 500).json({
        fields: (err as z.ZodError).issues?.map((i) => i.path.join('.')),
      });
    }) as express.ErrorRequestHandler);
    await serve(app, async (url) => {
      const get = async (path: string) => {
        const res = await fetch(`${url}${path}`);
        return { status: res.status, body: res.status === 204 ? null : await res.json() };
      };
      expect(await get('/found/2024')).toEqual({ status: 204, body: null });
      expect(seen).toEqual([2024]);
      expect(await get('/found/1999')).toEqual({
        status: 404,
        body: { detail: 'No record has the year "1999".' },
      });
      expect(await get('/named/x')).toEqual({ status: 404, body: { detail: 'No table.' } });
      // As a validation problem, the parameter's refusal comes with the query's.
      expect(await get('/field/x?lang=fr')).toEqual({
        status: 400,
        body: { fields: ['year', 'lang'] },
      });
      expect(seen).toEqual([2024]);
    });
  });

  it('answers a fixed path with its own handler even when declared after a parameter route', async () => {
    const routes = new ApiRouter();
    routes.get('/users/:userId', 'public', (req, res) => {
      res.json({ route: 'user', id: req.params.userId });
    });
    routes.get('/users/plant-history', 'public', (_req, res) => {
      res.json({ route: 'plant-history' });
    });
    routes.post('/users/accummulated-history', 'public', (_req, res) => {
      res.json({ route: 'accummulated-history' });
    });
    routes.post('/users/:userId', 'public', (_req, res) => {
      res.json({ route: 'resend' });
    });
    expect(routes.routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /users/plant-history',
      'POST /users/accummulated-history',
      'GET /users/:userId',
      'POST /users/:userId',
    ]);
    await serve(routes.publicRouter(), async (url) => {
      expect(await (await fetch(`${url}/users/plant-history`)).json()).toEqual({
        route: 'plant-history',
      });
      expect(
        await (await fetch(`${url}/users/accummulated-history`, { method: 'POST' })).json(),
      ).toEqual({ route: 'accummulated-history' });
      expect(await (await fetch(`${url}/users/12`)).json()).toEqual({ route: 'user', id: '12' });
    });
  });

  it('orders literal segments before parameters, segment by segment', () => {
    const paths = ['/a/:x/:y', '/a/:x/c', '/a/b/:y', '/:z/b/c', '/a/b/c', '/a'];
    expect([...paths].sort(bySpecificity)).toEqual([
      '/a',
      '/a/b/c',
      '/a/b/:y',
      '/a/:x/c',
      '/a/:x/:y',
      '/:z/b/c',
    ]);
  });

  it('refuses a route declared twice and a path it cannot order', () => {
    const routes = new ApiRouter();
    routes.get('/x/:id', 'signed-in', (_req, res) => res.end());
    expect(() => routes.get('/x/:id', can('users', 'list'), (_req, res) => res.end())).toThrow(
      'GET /x/:id is declared twice.',
    );
    expect(() => routes.get('/x/*rest', 'public', (_req, res) => res.end())).toThrow(
      'not /literal/:param form',
    );
  });

  it('mounts no API route behind an earlier one that would answer it instead', () => {
    const routes = apiRoutes();
    routes.forEach((later, i) => {
      for (const earlier of routes.slice(0, i)) {
        const hidden = earlier.method === later.method && shadows(earlier.path, later.path);
        expect(hidden, `${later.method} ${later.path} behind ${earlier.path}`).toBe(false);
      }
    });
  });

  it('lists every API route with the roles the permission table lets through', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const expected =
        typeof route.access === 'string'
          ? ROLES
          : rolesPermitted(route.access.resource, route.access.action);
      expect(route.roles, `${route.method} ${route.path}`).toEqual(expected);
    }
    const publicOnes = routes.filter((r) => r.access === 'public').map((r) => r.path);
    expect(publicOnes.sort()).toEqual([
      '/auth/login',
      '/auth/refresh-token',
      '/health',
      '/openapi.json',
      '/users/:userId/validate-token',
      '/users/forgot-password',
      '/users/set-password',
      '/version',
    ]);
  });
});
