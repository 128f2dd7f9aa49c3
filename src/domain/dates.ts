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

/** YYYY-MM-DD of a calendar day, or undefined where there is no such day (02/30). */
function dayOf(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1) return undefined;
  if (date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/** Parses mm/dd/yyyy (the import format of spec 5) into YYYY-MM-DD, or undefined if invalid. */
export function parseUsDate(text: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, m, d, y] = match.map(Number) as [number, number, number, number];
  return dayOf(y, m, d);
}

/** How a day is typed in a language: the order its date inputs show and read. */
export const datePattern = (lang = 'en'): string => (lang === 'vi' ? 'dd/mm/yyyy' : 'mm/dd/yyyy');

/**
 * A day as a person types it into a date input: the language's order (mm/dd/yyyy or
 * dd/mm/yyyy, with /, - or . between the parts) or YYYY-MM-DD, which reads the same in both.
 * Undefined for anything else, or for a day the calendar does not have.
 */
export function parseTypedDate(text: string, lang = 'en'): string | undefined {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (!match) return undefined;
  const [, a, b, y] = match.map(Number) as [number, number, number, number];
  return lang === 'vi' ? dayOf(y, b, a) : dayOf(y, a, b);
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
