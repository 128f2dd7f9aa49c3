// The money rules of the policy events over the seeded data (DESIGN 5.5 "Repayment", 5.6
// exchanges), checked against figures worked from the AFR table and the stored rows in the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/connection';
import { call, signIn, startTestServer, type Session, type TestServer } from '../test/harness';

/** Half-up cents of an amount times an AFR rate (percent a year) for one whole month. */
const monthInterest = (balance: number, afr: number) =>
  Math.round((Math.round(balance * 100) * afr) / 1200) / 100;
const cents = (n: number) => Math.round(n * 100);

interface Month {
  month: number;
  premium: number;
  interest: number;
  repaid: number;
  balance: number;
}

describe('surrendered policies repay the receivable', () => {
  let server: TestServer;
  let admin: Session;
  const post = (path: string, body: unknown) =>
    call(server, admin.accessToken, 'POST', `/api/afr-rate${path}`, body);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@example.com');
  });
  afterAll(() => server?.close());

  it('repays policies 20 and 21 of participant 13 on their status dates, and 0 after', async () => {
    const year = await (
      await post('/participant-receivable', { participantId: 13, year: 2022 })
    ).json();
    const [p20, p21] = ['SML-103076', 'LLA-100535'].map((n) =>
      year.interestValue.find((p: { policyNumber: string }) => p.policyNumber === n),
    );
    expect(p20.repaidOn).toBe('2022-11-30');
    expect(p21.repaidOn).toBe('2022-12-31');
    // No premium after September: the repayment is October's balance and November's interest
    // at the November AFR of 4.08 (policy 20), November's balance and December's at 4.32 (21).
    const m20 = p20.months as Month[];
    const m21 = p21.months as Month[];
    expect(m20[10]!.premium).toBe(0);
    expect(cents(m20[10]!.repaid)).toBe(
      cents(m20[9]!.balance) + cents(monthInterest(m20[9]!.balance, 4.08)),
    );
    expect(m20[10]!.balance).toBe(0);
    expect(m20[11]).toMatchObject({ interest: 0, repaid: 0, balance: 0 });
    expect(cents(m21[11]!.repaid)).toBe(
      cents(m21[10]!.balance) + cents(monthInterest(m21[10]!.balance, 4.32)),
    );
    expect(p20.receivableAccuredValues.valueOnDec).toBe(0);
    expect(p21.receivableAccuredValues.valueOnDec).toBe(0);
    expect(year.receivableAccuredValues.valueOnDec).toBe(0);

    const later = await (
      await post('/participant-receivable', { participantId: 13, year: 2026 })
    ).json();
    expect(later.receivableAccuredValues.valueOnOct).toBe(0);

    // A range that crosses December 31: start = November's balance (policy 21 only), and it
    // adds up: end = start + premiums + interest − repaid.
    const crossing = await (
      await post('/account-receivable', {
        division: 3,
        startDate: '2022-12-01',
        endDate: '2026-10-31',
      })
    ).json();
    const row = crossing.receivables.find((r: { participantId: number }) => r.participantId === 13);
    expect(row).toEqual({
      participantId: 13,
      participant: row.participant,
      receivableAsStart: m21[10]!.balance,
      cummulativePreniumPaidInPeriod: 0,
      interestAccuredInPeriod: monthInterest(m21[10]!.balance, 4.32),
      totalReceivableAccruedInPeriod: monthInterest(m21[10]!.balance, 4.32),
      repaidInPeriod: m21[11]!.repaid,
      receivableAsEnd: 0,
    });
    // A range that starts after both status dates: nothing at all.
    const after = await (
      await post('/account-receivable', {
        division: 3,
        startDate: '2023-01-01',
        endDate: '2026-10-31',
      })
    ).json();
    const afterRow = after.receivables.find(
      (r: { participantId: number }) => r.participantId === 13,
    );
    expect(afterRow).toMatchObject({
      receivableAsStart: 0,
      cummulativePreniumPaidInPeriod: 0,
      interestAccuredInPeriod: 0,
      repaidInPeriod: 0,
      receivableAsEnd: 0,
    });
    for (const r of [...after.receivables, after.total, ...crossing.receivables, crossing.total]) {
      expect(
        cents(r.receivableAsStart) +
          cents(r.cummulativePreniumPaidInPeriod) +
          cents(r.interestAccuredInPeriod) -
          cents(r.repaidInPeriod),
      ).toBe(cents(r.receivableAsEnd));
    }
  });
});

