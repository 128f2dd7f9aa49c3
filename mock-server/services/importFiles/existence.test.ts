// Rows against the policies the database holds, through an in-memory lookup, and the CarrierId.
import { describe, expect, it } from 'vitest';
import { ImportError, type ImportFailure } from './failures';
import { checkPolicy, parseCarrierId, resolvePolicies, type PolicyMatch } from './existence';
import type { ValueRow } from './rows';

const POLICIES = new Map<string, PolicyMatch>([
  ['SML-1', { policyId: 11, insuredName: "Christopher O'Brien", userDeleted: false }],
  ['SML-2', { policyId: 12, insuredName: 'José Núñez', userDeleted: false }],
  ['SML-3', { policyId: 13, insuredName: 'Janet Kim', userDeleted: true }],
]);

/** The lookup the import service implements, here over a map; it records what it was asked. */
function inMemoryLookup() {
  const asked: (readonly string[])[] = [];
  const lookup = async (numbers: readonly string[]) => {
    asked.push(numbers);
    return new Map(numbers.flatMap((n) => (POLICIES.has(n) ? [[n, POLICIES.get(n)!]] : [])));
  };
  return { lookup, asked };
}

const row = (n: number, insured: string, policyNumber: string): ValueRow => ({
  row: n,
  insured,
  policyNumber,
  valuationDate: '2026-11-30',
  accumulatedValue: '1.00',
  loanBalance: '0.00',
  totalDeathBenefit: '2.00',
});

async function failureOf(run: () => Promise<unknown>): Promise<ImportFailure> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ImportError) return error.failure;
    throw error;
  }
  throw new Error('accepted');
}

describe('checking a row against its policy', () => {
  it('accepts the insured under any case, spacing, accents or apostrophe style', () => {
    for (const insured of [
      'Christopher O’Brien',
      "  christopher  o'brien ",
      'CHRISTOPHER O`BRIEN',
    ]) {
      expect(checkPolicy(row(1, insured, 'SML-1'), POLICIES.get('SML-1'))).toBeUndefined();
    }
    expect(checkPolicy(row(1, 'Jose Nunez', 'SML-2'), POLICIES.get('SML-2'))).toBeUndefined();
  });

  it('refuses an unknown policy number (PolicyNumberNotExit)', () => {
    expect(checkPolicy(row(4, 'Emily Carter', 'SML-9'), undefined)).toEqual({
      failType: 'PolicyNumberNotExit',
      failInfo: 'imports.errors.policyNumberNotExist',
      failIndex: 4,
      values: {},
    });
  });

  it('refuses an insured who is not the policy holder (ClientNotExist)', () => {
    expect(checkPolicy(row(2, 'Christopher Brien', 'SML-1'), POLICIES.get('SML-1'))).toEqual({
      failType: 'ClientNotExist',
      failInfo: 'imports.errors.insuredNotExist',
      failIndex: 2,
      values: {},
    });
  });

  it('refuses a policy whose user has been deleted (PolicyUserHasBeenDeleted)', () => {
    expect(checkPolicy(row(7, 'Janet Kim', 'SML-3'), POLICIES.get('SML-3'))).toEqual({
      failType: 'PolicyUserHasBeenDeleted',
      failInfo: 'imports.errors.policyUserDeleted',
      failIndex: 7,
      values: {},
    });
  });
});

describe('resolving a batch', () => {
  it('asks once per batch for its distinct policy numbers and gives each row its policy id', async () => {
    const { lookup, asked } = inMemoryLookup();
    const batch = [row(1, "Christopher O'Brien", 'SML-1'), row(2, 'José Núñez', 'SML-2')];
    batch.push({ ...row(3, "Christopher O'Brien", 'SML-1'), valuationDate: '2026-12-31' });
    expect(await resolvePolicies(batch, lookup, '2026-12-31')).toEqual([11, 12, 11]);
    expect(asked).toEqual([['SML-1', 'SML-2']]);
  });

  it('throws the first failing row in file order', async () => {
    const { lookup } = inMemoryLookup();
    const batch = [
      row(5, "Christopher O'Brien", 'SML-1'),
      row(6, 'Janet Kim', 'SML-3'),
      row(7, 'Nobody', 'SML-404'),
    ];
    expect(await failureOf(() => resolvePolicies(batch, lookup, '2026-12-31'))).toMatchObject({
      failType: 'PolicyUserHasBeenDeleted',
      failIndex: 6,
    });
  });
});

describe('the CarrierId of an upload', () => {
  it('is a positive integer, as a number or a form field', () => {
    expect(parseCarrierId('42')).toBe(42);
    expect(parseCarrierId(' 7 ')).toBe(7);
    expect(parseCarrierId(3)).toBe(3);
  });

  it('is required', async () => {
    for (const value of [undefined, null, '', '  ']) {
      expect(await failureOf(async () => parseCarrierId(value))).toEqual({
        failType: 'ValidatingFailed',
        failInfo: 'imports.errors.carrierIdRequired',
        failIndex: 0,
        values: {},
      });
    }
  });

  it('refuses anything else', async () => {
    for (const value of ['0', '-1', '1.5', 'abc', '1e3', '99999999999', '2147483648', ['1'], 0]) {
      expect((await failureOf(async () => parseCarrierId(value))).failInfo).toBe(
        'imports.errors.carrierIdInvalid',
      );
    }
  });
});
