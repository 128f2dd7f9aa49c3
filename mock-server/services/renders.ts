// The heavy renders the API hands to its worker pool (http/renderPool.ts): a participant's yearly
// statement and a division's receivables report as PDF. A job is plain data, so it crosses to a
// worker thread as it is, and renders there exactly as it would on the request thread.
import type { AccountReceivableReport } from '../../src/domain/api/afr';
import type { YearlyStatement } from '../../src/domain/api/statements';
import type { CatalogLanguage } from './catalog';
import { reportPdf } from './receivables/files';
import { statementPdf } from './statements/pdf';

export type RenderJob =
  | { kind: 'statement'; statement: YearlyStatement; lang: CatalogLanguage }
  | {
      kind: 'receivables';
      report: AccountReceivableReport;
      lang: CatalogLanguage;
      /** The instant printed in the footer. */
      generatedAt: Date;
    };

export function renderJob(job: RenderJob): Uint8Array {
  if (job.kind === 'statement') return new Uint8Array(statementPdf(job.statement, job.lang));
  return reportPdf(job.report, job.lang, job.generatedAt);
}
