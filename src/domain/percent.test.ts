import { describe, expect, it } from 'vitest';
import { formatPercent, formatRate, rateInputText } from './percent';

describe('percentages', () => {
  it('drop trailing zeros of the stored decimal text', () => {
    expect(formatPercent('50.0000')).toBe('50%');
    expect(formatPercent('6.2500')).toBe('6.25%');
    expect(formatPercent(0)).toBe('0%');
  });
  it('use the reader’s decimal separator', () => {
    expect(formatPercent('6.5', 'vi')).toMatch(/^6,5\s?%$/);
    expect(formatPercent('1000')).toBe('1,000%');
  });
  it('show nothing for no value', () => {
    expect(formatPercent(null)).toBe('');
    expect(formatPercent('')).toBe('');
    expect(formatPercent('abc')).toBe('');
  });
});

describe('rates', () => {
  it('shows an interest rate with fixed decimals, more only when entered', () => {
    expect(formatRate(3.7)).toBe('3.70%');
    expect(formatRate('4.0000', 'vi')).toBe('4,00%');
    expect(formatRate(3.875)).toBe('3.875%');
    expect(formatRate(null)).toBe('');
    expect(rateInputText(3.7)).toBe('3.70');
    expect(rateInputText('4.0000')).toBe('4.00');
    expect(rateInputText(3.8751)).toBe('3.8751');
    expect(rateInputText('')).toBe('');
  });
});
