import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyShort, fromCents, toCents } from './money';
import { datePattern, formatDate, parseTypedDate, parseUsDate } from './dates';

describe('money', () => {
  it('adds exactly in cents', () => {
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
    expect(toCents('10033.33')).toBe(1003333n);
    expect(toCents('-5')).toBe(-500n);
    expect(fromCents(-1n)).toBe('-0.01');
    expect(() => toCents('12,5')).toThrow();
  });
  it('shows dollars in the reader’s language', () => {
    expect(formatMoney('30913.11')).toBe('$30,913.11');
    expect(formatMoney('30913.11', 'vi')).toMatch(/30\.913,11/);
    expect(formatMoney(null)).toBe('');
  });
  it('shortens amounts for chart axes in the reader’s language', () => {
    expect(formatMoneyShort(30500)).toBe('$30.5K');
    expect(formatMoneyShort(30500, 'vi')).toMatch(/^30,5\sN\sUS\$$/);
  });
});

describe('dates', () => {
  it('formats ISO dates per language', () => {
    expect(formatDate('2026-10-31')).toBe('10/31/2026');
    expect(formatDate('2026-10-31', 'vi')).toBe('31/10/2026');
    expect(formatDate(null)).toBe('');
  });
  it('parses mm/dd/yyyy and refuses impossible dates', () => {
    expect(parseUsDate('01/05/2025')).toBe('2025-01-05');
    expect(parseUsDate('2/29/2024')).toBe('2024-02-29');
    expect(parseUsDate('02/29/2025')).toBeUndefined();
    expect(parseUsDate('2025-01-05')).toBeUndefined();
  });
  it('reads a typed day in the order of the language, or as YYYY-MM-DD in either', () => {
    expect(parseTypedDate('03/04/2025')).toBe('2025-03-04');
    expect(parseTypedDate('03/04/2025', 'vi')).toBe('2025-04-03');
    expect(parseTypedDate('31.12.2024', 'vi')).toBe('2024-12-31');
    expect(parseTypedDate('31/12/2024', 'en')).toBeUndefined();
    expect(parseTypedDate('2024-12-31', 'vi')).toBe('2024-12-31');
    expect(parseTypedDate('2025-02-29')).toBeUndefined();
    expect(parseTypedDate('12/2024')).toBeUndefined();
    expect(parseTypedDate('')).toBeUndefined();
    expect(datePattern('vi')).toBe('dd/mm/yyyy');
  });
});
