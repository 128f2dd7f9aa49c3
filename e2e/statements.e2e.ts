// The employee's statement pages and the documents journey: the overview with its charts, the
// contributions filtered and downloaded as CSV, a plan document opened in the browser; an Admin
// uploads a document on the employee's user detail (opened from the list) and the employee sees
// it. Desktop and phone sizes, English and Vietnamese, with screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { signInAs, thisServer } from './portal';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const AXE = path.resolve(import.meta.dirname, '..', 'node_modules', 'axe-core', 'axe.min.js');

/** Serious or critical axe-core violations in the page's content (the shell has its own checks). */
async function accessibilityFaults(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<unknown> } }).axe;
    const content = document.querySelector('#main-content') ?? document;
    const result = (await axe.run(content)) as {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** The innermost elements reaching past the right edge (none on a usable phone layout). */
async function sideScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return (
      [...document.querySelectorAll('body *')]
        .filter(
          (el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0,
        )
        // Text cut off inside a box that hides its overflow (the app bar's title) widens nothing.
        .filter((el) => {
          for (let p = el.parentElement; p; p = p.parentElement) {
            if (getComputedStyle(p).overflowX === 'hidden')
              return p.getBoundingClientRect().right > width + 1;
          }
          return true;
        })
        .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1))
        .slice(0, 5)
        .map((el) => {
          const box = el.getBoundingClientRect();
          const owner = el.closest('[class]')?.className;
          return `${el.tagName.toLowerCase()} ${String(owner).slice(0, 60)} [${Math.round(box.left)}-${Math.round(box.right)}] "${(el.textContent ?? '').slice(0, 30)}"`;
        })
    );
  });
}

describe('statements and documents', () => {
  let browser: Browser;
  let employee: BrowserContext;
  let page: Page;
  const baseUrl = thisServer().baseUrl;

  beforeAll(async () => {
    browser = await launchBrowser();
    // bypassCSP lets the test load axe-core into the page; the portal's own scripts are unchanged.
    employee = await browser.newContext({
      viewport: DESKTOP,
      acceptDownloads: true,
      bypassCSP: true,
    });
    page = await employee.newPage();
    await signInAs(page, baseUrl, 'employee@example.com');
    await page.waitForURL(`${baseUrl}/client-overview`);
  });
  afterAll(() => browser?.close());

  it('shows the employee the overview with charts, the death benefit split and the policies', async () => {
    await page.getByRole('heading', { name: 'Emily Carter', level: 1 }).waitFor();
    const chart = page.getByRole('figure', { name: /Plan value and contributions/ });
    await chart.locator('svg path').first().waitFor();
    await page
      .getByRole('table', { name: 'Death benefit' })
      .getByRole('cell', { name: 'SML-102596', exact: true })
      .waitFor();
    await page
      .getByRole('article', { name: 'KHL-101957' })
      .getByText(/Exchanged on/)
      .waitFor();
    expect(await page.getByRole('figure', { name: /Allocations/ }).count()).toBeGreaterThanOrEqual(
      3,
    );
    // An earlier year as of a past date: every figure as it stood then.
    await page.getByLabel('As of').fill('2022-05-31');
    await page.getByRole('article', { name: 'KHL-101957' }).getByText('Active').waitFor();
    expect(await page.getByRole('article', { name: 'SML-102596' }).count()).toBe(0);
    await page.getByLabel('As of').fill(new Date().toISOString().slice(0, 10));
    await page.getByRole('article', { name: 'SML-102596' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download statement (PDF)' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^statement-\d{4}\.pdf$/);
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('filters the contributions and downloads them as CSV', async () => {
    await page.getByRole('menuitem', { name: 'Plan Contributions' }).click();
    await page.waitForURL(`${baseUrl}/plan-contributions`);
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: '2025', exact: true }).click();
    await page.getByRole('combobox', { name: 'Contribution type' }).click();
    await page.getByRole('option', { name: 'Bonus contribution (employee)' }).click();
    const table = page.getByRole('table', { name: 'Contributions' });
    await table.getByText('LLA-100101', { exact: false }).first().waitFor();
    // The rows of the unfiltered period may still be on screen until the filtered ones arrive.
    const typeCells = table.locator('tbody tr td:nth-child(3)');
    await expect
      .poll(async () => [...new Set(await typeCells.allTextContents())])
      .toEqual(['Bonus contribution (employee)']);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).first().click();
    const csv = fs.readFileSync((await (await download).path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toContain('Contribution Type');
    expect(lines.length - 1).toBe(await typeCells.count());
    await page
      .getByRole('table', { name: 'Accumulated value history' })
      .getByText('12/31/2025')
      .first()
      .waitFor();
  });

  it('opens a plan document in the browser', async () => {
    await page.getByRole('menuitem', { name: 'Documents & Resources' }).click();
    await page.waitForURL(`${baseUrl}/documents-resources`);
    const tab = employee.waitForEvent('page');
    await page.getByRole('button', { name: 'Open: Summary Plan Description.pdf' }).click();
    const opened = await tab;
    await expect.poll(() => opened.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    await opened.close();
  });

  it('lets an admin upload a document on the user detail that the employee then sees', async () => {
    const admin = await browser.newContext({ viewport: DESKTOP });
    const ap = await admin.newPage();
    await signInAs(ap, baseUrl, 'admin@example.com');
    await ap.waitForURL(`${baseUrl}/users`);
    await ap.getByPlaceholder('Search').fill('employee@example.com');
    const row = ap.getByRole('row').filter({ hasText: 'employee@example.com' }).first();
    await row.waitFor();
    await row.getByText('Emily Carter').click();
    await ap.getByRole('heading', { name: 'Emily Carter', level: 1 }).waitFor();
    const documents = ap.getByRole('region', { name: 'Documents' });
    await documents.getByText('Beneficiary Designation Form.pdf').waitFor();
    await documents
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'Welcome pack.pdf', mimeType: 'application/pdf', buffer: PDF });
    await ap.getByText('The document has been uploaded.').waitFor();
    await documents.getByText('Welcome pack.pdf').waitFor();
    await screenshot(ap, 'statements-user-documents-desktop-en');
    await admin.close();

    await page.reload();
    await page.getByText('Welcome pack.pdf').waitFor();
  });

  it('reads well in both languages at desktop and phone sizes', { timeout: 180_000 }, async () => {
    const pages = [
      [
        'client-overview',
        () => page.getByRole('figure').first().locator('svg path').first().waitFor(),
      ],
      [
        'plan-contributions',
        () => page.getByRole('table').or(page.getByRole('list')).first().waitFor(),
      ],
      ['documents-resources', () => page.getByText('Summary Plan Description.pdf').waitFor()],
    ] as const;
    for (const lang of ['en', 'vi'] as const) {
      if (lang === 'vi') {
        await page.setViewportSize(DESKTOP);
        await page.goto(`${baseUrl}/client-overview`);
        await page.getByRole('button', { name: 'English' }).click();
        await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
        await page.getByText('Tổng giá trị kế hoạch').first().waitFor();
      }
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const [route, ready] of pages) {
          await page.goto(`${baseUrl}/${route}`);
          await ready();
          await page.waitForTimeout(300);
          await screenshot(page, `statements-${route}-${size}-${lang}`);
          expect(await sideScroll(page), `${route} ${size} ${lang}`).toEqual([]);
          expect(await accessibilityFaults(page), `${route} ${size} ${lang}`).toEqual([]);
        }
      }
    }
  });
});
