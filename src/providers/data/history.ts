// The History views' calls: a page of one record's changes, and all of them as CSV, filtered by
// days, person and field.
import type { ApiClient, BlobResult } from '../../api/client';
import type { HistoryPage } from '../../domain/api/history';
import type { HistorySubjectKey } from '../../domain/history/subjects';

export interface HistoryFilterValues {
  from?: string;
  to?: string;
  actorId?: number;
  field?: string;
}

export interface HistoryMethods {
  historyPage(
    subject: HistorySubjectKey,
    id: number,
    filter: HistoryFilterValues,
    page: number,
    perPage: number,
  ): Promise<HistoryPage>;
  historyCsv(
    subject: HistorySubjectKey,
    id: number,
    filter: HistoryFilterValues,
    lang: string,
  ): Promise<BlobResult>;
}

const query = (f: HistoryFilterValues) => ({
  from: f.from || undefined,
  to: f.to || undefined,
  actorId: f.actorId || undefined,
  field: f.field || undefined,
});

export const historyMethods = (client: ApiClient): HistoryMethods => ({
  historyPage: (subject, id, filter, page, perPage) =>
    client.json({
      path: `/history/${subject}/{id}`,
      pathParams: { id },
      query: { ...query(filter), pageNumber: page, pageSize: perPage },
    }),
  historyCsv: (subject, id, filter, lang) =>
    client.blob({
      silent: true,
      path: `/history/${subject}/{id}/csv`,
      pathParams: { id },
      query: { ...query(filter), lang },
    }),
});
