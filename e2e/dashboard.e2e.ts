// The dashboard as each staff role's work queue: every number is a link that lands on the list
// of exactly those records, in English and Vietnamese; the number equals that list's total, for
// the Admin, the Producer and the Employer Admin; an Employer Admin's division receivable is the
// report's end balance; a latest change opens its record. Screenshots at 1440×900 and 390×844
// in both languages, and axe on the dashboard of each role.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { DEMO_PASSWORD, thisServer } from './portal';
import {
  DESKTOP,
  PHONE,
  ROLES,
  chooseLanguage,
  seriousViolations,
  settle,
  signedInAt,
  type RoleName,
} from './screens';

const STAFF: RoleName[] = ['admin', 'producer', 'employerAdmin'];

/** The last whole number of a text ('1-25 of 80', '1-25 trên 80'). */
const lastNumber = (text: string) => Number(/(\d[\d,.]*)\D*$/.exec(text)?.[1]?.replace(/\D/g, ''));

/** How many records the screen the page landed on shows in all. */
async function listedTotal(page: Page): Promise<number> {
  const { pathname, searchParams } = new URL(page.url());
  const main = page.locator('#main-content');
  if (pathname === '/users' || pathname === '/documents') {
    const range = main.locator('.MuiTablePagination-displayedRows');
    if ((await range.count()) === 0) {
      expect(await main.locator('tbody .RaDataTable-row').count()).toBe(0);
      return 0;
    }
    return lastNumber(await range.innerText());
  }
  if (pathname === '/policy-health') return main.locator('tbody tr').count();
  if (pathname === '/afr-entry') {
    const inputs = main.locator('[role=group] input');
    let empty = 0;
    for (const input of await inputs.all()) if ((await input.inputValue()) === '') empty++;
    return empty;
  }
  if (pathname === '/import-files') {
    if (searchParams.get('status') === 'failed') {
      return main.locator('[data-testid=failed-imports] tbody tr').count();
    }
    return main.locator('tbody .RaDataTable-row').count();
  }
  throw new Error(`no list at ${pathname}`);
}

