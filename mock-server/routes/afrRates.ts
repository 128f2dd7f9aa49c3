// AFR rate calls of spec 7: the yearly tables and the rate entry (Admin); rules in AfrRateService.
// The receivables reports share the /afr-rate path prefix and live in receivables.ts.
import { afrRateEntrySchema, afrYearSchema } from '../../src/domain/schemas/afr';
import { callerOf, type AppContext } from '../http/context';
import { savedAnswer } from '../http/answers';
import { can, type ApiRouter, bodyOf, paramsOf, answer } from '../http/routes';
import { AfrRateService } from '../services/afrRates';

const entryParams = { year: afrYearSchema.describe('The year of the rate table.') };

export function afrRatesRouter(router: ApiRouter, ctx: AppContext) {
  const afr = new AfrRateService(ctx.db);

  router.get(
    '/afr-rate',
    can('afr-rates', 'list'),
    {
      summary: 'Every year that has an AFR table.',
      response: 'afr.AfrRateTables',
      cacheable: true,
    },
    answer(({ principal }) => afr.tables(principal)),
  );
  router.get(
    '/afr-rate/entry/:year',
    can('afr-rates', 'show'),
    {
      summary: 'A year’s twelve monthly AFR rates (rates null for a year without a table).',
      params: entryParams,
      badParam: 'No AFR table can exist for that year.',
      response: 'afr.AfrRateEntry',
      cacheable: true,
      example: { path: { year: '2025' } },
    },
    answer(({ principal }, _req, res) => afr.entry(principal, paramsOf(res, entryParams).year)),
  );
  router.post(
    '/afr-rate',
    can('afr-rates', 'edit'),
    {
      summary: 'Saves a year’s twelve monthly rates together.',
      body: afrRateEntrySchema,
      response: 'common.SavedResult',
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const input = bodyOf(res, afrRateEntrySchema);
      res.json(savedAnswer(await afr.save(principal, input)));
    },
  );
}
