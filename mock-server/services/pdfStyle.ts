// What the portal's PDFs share: the fonts, the table head in the brand colour (spec 9: primary
// #124257), and amounts right-aligned in the head, the rows and the totals alike.
import fs from 'node:fs';
import path from 'node:path';
import type { jsPDF } from 'jspdf';
import type { CellHookData, Color } from 'jspdf-autotable';
import { COLORS } from '../../src/themeTokens';

const rgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/** The fill of a table's head row. */
export const BRAND_FILL: Color = rgb(COLORS.primary);

/** A didParseCell hook that right-aligns the given columns (amounts) in every section. */
export const alignAmounts =
  (isAmount: (column: number) => boolean) =>
  (cell: CellHookData): void => {
    if (isAmount(cell.column.index)) cell.cell.styles.halign = 'right';
  };

/**
 * The portal's PDFs: Letter pages measured in points, the page contents deflated (a receivables
 * PDF of 1,218 participants is 219 KB instead of 2.4 MB, for about a tenth more CPU).
 */
export const PDF_PAGES = { unit: 'pt', format: 'letter', compress: true } as const;

const FONT_DIR = path.resolve(import.meta.dirname, '../assets/fonts');
/** Each font file as jsPDF takes it (base64), read once. */
const fontFiles = new Map<string, string>();

/**
 * The document with DejaVu Sans (`DejaVuSans`) or DejaVu Sans Condensed (`DejaVuSansCondensed`)
 * as the font `family`, in both weights: the PDF base fonts have no Vietnamese letters. The files
 * are subsets (scripts/subset-fonts.sh; licence in mock-server/assets/fonts): jsPDF parses a font
 * again for every document and keeps only the glyphs a document uses.
 */
export function withDejaVuFont(
  doc: jsPDF,
  font: 'DejaVuSans' | 'DejaVuSansCondensed',
  family: string,
): jsPDF {
  for (const [suffix, style] of [
    ['', 'normal'],
    ['-Bold', 'bold'],
  ] as const) {
    const file = `${font}${suffix}.ttf`;
    let data = fontFiles.get(file);
    if (data === undefined) {
      data = fs.readFileSync(path.join(FONT_DIR, file)).toString('base64');
      fontFiles.set(file, data);
    }
    doc.addFileToVFS(file, data);
    doc.addFont(file, family, style);
  }
  return doc;
}
