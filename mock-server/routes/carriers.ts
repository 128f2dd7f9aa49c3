// Carrier, investment-option and product calls of spec 7, and the audited reveal of a carrier's
// bank account (an addition to spec 7); rules in CarrierService.
import type { SavedResult } from '../../src/domain/api/common';
import {
  carrierQuerySchema,
  investmentQuerySchema,
  productQuerySchema,
} from '../../src/domain/listQuery';
import {
  detailIdQuerySchema,
  saveCarrierSchema,
  saveInvestmentSchema,
  saveProductSchema,
} from '../../src/domain/schemas/carrier';
import { callerOf, idParam, type AppContext } from '../http/context';
import { localeDetail } from '../http/problem';
import { can, type ApiRouter, queryOf, bodyOf } from '../http/routes';
import { CarrierItemService } from '../services/carrierItems';
import { CarrierService } from '../services/carriers';

/** The answer of a save: the record's id and the 'saved' message. */
const saved = ({ id }: { id: number }): SavedResult => ({
  id,
  message: localeDetail('messages.saved'),
});

export function carriersRouter(router: ApiRouter, ctx: AppContext) {
  const carriers = new CarrierService(ctx.db, ctx.clock);
  const items = new CarrierItemService(ctx.db);

  router.get(
    '/carriers',
    can('carriers', 'list'),
    {
      summary: 'The carriers, searched, filtered, sorted and paged.',
      query: carrierQuerySchema,
      response: 'Page<carriers.CarrierRow>',
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const q = queryOf(res, carrierQuerySchema);
      res.json(await carriers.list(principal, q));
    },
  );
  router.post(
    '/carriers/save-carrier',
    can('carriers', 'edit'),
    {
      summary: 'Creates or updates a carrier with its contacts, investment options and products.',
      description:
        'Options or products left out are removed; removing ones that policies use answers 409 unless `confirmRemovals` is true.',
      body: saveCarrierSchema,
      response: 'common.SavedResult',
      errors: [409],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const input = bodyOf(res, saveCarrierSchema);
      const { id } = await carriers.save(principal, input);
      const body: SavedResult = { id, message: localeDetail('messages.saved') };
      res.json(body);
    },
  );
  router.get(
    '/carriers/carrier-documents/:clientId',
    can('documents', 'list'),
    {
      summary: 'The documents of the carriers a participant holds policies with.',
      response: 'carriers.CarrierDocument[]',
      cacheable: true,
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      res.json(await carriers.carrierDocuments(principal, scope, idParam(req, 'clientId')));
    },
  );
  router.get(
    '/carriers/:carrierId/bank-account',
    can('carriers.bankAccount', 'show'),
    {
      summary: 'A carrier’s full bank account number (audited).',
      response: 'carriers.CarrierBankAccount',
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      res.json(await carriers.revealBankAccount(principal, idParam(req, 'carrierId')));
    },
  );
  router.get(
    '/carriers/:carrierId',
    can('carriers', 'show'),
    {
      summary: 'A carrier with its contacts, investment options and products.',
      response: 'carriers.CarrierDetail',
      cacheable: true,
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      res.json(await carriers.detail(principal, idParam(req, 'carrierId')));
    },
  );

  router.get(
    '/investments',
    can('investments', 'list'),
    {
      summary: 'Every carrier’s investment options, searched, filtered, sorted and paged.',
      description:
        'SearchText matches the option’s or its carrier’s name; Ids[] and CarrierIds[] narrow the list. A row is the option detail without its allocations.',
      query: investmentQuerySchema,
      response: 'Page<carriers.InvestmentListRow>',
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const q = queryOf(res, investmentQuerySchema);
      res.json(await items.listInvestments(principal, q));
    },
  );
  router.post(
    '/investments/save-investment',
    can('investments', 'edit'),
    {
      summary: 'Creates (no id) or updates one investment option of a carrier.',
      description:
        'Creating needs the investments create permission. The name is unique within the carrier; an option keeps its carrier.',
      body: saveInvestmentSchema,
      response: 'common.SavedResult',
      errors: [404],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const input = bodyOf(res, saveInvestmentSchema);
      res.json(saved(await items.saveInvestment(principal, input)));
    },
  );
  router.get(
    '/investments/get-investment-detail',
    can('investments', 'show'),
    {
      summary: 'An investment option with its allocations.',
      query: detailIdQuerySchema,
      response: 'carriers.InvestmentDetail',
      cacheable: true,
      errors: [404],
      example: { query: 'id=1' },
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const { id } = queryOf(res, detailIdQuerySchema);
      res.json(await carriers.investmentDetail(principal, id));
    },
  );
  router.get(
    '/investments/:carrierId',
    can('investments', 'list'),
    {
      summary: 'A carrier’s investment options.',
      response: 'carriers.InvestmentRow[]',
      cacheable: true,
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      res.json(await carriers.investmentsOf(principal, idParam(req, 'carrierId')));
    },
  );

  router.get(
    '/products',
    can('products', 'list'),
    {
      summary: 'Every carrier’s products, searched, filtered, sorted and paged.',
      description:
        'SearchText matches the product’s or its carrier’s name; Ids[] and CarrierIds[] narrow the list. A row has the shape of the product detail.',
      query: productQuerySchema,
      response: 'Page<carriers.ProductListRow>',
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const q = queryOf(res, productQuerySchema);
      res.json(await items.listProducts(principal, q));
    },
  );
  router.post(
    '/products/save-product',
    can('products', 'edit'),
    {
      summary: 'Creates (no id) or updates one product of a carrier.',
      description:
        'Creating needs the products create permission. The name is unique within the carrier; a product keeps its carrier.',
      body: saveProductSchema,
      response: 'common.SavedResult',
      errors: [404],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const input = bodyOf(res, saveProductSchema);
      res.json(saved(await items.saveProduct(principal, input)));
    },
  );
  router.get(
    '/products/get-product-detail',
    can('products', 'show'),
    {
      summary: 'A product.',
      query: detailIdQuerySchema,
      response: 'carriers.ProductDetail',
      cacheable: true,
      errors: [404],
      example: { query: 'id=1' },
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const { id } = queryOf(res, detailIdQuerySchema);
      res.json(await carriers.productDetail(principal, id));
    },
  );
  router.get(
    '/products/:carrierId',
    can('products', 'list'),
    { summary: 'A carrier’s products.', response: 'carriers.ProductRow[]', cacheable: true },
    async (req, res) => {
      const { principal } = callerOf(req);
      res.json(await carriers.productsOf(principal, idParam(req, 'carrierId')));
    },
  );
}
