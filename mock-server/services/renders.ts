// The heavy work the API hands to its worker pool (http/renderPool.ts): a participant's yearly
// statement, a division's receivables report and the examples' employee record as PDF, and the
// receivables report's rows. A job
// is plain data, so it crosses to a worker thread as it is, and runs there exactly as it would on
// the request thread.
import type { AccountReceivableReport } from '../../src/domain/api/afr';
import type { ExampleEmployee } from '../../src/domain/api/examples';
import type { YearlyStatement } from '../../src/domain/api/statements';
import type { CatalogLanguage } from './catalog';
import {
  divisionRows,
  type DivisionRowsInput,
  type DivisionRowsResult,
} from './receivables/divisionRows';
import { examplePdf } from './examplePdf';
import { reportPdf } from './receivables/pdf';
import { statementPdf } from './statements/pdf';

export type RenderJob =
  | { kind: 'statement'; statement: YearlyStatement; lang: CatalogLanguage }
  | {
      kind: 'receivables';
      report: AccountReceivableReport;
      lang: CatalogLanguage;
      /** The instant printed in the footer. */
      generatedAt: Date;
    }
  | { kind: 'receivables-rows'; input: DivisionRowsInput }
  | { kind: 'example'; employee: ExampleEmployee; lang: CatalogLanguage };

/** What a job answers: the rows of the report for its rows, else a PDF's bytes. */
export type JobResult<J extends RenderJob> = J extends { kind: 'receivables-rows' }
  ? DivisionRowsResult
  : Uint8Array;

export function renderJob<J extends RenderJob>(job: J): JobResult<J> {
  return runJob(job) as JobResult<J>;
}

function runJob(job: RenderJob): Uint8Array | DivisionRowsResult {
  switch (job.kind) {
    case 'statement':
      return new Uint8Array(statementPdf(job.statement, job.lang));
    case 'receivables':
      return reportPdf(job.report, job.lang, job.generatedAt);
    case 'receivables-rows':
      return divisionRows(job.input);
    case 'example':
      return examplePdf(job.employee, job.lang);
  }
}
