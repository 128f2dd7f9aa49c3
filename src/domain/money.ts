// Money: the API sends amounts as JSON numbers of dollars to the cent (src/domain/api/common.ts);
// the forms send decimal text. Sums are done in integer cents; amounts are shown in US dollars
// with the separators of the reader's language.

import { localeTag } from './locale';

/** Cents of a decimal string, exactly (no binary floating point). */
export function toCents(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d*)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${JSON.stringify(amount)}`);
  const [, sign, whole, frac = ''] = match;
  const cents = BigInt(whole || '0') * 100n + BigInt(frac.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** The decimal string of an amount in cents. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export function formatMoney(amount: string | number | null | undefined, lang = 'en'): string {
  if (amount === null || amount === undefined || amount === '') return '';
  return new Intl.NumberFormat(localeTag(lang), {
    style: 'currency',
    currency: 'USD',
  }).format(Number(fromCents(toCents(amount))));
}

/** A short amount for chart axes: $30K, 1,2 Tr US$. */
export function formatMoneyShort(amount: number, lang = 'en'): string {
  return new Intl.NumberFormat(localeTag(lang), {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}
