// The carrier-file import layer that the upload routes and the staging service call: parse a
// values or transactions file into validated batches, then check each batch's policies.
//
// The rules it applies where DESIGN 5.4 and the spec leave a choice:
// - Encoding: UTF-8 (a byte-order mark is dropped) or Windows-1252, decided by the first
//   non-ASCII character; a later byte that breaks UTF-8 refuses the file (UnknowException,
//   mixedEncoding). NUL bytes, many control characters or UTF-16 refuse it too.
// - Headers: compared without case and whitespace; all six required, none twice; other columns
//   are ignored. Blank lines before the header are skipped.
// - failIndex: the 1-based data row, counting blank lines so that it matches the spreadsheet
//   (row n is line n + 1 when no cell holds a line break); 0 for the file as a whole (empty,
//   undecodable, header problems, no data rows).
// - Amounts: US format, at most two decimals, under 10,000,000,000,000,000 in absolute value
//   (ValidatingFailed, amountTooLarge). Values-file amounts may not be negative; an empty Loan
//   Balance is 0.00. Transactions' amounts may be negative (reversals, repayments).
// - Dates: mm/dd/yyyy or m/d/yyyy, real calendar days, years 1900 to 2200.
// - Contribution Type: a type of spec 3, read without case and whitespace.
// - Cells: trimmed; at most 1,000 characters and 200 per row; names and policy numbers hold no
//   control characters. Formula-like cells are plain text here.
// - Duplicates in the file: reported at the later row, naming the earlier one (ValidatingFailed).
// - failInfo keys name the exact problem; `values` fill their placeholders and must be stored
//   with the failure for the message to read whole.
export { parseImportFile, DEFAULT_PARSE_OPTIONS, type ParseOptions } from './parse';
export type { ByteSource } from './decode';
export type { ImportRow, TransactionRow, ValueRow, RowOf } from './rows';
export {
  checkPolicy,
  parseCarrierId,
  resolvePolicies,
  type PolicyLookup,
  type PolicyMatch,
} from './existence';
export {
  IMPORT_ERRORS,
  IMPORT_HINTS,
  ImportError,
  failureHintKey,
  type ImportFailure,
} from './failures';
