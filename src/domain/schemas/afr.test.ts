import { describe, expect, it } from 'vitest';
import { MONTHS } from '../enums';
import { V } from '../rules';
import {
  accountReceivableRequestSchema,
  afrRateEntrySchema,
  participantReceivableRequestSchema,
} from './afr';

const rates = (rate: unknown) => Object.fromEntries(MONTHS.map((m) => [m, rate]));
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('AFR rate entry schema', () => {
  it('keeps each rate as exact decimal text, from numbers or strings', () => {
    const parsed = afrRateEntrySchema.parse({
      year: '2027',
      rates: { ...rates(4), feb: ' 4.1250 ', mar: 0, apr: '100' },
    });
    expect(parsed.year).toBe(2027);
    expect(parsed.rates).toMatchObject({ jan: '4', feb: '4.1250', mar: '0', apr: '100' });
  });

  it('answers each wrong month with its own message', () => {
    const result = afrRateEntrySchema.safeParse({
      year: 2027,
      rates: {
        ...rates('4'),
        jan: '',
        feb: '4,5',
        mar: '-0.5',
        apr: 100.01,
        may: '1.23456',
        jun: 'x'.repeat(100_000),
      },
    });
    expect(issues(result)).toEqual([
      ['rates.jan', V.required],
      ['rates.feb', V.numeric],
      ['rates.mar', V.afrRateRange],
      ['rates.apr', V.afrRateRange],
      ['rates.may', V.numeric],
      ['rates.jun', V.numeric],
    ]);
  });

  it('takes years from 1900 to 2200 only', () => {
    expect(issues(afrRateEntrySchema.safeParse({ year: 2201, rates: rates(1) }))).toEqual([
      ['year', V.afrYear],
    ]);
    expect(issues(afrRateEntrySchema.safeParse({ year: 1999.5, rates: rates(1) }))).toEqual([
      ['year', V.afrYear],
    ]);
    expect(issues(afrRateEntrySchema.safeParse({ rates: rates(1) }))).toEqual([
      ['year', V.required],
    ]);
  });
});

describe('receivable requests', () => {
  it('takes the division as an id or as an object, and a period whose end is not before its start', () => {
    expect(
      accountReceivableRequestSchema.parse({
        division: { id: 3, name: 'x' },
        startDate: '2025-01-01',
        endDate: '2025-01-01',
      }).division,
    ).toBe(3);
    expect(
      issues(
        accountReceivableRequestSchema.safeParse({
          division: 3,
          startDate: '2025-01-02',
          endDate: '2025-01-01',
        }),
      ),
    ).toEqual([['endDate', V.endBeforeStart]]);
    expect(
      issues(
        accountReceivableRequestSchema.safeParse({
          division: 3,
          startDate: '2025-13-01',
          endDate: '9999-01-01',
        }),
      ),
    ).toEqual([
      ['startDate', V.dateFormat],
      ['endDate', V.dateFormat],
    ]);
  });

  it('needs a participant id and a year', () => {
    expect(
      issues(participantReceivableRequestSchema.safeParse({ participantId: 0, year: 2025 })),
    ).toEqual([['participantId', V.invalid]]);
    expect(participantReceivableRequestSchema.parse({ participantId: 4, year: 2025 })).toEqual({
      participantId: 4,
      year: 2025,
    });
  });
});
