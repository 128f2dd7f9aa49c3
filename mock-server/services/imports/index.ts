// The carrier-file import layer that the upload routes and the staging service call: parse a
// values or transactions file into validated batches, then check each batch's policies.
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
