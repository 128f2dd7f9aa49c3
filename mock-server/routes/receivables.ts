// Accounts-receivable calls of spec 7 (under the /afr-rate prefix the spec gives them): a
// division's participants, the division and participant reports, and the report's CSV and PDF
// downloads (Admin, and Employer Admin within their divisions); rules in ReceivableService.
import {
  accountReceivableRequestSchema,
  participantReceivableRequestSchema,
} from '../../src/domain/schemas/afr';
import type { AccountReceivableReport } from '../../src/domain/api/afr';
import type { CatalogLanguage } from '../services/catalog';
import { sendDownload } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, bodyOf, answer } from '../http/routes';
import { reportCsv, reportFileName } from '../services/receivables/files';
import { ReceivableService } from '../services/receivables/reports';

/** The reports with their long reads in the background and their rows computed in the pool. */
export const receivableService = (ctx: AppContext) =>
  new ReceivableService(ctx.db, ctx.background, (input) =>
    ctx.renders.run({ kind: 'receivables-rows', input }),
  );

export function receivablesRouter(router: ApiRouter, ctx: AppContext) {
  const receivables = receivableService(ctx);
  reportRoutes(router, receivables);
  downloadRoutes(router, receivables, ctx);
}

function reportRoutes(router: ApiRouter, receivables: ReceivableService) {
  router.get(
    '/afr-rate/participants/:divisionId',
    can('receivables', 'list'),
    {
      summary: 'The participants of a division, for the receivables report.',
      response: 'afr.ReceivableParticipant[]',
      cacheable: true,
    },
    answer(({ principal, scope }, req) =>
      receivables.participants(principal, scope, idParam(req, 'divisionId')),
    ),
  );
  router.post(
    '/afr-rate/account-receivable',
    can('receivables', 'list'),
    {
      summary: 'A division’s accounts receivable over a period, with totals.',
      body: accountReceivableRequestSchema,
      response: 'afr.AccountReceivableReport',
    },
    answer(({ principal, scope }, _req, res) =>
      receivables.divisionReport(principal, scope, bodyOf(res, accountReceivableRequestSchema)),
    ),
  );
  router.post(
    '/afr-rate/participant-receivable',
    can('receivables', 'show'),
    {
      summary:
        'A participant’s receivable year: month-end balances, rates and each policy’s share.',
      body: participantReceivableRequestSchema,
      response: 'afr.ParticipantReceivableReport',
    },
    answer(({ principal, scope }, _req, res) =>
      receivables.participantReport(
        principal,
        scope,
        bodyOf(res, participantReceivableRequestSchema),
      ),
    ),
  );
}

/** The division report as files: CSV, and PDF stamped with the time it was made. */
function downloadRoutes(router: ApiRouter, receivables: ReceivableService, ctx: AppContext) {
  const formats = [
    {
      format: 'csv',
      type: 'text/csv',
      limited: false,
      file: (report: AccountReceivableReport, lang: CatalogLanguage) =>
        Promise.resolve(reportCsv(report, lang)),
    },
    {
      format: 'pdf',
      type: 'application/pdf',
      // A PDF takes one of the caller's render slots (renderPool.ts), its report included.
      limited: true,
      file: (report: AccountReceivableReport, lang: CatalogLanguage) =>
        ctx.renders.run({ kind: 'receivables', report, lang, generatedAt: ctx.clock.now() }),
    },
  ] as const;
  for (const { format, type, limited, file } of formats) {
    router.post(
      `/afr-rate/download-${format}`,
      can('receivables', 'export'),
      {
        summary: `The division report as ${format.toUpperCase()}, in the language \`lang\` asks for.`,
        body: accountReceivableRequestSchema,
        response: type,
      },
      async (req, res) => {
        const { principal, scope } = callerOf(req);
        const request = bodyOf(res, accountReceivableRequestSchema);
        const make = async () => {
          const report = await receivables.divisionReport(principal, scope, request);
          return { report, bytes: await file(report, request.lang ?? 'en') };
        };
        // Past the caller's limit the 429 comes before the report is read.
        const { report, bytes } = limited
          ? await ctx.renders.withSlot(res, principal.userId, make)
          : await make();
        sendDownload(res, format, reportFileName(report, format), bytes);
      },
    );
  }
}
