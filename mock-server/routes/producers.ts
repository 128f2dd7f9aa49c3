// Producer calls of spec 7; rules in ProducerService.
import type { SavedProducer } from '../../src/domain/api/producers';
import { producerQuerySchema } from '../../src/domain/listQuery';
import { saveProducerSchema } from '../../src/domain/schemas/producer';
import type { AppContext } from '../http/context';
import { localeDetail } from '../http/problem';
import { can, type ApiRouter, answer } from '../http/routes';
import { ProducerService } from '../services/producers';
import { UserService } from '../services/users';
import { recordRoutes } from './recordRoutes';

export function producersRouter(router: ApiRouter, ctx: AppContext) {
  const producers = new ProducerService(ctx.db, ctx.clock, new UserService(ctx));
  recordRoutes(router, {
    path: '/producers',
    resource: 'producers',
    list: {
      summary: 'The producers in scope, searched, sorted and paged.',
      query: producerQuerySchema,
      row: 'producers.ProducerRow',
      call: (principal, scope, q) => producers.list(principal, scope, q),
    },
    save: {
      summary: 'Creates (and invites) or updates a producer.',
      body: saveProducerSchema,
      response: 'producers.SavedProducer',
      errors: [409],
      call: async (principal, scope, input): Promise<SavedProducer> => {
        const { created, ...saved } = await producers.save(principal, scope, input);
        return {
          ...saved,
          message: localeDetail(created ? 'messages.invitationSent' : 'messages.saved'),
        };
      },
    },
    one: {
      summary: 'A producer.',
      record: 'producer',
      response: 'producers.ProducerRow',
      call: (principal, scope, id) => producers.get(principal, scope, id),
    },
  });
  router.get(
    '/producers/get-actived-producers',
    can('producers', 'listActive'),
    {
      summary: 'The active producers (full rows for an Admin, id and name for others).',
      response: 'producers.ActiveProducers',
      cacheable: true,
    },
    answer(({ principal }) => producers.active(principal)),
  );
}
