import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { queryRows } from '../db/connection';
import { call, signIn, startTestServer, type Session, type TestServer } from '../test/harness';
import { englishText } from '../test/catalog';

interface Problem {
  title: string;
  detail: string;
  extensions?: {
    errors?: { field: string; key: string; message: string }[];
    employers?: { id: number; name: string }[];
  };
}

describe('users: save, toggle, delete and the list', () => {
  let server: TestServer;
  let admin: Session;
  let producer: Session;
  let employerAdmin: Session;
  let employee: Session;
  let counter = 0;
  const uniqueEmail = () => `new.user.${++counter}@example.com`;
  const newEmployee = (patch: Record<string, unknown> = {}) => ({
    email: uniqueEmail(),
    firstName: 'Nora',
    lastName: 'Quinn',
    role: 'Employee',
    divisionId: 1,
    phoneNumber: '(555) 201-3344',
    ...patch,
  });
  const save = (session: Session, body: unknown) =>
    call(server, session.accessToken, 'POST', '/api/users/save-user', body);
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@example.com');
    producer = await signIn(server, 'producer@example.com');
    employerAdmin = await signIn(server, 'employer.admin@example.com');
    employee = await signIn(server, 'employee@example.com');
  });
  afterAll(() => server.close());

  describe('save-user', () => {
    it('creates an Employee with a participant record and mails the invitation with a set-password link', async () => {
      const body = newEmployee({ title: 'Controller', matchingContribution: 50, percentage: '6' });
      const res = await save(producer, body);
      expect(res.status).toBe(200);
      const answer = await res.json();
      expect(answer).toEqual({
        id: expect.any(Number),
        message: 'Locale: messages.invitationSent',
      });
      expect(englishText('messages.invitationSent')).toBe(
        'An invitation email has been sent to this newly created user.',
      );
      const [participant] = await rows<Record<string, unknown>>(
        sql`select p.*, u.role, u.email_confirmed, u.password_hash from participants p join users u on u.id = p.user_id where u.id = ${answer.id}`,
      );
      expect(participant).toMatchObject({
        division_id: 1,
        title: 'Controller',
        matching_contribution: '50.0000',
        percentage: '6.0000',
        status_type: 'Active',
        role: 'Employee',
        email_confirmed: false,
        password_hash: null,
      });
      expect(participant!.client_unique_id).toMatch(/^CL-\d{6}/);
      const [mail] = await server.database.db
        .select()
        .from(s.outbox)
        .where(eq(s.outbox.to, body.email))
        .orderBy(desc(s.outbox.id));
      expect(mail!.kind).toBe('invitation');
      expect(mail!.link).toMatch(
        new RegExp(
          `^http://portal\\.test/set-password\\?userId=${answer.id}&token=[\\w-]+&resetPassword=false$`,
        ),
      );
      // The link works: the token validates for that user.
      const url = new URL(mail!.link!);
      const valid = await call(
        server,
        undefined,
        'POST',
        `/api/users/${answer.id}/validate-token`,
        {
          token: url.searchParams.get('token'),
          resetPassword: false,
        },
      );
      expect(valid.status).toBe(200);
    });

    it('creates an EmployerAdmin linked to every division of the one employer, and a Producer to every division of theirs', async () => {
      const ea = await (
        await save(producer, {
          email: uniqueEmail(),
          firstName: 'Eli',
          lastName: 'Admin',
          role: 'EmployerAdmin',
          employers: [{ id: 2, name: 'Crescent Ridge Health Partners' }],
        })
      ).json();
      const eaDivisions = await rows<{ division_id: number }>(
        sql`select dea.division_id from division_employer_admins dea join employer_admins ea on ea.id = dea.employer_admin_id where ea.user_id = ${ea.id} order by 1`,
      );
      const employer2 = await rows<{ id: number }>(
        sql`select id from divisions where employer_id = 2 order by id`,
      );
      expect(eaDivisions.map((r) => r.division_id)).toEqual(employer2.map((r) => r.id));

      const p = await (
        await save(admin, {
          email: uniqueEmail(),
          firstName: 'Paula',
          lastName: 'Agent',
          role: 'Producer',
          employers: [3, 4],
          since: '2020-05-01',
        })
      ).json();
      const linked = await rows<{ division_id: number; name: string; since: string }>(
        sql`select dp.division_id, pr.name, pr.since from division_producers dp join producers pr on pr.id = dp.producer_id where pr.user_id = ${p.id} order by 1`,
      );
      const expected = await rows<{ id: number }>(
        sql`select id from divisions where employer_id in (3, 4) order by id`,
      );
      expect(linked.map((r) => r.division_id)).toEqual(expected.map((r) => r.id));
      expect(linked[0]).toMatchObject({ name: 'Paula Agent', since: '2020-05-01' });
    });

    it('updates a user and answers saved; the role cannot change', async () => {
      const { id } = await (await save(admin, newEmployee())).json();
      const update = await save(employerAdmin, {
        ...newEmployee({ id, firstName: 'Norah', divisionId: 2, statusType: 'Deceased' }),
      });
      expect(update.status).toBe(200);
      expect(await update.json()).toEqual({ id, message: 'Locale: messages.saved' });
      expect(englishText('messages.saved')).toBe('Save successfully!');
      const [row] = await rows<{ first_name: string; division_id: number; status_type: string }>(
        sql`select u.first_name, p.division_id, p.status_type from users u join participants p on p.user_id = u.id where u.id = ${id}`,
      );
      expect(row).toEqual({ first_name: 'Norah', division_id: 2, status_type: 'Deceased' });

      const roleChange = await save(admin, { ...newEmployee({ id }), role: 'Producer' });
      expect(roleChange.status).toBe(400);
      const problem = (await roleChange.json()) as Problem;
      expect(problem.extensions!.errors![0]).toMatchObject({
        field: 'role',
        key: 'validation.roleLocked',
        message: englishText('validation.roleLocked'),
      });
    });

    it('answers every validation message word for word', async () => {
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ firstName: '' }, 'firstName', 'validation.required', 'This is a required field.'],
        [{ lastName: undefined }, 'lastName', 'validation.required', 'This is a required field.'],
        [
          { email: 'not-an-address' },
          'email',
          'validation.email',
          'Please enter a valid email address (Ex: name@example.com).',
        ],
        [
          { phoneNumber: '555-12' },
          'phoneNumber',
          'validation.usPhone',
          'This field should be a valid US phone number',
        ],
        [
          { divisionId: undefined, divisions: [1, 2] },
          'divisions',
          'validation.onlyOneDivision',
          'You can select only one Division',
        ],
        [
          { matchingContribution: '10000000000000000' },
          'matchingContribution',
          'validation.valueTooLarge',
          'The value must be less than 10,000,000,000,000,000',
        ],
        [
          { percentage: 'abc' },
          'percentage',
          'validation.numeric',
          'Please enter a numeric value.',
        ],
        [
          { percentage: 1500 },
          'percentage',
          'validation.percentRange',
          'The percentage must be between 0 and 1,000.',
        ],
        [
          { dateOfBirth: '1990-02-30' },
          'dateOfBirth',
          'validation.dateFormat',
          'Invalid date format',
        ],
        [
          { role: 'EmployerAdmin', divisionId: undefined, employers: [1, 2] },
          'employers',
          'validation.onlyOneOrganization',
          'You can select only one Organization',
        ],
        [
          { role: 'Employee', divisionId: undefined },
          'divisionId',
          'validation.required',
          'This is a required field.',
        ],
      ];
      for (const [patch, field, key, text] of cases) {
        const res = await save(admin, newEmployee(patch));
        expect(res.status, JSON.stringify(patch)).toBe(400);
        const problem = (await res.json()) as Problem;
        expect(problem.detail).toBe(`Locale: ${key}`);
        expect(problem.extensions!.errors).toEqual([{ field, key, message: text }]);
        expect(englishText(key)).toBe(text);
      }
    });

    it('refuses an e-mail already taken, in any case and by a deleted user', async () => {
      const taken = await save(admin, newEmployee({ email: 'Employee@Example.COM' }));
      expect(taken.status).toBe(400);
      const problem = (await taken.json()) as Problem;
      expect(problem.detail).toBe('Locale: validation.emailTaken');
      expect(problem.extensions!.errors).toEqual([
        {
          field: 'email',
          key: 'validation.emailTaken',
          message: 'The email has already been taken.',
        },
      ]);
      const { id } = await (await save(admin, newEmployee({ email: 'gone@example.com' }))).json();
      expect((await call(server, admin.accessToken, 'DELETE', `/api/users/${id}`)).status).toBe(
        200,
      );
      const again = await save(admin, newEmployee({ email: 'GONE@example.com' }));
      expect(again.status).toBe(400);
      expect(((await again.json()) as Problem).detail).toBe('Locale: validation.emailTaken');
    });

    it('lets each role save only whom it manages, within its scope', async () => {
      // Producer: not Admins or Producers (403); not a division outside their employers (404).
      expect(
        (await save(producer, newEmployee({ role: 'Admin', divisionId: undefined }))).status,
      ).toBe(403);
      expect(
        (await save(producer, { ...newEmployee({ role: 'Producer', divisionId: undefined }) }))
          .status,
      ).toBe(403);
      expect((await save(producer, newEmployee({ divisionId: 6 }))).status).toBe(404);
      // EmployerAdmin: Employees only, in their employer.
      expect(
        (
          await save(
            employerAdmin,
            newEmployee({ role: 'EmployerAdmin', divisionId: undefined, employers: [1] }),
          )
        ).status,
      ).toBe(403);
      expect((await save(employerAdmin, newEmployee({ divisionId: 3 }))).status).toBe(404);
      expect((await save(employerAdmin, newEmployee({ divisionId: 2 }))).status).toBe(200);
      // Employee: nobody else; updating a user outside the scope is 404.
      expect((await save(employee, newEmployee())).status).toBe(403);
      expect((await save(producer, newEmployee({ id: 5 }))).status).toBe(404); // employer 3
    });

    it('lets an employee change only the personal fields of their own record', async () => {
      const me = employee.user;
      const body = {
        id: me.id,
        email: 'EMPLOYEE@example.com',
        role: 'Employee',
        firstName: 'Emilia',
        lastName: 'Carter',
        phoneNumber: '555.222.3333',
        address: '1 New Street',
        city: 'Olympia',
        state: 'WA',
        zip: '98501',
        dateOfBirth: '1978-04-17',
        isActive: false,
        divisionId: 2,
        notes: 'promote me',
      };
      const stored = () =>
        rows<Record<string, unknown>>(
          sql`select u.email, u.first_name, u.phone_number, u.address, u.city, u.date_of_birth, u.is_active, u.notes, p.division_id from users u join participants p on p.user_id = u.id where u.id = ${me.id}`,
        );
      const before = await stored();

      // The e-mail is the sign-in name: changing one's own is refused, and nothing is saved.
      const refused = await save(employee, { ...body, email: 'hijack@example.com' });
      expect(refused.status).toBe(400);
      const problem = (await refused.json()) as Problem;
      expect(problem.extensions?.errors).toEqual([
        {
          field: 'email',
          key: 'validation.ownEmailReadOnly',
          message: englishText('validation.ownEmailReadOnly'),
        },
      ]);
      expect(await stored()).toEqual(before);

      // The same address (in any case) saves the personal fields and ignores the rest.
      const res = await save(employee, body);
      expect(res.status).toBe(200);
      const [row] = await stored();
      expect(row).toEqual({
        email: 'employee@example.com',
        first_name: 'Emilia',
        phone_number: '555.222.3333',
        address: '1 New Street',
        city: 'Olympia',
        date_of_birth: '1978-04-17',
        is_active: true,
        notes: null,
        division_id: 1,
      });
    });
  });

  describe('the list', () => {
    const list = async (session: Session, query: string) => {
      const res = await call(server, session.accessToken, 'GET', `/api/users?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as { resultCount: number; rows: Record<string, unknown>[] };
    };

    it('pages, sorts and filters like plain SQL over the same rows', async () => {
      const all = await rows<{ id: number }>(
        sql`select id from users where not is_deleted order by last_name desc, first_name desc, id limit 7 offset 7`,
      );
      const page = await list(
        admin,
        'IsDeleted=false&PageSize=7&PageNumber=2&SortCriteria[0].sortKey=name&SortCriteria[0].isDescending=true',
      );
      expect(page.rows.map((r) => r.id)).toEqual(all.map((r) => r.id));

      const employees = await rows<{ id: number }>(
        sql`select id from users where not is_deleted and role = 'Employee' and is_active and email ilike '%crescentridge%' order by lower(email), id`,
      );
      const filtered = await list(
        admin,
        'IsDeleted=false&IsActive=true&Role=Employee&EmailAddress=CRESCENTRIDGE&PageSize=500&PageNumber=1&SortCriteria[0].sortKey=email',
      );
      expect(filtered.rows.map((r) => r.id)).toEqual(employees.map((r) => r.id));
      expect(filtered.resultCount).toBe(employees.length);

      const searched = await rows<{ id: number }>(
        sql`select id from users where not is_deleted and (first_name || ' ' || last_name ilike '%an%' or email ilike '%an%' or phone_number ilike '%an%') order by id`,
      );
      const search = await list(admin, 'IsDeleted=false&SearchText=an&PageSize=500&PageNumber=1');
      expect(search.rows.map((r) => r.id).sort((a, b) => Number(a) - Number(b))).toEqual(
        searched.map((r) => r.id),
      );
    });

    it('answers a missing required parameter with the required-field message', async () => {
      const res = await call(
        server,
        admin.accessToken,
        'GET',
        '/api/users?pageSize=10&pageNumber=1',
      );
      expect(res.status).toBe(400);
      const problem = (await res.json()) as Problem;
      expect(problem.detail).toBe('Locale: validation.required');
      expect(problem.extensions?.errors).toEqual([
        { field: 'isDeleted', key: 'validation.required', message: 'This is a required field.' },
      ]);
      // A present but wrong value is still 'invalid', not 'required'.
      const wrong = await call(
        server,
        admin.accessToken,
        'GET',
        '/api/users?pageSize=10&pageNumber=1&isDeleted=maybe',
      );
      expect(((await wrong.json()) as Problem).extensions?.errors?.[0]?.key).toBe(
        'validation.invalid',
      );
    });

    it('narrows to the users of Ids, never past the caller’s scope', async () => {
      const idsOf = (page: { rows: Record<string, unknown>[] }) =>
        page.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      const everyone = idsOf(await list(admin, 'IsDeleted=false&PageSize=1000&PageNumber=1'));
      const mine = idsOf(await list(producer, 'IsDeleted=false&PageSize=1000&PageNumber=1'));
      const outside = everyone.find((id) => !mine.includes(id))!;
      const wanted = [mine[0]!, mine[mine.length - 1]!];
      const query = `IsDeleted=false&PageSize=1000&PageNumber=1&Ids=${wanted[0]}&Ids=${wanted[1]}&Ids=${outside}`;
      expect(idsOf(await list(producer, query))).toEqual(wanted);
      expect(idsOf(await list(admin, query))).toEqual([...wanted, outside].sort((a, b) => a - b));
      const bad = await call(
        server,
        admin.accessToken,
        'GET',
        '/api/users?IsDeleted=false&PageSize=5&PageNumber=1&Ids=x',
      );
      expect(bad.status).toBe(400);
    });

    it('hides deleted users unless IsDeleted=true, which only an Admin is answered', async () => {
      const { id } = await (await save(producer, newEmployee())).json();
      const res = await call(server, producer.accessToken, 'DELETE', `/api/users/${id}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Locale: messages.deleted' });
      expect(englishText('messages.deleted')).toBe('Delete successfully!');
      const [record] = await rows<{ deleted_by: number; is_deleted: boolean }>(
        sql`select deleted_by, is_deleted from deletion_records where user_id = ${id}`,
      );
      expect(record).toEqual({ deleted_by: producer.user.id, is_deleted: true });
      const [kept] = await rows<{ n: number }>(
        sql`select count(*)::int as n from participants where user_id = ${id}`,
      );
      expect(kept!.n).toBe(1);

      const visible = await list(producer, 'IsDeleted=false&PageSize=500&PageNumber=1');
      expect(visible.rows.map((r) => r.id)).not.toContain(id);
      expect((await list(producer, 'IsDeleted=true&PageSize=500&PageNumber=1')).resultCount).toBe(
        0,
      );
      const deleted = await list(admin, 'IsDeleted=true&PageSize=500&PageNumber=1');
      const expected = await rows<{ id: number }>(
        sql`select id from users where is_deleted order by id`,
      );
      expect(deleted.rows.map((r) => r.id).sort((a, b) => Number(a) - Number(b))).toEqual(
        expected.map((r) => r.id),
      );
      expect((await call(server, producer.accessToken, 'GET', `/api/users/${id}`)).status).toBe(
        404,
      );
      expect((await call(server, admin.accessToken, 'GET', `/api/users/${id}`)).status).toBe(200);
    });
  });

  describe('toggle and delete', () => {
    it('keeps the last active Admin: neither deactivated nor deleted', async () => {
      for (const [method, path] of [
        ['POST', `/api/users/${admin.user.id}/toggle`],
        ['DELETE', `/api/users/${admin.user.id}`],
      ] as const) {
        const res = await call(
          server,
          admin.accessToken,
          method,
          path,
          method === 'POST' ? {} : undefined,
        );
        expect(res.status).toBe(400);
        const problem = (await res.json()) as Problem;
        expect(problem.title).toBe('Cannot deactivate user');
        expect(problem.detail).toBe('Locale: errors.lastAdmin');
        expect(englishText('errors.lastAdmin')).toBe(
          'The system must have at least one active administrator.',
        );
      }
      const [row] = await rows<{ is_active: boolean; is_deleted: boolean }>(
        sql`select is_active, is_deleted from users where id = ${admin.user.id}`,
      );
      expect(row).toEqual({ is_active: true, is_deleted: false });
      // With a second active Admin, the first one may go inactive (and back).
      const second = await (
        await save(admin, {
          email: uniqueEmail(),
          firstName: 'Second',
          lastName: 'Admin',
          role: 'Admin',
        })
      ).json();
      expect(
        (await call(server, admin.accessToken, 'POST', `/api/users/${second.id}/toggle`, {}))
          .status,
      ).toBe(200);
      expect(
        (await call(server, admin.accessToken, 'POST', `/api/users/${admin.user.id}/toggle`, {}))
          .status,
      ).toBe(400);
      expect(
        (await call(server, admin.accessToken, 'POST', `/api/users/${second.id}/toggle`, {}))
          .status,
      ).toBe(200);
    });

    it('flips an employee who keeps access, and is refused to roles that may not', async () => {
      const session = await signIn(server, 'inactive.employee@example.com');
      const other = await signIn(server, 'employee@example.com');
      const res = await call(
        server,
        admin.accessToken,
        'POST',
        `/api/users/${other.user.id}/toggle`,
        {},
      );
      expect(await res.json()).toMatchObject({ isActive: false });
      expect((await call(server, other.accessToken, 'GET', '/api/models')).status).toBe(200);
      await call(server, admin.accessToken, 'POST', `/api/users/${other.user.id}/toggle`, {
        isActive: true,
      });
      expect(
        (await call(server, session.accessToken, 'POST', `/api/users/${other.user.id}/toggle`, {}))
          .status,
      ).toBe(403);
      // A producer may not touch a producer; an employer admin may not touch an employer admin.
      expect(
        (
          await call(
            server,
            producer.accessToken,
            'POST',
            `/api/users/${producer.user.id}/toggle`,
            {},
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await call(
            server,
            employerAdmin.accessToken,
            'DELETE',
            `/api/users/${employerAdmin.user.id}`,
          )
        ).status,
      ).toBe(403);
    });

    it('hands a deactivated producer’s divisions to the new producers and ends their sessions', async () => {
      const old = await signIn(server, 'producer@example.com');
      const oldId = old.user.producerId as number;
      const path = `/api/users/${old.user.id}/toggle`;
      const before = await rows<{ employer_id: number }>(
        sql`select distinct d.employer_id from division_producers dp join divisions d on d.id = dp.division_id where dp.producer_id = ${oldId} order by 1`,
      );
      expect(before.map((r) => r.employer_id)).toEqual([1, 2]);

      // Without a new producer for each employer: 400 naming the employers that need one.
      const missing = await call(server, admin.accessToken, 'POST', path, {
        isActive: false,
        newEmployersProducers: [{ employerId: 1, producerId: 3 }],
      });
      expect(missing.status).toBe(400);
      const problem = (await missing.json()) as Problem;
      expect(problem.detail).toBe('Locale: errors.producerReassignmentRequired');
      expect(problem.extensions!.employers!.map((e) => e.id)).toEqual([2]);
      // An inactive producer (2) is no valid replacement.
      const inactive = await call(server, admin.accessToken, 'POST', path, {
        isActive: false,
        newEmployersProducers: [
          { employerId: 1, producerId: 2 },
          { employerId: 2, producerId: 4 },
        ],
      });
      expect(inactive.status).toBe(400);
      expect((await call(server, old.accessToken, 'GET', '/api/models')).status).toBe(200);

      const ok = await call(server, admin.accessToken, 'POST', path, {
        isActive: false,
        newEmployersProducers: [
          { employerId: 1, producerId: 3 },
          { employerId: 2, producerId: 4 },
        ],
      });
      expect(ok.status).toBe(200);
      const links = await rows<{ division_id: number; producer_id: number }>(
        sql`select dp.division_id, dp.producer_id from division_producers dp join divisions d on d.id = dp.division_id where d.employer_id in (1, 2) order by 1, 2`,
      );
      const divisions = await rows<{ id: number; employer_id: number }>(
        sql`select id, employer_id from divisions where employer_id in (1, 2) order by id`,
      );
      expect(links.filter((l) => l.producer_id === oldId)).toEqual([]);
      for (const d of divisions) {
        expect(links).toContainEqual({
          division_id: d.id,
          producer_id: d.employer_id === 1 ? 3 : 4,
        });
      }
      // The old producer's token is dead at once, and signing in again is refused.
      expect((await call(server, old.accessToken, 'GET', '/api/models')).status).toBe(401);
      const again = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'producer@example.com', password: 'Portal#2026' }),
      });
      expect(again.status).toBe(400);
      expect((await again.json()).detail).toBe('Locale: errors.accountDeactivated');
      const audit = await rows<{ action: string }>(
        sql`select action from audit_log where entity = 'users' and entity_id = ${String(old.user.id)} order by id desc limit 1`,
      );
      expect(audit[0]!.action).toBe('deactivate');
    });
  });
});
