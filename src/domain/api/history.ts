// The History views' answers (GET /api/history/<record>/{id}): the audit trail of one record,
// a change per field with its value before and after.

/** One field of a change: its value before (null when created) and after (null when deleted). */
export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One write to the record: when, who, what kind of write, and the fields it changed. */
export interface HistoryEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  changes: HistoryChange[];
}

/** Names of the records the changes refer to, by resource and id. */
export type HistoryNames = Record<string, Record<string, string>>;

/** A person who changed the record (the person filter's choices). */
export interface HistoryActor {
  id: number;
  name: string;
}

export interface HistoryPage {
  resultCount: number;
  pageNumber: number;
  pageSize: number;
  rows: HistoryEntry[];
  /** The record's own name (the page's title). */
  recordName: string | null;
  names: HistoryNames;
  actors: HistoryActor[];
}
