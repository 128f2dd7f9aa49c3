// Loading (spec 8): the frame shows at once on a deep link, a progress indicator shows during
// every fetch, and the route guard decides before anything is fetched.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { DESKTOP, signedInAt } from './screens';
import { thisServer } from './portal';

describe('loading', () => {
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

  /** Holds the matching API requests until released. */
  const hold = async (ctx: BrowserContext, pattern: RegExp) => {
    const held: Route[] = [];
    let holding = true;
    await ctx.route(pattern, (route) => (holding ? held.push(route) : route.continue()));
    return {
      count: () => held.length,
      release: async () => {
        holding = false;
        await Promise.all(held.map((r) => r.continue()));
      },
    };
  };

  it('a list shows progress in the app bar and in its content while its page is on its way', async () => {
    const opened = await signedInAt(browser, DESKTOP, 'admin');
    context = opened.context;
    const { page } = opened;
    await page.getByRole('columnheader').first().waitFor();
    const employers = await hold(context, /\/api\/employers(\?|$)/);
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Organizations').click();
    await expect.poll(employers.count).toBeGreaterThan(0);
    await page.locator('header [role=progressbar]').waitFor({ timeout: 2000 });
    await page.getByTestId('list-pending').waitFor({ timeout: 500 });
    await screenshot(page, 'loading-list');
    await employers.release();
    await page.getByRole('columnheader', { name: 'Name' }).waitFor();
    await page.locator('header [role=progressbar]').waitFor({ state: 'detached' });
  });

  it('a deep link shows the frame at once while the session is verified', async () => {
    const opened = await signedInAt(browser, DESKTOP, 'admin');
    context = opened.context;
    const { page } = opened;
    await page.getByRole('columnheader').first().waitFor();
    // The start-up verification reads the signed-in user (spec 4).
    const verification = await hold(context, /\/api\/users\/1$/);
    await page.goto(`${baseUrl}/organizations`);
    // The app asks once its code has run, which on a busy machine can be well after the page's load.
    await expect.poll(verification.count, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 2000 });
    await page.locator('header').waitFor();
    await page.locator('main [role=progressbar], [role=progressbar]').first().waitFor();
    expect(await page.getByText('Loading', { exact: true }).count()).toBe(0);
    await screenshot(page, 'loading-deep-link');
    await verification.release();
    await page.getByRole('columnheader', { name: 'Name' }).waitFor();
  });

  it('an Employee opening /users is sent home without a users list request', async () => {
    const opened = await signedInAt(browser, DESKTOP, 'employee');
    context = opened.context;
    const { page } = opened;
    await page.waitForURL(`${baseUrl}/client-overview`);
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/users(\?|$)/.test(new URL(r.url()).pathname + new URL(r.url()).search)) {
        listCalls.push(r.url());
      }
    });
    const forbidden: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) forbidden.push(r.url());
    });
    await page.goto(`${baseUrl}/users`);
    await page.waitForURL(`${baseUrl}/client-overview`);
    await page.waitForLoadState('networkidle');
    expect(listCalls).toEqual([]);
    expect(forbidden).toEqual([]);
  });
});
