// The seven generated resources as an Admin uses them, in English and Vietnamese: each list is
// reached by clicking (the menu, or the button on its parent's list), sorts by a column header,
// narrows with the search, exports its rows as CSV, and a click on a row opens that record.
// Screenshots of each list and record page, at desktop and phone sizes, for a person to look at.
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { DEMO_PASSWORD, thisServer } from './portal';
import { DESKTOP, PHONE, chooseLanguage, settle, signedInAt } from './screens';

type Lang = 'en' | 'vi';
type Label = Record<Lang, string>;

interface Journey {
  resource: string;
  /** How a person gets to the list: a menu entry, then (maybe) a button on that list. */
  menu: Label;
  button?: Label;
  /** A sortable column's header, the search text and the CSV's first header. */
  column: Label;
  search: string;
  firstHeader: Label;
  /** The page a row opens. */
  opens: RegExp;
  /** The list's export is the participants' CSV (users, organizations), tested on its own. */
  participantsExport?: true;
}

const JOURNEYS: Journey[] = [
  {
    resource: 'users',
    menu: { en: 'Users', vi: 'Người dùng' },
    column: { en: 'Email', vi: 'Email' },
    search: 'carter',
    firstHeader: { en: 'ID', vi: 'Mã' },
    opens: /\/users\/\d+$/,
    participantsExport: true,
  },
  {
    resource: 'organizations',
    menu: { en: 'Organizations', vi: 'Tổ chức' },
    column: { en: 'Active', vi: 'Đang hoạt động' },
    search: 'pine',
    firstHeader: { en: 'ID', vi: 'Mã' },
    opens: /\/organizations\/\d+\/show$/,
    participantsExport: true,
  },
  {
    resource: 'divisions',
    menu: { en: 'Organizations', vi: 'Tổ chức' },
    button: { en: 'Divisions (plans)', vi: 'Bộ phận (chương trình)' },
    column: { en: 'Organization', vi: 'Tổ chức' },
    search: 'a',
    firstHeader: { en: 'Division name', vi: 'Tên bộ phận' },
    opens: /\/divisions\/\d+\/show$/,
  },
  {
    resource: 'carriers',
    menu: { en: 'Carriers', vi: 'Công ty bảo hiểm' },
    column: { en: 'City', vi: 'Thành phố' },
    search: 'summit',
    firstHeader: { en: 'ID', vi: 'Mã' },
    opens: /\/carriers\/\d+\/show$/,
  },
  {
    resource: 'products',
    menu: { en: 'Carriers', vi: 'Công ty bảo hiểm' },
    button: { en: 'Products', vi: 'Sản phẩm' },
    column: { en: 'Carrier', vi: 'Công ty bảo hiểm' },
    search: 'summit',
    firstHeader: { en: 'Product name', vi: 'Tên sản phẩm' },
    opens: /\/products\/\d+\/show$/,
  },
  {
    resource: 'investments',
    menu: { en: 'Carriers', vi: 'Công ty bảo hiểm' },
    button: { en: 'Investment options', vi: 'Lựa chọn đầu tư' },
    column: { en: 'Rate (%)', vi: 'Lãi suất (%)' },
    search: 'account',
    firstHeader: { en: 'Investment name', vi: 'Tên khoản đầu tư' },
    opens: /\/investments\/\d+\/show$/,
  },
  {
    resource: 'documents',
    menu: { en: 'Users', vi: 'Người dùng' },
    button: { en: 'Documents', vi: 'Tài liệu' },
    column: { en: 'File name', vi: 'Tên tệp' },
    search: 'pdf',
    firstHeader: { en: 'File name', vi: 'Tên tệp' },
    opens: /\/documents\/\d+\/show$/,
  },
];

const main = (page: Page) => page.locator('#main-content');
const rows = (page: Page) => main(page).locator('tbody tr');
const total = async (page: Page) => {
  const text = (await page.locator('.MuiTablePagination-displayedRows').textContent()) ?? '';
  return Number(/(?:of|trên)\s*([\d.,]+)/.exec(text)?.[1]?.replace(/[.,]/g, '') ?? NaN);
};

