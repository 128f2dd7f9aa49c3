import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { thisServer } from './portal';

describe('the built web app', () => {
  let browser: Browser;
  const baseUrl = thisServer().baseUrl;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('loads in Chromium: a signed-out visitor gets the sign-in card in the product colours', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(baseUrl);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Sign in to continue to:').waitFor();
    await expect.poll(() => page.getByText('Benefits Portal').first().isVisible()).toBe(true);
    const card = page.locator('.MuiCard-root').first();
    expect((await card.boundingBox())!.width).toBe(550);
    const background = await card
      .locator('xpath=..')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(18, 66, 87)'); // #124257, the primary colour of spec 9
    await screenshot(page, 'foundation-login');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the API and the translation catalogs beside the app', async () => {
    const version = await (await fetch(`${baseUrl}/api/version`)).json();
    expect(version.productName).toBe('Benefits Portal');
    const vi = await (await fetch(`${baseUrl}/locales/vi/portal.json`)).json();
    expect(vi.pages.login.continue).toBe('Tiếp tục');
  });
});
