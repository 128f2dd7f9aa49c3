// Participant ("client") calls of spec 7, including the streamed CSV export; rules in
// ClientService.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { clientExportQuerySchema, clientQuerySchema } from '../../src/domain/listQuery';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, queryOf, answer } from '../http/routes';
import { ClientService } from '../services/participants';

export function participantsRouter(router: ApiRouter, ctx: AppContext) {
  const clients = new ClientService(ctx.db, ctx.clock);

  router.get(
    '/clients',
    can('clients', 'list'),
    {
      summary: 'The participants in scope, searched, filtered, sorted and paged.',
      query: clientQuerySchema,
      response: 'Page<clients.Participant>',
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    answer(({ principal, scope }, _req, res) =>
      clients.list(principal, scope, queryOf(res, clientQuerySchema)),
    ),
  );
  router.get(
    '/clients/export',
    can('clients', 'export'),
    {
      summary: 'Every participant the list’s filters select, as CSV (no paging).',
      query: clientExportQuerySchema,
      response: 'text/csv',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const q = queryOf(res, clientExportQuerySchema);
      const { fileName, chunks } = await clients.exportCsv(principal, scope, q);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      try {
        // Byte mode with a small buffer: the next batch is read only once the client took this one.
        await pipeline(Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 }), res);
      } catch (err) {
        // Headers are gone: a failure (or the client leaving) can only cut the download short.
        if (!res.destroyed) res.destroy(err as Error);
        req.log?.warn({ err }, 'participant export ended early');
      }
    },
  );
  router.get(
    '/clients/:id',
    can('clients', 'show'),
    {
      records: { id: 'participant' },
      summary: 'A participant.',
      response: 'clients.Participant',
      cacheable: true,
    },
    answer(({ principal, scope }, req) => clients.get(principal, scope, idParam(req, 'id'))),
  );
}