describe('a matured policy repays, a lapsed one keeps accruing (fixtures)', () => {
  let server: TestServer;
  let admin: Session;
  const year = async (participantId: number, y: number) =>
    (
      await call(server, admin.accessToken, 'POST', '/api/afr-rate/participant-receivable', {
        participantId,
        year: y,
      })
    ).json();

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@example.com');
  });
  afterAll(() => server?.close());

  it('repays policy 54 on its maturity, 2025-12-31, and shows 0 after', async () => {
    const report = await year(37, 2025);
    const policy = report.interestValue.find((p: { policyId: number }) => p.policyId === 54);
    expect(policy.repaidOn).toBe('2025-12-31');
    const months = policy.months as Month[];
    // Premiums stopped in November: December's repayment is November's balance and its interest.
    expect(months[11]!.premium).toBe(0);
    expect(cents(months[11]!.repaid)).toBe(
      cents(months[10]!.balance) + cents(monthInterest(months[10]!.balance, report.rates.dec)),
    );
    expect(months[11]!.balance).toBe(0);
    const next = await year(37, 2026);
    const after = next.interestValue.find((p: { policyId: number }) => p.policyId === 54);
    expect(Object.values(after.receivableAccuredValues).slice(3)).toEqual(Array(12).fill(0));
  });

  it('keeps policy 36 accruing after its lapse on 2024-09-30, with no premium', async () => {
    const report = await year(25, 2025);
    const policy = report.interestValue.find((p: { policyId: number }) => p.policyId === 36);
    expect(policy.repaidOn).toBeNull();
    const months = policy.months as Month[];
    const rates = Object.values(report.rates) as number[];
    let balance = cents(months[0]!.balance) - cents(months[0]!.interest);
    months.forEach((m, i) => {
      expect(m.premium).toBe(0);
      expect(m.repaid).toBe(0);
      // A whole month's interest on the opening balance, added at the month's end.
      balance += cents(monthInterest(balance / 100, rates[i]!));
      expect(cents(m.balance)).toBe(balance);
    });
    expect(balance).toBeGreaterThan(0);
  });
});

