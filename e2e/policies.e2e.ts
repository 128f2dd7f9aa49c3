// Participants' policies: an Admin opens the demo employee from the users list, edits a policy's
// beneficiaries through every spec 5 message to a valid set, exchanges a policy, deletes two
// unpublished value rows and sees the policy's figures follow; the policy-health list links to
// the policy; both languages at desktop and phone sizes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import type { YearlyStatement } from '../src/domain/api/statements';
import { DEMO_PASSWORD, signInAs, thisServer } from './portal';
import { signedInAt } from './screens';

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

describe('policies', { timeout: 240_000 }, () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const baseUrl = thisServer().baseUrl;

  const tokenOf = async (email: string) => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return ((await login.json()) as { accessToken: string }).accessToken;
  };
  const adminToken = () => tokenOf('admin@example.com');

  let lastBefore: { lastAccumulatedValue: number; lastValuationDate: string };
  /** The participant's own statement before the exchange, as their client overview shows it. */
  let statementBefore: YearlyStatement;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Two unpublished value rows on the demo employee's Summit Mutual policy (id 2), as a late
    // carrier file would bring them; the fixtures keep the demo employee's rows all published.
    const token = await adminToken();
    const own = await fetch(`${baseUrl}/api/users/statement/${new Date().getFullYear()}`, {
      headers: { authorization: `Bearer ${await tokenOf('employee@example.com')}` },
    });
    expect(own.status).toBe(200);
    statementBefore = (await own.json()) as YearlyStatement;
    // The figures before these rows, which are what stand again once they are deleted (another
    // browser test may have published a newer carrier file for this policy already).
    const before = await fetch(`${baseUrl}/api/policies/2`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.status).toBe(200);
    lastBefore = (await before.json()) as {
      lastAccumulatedValue: number;
      lastValuationDate: string;
    };
    for (const [valuationDate, accumulatedValue] of [
      ['2026-11-10', '150000.00'],
      ['2026-11-20', '151000.00'],
    ]) {
      const res = await fetch(`${baseUrl}/api/policies/2/accumulated-values`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ valuationDate, accumulatedValue, isPublished: false }),
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });

  /** Signed in as the Admin (signedInAt), opens the demo employee by clicking their row. */
  const openEmployee = async () => {
    await signedInAdmin();
    await page.waitForURL(`${baseUrl}/users`);
    await page.getByRole('row').filter({ hasText: 'employee@example.com' }).first().click();
    await page.waitForURL(`${baseUrl}/users/4`);
  };
  const signedInAdmin = async () => {
    await context.close();
    ({ context, page } = await signedInAt(browser, { width: 1440, height: 900 }, 'admin'));
  };
  const openPolicy = async (number: string) => {
    await page.getByRole('cell', { name: number, exact: true }).click();
    await page.getByRole('heading', { name: new RegExp(`Policy ${number}`) }).waitFor();
  };
  const dialog = () => page.getByRole('dialog');
  /** Nothing reaches past the right edge of a phone's screen. */
  const expectFits = async (what: string) => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
  };
  const choose = async (label: string, option: string, nth = 0) => {
    await dialog().getByRole('combobox', { name: label }).nth(nth).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const message = (text: string) => dialog().getByText(text, { exact: true }).first();

  it('edits beneficiaries through each message, exchanges a policy and deletes unpublished rows', async () => {
    await openEmployee();
    await openPolicy('SML-102596');
    await page.getByRole('button', { name: 'Edit', exact: true }).last().click();
    await dialog().getByText('Edit policy SML-102596').waitFor();
    const names = dialog().getByRole('textbox', { name: 'Beneficiary name' });

    // Maria Carter becomes a second primary: 200 %.
    await choose('Type', 'Primary', 1);
    await message('Primary beneficiary must add up to 100%.').waitFor();
    // Two beneficiaries of the same name.
    await names.nth(1).fill('Diane Carter');
    await message('The Beneficiary Name must be unique.').waitFor();
    await screenshot(page, 'policies-editor-messages');
    // None at all.
    await dialog().getByRole('button', { name: 'Remove' }).first().click();
    await dialog().getByRole('button', { name: 'Remove' }).first().click();
    await message('Please create at least one beneficiary for the policy').waitFor();
    // Only a contingent one.
    await dialog().getByRole('button', { name: 'Add' }).first().click();
    await names.nth(0).fill('Diane Carter');
    await choose('Type', 'Contingent', 0);
    await dialog().getByRole('spinbutton', { name: 'Percent (%)' }).nth(0).fill('100');
    await message('Please select at least one primary beneficiary.').waitFor();
    // A valid set: Diane Carter primary, the family trust contingent.
    await choose('Type', 'Primary', 0);
    await dialog().getByRole('button', { name: 'Add' }).first().click();
    await names.nth(1).fill('Carter Family Trust');
    await choose('Type', 'Contingent', 1);
    await dialog().getByRole('spinbutton', { name: 'Percent (%)' }).nth(1).fill('100');
    await expect.poll(() => dialog().getByRole('alert').count()).toBe(0);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page
      .getByTestId('beneficiaries')
      .getByText('Carter Family Trust · Contingent · 100%')
      .waitFor();
    await page.getByRole('tab', { name: 'Change history' }).click();
    await page
      .getByTestId('policy-changes')
      .getByText('Changed', { exact: false })
      .first()
      .waitFor();

    // Exchange the Lakeshore policy for a new Summit Mutual one.
    await openPolicy('LLA-100101');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await dialog().getByText('Exchange policy LLA-100101').waitFor();
    await dialog().getByLabel('Exchange date *').fill('2026-11-15');
    await dialog().getByRole('textbox', { name: 'Policy number' }).fill('SML-777001');
    await choose('Carrier', 'Summit Mutual Life Insurance Company');
    await choose('Product', 'Summit Indexed UL 2020');
    await dialog().getByRole('button', { name: 'Add' }).last().click();
    await choose('Investment option', 'Fixed Account');
    await dialog().getByRole('spinbutton', { name: 'Percent (%)' }).last().fill('100');
    await screenshot(page, 'policies-exchange');
    await dialog().getByRole('button', { name: 'Exchange' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /Policy SML-777001/ }).waitFor();
    await page.getByText('Took over on 11/15/2026 from').waitFor();
    await page.getByRole('cell', { name: 'SML-777001' }).waitFor();
    await page.getByRole('button', { name: 'LLA-100101', exact: true }).click();
    await page.getByText(/Exchanged on 11\/15\/2026 for/).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Exchange', exact: true }).count())
      .toBe(0);

    // Delete the two unpublished value rows of the Summit Mutual policy.
    await openPolicy('SML-102596');
    await expect
      .poll(() => page.getByTestId('figure-lastAccumulatedValue').textContent())
      // An Admin's figures count unpublished rows too: the newest of them, unless a published
      // carrier file is newer still.
      .toBe(
        lastBefore.lastValuationDate > '2026-11-20'
          ? usd(lastBefore.lastAccumulatedValue)
          : usd(151000),
      );
    await page.getByRole('tab', { name: 'Accumulated values' }).click();
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Unpublished', exact: true }).click();
    await expect.poll(() => page.locator('[data-testid^="history-row-"]').count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await dialog().getByText('This action cannot be undone.').waitFor();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('[data-testid^="history-row-"]').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('figure-lastAccumulatedValue').textContent())
      .toBe(usd(lastBefore.lastAccumulatedValue));
    const [y, m, d] = lastBefore.lastValuationDate.split('-');
    await expect
      .poll(() => page.getByTestId('figure-lastValuationDate').textContent())
      .toBe(`${m}/${d}/${y}`);
    await screenshot(page, 'policies-detail');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFits('the user detail with a policy');
    await screenshot(page, 'policies-detail-phone');

    // The participant signs in and finds the new figures on their client overview.
    await context.close();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signInAs(page, baseUrl, 'employee@example.com');
    await page.waitForURL(`${baseUrl}/client-overview`);
    const card = (policyNumber: string) => page.getByRole('article', { name: policyNumber });
    await card('SML-777001').getByText('Replaces policy LLA-100101 (exchange).').waitFor();
    await card('LLA-100101')
      .getByText(
        'Exchanged on 11/15/2026 for policy SML-777001: its value and receivable moved there.',
      )
      .waitFor();
    await card('SML-102596').getByText('Carter Family Trust · Contingent · 100%').waitFor();
    // The old policy's value counts until the new one's carrier first values it (DESIGN 5.6):
    // the plan total stands as before. The deleted rows were never the participant's.
    const exchanged = statementBefore.policies.find((p) => p.policyNumber === 'LLA-100101')!;
    expect(exchanged.netAccumulatedValue).toBeGreaterThan(0);
    const figure = (label: string) =>
      page
        .getByRole('heading', { name: label, exact: true })
        .locator('xpath=following-sibling::p[1]');
    await expect
      .poll(() => figure('Total plan value').textContent())
      .toBe(usd(statementBefore.totals.totalPlanValue));
    await card('LLA-100101')
      .getByText(usd(exchanged.netAccumulatedValue), { exact: true })
      .waitFor();
    await card('SML-777001').getByText(usd(0), { exact: true }).first().waitFor();
    const [ly, lm, ld] = lastBefore.lastValuationDate.split('-');
    await card('SML-102596').getByText(`${lm}/${ld}/${ly}`).waitFor();
    await screenshot(page, 'policies-client-overview');
  });

  it('lists the policies that need attention and links each flag to its policy', async () => {
    await signedInAdmin();
    await page.waitForURL(`${baseUrl}/users`);
    await page.getByRole('link', { name: 'Policy health' }).click();
    await page.waitForURL(`${baseUrl}/policy-health`);
    await page.getByRole('link', { name: 'Loan above 90% of value' }).first().waitFor();
    await screenshot(page, 'policies-health');
    await page.getByRole('link', { name: 'Loan above 90% of value' }).first().click();
    await page.waitForURL(/\/users\/\d+\?policy=\d+/);
    await page.getByRole('heading', { name: /^Policy [A-Z]+-\d+/ }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/policy-health`);
    await page.getByRole('link', { name: 'Allocations not at 100%' }).first().waitFor();
    await expectFits('the policy-health list');
    await screenshot(page, 'policies-health-phone');
  });

  it('reads in Vietnamese', async () => {
    await openEmployee();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
    await page.getByRole('cell', { name: 'SML-102596', exact: true }).click();
    await page.getByRole('heading', { name: /Hợp đồng SML-102596/ }).waitFor();
    await page.getByText('Giá trị tích lũy gần nhất').waitFor();
    await screenshot(page, 'policies-detail-vi');
    await page.getByRole('button', { name: 'Chỉnh sửa', exact: true }).last().click();
    await dialog().getByText('Người thụ hưởng', { exact: true }).waitFor();
    await dialog().getByRole('button', { name: 'Gỡ bỏ' }).first().click();
    await dialog().getByRole('button', { name: 'Gỡ bỏ' }).first().click();
    await message('Vui lòng tạo ít nhất một người thụ hưởng cho hợp đồng').waitFor();
    await screenshot(page, 'policies-editor-vi');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFits('the user detail in Vietnamese');
    await screenshot(page, 'policies-detail-vi-phone');
    await page.goto(`${baseUrl}/policy-health`);
    await page.getByRole('heading', { name: 'Tình trạng hợp đồng', level: 1 }).waitFor();
    await screenshot(page, 'policies-health-vi-phone');
  });
});
