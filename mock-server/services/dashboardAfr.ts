// The AFR months an Admin still has to enter: of the current and the previous year, the months
// without a rate (the accounts-receivable reports refuse a period that needs one).
import { inArray } from 'drizzle-orm';
import type { WorkItem } from '../../src/domain/api/dashboard';
import { MONTHS } from '../../src/domain/enums';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';

export async function afrGaps(db: AppDb, today: string): Promise<WorkItem[]> {
  const year = Number(today.slice(0, 4));
  const years = [year, year - 1];
  const tables = await db.select().from(s.afrRates).where(inArray(s.afrRates.year, years));
  return years.map((y) => {
    const table = tables.find((t) => t.year === y);
    const missing = MONTHS.filter((m) => table?.[m] === undefined || table[m] === null);
    return { key: 'afrMissingMonths', count: missing.length, year: y };
  });
}
