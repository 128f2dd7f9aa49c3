// What the portal's PDFs share: the table head in the brand colour (spec 9: primary #124257),
// and amounts right-aligned in the head, the rows and the totals alike.
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
