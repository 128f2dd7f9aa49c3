// Carrier calls of spec 7 and the audited reveal of a carrier's bank account (an addition to spec
// 7); rules in CarrierService. A carrier's products and investment options: carrierItems.ts.
import { carrierQuerySchema } from '../../src/domain/listQuery';
import { saveCarrierSchema } from '../../src/domain/schemas/carrier';
import { idParam, type AppContext } from '../http/context';
import { savedAnswer } from '../http/answers';
import { can, type ApiRouter, answer } from '../http/routes';
import { CarrierService } from '../services/carriers';
import { recordRoutes } from './recordRoutes';

export function carriersRouter(router: ApiRouter, ctx: AppContext) {
  const carriers = new CarrierService(ctx.db, ctx.clock);
  recordRoutes(router, {
    path: '/carriers',
    resource: 'carriers',
    list: {
      summary: 'The carriers, searched, filtered, sorted and paged.',
      query: carrierQuerySchema,
      row: 'carriers.CarrierRow',
      call: (principal, _scope, q) => carriers.list(principal, q),
    },
    save: {
      path: '/carriers/save-carrier',
      summary: 'Creates or updates a carrier with its contacts, investment options and products.',
      description:
        'Options or products left out are removed; removing ones that policies use answers 409 unless `confirmRemovals` is true.',
      body: saveCarrierSchema,
      errors: [409],
      call: async (principal, _scope, input) => savedAnswer(await carriers.save(principal, input)),
    },
  });
  oneCarrierRoutes(router, carriers);
}

/** What belongs to one carrier: its participants' documents, its bank account, its detail. */
function oneCarrierRoutes(router: ApiRouter, carriers: CarrierService) {
  router.get(
    '/carriers/carrier-documents/:clientId',
    can('documents', 'list'),
    {
      summary: 'The documents of the carriers a participant holds policies with.',
      response: 'carriers.CarrierDocument[]',
      cacheable: true,
    },
    answer(({ principal, scope }, req) =>
      carriers.carrierDocuments(principal, scope, idParam(req, 'clientId')),
    ),
  );
  router.get(
    '/carriers/:carrierId/bank-account',
    can('carriers.bankAccount', 'show'),
    {
      summary: 'A carrier’s full bank account number (audited).',
      response: 'carriers.CarrierBankAccount',
    },
    answer(({ principal }, req) =>
      carriers.revealBankAccount(principal, idParam(req, 'carrierId')),
    ),
  );
  router.get(
    '/carriers/:carrierId',
    can('carriers', 'show'),
    {
      summary: 'A carrier with its contacts, investment options and products.',
      response: 'carriers.CarrierDetail',
      cacheable: true,
    },
    answer(({ principal }, req) => carriers.detail(principal, idParam(req, 'carrierId'))),
  );
}
