// A record's History, reached by clicking: a record opened from its list row, its History
// button, an edit, and the change shown field by field, old → new, with the field's label and its
// value formatted, in English and in Vietnamese, on a desktop and a phone; filters narrow it and
// axe finds no serious violation.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { DESKTOP, PHONE, chooseLanguage, seriousViolations, settle, signedInAt } from './screens';
import { thisServer } from './portal';

type Catalog = Record<string, never>;
const catalog = (lng: string): Catalog =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, `../public/locales/${lng}/portal.json`),
      'utf8',
    ),
  ) as Catalog;
/** A catalog's text at a dotted key. */
const text = (c: Catalog, key: string): string =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], c) as string;

/** Opens the first record of a list by clicking its row's link. */
async function openFirstRow(page: Page, baseUrl: string, list: string): Promise<string> {
  await page.goto(`${baseUrl}${list}`);
  await settle(page);
  await page.locator('#main-content .RaDataTable-row a').first().click();
  await page.waitForURL(/\/show$/);
  return new URL(page.url()).pathname;
}

/** Back on the record's page from its History (the breadcrumb), then its Edit button. */
async function clickEdit(page: Page, record: string) {
  await page.locator(`#main-content nav a[href="${record}"]`).click();
  await page.waitForURL((url) => url.pathname === record);
  const edit = record.replace(/\/show$/, '');
  await page.locator(`#main-content a[href="${edit}"]`).first().click();
  await page.waitForURL((url) => url.pathname === edit);
}

/** The table row of a change: its label, its value before and after. */
const changeRow = (page: Page, label: string) =>
  page.getByTestId('history-entries').getByRole('row').filter({ hasText: label }).first();

/** Shots of the History as it stands, desktop and phone, and axe's serious findings. */
async function lookAt(page: Page, name: string) {
  await settle(page);
  await screenshot(page, `${name}-desktop`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await settle(page);
  await screenshot(page, `${name}-phone`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

describe('history', () => {
  let browser: Browser;
  const baseUrl = thisServer().baseUrl;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows an Admin’s edit of a division field by field, filters it, in English', async () => {
    const { context, page } = await signedInAt(browser, DESKTOP, 'admin', { bypassCSP: true });
    const record = await openFirstRow(page, baseUrl, '/divisions');
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/history\/divisions\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /^History of / }).waitFor();
    await page.getByRole('link', { name: 'Divisions (plans)' }).waitFor();

    await clickEdit(page, record);
    const oldPlan = await page.getByLabel('Plan name').inputValue();
    const newPlan = `Plan ${Date.now()}`;
    await page.getByLabel('Plan name').fill(newPlan);
    await page.getByLabel('Matching contribution (%)').fill('4.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === record);
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/history\/divisions\/\d+$/);

    const plan = changeRow(page, 'Plan name');
    await plan.getByRole('cell', { name: newPlan }).waitFor();
    await plan.getByRole('cell', { name: oldPlan || '(empty)', exact: true }).waitFor();
    await changeRow(page, 'Matching contribution (%)')
      .getByRole('cell', { name: '4.5%' })
      .waitFor();
    await page
      .getByRole('heading', { level: 2, name: /^Changed · .* · Avery Collins$/ })
      .first()
      .waitFor();
    await lookAt(page, 'history-division-en');

    // The field filter keeps the changes of that field only.
    await page.getByLabel('Field').click();
    await page.getByRole('option', { name: 'Plan name' }).click();
    await settle(page);
    await expect.poll(() => changeRow(page, 'Matching contribution (%)').count()).toBe(0);
    await changeRow(page, 'Plan name').waitFor();
    // A day range before any change finds none.
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2000-01-01');
    await page.getByText('No change matches these filters.').waitFor();
    await context.close();
  }, 120_000);

  it('shows an edit of a carrier with Vietnamese labels', async () => {
    const vi = catalog('vi');
    const { context, page } = await signedInAt(browser, DESKTOP, 'admin', { bypassCSP: true });
    await chooseLanguage(page, 'vi');
    const record = await openFirstRow(page, baseUrl, '/carriers');
    const cityLabel = text(vi, 'resources.carriers.fields.city');
    await page.getByRole('link', { name: text(vi, 'history.open') }).click();
    await page.waitForURL(/\/history\/carriers\/\d+$/);
    await clickEdit(page, record);
    const city = page.getByLabel(cityLabel, { exact: true });
    const oldCity = await city.inputValue();
    const newCity = `Đà Nẵng ${Date.now() % 1000}`;
    await city.fill(newCity);
    await page.locator('#main-content button[type=submit]').first().click();
    await page.waitForURL((url) => url.pathname === record);
    await page.getByRole('link', { name: text(vi, 'history.open') }).click();
    await page.waitForURL(/\/history\/carriers\/\d+$/);

    const row = changeRow(page, cityLabel);
    await row.getByRole('cell', { name: newCity }).waitFor();
    await row
      .getByRole('cell', { name: oldCity || text(vi, 'history.blank'), exact: true })
      .waitFor();
    await page
      .getByRole('heading', {
        level: 2,
        name: new RegExp(`^${text(vi, 'history.actions.update')} · `),
      })
      // Other tests may have edited this carrier before; the newest change comes first.
      .first()
      .waitFor();
    await page
      .getByRole('columnheader', { name: text(vi, 'history.columns.before') })
      .first()
      .waitFor();
    await lookAt(page, 'history-carrier-vi');
    await context.close();
  }, 120_000);
});