describe('the generated resources', { timeout: 240_000 }, () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  const baseUrl = thisServer().baseUrl;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  const open = async (lang: Lang, viewport = DESKTOP) => {
    const opened = await signedInAt(browser, viewport, 'admin', { acceptDownloads: true });
    context = opened.context;
    const { page } = opened;
    if (lang === 'vi') await chooseLanguage(page, 'vi');
    return page;
  };

  /** From the home page to the list, the way a person goes. */
  const reach = async (page: Page, j: Journey, lang: Lang) => {
    await page.getByRole('menuitem', { name: j.menu[lang] }).click();
    if (j.button) {
      await page.getByRole('link', { name: j.button[lang], exact: true }).click();
    }
    await page.waitForURL(new RegExp(`/${j.resource}(\\?.*)?$`));
    await rows(page).first().waitFor();
  };

  for (const lang of ['en', 'vi'] as const) {
    for (const j of JOURNEYS) {
      it(`${j.resource} (${lang}): opens, sorts, searches, exports, and a row opens its record`, async () => {
        const page = await open(lang);
        await reach(page, j, lang);
        await settle(page);
        await screenshot(page, `resource-${j.resource}-list-${lang}`);
        const all = await total(page);
        expect(all).toBeGreaterThan(0);

        // Sort: the column header orders the rows (and says so in the address).
        await page.getByRole('columnheader', { name: j.column[lang] }).getByRole('button').click();
        await page.waitForURL(/sort=/);
        await settle(page);
        expect(await rows(page).count()).toBeGreaterThan(0);

        // Export: every row the list holds, under the translated headers.
        if (!j.participantsExport) {
          const exportButton = page.getByRole('button', {
            name: lang === 'en' ? 'Export' : 'Xuất',
            exact: true,
          });
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            exportButton.click(),
          ]);
          const csv = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
          expect(csv[0]!.split(',')[0]).toBe(j.firstHeader[lang]);
          expect(csv.filter((line) => line !== '')).toHaveLength(all + 1);
        }

        // Search: the list narrows to what matches.
        await main(page)
          .getByPlaceholder(lang === 'en' ? 'Search' : 'Tìm kiếm')
          .first()
          .fill(j.search);
        // The address carries the search once the input's pause has passed (a sort already put
        // an empty filter there, so `filter=` alone would not wait for it).
        await page.waitForURL(new RegExp(`filter=[^&]*${encodeURIComponent(j.search)}`));
        await settle(page);
        const found = await total(page);
        expect(found).toBeGreaterThan(0);
        expect(found).toBeLessThanOrEqual(all);

        // A click on the row (not on its link) opens that record.
        const first = rows(page).first();
        // The rows on the screen are the search's (the address changes before they do).
        await expect
          .poll(async () => ((await first.textContent()) ?? '').toLowerCase(), { timeout: 15_000 })
          .toContain(j.search);
        const name = ((await first.locator('td').first().textContent()) ?? '').trim();
        // The sort's tooltip stays while the pointer rests on the column header; a person moves
        // the pointer away from it towards the row.
        await page.mouse.move(0, 0);
        await page.getByRole('tooltip').waitFor({ state: 'detached' });
        // A plain cell: one with a link or the row's action buttons does its own thing.
        await first.locator('td:not(:has(a)):not(:has(button))').last().click();
        await page.waitForURL(j.opens);
        await settle(page);
        expect(await page.locator('#main-content').textContent()).toContain(name);
        await screenshot(page, `resource-${j.resource}-record-${lang}`);
      });
    }
  }

  it('on a phone each list is a compact list whose rows open the record', async () => {
    const page = await open('en', PHONE);
    for (const j of JOURNEYS.filter((x) => x.resource !== 'users')) {
      await page.goto(`${baseUrl}/${j.resource}`);
      const row = page.locator('#main-content .MuiListItemButton-root').first();
      await row.waitFor();
      expect(await page.locator('.RaDataTable-table').count()).toBe(0);
      await screenshot(page, `resource-${j.resource}-phone-en`);
      await row.click();
      await page.waitForURL(j.opens);
      await settle(page);
      await screenshot(page, `resource-${j.resource}-record-phone-en`);
    }
  });

  it('on a carrier’s page, a product or investment row opens that record, a contact row the carrier’s form on it', async () => {
    const page = await open('en');
    await reach(
      page,
      JOURNEYS.find((j) => j.resource === 'carriers')!,
      'en',
    );
    await rows(page).first().locator('td').last().click();
    await page.waitForURL(/\/carriers\/\d+\/show$/);
    const carrier = page.url();
    for (const [tab, opens] of [
      ['Products', /\/products\/\d+\/show$/],
      ['Investment options', /\/investments\/\d+\/show$/],
    ] as const) {
      await page.goto(carrier);
      await page.getByRole('tab', { name: tab }).click();
      const row = main(page).locator('tbody tr').first();
      const name = ((await row.locator('td').first().textContent()) ?? '').trim();
      await row.locator('td').last().click();
      await page.waitForURL(opens);
      await main(page).getByRole('heading', { name, exact: true }).waitFor();
    }
    // A contact has no page of its own: its row opens the carrier's form on that contact.
    await page.goto(carrier);
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await main(page).locator('tbody tr').first().click();
    await page.waitForURL(/\/carriers\/\d+\?contact=\d+$/);
    expect(page.url().startsWith(carrier.replace(/\/show$/, ''))).toBe(true);
  });

  it('a document’s page downloads it, and lists without a create page offer none', async () => {
    const page = await open('en');
    await reach(
      page,
      JOURNEYS.find((j) => j.resource === 'documents')!,
      'en',
    );
    expect(await main(page).getByRole('link', { name: 'Create' }).count()).toBe(0);
    const name = ((await rows(page).first().locator('td').first().textContent()) ?? '').trim();
    await rows(page).first().locator('td').last().click();
    await page.waitForURL(/\/documents\/\d+\/show$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    expect(fs.statSync(await download.path()).size).toBeGreaterThan(0);
  });

  it('a product is created from its list and edited from its page, with the shared rules', async () => {
    const page = await open('en');
    await reach(
      page,
      JOURNEYS.find((j) => j.resource === 'products')!,
      'en',
    );
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // Nothing typed: the rules say so beside the inputs, and nothing is saved.
    expect(await page.getByText('This is a required field.').count()).toBeGreaterThan(0);
    const name = `Survivor Select ${Date.now()}`;
    await page.getByLabel(/Product name/).fill(name);
    await page.getByLabel(/Carrier/).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/products\/\d+\/show$/);
    await page.getByText('Save successfully!').waitFor();
    await main(page).getByRole('heading', { name, exact: true }).waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel(/Product name/).fill(`${name} II`);
    await page.getByRole('button', { name: 'Save' }).click();
    await main(page)
      .getByRole('heading', { name: `${name} II`, exact: true })
      .waitFor();

    // The API answers the same record.
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const id = /\/products\/(\d+)\/show$/.exec(page.url())![1];
    const product = (await (
      await fetch(`${baseUrl}/api/products/get-product-detail?id=${id}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()) as { productName: string };
    expect(product.productName).toBe(`${name} II`);
  });
});
