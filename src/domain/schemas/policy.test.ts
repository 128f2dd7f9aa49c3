import { describe, expect, it } from 'vitest';
import { allocationsSchema, beneficiariesSchema, percentUnits, userPoliciesSchema } from './policy';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('policy lists', () => {
  it('adds percentages exactly: three thirds of 33.3333 % are not 100 %', () => {
    expect(percentUnits('33.3333') * 3).toBe(999999);
    expect(percentUnits(12.5)).toBe(125000);
    const thirds = ['33.3333', '33.3333', '33.3334'].map((percent, i) => ({
      name: `Child ${i}`,
      type: 'Primary',
      percent,
    }));
    expect(beneficiariesSchema.safeParse(thirds).success).toBe(true);
    expect(messages(beneficiariesSchema.safeParse(thirds.slice(0, 2)))).toEqual([
      ['', 'validation.primaryTotal'],
    ]);
  });

  it('checks contingent beneficiaries only when there are some', () => {
    const primary = { name: 'Diane', type: 'Primary', percent: 100 };
    expect(beneficiariesSchema.safeParse([primary]).success).toBe(true);
    expect(
      messages(
        beneficiariesSchema.safeParse([
          primary,
          { name: 'Trust', type: 'Contingent', percent: 40 },
        ]),
      ),
    ).toEqual([['', 'validation.contingentTotal']]);
  });

  it('refuses an investment option allocated twice, at both rows', () => {
    const rows = [
      { investmentId: 1, percent: 50 },
      { investmentId: 1, percent: 50 },
    ];
    expect(messages(allocationsSchema.safeParse(rows))).toEqual([
      ['0.investmentId', 'validation.allocationInvestmentUnique'],
      ['1.investmentId', 'validation.allocationInvestmentUnique'],
    ]);
  });

  it('reads save-user policies: references are kept, full items checked in place', () => {
    const parsed = userPoliciesSchema.safeParse([
      { id: 2, policyNumber: 'SML-102596', status: 'Active' },
      {
        policyNumber: 'X-1',
        carrierId: 1,
        beneficiaries: [],
        allocations: [{ investmentId: 1, percent: 100 }],
      },
    ]);
    expect(messages(parsed)).toEqual([['1.beneficiaries', 'validation.atLeastOneBeneficiary']]);
    const kept = userPoliciesSchema.parse([{ id: 2, policyNumber: 'SML-102596' }]);
    expect(kept).toEqual([{ id: 2, keep: true }]);
  });
});
