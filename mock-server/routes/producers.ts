// Producer calls of spec 7; rules in ProducerService.
import type { SavedProducer } from '../../src/domain/api/producers';
import { localeDetail } from '../http/problem';
import { fromQueryParams, producerQuerySchema } from '../../src/domain/listQuery';
import { saveProducerSchema } from '../../src/domain/schemas/producer';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter } from '../http/routes';
import { ProducerService } from '../services/producers';
import { UserService } from '../services/users';

export function producersRouter(router: ApiRouter, ctx: AppContext) {
  const producers = new ProducerService(ctx.db, ctx.clock, new UserService(ctx));

  router.get('/producers', can('producers', 'list'), async (req, res) => {
    const { principal, scope } = callerOf(req);
    const q = producerQuerySchema.parse(fromQueryParams(req.query as never));
    res.json(await producers.list(principal, scope, q));
  });
  router.post('/producers', can('producers', 'edit'), async (req, res) => {
    const { principal, scope } = callerOf(req);
    const input = saveProducerSchema.parse(req.body ?? {});
    const { created, ...saved } = await producers.save(principal, scope, input);
    const body: SavedProducer = {
      ...saved,
      message: localeDetail(created ? 'messages.invitationSent' : 'messages.saved'),
    };
    res.json(body);
  });
  router.get(
    '/producers/get-actived-producers',
    can('producers', 'listActive'),
    async (req, res) => {
      const { principal } = callerOf(req);
      res.json(await producers.active(principal));
    },
  );
  router.get('/producers/:id', can('producers', 'show'), async (req, res) => {
    const { principal, scope } = callerOf(req);
    res.json(await producers.get(principal, scope, idParam(req, 'id')));
  });
}
