import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { generateDataset } from '../../fixtures/generate';
import { queryRows, type Database } from '../db/connection';
import { readFixtures, seedDatabase } from '../db/seed';
import { fixedClock } from '../deps/clock';
import { Scope, type Principal } from '../services/access';
import { ClientService, EXPORT_BATCH_SIZE } from '../services/participants';
import {
  call,
  openFilledTestDatabase,
  signIn,
  startTestServer,
  type Session,
  type TestServer,
} from '../test/harness';

const parseCsv = (text: string) =>
  Papa.parse<string[]>(text, { skipEmptyLines: true }).data as string[][];

describe('participants (clients)', () => {
  let server: TestServer;
  let admin: Session;
  let producer: Session;
  let employee: Session;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);
  const get = async (session: Session, path: string) => {
    const res = await call(server, session.accessToken, 'GET', path);
    expect(res.status, path).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@example.com');
    producer = await signIn(server, 'producer@example.com');
    employee = await signIn(server, 'employee@example.com');
  });
  afterAll(() => server.close());

  it('answers one participant in the shape of spec 3, within scope', async () => {
    const one = await get(producer, '/api/clients/1');
    expect(one).toMatchObject({
      id: 1,
      userId: 4,
      firstName: 'Emily',
      lastName: 'Carter',
      email: 'employee@example.com',
      clientUniqueId: 'CL-001001',
      divisionId: 1,
      employerName: 'Harborview Logistics, Inc.',
      planName: 'Executive Deferred Compensation Plan',
      statusType: 'ActiveContributing',
      planEnrollmentDate: '2019-01-01',
    });
    for (const key of [
      'userName',
      'phoneNumber',
      'isActive',
      'dateOfBirth',
      'note',
      'title',
      'matchingContribution',
      'percentage',
      'address',
      'state',
      'city',
      'zip',
    ]) {
      expect(one).toHaveProperty(key);
    }
    // Rates are JSON numbers (src/domain/api/common.ts), the stored numeric read exactly.
    const [stored] = await rows<{ mc: string | null; pct: string | null }>(
      sql`select matching_contribution::text as mc, percentage::text as pct from participants where id = 1`,
    );
    expect(one.matchingContribution).toBe(stored!.mc === null ? null : Number(stored!.mc));
    expect(one.percentage).toBe(stored!.pct === null ? null : Number(stored!.pct));
    expect((await call(server, producer.accessToken, 'GET', '/api/clients/2')).status).toBe(404);
    expect((await call(server, employee.accessToken, 'GET', '/api/clients/3')).status).toBe(404);
    expect((await get(employee, '/api/clients?PageSize=10&PageNumber=1')).rows).toMatchObject([
      { id: 1 },
    ]);
  });

  it('pages, sorts and filters like plain SQL over the same rows', async () => {
    const expected = await rows<{ id: number }>(
      sql`select p.id from participants p join users u on u.id = p.user_id join divisions d on d.id = p.division_id join employers e on e.id = d.employer_id
          where not u.is_deleted and d.employer_id = 2 and u.last_name ilike '%a%'
          order by lower(e.name), lower(coalesce(d.plan_name, '')) desc, p.id limit 5 offset 5`,
    );
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from participants p join users u on u.id = p.user_id join divisions d on d.id = p.division_id
          where not u.is_deleted and d.employer_id = 2 and u.last_name ilike '%a%'`,
    )) as [{ n: number }];
    const page = await get(
      producer,
      '/api/clients?EmployerId=2&LastName=A&PageSize=5&PageNumber=2&SortCriteria[0].sortKey=employerName&SortCriteria[1].sortKey=planName&SortCriteria[1].isDescending=true',
    );
    expect(page.resultCount).toBe(n);
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual(expected.map((r) => r.id));

    const searched = await rows<{ id: number }>(
      sql`select p.id from participants p join users u on u.id = p.user_id
          where not u.is_deleted and (u.first_name || ' ' || u.last_name ilike '%em%' or u.email ilike '%em%' or p.client_unique_id ilike '%em%' or u.phone_number ilike '%em%')
          order by lower(u.last_name), lower(u.first_name), p.id`,
    );
    const search = await get(admin, '/api/clients?SearchText=em&PageSize=1000&PageNumber=1');
    expect(search.rows.map((r: { id: number }) => r.id)).toEqual(searched.map((r) => r.id));
    const byUsers = await get(
      admin,
      '/api/clients?UserIds=4&UserIds=11&FirstName=emi&PageSize=10&PageNumber=1',
    );
    expect(byUsers.rows.map((r: { userId: number }) => r.userId)).toEqual([4]);
    expect(
      (
        await call(
          server,
          admin.accessToken,
          'GET',
          '/api/clients?PageSize=10&PageNumber=1&SortCriteria[0].sortKey=password',
        )
      ).status,
    ).toBe(400);
  });

  it('narrows to the participants of Ids, never past the caller’s scope', async () => {
    const idsOf = (page: { rows: { id: number }[] }) =>
      page.rows.map((r) => r.id).sort((a, b) => a - b);
    const everyone = idsOf(await get(admin, '/api/clients?PageSize=1000&PageNumber=1'));
    const mine = idsOf(await get(producer, '/api/clients?PageSize=1000&PageNumber=1'));
    const outside = everyone.find((id) => !mine.includes(id))!;
    const wanted = [mine[0]!, mine[mine.length - 1]!];
    const query = `PageSize=1000&PageNumber=1&Ids=${wanted[0]}&Ids=${wanted[1]}&Ids=${outside}`;
    expect(idsOf(await get(producer, `/api/clients?${query}`))).toEqual(wanted);
    const own = idsOf(await get(employee, '/api/clients?PageSize=1000&PageNumber=1'));
    expect(idsOf(await get(employee, `/api/clients?${query}`))).toEqual(
      wanted.filter((id) => own.includes(id)),
    );
    expect(idsOf(await get(admin, `/api/clients?${query}`))).toEqual(
      [...wanted, outside].sort((a, b) => a - b),
    );
  });

  it('exports the filtered list as CSV with formulas neutralised and RFC 4180 quoting', async () => {
    await rows(
      sql`update users set first_name = '=HYPERLINK("http://evil")', last_name = '+cmd', address = '@SUM(A1)', city = '-2+3' where id = 11`,
    );
    await rows(
      sql`update participants set title = ${'\tTabbed'}, note = ${'says "hi", twice\r\nand more'} where user_id = 11`,
    );
    const res = await call(server, producer.accessToken, 'GET', '/api/clients/export?EmployerId=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="participants-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await res.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")","'+cmd"`);
    expect(text).toContain(`"says ""hi"", twice\r\nand more"`);
    const [header, ...records] = parseCsv(text);
    expect(header![0]).toBe('Client ID');
    const row = records.find((r) => r[0] === 'CL-001003')!;
    const cell = (name: string) => row[header!.indexOf(name)];
    expect(cell('First Name')).toBe(`'=HYPERLINK("http://evil")`);
    expect(cell('Last Name')).toBe(`'+cmd`);
    expect(cell('Address')).toBe(`'@SUM(A1)`);
    expect(cell('City')).toBe(`'-2+3`);
    expect(cell('Title')).toBe(`'\tTabbed`);
    const inScope = await rows<{ id: number }>(
      sql`select p.id from participants p join users u on u.id = p.user_id join divisions d on d.id = p.division_id where not u.is_deleted and d.employer_id = 1`,
    );
    expect(records).toHaveLength(inScope.length);
    // An employee exports themselves only.
    const own = parseCsv(
      await (await call(server, employee.accessToken, 'GET', '/api/clients/export')).text(),
    );
    expect(own).toHaveLength(2);
  });

  it('writes the CSV in the reader’s language: headers, status labels and dates', async () => {
    const path = '/api/clients/export?EmployerId=1';
    const [enHeader, ...en] = parseCsv(
      await (await call(server, producer.accessToken, 'GET', path)).text(),
    );
    const [viHeader, ...vi] = parseCsv(
      await (await call(server, producer.accessToken, 'GET', `${path}&lang=vi`)).text(),
    );
    expect(viHeader![0]).toBe('Mã khách hàng');
    const status = enHeader!.indexOf('Status');
    const born = enHeader!.indexOf('Date of Birth');
    expect(en.map((r) => r[status])).toContain('Active, contributing');
    expect(vi.map((r) => r[status])).toContain('Đang làm việc, có đóng góp');
    const dated = en.findIndex((r) => r[born]);
    const [m, d, y] = en[dated]![born]!.split('/');
    expect(vi[dated]![born]).toBe(`${d}/${m}/${y}`);
    const refused = await call(server, producer.accessToken, 'GET', `${path}&lang=xx`);
    expect(refused.status).toBe(400);
  });
});

