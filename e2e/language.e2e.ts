// The language choice (spec 7): it survives sign-out, reloads and new tabs, the sign-in pages
// offer it, `<html lang>` follows it, and `?lng=` picks it without reaching a list's filters.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { DEMO_PASSWORD, thisServer } from './portal';
import { DESKTOP, chooseLanguage, contextAt, settle, signIn, signedInAt } from './screens';

describe('the language choice', () => {
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

  const htmlLang = (page: import('playwright-core').Page) =>
    page.evaluate(() => document.documentElement.lang);

  it('Vietnamese survives signing out and back in, with <html lang="vi">', async () => {
    const opened = await contextAt(browser, DESKTOP);
    context = opened.context;
    const { page } = opened;
    await signIn(page, baseUrl, 'producer');
    await chooseLanguage(page, 'vi');
    await page.getByRole('columnheader', { name: 'Số điện thoại' }).waitFor();
    expect(await htmlLang(page)).toBe('vi');
    expect(await page.getByRole('region', { name: 'Thông báo' }).count()).toBe(1);

    await page.locator('header .RaUserMenu-userButton').click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Tiếp tục' }).waitFor();
    expect(await htmlLang(page)).toBe('vi');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('vi');
    await screenshot(page, 'language-login-after-sign-out-vi');

    await page.getByLabel('Email').fill('producer@example.com');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByRole('columnheader', { name: 'Số điện thoại' }).waitFor();
    expect(await htmlLang(page)).toBe('vi');

    // A new tab of the same browser keeps it too.
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}/organizations`);
    await tab.getByRole('navigation', { name: 'Menu chính' }).waitFor();
    expect(await htmlLang(tab)).toBe('vi');
  });

  it('the sign-in page offers the picker; the example pages follow the stored choice', async () => {
    const opened = await contextAt(browser, DESKTOP);
    context = opened.context;
    const { page } = opened;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await chooseLanguage(page, 'vi');
    await page.getByRole('button', { name: 'Tiếp tục' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Tiếp tục' }).waitFor();
    await page.goto(`${baseUrl}/form-examples`);
    await settle(page);
    expect(await htmlLang(page)).toBe('vi');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Form examples');
    await screenshot(page, 'language-form-examples-vi');
  });

  it('?lng=vi switches to Vietnamese, stays after a reload, and is not a list filter', async () => {
    const opened = await signedInAt(browser, DESKTOP, 'admin');
    context = opened.context;
    const { page } = opened;
    await page.goto(`${baseUrl}/users?lng=vi`);
    await page.getByRole('columnheader', { name: 'Số điện thoại' }).waitFor();
    expect(new URL(page.url()).searchParams.has('lng')).toBe(false);
    await page.goto(`${baseUrl}/?lng=vi`);
    await page.getByRole('navigation', { name: 'Menu chính' }).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Menu chính' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('vi');
    expect(await htmlLang(page)).toBe('vi');
    await page.goto(`${baseUrl}/users`);
    await page.getByRole('columnheader', { name: 'Số điện thoại' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('RaStore.users.listParams'));
    expect(stored ?? '').not.toContain('lng');
    expect(new URL(page.url()).search).not.toContain('lng');
  });

  it('the app bar shows the page title, translated, without the product name twice', async () => {
    const opened = await signedInAt(browser, DESKTOP, 'admin');
    context = opened.context;
    const { page } = opened;
    await page.goto(`${baseUrl}/users/4`);
    const title = page.locator('header #react-admin-title');
    await expect.poll(() => title.textContent(), { timeout: 10_000 }).not.toBe('');
    const bar = await page.locator('header').innerText();
    expect(bar).not.toMatch(/Benefits Portal\s*·?\s*Benefits Portal/);
    expect(await title.textContent()).not.toContain('Benefits Portal');
    await chooseLanguage(page, 'vi');
    await page.goto(`${baseUrl}/users`);
    await expect.poll(() => title.textContent(), { timeout: 10_000 }).toBe('Người dùng');
    expect(await page.locator('header').innerText()).toContain('Cổng quản lý phúc lợi');
  });
});
