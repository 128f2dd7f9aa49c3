// The cell formats of the carrier files (DESIGN 5.4, spec 5 and 9): US amounts, mm/dd/yyyy
// dates, header names and contribution types. Amounts stay exact decimal strings, never floats.
import { TRANSACTION_TYPES, type TransactionType } from '../../../src/domain/enums';

/** Spec 9: amounts must be less than 10,000,000,000,000,000, so at most 16 whole digits. */
const MAX_WHOLE_DIGITS = 16;

/** Import dates outside these years are typing mistakes, not valuations. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

// Digits grouped by well-placed thousands separators, or not grouped at all; at most two decimals.
const US_AMOUNT = /^(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?|\.(\d{1,2}))$/;

export type AmountResult =
  { ok: true; amount: string; negative: boolean } | { ok: false; reason: 'format' | 'tooLarge' };

/**
 * A US-format amount: `1,234.56`, an optional `$`, negatives as `(1,234.56)` or with a leading
 * minus (before or after the `$`). Gives the exact decimal string with two decimals, built from
 * the digits themselves: no arithmetic, so nothing to round.
 */
export function parseUsAmount(text: string): AmountResult {
  let body = text.trim();
  let negative = false;
  if (body.startsWith('(') && body.endsWith(')')) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  const minusFirst = !negative && body.startsWith('-');
  if (minusFirst) body = body.slice(1).trimStart();
  if (body.startsWith('$')) body = body.slice(1).trimStart();
  if (!negative && !minusFirst && body.startsWith('-')) {
    negative = true;
    body = body.slice(1);
  }
  negative ||= minusFirst;

  const match = US_AMOUNT.exec(body);
  if (!match) return { ok: false, reason: 'format' };
  const whole = (match[1] ?? '').replace(/,/g, '').replace(/^0+/, '') || '0';
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, reason: 'tooLarge' };
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  negative &&= whole !== '0' || fraction !== '00';
  return { ok: true, amount: `${negative ? '-' : ''}${whole}.${fraction}`, negative };
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * An import date: mm/dd/yyyy, and m/d/yyyy as spreadsheet programs write it. Gives YYYY-MM-DD,
 * or undefined for another format, an impossible day (02/30/2025) or a year out of range.
 * (Checked by hand rather than through Date: this runs once per row of large files.)
 */
export function parseImportDate(text: string): string | undefined {
  const match = US_DATE.exec(text.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > DAYS_IN_MONTH[month - 1]! + (month === 2 && leap ? 1 : 0)) return undefined;
  return `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** Header names compare without case and without spaces: "Policy  Number" = "policynumber". */
export const normalizeHeader = (text: string) => text.replace(/\s+/g, '').toLowerCase();

const TYPES_BY_KEY = new Map<string, TransactionType>(
  TRANSACTION_TYPES.map((type) => [normalizeHeader(type), type]),
);

/**
 * A contribution type of spec 3, read without case and without spaces ("Base Contribution EE"
 * is BaseContributionEE), since carriers type these by hand; anything else is refused.
 */
export const matchTransactionType = (text: string): TransactionType | undefined =>
  TYPES_BY_KEY.get(normalizeHeader(text));

/** C0 and C1 control characters other than tab: never part of a name or a policy number. */
export const hasControlCharacters = (text: string) =>
  // eslint-disable-next-line no-control-regex
  /[\x00-\x08\x0a-\x1f\x7f-\x9f]/.test(text);
