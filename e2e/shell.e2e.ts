import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshPage, launchBrowser, screenshot } from './browser';
import { signInAs, thisServer } from './portal';
import { roleOf, signedInAt } from './screens';

const MENUS = {
  'admin@example.com': [
    'Users',
    'Organizations',
    'Carriers',
    'Import Files',
    'AFR Entry',
    'Accounts Receivable',
  ],
  'producer@example.com': ['Users', 'Organizations'],
  'employer.admin@example.com': ['Users', 'Accounts Receivable'],
  'employee@example.com': ['Client Overview', 'Plan Contributions', 'Documents & Resources'],
} as const;

const MENUS_VI: Record<string, string[]> = {
  'admin@example.com': [
    'Người dùng',
    'Tổ chức',
    'Công ty bảo hiểm',
    'Tệp nhập liệu',
    'Nhập lãi suất AFR',
    'Khoản phải thu',
  ],
  'producer@example.com': ['Người dùng', 'Tổ chức'],
  'employer.admin@example.com': ['Người dùng', 'Khoản phải thu'],
  'employee@example.com': [
    'Tổng quan khách hàng',
    'Đóng góp vào chương trình',
    'Tài liệu & Tài nguyên',
  ],
};

describe('the app shell', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const baseUrl = thisServer().baseUrl;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    await context?.close();
    ({ context, page } = await freshPage(browser));
  });

  /** A browser signed in as the user (signedInAt), on their home page. */
  const signedIn = async (email: string) => {
    const role = roleOf(email)!;
    await context.close();
    ({ context, page } = await signedInAt(browser, { width: 1280, height: 800 }, role));
  };

  const menuTexts = async () => {
    const items = page.locator('nav .portal-main-menu [role=menuitem]');
    return (await items.allTextContents()).map((t) => t.trim());
  };

  for (const [email, menu] of Object.entries(MENUS)) {
    it(`${email} sees exactly its menu entries, in the spec's order, in both languages`, async () => {
      await signedIn(email);
      await page.waitForURL(/\/(users|client-overview)$/);
      await expect.poll(menuTexts, { timeout: 10_000 }).toEqual(menu);
      await page.getByText('Questions? Contact Us').waitFor();
      const landing = () =>
        email === 'employee@example.com'
          ? page.getByRole('heading', { level: 2 }).first()
          : page.getByRole('columnheader').first();
      await landing().waitFor();
      const name = email.split('@')[0];
      await screenshot(page, `shell-${name}-en`);

      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
      await expect.poll(menuTexts, { timeout: 10_000 }).toEqual(MENUS_VI[email]);
      await landing().waitFor();
      await page.getByText('Bạn có câu hỏi? Liên hệ với chúng tôi').waitFor();
      await screenshot(page, `shell-${name}-vi`);
    });
  }

  it('switching to Tiếng Việt changes the app bar and a list’s labels, and survives a reload', async () => {
    await signedIn('admin@example.com');
    await page.waitForURL(`${baseUrl}/users`);
    await page.getByRole('columnheader', { name: 'Phone number' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
    await page.getByRole('columnheader', { name: 'Số điện thoại' }).waitFor();
    await page.getByRole('link', { name: 'Cổng quản lý phúc lợi' }).waitFor();
    await page.getByPlaceholder('Tìm kiếm').waitFor();
    await page.reload();
    await page.getByRole('columnheader', { name: 'Số điện thoại' }).waitFor();
    await page.getByRole('button', { name: 'Tiếng Việt' }).waitFor();
    await page.getByText(/\d+-\d+ trên \d+/).waitFor(); // react-admin's own pagination text
  });

  it('collapses the sidebar to an icon strip and keeps it collapsed after a reload', async () => {
    await signedIn('producer@example.com');
    await page.waitForURL(`${baseUrl}/users`);
    const drawer = page.locator('.RaSidebar-docked').first();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(234);
    await page.getByRole('button', { name: /Close menu/ }).click();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBeLessThan(80);
    await page.reload();
    await page.getByRole('columnheader', { name: 'Email' }).waitFor();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBeLessThan(80);
    expect(await page.getByText('Questions? Contact Us').count()).toBe(0);
    await screenshot(page, 'shell-collapsed');
    await page.getByRole('button', { name: /Open menu/ }).click();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(234);
  });

  it('highlights the active entry', async () => {
    await signedIn('admin@example.com');
    await page.waitForURL(`${baseUrl}/users`);
    const active = page.locator('.portal-main-menu .RaMenuItemLink-active');
    await expect.poll(() => active.textContent()).toBe('Users');
  });

  it('shows Not Found inside the layout for an unknown path', async () => {
    await signedIn('employer.admin@example.com');
    await page.waitForURL(`${baseUrl}/users`);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByText('This page could not be found').waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await screenshot(page, 'shell-not-found');
  });

  it('the account menu shows the full name, opens My Profile, and logs out for good', async () => {
    await signInAs(page, baseUrl, 'producer@example.com');
    await page.waitForURL(`${baseUrl}/users`);
    // Named after the person once their identity is known (an icon named "Profile" until then).
    const account = page.locator('header').getByRole('button', { name: 'Daniel Reyes (Profile)' });
    await account.waitFor();
    expect(await account.textContent()).toBe('Daniel Reyes');
    await account.click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL(`${baseUrl}/my-profile`);
    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('portal.login'))).toBeNull();
    await page.goBack();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows at most three notices at once, at the bottom right, each for about three seconds', async () => {
    await page.goto(`${baseUrl}/form-examples`);
    await page.getByLabel('Name').fill('Jane Doe');
    await page.getByLabel('Start date').fill('2026-01-01');
    await page.getByLabel('End date').fill('2026-12-31');
    const submit = page.getByRole('button', { name: 'Submit' });
    for (let i = 0; i < 4; i++) await submit.click();
    const notices = page.getByTestId('notice');
    await expect.poll(() => notices.count()).toBe(3);
    const box = (await notices.last().boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y + box.height).toBeGreaterThan(800 - 40);
    await screenshot(page, 'notices-three');
    // The fourth waits for a place, then the queue drains.
    await expect.poll(() => notices.count(), { timeout: 5000 }).toBe(1);
    await expect.poll(() => notices.count(), { timeout: 5000 }).toBe(0);
  });

  it('the form example validates on every change with the spec messages, and Enter submits', async () => {
    await page.goto(`${baseUrl}/form-examples`);
    await page.getByLabel('Email').fill('nope');
    await page.getByText('Please enter a valid email address (Ex: name@example.com).').waitFor();
    await page.getByLabel('Phone').fill('12');
    await page.getByText('This field should be a valid US phone number').waitFor();
    await page.getByLabel('Website').fill('not a url');
    await page.getByText('Please enter a valid url.').waitFor();
    await page.getByLabel('Amount').fill('abc');
    await page.getByText('Please enter a numeric value.').waitFor();
    await page.getByLabel('Amount').fill('10000000000000000');
    await page.getByText('The amount must be less than 10,000,000,000,000,000').waitFor();
    await page.getByLabel('Name').fill('x');
    await page.getByLabel('Name').fill('');
    await page.getByText('This is a required field.').first().waitFor();
    await page.getByLabel('Start date').fill('2026-05-01');
    await page.getByLabel('End date').fill('2026-04-01');
    await page.getByText('The end date must be greater than or equal to the start date.').waitFor();
    await page.getByLabel('Name').fill('Jane Doe');
    await page.getByLabel('Email').fill('jane@example.com');
    await page.getByLabel('Phone').fill('(555) 201-3344');
    await page.getByLabel('Website').fill('https://example.com');
    await page.getByLabel('Amount').fill('1250.75');
    await page.getByLabel('End date').fill('2026-06-01');
    await page.getByLabel('Amount').press('Enter');
    await page.getByTestId('saved-values').filter({ hasText: '"amount":"1250.75"' }).waitFor();
    await page.getByText('Save successfully!').waitFor();
  });

  it('the dialog example asks before an irreversible action and says it cannot be undone', async () => {
    await page.goto(`${baseUrl}/dialog-examples`);
    await page.getByRole('button', { name: 'Delete Jane Doe' }).click();
    await page.getByRole('dialog').getByText('This action cannot be undone.').waitFor();
    await screenshot(page, 'dialog-example');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('dialog-outcome').filter({ hasText: 'Cancelled' }).waitFor();
    await page.getByRole('button', { name: 'Delete document' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('dialog-outcome').filter({ hasText: 'Confirmed' }).waitFor();
  });

  it('shows each role the work or the figures of its scope on the dashboard', async () => {
    await signInAs(page, baseUrl, 'producer@example.com');
    await page.waitForURL(`${baseUrl}/users`);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByText('Welcome, Daniel Reyes').waitFor();
    // A producer's dashboard is their work queue, each number a link to its list.
    const unread = page.getByTestId('work-unreadDocuments');
    expect(Number(await unread.locator('p').first().textContent())).toBeGreaterThan(0);
    expect(await unread.getAttribute('href')).toMatch(/^\/documents\?filter=/);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, baseUrl, 'employee@example.com');
    await page.waitForURL(`${baseUrl}/client-overview`);
    await page.goto(`${baseUrl}/`);
    await expect
      .poll(() => page.getByTestId('figure-Total plan value').textContent())
      .toMatch(/^\$[\d,]+\.\d\d$/);
    await screenshot(page, 'dashboard-employee');
  });
});
