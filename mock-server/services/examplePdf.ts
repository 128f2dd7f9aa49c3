// The sample PDF of spec 7 "Examples": an employee's record on one Letter page, with the fonts
// that carry Vietnamese. Rendered in the worker pool (renders.ts), as every PDF is.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { ExampleEmployee } from '../../src/domain/api/examples';
import { formatDate } from '../../src/domain/dates';
import { catalogText, type CatalogLanguage } from './catalog';
import { PDF_PAGES } from './pdfStyle';
import { FONT, withDejaVu } from './receivables/pdf';

const label = (lang: CatalogLanguage, key: string) =>
  catalogText(lang, `pages.examples.api.${key}`);

export function examplePdf(e: ExampleEmployee, lang: CatalogLanguage): Uint8Array {
  const doc = withDejaVu(new jsPDF(PDF_PAGES));
  const title = label(lang, 'pdfTitle');
  doc.setProperties({ title: `${title} – ${e.firstName} ${e.lastName}` });
  doc.setFont(FONT, 'bold');
  doc.setFontSize(16);
  doc.text(title, 40, 50);
  doc.setFont(FONT, 'normal');
  doc.setFontSize(11);
  doc.text(`${e.firstName} ${e.lastName}`, 40, 72);
  autoTable(doc, {
    startY: 90,
    margin: { left: 40, right: 40 },
    body: [
      [catalogText(lang, 'fields.firstName'), e.firstName],
      [catalogText(lang, 'fields.lastName'), e.lastName],
      [catalogText(lang, 'fields.email'), e.email],
      [label(lang, 'phone'), e.phoneNumber ?? ''],
      [label(lang, 'dateOfBirth'), e.dateOfBirth ? formatDate(e.dateOfBirth, lang) : ''],
      [label(lang, 'employer'), e.employerName],
      [label(lang, 'plan'), e.planName ?? ''],
      [label(lang, 'status'), e.statusType],
    ],
    styles: { font: FONT, fontSize: 10, cellPadding: 5 },
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 140 } },
  });
  return new Uint8Array(doc.output('arraybuffer'));
}
