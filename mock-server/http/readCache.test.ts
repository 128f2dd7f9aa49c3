import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { trackPgliteWrites } from '../db/dataVersion';
import { ReadCache } from './readCache';
import { readConfig } from '../config';
import { call, signIn, startTestServer, type TestServer } from '../test/harness';
import { imageBlob, standardImage } from '../test/templates';
import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions';

const CARRIERS = '/api/carriers?PageSize=25&PageNumber=1';

describe('the read cache: answers served again never outlive a write', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  interface Page {
    resultCount: number;
    rows: { id: number; name: string }[];
  }
  const getJson = async <T = Page>(token: string, path: string): Promise<T> => {
    const res = await call(server, token, 'GET', path);
    expect(res.status, path).toBe(200);
    return res.json() as Promise<T>;
  };

  it('shows a carrier renamed through the API on the next read of a list read before', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const before = await getJson(admin.accessToken, CARRIERS);
    expect(await getJson(admin.accessToken, CARRIERS)).toEqual(before);
    const carrier = before.rows[0]!;
    const detail = await getJson<object>(admin.accessToken, `/api/carriers/${carrier.id}`);
    const saved = await call(server, admin.accessToken, 'POST', '/api/carriers/save-carrier', {
      ...detail,
      name: `${carrier.name} Renamed`,
    });
    expect(saved.status).toBe(200);
    const after = await getJson(admin.accessToken, CARRIERS);
    expect(after.rows.find((r) => r.id === carrier.id)?.name).toBe(`${carrier.name} Renamed`);
    expect(
      (await getJson<{ name: string }>(admin.accessToken, `/api/carriers/${carrier.id}`)).name,
    ).toBe(`${carrier.name} Renamed`);
  });

  it('shows a row written straight to the database (an import, a script) on the next read', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const before = await getJson(admin.accessToken, CARRIERS);
    await getJson(admin.accessToken, CARRIERS);
    await server.database.db.execute(
      sql`insert into carriers (name, city, state, is_active) values ('Zephyr Life', 'Boise', 'ID', true)`,
    );
    const after = await getJson(admin.accessToken, CARRIERS);
    expect(after.resultCount).toBe(before.resultCount + 1);
    expect(after.rows.map((r) => r.name)).toContain('Zephyr Life');
  });

  it('answers each caller from their own scope, never from another caller’s answer', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const producer = await signIn(server, 'producer@example.com');
    const path = '/api/clients?PageSize=5&PageNumber=1';
    const all = await getJson(admin.accessToken, path);
    await getJson(admin.accessToken, path);
    const scoped = await getJson(producer.accessToken, path);
    expect(scoped.resultCount).toBeLessThan(all.resultCount);
    expect((await getJson(admin.accessToken, path)).resultCount).toBe(all.resultCount);
  });

  it('ends a session at sign-out even for an answer it read a moment before', async () => {
    const admin = await signIn(server, 'admin@example.com');
    await getJson(admin.accessToken, CARRIERS);
    await getJson(admin.accessToken, CARRIERS);
    expect((await call(server, admin.accessToken, 'POST', '/api/auth/logout')).status).toBe(204);
    expect((await call(server, admin.accessToken, 'GET', CARRIERS)).status).toBe(401);
  });

  it('refuses a token once it expires, though its answer is held', async () => {
    const admin = await signIn(server, 'admin@example.com');
    await getJson(admin.accessToken, CARRIERS);
    await getJson(admin.accessToken, CARRIERS);
    server.clock.advance(15 * 60 * 1000 + 1000);
    expect((await call(server, admin.accessToken, 'GET', CARRIERS)).status).toBe(401);
  });

  it('refuses a deactivated employer admin at once', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const employerAdmin = await signIn(server, 'employer.admin@example.com');
    const path = '/api/clients?PageSize=5&PageNumber=1';
    const toggle = (isActive: boolean) =>
      call(server, admin.accessToken, 'POST', `/api/users/${employerAdmin.user.id}/toggle`, {
        isActive,
      });
    await getJson(employerAdmin.accessToken, path);
    await getJson(employerAdmin.accessToken, path);
    expect((await toggle(false)).status).toBe(200);
    try {
      expect((await call(server, employerAdmin.accessToken, 'GET', path)).status).toBe(401);
    } finally {
      await toggle(true);
    }
  });

  it('answers a held answer with the same status, headers and body as the first time', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const first = await call(server, admin.accessToken, 'GET', CARRIERS);
    const again = await call(server, admin.accessToken, 'GET', CARRIERS);
    const headers = (res: Response) =>
      Object.fromEntries(
        [...res.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)),
      );
    expect(again.status).toBe(first.status);
    expect(headers(again)).toEqual(headers(first));
    expect(headers(again)['cache-control']).toBe('no-store');
    expect(headers(again)['content-security-policy']).toContain("default-src 'self'");
    expect(await again.text()).toBe(await first.text());
  });
});

