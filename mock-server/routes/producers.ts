// Producer calls of spec 7; rules in ProducerService.
import type { SavedProducer } from '../../src/domain/api/producers';
import { localeDetail } from '../http/problem';
import { producerQuerySchema } from '../../src/domain/listQuery';
import { saveProducerSchema } from '../../src/domain/schemas/producer';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, queryOf, bodyOf } from '../http/routes';
import { ProducerService } from '../services/producers';
import { UserService } from '../services/users';

export function producersRouter(router: ApiRouter, ctx: AppContext) {
  const producers = new ProducerService(ctx.db, ctx.clock, new UserService(ctx));

  router.get(
    '/producers',
    can('producers', 'list'),
    {
      summary: 'The producers in scope, searched, sorted and paged.',
      query: producerQuerySchema,
      response: 'Page<producers.ProducerRow>',
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const q = queryOf(res, producerQuerySchema);
      res.json(await producers.list(principal, scope, q));
    },
  );
  router.post(
    '/producers',
    can('producers', 'edit'),
    {
      summary: 'Creates (and invites) or updates a producer.',
      body: saveProducerSchema,
      response: 'producers.SavedProducer',
      errors: [409],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const input = bodyOf(res, saveProducerSchema);
      const { created, ...saved } = await producers.save(principal, scope, input);
      const body: SavedProducer = {
        ...saved,
        message: localeDetail(created ? 'messages.invitationSent' : 'messages.saved'),
      };
      res.json(body);
    },
  );
  router.get(
    '/producers/get-actived-producers',
    can('producers', 'listActive'),
    {
      summary: 'The active producers (full rows for an Admin, id and name for others).',
      response: 'producers.ActiveProducers',
      cacheable: true,
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      res.json(await producers.active(principal));
    },
  );
  router.get(
    '/producers/:id',
    can('producers', 'show'),
    {
      records: { id: 'producer' },
      summary: 'A producer.',
      response: 'producers.ProducerRow',
      cacheable: true,
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await producers.get(principal, scope, idParam(req, 'id')));
    },
  );
}
