// The division's accounts-receivable report as files for download, in the reader's language: a
// CSV (formula-neutralised cells, plain decimal amounts), and what the PDF (pdf.ts, rendered in
// the worker pool) shares with it. Nothing here loads jsPDF: the request thread never does.
import type { AccountReceivableReport } from '../../../src/domain/api/afr';
import { AMOUNT_COLUMNS } from '../../../src/domain/receivables';
import { catalogText, type CatalogLanguage } from '../catalog';
import { csvLine } from '../csv';

/** A text of the report's page in the reader's language. */
export const label = (lang: CatalogLanguage, key: string) =>
  catalogText(lang, `pages.accountReceivable.${key}`);

/** ASCII words of a name for a file name ('Harborview Logistics' → 'harborview-logistics'). */
function slug(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii.slice(0, 60).replace(/-+$/, '') || 'division';
}

/** The file name of a report: the division (with its employer) and the period. */
export function reportFileName(report: AccountReceivableReport, extension: 'csv' | 'pdf'): string {
  return `accounts-receivable_${slug(report.employerName)}_${slug(report.divisionName)}_${report.startAt}_${report.endAt}.${extension}`;
}

/** The columns' titles. */
export const headers = (lang: CatalogLanguage) => [
  label(lang, 'columns.participant'),
  ...AMOUNT_COLUMNS.map((c) => label(lang, `columns.${c}`)),
];

/** The report as CSV: a header line, one line per participant, then the totals line. */
export function reportCsv(report: AccountReceivableReport, lang: CatalogLanguage): string {
  const lines = [csvLine(headers(lang))];
  for (const row of report.receivables) {
    lines.push(csvLine([row.participant, ...AMOUNT_COLUMNS.map((c) => row[c].toFixed(2))]));
  }
  lines.push(
    csvLine([label(lang, 'total'), ...AMOUNT_COLUMNS.map((c) => report.total[c].toFixed(2))]),
  );
  return lines.join('');
}
