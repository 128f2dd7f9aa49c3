// Catalog loading follows spec 8: retried on a 5xx status or none, 350 ms first and doubling,
// never on a 4xx.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { i18nOptions, LANGUAGE_STORAGE_KEY, rememberLanguage } from './i18nProvider';

const catalog = { pages: { login: { continue: 'Continue' } } };

async function load(responses: (number | 'network')[]) {
  const calls: number[] = [];
  const started = Date.now();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!String(url).includes('/en/portal.json')) return new Response('{}', { status: 200 });
      calls.push(Date.now() - started);
      const next = responses.shift() ?? 200;
      if (next === 'network') throw new TypeError('Failed to fetch');
      return new Response(next === 200 ? JSON.stringify(catalog) : 'error', { status: next });
    }),
  );
  const instance = i18next.createInstance().use(HttpBackend);
  const options = i18nOptions();
  let settled = false;
  const initialised = instance
    .init({ ...options, lng: 'en', detection: undefined })
    .finally(() => (settled = true));
  // The retry waits pass on the fake clock; the fetch answers still get real event-loop turns.
  while (!settled) {
    await vi.advanceTimersByTimeAsync(50);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await initialised;
  return { instance, calls };
}

// Five retries wait 350 ms to 5.6 s apart: a fake clock measures them without the 11 s wait.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loading a translation catalog', () => {
  it('retries after 5xx answers and lost connections, waiting 350 ms and then twice as long', async () => {
    const { instance, calls } = await load([503, 'network', 500, 200]);
    await vi.waitFor(() => expect(instance.t('pages.login.continue')).toBe('Continue'), {
      timeout: 5000,
    });
    expect(calls).toHaveLength(4);
    const gaps = calls.slice(1).map((t, i) => t - calls[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(300);
    expect(gaps[1]).toBeGreaterThanOrEqual(650);
    expect(gaps[2]).toBeGreaterThanOrEqual(1300);
  }, 10_000);

  it('does not retry a 4xx answer', async () => {
    // init settles once loading has ended, retries included.
    const { calls } = await load([404]);
    expect(calls).toHaveLength(1);
  });

  it('gives up after five retries', async () => {
    const { calls } = await load([500, 500, 500, 500, 500, 500, 500, 500]);
    expect(calls).toHaveLength(6); // the first try and five retries (350 ms … 5.6 s apart)
  }, 30_000);
});

describe('the language a user picks', () => {
  it('is stored at once, before its catalogs arrive; an unknown one is not', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    rememberLanguage('vi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
    rememberLanguage('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });
});
