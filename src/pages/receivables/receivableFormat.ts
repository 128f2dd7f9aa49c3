// Shared by the receivable screens: the report's amount columns (src/domain) and the period's
// default.
export { AMOUNT_COLUMNS } from '../../domain/receivables';

/** Today as YYYY-MM-DD in the reader's time zone. */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
