// The receivable engine against the golden case of DESIGN 5.5, hand-computed cases, and
// properties over random premium schedules, rates and exchanges.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MONTHS, TRANSACTION_TYPES } from '../../../src/domain/enums';
import { fromCents, toCents } from '../../../src/domain/money';
import {
  isEmployerPaidPremium,
  MissingRateError,
  participantYearReport,
  RateTable,
  ReceivableInputError,
  receivableLedger,
  receivableRow,
  receivableRows,
  type AfrRow,
  type PolicyInput,
} from './engine';

// ---------------------------------------------------------------- builders

/** AFR rows with the same rate in every month of the given years. */
function flatRates(rate: string, ...years: number[]): RateTable {
  return new RateTable(years.map((year) => yearRow(year, () => rate)));
}

function yearRow(year: number, rateOf: (monthIndex: number) => string): AfrRow {
  return { year, ...Object.fromEntries(MONTHS.map((m, i) => [m, rateOf(i)])) };
}

const premium = (date: string, amount: string) => ({ date, amount });

const policy = (
  policyId: number,
  premiums: { date: string; amount: string }[],
  exchangedFrom?: { policyId: number; date: string }[],
): PolicyInput => ({ policyId, premiums, exchangedFrom });

const lastDay = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, '0')}-${new Date(Date.UTC(year, month, 0)).getUTCDate()}`;

const cents = (amount: string) => toCents(amount);

// ---------------------------------------------------------------- premiums

describe('isEmployerPaidPremium', () => {
  it('counts EmployerContribution and the four ERMatch contributions, and nothing else', () => {
    const employerPaid = TRANSACTION_TYPES.filter(isEmployerPaidPremium);
    expect(employerPaid.sort()).toEqual(
      [
        'BaseContributionERMatch',
        'BonusContributionERMatch',
        'EmployerContribution',
        'NonQualContributionERMatch',
        'OtherContributionERMatch',
      ].sort(),
    );
  });

  it('leaves out the policy loans, even the ERMatch repayment, and unknown types', () => {
    expect(isEmployerPaidPremium('LoanRepaymentERMatch')).toBe(false);
    expect(isEmployerPaidPremium('LoanRepaymentEmployerContribution')).toBe(false);
    expect(isEmployerPaidPremium('LoanDisbursement')).toBe(false);
    expect(isEmployerPaidPremium('BaseContributionEE')).toBe(false);
    expect(isEmployerPaidPremium('employercontribution')).toBe(false);
  });
});

// ---------------------------------------------------------------- golden case

describe('golden case (DESIGN 5.5): 4.0 % all 2025, 10,000 on Jan 1, Apr 1 and Jul 1', () => {
  const rates = flatRates('4.0000', 2025);
  const policies = [
    policy(1, [
      premium('2025-01-01', '10000'),
      premium('2025-04-01', '10000.00'),
      premium('2025-07-01', '10000'),
    ]),
  ];
  const monthEnds = [
    '10033.33',
    '10066.77',
    '10100.33',
    '20167.33',
    '20234.55',
    '20302.00',
    '30403.01',
    '30504.35',
    '30606.03',
    '30708.05',
    '30810.41',
    '30913.11',
  ];

  it('gives the twelve month-end balances of the design', () => {
    const report = participantYearReport(policies, rates, 2025);
    expect(Object.values(report.values)).toEqual(monthEnds);
    expect(report.values.valueOnJan).toBe('10033.33');
    expect(report.values.valueOnDec).toBe('30913.11');
    expect(report.policies[0]!.values).toEqual(report.values);
    expect(report.minRate).toBe('4.0000');
    expect(report.months.map((m) => m.interest).slice(0, 4)).toEqual([
      '33.33',
      '33.44',
      '33.56',
      '67.00',
    ]);
  });

  it('gives the same balances on each last day of the month', () => {
    const ledger = receivableLedger(policies, rates, '2025-12-31');
    expect(MONTHS.map((_, i) => ledger.balanceAt(lastDay(2025, i + 1)))).toEqual(monthEnds);
  });

  it('gives the Jan 1 – Dec 31 row of the design', () => {
    expect(receivableRow(policies, rates, '2025-01-01', '2025-12-31')).toEqual({
      receivableAsStart: '0.00',
      cummulativePreniumPaidInPeriod: '30000.00',
      interestAccuredInPeriod: '913.11',
      totalReceivableAccruedInPeriod: '30913.11',
      repaidInPeriod: '0.00',
      receivableAsEnd: '30913.11',
    });
  });

  it('splits the year at Jun 30 into rows that meet and add up', () => {
    const first = receivableRow(policies, rates, '2025-01-01', '2025-06-30');
    const second = receivableRow(policies, rates, '2025-07-01', '2025-12-31');
    expect(first.receivableAsEnd).toBe('20302.00');
    expect(second.receivableAsStart).toBe('20302.00');
    expect(second.cummulativePreniumPaidInPeriod).toBe('10000.00');
    expect(
      fromCents(cents(first.interestAccuredInPeriod) + cents(second.interestAccuredInPeriod)),
    ).toBe('913.11');
  });
});

// ---------------------------------------------------------------- hand-computed cases

describe('interest within a month', () => {
  it('gives a premium of day 16 of a 30-day month 15/30 of the month interest', () => {
    // 10,000 at 4.5 %: a full April earns 37.50, so days 16..30 earn 18.75.
    const rates = flatRates('4.5', 2025);
    const mid = [policy(1, [premium('2025-04-16', '10000')])];
    const whole = [policy(1, [premium('2025-04-01', '10000')])];
    expect(participantYearReport(whole, rates, 2025).months[3]!.interest).toBe('37.50');
    expect(participantYearReport(mid, rates, 2025).months[3]!.interest).toBe('18.75');
    const ledger = receivableLedger(mid, rates, '2025-04-30');
    expect(ledger.balanceAt('2025-04-15')).toBe('0.00');
    expect(ledger.balanceAt('2025-04-16')).toBe('10001.25');
    expect(ledger.balanceAt('2025-04-20')).toBe('10006.25');
    expect(ledger.balanceAt('2025-04-30')).toBe('10018.75');
  });

  it('rounds each month interest half-up to the cent', () => {
    const rates = flatRates('6', 2025);
    // 1.00 at 0.5 % a month is 0.005 exactly: rounds up; 0.80 gives 0.004: rounds down.
    const up = participantYearReport([policy(1, [premium('2025-04-01', '1.00')])], rates, 2025);
    expect(up.months[3]!.interest).toBe('0.01');
    const down = participantYearReport([policy(1, [premium('2025-04-01', '0.80')])], rates, 2025);
    expect(down.months[3]!.interest).toBe('0.00');
    // A reversal rounds away from zero, the mirror image of the same premium.
    const reversal = [policy(1, [premium('2025-04-01', '-1.00')])];
    expect(participantYearReport(reversal, rates, 2025).months[3]!.interest).toBe('-0.01');
  });

  it('counts the days of February in a leap year', () => {
    // 1 % a month: 29,000 from Feb 15 of 2024 earns 15/29 of 290.00.
    const leap = participantYearReport(
      [policy(1, [premium('2024-02-15', '29000')])],
      flatRates('12', 2024),
      2024,
    );
    expect(leap.months[1]!.interest).toBe('150.00');
    expect(leap.values.valueOnFeb).toBe('29150.00');
    const ledger = receivableLedger(
      [policy(1, [premium('2024-02-15', '29000')])],
      flatRates('12', 2024),
      '2024-02-29',
    );
    expect(ledger.balanceAt('2024-02-29')).toBe('29150.00');
    // 28,000 from Feb 15 of 2025 earns 14/28 of 280.00.
    const common = participantYearReport(
      [policy(1, [premium('2025-02-15', '28000')])],
      flatRates('12', 2025),
      2025,
    );
    expect(common.months[1]!.interest).toBe('140.00');
    expect(() =>
      receivableRow(
        [policy(1, [premium('2025-02-29', '1')])],
        flatRates('12', 2025),
        '2025-01-01',
        '2025-12-31',
      ),
    ).toThrow(ReceivableInputError);
  });

  it('takes each month its own rate, and the lowest as minRate', () => {
    const rates = new RateTable([yearRow(2025, (i) => (i === 1 ? '2.4' : i === 2 ? '3.6' : '12'))]);
    const report = participantYearReport([policy(1, [premium('2025-02-01', '1000')])], rates, 2025);
    // February: 1,000 × 0.2 % = 2.00; March: 1,002 × 0.3 % = 3.006 → 3.01.
    expect(report.months[1]!.interest).toBe('2.00');
    expect(report.months[2]!.interest).toBe('3.01');
    expect(report.minRate).toBe('2.4');
    expect(report.rates.jan).toBe('12');
  });

  it('keeps amounts beyond 2^53 cents exact', () => {
    // 10^16 dollars at 12 %: exactly 10^14 dollars of interest in January.
    const row = receivableRow(
      [policy(1, [premium('2025-01-01', '10000000000000000.01')])],
      flatRates('12', 2025),
      '2025-01-01',
      '2025-01-31',
    );
    expect(row.interestAccuredInPeriod).toBe('100000000000000.00');
    expect(row.receivableAsEnd).toBe('10100000000000000.01');
  });
});

describe('missing rates', () => {
  const rates = flatRates('4', 2025);

  it('names the first month without a rate', () => {
    const policies = [policy(1, [premium('2024-12-10', '100')])];
    let error: unknown;
    try {
      receivableRow(policies, rates, '2025-01-01', '2025-12-31');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MissingRateError);
    expect(error).toMatchObject({ year: 2024, month: 12 });
  });

  it('names a month left empty in a year of the table', () => {
    const holed = new RateTable([
      yearRow(2025, () => '4'),
      { ...yearRow(2026, () => '4'), mar: null },
    ]);
    const policies = [policy(1, [premium('2025-05-01', '100')])];
    expect(() => receivableRow(policies, holed, '2026-01-01', '2026-02-28')).not.toThrow();
    expect(() => receivableRow(policies, holed, '2026-01-01', '2026-03-01')).toThrow(
      expect.objectContaining({ name: 'MissingRateError', year: 2026, month: 3 }),
    );
  });

  it('needs all twelve rates of a report year, premiums or not', () => {
    expect(() => participantYearReport([policy(1, [])], rates, 2026)).toThrow(
      expect.objectContaining({ year: 2026, month: 1 }),
    );
  });

  it('needs no rate before the first premium', () => {
    const policies = [policy(1, [premium('2025-03-01', '100')])];
    expect(receivableRow(policies, rates, '2020-01-01', '2020-12-31').receivableAsEnd).toBe('0.00');
  });
});

// ---------------------------------------------------------------- exchanges

describe('exchanged policies', () => {
  const rates = flatRates('4', 2025);
  // Policy 1 holds the golden January premium, and is exchanged for policy 2 on April 16.
  const exchanged = [
    policy(1, [premium('2025-01-01', '10000')]),
    policy(2, [], [{ policyId: 1, date: '2025-04-16' }]),
  ];

  it('moves the balance of the day before to the successor, with no jump', () => {
    const ledger = receivableLedger(exchanged, rates, '2025-12-31');
    // March ends at 10,100.33; days 1..15 of April earn 15/30 of 33.6678 = 16.83.
    expect(ledger.balanceAt('2025-04-15')).toBe('10117.16');
    expect(ledger.policyBalanceAt(1, '2025-04-15')).toBe('10117.16');
    expect(ledger.policyBalanceAt(2, '2025-04-15')).toBe('0.00');
    // From the 16th the old policy shows 0 and the successor the carried balance plus one day
    // of interest on the principal 10,100.33 (1.12).
    expect(ledger.policyBalanceAt(1, '2025-04-16')).toBe('0.00');
    expect(ledger.policyBalanceAt(2, '2025-04-16')).toBe('10118.28');
    expect(ledger.policyBalanceAt(1, '2025-12-31')).toBe('0.00');
  });

  it('reports the carry on both policies and counts each day of interest once', () => {
    const report = participantYearReport(exchanged, rates, 2025);
    const [old, successor] = report.policies;
    expect(old!.months[3]).toEqual({
      month: 4,
      premiums: '0.00',
      carriedIn: '0.00',
      carriedOut: '10117.16',
      repaid: '0.00',
      interest: '16.83',
      balance: '0.00',
    });
    expect(successor!.months[3]).toMatchObject({
      carriedIn: '10117.16',
      interest: '16.83',
      balance: '10133.99',
    });
    expect(old!.values.valueOnMar).toBe('10100.33');
    expect(old!.values.valueOnApr).toBe('0.00');
    expect(successor!.values.valueOnMar).toBe('0.00');
    expect(report.values.valueOnMar).toBe('10100.33');
    expect(report.values.valueOnApr).toBe('10133.99');

    const row = receivableRow(exchanged, rates, '2025-01-01', '2025-12-31');
    const policyInterest = report.policies
      .flatMap((p) => p.months)
      .reduce((sum, m) => sum + cents(m.interest), 0n);
    expect(fromCents(policyInterest)).toBe(row.interestAccuredInPeriod);
    expect(row.cummulativePreniumPaidInPeriod).toBe('10000.00');
    expect(row.receivableAsEnd).toBe(report.values.valueOnDec);
  });

  it('adds the carried balance to what the successor already holds', () => {
    const withOwn = [
      policy(1, [premium('2025-01-01', '10000')]),
      policy(2, [premium('2025-03-01', '5000')], [{ policyId: 1, date: '2025-04-16' }]),
    ];
    const ledger = receivableLedger(withOwn, rates, '2025-04-30');
    const before = ledger.policyBalanceAt(2, '2025-04-15');
    expect(ledger.policyBalanceAt(2, '2025-04-16')).not.toBe(before);
    expect(
      cents(ledger.balanceAt('2025-04-15')) - cents(ledger.policyBalanceAt(1, '2025-04-15')),
    ).toBe(cents(before));
    expect(ledger.policyBalanceAt(1, '2025-04-30')).toBe('0.00');
    expect(ledger.policyBalanceAt(2, '2025-04-30')).toBe(ledger.balanceAt('2025-04-30'));
  });

  it('counts a premium recorded on the old policy after the exchange on the successor', () => {
    const late = [
      policy(1, [premium('2025-01-01', '10000'), premium('2025-06-01', '500')]),
      policy(2, [], [{ policyId: 1, date: '2025-04-16' }]),
    ];
    const report = participantYearReport(late, rates, 2025);
    expect(report.policies[0]!.months[5]!.premiums).toBe('0.00');
    expect(report.policies[1]!.months[5]!.premiums).toBe('500.00');
    expect(report.policies[0]!.values.valueOnJun).toBe('0.00');
  });

  it('follows a chain of exchanges, each carrying everything before it', () => {
    const chain = [
      policy(1, [premium('2025-01-01', '10000')]),
      policy(2, [premium('2025-05-01', '1000')], [{ policyId: 1, date: '2025-04-16' }]),
      policy(3, [], [{ policyId: 2, date: '2025-09-01' }]),
    ];
    const ledger = receivableLedger(chain, rates, '2025-12-31');
    expect(ledger.policyBalanceAt(2, '2025-08-31')).toBe(ledger.balanceAt('2025-08-31'));
    expect(ledger.policyBalanceAt(3, '2025-09-01')).toBe(ledger.balanceAt('2025-09-01'));
    // On the first of a month the whole balance moves before any interest of the month.
    expect(ledger.policyBalanceAt(3, '2025-08-31')).toBe('0.00');
    expect(ledger.policyBalanceAt(2, '2025-09-01')).toBe('0.00');
    const report = participantYearReport(chain, rates, 2025);
    expect(report.policies[1]!.months[7]!.balance).toBe(report.policies[2]!.months[8]!.carriedIn);
    expect(report.policies[1]!.months[8]!.interest).toBe('0.00');
  });

  it('handles two exchanges in one month, in either order', () => {
    for (const [first, second] of [
      ['2025-04-10', '2025-04-20'],
      ['2025-04-20', '2025-04-10'],
    ] as const) {
      const chain = [
        policy(1, [premium('2025-01-01', '10000')]),
        policy(2, [premium('2025-04-05', '3000')], [{ policyId: 1, date: first }]),
        policy(3, [], [{ policyId: 2, date: second }]),
      ];
      const ledger = receivableLedger(chain, rates, '2025-04-30');
      const daily = Array.from({ length: 30 }, (_, d) =>
        cents(ledger.balanceAt(`2025-04-${String(d + 1).padStart(2, '0')}`)),
      );
      daily.slice(1).forEach((b, d) => expect(b - daily[d]!).toBeGreaterThan(0n));
      expect(daily[29]).toBe(cents(ledger.policyBalanceAt(3, '2025-04-30')));
      const april = participantYearReport(chain, rates, 2025).policies.map((p) => p.months[3]!);
      const moved = april.reduce((sum, m) => sum + cents(m.carriedIn) - cents(m.carriedOut), 0n);
      expect(moved).toBe(0n);
      expect(april.map((m) => m.balance)).toEqual(['0.00', '0.00', '13142.66']);
    }
  });

  it('refuses exchanges that cannot be', () => {
    const expectInputError = (policies: PolicyInput[], text: RegExp) =>
      expect(() => receivableRow(policies, rates, '2025-01-01', '2025-12-31')).toThrow(text);
    expectInputError([policy(2, [], [{ policyId: 9, date: '2025-04-16' }])], /not another policy/);
    expectInputError([policy(2, [], [{ policyId: 2, date: '2025-04-16' }])], /not another policy/);
    expectInputError(
      [
        policy(1, []),
        policy(2, [], [{ policyId: 1, date: '2025-04-16' }]),
        policy(3, [], [{ policyId: 1, date: '2025-05-16' }]),
      ],
      /exchanged for two policies/,
    );
    expectInputError(
      [
        policy(1, [], [{ policyId: 2, date: '2025-04-16' }]),
        policy(2, [], [{ policyId: 1, date: '2025-05-16' }]),
      ],
      /cycle/,
    );
    expectInputError([policy(1, []), policy(2, [], [{ policyId: 1, date: '16/04/2025' }])], /date/);
  });
});

// ---------------------------------------------------------------- bad input and the division

describe('bad input', () => {
  const rates = flatRates('4', 2025);

  it('refuses amounts that are not whole cents, and dates that are not days', () => {
    for (const amount of [
      '10.005',
      '1e5',
      '',
      ' 10',
      '10.',
      '-',
      '.5',
      '+1',
      '1,5',
      '12345678901234567.891',
    ]) {
      expect(() =>
        receivableRow(
          [policy(1, [premium('2025-01-01', amount)])],
          rates,
          '2025-01-01',
          '2025-01-31',
        ),
      ).toThrow(ReceivableInputError);
    }
    for (const date of ['2025-13-01', '2025-04-31', '2025-1-01', '20250101']) {
      expect(() =>
        receivableRow([policy(1, [premium(date, '1')])], rates, '2025-01-01', '2025-01-31'),
      ).toThrow(ReceivableInputError);
    }
  });

  it('reads every form of amount the database hands over to the cent, and names a bad one', () => {
    const paid = (amount: string) =>
      receivableRow([policy(1, [premium('2025-01-01', amount)])], rates, '2025-01-01', '2025-01-31')
        .cummulativePreniumPaidInPeriod;
    expect(paid('10033.33')).toBe('10033.33');
    expect(paid('0.5')).toBe('0.50');
    expect(paid('-250.07')).toBe('-250.07');
    expect(paid('-0')).toBe('0.00');
    expect(paid('7')).toBe('7.00');
    // Past 13 whole digits the cents no longer fit a double exactly: still exact.
    expect(paid('12345678901234.56')).toBe('12345678901234.56');
    expect(paid('-98765432109876543.21')).toBe('-98765432109876543.21');
    expect(() =>
      receivableRow(
        [policy(7, [premium('2025-01-02', '1.5.0')])],
        rates,
        '2025-01-01',
        '2025-01-31',
      ),
    ).toThrow('Policy 7, premium of "2025-01-02": not an amount in cents: "1.5.0"');
    expect(() =>
      receivableRow([policy(7, [premium('2025-02-30', '1')])], rates, '2025-01-01', '2025-01-31'),
    ).toThrow('Policy 7, premium of "2025-02-30": not a date (YYYY-MM-DD): "2025-02-30"');
  });

  it('refuses a range that ends before it starts, and a malformed AFR table', () => {
    expect(() => receivableRow([], rates, '2025-02-01', '2025-01-31')).toThrow(/after end date/);
    expect(() => new RateTable([yearRow(2025, () => '4'), yearRow(2025, () => '5')])).toThrow(
      /appears twice/,
    );
    expect(() => new RateTable([{ ...yearRow(2025, () => '4'), may: '4,5' }])).toThrow(
      /2025-05 is not a decimal/,
    );
  });
});

describe('division report', () => {
  it('gives one row per participant, and a total that is the sum of the rows', () => {
    const rates = flatRates('5.25', 2024, 2025);
    const participants = [
      { participantId: 7, policies: [policy(1, [premium('2024-03-09', '1234.56')])] },
      {
        participantId: 8,
        policies: [
          policy(2, [premium('2024-12-31', '999.99'), premium('2025-02-14', '100')]),
          policy(3, [premium('2025-01-01', '0.01')]),
        ],
      },
      { participantId: 9, policies: [] },
    ];
    const { rows, total } = receivableRows(participants, rates, '2025-01-01', '2025-06-30');
    expect(rows.map((r) => r.participantId)).toEqual([7, 8, 9]);
    expect(rows[2]).toMatchObject({ receivableAsStart: '0.00', receivableAsEnd: '0.00' });
    expect(rows[1]!.cummulativePreniumPaidInPeriod).toBe('100.01');
    for (const key of Object.keys(total) as (keyof typeof total)[]) {
      expect(total[key]).toBe(fromCents(rows.reduce((sum, r) => sum + cents(r[key]), 0n)));
    }
    expect(rows[0]).toEqual({
      participantId: 7,
      ...receivableRow(participants[0]!.policies, rates, '2025-01-01', '2025-06-30'),
    });
  });

  it('computes 1,000 participants over 10 years quickly (printed, not asserted)', () => {
    const years = Array.from({ length: 10 }, (_, i) => 2016 + i);
    const rates = new RateTable(
      years.map((year) => yearRow(year, (i) => `${(3 + ((year + i) % 7) / 4).toFixed(4)}`)),
    );
    const participants = Array.from({ length: 1000 }, (_, p) => ({
      participantId: p,
      policies: [0, 1].map((k) => ({
        policyId: p * 2 + k,
        premiums: years.flatMap((year) =>
          MONTHS.map((_, m) => ({
            date: `${year}-${String(m + 1).padStart(2, '0')}-${String(1 + ((p + k + m) % 28)).padStart(2, '0')}`,
            amount: `${100 + p}.${String((m * 7 + k) % 100).padStart(2, '0')}`,
          })),
        ),
      })),
    }));
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { rows } = receivableRows(participants, rates, '2016-01-01', '2025-12-31');
    const elapsed = performance.now() - started;
    const cpuMs = process.cpuUsage(cpu).user / 1000;
    console.info(
      `receivables: 1,000 participants × 2 policies × 120 monthly premiums in ${elapsed.toFixed(0)} ms (${cpuMs.toFixed(0)} ms of CPU, first run)`,
    );
    expect(rows).toHaveLength(1000);
  });
});

// ---------------------------------------------------------------- properties

const FIRST_YEAR = 2021;
const YEARS = 4;
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(FIRST_YEAR, 0, 1);
const DAY_COUNT = (Date.UTC(FIRST_YEAR + YEARS, 0, 1) - FIRST_DAY) / DAY_MS;

const isoOf = (dayNumber: number) =>
  new Date(FIRST_DAY + dayNumber * DAY_MS).toISOString().slice(0, 10);

const dayArb = fc.integer({ min: 0, max: DAY_COUNT - 1 });

/** 0 to 20 % with up to four decimals, written as the database or a user would. */
const rateArb = fc.tuple(fc.integer({ min: 0, max: 200_000 }), fc.boolean()).map(([n, trim]) => {
  const text = `${Math.floor(n / 10_000)}.${String(n % 10_000).padStart(4, '0')}`;
  return trim ? text.replace(/\.?0+$/, '') || '0' : text;
});

/** The rate texts of each table the properties draw, month by month from FIRST_YEAR. */
const rateTexts = new WeakMap<RateTable, string[]>();

const ratesArb = (rate: fc.Arbitrary<string>) =>
  fc.array(rate, { minLength: YEARS * 12, maxLength: YEARS * 12 }).map((list) => {
    const table = new RateTable(
      Array.from({ length: YEARS }, (_, y) => yearRow(FIRST_YEAR + y, (m) => list[y * 12 + m]!)),
    );
    rateTexts.set(table, list);
    return table;
  });

const amountArb = fc
  .oneof(fc.bigInt({ min: 0n, max: 10n ** 8n }), fc.bigInt({ min: 0n, max: 10n ** 18n }))
  .map(fromCents);

const premiumsArb = fc.array(fc.record({ date: dayArb.map(isoOf), amount: amountArb }), {
  maxLength: 8,
});

/** One to three policies; with exchanges, each later policy may take over the one before. */
const policiesArb = (exchanges: boolean) =>
  fc
    .tuple(
      fc.array(premiumsArb, { minLength: 1, maxLength: 3 }),
      fc.array(fc.option(dayArb, { nil: undefined }), { minLength: 3, maxLength: 3 }),
    )
    .map(([schedules, exchangeDays]) =>
      schedules.map((premiums, i): PolicyInput => {
        const day = exchangeDays[i];
        return exchanges && i > 0 && day !== undefined
          ? policy(i + 1, premiums, [{ policyId: i, date: isoOf(day) }])
          : policy(i + 1, premiums);
      }),
    );

/**
 * The rule read literally, one policy at a time and day by day: each day adds the principal
 * held to the month's accrual, and the month's interest is rounded once at its end.
 */
function referenceBalance(policies: PolicyInput[], rates: RateTable, date: string): bigint {
  const texts = rateTexts.get(rates)!;
  const end = Date.parse(date);
  let total = 0n;
  for (const p of policies) {
    const paid = new Map<string, bigint>();
    for (const q of p.premiums) paid.set(q.date, (paid.get(q.date) ?? 0n) + cents(q.amount));
    let balance = 0n;
    let cursor = FIRST_DAY;
    while (cursor <= end) {
      const first = new Date(cursor);
      const monthNumber = (first.getUTCFullYear() - FIRST_YEAR) * 12 + first.getUTCMonth();
      const days = new Date(
        Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
      ).getUTCDate();
      const [whole, frac = ''] = texts[monthNumber]!.split('.');
      const num = BigInt(whole! + frac);
      const den = 10n ** BigInt(frac.length) * 1200n * BigInt(days);
      let principal = balance;
      let accrual = 0n;
      for (let d = 1; d <= days && cursor <= end; d++, cursor += DAY_MS) {
        principal += paid.get(new Date(cursor).toISOString().slice(0, 10)) ?? 0n;
        accrual += principal;
      }
      balance = principal + (2n * accrual * num + den) / (2n * den);
    }
    total += balance;
  }
  return total;
}

describe('properties', () => {
  it('matches the day-by-day reading of the rule at any day', () => {
    fc.assert(
      fc.property(policiesArb(false), ratesArb(rateArb), dayArb, (policies, rates, day) => {
        const date = isoOf(day);
        const ledger = receivableLedger(policies, rates, date);
        expect(cents(ledger.balanceAt(date))).toBe(referenceBalance(policies, rates, date));
      }),
      { numRuns: 60 },
    );
  });

  it('adds up every row to the cent, with start and end the balances around the range', () => {
    fc.assert(
      fc.property(policiesArb(true), ratesArb(rateArb), dayArb, dayArb, (policies, rates, a, b) => {
        const [from, to] = [isoOf(Math.min(a, b)), isoOf(Math.max(a, b))];
        const row = receivableRow(policies, rates, from, to);
        const start = cents(row.receivableAsStart);
        const premiums = cents(row.cummulativePreniumPaidInPeriod);
        const interest = cents(row.interestAccuredInPeriod);
        expect(start + premiums + interest).toBe(cents(row.receivableAsEnd));
        expect(cents(row.totalReceivableAccruedInPeriod)).toBe(premiums + interest);
        const ledger = receivableLedger(policies, rates, to);
        expect(row.receivableAsStart).toBe(ledger.balanceAt(isoOf(Math.min(a, b) - 1)));
        expect(row.receivableAsEnd).toBe(ledger.balanceAt(to));
        const dated = policies
          .flatMap((p) => p.premiums)
          .filter((q) => q.date >= from && q.date <= to)
          .reduce((sum, q) => sum + cents(q.amount), 0n);
        expect(premiums).toBe(dated);
      }),
      { numRuns: 100 },
    );
  });

  it('gives the same premiums and interest when a range is split at any day', () => {
    fc.assert(
      fc.property(
        policiesArb(true),
        ratesArb(rateArb),
        fc.uniqueArray(dayArb, { minLength: 3, maxLength: 3 }),
        (policies, rates, days) => {
          const [a, c, b] = [...days].sort((x, y) => x - y) as [number, number, number];
          const whole = receivableRow(policies, rates, isoOf(a), isoOf(b));
          const first = receivableRow(policies, rates, isoOf(a), isoOf(c));
          const second = receivableRow(policies, rates, isoOf(c + 1), isoOf(b));
          const sum = (key: 'interestAccuredInPeriod' | 'cummulativePreniumPaidInPeriod') =>
            fromCents(cents(first[key]) + cents(second[key]));
          expect(sum('interestAccuredInPeriod')).toBe(whole.interestAccuredInPeriod);
          expect(sum('cummulativePreniumPaidInPeriod')).toBe(whole.cummulativePreniumPaidInPeriod);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('gives each policy at the last day of a month its month-end balance, which adds up', () => {
    fc.assert(
      fc.property(
        policiesArb(true),
        ratesArb(rateArb),
        fc.integer({ min: FIRST_YEAR, max: FIRST_YEAR + YEARS - 1 }),
        (policies, rates, year) => {
          const report = participantYearReport(policies, rates, year);
          const ledger = receivableLedger(policies, rates, `${year}-12-31`);
          const before = receivableLedger(policies, rates, `${year}-01-01`);
          for (const p of report.policies) {
            let previous = cents(before.policyBalanceAt(p.policyId, `${year - 1}-12-31`));
            for (const m of p.months) {
              expect(ledger.policyBalanceAt(p.policyId, lastDay(year, m.month))).toBe(m.balance);
              expect(
                previous +
                  cents(m.premiums) +
                  cents(m.carriedIn) -
                  cents(m.carriedOut) +
                  cents(m.interest),
              ).toBe(cents(m.balance));
              previous = cents(m.balance);
            }
          }
          for (const m of report.months) {
            expect(ledger.balanceAt(lastDay(year, m.month))).toBe(m.balance);
          }
          const row = receivableRow(policies, rates, `${year}-01-01`, `${year}-12-31`);
          const interest = report.months.reduce((sum, m) => sum + cents(m.interest), 0n);
          expect(fromCents(interest)).toBe(row.interestAccuredInPeriod);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never lets a balance decrease when rates and premiums are not negative', () => {
    fc.assert(
      fc.property(
        policiesArb(true),
        ratesArb(rateArb),
        fc.uniqueArray(dayArb, { minLength: 2, maxLength: 12 }),
        (policies, rates, days) => {
          // The days around each exchange are where a carry could lose or double a cent.
          const exchangeDays = policies
            .flatMap((p) => p.exchangedFrom ?? [])
            .map((e) => (Date.parse(e.date) - FIRST_DAY) / DAY_MS)
            .flatMap((d) => [d - 1, d].filter((x) => x >= 0));
          const sorted = [...new Set([...days, ...exchangeDays])].sort((x, y) => x - y);
          const ledger = receivableLedger(policies, rates, isoOf(sorted.at(-1)!));
          const balances = sorted.map((d) => cents(ledger.balanceAt(isoOf(d))));
          balances.slice(1).forEach((b, i) => expect(b).toBeGreaterThanOrEqual(balances[i]!));
          const next = sorted.map((d) => cents(ledger.balanceAt(isoOf(Math.max(d - 1, 0)))));
          next.forEach((b, i) => expect(balances[i]!).toBeGreaterThanOrEqual(b));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('keeps the balance equal to the premiums paid when the rate is zero', () => {
    fc.assert(
      fc.property(
        policiesArb(true),
        ratesArb(fc.constantFrom('0', '0.0000', '0.00')),
        dayArb,
        (policies, rates, day) => {
          const date = isoOf(day);
          const paid = policies
            .flatMap((p) => p.premiums)
            .filter((q) => q.date <= date)
            .reduce((sum, q) => sum + cents(q.amount), 0n);
          expect(cents(receivableLedger(policies, rates, date).balanceAt(date))).toBe(paid);
        },
      ),
      { numRuns: 100 },
    );
  });
});
