// What the receivables screens and the report's files share: the report's amount columns, in
// the order every view of the report shows them.
import type { ReceivableAmounts } from './api/afr';

/** The amount columns of a report row and of its totals. */
export const AMOUNT_COLUMNS: readonly (keyof ReceivableAmounts)[] = [
  'receivableAsStart',
  'cummulativePreniumPaidInPeriod',
  'interestAccuredInPeriod',
  'totalReceivableAccruedInPeriod',
  'repaidInPeriod',
  'receivableAsEnd',
];