describe('imports obey the rules of manual entry (DESIGN 5.4)', () => {
  let server: TestServer;
  let admin: Session;
  let counter = 0;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@example.com');
  });
  afterAll(() => server?.close());

  const today = () => server.clock.now().toISOString().slice(0, 10);
  const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  const nextDay = (iso: string) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const storedRows = async () => {
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select (select count(*)::int from account_values) + (select count(*)::int from transactions) + (select count(*)::int from import_files) as n`,
    );
    return row!.n;
  };

  /** Uploads a carrier file of Keystone (3) or Summit (1) and waits for its end. */
  async function importFile(carrierId: number, kind: 'Values' | 'Transactions', lines: string[]) {
    const header =
      kind === 'Values'
        ? 'Insured,Policy Number,Valuation Date,Accumulated Value,Loan Balance,Total Death Benefit'
        : 'Insured,Policy Number,Date,Contribution Type,Contribution Amount,Loan Amount';
    const form = new FormData();
    form.set('CarrierId', String(carrierId));
    form.set('File', new Blob([[header, ...lines].join('\n')]), `rules-${++counter}.csv`);
    const url = kind === 'Values' ? '/api/files' : '/api/files/upload-file-transaction';
    const res = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessToken}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const { progressId } = (await res.json()) as { progressId: string };
    for (let i = 0; i < 400; i++) {
      const progress = await (
        await call(server, admin.accessToken, 'GET', `/api/files/progress/${progressId}`)
      ).json();
      if (progress.fileState === 'Finished' || progress.fileState === 'ProcessFailed')
        return progress;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the import did not end');
  }

  it('refuses a row of an exchanged policy dated after its exchange, by import and by hand', async () => {
    // Policy 1 (KHL-101957, Keystone) was exchanged on 2022-06-30.
    const before = await storedRows();
    const progress = await importFile(3, 'Values', [
      'Emily Carter,KHL-101957,06/30/2021,"10,000.00",0.00,"400,000.00"',
      'Emily Carter,KHL-101957,07/31/2022,"60,000.00",0.00,"405,000.00"',
    ]);
    expect(progress).toMatchObject({
      fileState: 'ProcessFailed',
      failInfo: 'errors.policyFrozen',
      failIndex: 2,
    });
    expect(await storedRows()).toBe(before);
    const transactions = await importFile(3, 'Transactions', [
      'Emily Carter,KHL-101957,07/15/2022,BaseContributionERMatch,400.00,0.00',
    ]);
    expect(transactions).toMatchObject({ failInfo: 'errors.policyFrozen', failIndex: 1 });
    expect(await storedRows()).toBe(before);

    const byHand = await call(
      server,
      admin.accessToken,
      'POST',
      '/api/policies/1/accumulated-values',
      {
        valuationDate: '2022-07-31',
        accumulatedValue: '60000.00',
      },
    );
    expect(byHand.status).toBe(400);
    expect((await byHand.json()).detail).toBe('Locale: errors.policyFrozen');
    const txByHand = await call(server, admin.accessToken, 'POST', '/api/policies/1/transactions', {
      date: '2022-07-01',
      type: 'BaseContributionERMatch',
      amount: '400.00',
    });
    expect(txByHand.status).toBe(400);
    expect(await storedRows()).toBe(before);
  });

  it('refuses a date after today, by import and by hand, and stores nothing', async () => {
    const before = await storedRows();
    const tomorrow = nextDay(today());
    const values = await importFile(1, 'Values', [
      `Emily Carter,SML-102596,${usDay(today())},"150,100.00",0.00,"400,000.00"`,
      `Emily Carter,SML-102596,${usDay(tomorrow)},"150,200.00",0.00,"400,000.00"`,
    ]);
    expect(values).toMatchObject({
      fileState: 'ProcessFailed',
      failInfo: 'validation.dateAfterToday',
      failIndex: 2,
    });
    const transactions = await importFile(1, 'Transactions', [
      `Emily Carter,SML-102596,${usDay(tomorrow)},BaseContributionEE,100.00,0.00`,
    ]);
    expect(transactions).toMatchObject({ failInfo: 'validation.dateAfterToday', failIndex: 1 });
    expect(await storedRows()).toBe(before);

    const byHand = await call(
      server,
      admin.accessToken,
      'POST',
      '/api/policies/2/accumulated-values',
      {
        valuationDate: tomorrow,
        accumulatedValue: '150200.00',
      },
    );
    expect(byHand.status).toBe(400);
    expect((await byHand.json()).extensions.errors).toMatchObject([
      { field: 'valuationDate', key: 'validation.dateAfterToday' },
    ]);
    const txByHand = await call(server, admin.accessToken, 'POST', '/api/policies/2/transactions', {
      date: tomorrow,
      type: 'BaseContributionEE',
      amount: '100.00',
    });
    expect((await txByHand.json()).extensions.errors).toMatchObject([
      { field: 'date', key: 'validation.dateAfterToday' },
    ]);
    expect(await storedRows()).toBe(before);
  });

  it('accepts a row of an exchanged policy dated before its exchange, both ways', async () => {
    const progress = await importFile(3, 'Values', [
      'Emily Carter,KHL-101957,05/15/2021,"10,000.00",0.00,"400,000.00"',
    ]);
    expect(progress.fileState).toBe('Finished');
    const byHand = await call(
      server,
      admin.accessToken,
      'POST',
      '/api/policies/1/accumulated-values',
      {
        valuationDate: '2021-05-16',
        accumulatedValue: '10000.00',
      },
    );
    expect(byHand.status).toBe(200);
  });

  it('refuses to publish a file whose rows fall after an exchange made since it was imported', async () => {
    const progress = await importFile(1, 'Values', [
      `Emily Carter,SML-102596,${usDay(today())},"150,100.00",0.00,"400,000.00"`,
    ]);
    expect(progress.fileState).toBe('Finished');
    const db = server.database.db;
    await db.execute(
      sql`update policies set status = 'Exchanged', status_applied_as_of = '2026-01-01' where id = 2`,
    );
    try {
      const res = await call(server, admin.accessToken, 'POST', '/api/files/publish-files', {
        fileIds: [progress.importFileId],
      });
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toBe('Locale: errors.policyFrozen');
      const [published] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from account_values where import_file_id = ${progress.importFileId} and is_published`,
      );
      expect(published!.n).toBe(0);
    } finally {
      await db.execute(
        sql`update policies set status = 'Active', status_applied_as_of = null where id = 2`,
      );
    }
  });
});
