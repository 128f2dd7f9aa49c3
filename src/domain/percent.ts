// Percentages (an employer's matching contribution per month, the participant's percentage):
// the API sends them as JSON numbers (50 is 50 %); they are shown with the reader's separators.

import { localeTag } from './locale';

/** 6.5 (or "6.5000") → "6.5%" (English) or "6,5%" (Vietnamese); blank for no value. */
export function formatPercent(value: string | number | null | undefined, lang = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  return new Intl.NumberFormat(localeTag(lang), {
    style: 'percent',
    maximumFractionDigits: 4,
  }).format(number / 100);
}
