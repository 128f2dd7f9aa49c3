// Request shapes of the statement calls: the period ("time") of the history lists, their filters,
// and the statement's year and as-of date. One definition for the pages and the server.
import { z } from 'zod';
import { CONTRIBUTION_TYPES, type TransactionType } from '../enums';
import { listQuerySchema, queryIds } from '../listQuery';
import { V } from '../rules';
import { idSchema, requiredDay, today, type DayBounds } from './common';

/**
 * The periods of the history lists: everything, this year so far, the last twelve months, or a
 * calendar year (four digits).
 */
export const NAMED_PERIODS = ['all', 'ytd', 'last12'] as const;
export type Period = (typeof NAMED_PERIODS)[number] | `${number}`;

export const periodSchema = z
  .string({ error: V.required })
  .max(6, V.invalid)
  .refine(
    (v) => (NAMED_PERIODS as readonly string[]).includes(v) || /^(19|20|21)\d{2}$/.test(v),
    V.invalid,
  );

/** The first and last day of a period, as of a day (both YYYY-MM-DD, inclusive). */
export function periodRange(period: string, asOf: string): { from: string; to: string } {
  const year = Number(asOf.slice(0, 4));
  if (period === 'all') return { from: '1900-01-01', to: asOf };
  if (period === 'ytd') return { from: `${year}-01-01`, to: asOf };
  if (period === 'last12') {
    const d = new Date(`${asOf}T00:00:00Z`);
    d.setUTCFullYear(d.getUTCFullYear() - 1);
    d.setUTCDate(d.getUTCDate() + 1);
    return { from: d.toISOString().slice(0, 10), to: asOf };
  }
  return { from: `${period}-01-01`, to: `${period}-12-31` < asOf ? `${period}-12-31` : asOf };
}

const contributionTypeSchema = z.enum(
  CONTRIBUTION_TYPES as [TransactionType, ...TransactionType[]],
  {
    error: V.invalid,
  },
);

/** Filters shared by the lists and their CSVs; spec 7 names the policies policiesId or policyIds. */
const historyFilters = {
  time: periodSchema,
  policiesId: queryIds().optional(),
  policyIds: queryIds().optional(),
  /** Staff name the participant's user; an Employee's own is the default. */
  userId: z
    .preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), idSchema)
    .optional(),
};

export const planHistoryFilterSchema = z.object({
  ...historyFilters,
  contributionType: contributionTypeSchema.optional(),
});
export type PlanHistoryFilter = z.infer<typeof planHistoryFilterSchema>;
export const planHistoryQuerySchema = listQuerySchema.extend(planHistoryFilterSchema.shape);
export type PlanHistoryQuery = z.infer<typeof planHistoryQuerySchema>;

export const accumulatedHistoryFilterSchema = z.object(historyFilters);
export type AccumulatedHistoryFilter = z.infer<typeof accumulatedHistoryFilterSchema>;
export const accumulatedHistoryQuerySchema = listQuerySchema.extend(
  accumulatedHistoryFilterSchema.shape,
);
export type AccumulatedHistoryQuery = z.infer<typeof accumulatedHistoryQuerySchema>;

const lang = z.enum(['en', 'vi'], { error: V.invalid }).optional();
export const planHistoryCsvSchema = planHistoryFilterSchema.extend({ lang });
export const accumulatedHistoryCsvSchema = accumulatedHistoryFilterSchema.extend({ lang });

/** An as-of date: any day from 1900 up to today. */
const AS_OF_DAYS: DayBounds = { min: '1900-01-01', max: today };

export const statementQuerySchema = z.object({
  year: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : v),
    z.number({ error: V.invalid }).int().min(1900, V.invalid).max(2200, V.invalid),
  ),
  asOf: requiredDay(AS_OF_DAYS).optional(),
  userId: z
    .preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), idSchema)
    .optional(),
  lang,
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const SORT_KEYS_HISTORY = {
  planHistory: ['date', 'policyNumber', 'carrierName', 'contributionType', 'amount'],
  accumulatedHistory: ['valuationDate', 'policyNumber', 'carrierName', 'accumulatedValue'],
} as const;
