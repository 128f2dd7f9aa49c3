// The cell formats of the carrier files (DESIGN 5.4, spec 5 and 9): US amounts, mm/dd/yyyy
// dates, header names and contribution types. Amounts stay exact: integer cents, never floats.
import { fromCents } from '../../../src/domain/money';
import { parseUsDate } from '../../../src/domain/dates';
import { TRANSACTION_TYPES, type TransactionType } from '../../../src/domain/enums';

/** Spec 9: amounts must be less than 10,000,000,000,000,000 (in absolute value). */
export const AMOUNT_LIMIT_CENTS = 10n ** 16n * 100n;

/** Import dates outside these years are typing mistakes, not valuations. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

// Digits grouped by well-placed thousands separators, or not grouped at all; at most two decimals.
const US_AMOUNT = /^(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?|\.(\d{1,2}))$/;

export type AmountResult =
  { ok: true; amount: string; cents: bigint } | { ok: false; reason: 'format' | 'tooLarge' };

/**
 * A US-format amount: `1,234.56`, an optional `$`, negatives as `(1,234.56)` or with a leading
 * minus (before or after the `$`). Gives the exact decimal string with two decimals.
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
  const whole = (match[1] ?? '0').replace(/,/g, '');
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  // Cells are capped at 1,000 characters, but a long run of digits need not reach BigInt.
  if (whole.replace(/^0+/, '').length > 17) return { ok: false, reason: 'tooLarge' };
  const abs = BigInt(whole) * 100n + BigInt(fraction);
  if (abs >= AMOUNT_LIMIT_CENTS) return { ok: false, reason: 'tooLarge' };
  const cents = negative && abs !== 0n ? -abs : abs;
  return { ok: true, amount: fromCents(cents), cents };
}

/**
 * An import date: mm/dd/yyyy, and m/d/yyyy as spreadsheet programs write it. Gives YYYY-MM-DD,
 * or undefined for another format, an impossible day (02/30/2025) or a year out of range.
 */
export function parseImportDate(text: string): string | undefined {
  const iso = parseUsDate(text);
  if (!iso) return undefined;
  const year = Number(iso.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR ? iso : undefined;
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
