// The AFR table (spec 3 "Rate entry"): an Admin enters a year's twelve monthly rates at once.
// Reports read the table afresh on every call, so a corrected past year shows everywhere at once.
import { asc, eq, sql } from 'drizzle-orm';
import type { AfrRateEntry, AfrRateTables, MonthlyRates } from '../../src/domain/api/afr';
import { MONTHS } from '../../src/domain/enums';
import type { AfrRateEntryInput } from '../../src/domain/schemas/afr';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { requirePermission, type Principal } from './access';
import { auditDifference } from './audit';
import { afrSnapshot } from './snapshots';
import { RateTable } from './receivables/engine';

type AfrRow = typeof s.afrRates.$inferSelect;

const ratesOf = (row: AfrRow): MonthlyRates =>
  Object.fromEntries(MONTHS.map((m) => [m, Number(row[m])])) as MonthlyRates;

export class AfrRateService {
  constructor(private readonly db: AppDb) {}

  /** A year's table, or the year with no rates when none was entered. */
  async entry(principal: Principal, year: number): Promise<AfrRateEntry> {
    requirePermission(principal, 'afr-rates', 'show');
    const [row] = await this.db.select().from(s.afrRates).where(eq(s.afrRates.year, year));
    return row ? { id: row.id, year, rates: ratesOf(row) } : { id: null, year, rates: null };
  }

  /** Every year that has a table, for the chart of rates over the years. */
  async tables(principal: Principal): Promise<AfrRateTables> {
    requirePermission(principal, 'afr-rates', 'list');
    const rows = await this.db.select().from(s.afrRates).orderBy(asc(s.afrRates.year));
    return rows.map((row) => ({ id: row.id, year: row.year, rates: ratesOf(row) }));
  }

  /** Creates or replaces a year's twelve rates in one statement (one year, one row). */
  async save(principal: Principal, input: AfrRateEntryInput): Promise<{ id: number }> {
    requirePermission(principal, 'afr-rates', 'edit');
    const values = { year: input.year, ...input.rates };
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(s.afrRates).where(eq(s.afrRates.year, input.year));
      const was = before ? await afrSnapshot(tx, before.id) : null;
      const [saved] = await tx
        .insert(s.afrRates)
        .values(values)
        .onConflictDoUpdate({
          target: s.afrRates.year,
          set: { ...input.rates, updatedAt: sql`now()` },
        })
        .returning({ id: s.afrRates.id });
      const after = await afrSnapshot(tx, saved!.id);
      const action = before ? 'update' : 'create';
      await auditDifference(tx, principal, action, 'afr_rates', saved!.id, was, after);
      return { id: saved!.id };
    });
  }
}

/** The whole AFR table as the receivable engine reads it, exactly as stored. */
export async function loadRateTable(db: AppDb): Promise<RateTable> {
  const rows = await db.select().from(s.afrRates);
  return new RateTable(rows);
}
