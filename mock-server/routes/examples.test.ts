import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as s from '../db/schema';
import { responseCheck, type ResponseCheck } from '../openapi/validate';
import { call, signIn, startTestServer, type Session, type TestServer } from '../test/harness';

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('the example calls of spec 7', () => {
  let server: TestServer;
  let admin: Session;
  let producer: Session;
  let employee: Session;
  let check: ResponseCheck;
  const api = (session: Session | undefined, method: string, path: string, body?: unknown) =>
    call(server, session?.accessToken, method, `/api${path}`, body);
  /** Answers the JSON body after checking it against the description's schema for the call. */
  const json = async (res: Response, method: string, route: string) => {
    const body: unknown = await res.json();
    expect(check.errors(method, route, res.status, body), `${method} ${route}`).toEqual([]);
    return body as Record<string, unknown> & { rows: Record<string, unknown>[] };
  };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, producer, employee] = await Promise.all([
      signIn(server, 'admin@example.com'),
      signIn(server, 'producer@example.com'),
      signIn(server, 'employee@example.com'),
    ]);
    check = responseCheck(await (await fetch(`${server.url}/api/openapi.json`)).json());
  });
  afterAll(() => server.close());

  it('gives every employee of the data as CSV, headers in the reader’s language', async () => {
    const res = await api(admin, 'GET', '/examples/csv?lang=vi');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(new TextDecoder().decode(bytes).trim()).data;
    expect(rows[0]).toEqual([
      'Mã',
      'Tên',
      'Họ',
      'Email',
      'Chủ lao động',
      'Chương trình',
      'Trạng thái',
    ]);
    const participants = await server.database.db
      .select({ id: s.participants.id })
      .from(s.participants)
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(eq(s.users.isDeleted, false));
    expect(rows.length - 1).toBe(participants.length);
    expect(
      rows
        .slice(1)
        .map((r) => Number(r[0]))
        .sort((a, b) => a - b),
    ).toEqual(participants.map((p) => p.id).sort((a, b) => a - b));
  });

  it('finds employees by name or e-mail, paged, and refuses a bad page size', async () => {
    const me = await json(
      await api(admin, 'GET', `/examples/employee/${employee.user.clientId}`),
      'GET',
      '/examples/employee/:employeeId',
    );
    const found = await json(
      await api(admin, 'POST', '/examples/findemployees', {
        searchText: String(me.lastName).toUpperCase(),
        pageSize: 5,
      }),
      'POST',
      '/examples/findemployees',
    );
    expect(found.rows.map((r) => r.id)).toContain(employee.user.clientId);
    expect(
      found.rows.every((r) =>
        `${r.firstName} ${r.lastName} ${r.email}`
          .toLowerCase()
          .includes(String(me.lastName).toLowerCase()),
      ),
    ).toBe(true);
    const all = await json(
      await api(admin, 'POST', '/examples/findemployees', { pageSize: 2, pageNumber: 2 }),
      'POST',
      '/examples/findemployees',
    );
    expect(all.rows).toHaveLength(2);
    expect(all.resultCount).toBeGreaterThan(4);
    const bad = await api(admin, 'POST', '/examples/findemployees', { pageSize: 0 });
    expect(bad.status).toBe(400);
    expect(check.errors('POST', '/examples/findemployees', 400, await bad.json())).toEqual([]);
  });

  it('writes an employee’s record as a PDF', async () => {
    const res = await api(admin, 'POST', '/examples/pdf', { employeeId: employee.user.clientId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain('Employee record');
    expect(text).toContain(String(employee.user.email));
    expect((await api(admin, 'POST', '/examples/pdf', { employeeId: 999999 })).status).toBe(404);
  });

  it('makes the PDF in the render pool, in one of the caller’s two slots: six at once get 429s', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api(admin, 'POST', '/examples/pdf', { employeeId: employee.user.clientId }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('puts an e-mail into the outbox, and nothing for a bad address', async () => {
    const to = 'example.reader@example.com';
    const res = await api(admin, 'POST', '/examples/email', {
      to,
      subject: 'Hello',
      message: 'A message from the examples.',
    });
    expect(await json(res, 'POST', '/examples/email')).toEqual({
      message: 'Locale: pages.examples.api.emailSent',
    });
    const [mail] = await server.database.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.to, to))
      .orderBy(desc(s.outbox.id));
    expect(mail).toMatchObject({
      subject: 'Hello',
      text: 'A message from the examples.',
      kind: 'example',
    });
    const before = (await server.database.db.select().from(s.outbox)).length;
    const bad = await api(admin, 'POST', '/examples/email', {
      to: 'nobody',
      subject: 'x',
      message: 'y',
    });
    expect(bad.status).toBe(400);
    expect((await server.database.db.select().from(s.outbox)).length).toBe(before);
  });

  // Header injection: a line break in a header-bound field would start a header of its own.
  it.each<[string, Record<string, string>, string]>([
    ['CR LF in the subject', { subject: 'Hello\r\nBcc: everyone@example.com' }, 'subject'],
    ['a bare LF in the subject', { subject: 'Hello\nX-Priority: 1' }, 'subject'],
    ['a tab and an escape in the subject', { subject: 'Hello\t\u001b[31m' }, 'subject'],
    ['a line separator in the subject', { subject: 'Hello\u2028World' }, 'subject'],
    ['CR LF in the address', { to: 'a@example.com\r\nBcc: b@example.com' }, 'to'],
    ['a display name with CR LF', { to: '"Reader\r\nBcc: b@example.com" <a@example.com>' }, 'to'],
  ])('refuses %s with a 400 naming the field, and writes no mail', async (_label, bad, field) => {
    const before = (await server.database.db.select().from(s.outbox)).length;
    const res = await api(admin, 'POST', '/examples/email', {
      to: 'reader@example.com',
      subject: 'Hello',
      message: 'Line one.\r\nLine two.',
      ...bad,
    });
    expect(res.status).toBe(400);
    const errors = ((await res.json()) as { extensions: { errors: { field: string }[] } })
      .extensions.errors;
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect((await server.database.db.select().from(s.outbox)).length).toBe(before);
  });

  it('reads an employee record, saves it back changed, and refuses an invalid one unchanged', async () => {
    const id = employee.user.clientId!;
    const record = await json(
      await api(admin, 'GET', `/examples/employee/${id}`),
      'GET',
      '/examples/employee/:employeeId',
    );
    expect(record).toMatchObject({ id, userId: employee.user.id, email: employee.user.email });
    const saved = await api(admin, 'POST', '/examples/employee', {
      id,
      firstName: 'Renamed',
      lastName: record.lastName,
      phoneNumber: '(303) 555-0142',
      dateOfBirth: '1980-02-29',
    });
    expect(await json(saved, 'POST', '/examples/employee')).toEqual({
      id,
      message: 'Locale: messages.saved',
    });
    const after = await json(
      await api(admin, 'GET', `/examples/employee/${id}`),
      'GET',
      '/examples/employee/:employeeId',
    );
    expect(after).toMatchObject({
      firstName: 'Renamed',
      phoneNumber: '(303) 555-0142',
      dateOfBirth: '1980-02-29',
    });
    const refused = await api(admin, 'POST', '/examples/employee', {
      id,
      firstName: '',
      lastName: 'X',
      phoneNumber: '12',
    });
    expect(refused.status).toBe(400);
    const problem = await refused.json();
    expect(problem.extensions.errors.map((e: { field: string }) => e.field)).toEqual([
      'firstName',
      'phoneNumber',
    ]);
    expect(await (await api(admin, 'GET', `/examples/employee/${id}`)).json()).toEqual(after);
    expect((await api(admin, 'GET', '/examples/employee/999999')).status).toBe(404);
  });

  it('gives spec 3’s named records with nested store and documents', async () => {
    const picks = (await json(
      await api(admin, 'GET', '/examples/storepicks'),
      'GET',
      '/examples/storepicks',
    )) as unknown as {
      id: number;
      store: { name: string; documents: number };
      documents: { items: { docParent: { name: string } }[] };
    }[];
    const divisions = await server.database.db.select().from(s.divisions);
    expect(picks.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      divisions.map((d) => d.id).sort((a, b) => a - b),
    );
    const planDocuments = await server.database.db
      .select()
      .from(s.documents)
      .where(eq(s.documents.documentType, 'PlanDocument'));
    expect(picks.reduce((n, p) => n + p.documents.items.length, 0)).toBe(planDocuments.length);
    for (const p of picks) {
      const division = divisions.find((d) => d.id === p.id)!;
      expect(p.documents.items.every((d) => d.docParent.name === division.name)).toBe(true);
    }
  });

  it('is the Admin’s alone (403 to other roles, 401 without a token)', async () => {
    for (const session of [producer, employee]) {
      expect((await api(session, 'GET', '/examples/storepicks')).status).toBe(403);
      expect(
        (
          await api(session, 'POST', '/examples/email', {
            to: 'a@example.com',
            subject: 's',
            message: 'm',
          })
        ).status,
      ).toBe(403);
    }
    expect((await api(undefined, 'GET', '/examples/csv')).status).toBe(401);
  });
});
