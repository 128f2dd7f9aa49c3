// The AFR table of the receivables engine (DESIGN 5.5): one rate per month, in percent per year,
// read exactly and checked once for a whole report.
import { MONTHS, type Month } from '../../../src/domain/enums';
import { DECIMAL, MissingRateError, ReceivableInputError, yearOf, type MonthIndex } from './exact';

/** One year of the AFR table, as the database row holds it (percent per year). */
export type AfrRow = { readonly year: number } & {
  readonly [M in Month]?: string | null;
};

/** An AFR rate in percent per year, exactly: num / den with den a power of ten. */
export interface Rate {
  text: string;
  num: bigint;
  den: bigint;
}

function parseRate(text: string, year: number, month: number): Rate {
  const match = typeof text === 'string' ? DECIMAL.exec(text) : null;
  if (!match) {
    throw new ReceivableInputError(
      `AFR rate of ${year}-${String(month).padStart(2, '0')} is not a decimal: ${JSON.stringify(text)}`,
    );
  }
  const [, sign, whole, frac = ''] = match;
  const magnitude = BigInt(whole! + frac);
  return { text, num: sign ? -magnitude : magnitude, den: 10n ** BigInt(frac.length) };
}

export const rateBelow = (a: Rate, b: Rate) => a.num * b.den < b.num * a.den;

/** The AFR table, checked and parsed once, shared by every participant of a report. */
export class RateTable {
  private readonly months = new Map<MonthIndex, Rate>();

  constructor(rows: readonly AfrRow[]) {
    const years = new Set<number>();
    for (const row of rows) {
      if (!Number.isInteger(row.year) || row.year < 1) {
        throw new ReceivableInputError(`AFR table: not a year: ${JSON.stringify(row.year)}`);
      }
      if (years.has(row.year)) {
        throw new ReceivableInputError(`AFR table: year ${row.year} appears twice`);
      }
      years.add(row.year);
      MONTHS.forEach((name, i) => {
        const text = row[name];
        if (text !== null && text !== undefined) {
          this.months.set(row.year * 12 + i, parseRate(text, row.year, i + 1));
        }
      });
    }
  }

  /** @internal The rate of a month, or MissingRateError. */
  rate(mi: MonthIndex): Rate {
    const rate = this.months.get(mi);
    if (!rate) throw new MissingRateError(yearOf(mi), (mi % 12) + 1);
    return rate;
  }
}
