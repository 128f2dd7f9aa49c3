// The statement calls against the seeded fixtures: every figure of employee@example.com's
// statement is recomputed here from the fixture files (not by the service), including the
// exchanged policy, plus the death-benefit split where the receivable exceeds the benefit.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHS } from '../../src/domain/enums';
import type { YearlyStatement } from '../../src/domain/api/statements';
import { defaultFixturesDir } from '../db/seed';
import * as s from '../db/schema';
import { RateTable, receivableLedger } from '../services/receivables/engine';
import { call, signIn, startTestServer, type TestServer } from '../test/harness';

type Row = Record<string, unknown>;
const fixture = (name: string) =>
  JSON.parse(
    fs.readFileSync(path.join(defaultFixturesDir(), 'data', `${name}.json`), 'utf8'),
  ) as Row[];

const CLIENT = 1;
const policies = fixture('policies').filter((p) => p.clientId === CLIENT);
const policyIds = new Set(policies.map((p) => p.id as number));
const values = fixture('account_values').filter(
  (v) => policyIds.has(v.policyId as number) && v.isPublished !== false,
);
const transactions = fixture('transactions').filter(
  (t) => policyIds.has(t.policyId as number) && t.isPublished !== false,
);
const CONTRIBUTION = /^(Base|Bonus|NonQual|Other)Contribution(EE|ERMatch)?$|^EmployerContribution$/;
const PREMIUM = /ERMatch$|^EmployerContribution$/;

/** Cents of a decimal string. */
const cents = (v: unknown) => Math.round(Number(v) * 100);
const exchanged = (p: Row, day: string) =>
  p.status === 'Exchanged' && (p.statusAppliedAsOf as string) <= day;
/** DESIGN 5.6: an exchanged policy's values count until its successor's first valuation. */
const firstValuation = (policyId: unknown) =>
  values
    .filter((v) => v.policyId === policyId && v.type !== 'TotalContributionValue')
    .map((v) => v.date as string)
    .sort()[0];
const counts = (p: Row, day: string) => {
  if (p.status !== 'Exchanged') return true;
  const first = firstValuation(p.exchangedPolicyForId);
  return first === undefined || day < first;
};
const latest = (policyId: unknown, type: string, day: string) =>
  values
    .filter((v) => v.policyId === policyId && v.type === type && (v.date as string) <= day)
    .sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
const planValue = (day: string) =>
  policies
    .filter((p) => counts(p, day))
    .reduce(
      (sum, p) =>
        sum +
        cents(latest(p.id, 'PlannedValue', day)?.value ?? 0) -
        cents(latest(p.id, 'LoanBalance', day)?.value ?? 0),
      0,
    ) / 100;
const contributed = (from: string, to: string) =>
  transactions
    .filter(
      (t) =>
        CONTRIBUTION.test(String(t.type)) && (t.date as string) >= from && (t.date as string) <= to,
    )
    .reduce((sum, t) => sum + cents(t.value), 0) / 100;
const monthEnd = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The receivable of each policy at a day, from the fixture premiums and AFR table. */
function receivableAt(day: string): Map<number, number> {
  const ledger = receivableLedger(
    policies.map((p) => ({
      policyId: p.id as number,
      premiums: transactions
        .filter((t) => t.policyId === p.id && PREMIUM.test(String(t.type)))
        .map((t) => ({ date: String(t.date), amount: String(t.value) })),
      exchangedFrom: policies
        .filter((old) => old.exchangedPolicyForId === p.id)
        .map((old) => ({ policyId: old.id as number, date: String(old.statusAppliedAsOf) })),
    })),
    new RateTable(fixture('afr_rates') as never),
    day,
  );
  return new Map(
    policies.map((p) => [p.id as number, Number(ledger.policyBalanceAt(p.id as number, day))]),
  );
}

