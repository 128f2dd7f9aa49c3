// Shared by the receivable screens: the report's amount columns (src/domain) and the period's
// default (today in the reader's time zone).
export { AMOUNT_COLUMNS } from '../../domain/receivables';
export { localToday } from '../../domain/dates';
