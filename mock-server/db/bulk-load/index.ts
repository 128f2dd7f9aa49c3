// Bulk loading for the seed: rows go in through COPY (PostgreSQL's text format) on both drivers
// (PGlite reads a Blob as '/dev/blob'; node-postgres sends COPY FROM STDIN), in one transaction.
// The transaction (session.ts), rows as COPY text (copyText.ts), batches (batcher.ts) and the
// indexes built after the load (deferred.ts).
export { inBulkTransaction, type BulkSession } from './session';
export { CopyLines, copyField, rowShape, type RowShape } from './copyText';
export { CopyBatcher, NotARowError } from './batcher';
export { prepareForLoad } from './deferred';
