import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import Papa from 'papaparse';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { queryRows } from '../db/connection';
import * as s from '../db/schema';
import { call, signIn, startTestServer, type Session, type TestServer } from '../test/harness';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const allMonths = (rate: unknown) => Object.fromEntries(MONTHS.map((m) => [m, rate]));
const VALUE_KEYS = MONTHS.map((m) => `valueOn${m[0]!.toUpperCase()}${m.slice(1)}`);

/** DESIGN 5.5's golden case: 4.0 % all 2025, 10,000 on Jan 1, Apr 1 and Jul 1. */
const GOLDEN_BALANCES = [
  10033.33, 10066.77, 10100.33, 20167.33, 20234.55, 20302.0, 30403.01, 30504.35, 30606.03, 30708.05,
  30810.41, 30913.11,
];

async function pdfText(bytes: ArrayBuffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

const cents = (n: number) => Math.round(n * 100);

describe('AFR rates and accounts receivable', () => {
  let server: TestServer;
  let admin: Session;
  let producer: Session;
  let employerAdmin: Session;
  let employee: Session;
  let goldenDivision: number;
  let goldenParticipant: number;
  const post = (session: Session | undefined, path: string, body: unknown) =>
    call(server, session?.accessToken, 'POST', `/api/afr-rate${path}`, body);
  const get = (session: Session | undefined, path: string) =>
    call(server, session?.accessToken, 'GET', `/api/afr-rate${path}`);
  const report = (session: Session, body: unknown) => post(session, '/account-receivable', body);
  const fieldErrors = async (res: Response) => {
    expect(res.status).toBe(400);
    const problem = await res.json();
    return (problem.extensions.errors as { field: string; key: string; message: string }[]).map(
      (e) => [e.field, e.message],
    );
  };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, producer, employerAdmin, employee] = await Promise.all([
      signIn(server, 'admin@example.com'),
      signIn(server, 'producer@example.com'),
      signIn(server, 'employer.admin@example.com'),
      signIn(server, 'employee@example.com'),
    ]);
    // The golden case's rows: a division of Harborview (the employer admin's employer) with one
    // participant and one policy, three published premiums, plus rows that must not count.
    const db = server.database.db;
    const [division] = await db
      .insert(s.divisions)
      .values({ employerId: 1, name: 'Golden Case Plan', planName: 'Golden Case Plan' })
      .returning({ id: s.divisions.id });
    const [user] = await db
      .insert(s.users)
      .values({
        email: 'golden.case@example.com',
        firstName: 'Grace',
        lastName: 'Golden',
        role: 'Employee',
      })
      .returning({ id: s.users.id });
    const [participant] = await db
      .insert(s.participants)
      .values({ userId: user!.id, divisionId: division!.id, clientUniqueId: 'GOLDEN-1' })
      .returning({ id: s.participants.id });
    const [policy] = await db
      .insert(s.policies)
      .values({
        clientId: participant!.id,
        carrierId: 1,
        divisionId: division!.id,
        policyNumber: 'GOLD-2025',
      })
      .returning({ id: s.policies.id });
    const premium = (date: string, type = 'EmployerContribution', isPublished = true) => ({
      policyId: policy!.id,
      type: type as 'EmployerContribution',
      value: '10000.00',
      date,
      isPublished,
    });
    await db.insert(s.transactions).values([
      premium('2025-01-01'),
      premium('2025-04-01'),
      premium('2025-07-01'),
      premium('2025-05-01', 'EmployerContribution', false), // unpublished: does not count
      premium('2025-06-01', 'BaseContributionEE'), // the employee's own money: no loan
      premium('2025-08-01', 'LoanRepaymentERMatch'), // a policy loan: not a premium
    ]);
    goldenDivision = division!.id;
    goldenParticipant = participant!.id;
  });
  afterAll(() => server.close());

  describe('rate entry', () => {
    it('gives a year with a table its twelve rates, and a year without one as missing', async () => {
      const res = await get(admin, '/entry/2025');
      expect(res.status).toBe(200);
      const entry = await res.json();
      expect(entry.year).toBe(2025);
      expect(Object.keys(entry.rates)).toEqual(MONTHS);
      expect(typeof entry.rates.jan).toBe('number');
      expect(await (await get(admin, '/entry/2031')).json()).toEqual({
        id: null,
        year: 2031,
        rates: null,
      });
      expect((await get(admin, '/entry/1800')).status).toBe(404);
      const tables = await (await get(admin, '')).json();
      expect(tables.map((t: { year: number }) => t.year)).toEqual([
        2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026,
      ]);
    });

    it('refuses each missing, non-numeric or out-of-range month with the spec messages and saves nothing', async () => {
      const before = await queryRows(
        server.database.db,
        sql`select * from afr_rates order by year`,
      );
      const rates = { ...allMonths('4'), jan: '', feb: 'abc', mar: '-1', apr: '100.5', may: 100 };
      delete (rates as Record<string, unknown>).jun;
      const errors = await fieldErrors(await post(admin, '', { year: 2025, rates }));
      expect(errors).toEqual([
        ['rates.jan', 'This is a required field.'],
        ['rates.feb', 'Please enter a numeric value.'],
        ['rates.mar', 'The rate must be between 0 and 100.'],
        ['rates.apr', 'The rate must be between 0 and 100.'],
        ['rates.jun', 'This is a required field.'],
      ]);
      expect(await fieldErrors(await post(admin, '', { year: 1850, rates: allMonths(4) }))).toEqual(
        [['year', 'Please enter a year from 1900 to 2200.']],
      );
      const after = await queryRows(server.database.db, sql`select * from afr_rates order by year`);
      expect(after).toEqual(before);
    });

    it('is the Admin’s alone', async () => {
      for (const session of [producer, employerAdmin, employee]) {
        expect((await post(session, '', { year: 2030, rates: allMonths(4) })).status).toBe(403);
        expect((await get(session, '/entry/2025')).status).toBe(403);
      }
      expect((await get(undefined, '/entry/2025')).status).toBe(401);
    });
  });

  describe('the golden case over stored rows', () => {
    it('changes every report at once when a past year’s rates change', async () => {
      const body = {
        division: { id: goldenDivision },
        startDate: '2025-01-01',
        endDate: '2025-12-31',
      };
      const before = await (await report(admin, body)).json();
      // The seeded 2025 table is not 4 %: set it, and the same call answers the golden figures.
      const saved = await post(admin, '', { id: 9, year: 2025, rates: allMonths(4.0) });
      expect(saved.status).toBe(200);
      expect((await saved.json()).message).toBe('Locale: messages.saved');
      const after = await (await report(admin, body)).json();
      expect(after.receivables[0].receivableAsEnd).not.toBe(before.receivables[0].receivableAsEnd);
      expect(after).toEqual({
        receivables: [
          {
            participantId: goldenParticipant,
            participant: 'Grace Golden',
            receivableAsStart: 0,
            cummulativePreniumPaidInPeriod: 30000,
            interestAccuredInPeriod: 913.11,
            totalReceivableAccruedInPeriod: 30913.11,
            repaidInPeriod: 0,
            receivableAsEnd: 30913.11,
          },
        ],
        total: {
          receivableAsStart: 0,
          cummulativePreniumPaidInPeriod: 30000,
          interestAccuredInPeriod: 913.11,
          totalReceivableAccruedInPeriod: 30913.11,
          repaidInPeriod: 0,
          receivableAsEnd: 30913.11,
        },
        employerId: 1,
        employerName: 'Harborview Logistics, Inc.',
        divisionId: goldenDivision,
        divisionName: 'Golden Case Plan',
        startAt: '2025-01-01',
        endAt: '2025-12-31',
      });
    });

    it('gives all twelve month-end balances of the design in the participant report', async () => {
      const res = await post(admin, '/participant-receivable', {
        participantId: goldenParticipant,
        year: 2025,
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(VALUE_KEYS.map((k) => body.receivableAccuredValues[k])).toEqual(GOLDEN_BALANCES);
      expect(body.receivableAccuredValues).toMatchObject({
        participantId: goldenParticipant,
        minRate: 4,
        receivableYear: 2025,
      });
      expect(body.rates).toEqual(allMonths(4));
      expect(body.firstYear).toBe(2025);
      expect(body.interestValue).toHaveLength(1);
      expect(body.interestValue[0]).toMatchObject({
        policyNumber: 'GOLD-2025',
        preniumAmount: 30000,
        totalPreniumValue: 30000,
      });
      expect(body.months.map((m: { premium: number }) => m.premium)).toEqual([
        10000, 0, 0, 10000, 0, 0, 10000, 0, 0, 0, 0, 0,
      ]);
      const interest = body.months.reduce(
        (sum: number, m: { interest: number }) => sum + cents(m.interest),
        0,
      );
      expect(interest).toBe(91311);
    });
  });

  describe('the division report', () => {
    it('adds up every row and the totals to the cent, for any range (seeded division)', async () => {
      const day = fc
        .integer({ min: 0, max: 365 * 7 })
        .map((n) => new Date(Date.UTC(2019, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
      await fc.assert(
        fc.asyncProperty(day, day, async (a, b) => {
          const [startDate, endDate] = a <= b ? [a, b] : [b, a];
          const res = await report(admin, { division: 1, startDate, endDate });
          expect(res.status).toBe(200);
          const { receivables, total } = await res.json();
          expect(receivables.length).toBe(11);
          const sum = { start: 0, premiums: 0, interest: 0, end: 0 };
          for (const r of receivables) {
            expect(
              cents(r.receivableAsStart) +
                cents(r.cummulativePreniumPaidInPeriod) +
                cents(r.interestAccuredInPeriod),
            ).toBe(cents(r.receivableAsEnd));
            expect(cents(r.totalReceivableAccruedInPeriod)).toBe(
              cents(r.cummulativePreniumPaidInPeriod) + cents(r.interestAccuredInPeriod),
            );
            sum.start += cents(r.receivableAsStart);
            sum.premiums += cents(r.cummulativePreniumPaidInPeriod);
            sum.interest += cents(r.interestAccuredInPeriod);
            sum.end += cents(r.receivableAsEnd);
          }
          expect(sum).toEqual({
            start: cents(total.receivableAsStart),
            premiums: cents(total.cummulativePreniumPaidInPeriod),
            interest: cents(total.interestAccuredInPeriod),
            end: cents(total.receivableAsEnd),
          });
        }),
        { numRuns: 12 },
      );
    });

    it('gives the same total interest when a range is split in two', async () => {
      const day = fc.integer({ min: 0, max: 365 * 7 });
      const iso = (n: number) =>
        new Date(Date.UTC(2019, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
      await fc.assert(
        fc.asyncProperty(day, day, day, async (x, y, z) => {
          const [a, m, b] = [x, y, z].sort((p, q) => p - q) as [number, number, number];
          fc.pre(a <= m && m < b);
          const totalOf = async (startDate: string, endDate: string) => {
            const res = await report(admin, { division: { id: 1 }, startDate, endDate });
            return (await res.json()).total;
          };
          const [whole, first, second] = await Promise.all([
            totalOf(iso(a), iso(b)),
            totalOf(iso(a), iso(m)),
            totalOf(iso(m + 1), iso(b)),
          ]);
          expect(cents(first.interestAccuredInPeriod) + cents(second.interestAccuredInPeriod)).toBe(
            cents(whole.interestAccuredInPeriod),
          );
          expect(cents(first.receivableAsEnd)).toBe(cents(second.receivableAsStart));
        }),
        { numRuns: 10 },
      );
    });

    it('carries an exchanged policy’s receivable to its successor, with no jump in the total', async () => {
      // Participant 1's policy 1 was exchanged for policy 2 on 2022-06-30 (fixtures).
      const res = await post(admin, '/participant-receivable', { participantId: 1, year: 2022 });
      expect(res.status).toBe(200);
      const body = await res.json();
      const policy = (id: number) =>
        body.interestValue.find((p: { policyId: number }) => p.policyId === id);
      const old = policy(1);
      const successor = policy(2);
      expect(old.exchangedForPolicyNumber).toBe(successor.policyNumber);
      const june = 5;
      expect(old.months[june].carriedOut).toBeGreaterThan(0);
      expect(successor.months[june].carriedIn).toBe(old.months[june].carriedOut);
      expect(old.receivableAccuredValues.valueOnJun).toBe(0);
      expect(old.receivableAccuredValues.valueOnDec).toBe(0);
      // The participant's month ends are the sums of the policies', to the cent.
      for (const key of VALUE_KEYS) {
        const sum = body.interestValue.reduce(
          (total: number, p: { receivableAccuredValues: Record<string, number> }) =>
            total + cents(p.receivableAccuredValues[key]!),
          0,
        );
        expect(sum, key).toBe(cents(body.receivableAccuredValues[key]));
      }
      // The exchange moves the receivable; the participant's June interest is what it would be.
      const may = cents(body.receivableAccuredValues.valueOnMay);
      const jun = cents(body.receivableAccuredValues.valueOnJun);
      expect(jun - may).toBe(cents(body.months[june].premium) + cents(body.months[june].interest));
    });

    it('counts only published employer-paid premiums', async () => {
      const res = await report(admin, {
        division: goldenDivision,
        startDate: '2025-05-01',
        endDate: '2025-08-31',
      });
      const { receivables } = await res.json();
      // Jul 1 only: the unpublished May premium, the EE contribution and the loan repayment do not count.
      expect(receivables[0].cummulativePreniumPaidInPeriod).toBe(10000);
    });

    it('refuses a bad period with the spec messages', async () => {
      expect(
        await fieldErrors(
          await report(admin, { division: 1, startDate: '2025-05-01', endDate: '2025-04-30' }),
        ),
      ).toEqual([['endDate', 'The end date must be greater than or equal to the start date.']]);
      expect(
        await fieldErrors(
          await report(admin, { division: 1, startDate: '2025-02-30', endDate: '05/01/2025' }),
        ),
      ).toEqual([
        ['startDate', 'Invalid date format'],
        ['endDate', 'Invalid date format'],
      ]);
      expect(
        await fieldErrors(await report(admin, { division: 1, endDate: '2025-01-01' })),
      ).toEqual([['startDate', 'This is a required field.']]);
    });

    it('names the year and month of a missing rate', async () => {
      const res = await report(admin, {
        division: goldenDivision,
        startDate: '2027-01-01',
        endDate: '2027-03-15',
      });
      expect(res.status).toBe(400);
      const problem = await res.json();
      expect(problem.detail).toBe('Locale: errors.afrRateMissing');
      expect(problem.extensions).toMatchObject({
        year: 2027,
        month: '01',
        params: { year: 2027, month: '01' },
      });
      const year = await post(admin, '/participant-receivable', {
        participantId: goldenParticipant,
        year: 2030,
      });
      expect(year.status).toBe(400);
      expect((await year.json()).extensions.params).toEqual({ year: 2030, month: '01' });
    });
  });

  describe('scope', () => {
    it('gives an Employer Admin their divisions and 404 for any other', async () => {
      const body = (division: number) => ({
        division,
        startDate: '2024-01-01',
        endDate: '2024-12-31',
      });
      expect((await report(employerAdmin, body(1))).status).toBe(200);
      expect((await report(employerAdmin, body(goldenDivision))).status).toBe(200);
      expect((await report(employerAdmin, body(3))).status).toBe(404);
      expect((await report(employerAdmin, body(99999))).status).toBe(404);
      expect((await get(employerAdmin, '/participants/3')).status).toBe(404);
      const people = await (await get(employerAdmin, '/participants/1')).json();
      expect(people).toHaveLength(11);
      expect(people[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        clientUniqueId: expect.any(String),
      });
      const [outside] = await queryRows<{ id: number }>(
        server.database.db,
        sql`select id from participants where division_id = 3 limit 1`,
      );
      expect(
        (
          await post(employerAdmin, '/participant-receivable', {
            participantId: outside!.id,
            year: 2024,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await post(employerAdmin, '/participant-receivable', {
            participantId: goldenParticipant,
            year: 2025,
          })
        ).status,
      ).toBe(200);
      expect((await post(employerAdmin, '/download-csv', body(3))).status).toBe(404);
    });

    it('refuses Producers and Employees with 403', async () => {
      const body = { division: 1, startDate: '2024-01-01', endDate: '2024-12-31' };
      for (const session of [producer, employee]) {
        expect((await report(session, body)).status).toBe(403);
        expect((await get(session, '/participants/1')).status).toBe(403);
        expect(
          (await post(session, '/participant-receivable', { participantId: 1, year: 2024 })).status,
        ).toBe(403);
        expect((await post(session, '/download-csv', body)).status).toBe(403);
        expect((await post(session, '/download-pdf', body)).status).toBe(403);
      }
    });
  });

  describe('downloads', () => {
    beforeAll(async () => {
      // The golden rates, whichever tests ran before.
      expect((await post(admin, '', { year: 2025, rates: allMonths(4) })).status).toBe(200);
    });
    // A function: the golden division exists only once beforeAll has run.
    const golden = () => ({
      division: goldenDivision,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });

    it('writes the report as CSV, named after the division and the period, with formulas neutralised', async () => {
      await server.database.db.execute(
        sql`update users set first_name = '=HYPERLINK("http://x")' where email = 'golden.case@example.com'`,
      );
      try {
        const res = await post(admin, '/download-csv', { ...golden(), lang: 'vi' });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
        expect(res.headers.get('content-disposition')).toBe(
          'attachment; filename="accounts-receivable_harborview-logistics-inc_golden-case-plan_2025-01-01_2025-12-31.csv"',
        );
        const parsed = Papa.parse<string[]>(await res.text(), { skipEmptyLines: true }).data;
        expect(parsed).toEqual([
          [
            'Người tham gia',
            'Phải thu đầu kỳ',
            'Phí bảo hiểm đã đóng trong kỳ',
            'Lãi phát sinh trong kỳ',
            'Tổng phát sinh trong kỳ',
            'Đã hoàn trả trong kỳ',
            'Phải thu cuối kỳ',
          ],
          [
            `'=HYPERLINK("http://x") Golden`,
            '0.00',
            '30000.00',
            '913.11',
            '30913.11',
            '0.00',
            '30913.11',
          ],
          ['Tổng cộng', '0.00', '30000.00', '913.11', '30913.11', '0.00', '30913.11'],
        ]);
      } finally {
        await server.database.db.execute(
          sql`update users set first_name = 'Grace' where email = 'golden.case@example.com'`,
        );
      }
    });

    it('writes the report as a PDF with title, period, rows, totals, page numbers and date', async () => {
      const res = await post(admin, '/download-pdf', golden());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="accounts-receivable_harborview-logistics-inc_golden-case-plan_2025-01-01_2025-12-31.pdf"',
      );
      const [page, ...more] = await pdfText(await res.arrayBuffer());
      expect(more).toEqual([]);
      const today = server.clock.now().toISOString().slice(0, 10).split('-');
      for (const text of [
        'Accounts receivable report',
        'Harborview Logistics, Inc. – Golden Case Plan',
        'Period: 01/01/2025 – 12/31/2025',
        'Grace Golden',
        '$30,913.11',
        '$913.11',
        'Total',
        'Repaid in period',
        'Page 1 of 1',
        `Generated on ${today[1]}/${today[2]}/${today[0]}`,
      ]) {
        expect(page).toContain(text);
      }
    });

    it('numbers the pages of a Vietnamese PDF and ends it with the totals', async () => {
      const res = await post(admin, '/download-pdf', {
        division: 1,
        startDate: '2020-01-01',
        endDate: '2024-12-31',
        lang: 'vi',
      });
      expect(res.status).toBe(200);
      const pages = await pdfText(await res.arrayBuffer());
      expect(pages[0]).toContain('Báo cáo khoản phải thu');
      expect(pages[0]).toContain('Kỳ báo cáo: 01/01/2020 – 31/12/2024');
      expect(pages.at(-1)).toContain('Tổng cộng');
      expect(pages.at(-1)).toContain(`Trang ${pages.length}/${pages.length}`);
    });

    it('refuses a bad period before writing any file', async () => {
      const res = await post(admin, '/download-pdf', { ...golden(), endDate: '2024-12-31' });
      expect(await fieldErrors(res)).toEqual([
        ['endDate', 'The end date must be greater than or equal to the start date.'],
      ]);
    });
  });
});
