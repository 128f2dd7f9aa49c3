import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { call, signIn, startTestServer, tempDir, type TestServer } from './test/harness';

describe('API server basics', () => {
  let server: TestServer;
  let token: string;
  const webRoot = tempDir('portal-web-');

  beforeAll(async () => {
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    server = await startTestServer({
      webRoot,
      extendApi: (api) => {
        api.get('/test/explode', () => {
          throw new Error('secret internal detail at /srv/app.ts:42');
        });
      },
    });
    token = (await signIn(server, 'admin@example.com')).accessToken;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers GET /api/version from package.json', async () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
    const res = await fetch(`${server.url}/api/version`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      companyName: pkg.portal.companyName,
      copyrightYear: 2026,
      informationalVersion: `${pkg.version}+build.0`,
      productName: pkg.portal.productName,
      versionNumber: pkg.version,
      versionNumberWithBuildNumber: `${pkg.version}.0`,
    });
  });

  it('describes the list-query models with their sort keys', async () => {
    expect((await fetch(`${server.url}/api/models`)).status).toBe(401);
    const body = await (await call(server, token, 'GET', '/api/models')).json();
    expect(Object.keys(body).sort()).toEqual(['carrierQuery', 'employerQuery', 'userListArgs']);
    expect(body.userListArgs.schema.required).toEqual(
      expect.arrayContaining(['pageSize', 'pageNumber', 'isDeleted']),
    );
    expect(Object.keys(body.userListArgs.schema.properties)).toEqual(
      expect.arrayContaining(['emailAddress', 'isActive', 'role', 'isDeleted', 'searchText']),
    );
    expect(body.carrierQuery.sortKeys).toContain('name');
  });

  it('answers an unknown /api route with a 404 problem', async () => {
    const res = await call(server, token, 'GET', '/api/no-such-thing?x=1');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await res.json()).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'No API route matches GET /api/no-such-thing.',
      instance: '/api/no-such-thing?x=1',
    });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const res = await fetch(`${server.url}/api/no-such-thing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.title).toBe('Bad Request');
    expect(body.detail).toBe('The request body is not valid JSON.');
  });

  it('answers a body over 1 MiB with a 413 problem', async () => {
    const res = await fetch(`${server.url}/api/version`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).title).toBe('Payload Too Large');
  });

  it('answers an unexpected error with a 500 problem that reveals nothing internal', async () => {
    const res = await fetch(`${server.url}/api/test/explode`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      status: 500,
      title: 'Internal Server Error',
      detail: 'An unexpected error occurred.',
    });
    expect(text).not.toMatch(/secret internal detail|app\.ts|at /);
  });

  it('reports health 200 while the database answers, and a 500 problem once it is gone', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
    const broken = await startTestServer({ seed: false });
    await broken.database.close();
    const res = await fetch(`${broken.url}/api/health`);
    expect(res.status).toBe(500);
    expect((await res.json()).detail).toBe('An unexpected error occurred.');
    await broken.close().catch(() => {}); // its database is already closed
  });

  it('serves translation catalogs and 404s a missing one', async () => {
    const en = await fetch(`${server.url}/locales/en/ra.json`);
    expect(en.status).toBe(200);
    expect((await en.json()).ra.action.save).toBe('Save');
    expect((await fetch(`${server.url}/locales/xx/ra.json`)).status).toBe(404);
  });

  it('compresses the translation catalogs for browsers that accept it', async () => {
    const res = await fetch(`${server.url}/locales/en/ra.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await res.json()).ra.action.save).toBe('Save');
  });

  it('serves the web app for any page path (history fallback) with security headers', async () => {
    const res = await fetch(`${server.url}/organizations/12`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
