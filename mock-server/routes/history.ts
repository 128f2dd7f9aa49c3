// The History views' calls: for each audited record, a page of its history and the whole of it
// as CSV, both filtered by days, person and field; each needs the record's own `show` and answers
// 404 for a record outside the caller's scope (services/history).
import { HISTORY_SUBJECT_KEYS, HISTORY_SUBJECTS } from '../../src/domain/history/subjects';
import { historyQuerySchema } from '../../src/domain/schemas/history';
import { sendDownload } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import { answer, can, queryOf, type ApiRouter } from '../http/routes';
import { DocumentService } from '../services/documents';
import { historyCsv } from '../services/history/csv';
import { HistoryService } from '../services/history';

export function historyRouter(router: ApiRouter, ctx: AppContext) {
  const documents = new DocumentService(ctx.db, ctx.clock, ctx.documents);
  const history = new HistoryService(ctx.db, (principal, scope, id) =>
    documents.one(principal, scope, id),
  );
  for (const key of HISTORY_SUBJECT_KEYS) {
    const { permission, record } = HISTORY_SUBJECTS[key];
    const access = can(permission, 'show');
    const records = { id: record };
    router.get(
      `/history/${key}/:id/csv`,
      access,
      {
        records,
        summary: `The history of one of the ${key} as CSV, in the language lang asks for.`,
        query: historyQuerySchema,
        response: 'text/csv',
      },
      async (req, res) => {
        const { principal, scope } = callerOf(req);
        const q = queryOf(res, historyQuerySchema);
        const id = idParam(req, 'id');
        const { subject, entries, names } = await history.all(principal, scope, key, id, q);
        const text = historyCsv(q.lang ?? 'en', subject, entries, names);
        sendDownload(res, 'csv', `history-${key}-${id}.csv`, text);
      },
    );
    router.get(
      `/history/${key}/:id`,
      access,
      {
        records,
        summary: `A page of the history of one of the ${key}: who changed which fields, when.`,
        description:
          'Newest first; each change names the field with its value before and after, and the ' +
          'names of the records the values refer to come with the page.',
        query: historyQuerySchema,
        response: 'history.HistoryPage',
        cacheable: true,
      },
      answer(({ principal, scope }, req, res) =>
        history.page(principal, scope, key, idParam(req, 'id'), queryOf(res, historyQuerySchema)),
      ),
    );
  }
}
