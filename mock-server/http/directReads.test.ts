// Direct reads answer exactly as the app does: every signed-in cacheable GET, as each role, with
// good and bad input, against one server that reads directly and one that does not (an API
// extension turns direct reads off), on the same database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { ROLES } from '../../src/domain/enums';
import { apiRoutes } from '../app';
import { call, signInEachRole, startTestServer, type TestServer } from '../test/harness';

/** Every line the direct server logs at debug level and above. */
const lines: { msg: string }[] = [];
const logger = pino(
  { level: 'debug' },
  { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) },
);
const LEFT = 'a direct read is left to the app';

let direct: TestServer;
let viaApp: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  direct = await startTestServer({ readCacheBytes: 0, logger });
  viaApp = await startTestServer({
    readCacheBytes: 0,
    // The same database; closing it is the direct server's to do.
    database: { ...direct.database, close: async () => {} },
    extendApi: () => {},
  });
  const sessions = await signInEachRole(direct);
  tokens = {
    Admin: sessions.admin.accessToken,
    Producer: sessions.producer.accessToken,
    EmployerAdmin: sessions.employerAdmin.accessToken,
    Employee: sessions.employee.accessToken,
  };
});
afterAll(async () => {
  await viaApp.close();
  await direct.close();
});

/** Status, the headers a client reads and the body, of one GET. */
async function answerOf(server: TestServer, token: string | undefined, path: string) {
  const res = await call(server, token, 'GET', path);
  const headers = Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );
  return { status: res.status, headers, body: await res.text() };
}

/** The signed-in cacheable GETs, with their example path and query. */
const READS = apiRoutes()
  .filter((r) => r.method === 'GET' && r.access !== 'public' && r.docs?.cacheable)
  .map((r) => {
    const path = r.path.replace(
      /:(\w+)/g,
      (_, name: string) => r.docs?.example?.path?.[name] ?? '1',
    );
    return `/api${path}${r.docs?.example?.query ? `?${r.docs.example.query}` : ''}`;
  });

describe('direct reads', () => {
  it('cover the lists and records', () => {
    expect(READS).toContain('/api/carriers?PageSize=10&PageNumber=1');
    expect(READS.length).toBeGreaterThan(20);
  });

  it('answer every cacheable GET as each role exactly as the app does, mostly without it', async () => {
    let answered = 0;
    for (const role of ROLES) {
      for (const path of READS) {
        lines.length = 0;
        const mine = await answerOf(direct, tokens[role], path);
        expect(mine, `${role} GET ${path}`).toEqual(await answerOf(viaApp, tokens[role], path));
        // A success went out directly; anything else was left to the app.
        const left = lines.some((l) => l.msg === LEFT);
        if (mine.status === 200) expect(left, `${role} GET ${path}`).toBe(false);
        if (mine.status === 200) answered++;
      }
    }
    expect(answered).toBeGreaterThan(40);
  });

  it('leave refusals and odd requests to the app, which answers them as before', async () => {
    const admin = tokens.Admin!;
    const cases: [string | undefined, string][] = [
      [undefined, '/api/carriers'],
      ['not-a-token', '/api/carriers'],
      [tokens.Employee, '/api/carriers'],
      [admin, '/api/carriers?PageSize=abc'],
      [admin, '/api/carriers?SortCriteria=%5B%7B%22sortKey%22%3A%22nope%22%7D%5D'],
      [admin, '/api/carriers?SearchText=%00'],
      [admin, '/api/carriers/999999'],
      [admin, '/api/carriers/abc'],
      [admin, '/api/carriers/'],
      [admin, '/api/Carriers?PageSize=10&PageNumber=1'],
      [admin, '/api/carri%65rs'],
      [admin, '/api/nowhere'],
      [admin, '/api/docs'],
    ];
    for (const [token, path] of cases) {
      const mine = await answerOf(direct, token, path);
      expect(mine, path).toEqual(await answerOf(viaApp, token, path));
    }
    expect((await answerOf(direct, admin, '/api/Carriers?PageSize=10&PageNumber=1')).status).toBe(
      200,
    );
    expect((await answerOf(direct, tokens.Employee, '/api/carriers')).status).toBe(403);
  });

  it('see a write at once', async () => {
    const admin = tokens.Admin!;
    const list = '/api/carriers?PageSize=10&PageNumber=1&SearchText=Direct%20Reads';
    const before = JSON.parse((await answerOf(direct, admin, list)).body);
    expect(before.resultCount).toBe(0);
    const carrier = (await (await call(direct, admin, 'GET', '/api/carriers/1')).json()) as Record<
      string,
      unknown
    >;
    const saved = await call(direct, admin, 'POST', '/api/carriers/save-carrier', {
      ...carrier,
      name: 'Direct Reads Mutual',
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = JSON.parse((await answerOf(direct, admin, list)).body);
    expect(after.rows.map((r: { id: number; name: string }) => [r.id, r.name])).toEqual([
      [1, 'Direct Reads Mutual'],
    ]);
  });
});
