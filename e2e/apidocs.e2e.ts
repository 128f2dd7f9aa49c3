import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import path from 'node:path';
import { freshPage, launchBrowser, SCREENSHOT_DIR } from './browser';
import { DEMO_PASSWORD, thisServer } from './portal';

describe('the API docs page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const baseUrl = thisServer().baseUrl;
  const problems: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await freshPage(browser));
    // A blocked script or style (the page's CSP is 'self' only) shows as a console error.
    page.on('console', (m) => {
      // The refused call before signing in is logged by the browser itself; anything else counts.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
        problems.push(m.text());
      }
    });
    page.on('pageerror', (e) => problems.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** The visible part of the page: the full page is thousands of pixels of operations. */
  const shot = (name: string) =>
    page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });

  /**
   * Scrolls the page from the top, most of a screen at a time, as a person reads it: `visit`
   * looks at what is rendered at each stop and answers true to stop there. Swagger UI renders
   * only the operations near the screen once there are more than about a hundred.
   */
  async function scrollDown(visit: () => Promise<boolean>): Promise<void> {
    await page.evaluate(() => window.scrollTo(0, 0));
    while (!(await visit())) {
      const atEnd = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY === before;
      });
      if (atEnd) return;
      await page.waitForTimeout(50);
    }
  }

  /** Every operation's "METHOD /path", read while scrolling the page from top to bottom. */
  async function readAllOperations(): Promise<Set<string>> {
    const seen = new Set<string>();
    await scrollDown(async () => {
      // Read in one go: Swagger UI renders again as the page settles after a scroll, and an
      // operation found one call earlier may be gone by the next.
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('.opblock-summary')].map((op) =>
          ['.opblock-summary-method', '.opblock-summary-path'].map(
            (part) => (op.querySelector(part) as HTMLElement | null)?.innerText ?? '',
          ),
        ),
      );
      for (const [method, where] of shown) {
        seen.add(`${method!.trim()} ${where!.replace(/\u200b/g, '').trim()}`);
      }
      return false;
    });
    return seen;
  }

  /** Scrolls down from the top until the operation is on the page, the way a person finds it. */
  async function scrollTo(selector: string): Promise<Locator> {
    const operation = page.locator(selector);
    if ((await operation.count()) === 0) {
      await scrollDown(async () => (await operation.count()) > 0);
    }
    await operation.scrollIntoViewIfNeeded();
    return operation;
  }

  /** Opens an operation, presses Try it out, optionally fills the JSON body, and executes it. */
  async function tryOut(operation: Locator, body?: unknown): Promise<string> {
    await operation.locator('.opblock-summary').first().click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    if (body !== undefined) {
      await operation.locator('textarea.body-param__text').fill(JSON.stringify(body));
    }
    await operation.getByRole('button', { name: 'Execute' }).click();
    const status = operation
      .locator('.live-responses-table tr.response .response-col_status')
      .first();
    await status.waitFor();
    return (await status.innerText()).trim();
  }

  it('loads without a token, lists the calls, and a call tried after signing in on it answers 200', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/api/docs`);
    await page.waitForURL(`${baseUrl}/api/docs/`);
    await page.getByRole('heading', { name: 'Benefits Portal API' }).first().waitFor();
    await page.locator('.opblock').first().waitFor();
    // With this many calls Swagger UI renders only the operations near the screen, as a person
    // scrolling sees them; the list is read by scrolling from the top to the bottom.
    const seen = await readAllOperations();
    for (const path of [
      'POST /api/auth/login',
      'GET /api/models',
      'GET /api/examples/storepicks',
      'GET /api/users/{userId}',
      'GET /api/saved-views',
    ]) {
      expect([...seen]).toContain(path);
    }
    expect(seen.size).toBeGreaterThan(80);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('apidocs-1440');

    // Without a token the call is refused; the docs page signs in through the real login call.
    const picks = await scrollTo('#operations-examples-getExamplesStorepicks');
    expect(await tryOut(picks)).toBe('401');
    const login = await scrollTo('#operations-auth-postAuthLogin');
    expect(await tryOut(login, { email: 'admin@example.com', password: DEMO_PASSWORD })).toBe(
      '200',
    );
    await scrollTo('#operations-examples-getExamplesStorepicks');
    await picks.getByRole('button', { name: 'Execute' }).click();
    await expect
      .poll(async () =>
        (
          await picks
            .locator('.live-responses-table tr.response .response-col_status')
            .first()
            .innerText()
        ).trim(),
      )
      .toBe('200');
    const answer = await picks.locator('.live-responses-table .microlight').first().innerText();
    expect(answer).toContain('"store"');
    await picks.scrollIntoViewIfNeeded();
    await shot('apidocs-tried');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('apidocs-390');
    expect(problems).toEqual([]);
  });
});
