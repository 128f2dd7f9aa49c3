// The carriers screens: list, detail tabs, the form with the shared validation, deleting a
// product that policies use, the Admin-only route, both languages at desktop and phone sizes,
// and the accessibility check.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { DEMO_PASSWORD, signInAs, thisServer } from './portal';
import { signedInAt } from './screens';

const SEEDED = [
  'Keystone Heritage Life Insurance Company',
  'Lakeshore Life & Annuity Company',
  'Summit Mutual Life Insurance Company',
];
const AXE = path.resolve(import.meta.dirname, '..', 'node_modules', 'axe-core', 'axe.min.js');
const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures', 'data');
const fixture = <T>(name: string): T[] =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as T[];

describe('carriers', { timeout: 180_000 }, () => {
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
    // The portal's Content-Security-Policy refuses injected scripts; the axe check needs one.
    context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
      bypassCSP: true,
    });
    page = await context.newPage();
  });

  const rowNames = () => page.locator('tbody tr td.column-name').allTextContents();

  /** Signed in as the Admin (signedInAt), opens Carriers from the menu. */
  const openCarriers = async () => {
    await context.close();
    ({ context, page } = await signedInAt(browser, { width: 1440, height: 900 }, 'admin', {
      acceptDownloads: true,
      bypassCSP: true,
    }));
    await page.waitForURL(`${baseUrl}/users`);
    await page.getByRole('menuitem', { name: 'Carriers' }).click();
    await page.waitForURL(`${baseUrl}/carriers`);
  };

  /** An API call as the Admin. */
  const asAdmin = async (pathAndQuery: string) => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    return fetch(`${baseUrl}/api${pathAndQuery}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
  };

  /**
   * No serious or critical axe-core violation in the carriers screen as it stands (its content
   * and any dialog it opened; the shell around it has checks of its own).
   */
  const expectAccessible = async (what: string) => {
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<unknown> } }).axe;
      const content = document.querySelector('#main-content') ?? document;
      const result = (await axe.run(content)) as {
        violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
      };
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, what).toEqual([]);
  };

  /** The page is no wider than the viewport (nothing scrolls sideways). */
  const expectNoSideScroll = async () => {
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      // The innermost elements reaching past the right edge, to say what is too wide.
      return [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    });
    expect(overflowing).toEqual([]);
  };

  const field = (name: string) => page.locator(`[name="${name}"]`);

  it('the admin creates a carrier with the shared validation, then edits it', async () => {
    await openCarriers();
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(expect.arrayContaining(SEEDED));
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${baseUrl}/carriers/create`);
    await field('name').fill('Northwind Mutual Life');
    await field('documentUrl').fill('not a web address');

    // Leaving the lists empty: each removal asks first.
    await page.getByRole('button', { name: 'Delete this product' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByText('This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete this investment option' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByText('This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please create at least one product option for the carrier.').waitFor();
    await page.getByText('Please create at least one investment option for the carrier.').waitFor();
    await page.getByText('Please enter a valid url.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/carriers/create');
    await screenshot(page, 'carriers-create-empty-lists-en');

    await field('documentUrl').fill('https://forms.northwind.example.com');
    await page.getByRole('button', { name: 'Add a product' }).click();
    await page.getByRole('button', { name: 'Add a product' }).click();
    await field('products.0.productName').fill('Northwind Indexed UL');
    await field('products.1.productName').fill('Northwind Whole Life');
    await page.getByRole('button', { name: 'Add an investment option' }).click();
    await page.getByRole('button', { name: 'Add an investment option' }).click();
    await field('investments.0.investmentName').fill('Fixed Account');
    await field('investments.0.percentage').fill('3.25');
    await field('investments.1.investmentName').fill('Fixed Account');
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await field('contacts.0.firstName').fill('Grace');
    await field('contacts.0.lastName').fill('Holloway');
    await field('contacts.0.phone').fill('12345');
    await field('contacts.0.email').fill('grace@');
    await field('contacts.1.firstName').fill('Omar');
    await field('contacts.1.lastName').fill('Haddad');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('The Investment Name must be unique.').count()).toBe(2);
    await page.getByText('This field should be a valid US phone number').waitFor();
    await page.getByText(/^Please enter a valid email address \(Ex: /).waitFor();
    await screenshot(page, 'carriers-create-duplicate-en');

    await field('investments.1.investmentName').fill('S&P 500 Annual Point-to-Point');
    await field('contacts.0.phone').fill('(555) 410-2288');
    await field('contacts.0.email').fill('grace.holloway@northwind.example.com');
    await field('contacts.1.position').fill('Service Manager');
    await screenshot(page, 'carriers-form-en');
    await expectAccessible('the carrier form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Save successfully!').waitFor();
    await page.waitForURL(/\/carriers\/\d+\/show$/);

    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('cell', { name: 'Holloway', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Service Manager', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Investment options' }).click();
    await page.getByRole('cell', { name: 'S&P 500 Annual Point-to-Point' }).waitFor();
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('cell', { name: 'Northwind Whole Life' }).waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/carriers\/\d+$/);
    await field('products.1.productName').fill('Northwind Whole Life 2026');
    await field('city').fill('Portland');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Save successfully!').waitFor();
    await page.waitForURL(/\/carriers\/\d+\/show$/);
    await page.getByText('Portland').waitFor();
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('cell', { name: 'Northwind Whole Life 2026' }).waitFor();
  });

  it('the admin deletes a product that a policy uses, after the confirmation', async () => {
    // A seeded product with policies, and one of those policies with its participant.
    const carrier = (await (await asAdmin('/carriers/3')).json()) as {
      name: string;
      products: { id: number; productName: string; policyCount: number }[];
    };
    const product = carrier.products.find((p) => p.policyCount > 0)!;
    const policy = fixture<{ productId: number; clientId: number; policyNumber: string }>(
      'policies',
    ).find((p) => p.productId === product.id)!;
    const participant = fixture<{ id: number; userId: number }>('participants').find(
      (p) => p.id === policy.clientId,
    )!;

    const policiesOf = async () =>
      (
        (await (await asAdmin(`/users/${participant.userId}`)).json()) as {
          policies: { policyNumber: string; carrierId: number; productId: number | null }[];
        }
      ).policies;
    expect(await policiesOf()).toContainEqual(
      expect.objectContaining({ policyNumber: policy.policyNumber, productId: product.id }),
    );

    await openCarriers();
    await page.getByRole('cell', { name: carrier.name }).click();
    await page.waitForURL(`${baseUrl}/carriers/3/show`);
    await page.getByRole('tab', { name: 'Products' }).click();
    const row = page.getByRole('row').filter({ hasText: product.productName });
    await row.getByRole('cell', { name: String(product.policyCount), exact: true }).waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`${baseUrl}/carriers/3`);
    await field('products.0.productName').waitFor();
    const names = await page
      .locator('input[name^="products."][name$=".productName"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const index = names.indexOf(product.productName);
    await page.getByRole('button', { name: 'Delete this product' }).nth(index).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Delete the product ${product.productName}`).waitFor();
    await dialog
      .getByText(
        `Deleting this product removes the option from participants' policies: ${product.policyCount} policies use it.`,
        { exact: false },
      )
      .waitFor();
    await dialog.getByText('This action cannot be undone.').waitFor();
    await screenshot(page, 'carriers-delete-product-en');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Save successfully!').waitFor();
    await page.waitForURL(`${baseUrl}/carriers/3/show`);

    const after = (await (await asAdmin('/carriers/3')).json()) as typeof carrier;
    expect(after.products.map((p) => p.id)).not.toContain(product.id);
    expect((await asAdmin(`/products/get-product-detail?id=${product.id}`)).status).toBe(404);
    // The policy itself stays with its participant; only its product is gone.
    expect(await policiesOf()).toContainEqual(
      expect.objectContaining({ policyNumber: policy.policyNumber, carrierId: 3, productId: null }),
    );
  });

  it('opens a carrier from its row by click and by Enter, and reveals the account number', async () => {
    await openCarriers();
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(expect.arrayContaining(SEEDED));
    await page.getByRole('link', { name: 'Summit Mutual Life Insurance Company' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/carriers/1/show`);
    await page.goBack();
    await page.getByRole('cell', { name: 'Lakeshore Life & Annuity Company' }).click();
    await page.waitForURL(`${baseUrl}/carriers/2/show`);
    await page.goBack();
    await page.getByRole('cell', { name: 'Summit Mutual Life Insurance Company' }).click();
    await page.waitForURL(`${baseUrl}/carriers/1/show`);

    await page.getByText('****2078').waitFor();
    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.getByText('187888432078').waitFor();
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page
      .getByRole('link', { name: 'https://forms.summitmutual.example.com/service' })
      .waitFor();
    await page.getByRole('tab', { name: 'Details and bank' }).click();
    // Leaving the page hides the number again.
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.goto(`${baseUrl}/carriers/1/show`);
    await page.getByText('****2078').waitFor();
    expect(await page.getByText('187888432078').count()).toBe(0);
  });

  it('exports every carrier of the filter as CSV', async () => {
    await openCarriers();
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(expect.arrayContaining(SEEDED));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .split(/\r?\n/)
      .filter((l) => l !== '');
    expect(lines[0]).toBe('ID,Name,City,State,Active');
    const total = (
      (await (await asAdmin('/carriers?PageSize=1&PageNumber=1')).json()) as {
        resultCount: number;
      }
    ).resultCount;
    expect(lines).toHaveLength(total + 1);
  });

  for (const [email, home] of [
    ['producer@example.com', '/users'],
    ['employee@example.com', '/client-overview'],
  ] as const) {
    it(`${email} cannot reach /carriers and lands on ${home}`, async () => {
      await signInAs(page, baseUrl, email);
      await page.waitForURL(`${baseUrl}${home}`);
      await page.goto(`${baseUrl}/carriers`);
      await page.waitForURL(`${baseUrl}${home}`);
      expect(await page.getByRole('menuitem', { name: 'Carriers' }).count()).toBe(0);
    });
  }

  it('reads well in both languages, at desktop and phone sizes, without accessibility faults', async () => {
    await openCarriers();
    for (const lang of ['en', 'vi'] as const) {
      if (lang === 'vi') {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`${baseUrl}/carriers`);
        await page.getByRole('button', { name: 'English' }).click();
        await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
        await page.getByRole('columnheader', { name: 'Thành phố' }).waitFor();
      }
      for (const [size, viewport] of [
        ['desktop', { width: 1440, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`${baseUrl}/carriers`);
        await page.getByText('Summit Mutual Life Insurance Company').first().waitFor();
        await expectNoSideScroll();
        await screenshot(page, `carriers-list-${size}-${lang}`);
        await expectAccessible(`the list (${size}, ${lang})`);

        await page.goto(`${baseUrl}/carriers/1/show`);
        await page.getByText('****2078').waitFor();
        await expectNoSideScroll();
        await screenshot(page, `carriers-show-${size}-${lang}`);
        await expectAccessible(`the detail (${size}, ${lang})`);

        await page.goto(`${baseUrl}/carriers/1`);
        await field('products.0.productName').waitFor();
        await expectNoSideScroll();
        await screenshot(page, `carriers-form-${size}-${lang}`);
        await expectAccessible(`the form (${size}, ${lang})`);
      }
    }
    await page.getByRole('button', { name: 'Thêm sản phẩm' }).waitFor();
  });
});
