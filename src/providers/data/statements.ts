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
  planHistory: (filter, page, perPage) =>
    client.json({
      method: 'POST',
      path: '/users/plant-history',
      body: { ...filterQuery(filter), pageNumber: page, pageSize: perPage },
    }),
  accumulatedHistory: (filter, page, perPage) =>
    client.json({
      method: 'POST',
      path: '/users/accummulated-history',
      body: { ...filterQuery(filter), pageNumber: page, pageSize: perPage },
    }),
  planHistoryCsv: (filter, lang) =>
    client.blob({
      silent: true,
      path: '/users/plant-history/csv',
      requiredQuery: ['time'],
      query: { ...filterQuery(filter), lang },
    }),
  accumulatedHistoryCsv: (filter, lang) =>
    client.blob({
      silent: true,
      path: '/users/accummulated-history/csv',
      requiredQuery: ['time'],
      query: { ...filterQuery(filter), lang },
    }),
});
