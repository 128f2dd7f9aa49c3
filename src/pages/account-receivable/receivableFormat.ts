// Shared by the receivable screens: the report's amount columns and the period's default.
import type { ReceivableAmounts } from '../../domain/api/afr';

export const AMOUNT_COLUMNS: readonly (keyof ReceivableAmounts)[] = [
  'receivableAsStart',
  'cummulativePreniumPaidInPeriod',
  'interestAccuredInPeriod',
  'totalReceivableAccruedInPeriod',
  'repaidInPeriod',
  'receivableAsEnd',
];

/** Today as YYYY-MM-DD in the reader's time zone. */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