describe('the read cache’s bound', () => {
  it('counts the keys as well as the answers, so many long URLs cannot grow it past its size', async () => {
    const cache = new ReadCache(
      () => '1',
      () => new Date(),
      64 * 1024,
    );
    const app = express();
    app.use((req, _res, next) => {
      req.principal = { userId: 1 } as never;
      next();
    });
    app.get('/a', cache.middleware(), (_req, res) => {
      res.json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/a`;
    try {
      for (let i = 0; i < 100; i++) {
        const res = await fetch(`${url}?n=${i}&pad=${'x'.repeat(4000)}`);
        expect(res.status).toBe(200);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Each key is some 8 KB (4,000 characters): 64 KB holds at most eight of them.
    const { answers } = cache as unknown as { answers: Map<string, Buffer> };
    expect(answers.size).toBeGreaterThan(0);
    expect(answers.size).toBeLessThanOrEqual(8);
  });
});

describe('the data version of the embedded database', () => {
  it('moves with every write and transaction, and not with a read', async () => {
    // A copy of the empty test database: a new cluster (initdb) costs twice as much.
    const client = new PGlite({
      loadDataDir: imageBlob(await standardImage('empty')),
      extensions: PGLITE_EXTENSIONS,
    });
    const version = trackPgliteWrites(client);
    try {
      await client.exec('create table t (id int primary key, name text)');
      const v0 = version();
      await client.query('select * from t');
      await client.query('  SELECT count(*) from t where id = $1', [1]);
      expect(version()).toBe(v0);
      await client.query('insert into t values (1, $1)', ['a']);
      const v1 = version();
      expect(v1).not.toBe(v0);
      await client.query(`with gone as (delete from t returning id) select * from gone`);
      const v2 = version();
      expect(v2).not.toBe(v1);
      await client.query(`select setval(pg_get_serial_sequence('t', 'id'), 1)`).catch(() => {});
      expect(version()).not.toBe(v2);
      const v3 = version();
      await client.transaction(async (tx) => {
        await tx.query('insert into t values (2, $1)', ['b']);
      });
      expect(version()).not.toBe(v3);
    } finally {
      await client.close();
    }
  });
});

describe('READ_CACHE_MB', () => {
  it('sizes the cache, 0 turns it off, and anything else stops the start with the reason', () => {
    const dir = { DATA_DIR: '/tmp/portal-config-test', JWT_SECRET: 'x'.repeat(40) };
    expect(readConfig(dir).readCacheBytes).toBe(64 * 1024 * 1024);
    expect(readConfig({ ...dir, READ_CACHE_MB: '8' }).readCacheBytes).toBe(8 * 1024 * 1024);
    expect(readConfig({ ...dir, READ_CACHE_MB: '0' }).readCacheBytes).toBe(0);
    expect(() => readConfig({ ...dir, READ_CACHE_MB: 'lots' })).toThrow(/READ_CACHE_MB/);
  });
});

describe('HEAP_GROWTH_PERCENT', () => {
  it('defaults to 50, 0 leaves it to V8, and anything but a whole number to 300 stops the start', () => {
    const dir = { DATA_DIR: '/tmp/portal-config-test', JWT_SECRET: 'x'.repeat(40) };
    expect(readConfig(dir).heapGrowthPercent).toBe(50);
    expect(readConfig({ ...dir, HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(readConfig({ ...dir, HEAP_GROWTH_PERCENT: ' 120 ' }).heapGrowthPercent).toBe(120);
    for (const bad of ['lots', '-5', '12.5', '301']) {
      expect(() => readConfig({ ...dir, HEAP_GROWTH_PERCENT: bad })).toThrow(
        /HEAP_GROWTH_PERCENT must be a whole number from 0 to 300/,
      );
    }
  });
});
