// Percentages (an employer's matching contribution per month, the participant's percentage):
// the API sends them as JSON numbers (50 is 50 %); they are shown with the reader's separators.

import { localeTag } from './locale';

/** A percentage with the reader's separators and the given decimals; blank for no value. */
function formatPercentWith(
  value: string | number | null | undefined,
  lang: string,
  digits: { minimumFractionDigits?: number; maximumFractionDigits: number },
): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  return new Intl.NumberFormat(localeTag(lang), { style: 'percent', ...digits }).format(
    number / 100,
  );
}

/** 6.5 (or "6.5000") → "6.5%" (English) or "6,5%" (Vietnamese); blank for no value. */
export function formatPercent(value: string | number | null | undefined, lang = 'en'): string {
  return formatPercentWith(value, lang, { maximumFractionDigits: 4 });
}

/**
 * An interest rate in percent per year, with fixed decimals: 3.7 → "3.70%" (English) or "3,70%"
 * (Vietnamese); a rate entered with more (up to four) keeps them. Blank for no value.
 */
export function formatRate(value: string | number | null | undefined, lang = 'en'): string {
  return formatPercentWith(value, lang, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
}

/** A rate as a form input shows it: at least two decimals, in the API's notation ("3.70"). */
export function rateInputText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  const decimals = (String(number).split('.')[1] ?? '').length;
  return number.toFixed(Math.min(4, Math.max(2, decimals)));
}
