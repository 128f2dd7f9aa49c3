import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMaskedAccountNumber, isValidRoutingNumber, maskAccountNumber } from './bankAccount';

describe('ABA routing numbers', () => {
  it('accepts real routing numbers', () => {
    for (const n of ['011000015', '021000021', '121000358', '086407847', '073013820']) {
      expect(isValidRoutingNumber(n), n).toBe(true);
    }
  });

  it('refuses a wrong check digit, wrong lengths and non-digits', () => {
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('12345678')).toBe(false);
    expect(isValidRoutingNumber('0210000210')).toBe(false);
    expect(isValidRoutingNumber('02100002a')).toBe(false);
    expect(isValidRoutingNumber(' 21000021')).toBe(false);
    expect(isValidRoutingNumber('')).toBe(false);
  });

  it('catches every single mistyped digit of a valid number', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (first8, position, shift) => {
          const weights = [3, 7, 1, 3, 7, 1, 3, 7];
          const sum = first8.reduce((t, d, i) => t + d * weights[i]!, 0);
          const digits = [...first8, (10 - (sum % 10)) % 10];
          expect(isValidRoutingNumber(digits.join(''))).toBe(true);
          const typo = [...digits];
          typo[position] = (typo[position]! + shift) % 10;
          expect(isValidRoutingNumber(typo.join(''))).toBe(false);
        },
      ),
    );
  });
});

describe('masked account numbers', () => {
  it('shows the last four digits behind a fixed mask that hides the length', () => {
    expect(maskAccountNumber('187888432078')).toBe('****2078');
    expect(maskAccountNumber('12345')).toBe('****2345');
    expect(maskAccountNumber(null)).toBeNull();
    expect(isMaskedAccountNumber('****2078')).toBe(true);
    expect(isMaskedAccountNumber('187888432078')).toBe(false);
    expect(isMaskedAccountNumber('***2078')).toBe(false);
  });
});
