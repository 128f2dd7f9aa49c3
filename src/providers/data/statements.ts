// The statements area: the yearly statement and its PDF, the plan contribution and accumulated
// value histories and their CSVs (spec 7 "Users" statement calls).
import type { ApiClient, BlobResult } from '../../api/client';
import type {
  AccumulatedHistoryPage,
  PlanHistoryPage,
  YearlyStatement,
} from '../../domain/api/statements';

export interface HistoryFilter {
  time: string;
  policyIds?: number[];
  contributionType?: string;
  /** Staff name the participant's user; an Employee's own is the default. */
  userId?: number;
}

export interface StatementMethods {
  statement(year: number, asOf?: string, userId?: number): Promise<YearlyStatement>;
  statementPdf(year: number, asOf: string | undefined, lang: string): Promise<BlobResult>;
  planHistory(filter: HistoryFilter, page: number, perPage: number): Promise<PlanHistoryPage>;
  accumulatedHistory(
    filter: HistoryFilter,
    page: number,
    perPage: number,
  ): Promise<AccumulatedHistoryPage>;
  planHistoryCsv(filter: HistoryFilter, lang: string): Promise<BlobResult>;
  accumulatedHistoryCsv(filter: HistoryFilter, lang: string): Promise<BlobResult>;
}

const filterQuery = (f: HistoryFilter) => ({
  time: f.time,
  policiesId: f.policyIds && f.policyIds.length > 0 ? f.policyIds : undefined,
  contributionType: f.contributionType || undefined,
  userId: f.userId,
});

/** A page of one of the two histories: the filter and the page in the body. */
const historyPage =
  <T>(client: ApiClient, path: string) =>
  (filter: HistoryFilter, page: number, perPage: number) =>
    client.json<T>({
      method: 'POST',
      path,
      body: { ...filterQuery(filter), pageNumber: page, pageSize: perPage },
    });

/** One of the two histories as a CSV file: the filter (its time required) in the query. */
const historyCsv = (client: ApiClient, path: string) => (filter: HistoryFilter, lang: string) =>
  client.blob({
    silent: true,
    path,
    requiredQuery: ['time'],
    query: { ...filterQuery(filter), lang },
  });

export const statementMethods = (client: ApiClient): StatementMethods => ({
  statement: (year, asOf, userId) =>
    client.json({
      path: '/users/statement/{year}',
      pathParams: { year },
      query: { asOf, userId },
    }),
  statementPdf: (year, asOf, lang) =>
    client.blob({
      silent: true,
      path: '/users/statement/{year}/pdf',
      pathParams: { year },
      query: { asOf, lang },
    }),
  planHistory: historyPage<PlanHistoryPage>(client, '/users/plant-history'),
  accumulatedHistory: historyPage<AccumulatedHistoryPage>(client, '/users/accummulated-history'),
  planHistoryCsv: historyCsv(client, '/users/plant-history/csv'),
  accumulatedHistoryCsv: historyCsv(client, '/users/accummulated-history/csv'),
});
