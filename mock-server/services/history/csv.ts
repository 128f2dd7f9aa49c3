// A record's history as CSV in the reader's language: one line per changed field (a write that
// changed no described field has one line of its own), with the labels and values the screen
// shows.
import type { HistoryEntry, HistoryNames } from '../../../src/domain/api/history';
import { formatDateTime } from '../../../src/domain/dates';
import { historyLabelOf, type HistorySubject } from '../../../src/domain/history/subjects';
import { changeValueText } from '../../../src/domain/history/text';
import { catalogText, type CatalogLanguage } from '../catalog';
import { CSV_BOM, csvLine } from '../csv';

/** The catalog's text of a key, its {{placeholders}} filled; `_` when the catalog lacks it. */
export const catalogTranslate =
  (lang: CatalogLanguage) =>
  (key: string, options: Record<string, unknown> = {}): string => {
    const text = catalogText(lang, key);
    if (text === key && typeof options._ === 'string') return options._;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
  };

export function historyCsv(
  lang: CatalogLanguage,
  subject: HistorySubject,
  entries: HistoryEntry[],
  names: HistoryNames,
): string {
  const t = catalogTranslate(lang);
  const head = csvLine(
    ['at', 'who', 'action', 'field', 'before', 'after'].map((k) => t(`history.columns.${k}`)),
  );
  const lines = entries.flatMap((e) => {
    const common = [
      formatDateTime(e.at, lang),
      e.actorName ?? t('history.system'),
      t(`history.actions.${e.action}`, { _: e.action }),
    ];
    if (e.changes.length === 0) return [csvLine([...common, '', '', ''])];
    return e.changes.map((c) => {
      const f = subject.fields[c.field];
      const text = (v: unknown) => changeValueText(f, v, t, lang, names);
      return csvLine([
        ...common,
        t(historyLabelOf(subject, c.field)),
        text(c.before),
        text(c.after),
      ]);
    });
  });
  return CSV_BOM + head + lines.join('');
}
