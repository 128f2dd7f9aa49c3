// Calendar dates travel as ISO strings (YYYY-MM-DD) and are shown as the reader's language
// writes them: mm/dd/yyyy in English (as in the import files), dd/mm/yyyy in Vietnamese.

import { localeTag } from './locale';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export function formatDate(iso: string | null | undefined, lang = 'en'): string {
  const match = iso ? ISO_DATE.exec(iso) : null;
  if (!match) return '';
  const [, y, m, d] = match;
  return lang === 'vi' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** Parses mm/dd/yyyy (the import format of spec 5) into YYYY-MM-DD, or undefined if invalid. */
export function parseUsDate(text: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, m, d, y] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

/** An instant (ISO 8601) as the reader's date and time, in their time zone. */
export function formatDateTime(iso: string | null | undefined, lang = 'en'): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeTag(lang), {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}

/** A calendar day `days` before another (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD in the reader's time zone. */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
