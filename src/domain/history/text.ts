// How a value of a change reads in a History view and its CSV: the field's format (an enum's
// label, money, a percentage, a date), a referenced record's name rather than its id, and a list
// (beneficiaries, allocations) one item a line.
import { fieldValueText, type Translate } from '../entities/format';
import type { HistoryNames } from '../api/history';
import type { HistoryField } from './subjects';

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** A referenced record's name, or a note that it no longer exists. */
function referenceText(resource: string, id: unknown, names: HistoryNames, translate: Translate) {
  return names[resource]?.[String(id)] ?? translate('history.missingRecord', { id: String(id) });
}

/** One item of a list, its described parts joined. */
function itemText(
  items: NonNullable<HistoryField['items']>,
  item: unknown,
  translate: Translate,
  lang: string,
): string {
  if (!item || typeof item !== 'object') return String(item);
  const record = item as Record<string, unknown>;
  return Object.entries(items)
    .map(([name, f]) => String(fieldValueText(f, record[name], translate, lang)))
    .filter(Boolean)
    .join(' · ');
}

/** A value of a change as text; '' for none. */
export function changeValueText(
  f: HistoryField | undefined,
  value: unknown,
  translate: Translate,
  lang: string,
  names: HistoryNames,
): string {
  if (isBlank(value)) return '';
  if (!f) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (Array.isArray(value)) {
    if (f.items) return value.map((v) => itemText(f.items!, v, translate, lang)).join('\n');
    if (f.reference) {
      return value
        .map((id) => referenceText(f.reference!.resource, id, names, translate))
        .join(', ');
    }
    return value.map(String).join(', ');
  }
  if (f.reference) return referenceText(f.reference.resource, value, names, translate);
  return String(fieldValueText(f, value, translate, lang));
}
