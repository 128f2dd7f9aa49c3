// The interface conventions on the landed screens: details opened the way a user opens them,
// confirmations, long values, one form layout, the hand-over dialog, breadcrumbs and formatting.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, recordPage, screenshot } from './browser';
import { thisServer } from './portal';
import { HOME, roleOf, settledTransitions, signedInAt } from './screens';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('interface conventions', () => {
  let browser: Browser;
  const baseUrl = thisServer().baseUrl;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** A browser signed in as the user (signedInAt), on their home page. */
  async function session(email: string, viewport = DESKTOP): Promise<Page> {
    const role = roleOf(email)!;
    const { page } = await signedInAt(browser, viewport, role, { acceptDownloads: true });
    await page.waitForURL(`${baseUrl}${HOME[role]}`);
    return page;
  }

  /** Opens the first record of a list by clicking its row, as a user does. */
  async function openFirstRow(page: Page, list: string) {
    await page.goto(`${baseUrl}${list}`);
    const row = page.locator('tbody tr').first();
    await row.waitFor();
    await row.locator('td').first().click();
    // react-admin's show route ends with /show; the users detail page does not.
    await page.waitForURL(new RegExp(`${list}/\\d+(/show)?$`));
    return new URL(page.url()).pathname;
  }

  for (const email of ['admin@example.com', 'producer@example.com', 'employer.admin@example.com']) {
    it(`${email} opens a user by clicking their row, and by URL, with breadcrumbs`, async () => {
      const page = await session(email);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const path = await openFirstRow(page, '/users');
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await crumbs.getByRole('link', { name: 'Users' }).waitFor();
      expect(await crumbs.textContent()).toContain(await heading.textContent());
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const email of ['admin@example.com', 'producer@example.com']) {
    it(`${email} opens an organization by clicking its row, and by URL`, async () => {
      const page = await session(email);
      const path = await openFirstRow(page, '/organizations');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await crumbs.getByRole('link', { name: 'Organizations' }).waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.context().close();
    });
  }

  it('asks before deactivating, naming the user and what follows; the actions stand apart', async () => {
    const page = await session('admin@example.com');
    await page.goto(`${baseUrl}/users/4`);
    await page.getByRole('heading', { name: 'Emily Carter', level: 1 }).waitFor();
    // The user's own actions; the documents below have Delete buttons of their own.
    const deactivate = page.getByRole('button', { name: 'Deactivate', exact: true });
    const remove = page.getByRole('button', { name: 'Delete', exact: true });
    const a = (await deactivate.boundingBox())!;
    const b = (await remove.boundingBox())!;
    expect(b.x - (a.x + a.width)).toBeGreaterThanOrEqual(16);
    await deactivate.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Emily Carter.*keeps access/).waitFor();
    await dialog.getByRole('button', { name: 'Deactivate' }).waitFor();
    await settledTransitions(page); // the dialog's fade-in, for the screenshot
    await screenshot(page, 'conventions-deactivate-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Active', { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('wraps a long value inside its column on the user detail, at phone size too', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await session('admin@example.com', viewport);
      await page.goto(`${baseUrl}/users/4`);
      await page.getByRole('heading', { name: 'Emily Carter', level: 1 }).waitFor();
      const value = page.getByText('employee@example.com', { exact: true });
      const wrap = await value.evaluate((el) => getComputedStyle(el).overflowWrap);
      expect(wrap).toBe('anywhere');
      await screenshot(page, `conventions-user-detail-${viewport.width}`);
      await page.context().close();
    }
  });

  it('lays every form out alike: required note, Cancel and Save, errors on a blank Save', async () => {
    const page = await session('admin@example.com');
    for (const path of ['/users/create', '/organizations/create']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText('Fields marked * are required.').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).waitFor();
      await page.getByLabel('ZIP code').first().waitFor();
      const save = page.getByRole('button', { name: 'Save' });
      expect(await save.isEnabled()).toBe(true);
      if (path === '/organizations/create') {
        await page
          .getByText("Employer match, % of the employee's contribution per month")
          .waitFor();
      }
      await save.click();
      await page.getByRole('alert').filter({ hasText: 'cannot be saved yet' }).waitFor();
      await screenshot(page, `conventions-blank-save${path.replaceAll('/', '-')}`);
    }
    await page.context().close();

    const { context: employee, page: ep } = await signedInAt(browser, DESKTOP, 'employee');
    await ep.waitForURL(`${baseUrl}/client-overview`);
    await ep.goto(`${baseUrl}/my-profile`);
    await ep.getByRole('heading', { name: 'Emily Carter', level: 1 }).waitFor();
    await screenshot(ep, 'conventions-my-profile');
    await ep.getByRole('button', { name: 'Edit' }).click();
    await ep.getByText('Fields marked * are required.').waitFor();
    await ep.getByRole('button', { name: 'Cancel' }).click();
    await ep.getByRole('button', { name: 'Edit' }).waitFor();
    await employee.close();
  });

  it('opens the producer hand-over without errors, naming the current producer per field', async () => {
    const page = await session('admin@example.com');
    await page.goto(`${baseUrl}/users/2`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Current producer: .*producer@example\.com/).waitFor();
    await dialog
      .getByLabel(/New producer for /)
      .first()
      .waitFor();
    expect(await dialog.getByText('This is a required field.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.getByText('This is a required field.').first().waitFor();
    await screenshot(page, 'conventions-handover');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it('writes addresses as "City, ST 12345" and links the related people', async () => {
    const page = await session('admin@example.com');
    await openFirstRow(page, '/organizations');
    await page.getByRole('article').first().waitFor();
    const text = (await page.getByRole('article').first().textContent()) ?? '';
    expect(text).toMatch(/[A-Za-z .]+, [A-Z]{2} \d{5}/);
    await page.getByRole('article').first().locator('a[href^="/users/"]').first().waitFor();
    await screenshot(page, 'conventions-organization-1440');
    await page.context().close();
  });

  it('exports the participants CSV in Vietnamese with a notice, and Vietnamese screens hold up', async () => {
    const page = await session('admin@example.com');
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: /Tiếng Việt/ }).click();
    // Straight on to the list, before the Vietnamese texts have had time to arrive: the choice
    // holds over the new page all the same.
    await page.goto(`${baseUrl}/users?filter=${encodeURIComponent('{}')}`);
    // As a person would: export once the list has shown its rows (a click while it still loads
    // could start no download on a busy machine).
    await page.getByRole('row').nth(1).waitFor();
    const exportButton = page.getByRole('button', { name: /Xuất/ });
    await exportButton.waitFor({ timeout: 15_000 }).catch(async (err: Error) => {
      const language = await page.evaluate(() => ({
        html: document.documentElement.lang,
        stored: localStorage.getItem('i18nextLng'),
        reactAdmin: localStorage.getItem('RaStore.locale'),
      }));
      const saved = await recordPage(page, 'conventions-export-button-missing');
      throw new Error(`${err.message}; language ${JSON.stringify(language)}; see ${saved}`);
    });
    // What the export call answered, so that a missing download says why.
    const answers: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/clients/export')) answers.push(`${r.status()} ${r.url()}`);
    });
    const [download] = await Promise.all([
      page.waitForEvent('download').catch(async (err: Error) => {
        const alerts = await page.getByRole('alert').allTextContents();
        throw new Error(`${err.message}; export answers: [${answers}]; alerts: [${alerts}]`);
      }),
      exportButton.click(),
    ]);
    await page.getByText('Đã bắt đầu tải xuống tệp người tham gia.').waitFor();
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toContain('Mã khách hàng');
    expect(csv).toMatch(/Đang làm việc|Không tham gia|Đã nghỉ/);
    expect(rows.join('\n')).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);
    expect(csv).not.toContain('ActiveContributing');
    await page.goto(`${baseUrl}/users/4`);
    await page.getByRole('heading', { name: 'Emily Carter', level: 1 }).waitFor();
    await screenshot(page, 'conventions-user-detail-vi-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'conventions-user-detail-vi-390');
    await page.goto(`${baseUrl}/users/create`);
    await page.getByText('Các trường có dấu * là bắt buộc.').waitFor();
    await screenshot(page, 'conventions-user-create-vi-390');
    await page.goto(`${baseUrl}/organizations/1/show`);
    await page.getByRole('article').first().waitFor();
    await screenshot(page, 'conventions-organization-vi-390');
    await page.goto(`${baseUrl}/organizations/1`);
    await page.getByText('Các trường có dấu * là bắt buộc.').waitFor();
    await screenshot(page, 'conventions-organization-edit-vi-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'conventions-organization-edit-vi-1440');
    await page.context().close();
  });

  it('shows "Back to sign in" on the example pages only when signed out', async () => {
    const visitor = await browser.newContext({ viewport: PHONE });
    const vp = await visitor.newPage();
    await vp.goto(`${baseUrl}/form-examples`);
    await vp.getByRole('link', { name: 'Back to sign in' }).waitFor();
    await visitor.close();
    const page = await session('admin@example.com');
    await page.goto(`${baseUrl}/form-examples`);
    await page.getByRole('link', { name: 'Back to the portal' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to sign in' }).count()).toBe(0);
    await page.context().close();
  });
});
