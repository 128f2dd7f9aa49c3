// Accessibility: axe-core on every landed screen, as each role and signed out, in both languages:
// no serious or critical violation. Keyboard: list rows open with Enter, support links take Tab.
import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  DESKTOP,
  PUBLIC_SCREENS,
  ROLES,
  SCREENS,
  chooseLanguage,
  contextAt,
  openScreen,
  seriousViolations,
  settle,
  signedInAt,
  type RoleName,
} from './screens';
import { thisServer } from './portal';

describe('accessibility', () => {
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

  for (const role of Object.keys(ROLES) as RoleName[]) {
    it(`every screen of ${role} passes axe in English and Vietnamese`, async () => {
      const opened = await signedInAt(browser, DESKTOP, role, { bypassCSP: true });
      context = opened.context;
      const { page } = opened;
      const found: Record<string, unknown> = {};
      for (const lng of ['en', 'vi'] as const) {
        if (lng === 'vi') await chooseLanguage(page, 'vi');
        for (const screen of SCREENS[role]) {
          await openScreen(page, baseUrl, screen);
          const violations = await seriousViolations(page, screen.axeExclude);
          if (violations.length) found[`${screen.name} (${lng})`] = violations;
        }
      }
      expect(found).toEqual({});
    }, 240_000);
  }

  it('the sign-in and example pages pass axe in English and Vietnamese', async () => {
    const opened = await contextAt(browser, DESKTOP);
    context = opened.context;
    const { page } = opened;
    const found: Record<string, unknown> = {};
    for (const lng of ['en', 'vi'] as const) {
      for (const path of PUBLIC_SCREENS) {
        await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
        await settle(page);
        const violations = await seriousViolations(page);
        if (violations.length) found[`${path} (${lng})`] = violations;
      }
    }
    expect(found).toEqual({});
  }, 120_000);

  it('every list row opens with Enter, and Tab reaches the support links', async () => {
    const opened = await signedInAt(browser, DESKTOP, 'admin', { bypassCSP: true });
    context = opened.context;
    const { page } = opened;
    for (const [list, opens] of [
      ['/users', /\/users\/\d+$/],
      ['/organizations', /\/organizations\/\d+\/show$/],
    ] as const) {
      await page.goto(`${baseUrl}${list}`);
      const firstRow = page.locator('tbody .RaDataTable-row').first();
      await firstRow.waitFor();
      // Tab from the search box until the focus is inside the first row.
      await page.getByPlaceholder('Search').focus();
      let inRow = false;
      for (let i = 0; i < 30 && !inRow; i++) {
        await page.keyboard.press('Tab');
        inRow = await firstRow.evaluate((row) => row.contains(document.activeElement));
      }
      expect(inRow, `no control of the first row of ${list} takes the focus`).toBe(true);
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
      await page.keyboard.press('Enter');
      await page.waitForURL(opens, { timeout: 5000 }).catch(() => {
        throw new Error(`Enter on ${focused} did not open the record`);
      });
    }
    for (const link of await page.locator('nav a[href^="tel:"], nav a[href^="mailto:"]').all()) {
      expect(await link.getAttribute('tabindex')).not.toBe('-1');
    }
    expect(
      await page.locator('nav [role=menuitem][tabindex="-1"], nav a[tabindex="-1"]').count(),
    ).toBe(0);
  });
});