describe('yearly statement', () => {
  let server: TestServer;
  let employee: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    employee = (await signIn(server, 'employee@example.com')).accessToken;
    admin = (await signIn(server, 'admin@example.com')).accessToken;
  });
  afterAll(() => server.close());

  const statement = async (token: string, query: string) => {
    const res = await call(server, token, 'GET', `/api/users/statement/${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as YearlyStatement;
  };

  it.each([
    [2025, '2025-12-31'],
    [2022, '2022-12-31'],
    [2022, '2022-05-20'],
    [2022, '2022-06-30'],
    [2022, '2022-07-20'],
    [2022, '2022-07-31'],
    [2019, '2019-03-10'],
  ])('gives every figure of %i as of %s as the fixtures make it', async (year, asOf) => {
    const st = await statement(employee, `${year}?asOf=${asOf}`);
    expect(st.asOf).toBe(asOf);
    expect(st.minYearSelected).toBe(2019);
    // The series: every month that has begun by the as-of date, as of its end (or the as-of date).
    MONTHS.forEach((m, i) => {
      const start = `${year}-${String(i + 1).padStart(2, '0')}-01`;
      const day = monthEnd(year, i + 1) < asOf ? monthEnd(year, i + 1) : asOf;
      if (start > asOf) {
        expect(st.totalPlanValue[m], m).toBeNull();
        expect(st.planContributions[m], m).toBeNull();
      } else {
        expect(st.totalPlanValue[m], m).toBeCloseTo(planValue(day), 2);
        expect(st.planContributions[m], m).toBeCloseTo(contributed(`${year}-01-01`, day), 2);
      }
    });
    expect(st.totals.totalPlanValue).toBeCloseTo(planValue(asOf), 2);
    expect(st.totals.contributionsInYear).toBeCloseTo(contributed(`${year}-01-01`, asOf), 2);

    const owed = receivableAt(asOf);
    // Once exchanged, the old policy's receivable sits on its successor: the successor's benefit
    // takes the sponsor's share first, the old policy's (while it counts) what is left.
    const benefitOf = (policy: Row) =>
      counts(policy, asOf) ? Number(latest(policy.id, 'DeathBenefit', asOf)?.value ?? 0) : 0;
    const sponsorOf = (policy: Row) => {
      const successor = policies.find((p) => p.id === policy.exchangedPolicyForId);
      if (!successor || !exchanged(policy, asOf)) {
        return Math.max(0, Math.min(benefitOf(policy), owed.get(policy.id as number)!));
      }
      const chain = owed.get(policy.id as number)! + owed.get(successor.id as number)!;
      const taken = latest(successor.id, 'DeathBenefit', asOf)
        ? Math.min(benefitOf(successor), chain)
        : 0;
      return Math.max(0, Math.min(benefitOf(policy), chain - taken));
    };
    let deathBenefit = 0;
    for (const row of st.deathBenefits) {
      const policy = policies.find((p) => p.id === row.id)!;
      const benefit = benefitOf(policy);
      deathBenefit += benefit;
      const sponsor = sponsorOf(policy);
      expect(row.policyNumber).toBe(policy.policyNumber);
      expect(row.deathBenefit).toBeCloseTo(benefit, 2);
      expect(row.amountToPlanSponsor).toBeCloseTo(sponsor, 2);
      expect(row.amountToBeneficiary).toBeCloseTo(benefit - sponsor, 2);
    }
    expect(st.totals.deathBenefit).toBeCloseTo(deathBenefit, 2);
    // One row per policy that had a death benefit by then.
    expect(st.deathBenefits.map((r) => r.id).sort()).toEqual(
      policies
        .filter((p) => latest(p.id, 'DeathBenefit', asOf))
        .map((p) => p.id)
        .sort(),
    );
  });

  it('counts the exchanged policy until its successor is first valued: no dip (DESIGN 5.6)', async () => {
    // The figures of the fixtures, by hand: May 143,557.60; June 146,879.57 (policy 1's last
    // net value 55,334.54 with policy 3's 91,545.03); July 150,210.17 once policy 2 is valued.
    const june = await statement(employee, '2022?asOf=2022-07-20');
    expect([june.totalPlanValue.may, june.totalPlanValue.jun, june.totalPlanValue.jul]).toEqual([
      143557.6, 146879.57, 146879.57,
    ]);
    // Death benefit in the gap: 405,334.54 (policy 1) + 666,545.03 (policy 3).
    const atExchange = await statement(employee, '2022?asOf=2022-06-30');
    expect(atExchange.totals).toMatchObject({
      totalPlanValue: 146879.57,
      deathBenefit: 1071879.57,
    });
    const old = atExchange.deathBenefits.find((r) => r.id === 1)!;
    // The receivable carried to policy 2 on June 30 is taken from policy 1's benefit.
    expect(old).toMatchObject({
      deathBenefit: 405334.54,
      amountToPlanSponsor: 17654.6,
      amountToBeneficiary: 387679.94,
      policyNumberExchangedFor: 'SML-102596',
    });
    const july = await statement(employee, '2022?asOf=2022-07-31');
    expect(july.totals.totalPlanValue).toBe(150210.17);
    expect(july.deathBenefits.find((r) => r.id === 1)!.deathBenefit).toBe(0);
  });

  it('shows the exchanged policy as exchanged for its successor, with no value of its own', async () => {
    const st = await statement(employee, '2025?asOf=2025-12-31');
    const old = st.policies.find((p) => p.policyNumber === 'KHL-101957')!;
    expect(old.status).toBe('Exchanged');
    expect(old.netAccumulatedValue).toBe(0);
    expect(old.exchangedPolicyFor?.policyNumber).toBe('SML-102596');
    expect(old.lastValuationDate).toBe('2022-06-30');
    const successor = st.policies.find((p) => p.policyNumber === 'SML-102596')!;
    expect(successor.exchangedFrom?.policyNumber).toBe('KHL-101957');
    const row = st.deathBenefits.find((r) => r.policyNumber === 'KHL-101957')!;
    expect(row.deathBenefit).toBe(0);
    expect(row.policyNumberExchangedFor).toBe('SML-102596');
    // The old policy's receivable moved to the successor: the sponsor's share is there.
    const owed = receivableAt('2025-12-31');
    expect(owed.get(1)).toBe(0);
    expect(
      st.deathBenefits.find((r) => r.policyNumber === 'SML-102596')!.amountToPlanSponsor,
    ).toBeCloseTo(owed.get(2)!, 2);
    expect(owed.get(2)!).toBeGreaterThan(0);
    // Before the exchange the old policy counted and was active.
    const before = await statement(employee, '2022?asOf=2022-05-31');
    expect(before.policies.find((p) => p.policyNumber === 'KHL-101957')!.status).toBe('Active');
    expect(before.policies.some((p) => p.policyNumber === 'SML-102596')).toBe(false);
  });

  it('leaves the months after today empty in the current year', async () => {
    const today = server.clock.now().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    const st = await statement(employee, String(year));
    const month = Number(today.slice(5, 7));
    expect(st.totalPlanValue.segmentMonth).toEqual(Array.from({ length: month }, (_, i) => i + 1));
    expect(st.totalPlanValue.monthLatest).toBe(month);
    expect(st.totalPlanValue.latestValue).toBeCloseTo(planValue(today), 2);
  });

  it('refuses a future year or as-of date, and another participant for an employee', async () => {
    const year = Number(server.clock.now().toISOString().slice(0, 4));
    expect((await call(server, employee, 'GET', `/api/users/statement/${year + 1}`)).status).toBe(
      400,
    );
    expect(
      (await call(server, employee, 'GET', `/api/users/statement/${year}?asOf=${year + 1}-01-01`))
        .status,
    ).toBe(400);
    expect((await call(server, employee, 'GET', '/api/users/statement/2025?userId=5')).status).toBe(
      404,
    );
    // A producer outside the participant's organization does not see it either.
    const producer = (await signIn(server, 'producer@example.com')).accessToken;
    const [outside] = await server.database.db
      .select({ userId: s.participants.userId, divisionId: s.participants.divisionId })
      .from(s.participants)
      .innerJoin(
        s.divisions,
        (await import('drizzle-orm')).eq(s.divisions.id, s.participants.divisionId),
      )
      .where((await import('drizzle-orm')).sql`${s.divisions.employerId} not in (1, 2)`)
      .limit(1);
    expect(
      (await call(server, producer, 'GET', `/api/users/statement/2025?userId=${outside!.userId}`))
        .status,
    ).toBe(404);
    expect(
      (await call(server, admin, 'GET', `/api/users/statement/2025?userId=${outside!.userId}`))
        .status,
    ).toBe(200);
  });

  it('gives the plan sponsor the whole death benefit when the receivable exceeds it', async () => {
    const db = server.database.db;
    const [participant] = await db
      .select()
      .from(s.participants)
      .where((await import('drizzle-orm')).eq(s.participants.id, 3));
    const [policy] = await db
      .insert(s.policies)
      .values({
        clientId: 3,
        carrierId: 1,
        divisionId: participant!.divisionId,
        policyNumber: '=HYPERLINK("x")',
        anniversaryDate: '2025-01-01',
      })
      .returning();
    await db.insert(s.transactions).values([
      {
        policyId: policy!.id,
        type: 'BaseContributionERMatch',
        value: '50000.00',
        date: '2025-01-15',
      },
    ]);
    await db.insert(s.accountValues).values([
      { policyId: policy!.id, type: 'DeathBenefit', value: '20000.00', date: '2025-06-30' },
      { policyId: policy!.id, type: 'PlannedValue', value: '48000.00', date: '2025-06-30' },
    ]);
    const st = await statement(admin, `2025?asOf=2025-12-31&userId=${participant!.userId}`);
    const row = st.deathBenefits.find((r) => r.id === policy!.id)!;
    expect(row.deathBenefit).toBe(20000);
    expect(row.amountToPlanSponsor).toBe(20000);
    expect(row.amountToBeneficiary).toBe(0);

    // The history CSV neutralises the formula-like policy number and starts with a byte-order mark.
    const res = await call(
      server,
      admin,
      'GET',
      `/api/users/plant-history/csv?time=2025&userId=${participant!.userId}`,
    );
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain('50000');
  });
});

describe('plan contribution and accumulated value history', () => {
  let server: TestServer;
  let employee: string;
  beforeAll(async () => {
    server = await startTestServer();
    employee = (await signIn(server, 'employee@example.com')).accessToken;
  });
  afterAll(() => server.close());

  it('pages the contributions of a period with totals per type, filtered by policy and type', async () => {
    const res = await call(
      server,
      employee,
      'GET',
      '/api/users/plant-history?time=2025&pageSize=10&pageNumber=1',
    );
    expect(res.status).toBe(200);
    const page = await res.json();
    const rows = transactions.filter(
      (t) => CONTRIBUTION.test(String(t.type)) && String(t.date).startsWith('2025'),
    );
    expect(page.resultCount).toBe(rows.length);
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBeCloseTo(contributed('2025-01-01', '2025-12-31'), 2);
    for (const total of page.totals) {
      const expected =
        rows
          .filter((t) => t.type === total.contributionType)
          .reduce((n, t) => n + cents(t.value), 0) / 100;
      expect(total.amount).toBeCloseTo(expected, 2);
    }
    const filtered = await (
      await call(server, employee, 'POST', '/api/users/plant-history', {
        time: '2025',
        policiesId: [3],
        contributionType: 'BonusContributionEE',
        pageSize: 50,
        pageNumber: 1,
      })
    ).json();
    const bonus = rows.filter((t) => t.policyId === 3 && t.type === 'BonusContributionEE');
    expect(filtered.resultCount).toBe(bonus.length);
    expect(
      filtered.rows.every(
        (r: Row) => r.policyId === 3 && r.contributionType === 'BonusContributionEE',
      ),
    ).toBe(true);
  });

  it('pages the accumulated values by policy and valuation date', async () => {
    const res = await call(
      server,
      employee,
      'GET',
      '/api/users/accummulated-history?time=2024&policiesId=3&pageSize=5&pageNumber=1',
    );
    const page = await res.json();
    expect(page.resultCount).toBe(12);
    const [first] = page.rows;
    expect(first.valuationDate).toBe('2024-12-31');
    expect(first.accumulatedValue).toBeCloseTo(
      Number(latest(3, 'PlannedValue', '2024-12-31')!.value),
      2,
    );
    expect(first.totalDeathBenefit).toBeCloseTo(
      Number(latest(3, 'DeathBenefit', '2024-12-31')!.value),
      2,
    );
    const csv = await call(
      server,
      employee,
      'GET',
      '/api/users/accummulated-history/csv?time=2024&policyIds=3&lang=vi',
    );
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toContain('"31/12/2024"');
  });

  it('refuses another participant, a bad period and an unknown sort key', async () => {
    expect(
      (
        await call(
          server,
          employee,
          'GET',
          '/api/users/plant-history?time=2025&pageSize=10&pageNumber=1&userId=5',
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          server,
          employee,
          'GET',
          '/api/users/plant-history?time=forever&pageSize=10&pageNumber=1',
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          server,
          employee,
          'GET',
          '/api/users/plant-history?time=all&pageSize=10&pageNumber=1&SortCriteria[0].sortKey=password',
        )
      ).status,
    ).toBe(400);
    expect(
      (await call(server, employee, 'POST', '/api/users/plant-contributions/all/5')).status,
    ).toBe(404);
    const bundle = await (
      await call(server, employee, 'POST', '/api/users/plant-contributions/2025/4')
    ).json();
    expect(bundle.policies.map((p: Row) => p.policyNumber).sort()).toEqual([
      'KHL-101957',
      'LLA-100101',
      'SML-102596',
    ]);
    expect(bundle.planContributionHistory.length).toBeGreaterThan(0);
  });
});
