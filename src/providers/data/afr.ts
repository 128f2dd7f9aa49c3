// The AFR area: the rate entry of a year (Admin), the receivable reports, and their downloads.
import type { ApiClient, BlobResult } from '../../api/client';
import type {
  AccountReceivableReport,
  AfrRateEntry,
  AfrRateTables,
  MonthlyRates,
  ParticipantReceivableReport,
  ReceivableParticipant,
} from '../../domain/api/afr';
import type { SavedResult } from '../../domain/api/common';

/** The division and period of a report (spec 3's accounts-receivable request). */
export interface ReceivableRequest {
  divisionId: number;
  startDate: string;
  endDate: string;
}

export interface AfrMethods {
  afrRateEntry(year: number, signal?: AbortSignal): Promise<AfrRateEntry>;
  /** Every year with a table (for the chart and the year picker). */
  afrRateTables(signal?: AbortSignal): Promise<AfrRateTables>;
  /** Saves a year's twelve rates together; form errors come back beside each month. */
  saveAfrRates(entry: {
    year: number;
    rates: Record<keyof MonthlyRates, unknown>;
  }): Promise<SavedResult>;
  receivableParticipants(divisionId: number, signal?: AbortSignal): Promise<ReceivableParticipant[]>;
  /** Silent: the page says what went wrong (a missing AFR month) beside the report. */
  accountReceivable(
    request: ReceivableRequest,
    signal?: AbortSignal,
  ): Promise<AccountReceivableReport>;
  participantReceivable(
    participantId: number,
    year: number,
    signal?: AbortSignal,
  ): Promise<ParticipantReceivableReport>;
  /** The report as a file, written in the reader's language. */
  downloadReceivable(
    format: 'csv' | 'pdf',
    request: ReceivableRequest,
    lang: string,
  ): Promise<BlobResult>;
}

const requestBody = ({ divisionId, startDate, endDate }: ReceivableRequest) => ({
  division: { id: divisionId },
  startDate,
  endDate,
});

export const afrMethods = (client: ApiClient): AfrMethods => ({
  afrRateEntry: (year, signal) =>
    client.json<AfrRateEntry>({ path: '/afr-rate/entry/{year}', pathParams: { year }, signal }),
  afrRateTables: (signal) => client.json<AfrRateTables>({ path: '/afr-rate', signal }),
  saveAfrRates: (entry) =>
    client.json<SavedResult>({ method: 'POST', path: '/afr-rate', body: entry, silent: true }),
  receivableParticipants: (divisionId, signal) =>
    client.json<ReceivableParticipant[]>({
      path: '/afr-rate/participants/{divisionId}',
      pathParams: { divisionId },
      signal,
    }),
  accountReceivable: (request, signal) =>
    client.json<AccountReceivableReport>({
      method: 'POST',
      path: '/afr-rate/account-receivable',
      body: requestBody(request),
      silent: true,
      signal,
    }),
  participantReceivable: (participantId, year, signal) =>
    client.json<ParticipantReceivableReport>({
      method: 'POST',
      path: '/afr-rate/participant-receivable',
      body: { participantId, year },
      silent: true,
      signal,
    }),
  downloadReceivable: (format, request, lang) =>
    client.blob({
      method: 'POST',
      path: format === 'csv' ? '/afr-rate/download-csv' : '/afr-rate/download-pdf',
      body: { ...requestBody(request), lang },
      silent: true,
    }),
});
