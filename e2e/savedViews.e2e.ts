// Saved views of the lists, as people use them, in English and Vietnamese: an Admin narrows the
// users list (a role filter, a sort, ten rows a page, the phone column hidden), saves it under a
// name, signs in again in a fresh browser (another device) and picks it; then a Producer opens
// its share link and sees the same filter, sort, page size and columns over their own users
// only. The dialog and the columns menu are checked with axe and photographed on a desktop and
// a phone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import { SCREENSHOT_DIR, launchBrowser, screenshot } from './browser';
import { DEMO_PASSWORD, thisServer } from './portal';
import {
  DESKTOP,
  PHONE,
  chooseLanguage,
  seriousViolations,
  settle,
  signedInAt,
  type RoleName,
} from './screens';

type Lang = 'en' | 'vi';
const T = {
  en: {
    views: 'Saved views',
    name: 'Name of the view',
    save: 'Save current view',
    addFilter: 'Add filter',
    role: 'Role',
    employee: 'Employee',
    email: 'Email',
    phone: 'Phone number',
    columns: 'Columns',
    rows: 'Rows per page:',
    close: 'Close',
    taken: 'You already have a view of this list with this name.',
    required: 'This is a required field.',
    shareOf: 'Share link of',
    openOf: 'Open view',
    link: 'Share link',
    none: 'You have no saved views of this list yet.',
  },
  vi: {
    views: 'Chế độ xem đã lưu',
    name: 'Tên chế độ xem',
    save: 'Lưu chế độ xem hiện tại',
    addFilter: 'Thêm bộ lọc',
    role: 'Vai trò',
    employee: 'Nhân viên',
    email: 'Email',
    phone: 'Số điện thoại',
    columns: 'Cột',
    rows: 'Số dòng mỗi trang:',
    close: 'Đóng',
    taken: 'Bạn đã có một chế độ xem của danh sách này với tên này.',
    required: 'Đây là trường bắt buộc.',
    shareOf: 'Liên kết chia sẻ của',
    openOf: 'Mở chế độ xem',
    link: 'Liên kết chia sẻ',
    none: 'Bạn chưa lưu chế độ xem nào cho danh sách này.',
  },
};

const main = (page: Page) => page.locator('#main-content');
const rows = (page: Page) => main(page).locator('tbody tr');
const total = async (page: Page) => {
  const text = (await page.locator('.MuiTablePagination-displayedRows').textContent()) ?? '';
  return Number(/(?:of|trên)\s*([\d.,]+)/.exec(text)?.[1]?.replace(/[.,]/g, '') ?? NaN);
};
/** The role column's texts of the rows shown. */
const roles = async (page: Page) => {
  const headers = await main(page).locator('thead th').allTextContents();
  const at = headers.findIndex((h) => /^(Role|Vai trò)/.test(h.trim()));
  return main(page)
    .locator(`tbody tr td:nth-child(${at + 1})`)
    .allTextContents();
};