async function apiToken(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * Work for the Admin's queue, of this file's own: a plan document uploaded today, a carrier file
 * that fails, and one that imports and waits to be published (a value from 1990, older than any
 * the policy has, so that no figure moves).
 */
async function makeWork(baseUrl: string, documentName: string) {
  const token = await apiToken(baseUrl, ROLES.admin);
  const pdf = fs.readFileSync(
    path.resolve(
      import.meta.dirname,
      '..',
      'fixtures',
      'documents',
      'd0002-summary-plan-description.pdf',
    ),
  );
  const doc = new FormData();
  doc.set('DocumentType', 'PlanDocument');
  doc.set('DivisionId', '1');
  doc.set('File', new Blob([new Uint8Array(pdf)]), documentName);
  const broken = new FormData();
  const brokenName = `broken-${Date.now()}.csv`;
  broken.set('CarrierId', '1');
  broken.set('File', new Blob(['Insured,Policy Number\nNobody,NOPE-1\n']), brokenName);
  const values = new FormData();
  const valuesName = `dashboard-values-${Date.now()}.csv`;
  values.set('CarrierId', '1');
  values.set(
    'File',
    new Blob([
      'Insured,Policy Number,Valuation Date,Accumulated Value,Loan Balance,Total Death Benefit\n' +
        'Carolyn Chavez,SML-102715,06/15/1990,"1,000.00",0.00,"100,000.00"\n',
    ]),
    valuesName,
  );
  for (const [url, body] of [
    ['/api/documents', doc],
    ['/api/files', broken],
    ['/api/files', values],
  ] as const) {
    const res = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    expect(res.status, url).toBe(200);
  }
  // The imports run on the server after the upload: wait for both to have ended.
  const get = async <T>(url: string) =>
    (await (
      await fetch(`${baseUrl}/api${url}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const today = new Date().toISOString().slice(0, 10);
  const processed = async () =>
    (
      await get<{ files: { fileName: string }[] }>('/files/get-file-info?FileStatus=UnPublished')
    ).files.some((f) => f.fileName === valuesName) &&
    (await get<{ fileName: string }[]>(`/files/failed-imports?Since=${today}`)).some(
      (f) => f.fileName === brokenName,
    );
  const deadline = Date.now() + 60_000;
  while (!(await processed())) {
    if (Date.now() > deadline) throw new Error('the uploaded carrier files were not processed');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function openDashboard(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/`);
  await page.locator('[data-testid^=work-]').first().waitFor();
  await settle(page);
}

/** Each work card: its test id, number and link. */
async function workCards(page: Page) {
  const cards = page.locator('[data-testid^=work-]');
  const found: { id: string; count: number; href: string }[] = [];
  for (const card of await cards.all()) {
    found.push({
      id: (await card.getAttribute('data-testid'))!,
      count: lastNumber(await card.locator('p').first().innerText()),
      href: (await card.getAttribute('href'))!,
    });
  }
  return found;
}

describe('dashboard', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  const baseUrl = thisServer().baseUrl;
  const documentName = `Plan notice ${Date.now()}.pdf`;

  beforeAll(async () => {
    browser = await launchBrowser();
    await makeWork(baseUrl, documentName);
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** A fresh context at a viewport, signed in as the role. */
  async function signedIn(role: RoleName, viewport: typeof DESKTOP): Promise<Page> {
    const opened = await signedInAt(browser, viewport, role, { bypassCSP: true });
    context = opened.context;
    return opened.page;
  }

  for (const role of STAFF) {
    it(`${role}: each number opens the list of exactly those records, in English and Vietnamese`, async () => {
      const page = await signedIn(role, DESKTOP);
      for (const lng of ['en', 'vi'] as const) {
        if (lng === 'vi') await chooseLanguage(page, 'vi');
        await openDashboard(page, baseUrl);
        const cards = await workCards(page);
        expect(cards.length).toBeGreaterThan(2);
        // No count of carriers (or anything else) a producer or employer admin cannot open.
        if (role !== 'admin') {
          expect(await page.locator('#main-content').innerText()).not.toMatch(
            /carrier|công ty bảo hiểm/i,
          );
        }
        for (const card of cards) {
          await openDashboard(page, baseUrl);
          await page.getByTestId(card.id).click();
          const target = new URL(card.href, baseUrl);
          await page.waitForURL((url) => url.pathname === target.pathname);
          expect(new URL(page.url()).search).toBe(target.search);
          await settle(page);
          // The list may still be loading its page: its total must come to the card's number.
          await expect
            .poll(() => listedTotal(page), { message: `${card.id} (${lng})`, timeout: 15_000 })
            .toBe(card.count);
        }
      }
    }, 300_000);
  }

  it('admin: counts what was uploaded today, and a latest change opens its record', async () => {
    const page = await signedIn('admin', DESKTOP);
    await openDashboard(page, baseUrl);
    const cards = Object.fromEntries((await workCards(page)).map((c) => [c.id, c.count]));
    expect(cards['work-recentDocuments']).toBeGreaterThanOrEqual(1);
    expect(cards['work-failedImports']).toBeGreaterThanOrEqual(1);
    expect(cards['work-unpublishedFiles']).toBeGreaterThanOrEqual(1);
    // The upload is among the latest changes: who, what, and a link to the document's page.
    const changes = page.getByRole('table', { name: 'Latest changes' });
    const row = changes.locator('tr', { hasText: documentName });
    expect(await row.innerText()).toContain('Avery Collins');
    expect(await row.innerText()).toContain('Created');
    await row.getByRole('link', { name: documentName }).click();
    await page.waitForURL(/\/documents\/\d+\/show$/);
    await page.locator('#main-content').getByText(documentName).first().waitFor();
  });

  it('employer admin: a division’s receivable opens its report, whose end balance it is', async () => {
    const page = await signedIn('employerAdmin', DESKTOP);
    await openDashboard(page, baseUrl);
    const cards = page.locator('[data-testid^=receivable-]');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < (await cards.count()); i++) {
      await openDashboard(page, baseUrl);
      const card = page.locator('[data-testid^=receivable-]').nth(i);
      const amount = await card.locator('p').first().innerText();
      expect(amount).toMatch(/^\$[\d,]+\.\d\d$/);
      await card.click();
      await page.waitForURL(/\/account-receivable\?/);
      const total = page.getByTestId('ar-total');
      await total.waitFor();
      expect(await total.locator('td').last().innerText()).toBe(amount);
    }
  });

  for (const role of STAFF) {
    it(`${role}: screenshots on desktop and phone in both languages, and no serious axe finding`, async () => {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await signedIn(role, viewport);
        for (const lng of ['en', 'vi'] as const) {
          if (lng === 'vi') await chooseLanguage(page, 'vi');
          await openDashboard(page, baseUrl);
          const size = viewport === PHONE ? 'phone' : 'desktop';
          await screenshot(page, `dashboard-${role}-${size}-${lng}`);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width).toBeLessThanOrEqual(viewport.width);
          expect(await seriousViolations(page)).toEqual([]);
        }
        await context?.close();
        context = undefined;
      }
    }, 180_000);
  }
});
