// JSON text that is already the answer's: written by the database (row_to_json) for a list's
// rows, it is sent as it is. A page of such rows is never parsed into objects on the database's
// thread, copied to the request thread and written out again: the request thread only joins the
// rows' texts into the page's.
import type { PagedResult } from '../../src/domain/listQuery';

/**
 * The JSON text of a `T`, exactly the text JSON.stringify would give for it: the answer writers
 * (http/routes.ts, http/directReads.ts, http/readCache.ts) send it unchanged, through jsonText.
 */
export class RawJson<T = unknown> {
  /** Only for the type checker: what the text is the JSON of. */
  declare readonly of?: T;

  constructor(readonly text: string) {}
}

/** The JSON text of an answer: a RawJson's own text, anything else as JSON.stringify writes it. */
export const jsonText = (answer: unknown): string =>
  answer instanceof RawJson ? answer.text : JSON.stringify(answer);

/**
 * A page of a list whose rows are JSON text: the text JSON.stringify gives for the page
 * (services/lists.ts pagedResult: its counts, in that order, then its rows).
 */
export function rawPage<T>(page: PagedResult<{ json: string }>): RawJson<PagedResult<T>> {
  const rows = page.rows.map((r) => r.json).join(',');
  return new RawJson(
    `{"resultCount":${page.resultCount},"pageNumber":${page.pageNumber},"pageSize":${page.pageSize},"rows":[${rows}]}`,
  );
}
