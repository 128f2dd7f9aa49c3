import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/connection';
import { call, signIn, startTestServer, type Session, type TestServer } from '../test/harness';
import { englishText } from '../test/catalog';

interface FieldError {
  field: string;
  key: string;
}
interface FixtureValue {
  id: number;
  policyId: number;
  type: string;
  value: string;
  date: string;
  isPublished?: boolean;
}
interface FixtureTransaction {
  id: number;
  policyId: number;
  type: string;
  value: string;
  date: string;
}

const fixture = <T>(table: string): T[] =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../fixtures/data', `${table}.json`), 'utf8'),
  ) as T[];
const cents = (text: string) => Math.round(Number(text) * 100);

describe('policies', () => {
  let server: TestServer;
  let admin: Session;
  let producer: Session;
  let employerAdmin: Session;
  let employee: Session;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);
  const get = async (session: Session, p: string) => {
    const res = await call(server, session.accessToken, 'GET', p);
    expect(res.status, p).toBe(200);
    return res.json();
  };
  const save = (body: unknown, session = admin) =>
    call(server, session.accessToken, 'POST', '/api/policies/save-policy', body);
  const errorsOf = async (res: Response): Promise<FieldError[]> => {
    expect(res.status).toBe(400);
    return (await res.json()).extensions.errors;
  };
  /** A valid body for a new policy of the demo employee (participant 1) at Summit Mutual. */
  const newPolicy = (over: Record<string, unknown> = {}) => ({
    clientId: 1,
    carrierId: 1,
    productId: 1,
    policyNumber: 'SML-900001',
    accountLabel: 'Supplemental',
    anniversaryDate: '2026-11-01',
    beneficiaries: [
      { name: 'Diane Carter', type: 'Primary', percent: 60 },
      { name: 'Maria Carter', type: 'Primary', percent: 40 },
      { name: 'Carter Family Trust', type: 'Contingent', percent: 100 },
    ],
    allocations: [
      { investmentId: 1, percent: 50 },
      { investmentId: 2, percent: 50 },
    ],
    ...over,
  });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@example.com');
    producer = await signIn(server, 'producer@example.com');
    employerAdmin = await signIn(server, 'employer.admin@example.com');
    employee = await signIn(server, 'employee@example.com');
  });
  afterAll(() => server.close());

  it('refuses each broken beneficiary and allocation rule with the spec message, saving nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from policies`);
    const cases: [Record<string, unknown>, FieldError[]][] = [
      [
        { beneficiaries: [] },
        [{ field: 'beneficiaries', key: 'validation.atLeastOneBeneficiary' }],
      ],
      [
        { beneficiaries: [{ name: 'Diane Carter', type: 'Contingent', percent: 100 }] },
        [{ field: 'beneficiaries', key: 'validation.atLeastOnePrimary' }],
      ],
      [
        { beneficiaries: [{ name: 'Diane Carter', type: 'Primary', percent: 90 }] },
        [{ field: 'beneficiaries', key: 'validation.primaryTotal' }],
      ],
      [
        {
          beneficiaries: [
            { name: 'Diane Carter', type: 'Primary', percent: 50 },
            { name: ' diane carter', type: 'Primary', percent: 50 },
          ],
        },
        [
          { field: 'beneficiaries.0.name', key: 'validation.beneficiaryNameUnique' },
          { field: 'beneficiaries.1.name', key: 'validation.beneficiaryNameUnique' },
        ],
      ],
      [
        {
          beneficiaries: [
            { name: 'Diane Carter', type: 'Primary', percent: 100 },
            { name: 'Maria Carter', type: 'Contingent', percent: 50 },
          ],
        },
        [{ field: 'beneficiaries', key: 'validation.contingentTotal' }],
      ],
      [{ allocations: [] }, [{ field: 'allocations', key: 'validation.atLeastOneAllocation' }]],
      [
        { allocations: [{ investmentId: 1, percent: 70 }] },
        [{ field: 'allocations', key: 'validation.allocationTotal' }],
      ],
      [
        { allocations: [{ investmentId: 5, percent: 100 }] },
        [{ field: 'allocations.0.investmentId', key: 'validation.investmentOfCarrier' }],
      ],
      [{ productId: 4 }, [{ field: 'productId', key: 'validation.productOfCarrier' }]],
      // Summit Mutual already has SML-102596 (the demo employee's policy 2).
      [
        { policyNumber: 'SML-102596' },
        [{ field: 'policyNumber', key: 'validation.policyNumberUnique' }],
      ],
      [{ status: 'Exchanged' }, [{ field: 'status', key: 'validation.exchangedThroughExchange' }]],
    ];
    for (const [over, expected] of cases) {
      const errors = await errorsOf(await save(newPolicy(over)));
      expect(
        errors.map(({ field, key }) => ({ field, key })),
        JSON.stringify(over),
      ).toEqual(expected);
    }
    expect(englishText('validation.atLeastOneBeneficiary')).toBe(
      'Please create at least one beneficiary for the policy',
    );
    expect(englishText('validation.atLeastOnePrimary')).toBe(
      'Please select at least one primary beneficiary.',
    );
    expect(englishText('validation.primaryTotal')).toBe('Primary beneficiary must add up to 100%.');
    expect(englishText('validation.beneficiaryNameUnique')).toBe(
      'The Beneficiary Name must be unique.',
    );
    expect(englishText('validation.atLeastOneAllocation')).toBe(
      'Please create at least one allocation for the policy',
    );
    expect(englishText('validation.policyNumberUnique')).toBe('The Policy Number must be unique.');
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from policies`);
    expect(after).toEqual(before);
  });

  it('keeps policy numbers unique per carrier: the same number at another carrier is fine', async () => {
    // LLA-100101 is a Lakeshore number; Summit Mutual may use it.
    const res = await save(newPolicy({ policyNumber: 'LLA-100101' }));
    expect(res.status).toBe(200);
    const { id } = await res.json();
    const [row] = await rows<{ carrier_id: number }>(
      sql`select carrier_id from policies where id = ${id}`,
    );
    expect(row!.carrier_id).toBe(1);
    // The database enforces it as well: a second row with the same carrier and number fails.
    await expect(
      rows(
        sql`insert into policies (client_id, carrier_id, division_id, policy_number) values (1, 1, 1, 'LLA-100101')`,
      ),
    ).rejects.toThrow();
  });

  it('saves a policy with its lists, audits before and after, and shows the change history', async () => {
    const created = await (await save(newPolicy({ policyNumber: 'SML-900002' }))).json();
    const detail = await get(admin, `/api/policies/${created.id}`);
    expect(detail.beneficiaries.map((b: { name: string }) => b.name)).toEqual([
      'Diane Carter',
      'Maria Carter',
      'Carter Family Trust',
    ]);
    expect(detail.allocations.map((a: { percent: number }) => a.percent)).toEqual([50, 50]);
    const res = await save(
      newPolicy({
        id: created.id,
        policyNumber: 'SML-900002',
        beneficiaries: [{ name: 'Diane Carter', type: 'Primary', percent: 100 }],
      }),
    );
    expect(res.status).toBe(200);
    const changes = await get(admin, `/api/policies/${created.id}/changes`);
    expect(changes.map((c: { action: string }) => c.action)).toEqual(['update', 'create']);
    expect(changes[0].before.beneficiaries).toHaveLength(3);
    expect(changes[0].after.beneficiaries).toEqual([
      { name: 'Diane Carter', type: 'Primary', percent: 100 },
    ]);
    expect(Object.keys(changes[0].after)).toEqual(['beneficiaries']);
    expect(changes[0].actorName).toBe('Avery Collins');
  });

  it('lets a producer and an employer admin keep policies in their scope only', async () => {
    // Participant 1 is in division 1 (employer 1): in both callers' scope.
    const ok = await save(newPolicy({ policyNumber: 'SML-900003' }), producer);
    expect(ok.status).toBe(200);
    const [outside] = await rows<{ id: number }>(
      sql`select p.id from participants p join divisions d on d.id = p.division_id
          where d.employer_id not in (1, 2) order by p.id limit 1`,
    );
    const res = await save(
      newPolicy({ clientId: outside!.id, policyNumber: 'SML-900004' }),
      producer,
    );
    expect(res.status).toBe(404);
    expect((await save(newPolicy({ policyNumber: 'SML-900005' }), employerAdmin)).status).toBe(200);
    expect((await save(newPolicy({ policyNumber: 'SML-900006' }), employee)).status).toBe(403);
  });

  it('saves full policies through save-user and keeps the references as stored', async () => {
    const user = await get(admin, '/api/users/4');
    const res = await call(server, admin.accessToken, 'POST', '/api/users/save-user', {
      ...user,
      policies: [
        ...user.policies,
        { ...newPolicy({ policyNumber: 'SML-900007' }), clientId: undefined },
      ],
    });
    expect(res.status).toBe(200);
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from policies where client_id = 1 and policy_number = 'SML-900007'`,
    );
    expect(row!.n).toBe(1);
    const bad = await call(server, admin.accessToken, 'POST', '/api/users/save-user', {
      ...user,
      policies: [{ ...newPolicy({ policyNumber: 'SML-900008' }), beneficiaries: [] }],
    });
    expect((await errorsOf(bad)).map((e) => [e.field, e.key])).toEqual([
      ['policies.0.beneficiaries', 'validation.atLeastOneBeneficiary'],
    ]);
  });

  it('computes the history point at a month end from the fixture rows', async () => {
    // Policy 3 (Lakeshore, with a loan since March 2024) at the end of June 2024, by hand.
    const end = '2024-06-30';
    const values = fixture<FixtureValue>('account_values').filter(
      (v) => v.policyId === 3 && v.date <= end,
    );
    const latest = (type: string) =>
      values.filter((v) => v.type === type).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
    const txs = fixture<FixtureTransaction>('transactions').filter(
      (t) => t.policyId === 3 && t.date <= end,
    );
    const sum = (test: (type: string) => boolean) =>
      txs.filter((t) => test(t.type)).reduce((s, t) => s + cents(t.value), 0);
    const isContribution = (t: string) =>
      t === 'EmployerContribution' ||
      /^(Base|Bonus|NonQual|Other)Contribution(EE|ERMatch)?$/.test(t);
    const employeeCents = sum((t) => isContribution(t) && t.endsWith('EE'));
    const totalCents = sum(isContribution);
    const point = await get(admin, '/api/policies/history-points/6/2024/3');
    expect(point).toEqual({
      month: 6,
      year: 2024,
      loanBalance: cents(latest('LoanBalance')!.value) / 100,
      accumualatedValue: cents(latest('PlannedValue')!.value) / 100,
      planDistributions: sum((t) => t === 'Withdrawal') / 100,
      totalContributions: {
        employeeContributions: employeeCents / 100,
        employerContributions: (totalCents - employeeCents) / 100,
        totalContributions: totalCents / 100,
      },
    });
    expect(point.loanBalance).toBeGreaterThan(0);
    // The employee reads their own; a producer out of scope would get 404; bad months are 400.
    expect(await get(employee, '/api/policies/history-points/6/2024/3')).toEqual(point);
    const bad = await call(
      server,
      admin.accessToken,
      'GET',
      '/api/policies/history-points/13/2024/3',
    );
    expect(bad.status).toBe(400);
  });

  it('answers the last valuation date of a participant from the fixture rows', async () => {
    const mine = new Set([1, 2, 3]);
    const expected = fixture<FixtureValue>('account_values')
      .filter((v) => mine.has(v.policyId) && v.type === 'PlannedValue')
      .map((v) => v.date)
      .sort()
      .at(-1);
    expect(await get(employee, '/api/policies/accumulated-last-valuation-date/1')).toEqual({
      clientId: 1,
      lastValuationDate: expected,
    });
  });

  it('pages and filters history rows with their published state and file, and refuses duplicates', async () => {
    const late = fixture<FixtureValue>('account_values').filter((v) => v.isPublished === false);
    const policyId = late[0]!.policyId;
    const page = await get(
      admin,
      `/api/policies/${policyId}/accumulated-values?PageSize=2&PageNumber=1&IsPublished=false`,
    );
    expect(page.resultCount).toBe(1);
    expect(page.rows[0]).toMatchObject({
      policyId,
      valuationDate: late[0]!.date,
      isPublished: false,
      fileName: 'keystone-heritage-values-2026-10-late.csv',
    });
    const all = await get(
      admin,
      `/api/policies/${policyId}/accumulated-values?PageSize=5&PageNumber=2`,
    );
    const dates = new Set(
      fixture<FixtureValue>('account_values')
        .filter((v) => v.policyId === policyId)
        .map((v) => v.date),
    );
    expect(all.resultCount).toBe(dates.size);
    expect(all.rows).toHaveLength(5);
    const txs = await get(
      admin,
      '/api/policies/3/transactions?PageSize=100&PageNumber=1&Type=LoanDisbursement&From=2024-01-01&To=2024-12-31',
    );
    const expected = fixture<FixtureTransaction>('transactions').filter(
      (t) =>
        t.policyId === 3 &&
        t.type === 'LoanDisbursement' &&
        t.date >= '2024-01-01' &&
        t.date <= '2024-12-31',
    );
    expect(txs.rows.map((r: { id: number }) => r.id).sort()).toEqual(
      expected.map((t) => t.id).sort(),
    );

    const dupValue = await call(
      server,
      admin.accessToken,
      'POST',
      '/api/policies/3/accumulated-values',
      {
        valuationDate: '2024-06-30',
        accumulatedValue: '1000.00',
      },
    );
    expect((await errorsOf(dupValue)).map((e) => e.key)).toEqual([
      'validation.duplicateAccumulatedValue',
    ]);
    const firstTx = expected[0]!;
    const dupTx = await call(server, admin.accessToken, 'POST', '/api/policies/3/transactions', {
      date: firstTx.date,
      type: firstTx.type,
      amount: '10.00',
    });
    expect((await errorsOf(dupTx)).map((e) => e.key)).toEqual(['validation.duplicateContribution']);
    expect(
      (await get(admin, '/api/policies/3/transactions?PageSize=1&PageNumber=1')).resultCount,
    ).toBe(fixture<FixtureTransaction>('transactions').filter((t) => t.policyId === 3).length);
  });

  it('shows no row of an import still running, even to an Admin, until its file is done', async () => {
    const [file] = await rows<{ id: number }>(
      sql`insert into import_files (file_name, kind, carrier_id, file_status)
          values ('summit-staging-test.csv', 'values', 1, 'Processing') returning id`,
    );
    await rows(
      sql`insert into account_values (policy_id, type, value, date, import_file_id, is_published)
          values (2, 'PlannedValue', 987654.32, '2026-11-05', ${file!.id}, false)`,
    );
    const figures = async () =>
      (await get(admin, '/api/policies/2')) as {
        lastValuationDate: string;
        lastAccumulatedValue: number;
      };
    const listed = async () =>
      (
        (await get(admin, '/api/policies/2/accumulated-values?PageSize=50&PageNumber=1')) as {
          rows: { valuationDate: string }[];
        }
      ).rows.map((r) => r.valuationDate);
    try {
      expect((await figures()).lastValuationDate).not.toBe('2026-11-05');
      expect(await listed()).not.toContain('2026-11-05');
      // Once the import has finished, the Admin sees the file's unpublished row.
      await rows(sql`update import_files set file_status = 'UnPublished' where id = ${file!.id}`);
      expect(await figures()).toMatchObject({
        lastValuationDate: '2026-11-05',
        lastAccumulatedValue: 987654.32,
      });
      expect(await listed()).toContain('2026-11-05');
    } finally {
      await rows(sql`delete from import_files where id = ${file!.id}`);
    }
  });

  it('lets only an Admin delete history rows; the figures follow at once', async () => {
    const late = fixture<FixtureValue>('account_values').filter((v) => v.isPublished === false);
    const policyId = late[0]!.policyId;
    const ids = late.filter((v) => v.policyId === policyId).map((v) => v.id);
    for (const session of [producer, employerAdmin, employee]) {
      for (const [p, body] of [
        [`/api/policies/delete-accumulated-value?id=${ids[0]}`, undefined],
        ['/api/policies/delete-multi-accumulated-value', { ids }],
        ['/api/policies/delete-plan-contribution?id=1', undefined],
        ['/api/policies/delete-multi-plan-contribution', { ids: [1] }],
      ] as const) {
        const res = await call(server, session.accessToken, 'DELETE', p, body);
        expect(res.status, `${session.user.role} ${p}`).toBe(403);
      }
    }
    const before = await get(admin, `/api/policies/${policyId}`);
    expect(before.lastValuationDate).toBe(late[0]!.date);
    // An unknown id among them changes nothing.
    const missing = await call(
      server,
      admin.accessToken,
      'DELETE',
      '/api/policies/delete-multi-accumulated-value',
      {
        ids: [...ids, 2_000_000_000],
      },
    );
    expect(missing.status).toBe(404);
    const res = await call(
      server,
      admin.accessToken,
      'DELETE',
      `/api/policies/delete-accumulated-value?id=${ids[0]}`,
    );
    expect(res.status).toBe(200);
    const [left] = await rows<{ n: number }>(
      sql`select count(*)::int as n from account_values where policy_id = ${policyId} and date = ${late[0]!.date}`,
    );
    expect(left!.n).toBe(0);
    const after = await get(admin, `/api/policies/${policyId}`);
    const previous = fixture<FixtureValue>('account_values')
      .filter((v) => v.policyId === policyId && v.type === 'PlannedValue' && v.date < late[0]!.date)
      .sort((a, b) => (a.date < b.date ? 1 : -1))[0]!;
    expect(after.lastValuationDate).toBe(previous.date);
    expect(after.lastAccumulatedValue).toBe(cents(previous.value) / 100);

    const tx = await rows<{ id: number; value: string }>(
      sql`select id, value::text from transactions where policy_id = 3 order by date desc, id desc limit 2`,
    );
    const many = await call(
      server,
      admin.accessToken,
      'DELETE',
      '/api/policies/delete-multi-plan-contribution',
      {
        ids: tx.map((t) => t.id),
      },
    );
    expect(many.status).toBe(200);
    const changes = await get(admin, '/api/policies/3/changes');
    expect(
      changes.filter((c: { action: string }) => c.action === 'delete-plan-contribution'),
    ).toHaveLength(2);
  });

  it('exchanges a policy: the old one is Exchanged and frozen, the successor linked, value and receivable carried', async () => {
    // Policy 3 (Lakeshore) of the demo employee, exchanged into a new Summit Mutual policy.
    const old = await get(admin, '/api/policies/3');
    const day = server.clock.now().toISOString().slice(0, 10);
    const statementPath = `/api/users/statement/${day.slice(0, 4)}`;
    const statementBefore = await get(employee, statementPath);
    const exchangeDate = day;
    const body = {
      ...newPolicy({ policyNumber: 'SML-950001' }),
      clientId: undefined,
      exchangeDate,
    };
    expect(
      (await call(server, producer.accessToken, 'POST', '/api/policies/3/exchange', body)).status,
    ).toBe(403);
    const res = await call(server, admin.accessToken, 'POST', '/api/policies/3/exchange', body);
    expect(res.status).toBe(200);
    const { id: newId } = await res.json();

    const exchanged = await get(admin, '/api/policies/3');
    expect(exchanged).toMatchObject({
      status: 'Exchanged',
      statusAppliedAsOf: exchangeDate,
      exchangedPolicyForId: newId,
      isFrozen: true,
      // Its value counts until the successor's first valuation (DESIGN 5.6).
      totalPlanValue: old.totalPlanValue,
      receivable: 0,
      lastAccumulatedValue: old.lastAccumulatedValue,
      lastValuationDate: old.lastValuationDate,
    });
    const successor = await get(admin, `/api/policies/${newId}`);
    expect(successor.exchangedFrom).toEqual([
      expect.objectContaining({ id: 3, status: 'Exchanged', statusAppliedAsOf: exchangeDate }),
    ]);
    // The old policy's last net value moved over as one Miscellaneous transaction.
    const [carried] = await rows<{
      type: string;
      value: string;
      is_exchanged: boolean;
      date: string;
    }>(
      sql`select type, value::text, is_exchanged, date::text from transactions where policy_id = ${newId}`,
    );
    expect(carried).toEqual({
      type: 'Miscellaneous',
      value: (cents(String(old.lastAccumulatedValue)) - cents(String(old.loan))) / 100 + '',
      is_exchanged: true,
      date: exchangeDate,
    });
    // The receivable: what the old policy held now sits on the successor (to the cent, the
    // exchange moves it and adds no interest of its own on the day it happens).
    expect(Math.abs(successor.receivable - old.receivable)).toBeLessThanOrEqual(0.01);
    expect(successor.receivable).toBeGreaterThan(0);
    // Until its carrier values the successor, the old policy's value counts and the successor
    // has none of its own: the participant's plan keeps its total across the exchange.
    const carriedValue = Number(carried!.value);
    expect(carriedValue).toBe(old.totalPlanValue);
    expect(successor).toMatchObject({
      netAccumulatedValues: null,
      totalPlanValue: 0,
      lastAccumulatedValue: null,
    });
    const statementAfter = await get(employee, statementPath);
    expect(statementAfter.totals.totalPlanValue).toBeCloseTo(
      statementBefore.totals.totalPlanValue,
      2,
    );
    expect(
      statementAfter.policies.find((p: { id: number }) => p.id === newId).netAccumulatedValue,
    ).toBe(0);
    expect(
      statementAfter.policies.find((p: { id: number }) => p.id === 3).netAccumulatedValue,
    ).toBe(carriedValue);
    // The dashboard tells the participant the same total.
    expect((await get(employee, '/api/dashboard')).totalPlanValue).toBe(
      statementAfter.totals.totalPlanValue,
    );

    // Frozen: no edit, no row delete, no second exchange.
    const edit = await save({
      ...newPolicy({ policyNumber: 'LLA-100101', carrierId: 2, productId: 4 }),
      id: 3,
      allocations: [{ investmentId: 5, percent: 100 }],
    });
    expect(edit.status).toBe(400);
    expect((await edit.json()).detail).toBe('Locale: errors.policyFrozen');
    const [row] = await rows<{ id: number }>(
      sql`select id from account_values where policy_id = 3 limit 1`,
    );
    const del = await call(
      server,
      admin.accessToken,
      'DELETE',
      `/api/policies/delete-accumulated-value?id=${row!.id}`,
    );
    expect(del.status).toBe(400);
    const again = await call(server, admin.accessToken, 'POST', '/api/policies/3/exchange', {
      ...body,
      policyNumber: 'SML-950002',
    });
    expect(again.status).toBe(400);
  });

  it('lists the seeded policies that need attention, for Admins and producers in scope', async () => {
    const health = await get(admin, '/api/policies/health');
    const flagsOf = (policyId: number) =>
      health.find((r: { policyId: number }) => r.policyId === policyId)?.flags ?? [];
    // The seeded cases (fixtures/generate.ts addAttentionCases).
    const policies = fixture<{ id: number; clientId: number; status: string }>('policies');
    const beneficiaries = fixture<{
      policyId: number;
      name: string;
      type: string;
      percent: string;
    }>('beneficiaries');
    const estate = beneficiaries.find((b) => b.name.startsWith('Estate of'))!;
    expect(flagsOf(estate.policyId)).toContain('beneficiaries');
    const allocations = fixture<{ policyId: number; percent: string }>('allocations');
    const totals = new Map<number, number>();
    for (const a of allocations)
      totals.set(a.policyId, (totals.get(a.policyId) ?? 0) + cents(a.percent));
    const over = [...totals].filter(([, t]) => t !== 10000).map(([id]) => id);
    expect(over).toHaveLength(1);
    expect(flagsOf(over[0]!)).toContain('allocations');
    const values = fixture<FixtureValue>('account_values');
    const withoutValues = policies.filter(
      (p) => p.status === 'Active' && !values.some((v) => v.policyId === p.id),
    );
    expect(withoutValues).toHaveLength(1);
    expect(flagsOf(withoutValues[0]!.id)).toEqual(
      expect.arrayContaining(['staleValue', 'missedPremium']),
    );
    const loanCase = values.find(
      (v) => v.type === 'LoanBalance' && v.value === '18500.00' && v.date.endsWith('-10-31'),
    )!;
    expect(flagsOf(loanCase.policyId)).toContain('highLoan');
    // A healthy policy has no row.
    expect(flagsOf(2)).toEqual([]);

    // Filters and scope: a producer sees employers 1 and 2 only; an employer admin never.
    const byDivision = await get(admin, `/api/policies/health?DivisionId=${health[0].divisionId}`);
    expect(
      byDivision.every((r: { divisionId: number }) => r.divisionId === health[0].divisionId),
    ).toBe(true);
    const mine = await get(producer, '/api/policies/health');
    expect(mine.every((r: { employerId: number }) => [1, 2].includes(r.employerId))).toBe(true);
    expect(mine.length).toBe(
      health.filter((r: { employerId: number }) => [1, 2].includes(r.employerId)).length,
    );
    const outside = await call(
      server,
      producer.accessToken,
      'GET',
      '/api/policies/health?EmployerId=3',
    );
    expect(outside.status).toBe(404);
    expect(
      (await call(server, employerAdmin.accessToken, 'GET', '/api/policies/health')).status,
    ).toBe(403);
  });
});
