// The History calls: a record's changes field by field with names for references, the filters
// by day, person and field, the CSV in the reader's language, and the scope (404 outside it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { HistoryPage } from '../../src/domain/api/history';
import { queryRows } from '../db/connection';
import {
  call,
  signInEachRole,
  startTestServer,
  type Session,
  type TestServer,
} from '../test/harness';

describe('history', () => {
  let server: TestServer;
  let admin: Session, producer: Session, employerAdmin: Session, employee: Session;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);
  const get = (session: Session, path: string) =>
    call(server, session.accessToken, 'GET', `/api${path}`);
  const page = async (session: Session, path: string): Promise<HistoryPage> => {
    const res = await get(session, path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as HistoryPage;
  };
  const today = () => new Date().toISOString().slice(0, 10);
  const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  let divisionId: number;

  /** Saves a division of employer 1 with the given fields (the caller's edit). */
  const saveDivision = async (session: Session, over: Record<string, unknown>) => {
    const current = await (await get(admin, `/divisions/${divisionId}`)).json();
    const res = await call(server, session.accessToken, 'POST', '/api/divisions/save-division', {
      ...current,
      producers: current.producers.map((p: { id: number }) => p.id),
      employerAdmins: current.employerAdmins.map((a: { id: number }) => a.id),
      ...over,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer();
    ({ admin, producer, employerAdmin, employee } = await signInEachRole(server));
    const [first] = await rows<{ id: number }>(
      sql`select id from divisions where employer_id = 1 order by id limit 1`,
    );
    divisionId = first!.id;
    await saveDivision(admin, { planName: 'Gold Plan', matchingContribution: 4 });
    await saveDivision(producer, { planName: 'Silver Plan' });
  });
  afterAll(() => server.close());

  it('answers each write with its fields before and after, newest first, with who did it', async () => {
    const history = await page(admin, `/history/divisions/${divisionId}`);
    expect(history.resultCount).toBe(2);
    const [latest, earlier] = history.rows;
    expect(latest).toMatchObject({ action: 'update', actorName: expect.stringMatching(/\S/) });
    expect(latest!.changes).toEqual([
      { field: 'planName', before: 'Gold Plan', after: 'Silver Plan' },
    ]);
    expect(earlier!.actorId).toBe(admin.user.id);
    expect(earlier!.changes.map((c) => c.field)).toEqual(['planName', 'matchingContribution']);
    expect(Number(earlier!.changes[1]!.after)).toBe(4);
    expect(history.actors.map((a) => a.id).sort()).toEqual(
      [admin.user.id, producer.user.id].sort(),
    );
    const [division] = await rows<{ name: string }>(
      sql`select name from divisions where id = ${divisionId}`,
    );
    expect(history.recordName).toBe(division!.name);
  });

  it('names the records a change refers to instead of their ids', async () => {
    const [carrier] = await rows<{ id: number; name: string }>(
      sql`select id, name from carriers order by id limit 1`,
    );
    const res = await call(server, admin.accessToken, 'POST', '/api/products/save-product', {
      productName: 'History Term Life',
      carrierId: carrier!.id,
    });
    expect(res.status).toBe(200);
    const { id } = await res.json();
    const history = await page(admin, `/history/products/${id}`);
    expect(history.rows[0]!.changes).toContainEqual({
      field: 'carrierId',
      before: null,
      after: carrier!.id,
    });
    expect(history.names.carriers).toEqual({ [String(carrier!.id)]: carrier!.name });
  });

  it('filters by days, person and field', async () => {
    const path = `/history/divisions/${divisionId}`;
    expect(
      (await page(admin, `${path}?actorId=${producer.user.id}`)).rows.map((r) => r.actorId),
    ).toEqual([producer.user.id]);
    const byField = await page(admin, `${path}?field=matchingContribution`);
    expect(byField.resultCount).toBe(1);
    expect(byField.rows[0]!.changes.map((c) => c.field)).toEqual(['matchingContribution']);
    expect((await page(admin, `${path}?to=${yesterday()}`)).resultCount).toBe(0);
    expect((await page(admin, `${path}?from=${today()}&to=${today()}`)).resultCount).toBe(2);
    expect((await page(admin, `${path}?pageSize=1&pageNumber=2`)).rows[0]!.actorId).toBe(
      admin.user.id,
    );
    expect((await get(admin, `${path}?field=passwordHash`)).status).toBe(400);
    expect((await get(admin, `${path}?from=yesterday`)).status).toBe(400);
  });

  it('writes the CSV in the reader language with labels and formatted values', async () => {
    const path = `/history/divisions/${divisionId}/csv`;
    const en = await get(admin, `${path}?lang=en`);
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toMatch(/text\/csv/);
    const english = await en.text();
    expect(english).toContain('"When","Who","Change","Field","Before","After"');
    expect(english).toContain('"Plan name","Gold Plan","Silver Plan"');
    expect(english).toMatch(/"Matching contribution \(%\)","[^"]*%","4%"/);
    const vi = await (await get(admin, `${path}?lang=vi&field=planName`)).text();
    expect(vi).toContain('"Thời điểm","Người thực hiện","Thay đổi","Trường","Trước","Sau"');
    expect(vi).toContain('"Đã sửa"');
    expect(vi).not.toContain('matchingContribution');
    expect(vi.trim().split('\n')).toHaveLength(3);
  });

  it('keeps each role to the history of what it may see: 404 outside, 403 without the right', async () => {
    const [outside] = await rows<{ id: number }>(
      sql`select id from divisions where employer_id not in (1, 2) order by id limit 1`,
    );
    const [otherEmployer] = await rows<{ id: number }>(
      sql`select id from employers where id <> 1 order by id limit 1`,
    );
    const [otherUser] = await rows<{ id: number }>(
      sql`select id from users where id <> ${employee.user.id} and role = 'Employee' order by id limit 1`,
    );
    const [policy] = await rows<{ id: number }>(
      sql`select p.id from policies p join participants c on c.id = p.client_id
          where c.division_id not in (select id from divisions where employer_id in (1, 2)) limit 1`,
    );
    const refused: [Session, string, number][] = [
      [producer, `/history/divisions/${outside!.id}`, 404],
      [producer, `/history/divisions/${outside!.id}/csv`, 404],
      [producer, `/history/policies/${policy!.id}`, 404],
      [producer, '/history/carriers/1', 403],
      [employerAdmin, `/history/organizations/${otherEmployer!.id}`, 404],
      [employee, `/history/users/${otherUser!.id}`, 404],
      [employee, `/history/divisions/${divisionId}`, 403],
      [admin, '/history/divisions/999999', 404],
    ];
    for (const [session, path, status] of refused) {
      expect((await get(session, path)).status, `${session.user.role} ${path}`).toBe(status);
    }
    expect((await page(producer, `/history/divisions/${divisionId}`)).resultCount).toBe(2);
    expect((await page(employee, `/history/users/${employee.user.id}`)).rows).toBeDefined();
  });

  it('keeps a user edit field by field, old and new', async () => {
    const [user] = await rows<{ id: number }>(
      sql`select id from users where role = 'Employee' and id <> ${employee.user.id} and is_deleted = false order by id limit 1`,
    );
    const before = await (await get(admin, `/users/${user!.id}`)).json();
    const toggled = await call(server, admin.accessToken, 'POST', `/api/users/${user!.id}/toggle`, {
      isActive: !before.isActive,
    });
    expect([200, 204]).toContain(toggled.status);
    const history = await page(admin, `/history/users/${user!.id}`);
    expect(history.rows[0]!.changes).toEqual([
      { field: 'isActive', before: before.isActive, after: !before.isActive },
    ]);
  });
});
