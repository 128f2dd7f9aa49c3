// AFR entry and accounts receivable: an Admin enters a year's rates, runs a division's report
// over that year, downloads it as CSV and PDF and opens a participant by clicking its row; an
// Employer Admin is offered only their own divisions. Screenshots in both languages at desktop
// and phone sizes, and the PDF's first page as an image.
import fs from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, pdfScreenshot, screenshot } from './browser';
import { DEMO_PASSWORD, thisServer } from './portal';
import { signedInAt, type RoleName } from './screens';

const NEXT_YEAR = new Date().getFullYear() + 1;
const RATES = [
  '4.10',
  '4.12',
  '4.15',
  '4.20',
  '4.18',
  '4.25',
  '4.30',
  '4.28',
  '4.35',
  '4.40',
  '4.38',
  '4.45',
];
const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const START = `${NEXT_YEAR - 1}-01-01`;
const END = `${NEXT_YEAR}-03-31`;

describe('AFR entry and accounts receivable', { timeout: 240_000 }, () => {
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
    context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    page = await context.newPage();
  });

  const asAdmin = async (pathName: string) => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    return (
      await fetch(`${baseUrl}/api${pathName}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json();
  };

  /** The page is no wider than the viewport (wide tables scroll inside their own box). */
  const expectNoSideScroll = async (what: string) => {
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      return [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    });
    expect(overflowing, what).toEqual([]);
  };

  /** A browser signed in as the role (signedInAt), on its home page. */
  const signedIn = async (role: RoleName) => {
    await context.close();
    ({ context, page } = await signedInAt(browser, { width: 1440, height: 900 }, role, {
      acceptDownloads: true,
    }));
  };

  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  const download = async (button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return { name: file.suggestedFilename(), path: (await file.path())! };
  };

  it('an Admin enters next year’s rates, runs a division report over it, downloads it and opens a participant', async () => {
    await signedIn('admin');
    await page.waitForURL(`${baseUrl}/users`);
    await page.getByRole('menuitem', { name: 'AFR Entry' }).click();
    await page.waitForURL(`${baseUrl}/afr-entry`);
    await page.getByRole('button', { name: 'Next year' }).click();
    await page
      .getByText(`No AFR table has been entered for ${NEXT_YEAR}.`, { exact: false })
      .waitFor();

    // The spec's messages beside the month, and nothing saved while any month is wrong.
    const month = (i: number) => page.getByRole('textbox', { name: `${MONTH_LABELS[i]} rate (%)` });
    await month(0).fill('abc');
    await page.getByText('Please enter a numeric value.').waitFor();
    await month(0).fill('150');
    await page.getByText('The rate must be between 0 and 100.').waitFor();
    await page.getByRole('button', { name: 'Save rates' }).click();
    await page.getByText(/correct the \d+ field/).waitFor();
    expect(await asAdmin(`/afr-rate/entry/${NEXT_YEAR}`)).toMatchObject({ rates: null });

    for (const [i, rate] of RATES.entries()) await month(i).fill(rate);
    await page.getByRole('button', { name: 'Save rates' }).click();
    await page.getByText('Save successfully!').waitFor();
    await page.getByText(`The AFR table of ${NEXT_YEAR}`, { exact: false }).waitFor();
    const saved = await asAdmin(`/afr-rate/entry/${NEXT_YEAR}`);
    expect(Object.values(saved.rates)).toEqual(RATES.map(Number));
    await page.getByTestId('afr-chart').locator('svg').first().waitFor();
    await screenshot(page, 'receivables-afr-entry-desktop-en');

    // The report over a period that needs the new year's rates.
    await page.getByRole('menuitem', { name: 'Accounts Receivable' }).click();
    await page.waitForURL(`${baseUrl}/account-receivable`);
    await choose('Organization', 'Harborview Logistics, Inc.');
    await choose('Division', 'Corporate Executives');
    await page.getByLabel('Start date').fill(END);
    await page.getByLabel('End date').fill(START);
    await page.getByText('The end date must be greater than or equal to the start date.').waitFor();
    expect(await page.getByRole('button', { name: 'Run report' }).isDisabled()).toBe(true);
    await page.getByLabel('Start date').fill(START);
    await page.getByLabel('End date').fill(END);
    await page.getByRole('button', { name: 'Run report' }).click();
    const table = page.getByTestId('ar-table');
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(11);
    const total = await page.getByTestId('ar-total').locator('td').allTextContents();
    expect(total[0]).toBe('Total');
    expect(total.slice(1).every((cell) => /^-?\$[\d,]+\.\d\d$/.test(cell))).toBe(true);

    // Sorting by the end balance, largest first.
    await page.getByRole('button', { name: 'Receivable at end' }).click();
    await page.getByRole('button', { name: 'Receivable at end' }).click();
    const ends = (await table.locator('tbody tr td:last-child').allTextContents()).map((t) =>
      Number(t.replace(/[$,]/g, '')),
    );
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    await screenshot(page, 'receivables-report-desktop-en');

    const csv = await download('Download the report as CSV');
    expect(csv.name).toBe(
      `accounts-receivable_harborview-logistics-inc_corporate-executives_${START}_${END}.csv`,
    );
    const rows = Papa.parse<string[]>(fs.readFileSync(csv.path, 'utf8'), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual([
      'Participant',
      'Receivable at start',
      'Premiums paid in period',
      'Interest accrued in period',
      'Total accrued in period',
      'Repaid in period',
      'Receivable at end',
    ]);
    expect(rows).toHaveLength(13);
    const lastRow = rows.at(-1)!;
    expect(lastRow[0]).toBe('Total');
    expect(`$${Number(lastRow[6]).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(
      total[6],
    );

    const pdf = await download('Download the report as PDF');
    expect(pdf.name).toBe(
      `accounts-receivable_harborview-logistics-inc_corporate-executives_${START}_${END}.pdf`,
    );
    expect(fs.readFileSync(pdf.path).subarray(0, 5).toString()).toBe('%PDF-');
    pdfScreenshot(pdf.path, 'receivables-pdf');

    // A row opens the participant's year report.
    const first = table.locator('tbody tr').first();
    const name = (await first.locator('td').first().textContent())!;
    await first.click();
    // On the report's year (it ends in END's year), not the current one.
    await page.waitForURL(
      new RegExp(`${baseUrl}/account-receivable/1/\\d+\\?year=${END.slice(0, 4)}$`),
    );
    await page.getByRole('heading', { name: `Receivable of ${name}`, level: 1 }).waitFor();
    await page.getByTestId('pr-balances').waitFor();
    await page.getByTestId('pr-chart').locator('svg').first().waitFor();
    await screenshot(page, 'receivables-participant-desktop-en');
    // Back to the report through the breadcrumb, with the division still chosen.
    await page.getByRole('link', { name: 'Accounts Receivable' }).last().click();
    await page
      .getByRole('combobox', { name: 'Division' })
      .filter({ hasText: 'Corporate Executives' })
      .waitFor();
  });

  it('an Employer Admin is offered only their own divisions', async () => {
    await signedIn('employerAdmin');
    await page.waitForURL(`${baseUrl}/users`);
    await page.getByRole('menuitem', { name: 'Accounts Receivable' }).click();
    await page.getByRole('combobox', { name: 'Organization' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Harborview Logistics, Inc.',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Division' }).click();
    expect((await page.getByRole('option').allTextContents()).sort()).toEqual([
      'Corporate Executives',
      'Regional Operations Management',
    ]);
    await page.getByRole('option', { name: 'Regional Operations Management' }).click();
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.getByTestId('ar-table').waitFor();
    // Another employer's division is not found, even by its address.
    await page.goto(`${baseUrl}/account-receivable?division=3&start=2024-01-01&end=2024-12-31`);
    await page.getByText('Choose an organization and a division to see its receivables.').waitFor();
    expect(await page.getByTestId('ar-table').count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'AFR Entry' }).count()).toBe(0);
  });

  it('reads well in both languages at desktop and phone sizes', async () => {
    await signedIn('admin');
    await page.waitForURL(`${baseUrl}/users`);
    const report = `${baseUrl}/account-receivable?division=1&start=${START}&end=${END}`;
    for (const lang of ['en', 'vi'] as const) {
      if (lang === 'vi') {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`${baseUrl}/afr-entry`);
        await page.getByRole('button', { name: 'English' }).click();
        await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
        await page.getByRole('heading', { name: 'Nhập lãi suất AFR', level: 1 }).waitFor();
      }
      for (const [size, viewport] of [
        ['desktop', { width: 1440, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`${baseUrl}/afr-entry`);
        await page.getByTestId('afr-chart').locator('svg').first().waitFor();
        await expectNoSideScroll(`AFR entry (${size}, ${lang})`);
        await screenshot(page, `receivables-afr-entry-${size}-${lang}`);

        await page.goto(report);
        await page.getByTestId('ar-table').waitFor();
        await expectNoSideScroll(`report (${size}, ${lang})`);
        await screenshot(page, `receivables-report-${size}-${lang}`);
        const money = await page.getByTestId('ar-total').locator('td').nth(5).textContent();
        expect(money).toMatch(lang === 'vi' ? /^[\d.]+,\d\d\s?US\$$/ : /^\$[\d,]+\.\d\d$/);

        await page.getByTestId('ar-table').locator('tbody tr').first().click();
        await page.getByTestId('pr-balances').waitFor();
        await page.getByTestId('pr-chart').locator('svg').first().waitFor();
        await expectNoSideScroll(`participant (${size}, ${lang})`);
        await screenshot(page, `receivables-participant-${size}-${lang}`);
      }
    }
  });
});
