// GET /api/dashboard: the caller's work queue (staff) or plan figures (employee), in one call.
import type { AppContext } from '../http/context';
import { answer, type ApiRouter } from '../http/routes';
import { dashboardFor } from '../services/dashboard';
import { DocumentService } from '../services/documents';
import { ImportFileRecords } from '../services/importFiles/records';
import { receivableService } from './receivables';

export function dashboardRouter(router: ApiRouter, ctx: AppContext) {
  const deps = {
    db: ctx.db,
    clock: ctx.clock,
    documents: new DocumentService(ctx.db, ctx.clock, ctx.documents),
    imports: new ImportFileRecords({ db: ctx.db, clock: ctx.clock, storage: ctx.storage }),
    receivables: receivableService(ctx),
  };
  router.get(
    '/dashboard',
    'signed-in',
    {
      summary: 'The caller’s work queue (staff) or the figures of their own plan (Employee).',
      description:
        'Staff get counts of what waits for them, each the total of a list they may open with the filter that shows exactly those records: an Admin the unpublished and failed (last 7 days) import files, the policies policy health flags, the AFR months missing for this year and the last, the invitations not accepted after 7 days, the documents uploaded in the last 7 days, the participants without a policy and the latest changes of the audit trail; a Producer and an Employer Admin, within their organizations, the participants without a policy, the documents they have not opened yet and the stale invitations, plus the flagged policies (Producer) or the receivable of each division from January 1 to today (Employer Admin).',
      response: 'dashboard.Dashboard',
      cacheable: true,
    },
    answer(({ scope }) => dashboardFor(deps, scope)),
  );
}
