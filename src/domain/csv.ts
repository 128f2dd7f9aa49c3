// CSV writing for the exports of the API and of the web app: RFC 4180 quoting (quotes doubled,
// CRLF line ends) and spreadsheet-formula neutralising (DESIGN 6: no formula reaches a
// spreadsheet unescaped).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Starts a file so that spreadsheet programs read it as UTF-8 (accents, Vietnamese). */
export const CSV_BOM = '\uFEFF';

export type CsvQuoting = 'always' | 'when-needed';

/**
 * One cell, quoted always (the API's files) or only when it holds a comma, a quote or a line
 * break (the web app's list exports). A text that a spreadsheet would run as a formula gets a
 * leading single quote. A number is written as it is: it cannot be a formula, and a negative
 * amount must stay a number.
 */
export function csvCell(value: unknown, quote: CsvQuoting = 'always'): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  if (quote === 'when-needed' && !/[",\r\n]/.test(text)) return text;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of cells, CRLF-terminated. */
export const csvLine = (cells: readonly unknown[], quote: CsvQuoting = 'always') =>
  `${cells.map((cell) => csvCell(cell, quote)).join(',')}\r\n`;
