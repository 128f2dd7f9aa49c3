// Product and investment-option calls of spec 7: the list over every carrier, the save, the
// detail and a carrier's own. Both kinds are declared by one function from the table below, so
// the two stay alike; rules in CarrierItemService and CarrierService.
import type { z } from 'zod';
import type { Principal } from '../services/access';
import { investmentQuerySchema, productQuerySchema } from '../../src/domain/listQuery';
import {
  detailIdQuerySchema,
  saveInvestmentSchema,
  saveProductSchema,
} from '../../src/domain/schemas/carrier';
import { savedAnswer } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import { can, type ApiRouter, queryOf } from '../http/routes';
import { CarrierItemService } from '../services/carrierItems';
import { CarrierService } from '../services/carriers';
import { recordRoutes } from './recordRoutes';

/** One kind of carrier item: its paths, the docs' words and the services' calls. */
interface ItemKind<Q extends z.ZodType, S extends z.ZodType> {
  resource: 'products' | 'investments';
  /** The word in the save and detail paths (`save-product`, `get-investment-detail`). */
  word: 'product' | 'investment';
  query: Q;
  save: S;
  docs: { list: string; listMore: string; save: string; saveMore: string; detail: string };
  types: { listRow: string; detail: string; row: string };
  list(principal: Principal, q: z.output<Q>): Promise<unknown>;
  saveOne(principal: Principal, input: z.output<S>): Promise<{ id: number }>;
  detail(principal: Principal, id: number): Promise<unknown>;
  ofCarrier(principal: Principal, carrierId: number): Promise<unknown>;
}

export function carrierItemsRouter(router: ApiRouter, ctx: AppContext) {
  const carriers = new CarrierService(ctx.db, ctx.clock);
  const items = new CarrierItemService(ctx.db);
  itemRoutes(router, {
    resource: 'investments',
    word: 'investment',
    query: investmentQuerySchema,
    save: saveInvestmentSchema,
    docs: {
      list: 'Every carrier’s investment options, searched, filtered, sorted and paged.',
      listMore:
        'SearchText matches the option’s or its carrier’s name; Ids[] and CarrierIds[] narrow the list. A row is the option detail without its allocations.',
      save: 'Creates (no id) or updates one investment option of a carrier.',
      saveMore:
        'Creating needs the investments create permission. The name is unique within the carrier; an option keeps its carrier.',
      detail: 'An investment option with its allocations.',
    },
    types: { listRow: 'InvestmentListRow', detail: 'InvestmentDetail', row: 'InvestmentRow' },
    list: (principal, q) => items.listInvestments(principal, q),
    saveOne: (principal, input) => items.saveInvestment(principal, input),
    detail: (principal, id) => carriers.investmentDetail(principal, id),
    ofCarrier: (principal, carrierId) => carriers.investmentsOf(principal, carrierId),
  });
  itemRoutes(router, {
    resource: 'products',
    word: 'product',
    query: productQuerySchema,
    save: saveProductSchema,
    docs: {
      list: 'Every carrier’s products, searched, filtered, sorted and paged.',
      listMore:
        'SearchText matches the product’s or its carrier’s name; Ids[] and CarrierIds[] narrow the list. A row has the shape of the product detail.',
      save: 'Creates (no id) or updates one product of a carrier.',
      saveMore:
        'Creating needs the products create permission. The name is unique within the carrier; a product keeps its carrier.',
      detail: 'A product.',
    },
    types: { listRow: 'ProductListRow', detail: 'ProductDetail', row: 'ProductRow' },
    list: (principal, q) => items.listProducts(principal, q),
    saveOne: (principal, input) => items.saveProduct(principal, input),
    detail: (principal, id) => carriers.productDetail(principal, id),
    ofCarrier: (principal, carrierId) => carriers.productsOf(principal, carrierId),
  });
}

function itemRoutes<Q extends z.ZodType, S extends z.ZodType>(
  router: ApiRouter,
  kind: ItemKind<Q, S>,
) {
  const { resource, word, docs, types } = kind;
  recordRoutes(router, {
    path: `/${resource}`,
    resource,
    list: {
      summary: docs.list,
      description: docs.listMore,
      query: kind.query,
      row: `carriers.${types.listRow}`,
      call: (principal, _scope, q) => kind.list(principal, q),
    },
    save: {
      path: `/${resource}/save-${word}`,
      summary: docs.save,
      description: docs.saveMore,
      body: kind.save,
      errors: [404],
      call: async (principal, _scope, input) => savedAnswer(await kind.saveOne(principal, input)),
    },
  });
  oneItemRoutes(router, kind);
}

/** An item's detail (by `id` in the query) and a carrier's items (by the carrier in the path). */
function oneItemRoutes<Q extends z.ZodType, S extends z.ZodType>(
  router: ApiRouter,
  { resource, word, docs, types, detail, ofCarrier }: ItemKind<Q, S>,
) {
  router.get(
    `/${resource}/get-${word}-detail`,
    can(resource, 'show'),
    {
      summary: docs.detail,
      query: detailIdQuerySchema,
      response: `carriers.${types.detail}`,
      cacheable: true,
      errors: [404],
      example: { query: 'id=1' },
    },
    async (req, res) => {
      const { id } = queryOf(res, detailIdQuerySchema);
      res.json(await detail(callerOf(req).principal, id));
    },
  );
  router.get(
    `/${resource}/:carrierId`,
    can(resource, 'list'),
    {
      summary: `A carrier’s ${resource === 'products' ? 'products' : 'investment options'}.`,
      response: `carriers.${types.row}[]`,
      cacheable: true,
    },
    async (req, res) => {
      res.json(await ofCarrier(callerOf(req).principal, idParam(req, 'carrierId')));
    },
  );
}
