// The query of a History view and of its CSV: a page, a date range (days, inclusive), the person
// who made the change and the field it changed.
import { z } from 'zod';
import { V } from '../validation';
import { dayField, idField } from './common';

const numberText = (schema: z.ZodType) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), schema);

export const historyQuerySchema = z.object({
  pageSize: z.coerce.number({ error: V.invalid }).int().min(1).max(1000).default(25),
  pageNumber: z.coerce.number({ error: V.invalid }).int().min(1).max(100000).default(1),
  from: dayField(),
  to: dayField(),
  actorId: numberText(idField()).optional(),
  field: z.string({ error: V.invalid }).max(100, V.invalid).optional(),
  lang: z.enum(['en', 'vi'], { error: V.invalid }).optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
