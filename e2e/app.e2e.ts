import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';

describe('the built web app', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('loads in Chromium and shows the portal with its version and theme', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(baseUrl);
    await page.getByText('Welcome to Benefits Portal').waitFor();
    const version = await (await fetch(`${baseUrl}/api/version`)).json();
    await expect
      .poll(() => page.getByTestId('version').textContent())
      .toContain(`Version ${version.versionNumberWithBuildNumber}`);
    const appBarColor = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(appBarColor).toBe('rgb(18, 66, 87)'); // #124257, the primary colour of spec 9
    await screenshot(page, 'foundation-dashboard');
    expect(errors).toEqual([]);
    await page.close();
  });
});
