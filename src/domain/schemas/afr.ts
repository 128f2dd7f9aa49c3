// Request schemas of the AFR calls (spec 3 and 7): the rate entry an Admin saves, and the
// receivable reports' requests. One definition for the forms and the API.
import { z } from 'zod';
import { MONTHS } from '../enums';
import { V } from '../rules';
import { idRef, idSchema, orRequired, requiredDay } from './common';

/** The years an AFR table may have (the database's bounds). */
export const AFR_YEARS = { min: 1900, max: 2200 } as const;

/** A year of the AFR table or of a report: a whole number from 1900 to 2200. */
export const afrYearSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: orRequired(V.afrYear) })
    .int(V.afrYear)
    .min(AFR_YEARS.min, V.afrYear)
    .max(AFR_YEARS.max, V.afrYear),
);

const RATE = /^\d+(\.\d+)?$/;

/**
 * One monthly rate in percent per year: required, numeric ('Please enter a numeric value.'),
 * from 0 to 100, at most four decimals (what the table stores). Kept as exact decimal text.
 */
export const afrRateField = () =>
  z.preprocess(
    (v) => {
      if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NaN';
      if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
      // A cleared input (the form's empty value) is a missing rate: 'This is a required field.'
      return v === null ? undefined : v;
    },
    z
      .string({ error: orRequired(V.numeric) })
      // Bounded before any pattern runs: no rate needs more than a few characters.
      .max(24, { error: V.numeric, abort: true })
      .refine((t) => /^-?\d+(\.\d+)?$/.test(t), { error: V.numeric, abort: true })
      .refine((t) => RATE.test(t) && Number(t) <= 100, { error: V.afrRateRange, abort: true })
      .refine((t) => (t.split('.')[1] ?? '').length <= 4, V.numeric),
  );

export const afrRatesSchema = z.object(
  Object.fromEntries(MONTHS.map((m) => [m, afrRateField()])) as Record<
    (typeof MONTHS)[number],
    ReturnType<typeof afrRateField>
  >,
  { error: orRequired(V.invalid) },
);

/** POST /api/afr-rate: a year's twelve monthly rates, saved together (the id is not needed). */
export const afrRateEntrySchema = z.object({
  id: z.unknown().optional(),
  year: afrYearSchema,
  rates: afrRatesSchema,
});
export type AfrRateEntryInput = z.infer<typeof afrRateEntrySchema>;

const rangeRefinement = (v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (v.endDate < v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: V.endBeforeStart });
  }
};

/** A report's period: both days required, real dates, end not before start. */
export const receivablePeriodSchema = z
  .object({ startDate: requiredDay(), endDate: requiredDay() })
  .superRefine(rangeRefinement);

/** The language a downloaded file is written in. */
const langField = z.enum(['en', 'vi'], { error: V.invalid }).optional();

/** POST /api/afr-rate/account-receivable (and the downloads, with the reader's language). */
export const accountReceivableRequestSchema = z
  .object({
    division: idRef(),
    startDate: requiredDay(),
    endDate: requiredDay(),
    lang: langField,
  })
  .superRefine(rangeRefinement);
export type AccountReceivableRequest = z.infer<typeof accountReceivableRequestSchema>;

/** POST /api/afr-rate/participant-receivable. */
export const participantReceivableRequestSchema = z.object({
  participantId: idSchema,
  year: afrYearSchema,
});
export type ParticipantReceivableRequest = z.infer<typeof participantReceivableRequestSchema>;
