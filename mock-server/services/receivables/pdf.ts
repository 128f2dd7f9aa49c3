// The division's accounts-receivable report as a PDF (title, period, the rows, the totals, page
// numbers and the generation date) written with jsPDF and its table plug-in; rendered in the
// worker pool (renders.ts), so only its threads load jsPDF.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { alignAmounts, BRAND_FILL, PDF_PAGES, withDejaVuFont } from '../pdfStyle';
import type { AccountReceivableReport } from '../../../src/domain/api/afr';
import { AMOUNT_COLUMNS } from '../../../src/domain/receivables';
import { formatDate } from '../../../src/domain/dates';
import { formatMoney } from '../../../src/domain/money';
import { catalogText, type CatalogLanguage } from '../catalog';
import { headers, label } from './files';

export const FONT = 'DejaVuSans';

const MARGIN = 40;

/** The document with DejaVu Sans (`FONT`) in both weights. */
export const withDejaVu = (doc: jsPDF): jsPDF => withDejaVuFont(doc, 'DejaVuSans', FONT);

/** A landscape Letter document with DejaVu Sans in both weights. */
const newDocument = () => withDejaVu(new jsPDF({ ...PDF_PAGES, orientation: 'landscape' }));

/** The title, the division with its employer, and the period. */
function writeHeading(doc: jsPDF, report: AccountReceivableReport, lang: CatalogLanguage): void {
  const title = label(lang, 'pdfTitle');
  doc.setProperties({ title: `${title} – ${report.divisionName}` });
  doc.setFont(FONT, 'bold');
  doc.setFontSize(16);
  doc.text(title, MARGIN, MARGIN + 10);
  doc.setFont(FONT, 'normal');
  doc.setFontSize(10);
  doc.text(`${report.employerName} – ${report.divisionName}`, MARGIN, MARGIN + 30);
  doc.text(
    catalogText(lang, 'pages.accountReceivable.period')
      .replace('{{start}}', formatDate(report.startAt, lang))
      .replace('{{end}}', formatDate(report.endAt, lang)),
    MARGIN,
    MARGIN + 46,
  );
}

/** The rows and, on the last page, the totals; amounts right-aligned. */
function writeTable(doc: jsPDF, report: AccountReceivableReport, lang: CatalogLanguage): void {
  const money = (n: number) => formatMoney(n, lang);
  autoTable(doc, {
    startY: MARGIN + 60,
    margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 10 },
    head: [headers(lang)],
    body: report.receivables.map((row) => [
      row.participant,
      ...AMOUNT_COLUMNS.map((c) => money(row[c])),
    ]),
    foot: [[label(lang, 'total'), ...AMOUNT_COLUMNS.map((c) => money(report.total[c]))]],
    showFoot: 'lastPage',
    styles: { font: FONT, fontSize: 9, cellPadding: 4 },
    headStyles: { font: FONT, fontStyle: 'bold', fillColor: BRAND_FILL },
    footStyles: { font: FONT, fontStyle: 'bold', fillColor: [232, 240, 254], textColor: 20 },
    // Amounts right-aligned in the head and the totals as well as in the rows.
    didParseCell: alignAmounts((column) => column > 0),
  });
}

/** Footers once the page count is known: the generation date left, "Page n of N" right. */
function writeFooters(doc: jsPDF, lang: CatalogLanguage, generatedAt: Date): void {
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const pages = doc.getNumberOfPages();
  const generated = catalogText(lang, 'pages.accountReceivable.generatedOn').replace(
    '{{date}}',
    `${formatDate(generatedAt.toISOString(), lang)} ${generatedAt.toISOString().slice(11, 16)} UTC`,
  );
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFont(FONT, 'normal');
    doc.setFontSize(8);
    doc.setTextColor(90);
    doc.text(generated, MARGIN, height - MARGIN / 2);
    const pageText = catalogText(lang, 'pages.accountReceivable.pageOf')
      .replace('{{page}}', String(page))
      .replace('{{pages}}', String(pages));
    doc.text(pageText, width - MARGIN, height - MARGIN / 2, { align: 'right' });
  }
}

/** The report as a landscape Letter PDF. `generatedAt` is the instant printed in the footer. */
export function reportPdf(
  report: AccountReceivableReport,
  lang: CatalogLanguage,
  generatedAt: Date,
): Uint8Array {
  const doc = newDocument();
  writeHeading(doc, report, lang);
  writeTable(doc, report, lang);
  writeFooters(doc, lang, generatedAt);
  return new Uint8Array(doc.output('arraybuffer'));
}
