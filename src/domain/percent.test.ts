import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

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
