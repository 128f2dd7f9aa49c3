// Every landed screen at phone size (390 × 844) and at desktop size (1440 × 900), in English and
// Vietnamese, as each role: no page is wider than the screen on a phone, the app bar keeps its
// language and account controls on screen, and a screenshot of each for a person to look at.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import {
  DESKTOP,
  PHONE,
  PUBLIC_SCREENS,
  ROLES,
  SCREENS,
  chooseLanguage,
  contextAt,
  openScreen,
  settle,
  signedInAt,
  type RoleName,
} from './screens';
import { thisServer } from './portal';

/** What sticks out of the viewport on the page as it stands. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const inside = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return `${selector} missing`;
      const box = el.getBoundingClientRect();
      return box.left >= 0 && box.right <= width && box.width > 0 ? 'inside' : 'outside';
    };
    return {
      documentWiderThanScreen: document.documentElement.scrollWidth > width,
      language: inside('header button[aria-label^="Language"], header button[aria-label^="Ngôn"]'),
      // The account button: the name on wider screens, an icon on phones.
      account: inside('header .MuiToolbar-root > :last-child button'),
    };
  });
}

describe('phone and desktop sizes', () => {
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
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`${role} at ${size} size: no screen is wider than the screen, the app bar controls stay on it`, async () => {
        const found: Record<string, unknown> = {};
        const opened = await signedInAt(browser, viewport, role, { bypassCSP: true });
        context = opened.context;
        const { page } = opened;
        for (const lng of ['en', 'vi'] as const) {
          if (lng === 'vi') await chooseLanguage(page, 'vi');
          for (const screen of SCREENS[role]) {
            await openScreen(page, baseUrl, screen);
            await screenshot(page, `${size}-${role}-${screen.name}-${lng}`);
            const o = await overflow(page);
            if (o.documentWiderThanScreen || o.language !== 'inside' || o.account !== 'inside') {
              found[`${screen.name} (${lng})`] = {
                ...o,
                scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth),
              };
            }
          }
        }
        expect(found).toEqual({});
      }, 240_000);
    }
  }

  it('the sign-in and example pages fit a phone and offer the language picker', async () => {
    const found: Record<string, unknown> = {};
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const opened = await contextAt(browser, viewport);
      context = opened.context;
      const { page } = opened;
      for (const lng of ['en', 'vi'] as const) {
        for (const path of PUBLIC_SCREENS) {
          await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
          await settle(page);
          const name = path.slice(1).replace(/\?.*/, '');
          await screenshot(page, `${size}-public-${name}-${lng}`);
          const wider = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          if (size === 'phone' && wider) found[`${path} (${lng})`] = 'wider than the screen';
        }
      }
      await context.close();
      context = undefined;
    }
    expect(found).toEqual({});
  }, 120_000);

  it('the users list on a phone is a compact list whose rows open the user', async () => {
    const opened = await signedInAt(browser, PHONE, 'admin', { bypassCSP: true });
    context = opened.context;
    const { page } = opened;
    const row = page.locator('#main-content .MuiListItemButton-root').first();
    await row.waitFor();
    expect(await page.locator('.RaDataTable-table').count()).toBe(0);
    await row.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/users\/\d+$/);
  });
});
