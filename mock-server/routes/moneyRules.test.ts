// The money rules of the policy events over the seeded data (DESIGN 5.5 "Repayment", 5.6
// exchanges), checked against figures worked from the AFR table and the stored rows in the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
