// The organizations screens: list, search, detail, edit and create with the shared validation,
// the producer's scope, and the participants export.
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshPage, launchBrowser, screenshot } from './browser';
import { DEMO_PASSWORD, signInAs, thisServer } from './portal';
import { signedInAt } from './screens';

const SEEDED = [
  'Bluewater Engineering Group',
  'Crescent Ridge Health Partners',
  'Harborview Logistics, Inc.',
  'Pinecrest Manufacturing Co.',
];

describe('organizations', () => {
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
    ({ context, page } = await freshPage(browser, { acceptDownloads: true }));
  });

  const rowNames = () => page.locator('tbody tr td.column-name').allTextContents();

  /** Signed in (signedInAt), opens Organizations from the menu. */
  const openOrganizations = async (email: 'admin@example.com' | 'producer@example.com') => {
    await context.close();
    ({ context, page } = await signedInAt(
      browser,
      { width: 1280, height: 800 },
      email === 'admin@example.com' ? 'admin' : 'producer',
      { acceptDownloads: true },
    ));
    await page.waitForURL(`${baseUrl}/users`);
    await page.getByRole('menuitem', { name: 'Organizations' }).click();
    await page.waitForURL(`${baseUrl}/organizations`);
  };

  /** How many participants the API lists for a user (and filter), to compare with the export. */
  const participantCount = async (email: string, query = '') => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const res = await fetch(`${baseUrl}/api/clients?PageSize=1&PageNumber=1${query}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return ((await res.json()) as { resultCount: number }).resultCount;
  };

  /** Clicks an export button and returns the downloaded file's lines. */
  const exportLines = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export participants' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    return text.split(/\r?\n/).filter((line) => line !== '');
  };

  it('the admin sees the four organizations, searches one and opens its detail page', async () => {
    await openOrganizations('admin@example.com');
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(SEEDED);
    await page.getByRole('columnheader', { name: 'Divisions' }).waitFor();
    await page.getByRole('link', { name: 'Create' }).waitFor();
    await screenshot(page, 'organizations-list-en');

    await page.getByPlaceholder('Search').fill('harbor');
    await expect.poll(rowNames).toEqual(['Harborview Logistics, Inc.']);
    await page.getByRole('cell', { name: 'Harborview Logistics, Inc.' }).click();
    await page.waitForURL(/\/organizations\/\d+\/show$/);

    const divisions = page.getByRole('region', { name: 'Divisions (plans)' });
    const division = divisions.getByRole('article', { name: 'Corporate Executives' });
    // The plan's documents, listed under it, start with its name too.
    await division.getByText('Executive Deferred Compensation Plan', { exact: true }).waitFor();
    await division.getByText('Seattle, WA 98101').waitFor();
    await division.getByText('50% per month').waitFor();
    await division.getByText('6%', { exact: true }).waitFor();
    await division.getByText('Daniel Reyes').waitFor();
    await division.getByText('employer.admin@example.com').waitFor();
    expect(await divisions.getByRole('article').count()).toBe(2);
    const contacts = page.getByRole('table', { name: 'Contacts' });
    await contacts.getByRole('cell', { name: 'Rebecca Lindqvist' }).waitFor();
    await contacts.getByRole('cell', { name: '(555) 688-3192' }).waitFor();
    await screenshot(page, 'organizations-show-en');
  });

  it('the admin adds a division with a producer and sees it on the detail page', async () => {
    await openOrganizations('admin@example.com');
    await page.getByRole('cell', { name: 'Pinecrest Manufacturing Co.' }).click();
    await page.waitForURL(/\/organizations\/\d+\/show$/);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/organizations\/\d+$/);
    await page.getByText('Division 2').waitFor();
    // Linked employer admins show by name, as the choices do.
    await page
      .getByText('Naomi Fischer (naomi.fischer@pinecrestmfg.example.com)')
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Add a division' }).click();
    const field = (name: string) => page.locator(`[name="divisions.2.${name}"]`);
    await field('name').fill('Research Fellows');
    await field('planName').fill('Fellows Retention Plan');
    await field('city').fill('Grand Rapids');
    await field('state').fill('MI');
    await field('zipCode').fill('49503');
    await field('matchingContribution').fill('25');
    await field('percentage').fill('4.5');
    await field('producers').click();
    await field('producers').fill('Marcus');
    await page.getByRole('option', { name: 'Marcus Bell' }).click();
    await screenshot(page, 'organizations-edit-en');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Save successfully!').waitFor();
    await page.waitForURL(/\/organizations\/\d+\/show$/);
    const division = page.getByRole('article', { name: 'Research Fellows' });
    await division.getByText('Fellows Retention Plan').waitFor();
    await division.getByText('Marcus Bell').waitFor();
    await division.getByText('25% per month').waitFor();
    await division.getByText('4.5%', { exact: true }).waitFor();
    await division.getByText('Grand Rapids, MI 49503').waitFor();
    expect(await page.getByRole('article').count()).toBe(3);
    await screenshot(page, 'organizations-show-after-edit');
  });

  it('a new organization needs a division, and a contact phone must be a US number', async () => {
    await openOrganizations('admin@example.com');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${baseUrl}/organizations/create`);
    // One empty division to start with.
    await page.getByText('Division 1').waitFor();
    await page.locator('[name="name"]').fill('Northwind Traders');
    await page.getByRole('button', { name: 'Remove this division' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please create at least one division for the Organization.').waitFor();
    await screenshot(page, 'organizations-create-no-division');

    await page.getByRole('button', { name: 'Add a division' }).click();
    await page.locator('[name="divisions.0.name"]').fill('Head Office');
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await page.locator('[name="contacts.0.firstName"]').fill('Ada');
    await page.locator('[name="contacts.0.lastName"]').fill('Park');
    await page.locator('[name="contacts.0.phone"]').fill('12345');
    await page.locator('[name="contacts.0.phone"]').blur();
    await page.getByText('This field should be a valid US phone number').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(new URL(page.url()).pathname).toBe('/organizations/create');
    await screenshot(page, 'organizations-create-bad-phone');

    // Fixed, it saves and opens the new organization.
    await page.locator('[name="contacts.0.phone"]').fill('(555) 201-3344');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Save successfully!').waitFor();
    await page.waitForURL(/\/organizations\/\d+\/show$/);
    await page.getByRole('heading', { name: 'Northwind Traders', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Contacts' }).getByText('Ada Park').waitFor();
  });

  it('a taken organization name is refused with a readable message', async () => {
    await openOrganizations('admin@example.com');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('[name="name"]').fill('Bluewater Engineering Group');
    await page.locator('[name="divisions.0.name"]').fill('Any');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('An organization with this name already exists.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/organizations/create');
  });

  it('a division with participants cannot be removed, and the notice says why', async () => {
    await openOrganizations('admin@example.com');
    await page.getByRole('cell', { name: 'Harborview Logistics, Inc.' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByText('Division 2').waitFor();
    await page.getByRole('button', { name: 'Remove this division' }).first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('A division that has participants, policies or documents cannot be removed.')
      .waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/organizations\/\d+$/);
    await screenshot(page, 'organizations-division-in-use');
  });

  it('the producer sees only their two organizations', async () => {
    await openOrganizations('producer@example.com');
    await expect
      .poll(rowNames, { timeout: 10_000 })
      .toEqual(['Crescent Ridge Health Partners', 'Harborview Logistics, Inc.']);
    await page.getByRole('link', { name: 'Create' }).waitFor();
    await screenshot(page, 'organizations-list-producer');
  });

  it('an employer admin cannot open organizations', async () => {
    await signInAs(page, baseUrl, 'employer.admin@example.com');
    await page.waitForURL(`${baseUrl}/users`);
    expect(await page.getByRole('menuitem', { name: 'Organizations' }).count()).toBe(0);
    await page.goto(`${baseUrl}/organizations/1/show`);
    await page.waitForURL(`${baseUrl}/users`);
  });

  it('exports the participants in scope, and those of one organization, as CSV', async () => {
    await openOrganizations('admin@example.com');
    await expect.poll(rowNames, { timeout: 10_000 }).toContain('Harborview Logistics, Inc.');
    const all = await exportLines();
    expect(all[0]).toMatch(/^"Client ID","First Name","Last Name"/);
    expect(all.length - 1).toBe(await participantCount('admin@example.com'));

    await page.getByRole('cell', { name: 'Harborview Logistics, Inc.' }).click();
    await page.waitForURL(/\/organizations\/(\d+)\/show$/);
    const id = /\/organizations\/(\d+)\/show$/.exec(page.url())![1];
    const one = await exportLines();
    expect(one[0]).toBe(all[0]);
    const count = await participantCount('admin@example.com', `&EmployerId=${id}`);
    expect(count).toBeGreaterThan(0);
    expect(one.length - 1).toBe(count);
    expect(count).toBeLessThan(all.length - 1);
  });

  it('the producer’s export holds only the participants of their organizations', async () => {
    await openOrganizations('producer@example.com');
    await expect.poll(rowNames, { timeout: 10_000 }).toHaveLength(2);
    const lines = await exportLines();
    expect(lines.length - 1).toBe(await participantCount('producer@example.com'));
    expect(lines.length - 1).toBeLessThan(await participantCount('admin@example.com'));
  });

  it('reads in Vietnamese', async () => {
    await openOrganizations('admin@example.com');
    await expect.poll(rowNames, { timeout: 10_000 }).toHaveLength(SEEDED.length + 1);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
    await page.getByRole('columnheader', { name: 'Số bộ phận' }).waitFor();
    await page.getByRole('button', { name: 'Xuất danh sách người tham gia' }).waitFor();
    await screenshot(page, 'organizations-list-vi');

    await page.getByRole('cell', { name: 'Pinecrest Manufacturing Co.' }).click();
    const division = page
      .getByRole('region', { name: 'Bộ phận (chương trình)' })
      .getByRole('article', { name: 'Research Fellows' });
    await division.getByText('Đại lý', { exact: true }).waitFor();
    await division.getByText('25% mỗi tháng').waitFor();
    await division.getByText('4,5%', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Người liên hệ' }).waitFor();
    await screenshot(page, 'organizations-show-vi');

    await page.getByRole('link', { name: 'Chỉnh sửa' }).click();
    await page.getByText('Bộ phận 1').waitFor();
    await page.getByRole('button', { name: 'Thêm người liên hệ' }).waitFor();
    await screenshot(page, 'organizations-edit-vi');
  });
});
