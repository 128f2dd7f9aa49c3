// Exact dates and amounts of the receivables engine (DESIGN 5.5): days as month indexes, amounts
// as integer cents, rounding half-up. Read by hand on the hot path (a division's report reads
// hundreds of thousands of dates and amounts).

// ---------------------------------------------------------------- errors

/** A month whose AFR rate the computation needs is not in the table (month is 1..12). */
export class MissingRateError extends Error {
  constructor(
    readonly year: number,
    readonly month: number,
  ) {
    super(`No AFR rate for ${year}-${String(month).padStart(2, '0')}`);
    this.name = 'MissingRateError';
  }
}

/** Malformed input: an amount, a date, a rate, or an exchange that cannot be. */
export class ReceivableInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReceivableInputError';
  }
}

// ---------------------------------------------------------------- calendar

/** A month as one integer, year × 12 + (month − 1), so months are consecutive integers. */
export type MonthIndex = number;

export interface Day {
  mi: MonthIndex;
  day: number;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysIn(mi: MonthIndex): number {
  const month = mi % 12;
  return month === 1 && isLeap(Math.floor(mi / 12)) ? 29 : MONTH_DAYS[month]!;
}

export const digit = (text: string, i: number): number => {
  const code = text.charCodeAt(i) - 48;
  return code >= 0 && code <= 9 ? code : NaN;
};

/**
 * Reads YYYY-MM-DD by hand, or undefined: a division's report reads hundreds of thousands of
 * dates, so the hot path builds no error label (see parseDate for the checked form).
 */
export function readDate(text: string): Day | undefined {
  if (typeof text === 'string' && text.length === 10 && text[4] === '-' && text[7] === '-') {
    const year =
      digit(text, 0) * 1000 + digit(text, 1) * 100 + digit(text, 2) * 10 + digit(text, 3);
    const month = digit(text, 5) * 10 + digit(text, 6);
    const day = digit(text, 8) * 10 + digit(text, 9);
    if (year >= 1 && month >= 1 && month <= 12) {
      const mi = year * 12 + month - 1;
      if (day >= 1 && day <= daysIn(mi)) return { mi, day };
    }
  }
  return undefined;
}

export const notADate = (what: string, text: unknown) =>
  new ReceivableInputError(`${what}: not a date (YYYY-MM-DD): ${JSON.stringify(text)}`);

export function parseDate(text: string, what: string): Day {
  const day = readDate(text);
  if (!day) throw notADate(what, text);
  return day;
}

/** Orders days as integers (a month has at most 31 days). */
export const dayKey = (d: Day): number => d.mi * 32 + d.day;

export function dayBefore(d: Day): Day {
  return d.day > 1 ? { mi: d.mi, day: d.day - 1 } : { mi: d.mi - 1, day: daysIn(d.mi - 1) };
}

export const yearOf = (mi: MonthIndex) => Math.floor(mi / 12);

// ---------------------------------------------------------------- exact numbers

export const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Cents below 10^15 stay exact as a double (under 2^53): up to 13 whole digits. */
const MAX_DOUBLE_WHOLE_DIGITS = 13;

/**
 * Reads an amount with at most two decimals ("-12", "10033.5", "0.07") as cents, or undefined.
 * By hand, as doubles where they are exact: a report reads every premium of a division.
 */
export function readCents(text: string): bigint | undefined {
  if (typeof text !== 'string') return undefined;
  const length = text.length;
  const negative = text.charCodeAt(0) === 45; // '-'
  const wholeFrom = negative ? 1 : 0;
  let i = wholeFrom;
  let whole = 0;
  for (; i < length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    whole = whole * 10 + d;
  }
  const wholeTo = i;
  if (wholeTo === wholeFrom) return undefined;
  let fraction = 0;
  if (i < length) {
    const decimals = length - i - 1;
    if (text.charCodeAt(i) !== 46 || decimals < 1 || decimals > 2) return undefined; // '.'
    const tenths = digit(text, i + 1);
    const hundredths = decimals === 2 ? digit(text, i + 2) : 0;
    if (Number.isNaN(tenths) || Number.isNaN(hundredths)) return undefined;
    fraction = tenths * 10 + hundredths;
  }
  const cents =
    wholeTo - wholeFrom <= MAX_DOUBLE_WHOLE_DIGITS
      ? BigInt(whole * 100 + fraction)
      : BigInt(text.slice(wholeFrom, wholeTo)) * 100n + BigInt(fraction);
  return negative ? -cents : cents;
}

/** Half-up rounding (ties away from zero) of n / d, for d > 0. */
export function roundHalfUp(n: bigint, d: bigint): bigint {
  return n >= 0n ? (2n * n + d) / (2n * d) : -((-2n * n + d) / (2n * d));
}
