// How a described field's value reads as text, in the reader's language: an enum's label, a
// percentage, an amount of money, a date with the reader's separators. The generated views, the
// CSV exports and the History views all write values through this one switch.
import { formatDate, formatDateTime } from '../dates';
import { formatMoney } from '../money';
import { formatPercent } from '../percent';
import type { FieldDescription } from './entity';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A value as text ('' for none); numbers stay numbers for a spreadsheet's cells. */
export function fieldValueText(
  f: Pick<FieldDescription, 'type' | 'choices'>,
  value: unknown,
  translate: Translate,
  lang: string,
): string | number {
  if (value === null || value === undefined || value === '') return '';
  switch (f.type) {
    case 'boolean':
      return translate(value ? 'exports.yes' : 'exports.no');
    case 'enum':
      return translate(`${f.choices!.labels}.${String(value)}`, { _: String(value) });
    case 'percent':
      return formatPercent(value as number, lang);
    case 'money':
      return formatMoney(value as number, lang);
    case 'date':
      return formatDate(String(value), lang);
    case 'datetime':
      return formatDateTime(String(value), lang);
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    default:
      return String(value);
  }
}
