// The exports' CSV writing lives in src/domain/csv.ts, shared with the web app's exports.
export * from '../../src/domain/csv';
