// The published values of a participant's policies as a statement reads them (DESIGN 5.6): the
// latest value of a type on or before a day, and a monthly series of the spec's shape.
import type { AccountValueType } from '../../../src/domain/enums';
import { MONTHS } from '../../../src/domain/enums';
import { fromCents, toCents } from '../../../src/domain/money';
import type { MonthlySeries } from '../../../src/domain/api/statements';

export interface ValueRow {
  policyId: number;
  type: AccountValueType;
  value: string;
  date: string;
}

/** The value types a carrier's valuation writes (TotalContributionValue is a running sum). */
const VALUATION_TYPES: ReadonlySet<string> = new Set<AccountValueType>([
  'PlannedValue',
  'LoanBalance',
  'DeathBenefit',
]);

export const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

export const money = (cents: bigint) => Number(fromCents(cents));

export const centsOf = (row: { value: string } | undefined) => (row ? toCents(row.value) : 0n);

/** Latest value of each type per policy on or before a day, read from date-sorted rows. */
export class ValueIndex {
  private readonly byKey = new Map<string, ValueRow[]>();
  private readonly firstValuation = new Map<number, string>();

  constructor(values: readonly ValueRow[]) {
    const sorted = [...values].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (const v of sorted) {
      const key = `${v.policyId}:${v.type}`;
      let list = this.byKey.get(key);
      if (!list) this.byKey.set(key, (list = []));
      list.push(v);
      if (VALUATION_TYPES.has(v.type) && !this.firstValuation.has(v.policyId)) {
        this.firstValuation.set(v.policyId, v.date);
      }
    }
  }

  /** The date of a policy's first published valuation, or undefined before it has one. */
  firstValuationOf(policyId: number): string | undefined {
    return this.firstValuation.get(policyId);
  }

  latest(policyId: number, type: AccountValueType, day: string): ValueRow | undefined {
    const list = this.byKey.get(`${policyId}:${type}`);
    if (!list) return undefined;
    // Binary search for the last row dated on or before the day.
    let lo = 0;
    let hi = list.length - 1;
    let found: ValueRow | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.date <= day) {
        found = list[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** A policy's net value on a day: its latest accumulated value less its latest loan balance. */
  netCents(policyId: number, day: string): bigint {
    return (
      centsOf(this.latest(policyId, 'PlannedValue', day)) -
      centsOf(this.latest(policyId, 'LoanBalance', day))
    );
  }
}

/** Twelve months of amounts (null where a month has no value) in the spec's series shape. */
export function series(year: number, values: (bigint | null)[]): MonthlySeries {
  const entries = MONTHS.map((m, i) => [m, values[i] === null ? null : money(values[i]!)] as const);
  const segmentMonth = values.flatMap((v, i) => (v === null ? [] : [i + 1]));
  const last = segmentMonth.at(-1);
  return {
    ...(Object.fromEntries(entries) as Record<(typeof MONTHS)[number], number | null>),
    yearCalculate: year,
    monthLatest: last ?? null,
    yearLatest: last === undefined ? null : year,
    latestValue: last === undefined ? null : money(values[last - 1]!),
    isEmptyFirstMonth: values[0] === null,
    segmentMonth,
  };
}