/** How many users the API gives a demo person with the role filter: their scope's count. */
async function apiCount(baseUrl: string, email: string, role: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(
    `${baseUrl}/api/users?IsDeleted=false&Role=${role}&PageSize=1&PageNumber=1`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  return ((await res.json()) as { resultCount: number }).resultCount;
}

describe('saved views of the lists', { timeout: 240_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const baseUrl = thisServer().baseUrl;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });

  /** A browser that has just signed in (nothing else stored, no columns): another device. */
  const device = async (role: RoleName, lang: Lang, viewport = DESKTOP) => {
    const { context, page } = await signedInAt(browser, viewport, role, { bypassCSP: true });
    contexts.push(context);
    if (lang === 'vi') await chooseLanguage(page, 'vi');
    return page;
  };

  /** The users list narrowed to employees, by email descending, ten a page, without phones. */
  const narrow = async (page: Page, lang: Lang) => {
    const t = T[lang];
    await page.getByRole('button', { name: t.addFilter }).click();
    await page.getByRole('menuitemcheckbox', { name: t.role }).click();
    await main(page).getByRole('combobox', { name: t.role }).click();
    await page.getByRole('option', { name: t.employee, exact: true }).click();
    await page.waitForURL(/Employee/);
    await page.getByRole('columnheader', { name: t.email }).getByRole('button').click();
    await page.waitForURL(/sort=email/);
    await page.getByRole('columnheader', { name: t.email }).getByRole('button').click();
    await page.waitForURL(/order=DESC/);
    await page.getByRole('combobox', { name: t.rows }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.waitForURL(/perPage=10/);
    await page.getByRole('button', { name: t.columns }).click();
    await page.getByRole('menuitemcheckbox', { name: t.phone }).click();
    await page.keyboard.press('Escape');
    await settle(page);
  };

  /** What a person sees of the view on the list: filter, sort, page size and columns. */
  const expectView = async (page: Page, lang: Lang) => {
    const t = T[lang];
    await page.waitForURL(/perPage=10/);
    await settle(page);
    const url = new URL(page.url());
    expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toEqual({ role: 'Employee' });
    expect([url.searchParams.get('sort'), url.searchParams.get('order')]).toEqual([
      'email',
      'DESC',
    ]);
    // The Email header shows the descending arrow.
    const email = page.getByRole('columnheader', { name: t.email });
    await email.locator('.MuiTableSortLabel-iconDirectionDesc').waitFor();
    expect(await rows(page).count()).toBeLessThanOrEqual(10);
    expect(new Set(await roles(page))).toEqual(new Set([t.employee]));
    expect(await page.getByRole('columnheader', { name: t.phone }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: t.rows }).textContent()).toContain('10');
    // The filter shows in the filter bar, set to what the view keeps.
    expect(await main(page).getByRole('combobox', { name: t.role }).textContent()).toContain(
      t.employee,
    );
  };

  for (const lang of ['en', 'vi'] as const) {
    it(`(${lang}) saves a view, picks it on another device and shares it with a Producer`, async () => {
      const t = T[lang];
      const name = lang === 'en' ? 'Employees by e-mail' : 'Nhân viên theo email';
      const page = await device('admin', lang);
      await rows(page).first().waitFor();
      await narrow(page, lang);
      const adminTotal = await total(page);
      expect(adminTotal).toBe(await apiCount(baseUrl, 'admin@example.com', 'Employee'));

      await page.getByRole('button', { name: t.views }).click();
      const dialog = page.getByRole('dialog', { name: t.views });
      // A blank name is refused beside the field, and so is a name already used.
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(t.required).waitFor();
      await dialog.getByRole('textbox', { name: t.name }).fill(name);
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByRole('button', { name: `${t.openOf} ${name}` }).waitFor();
      await dialog.getByRole('textbox', { name: t.name }).fill(name);
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(t.taken).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `saved-views-dialog-${lang}`);
      // The share link, as the dialog shows it.
      await dialog.getByRole('button', { name: `${t.shareOf} ${name}` }).click();
      const link = await dialog.getByRole('textbox', { name: t.link }).inputValue();
      expect(link).toMatch(new RegExp(`^${baseUrl}/saved-views/[A-Za-z0-9_-]{32}$`));

      // Another device: nothing stored in the browser; the view comes from the server.
      const other = await device('admin', lang);
      await rows(other).first().waitFor();
      expect(await other.getByRole('columnheader', { name: t.phone }).count()).toBe(1);
      await other.getByRole('button', { name: t.views }).click();
      await other
        .getByRole('dialog')
        .getByRole('button', { name: `${t.openOf} ${name}` })
        .click();
      await expectView(other, lang);
      expect(await total(other)).toBe(adminTotal);
      await screenshot(other, `saved-views-applied-${lang}`);

      // A Producer opens the link: the same view over the users the Producer may see.
      const producer = await device('producer', lang);
      await producer.goto(link);
      await expectView(producer, lang);
      const producerTotal = await total(producer);
      expect(producerTotal).toBe(await apiCount(baseUrl, 'producer@example.com', 'Employee'));
      expect(producerTotal).toBeLessThan(adminTotal);
      await screenshot(producer, `saved-views-shared-producer-${lang}`);
      // The Admin's view is not among the Producer's own.
      await producer.getByRole('button', { name: t.views }).click();
      await producer.getByRole('dialog').getByText(t.none).waitFor();
    });
  }

  it('an Employee given a link to the users list is told it is not for them', async () => {
    const admin = await device('admin', 'en');
    await rows(admin).first().waitFor();
    await admin.getByRole('button', { name: 'Saved views' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name of the view' }).fill('Everyone');
    await dialog.getByRole('button', { name: 'Save current view' }).click();
    await dialog.getByRole('button', { name: 'Share link of Everyone' }).click();
    const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    const employee = await device('employee', 'en');
    await employee.goto(link);
    await employee.getByText('This saved view does not exist any more').waitFor();
    expect(new URL(employee.url()).pathname).toMatch(/^\/saved-views\//);
  });

  for (const lang of ['en', 'vi'] as const) {
    it(`(${lang}) on a phone the saved views open from the toolbar`, async () => {
      const page = await device('admin', lang, PHONE);
      await main(page).locator('.MuiListItemButton-root').first().waitFor();
      await screenshot(page, `saved-views-list-phone-${lang}`);
      await page.getByRole('button', { name: T[lang].views }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: T[lang].name }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `saved-views-dialog-phone-${lang}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });
  }

  it('the columns menu is accessible and has no search box of its own', async () => {
    const page = await device('admin', 'en');
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Email' }).waitFor();
    expect(await page.getByPlaceholder('Search').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // The open menu as it stands on the screen (a full-page capture resizes it away).
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'saved-views-columns-menu-en.png') });
  });
});
