// The cell formats of carrier files: US amounts, import dates, header names, contribution types.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from '../../../src/domain/enums';
import { fromCents } from '../../../src/domain/money';
import { matchTransactionType, normalizeHeader, parseImportDate, parseUsAmount } from './fields';

const amountOf = (text: string) => {
  const result = parseUsAmount(text);
  return result.ok ? result.amount : result.reason;
};

describe('US amounts', () => {
  it.each([
    ['0', '0.00'],
    ['0.00', '0.00'],
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['.75', '0.75'],
    ['1,234.56', '1234.56'],
    ['12,345,678.90', '12345678.90'],
    ['1234567.89', '1234567.89'],
    ['$1,234.56', '1234.56'],
    ['  $ 1,234.56 ', '1234.56'],
    ['(1,234.56)', '-1234.56'],
    ['($1,234.56)', '-1234.56'],
    ['-1,234.56', '-1234.56'],
    ['-$1,234.56', '-1234.56'],
    ['$-1,234.56', '-1234.56'],
    ['-0', '0.00'],
    ['007', '7.00'],
    ['9,999,999,999,999,999.99', '9999999999999999.99'],
    ['-9999999999999999.99', '-9999999999999999.99'],
  ])('reads %j as %s', (text, amount) => {
    expect(amountOf(text)).toBe(amount);
  });

  it.each([
    '',
    'abc',
    '1,23.4',
    '12,34',
    '1,2345',
    ',123',
    '1,234,',
    '1.234',
    '1.',
    '1..2',
    '1 234',
    '1.2.3',
    '12.345',
    '$',
    '--5',
    '(-5)',
    '-(5)',
    '(5',
    '5)',
    '1e5',
    '0x10',
    '$$5',
    '5$',
    '１２３',
    '=1+1',
  ])('refuses %j as a format error', (text) => {
    expect(amountOf(text)).toBe('format');
  });

  it.each([
    '10,000,000,000,000,000',
    '10000000000000000.00',
    '(10,000,000,000,000,000)',
    '9'.repeat(40),
  ])('refuses %j as too large (spec 9: less than 10,000,000,000,000,000)', (text) => {
    expect(amountOf(text)).toBe('tooLarge');
  });

  it('gives the exact decimal of any amount written with separators, up to the limit', () => {
    const limit = 10n ** 18n; // 10,000,000,000,000,000.00 in cents
    fc.assert(
      fc.property(fc.bigInt({ min: -2n * limit, max: 2n * limit }), (cents) => {
        const abs = cents < 0n ? -cents : cents;
        const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        const digits = `$${whole}.${String(abs % 100n).padStart(2, '0')}`;
        const text = cents < 0n ? `(${digits})` : digits;
        expect(parseUsAmount(text)).toEqual(
          abs < limit
            ? { ok: true, amount: fromCents(cents), negative: cents < 0n }
            : { ok: false, reason: 'tooLarge' },
        );
      }),
    );
  });
});

describe('import dates', () => {
  it.each([
    ['11/30/2026', '2026-11-30'],
    ['01/05/2025', '2025-01-05'],
    ['1/5/2025', '2025-01-05'],
    [' 02/29/2024 ', '2024-02-29'],
    ['12/31/2200', '2200-12-31'],
    ['01/01/1900', '1900-01-01'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseImportDate(text)).toBe(iso);
  });

  it.each([
    '02/30/2025',
    '02/29/2025',
    '13/01/2025',
    '00/10/2025',
    '04/31/2025',
    '2025-01-05',
    '05.01.2025',
    '1/5/25',
    '12/31/1899',
    '01/01/2201',
    '01/01/0099',
    '11/30/2026 10:00',
    'yesterday',
  ])('refuses %j', (text) => {
    expect(parseImportDate(text)).toBeUndefined();
  });
});

describe('header names', () => {
  it('compare without case and spaces', () => {
    const key = normalizeHeader('Policy Number');
    for (const variant of ['policy number', 'PolicyNumber', ' Policy  Number ', 'POLICY\tNUMBER']) {
      expect(normalizeHeader(variant)).toBe(key);
    }
    expect(normalizeHeader('Policy_Number')).not.toBe(key);
  });
});

describe('contribution types', () => {
  it('are the types of spec 3, read without case and spaces', () => {
    for (const type of TRANSACTION_TYPES) expect(matchTransactionType(type)).toBe(type);
    expect(matchTransactionType('base contribution ee')).toBe('BaseContributionEE');
    expect(matchTransactionType(' EMPLOYERCONTRIBUTION ')).toBe('EmployerContribution');
    expect(matchTransactionType('Employer Contribution')).toBe('EmployerContribution');
  });

  it('refuse anything else', () => {
    for (const text of ['Base-Contribution-EE', 'Contribution', 'BaseContributionER', '']) {
      expect(matchTransactionType(text)).toBeUndefined();
    }
  });
});