// Forced garbage collection, so that heap samples measure what is still held, not litter.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapUsed = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

describe('CSV export of 10,000 participants', () => {
  let database: Database;
  let server: TestServer;
  let total: number;
  let batchQueries = 0;

  beforeAll(async () => {
    const options = {
      participants: 10_000,
      historyFrom: '2026-08',
      policiesPerParticipant: 1,
      passwordHash: readFixtures().data.users![0]!.passwordHash as string,
    };
    // Generating and loading 10,000 participants takes long: the loaded database is kept and
    // reused until the generator or its options change.
    const generator = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../fixtures/generate.ts'),
    );
    const key = createHash('sha256')
      .update(generator)
      .update(JSON.stringify(options))
      .digest('hex');
    database = await openFilledTestDatabase('export-10k', `${key} people`, async (db) => {
      // The people, their plans and policies; not the policies' history and documents (190,000
      // rows), which the export does not read and which tripled the time to build the image.
      const dataset = await generateDataset(options);
      for (const table of [
        'account_values',
        'transactions',
        'beneficiaries',
        'allocations',
        'documents',
      ])
        delete dataset[table];
      await seedDatabase(db, dataset, 'export-10k');
    });
    // The server's database handle counts the export's batch queries (the selects that carry
    // the keyset columns), to see how the route reads the list.
    const db = new Proxy(database.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop !== 'select' || typeof value !== 'function') return value;
        return (fields?: Record<string, unknown>) => {
          if (fields && 'sortKey0' in fields) batchQueries++;
          return (value as (f?: unknown) => unknown).call(receiver, fields);
        };
      },
    });
    server = await startTestServer({ database: { ...database, db } });
    [{ n: total }] = (await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from participants p join users u on u.id = p.user_id where not u.is_deleted`,
    )) as [{ n: number }];
  }, 300_000);
  afterAll(() => server.close());

  /** Streams an export, counting records without keeping the body; samples the heap as it goes. */
  async function streamExport(session: Session, query = '') {
    const before = heapUsed();
    let peak = 0;
    let lines = 0;
    let chunks = 0;
    const res = await call(server, session.accessToken, 'GET', `/api/clients/export${query}`);
    expect(res.status).toBe(200);
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      // Generated names and addresses hold no line breaks: one CRLF per record. Count the LFs: a
      // chunk may end between the CR and the LF of a record.
      lines += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
      if (++chunks % 20 === 0) peak = Math.max(peak, heapUsed() - before);
    }
    return { lines, peak, chunks };
  }

  it('streams every participant in scope, with no row cap and a bounded heap', async () => {
    expect(total).toBe(10_000);
    const admin = await signIn(server, 'admin@example.com');
    const queriesBefore = batchQueries;
    const all = await streamExport(admin);
    expect(all.lines).toBe(1 + total);
    // Read as keyset batches of 1,000 (the last one comes back empty), never as one query.
    expect(batchQueries - queriesBefore).toBe(Math.ceil(total / EXPORT_BATCH_SIZE) + 1);
    // Sent in many pieces, not one buffered body.
    expect(all.chunks).toBeGreaterThan(10);
    // Nothing piles up across batches: sampled between chunks after a forced GC, what stays
    // reachable (server and reader share this process) is about one batch, far below the ~10,000
    // row objects of the whole list. (This cannot see a body built and dropped in one go: the
    // batch count above and the laziness test below cover that.)
    expect(all.peak).toBeLessThan(16 * 1024 * 1024);

    const producer = await signIn(server, 'producer@example.com');
    const [{ n }] = (await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from participants p join users u on u.id = p.user_id
          where not u.is_deleted and p.division_id in (select d.id from divisions d where d.employer_id in (
            select d2.employer_id from division_producers dp join divisions d2 on d2.id = dp.division_id where dp.producer_id = ${producer.user.producerId as number}))`,
    )) as [{ n: number }];
    expect((await streamExport(producer)).lines).toBe(1 + n);
  });

  it('reads each batch only when the previous one has been taken (nothing loaded up front)', async () => {
    // The service's own generator, driven by hand: after the first batch has been produced the
    // test changes every row; if the export had read everything up front, later rows would still
    // show the old value. This proves batch-by-batch reading without timing or memory noise.
    const principal: Principal = {
      userId: 1,
      role: 'Admin',
      familyId: 'test',
      producerId: null,
      employerAdminId: null,
      clientId: null,
    };
    const service = new ClientService(database.db, fixedClock(new Date()));
    const { chunks } = await service.exportCsv(principal, new Scope(database.db, principal), {
      sortCriteria: [{ sortKey: 'name', isDescending: false }],
    });
    const header = await chunks.next();
    expect(header.value).toMatch(/^"Client ID",/);
    const first = (await chunks.next()).value as string;
    const firstRecords = parseCsv(first);
    expect(firstRecords).toHaveLength(EXPORT_BATCH_SIZE);
    await queryRows(database.db, sql`update participants set title = 'Changed after batch one'`);
    let later = 0;
    const ids = new Set(firstRecords.map((r) => r[0]));
    for await (const chunk of chunks) {
      const records = parseCsv(chunk);
      expect(records.length).toBeLessThanOrEqual(EXPORT_BATCH_SIZE);
      for (const r of records) {
        expect(r).toContain('Changed after batch one');
        ids.add(r[0]);
        later++;
      }
    }
    expect(firstRecords.some((r) => r.includes('Changed after batch one'))).toBe(false);
    expect(EXPORT_BATCH_SIZE + later).toBe(total);
    // Keyset paging neither skips nor repeats a row.
    expect(ids.size).toBe(total);
  });
});
