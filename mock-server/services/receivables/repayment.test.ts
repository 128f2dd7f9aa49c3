// DESIGN 5.5 "Repayment": a surrender or a maturity repays the balance at the end of its status
// date; nothing accrues or counts after it. Figures worked by hand at AFR 4.0 (j = 1/300), from
// the golden schedule (10,000 on Jan 1, Apr 1 and Jul 1 of 2025).
import { describe, expect, it } from 'vitest';
import { MONTHS } from '../../../src/domain/enums';
import {
  participantYearReport,
  RateTable,
  ReceivableInputError,
  receivableLedger,
  receivableRow,
  type PolicyInput,
} from './engine';
import { participantInputs, policyInputs } from './inputs';

const rates = new RateTable([{ year: 2025, ...Object.fromEntries(MONTHS.map((m) => [m, '4.0'])) }]);
const golden = [
  { date: '2025-01-01', amount: '10000' },
  { date: '2025-04-01', amount: '10000' },
  { date: '2025-07-01', amount: '10000' },
];
const surrendered = (repaidOn: string): PolicyInput[] => [
  { policyId: 1, premiums: golden, repaidOn },
];

describe('a surrender on a month end', () => {
  // Month ends before it, from the golden case: Mar 10,100.33, Jun 20,302.00.
  const policies = surrendered('2025-06-30');

  it('repays the June balance on June 30 and leaves out the July premium', () => {
    expect(receivableRow(policies, rates, '2025-01-01', '2025-12-31')).toEqual({
      receivableAsStart: '0.00',
      cummulativePreniumPaidInPeriod: '20000.00',
      // 20,302.00 − 20,000 of premiums
      interestAccuredInPeriod: '302.00',
      totalReceivableAccruedInPeriod: '20302.00',
      repaidInPeriod: '20302.00',
      receivableAsEnd: '0.00',
    });
  });

  it('adds up in a range that crosses the status date', () => {
    // Start = Mar 31 balance; interest Apr 67.00 + May 67.22 + Jun 67.45.
    expect(receivableRow(policies, rates, '2025-04-01', '2025-09-30')).toEqual({
      receivableAsStart: '10100.33',
      cummulativePreniumPaidInPeriod: '10000.00',
      interestAccuredInPeriod: '201.67',
      totalReceivableAccruedInPeriod: '10201.67',
      repaidInPeriod: '20302.00',
      receivableAsEnd: '0.00',
    });
  });

  it('gives an empty row for a range that starts after it', () => {
    expect(receivableRow(policies, rates, '2025-07-01', '2025-12-31')).toEqual({
      receivableAsStart: '0.00',
      cummulativePreniumPaidInPeriod: '0.00',
      interestAccuredInPeriod: '0.00',
      totalReceivableAccruedInPeriod: '0.00',
      repaidInPeriod: '0.00',
      receivableAsEnd: '0.00',
    });
  });

  it('shows the repayment in its month and 0 at every month end from it', () => {
    const report = participantYearReport(policies, rates, 2025);
    expect(report.values.valueOnMay).toBe('20234.55');
    for (const m of ['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const) {
      expect(report.values[`valueOn${m}`]).toBe('0.00');
    }
    expect(report.months[5]).toEqual({
      month: 6,
      premiums: '0.00',
      repaid: '20302.00',
      interest: '67.45',
      balance: '0.00',
    });
    expect(report.months[6]).toMatchObject({ premiums: '0.00', interest: '0.00', repaid: '0.00' });
  });
});

describe('a maturity inside a month', () => {
  // May 16: the May opening 20,167.33 earns 16/31 of 20,167.33 / 300 = 34.6964… → 34.70.
  const policies = surrendered('2025-05-16');

  it('repays the balance at the end of the day, interest to that day included', () => {
    const ledger = receivableLedger(policies, rates, '2025-12-31');
    // 20,167.33 × 15 / 9,300 = 32.528 → 32.53
    expect(ledger.balanceAt('2025-05-15')).toBe('20199.86');
    expect(ledger.balanceAt('2025-05-16')).toBe('0.00');
    expect(ledger.balanceAt('2025-12-31')).toBe('0.00');
    expect(receivableRow(policies, rates, '2025-05-01', '2025-05-31')).toMatchObject({
      receivableAsStart: '20167.33',
      interestAccuredInPeriod: '34.70',
      repaidInPeriod: '20202.03',
      receivableAsEnd: '0.00',
    });
  });

  it('counts a premium of the status date and none after it', () => {
    const withLate: PolicyInput[] = [
      {
        policyId: 1,
        premiums: [...golden.slice(0, 2), { date: '2025-05-16', amount: '310' }],
        repaidOn: '2025-05-16',
      },
    ];
    // The May 16 premium earns 1/31 of 310 / 300 = 0.0333…; with the opening's 34.6964… → 34.73.
    expect(receivableRow(withLate, rates, '2025-01-01', '2025-12-31')).toMatchObject({
      cummulativePreniumPaidInPeriod: '20310.00',
      repaidInPeriod: '20512.06',
      receivableAsEnd: '0.00',
    });
  });
});

describe('a repayment after an exchange', () => {
  it('repays what the successor holds, the carried balance included', () => {
    const policies: PolicyInput[] = [
      { policyId: 1, premiums: [golden[0]!] },
      {
        policyId: 2,
        premiums: [],
        exchangedFrom: [{ policyId: 1, date: '2025-04-01' }],
        repaidOn: '2025-06-30',
      },
    ];
    // 10,100.33 carried on Apr 1; Apr 33.67 → 10,134.00; May 33.78 → 10,167.78; Jun 33.89.
    const row = receivableRow(policies, rates, '2025-01-01', '2025-12-31');
    expect(row).toMatchObject({
      cummulativePreniumPaidInPeriod: '10000.00',
      interestAccuredInPeriod: '201.67',
      repaidInPeriod: '10201.67',
      receivableAsEnd: '0.00',
    });
  });

  it('refuses a policy that is both exchanged and repaid', () => {
    const policies: PolicyInput[] = [
      { policyId: 1, premiums: golden, repaidOn: '2025-06-30' },
      { policyId: 2, premiums: [], exchangedFrom: [{ policyId: 1, date: '2025-04-01' }] },
    ];
    expect(() => receivableLedger(policies, rates, '2025-12-31')).toThrow(ReceivableInputError);
  });
});

describe('the status of a stored policy', () => {
  const stored = (status: string, statusAppliedAsOf: string | null, successor: number | null) => ({
    id: 1,
    status,
    statusAppliedAsOf,
    exchangedPolicyForId: successor,
  });
  const premiums = golden.map((p) => ({ policyId: 1, ...p }));

  it('repays on the status date of a Surrendered or Matured policy only', () => {
    expect(participantInputs([stored('Surrendered', '2025-06-30', null)], premiums)[0]).toEqual({
      policyId: 1,
      premiums: golden,
      exchangedFrom: [],
      repaidOn: '2025-06-30',
    });
    expect(participantInputs([stored('Matured', '2025-05-16', null)], premiums)[0]!.repaidOn).toBe(
      '2025-05-16',
    );
    for (const status of ['Active', 'Lapsed']) {
      const [input] = participantInputs([stored(status, '2025-06-30', null)], premiums);
      expect(input!.repaidOn).toBeUndefined();
    }
  });

  it('keeps a Lapsed policy accruing: the golden year holds', () => {
    const inputs = participantInputs([stored('Lapsed', '2025-03-31', null)], premiums);
    expect(receivableRow(inputs, rates, '2025-01-01', '2025-12-31')).toMatchObject({
      interestAccuredInPeriod: '913.11',
      repaidInPeriod: '0.00',
      receivableAsEnd: '30913.11',
    });
  });

  it('turns an exchange around, within one participant only', () => {
    const policies = [
      {
        id: 1,
        clientId: 7,
        status: 'Exchanged',
        statusAppliedAsOf: '2025-04-01',
        exchangedPolicyForId: 2,
      },
      { id: 2, clientId: 7, status: 'Active', statusAppliedAsOf: null, exchangedPolicyForId: null },
      {
        id: 3,
        clientId: 8,
        status: 'Exchanged',
        statusAppliedAsOf: '2025-04-01',
        exchangedPolicyForId: 2,
      },
    ];
    const inputs = policyInputs(policies, []);
    expect(inputs.get(7)![1]!.exchangedFrom).toEqual([{ policyId: 1, date: '2025-04-01' }]);
    expect(inputs.get(8)![0]!.exchangedFrom).toEqual([]);
  });
});
