// The worker pool's own rules: a user's slots are claimed before any work, and a job's result
// crosses from the thread as the same computation gives here.
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { divisionRows, type DivisionRowsInput } from '../services/receivables/divisionRows';
import { HttpError } from './problem';
import { RenderPool, RenderThreads } from './renderPool';

const fakeResponse = () => {
  const headers: Record<string, string> = {};
  return {
    headers,
    res: { setHeader: (k: string, v: string) => void (headers[k] = v) } as unknown as Response,
  };
};

const year = (y: number, rate: string) => ({
  year: y,
  ...Object.fromEntries(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map(
      (m) => [m, rate],
    ),
  ),
});

const input = (rates = [year(2024, '4.5'), year(2025, '3.25')]): DivisionRowsInput => ({
  people: [
    { id: 1, name: 'Ann Able', clientUniqueId: 'A-1' },
    { id: 2, name: 'Bo Baker', clientUniqueId: 'B-2' },
  ],
  policies: [
    { id: 10, clientId: 1, status: 'Active', statusAppliedAsOf: null, exchangedPolicyForId: null },
    { id: 11, clientId: 2, status: 'Active', statusAppliedAsOf: null, exchangedPolicyForId: null },
  ],
  premiums: [
    { policyId: 10, list: '2024-01-15 1000.00,2024-07-15 250.50' },
    { policyId: 11, list: '2025-02-01 99.99' },
  ],
  rates,
  startDate: '2024-01-01',
  endDate: '2025-12-31',
});

describe('the worker pool', () => {
  const pool = new RenderPool({ perUser: 2 });

  it('refuses a user’s third job with 429 and Retry-After before running any of it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const { res, headers } = fakeResponse();
    const first = pool.withSlot(res, 7, () => held);
    const second = pool.withSlot(res, 7, () => held);
    let ran = false;
    const third = pool.withSlot(res, 7, async () => {
      ran = true;
    });
    await expect(third).rejects.toBeInstanceOf(HttpError);
    await expect(third).rejects.toMatchObject({ status: 429 });
    expect(ran).toBe(false);
    expect(headers['Retry-After']).toMatch(/^\d+$/);
    // Another user is not held up by this one's slots.
    await expect(pool.withSlot(res, 8, async () => 'other')).resolves.toBe('other');
    release();
    await Promise.all([first, second]);
    await expect(pool.withSlot(res, 7, async () => 'again')).resolves.toBe('again');
  });

  it('computes a receivables report’s rows on a thread as they compute here', async () => {
    const here = divisionRows(input());
    expect('receivables' in here && here.receivables).toHaveLength(2);
    await expect(pool.run({ kind: 'receivables-rows', input: input() })).resolves.toEqual(here);
  });

  it('brings back the AFR month a report lacks', async () => {
    await expect(
      pool.run({ kind: 'receivables-rows', input: input([year(2024, '4.5')]) }),
    ).resolves.toEqual({ missingRate: { year: 2025, month: 1 } });
  });

  it('replaces a thread a job left with a large heap, and keeps one a job left small', async () => {
    const recycling = new RenderPool({ keepHeapBytes: 0 });
    const here = divisionRows(input());
    for (let i = 0; i < 3; i++) {
      await expect(recycling.run({ kind: 'receivables-rows', input: input() })).resolves.toEqual(
        here,
      );
      expect(recycling.running).toBe(0);
    }
    const keeping = new RenderPool({ keepHeapBytes: 1024 * 1024 * 1024 });
    await keeping.run({ kind: 'receivables-rows', input: input() });
    await keeping.run({ kind: 'receivables-rows', input: input() });
    expect(keeping.running).toBe(1);
  });

  it('runs a job that outgrows a thread’s heap again on a thread without the limit', async () => {
    // 8 MB holds less than jsPDF with a table of 600 rows (about 15 KB a row).
    const small = new RenderPool({ heapMb: 8 });
    const row = (i: number) => ({
      participantId: i,
      participant: `Participant ${i}`,
      receivableAsStart: 1000 + i,
      cummulativePreniumPaidInPeriod: 200,
      interestAccuredInPeriod: 12.5,
      totalReceivableAccruedInPeriod: 212.5,
      repaidInPeriod: 0,
      receivableAsEnd: 1212.5 + i,
    });
    const report = {
      receivables: Array.from({ length: 600 }, (_, i) => row(i)),
      total: row(0),
      employerId: 1,
      employerName: 'Employer',
      divisionId: 1,
      divisionName: 'Division',
      startAt: '2025-01-01',
      endAt: '2025-12-31',
    };
    const pdf = await small.run({
      kind: 'receivables',
      report,
      lang: 'en',
      generatedAt: new Date(),
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // The thread without the limit stops once its job is done.
    expect(small.running).toBe(0);
    // A job that fits runs on a thread with the limit, as before.
    await expect(small.run({ kind: 'receivables-rows', input: input() })).resolves.toEqual(
      divisionRows(input()),
    );
  });

  it('lets pools share their threads, each pool keeping its own users’ slots', async () => {
    const threads = new RenderThreads({ threads: 1, keepHeapBytes: 1024 * 1024 * 1024 });
    const one = new RenderPool({ perUser: 1 }, threads);
    const other = new RenderPool({ perUser: 1 }, threads);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const { res } = fakeResponse();
    const busy = one.withSlot(res, 7, () => held);
    await expect(one.withSlot(res, 7, async () => 'again')).rejects.toMatchObject({ status: 429 });
    // The same user id on the other pool is another server's user: it has a slot of its own.
    const here = divisionRows(input());
    await expect(
      other.render(res, 7, { kind: 'receivables-rows', input: input() }),
    ).resolves.toEqual(here);
    await expect(one.run({ kind: 'receivables-rows', input: input() })).resolves.toEqual(here);
    // Both pools' jobs ran on the one thread they share.
    expect(threads.running).toBe(1);
    expect(one.running).toBe(1);
    expect(other.running).toBe(1);
    release();
    await busy;
  });
});
