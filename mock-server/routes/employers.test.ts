import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/connection';
import { call, signIn, startTestServer, type Session, type TestServer } from '../test/harness';
import { englishText } from '../test/catalog';

describe('organizations, divisions and producers', () => {
  let server: TestServer;
  let admin: Session;
  let producer: Session;
  let employerAdmin: Session;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);
  const get = async (session: Session, path: string) => {
    const res = await call(server, session.accessToken, 'GET', path);
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const saveEmployer = (session: Session, body: unknown) =>
    call(server, session.accessToken, 'POST', '/api/employers/save-employer', body);
  /** The save body of an employer as it is stored, read with plain SQL. */
  const bodyOf = async (employerId: number) => {
    const [employer] = await rows<{ id: number; name: string; is_active: boolean }>(
      sql`select id, name, is_active from employers where id = ${employerId}`,
    );
    const divisions = await rows<{ id: number; name: string; plan_name: string }>(
      sql`select id, name, plan_name from divisions where employer_id = ${employerId} order by id`,
    );
    const producers = await rows<{ division_id: number; producer_id: number }>(
      sql`select division_id, producer_id from division_producers`,
    );
    const admins = await rows<{ division_id: number; employer_admin_id: number }>(
      sql`select division_id, employer_admin_id from division_employer_admins`,
    );
    return {
      id: employer!.id,
      name: employer!.name,
      isActive: employer!.is_active,
      divisions: divisions.map((d) => ({
        id: d.id,
        name: d.name,
        planName: d.plan_name,
        producers: producers.filter((p) => p.division_id === d.id).map((p) => p.producer_id),
        employerAdmins: admins
          .filter((a) => a.division_id === d.id)
          .map((a) => a.employer_admin_id),
      })),
      contacts: [],
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@example.com');
    producer = await signIn(server, 'producer@example.com');
    employerAdmin = await signIn(server, 'employer.admin@example.com');
  });
  afterAll(() => server.close());

  it('lists employers paged, sorted and searched like plain SQL, with division counts', async () => {
    const expected = await rows<{ id: number; name: string; n: number }>(
      sql`select e.id, e.name, (select count(*)::int from divisions d where d.employer_id = e.id) as n
          from employers e order by lower(e.name) desc, e.id limit 2 offset 2`,
    );
    const page = await get(
      admin,
      '/api/employers?PageSize=2&PageNumber=2&SortCriteria[0].sortKey=name&SortCriteria[0].isDescending=true',
    );
    expect(page.resultCount).toBe(4);
    expect(page.rows).toEqual(
      expected.map((e) => ({ id: e.id, name: e.name, isActive: true, divisionCount: e.n })),
    );
    const search = await get(admin, '/api/employers?PageSize=10&PageNumber=1&SearchText=RIDGE');
    expect(search.rows.map((r: { name: string }) => r.name)).toEqual([
      'Crescent Ridge Health Partners',
    ]);
    // A producer sees only their employers; an employer admin has no list.
    const mine = await get(producer, '/api/employers?PageSize=10&PageNumber=1');
    expect(mine.rows.map((r: { id: number }) => r.id).sort()).toEqual([1, 2]);
    expect(
      (
        await call(
          server,
          employerAdmin.accessToken,
          'GET',
          '/api/employers?PageSize=10&PageNumber=1',
        )
      ).status,
    ).toBe(403);
  });

  it('shows an employer with its divisions, their producers and employer admins, and contacts', async () => {
    const detail = await get(employerAdmin, '/api/employers/1');
    expect(detail).toMatchObject({ id: 1, name: 'Harborview Logistics, Inc.', isActive: true });
    expect(detail.divisions.map((d: { id: number }) => d.id).sort()).toEqual([1, 2]);
    expect(detail.divisions[0]).toMatchObject({
      employerId: 1,
      employerName: 'Harborview Logistics, Inc.',
      producers: [{ id: 1, name: 'Daniel Reyes', email: 'producer@example.com' }],
      employerAdmins: [{ id: 1, email: 'employer.admin@example.com', userId: 3 }],
    });
    expect(detail.contacts.length).toBeGreaterThan(0);
    expect(await get(admin, '/api/employers/producer_id/1')).toHaveLength(2);
    expect(await get(producer, '/api/employers/employer_admin/1')).toMatchObject([
      { id: 1, divisions: [{ id: 1 }, { id: 2 }] },
    ]);
    expect(
      (await call(server, producer.accessToken, 'GET', '/api/employers/producer_id/3')).status,
    ).toBe(404);
    expect((await call(server, employerAdmin.accessToken, 'GET', '/api/employers/2')).status).toBe(
      404,
    );
  });

  it("answers spec 3's Division: in full in the employer detail, without the heavy lists in rows", async () => {
    const rowFields = [
      'id',
      'name',
      'employerId',
      'employerName',
      'address',
      'planName',
      'state',
      'city',
      'zipCode',
      'matchingContribution',
      'percentage',
      'employer',
      'producers',
      'employerAdmins',
    ].sort();
    const detail = await get(admin, '/api/employers/1');
    const division = detail.divisions.find((d: { id: number }) => d.id === 1);
    expect(Object.keys(division).sort()).toEqual([...rowFields, 'clients', 'documents'].sort());

    const [stored] = await rows<{ mc: string | null; pct: string | null }>(
      sql`select matching_contribution::text as mc, percentage::text as pct from divisions where id = 1`,
    );
    // Rates are JSON numbers, not the database's decimal text.
    expect(division.matchingContribution).toBe(stored!.mc === null ? null : Number(stored!.mc));
    expect(division.percentage).toBe(stored!.pct === null ? null : Number(stored!.pct));
    expect(division.employer).toEqual({
      id: 1,
      name: 'Harborview Logistics, Inc.',
      isActive: true,
    });
    const producers = await rows<{
      id: number;
      name: string;
      email: string;
      userId: number;
      since: string | null;
    }>(
      sql`select p.id, p.name, p.email, p.user_id as "userId", p.since::text as since
          from producers p join division_producers dp on dp.producer_id = p.id
          where dp.division_id = 1 order by p.name, p.id`,
    );
    expect(division.producers).toEqual(producers);
    const clients = await rows<{ id: number }>(
      sql`select p.id from participants p join users u on u.id = p.user_id
          where p.division_id = 1 and not u.is_deleted
          order by lower(u.last_name), lower(u.first_name), p.id`,
    );
    expect(clients.length).toBeGreaterThan(0);
    expect(division.clients.map((c: { id: number }) => c.id)).toEqual(clients.map((c) => c.id));
    expect(Object.keys(division.clients[0]).sort()).toEqual(
      [
        'id',
        'userId',
        'firstName',
        'lastName',
        'email',
        'clientUniqueId',
        'statusType',
        'isActive',
      ].sort(),
    );
    const documents = await rows<{ id: number }>(
      sql`select id from documents where division_id = 1 order by lower(document_name), id`,
    );
    expect(division.documents.map((d: { id: number }) => d.id)).toEqual(documents.map((d) => d.id));
    for (const d of division.documents) {
      expect(d).not.toHaveProperty('documentBlobName');
      expect(d.divisionId).toBe(1);
    }

    // A list row (GET /api/divisions and /divisions/employer_admin/{id}) leaves out the two lists.
    const page = await get(admin, '/api/divisions?EmployerIds=1&PageSize=10&PageNumber=1');
    const row = page.rows.find((r: { id: number }) => r.id === 1);
    expect(Object.keys(row).sort()).toEqual(rowFields);
    const { clients: _c, documents: _d, ...withoutLists } = division;
    expect(row).toEqual(withoutLists);
    const [byAdmin] = (await get(admin, '/api/divisions/employer_admin/1')).filter(
      (r: { id: number }) => r.id === 1,
    );
    expect(byAdmin).toEqual(withoutLists);
  });

  it('answers missing paging parameters with the required-field message', async () => {
    const res = await call(server, admin.accessToken, 'GET', '/api/employers');
    expect(res.status).toBe(400);
    const problem = (await res.json()) as {
      detail: string;
      extensions: { errors: { field: string; key: string; message: string }[] };
    };
    expect(problem.detail).toBe('Locale: validation.required');
    expect(problem.extensions.errors).toEqual([
      {
        field: 'pageSize',
        key: 'validation.required',
        message: englishText('validation.required'),
      },
      {
        field: 'pageNumber',
        key: 'validation.required',
        message: englishText('validation.required'),
      },
    ]);
  });

  it('validates the organization with the spec messages', async () => {
    const none = await saveEmployer(admin, { name: 'Empty Co.', divisions: [] });
    expect(none.status).toBe(400);
    const problem = await none.json();
    expect(problem.extensions.errors).toEqual([
      {
        field: 'divisions',
        key: 'validation.atLeastOneDivision',
        message: 'Please create at least one division for the Organization.',
      },
    ]);
    const twice = await saveEmployer(admin, {
      name: 'Twice Co.',
      divisions: [{ name: 'Sales' }, { name: ' sales ' }],
    });
    expect((await twice.json()).extensions.errors).toEqual([
      {
        field: 'divisions.1.name',
        key: 'validation.divisionNameUnique',
        message: englishText('validation.divisionNameUnique'),
      },
    ]);
    const taken = await saveEmployer(admin, {
      name: 'harborview logistics, inc.',
      divisions: [{ name: 'A' }],
    });
    expect((await taken.json()).detail).toBe('Locale: validation.organizationNameTaken');
    // Employer admin 2 belongs to employer 2: not also to a new one.
    const otherAdmin = await saveEmployer(admin, {
      name: 'Poach Co.',
      divisions: [{ name: 'A', employerAdmins: [2] }],
    });
    expect((await otherAdmin.json()).extensions.errors[0]).toMatchObject({
      field: 'divisions.0.employerAdmins',
      message: 'You can select only one Organization',
    });
  });

  it('lets a producer create an organization, becoming its producer, but not touch others', async () => {
    const northwind = (salesProducers: number[]) => ({
      name: 'Northwind Traders',
      divisions: [
        { name: 'Executives', planName: 'Executive Bonus Plan', matchingContribution: '25' },
        { name: 'Sales', producers: salesProducers },
      ],
      contacts: [
        { firstName: 'Ann', lastName: 'Lee', phone: '555-100-2000', email: 'ann@nw.example.com' },
      ],
    });
    // Only an Admin puts another producer on an organization, even a co-producer of theirs.
    const withOther = await saveEmployer(producer, northwind([4]));
    expect(withOther.status).toBe(403);
    expect(await rows(sql`select id from employers where name = 'Northwind Traders'`)).toEqual([]);
    const res = await saveEmployer(producer, northwind([]));
    expect(res.status).toBe(200);
    const { id, message } = await res.json();
    expect(message).toBe('Locale: messages.saved');
    const links = await rows<{ name: string; producer_id: number }>(
      sql`select d.name, dp.producer_id from divisions d join division_producers dp on dp.division_id = d.id where d.employer_id = ${id} order by 1, 2`,
    );
    expect(links).toEqual([
      { name: 'Executives', producer_id: 1 },
      { name: 'Sales', producer_id: 1 },
    ]);
    const detail = await get(producer, `/api/employers/${id}`);
    expect(detail.contacts).toMatchObject([{ firstName: 'Ann', email: 'ann@nw.example.com' }]);

    // Employer 3 is not theirs: 404; an employer admin may not save at all: 403.
    expect((await saveEmployer(producer, await bodyOf(3))).status).toBe(404);
    expect((await saveEmployer(employerAdmin, await bodyOf(1))).status).toBe(403);
  });

  it('removes an unused division but refuses one with participants or policies', async () => {
    const body = await bodyOf(1);
    const inUse = await saveEmployer(admin, { ...body, divisions: body.divisions.slice(0, 1) });
    expect(inUse.status).toBe(400);
    const problem = await inUse.json();
    expect(problem.detail).toBe('Locale: errors.divisionInUse');
    expect(problem.extensions.divisions).toEqual([
      { id: 2, name: 'Regional Operations Management' },
    ]);
    expect(englishText('errors.divisionInUse')).toBeTruthy();

    const added = await saveEmployer(admin, {
      ...body,
      divisions: [...body.divisions, { name: 'Temporary', producers: [1] }],
    });
    expect(added.status).toBe(200);
    expect((await bodyOf(1)).divisions).toHaveLength(3);
    expect((await saveEmployer(admin, body)).status).toBe(200);
    expect((await bodyOf(1)).divisions).toEqual(body.divisions);
  });

  it('lists divisions paged, filtered and sorted like plain SQL, within scope', async () => {
    const expected = await rows<{ id: number }>(
      sql`select d.id from divisions d join employers e on e.id = d.employer_id
          where d.employer_id in (2, 3) and (d.name ilike '%e%' or d.plan_name ilike '%e%' or e.name ilike '%e%')
          order by lower(e.name) desc, d.id limit 3`,
    );
    const page = await get(
      admin,
      '/api/divisions?EmployerIds=2&EmployerIds=3&SearchText=e&PageSize=3&PageNumber=1&SortCriteria[0].sortKey=employerName&SortCriteria[0].isDescending=true',
    );
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual(expected.map((r) => r.id));
    const mine = await get(employerAdmin, '/api/divisions?PageSize=50&PageNumber=1');
    expect(mine.rows.map((r: { id: number }) => r.id).sort()).toEqual([1, 2]);
    const byAdmin = await get(employerAdmin, '/api/divisions/employer_admin/1');
    expect(byAdmin.map((d: { id: number }) => d.id).sort()).toEqual([1, 2]);
    expect(
      (await call(server, employerAdmin.accessToken, 'GET', '/api/divisions/employer_admin/2'))
        .status,
    ).toBe(404);
  });

  describe('narrow to the records of Ids, never past the caller’s scope', () => {
    const idsOf = (page: { rows: { id: number }[] }) =>
      page.rows.map((r) => r.id).sort((a, b) => a - b);
    /** Two records the caller sees and one it does not, asked for together. */
    const narrowed = async (list: string, caller: Session) => {
      const everyone = idsOf(await get(admin, `${list}?PageSize=1000&PageNumber=1`));
      const mine = idsOf(await get(caller, `${list}?PageSize=1000&PageNumber=1`));
      const outside = everyone.find((id) => !mine.includes(id));
      expect(outside, 'a record outside the caller’s scope').toBeDefined();
      const wanted = [...new Set([mine[0]!, mine[mine.length - 1]!])];
      const ids = [...wanted, outside!].map((id) => `Ids[]=${id}`).join('&');
      const page = await get(caller, `${list}?PageSize=1000&PageNumber=1&${ids}`);
      expect(idsOf(page)).toEqual(wanted);
      const all = await get(admin, `${list}?PageSize=1000&PageNumber=1&${ids}`);
      expect(idsOf(all)).toEqual([...wanted, outside!].sort((a, b) => a - b));
    };

    it('employers', () => narrowed('/api/employers', producer));
    it('divisions', () => narrowed('/api/divisions', employerAdmin));
    it('producers', () => narrowed('/api/producers', employerAdmin));
  });

  it('lists producers, finds the active ones and lets an Admin save one', async () => {
    const all = await get(
      admin,
      '/api/producers?PageSize=50&PageNumber=1&SortCriteria[0].sortKey=name',
    );
    const expected = await rows<{ id: number }>(
      sql`select p.id from producers p join users u on u.id = p.user_id where not u.is_deleted order by lower(p.name), p.id`,
    );
    expect(all.rows.map((r: { id: number }) => r.id)).toEqual(expected.map((r) => r.id));
    const byUser = await get(admin, '/api/producers?PageSize=50&PageNumber=1&UserIds=7&UserIds=8');
    expect(byUser.rows.map((r: { userId: number }) => r.userId).sort()).toEqual([7, 8]);
    const search = await get(admin, '/api/producers?PageSize=50&PageNumber=1&SearchText=romero');
    expect(search.rows.map((r: { id: number }) => r.id)).toEqual([4]);

    const active = await get(producer, '/api/producers/get-actived-producers');
    const activeIds = await rows<{ id: number }>(
      sql`select p.id from producers p join users u on u.id = p.user_id where u.is_active and not u.is_deleted order by lower(p.name)`,
    );
    expect(active.map((p: { id: number }) => p.id)).toEqual(activeIds.map((r) => r.id));

    const update = await call(server, admin.accessToken, 'POST', '/api/producers', {
      id: 3,
      name: 'Marcus J. Bell',
      email: 'marcus.bell@example.com',
      since: '2012-07-01',
    });
    expect(update.status).toBe(200);
    expect(await get(admin, '/api/producers/3')).toMatchObject({
      name: 'Marcus J. Bell',
      since: '2012-07-01',
    });
    const [user] = await rows<{ first_name: string; last_name: string }>(
      sql`select first_name, last_name from users where id = 7`,
    );
    expect(user).toEqual({ first_name: 'Marcus', last_name: 'J. Bell' });
    const taken = await call(server, admin.accessToken, 'POST', '/api/producers', {
      id: 3,
      name: 'Marcus Bell',
      email: 'PRODUCER@example.com',
    });
    expect((await taken.json()).detail).toBe('Locale: validation.emailTaken');
    const created = await call(server, admin.accessToken, 'POST', '/api/producers', {
      name: 'Rita Moreno',
      email: 'rita.moreno@example.com',
    });
    expect(await created.json()).toMatchObject({ message: 'Locale: messages.invitationSent' });
    expect(
      (
        await call(server, producer.accessToken, 'POST', '/api/producers', {
          name: 'X',
          email: 'x@example.com',
        })
      ).status,
    ).toBe(403);
  });
});
