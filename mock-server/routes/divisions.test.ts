// The division calls as a resource of their own: the paged list and one division by id, each in
// the caller's scope, and the save of one division with the rules of the organization save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/connection';
import {
  call,
  signInEachRole,
  startTestServer,
  type Session,
  type TestServer,
} from '../test/harness';

interface Row {
  id: number;
  name: string;
  employerId: number;
  employerName: string;
  planName: string | null;
  producers: { id: number }[];
  employerAdmins: { id: number }[];
}

describe('divisions', () => {
  let server: TestServer;
  let admin: Session, producer: Session, employerAdmin: Session, employee: Session;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);
  /** A GET that must answer 200, read as JSON. */
  const get = async (session: Session, path: string) => {
    const res = await call(server, session.accessToken, 'GET', path);
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const list = async (session: Session, query = '') =>
    (await get(session, `/api/divisions?PageSize=1000&PageNumber=1${query}`)) as {
      resultCount: number;
      rows: Row[];
    };
  const save = (body: unknown, session = admin) =>
    call(server, session.accessToken, 'POST', '/api/divisions/save-division', body);
  const errorsOf = async (res: Response): Promise<{ field: string; key: string }[]> => {
    expect(res.status).toBe(400);
    return (await res.json()).extensions.errors;
  };
  const stored = () =>
    rows(
      sql`select d.*, (select array_agg(producer_id order by producer_id) from division_producers p where p.division_id = d.id) as producers,
                 (select array_agg(employer_admin_id order by employer_admin_id) from division_employer_admins a where a.division_id = d.id) as admins
          from divisions d order by d.id`,
    );
  const division = (over: Record<string, unknown> = {}) => ({
    employerId: 1,
    name: 'Field Staff',
    planName: 'Field Staff 401(k) Match',
    address: '1 Dock Street',
    city: 'Portland',
    state: 'ME',
    zipCode: '04101',
    matchingContribution: 3,
    percentage: 50,
    ...over,
  });

  beforeAll(async () => {
    server = await startTestServer();
    ({ admin, producer, employerAdmin, employee } = await signInEachRole(server));
  });
  afterAll(() => server.close());

  it('gives each division of the list exactly as its one-record read', async () => {
    const all = await list(admin);
    expect(all.rows.length).toBeGreaterThan(2);
    for (const row of all.rows) expect(await get(admin, `/api/divisions/${row.id}`)).toEqual(row);
  });

  it('pages, sorts by name, employer and plan name, searches and filters', async () => {
    const expected = await rows<{ id: number }>(
      sql`select d.id from divisions d order by lower(coalesce(d.plan_name, '')) desc, d.id limit 2 offset 2`,
    );
    const page = await get(
      admin,
      '/api/divisions?PageSize=2&PageNumber=2&SortCriteria[0].sortKey=planName&SortCriteria[0].isDescending=true',
    );
    expect(page.rows.map((r: Row) => r.id)).toEqual(expected.map((r) => r.id));
    for (const key of ['name', 'employerName']) {
      const sorted = (await list(admin, `&SortCriteria[0].sortKey=${key}`)).rows.map((r) =>
        String(r[key as 'name']).toLowerCase(),
      );
      expect(sorted).toEqual([...sorted].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    const [employer] = await rows<{ id: number; name: string }>(
      sql`select id, name from employers where id = 2`,
    );
    const ofEmployer = await rows<{ id: number }>(
      sql`select id from divisions where employer_id = 2 order by id`,
    );
    const searched = await list(admin, `&SearchText=${encodeURIComponent(employer!.name)}`);
    expect(searched.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      ofEmployer.map((r) => r.id),
    );
    const filtered = await list(admin, '&EmployerIds[]=2');
    expect(filtered.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      ofEmployer.map((r) => r.id),
    );
    const [first] = ofEmployer;
    expect((await list(admin, `&Ids[]=${first!.id}`)).rows.map((r) => r.id)).toEqual([first!.id]);
  });

  it('keeps producers and employer admins to their divisions; outside ids are 404', async () => {
    const all = (await list(admin)).rows;
    const scopes = [
      { session: producer, employers: [1, 2] },
      { session: employerAdmin, employers: [1] },
    ];
    for (const { session, employers } of scopes) {
      const mine = (await list(session)).rows;
      const expected = all.filter((d) => employers.includes(d.employerId)).map((d) => d.id);
      expect(mine.map((d) => d.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      const outside = all.filter((d) => !employers.includes(d.employerId));
      expect(outside.length).toBeGreaterThan(0);
      for (const d of outside) {
        const res = await call(server, session.accessToken, 'GET', `/api/divisions/${d.id}`);
        expect(res.status).toBe(404);
      }
      expect((await list(session, `&Ids[]=${outside[0]!.id}`)).rows).toEqual([]);
    }
    expect((await call(server, admin.accessToken, 'GET', '/api/divisions/999999')).status).toBe(
      404,
    );
    // Employees have no division calls.
    for (const path of ['/api/divisions?PageSize=10&PageNumber=1', '/api/divisions/1']) {
      expect((await call(server, employee.accessToken, 'GET', path)).status).toBe(403);
    }
  });

  it('creates and updates one division, audited, keeping people the body leaves out', async () => {
    const created = await save(division({ producers: [1], employerAdmins: [1] }));
    expect(created.status).toBe(200);
    const { id, message } = await created.json();
    expect(message).toBe('Locale: messages.saved');
    const row = await get(admin, `/api/divisions/${id}`);
    expect(row).toMatchObject({
      id,
      name: 'Field Staff',
      employerId: 1,
      planName: 'Field Staff 401(k) Match',
      matchingContribution: 3,
      percentage: 50,
      producers: [{ id: 1 }],
      employerAdmins: [{ id: 1 }],
    });
    expect((await list(admin, `&Ids[]=${id}`)).rows).toEqual([row]);

    const updated = await save(division({ id, name: 'Field Crew', city: null }));
    expect(await updated.json()).toEqual({ id, message: 'Locale: messages.saved' });
    expect(await get(admin, `/api/divisions/${id}`)).toMatchObject({
      name: 'Field Crew',
      city: null,
      producers: [{ id: 1 }],
      employerAdmins: [{ id: 1 }],
    });
    const cleared = await save(division({ id, name: 'Field Crew', employerAdmins: [] }));
    expect(cleared.status).toBe(200);
    expect((await get(admin, `/api/divisions/${id}`)).employerAdmins).toEqual([]);
    const trail = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'divisions' and entity_id = ${String(id)} order by id`,
    );
    expect(trail.map((r) => r.action)).toEqual(['create', 'update', 'update']);
  });

  it('refuses a taken name, another employer, unknown people and a bad percentage, changing nothing', async () => {
    const [taken] = await rows<{ id: number; name: string }>(
      sql`select id, name from divisions where employer_id = 1 order by id limit 1`,
    );
    const [other] = await rows<{ id: number }>(
      sql`select id from divisions where employer_id = 1 and id <> ${taken!.id} order by id limit 1`,
    );
    const before = await stored();
    expect(await errorsOf(await save(division({ name: taken!.name.toUpperCase() })))).toEqual([
      expect.objectContaining({ field: 'name', key: 'validation.divisionNameUnique' }),
    ]);
    expect(await errorsOf(await save(division({ id: other!.id, name: taken!.name })))).toEqual([
      expect.objectContaining({ field: 'name', key: 'validation.divisionNameUnique' }),
    ]);
    // A division keeps its employer.
    expect(
      (await errorsOf(await save(division({ id: other!.id, employerId: 2, name: 'Moved' })))).map(
        (e) => e.field,
      ),
    ).toEqual(['employerId']);
    expect(
      (await errorsOf(await save(division({ producers: [999999] })))).map((e) => e.field),
    ).toEqual(['producers']);
    expect(
      (await errorsOf(await save(division({ employerAdmins: [999999] })))).map((e) => e.field),
    ).toEqual(['employerAdmins']);
    expect((await errorsOf(await save(division({ percentage: -5 })))).map((e) => e.field)).toEqual([
      'percentage',
    ]);
    expect((await errorsOf(await save(division({ name: '' })))).map((e) => e.field)).toEqual([
      'name',
    ]);
    expect((await save(division({ employerId: 999999 }))).status).toBe(404);
    expect((await save(division({ id: 999999 }))).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('lets a Producer save divisions of their own employers only, staying on them', async () => {
    const before = await stored();
    const outside = await save(division({ employerId: 3, name: 'Elsewhere' }), producer);
    expect(outside.status).toBe(404);
    expect(
      (await save(division({ name: 'Office', employerAdmins: [] }), employerAdmin)).status,
    ).toBe(403);
    expect((await save(division({ name: 'Office' }), employee)).status).toBe(403);
    expect(await stored()).toEqual(before);

    const created = await save(division({ employerId: 2, name: 'Night Shift' }), producer);
    expect(created.status).toBe(200);
    const { id } = await created.json();
    // The saving Producer is put on the division they created.
    expect((await get(producer, `/api/divisions/${id}`)).producers).toEqual([
      expect.objectContaining({ id: 1 }),
    ]);
    // Another producer may only be added by an Admin.
    const widened = await save(
      division({ id, employerId: 2, name: 'Night Shift', producers: [1, 2] }),
      producer,
    );
    expect(widened.status).toBe(403);
  });

  it('writes the list byte for byte as the divisions’ own reads, whatever their text and numbers', async () => {
    // Text JSON escapes (quotes, backslashes, line breaks, control characters) and text it leaves
    // as it is (accents, an emoji, a line separator), percentages with four places and none,
    // missing fields, and people changed after the fact.
    const text = 'Q"uote\\back\nline\ttab\u0001 é 😀 \u2028 </script>';
    const [first, second, third] = (await list(admin)).rows.map((r) => r.id);
    await rows(sql`update divisions set name = ${`Plan ${text}`}, plan_name = null, address = null,
                   matching_contribution = 0.0001, percentage = 99999.9999 where id = ${first}`);
    await rows(sql`update divisions set matching_contribution = 12.345, percentage = 0,
                   city = ${text} where id = ${second}`);
    await rows(sql`update divisions set matching_contribution = null, percentage = 33.3333
                   where id = ${third}`);
    await rows(sql`update employers set name = ${`Employer ${text}`}
                   where id = (select employer_id from divisions where id = ${first})`);
    await rows(sql`update producers set name = ${`Producer ${text}`}, since = null
                   where id = (select min(producer_id) from division_producers)`);

    for (const session of [admin, producer, employerAdmin]) {
      const res = await call(
        server,
        session.accessToken,
        'GET',
        '/api/divisions?PageSize=1000&PageNumber=1',
      );
      expect(res.status).toBe(200);
      const listed = await res.text();
      const ids = (JSON.parse(listed) as { rows: Row[] }).rows.map((r) => r.id);
      expect(ids.length).toBeGreaterThan(0);
      const own = [];
      for (const id of ids) {
        own.push(
          await (await call(server, session.accessToken, 'GET', `/api/divisions/${id}`)).text(),
        );
      }
      expect(listed).toBe(
        `{"resultCount":${ids.length},"pageNumber":1,"pageSize":1000,"rows":[${own.join(',')}]}`,
      );
    }
    const listed = await (
      await call(server, admin.accessToken, 'GET', '/api/divisions?PageSize=1000&PageNumber=1')
    ).text();
    expect(listed).toContain(JSON.stringify(`Plan ${text}`));
    expect(listed).toContain(JSON.stringify(`Producer ${text}`));
  });
});
