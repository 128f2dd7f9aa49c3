// Interface defects an Admin meets in a day, each as a person meets it: rows opened by clicking
// them, menus and buttons, in English and Vietnamese, with screenshots at desktop and phone sizes.
import { beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { browserPerTest, pdfScreenshot, screenshot } from './browser';
import { signInAs, thisServer } from './portal';
import { chooseLanguage, DESKTOP, PHONE, roleOf, settle, signedInAt } from './screens';

type Lang = 'en' | 'vi';

/** The colours of a PDF's first page: how many pixels are near each of the given colours. */
function pdfColourCounts(file: string, colours: Record<string, [number, number, number]>) {
  const ppm = execFileSync('pdftoppm', ['-r', '40', '-f', '1', '-l', '1', file]);
  // Binary PPM: "P6\n<w> <h>\n255\n" then RGB bytes.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const pixels = ppm.subarray(header[0].length);
  const counts = Object.fromEntries(Object.keys(colours).map((k) => [k, 0]));
  for (let i = 0; i + 2 < pixels.length; i += 3) {
    for (const [name, [r, g, b]] of Object.entries(colours)) {
      const near =
        Math.abs(pixels[i]! - r) < 10 &&
        Math.abs(pixels[i + 1]! - g) < 10 &&
        Math.abs(pixels[i + 2]! - b) < 10;
      if (near) counts[name]!++;
    }
  }
  return counts;
}

/** The words of a PDF's first page that are amounts, with their left and right edges. */
function pdfAmounts(file: string) {
  const xml = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']).toString();
  return [
    ...xml.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g),
  ]
    .filter((m) => /^\$[\d,]+\.\d\d$/.test(m[3]!))
    .map((m) => ({ left: Number(m[1]), right: Number(m[2]), text: m[3]! }));
}

/** How many amounts share each edge (rounded to the point), largest first. */
const sharedEdges = (edges: number[]) =>
  Object.values(
    edges.reduce<Record<number, number>>((acc, e) => {
      acc[Math.round(e)] = (acc[Math.round(e)] ?? 0) + 1;
      return acc;
    }, {}),
  ).sort((a, b) => b - a);
const LANGS: Lang[] = ['en', 'vi'];
/** The words a test looks for, in each language. */
const say = (lang: Lang, en: string, vi: string) => (lang === 'en' ? en : vi);

describe("the Admin's day", { timeout: 180_000 }, () => {
  const tab = browserPerTest(DESKTOP);
  const baseUrl = thisServer().baseUrl;
  // The tab of the running test.
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  /**
   * Signs in, waits for the home page, then picks the language. A test's first sign-in starts
   * from a browser that has signed in as the role on the sign-in page (signedInAt); a later one
   * signs in on the sign-in page (in English).
   */
  const signIn = async (email: string, lang: Lang = 'en') => {
    const role = roleOf(email);
    if (role && page.url() === 'about:blank') {
      await tab.context.close();
      const opened = await signedInAt(tab.browser, DESKTOP, role, { acceptDownloads: true });
      tab.context = opened.context;
      tab.page = page = opened.page;
    } else {
      await signInAs(page, baseUrl, email);
    }
    await page.waitForURL((url) => url.pathname !== '/login');
    await settle(page);
    if (lang === 'vi') await chooseLanguage(page, 'vi');
  };

  const menu = (name: string) => page.getByRole('menuitem', { name }).click();

  /** Whether a person can click the element: nothing else covers its centre. */
  const uncovered = (selector: ReturnType<Page['locator']>) =>
    selector.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return !!top && (el === top || el.contains(top));
    });

  /** Screenshots of the page as it stands, at desktop then phone size (and back). */
  const shots = async (name: string, lang: Lang) => {
    await screenshot(page, `defects-${name}-desktop-${lang}`);
    await page.setViewportSize(PHONE);
    await settle(page);
    await screenshot(page, `defects-${name}-phone-${lang}`);
    await page.setViewportSize(DESKTOP);
    await settle(page);
  };

  for (const lang of LANGS) {
    it(`a carrier's contacts, products and investment options each open their own record (${lang})`, async () => {
      await signIn('admin@example.com', lang);
      await menu(say(lang, 'Carriers', 'Công ty bảo hiểm'));
      await page.waitForURL(`${baseUrl}/carriers`);
      await page.locator('#main-content tbody tr').first().click();
      await page.waitForURL(/\/carriers\/\d+\/show$/);
      const carrierId = /\/carriers\/(\d+)\/show/.exec(page.url())![1];
      const carrierName = (await page.getByRole('heading', { level: 1 }).textContent())!;

      // A contact opens in the carrier's form, its first name focused.
      await page.getByRole('tab', { name: say(lang, 'Contacts', 'Người liên hệ') }).click();
      const contactRow = page.locator('#main-content tbody tr').nth(1);
      const firstName = (await contactRow.locator('td').first().textContent())!;
      await contactRow.locator('td').nth(2).click();
      await page.waitForURL(new RegExp(`/carriers/${carrierId}\\?contact=\\d+$`));
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const el = document.activeElement as HTMLInputElement | null;
              return el?.name?.endsWith('.firstName') ? el.value : null;
            }),
          { timeout: 10_000 },
        )
        .toBe(firstName);
      // The edit page has the breadcrumb and heading the other pages have.
      const crumbs = page.getByRole('navigation', { name: /Breadcrumb|Đường dẫn trang/ });
      await expect
        .poll(() => crumbs.textContent(), { timeout: 10_000 })
        .toContain(say(lang, 'Edit', 'Chỉnh sửa'));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(carrierName);
      // The contact's names carry the required mark.
      const focusedLabel = await page.evaluate(
        () => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent ?? '',
      );
      expect(focusedLabel).toMatch(/\*/);
      await shots('carrier-contact-edit', lang);

      for (const [tab, resource] of [
        [say(lang, 'Products', 'Sản phẩm'), 'products'],
        [say(lang, 'Investment options', 'Lựa chọn đầu tư'), 'investments'],
      ] as const) {
        await page.goto(`${baseUrl}/carriers/${carrierId}/show`);
        await page.getByRole('tab', { name: tab }).click();
        const row = page.locator('#main-content tbody tr').first();
        const name = (await row.locator('td').first().textContent())!;
        await row.locator('td').last().click();
        await page.waitForURL(new RegExp(`/${resource}/\\d+/show$`));
        await page.getByRole('heading', { level: 1, name }).waitFor();
      }
    });
  }

  it('a new product row is named by what it is in the removal confirmation, in both languages', async () => {
    await signIn('admin@example.com');
    await page.goto(`${baseUrl}/carriers/1`);
    for (const lang of LANGS) {
      if (lang === 'vi') await chooseLanguage(page, 'vi');
      await page.getByRole('button', { name: say(lang, 'Add a product', 'Thêm sản phẩm') }).click();
      await page
        .getByRole('button', { name: say(lang, 'Delete this product', 'Xóa sản phẩm này') })
        .last()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('heading', {
          name: say(lang, 'Delete this new product', 'Xóa sản phẩm mới này'),
        })
        .waitFor();
      expect(await dialog.textContent()).not.toMatch(/–/);
      await screenshot(page, `defects-carrier-remove-new-product-${lang}`);
      await dialog.getByRole('button', { name: say(lang, 'Delete', 'Xóa') }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });

  it('ticking import files shows the bulk Publish button above the table, and publishing says so', async () => {
    await signIn('admin@example.com');
    await menu('Import Files');
    await page.waitForURL(`${baseUrl}/import-files`);
    const fileName = (await page
      .locator('#main-content tbody tr', { hasText: 'Unpublished' })
      .first()
      .locator('td')
      .nth(1)
      .textContent())!;
    const unpublished = page.locator('#main-content tbody tr', { hasText: fileName });
    // English: the bar and its button stand clear of the "Upload a file" bar.
    await unpublished.locator('input[type=checkbox]').check();
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await publish.waitFor();
    // Once the bar has slid open (it animates its height).
    await expect.poll(() => uncovered(publish), { timeout: 5_000 }).toBe(true);
    await shots('import-files-selected', 'en');
    await unpublished.locator('input[type=checkbox]').uncheck();

    // Vietnamese: publish, and the notice says the files were published.
    await chooseLanguage(page, 'vi');
    await unpublished.locator('input[type=checkbox]').check();
    const publishVi = page.getByRole('button', { name: 'Công bố', exact: true });
    await expect.poll(() => uncovered(publishVi), { timeout: 5_000 }).toBe(true);
    await screenshot(page, 'defects-import-files-selected-desktop-vi');
    await publishVi.click();
    await page.getByText('Các tệp đã được công bố.').waitFor();
    await unpublished.getByText('Đã công bố').waitFor();
  });

  it('a deep link opened while signed out is where the sign-in lands, if the role may open it', async () => {
    await page.goto(`${baseUrl}/carriers/2/show/products`);
    await page.waitForURL(`${baseUrl}/login`);
    await signInAs(page, baseUrl, 'admin@example.com');
    await page.waitForURL(`${baseUrl}/carriers/2/show/products`);
    await page.getByRole('tab', { name: 'Products', selected: true }).waitFor();

    // An Employer Admin may not open carriers: their home instead.
    const other = await tab.browser.newContext({ viewport: DESKTOP });
    const second = await other.newPage();
    await second.goto(`${baseUrl}/carriers`);
    await second.waitForURL(`${baseUrl}/login`);
    await signInAs(second, baseUrl, 'employer.admin@example.com');
    await second.waitForURL(`${baseUrl}/users`);
    await other.close();
  });

  for (const lang of LANGS) {
    it(`a participant's receivable opens on the report's year and its tables fit (${lang})`, async () => {
      await signIn('admin@example.com', lang);
      await menu(say(lang, 'Accounts Receivable', 'Khoản phải thu'));
      await page.getByRole('combobox', { name: say(lang, 'Organization', 'Tổ chức') }).click();
      await page.getByRole('option', { name: 'Harborview Logistics, Inc.' }).click();
      await page.getByRole('combobox', { name: say(lang, 'Division', 'Bộ phận') }).click();
      await page.getByRole('option', { name: 'Corporate Executives' }).click();
      // Days are shown and typed in the language's order, whatever the browser's language.
      const start = page.getByLabel(say(lang, 'Start date', 'Ngày bắt đầu'));
      const end = page.getByLabel(say(lang, 'End date', 'Ngày kết thúc'));
      expect(await start.getAttribute('placeholder')).toBe(say(lang, 'mm/dd/yyyy', 'dd/mm/yyyy'));
      await start.fill('01/01/2024');
      await end.fill(say(lang, '12/31/2024', '31/12/2024'));
      await end.blur();
      expect(await end.inputValue()).toBe(say(lang, '12/31/2024', '31/12/2024'));
      // A day the calendar does not have is refused with the pattern to use.
      await start.fill(say(lang, '02/30/2024', '30/02/2024'));
      await start.blur();
      await expect.poll(() => start.getAttribute('aria-invalid')).toBe('true');
      await start.fill('01/01/2024');
      await page.getByRole('button', { name: say(lang, 'Run report', 'Xem báo cáo') }).click();
      await page.getByTestId('ar-table').locator('tbody tr').first().click();
      await page.waitForURL(/\/account-receivable\/\d+\/\d+\?year=2024$/);
      await page.getByText(say(lang, 'Premiums in 2024', 'Phí bảo hiểm năm 2024')).waitFor();
      await page.getByTestId('pr-balances').waitFor();
      // Every table of the page fits its card at 1440 px: nothing to scroll to, nothing cut.
      for (const id of ['pr-rates', 'pr-balances', 'pr-months']) {
        const fits = await page
          .getByTestId(id)
          .evaluate(
            (table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth,
          );
        expect(fits, id).toBe(true);
      }
      await shots('participant-receivable', lang);
    });
  }

  for (const lang of LANGS) {
    it(`AFR entry keeps its year, opens a year from its chips, shows fixed decimals and a cleared month's message (${lang})`, async () => {
      await signIn('admin@example.com', lang);
      await menu(say(lang, 'AFR Entry', 'Nhập lãi suất AFR'));
      await page.waitForURL(`${baseUrl}/afr-entry`);
      // The chips of the years with a table are buttons: one opens its year.
      await page
        .getByRole('button', {
          name: say(lang, 'Open the AFR table of 2020', 'Mở bảng AFR năm 2020'),
        })
        .click();
      await page.waitForURL(`${baseUrl}/afr-entry?year=2020`);
      await page
        .getByText(say(lang, 'The AFR table of 2020', 'Bảng AFR của năm 2020'), { exact: false })
        .waitFor();
      // A reload stays on the year.
      await page.reload();
      await settle(page);
      expect(await page.getByTestId('afr-year').inputValue()).toBe('2020');
      const month = (m: string) =>
        page.getByRole('textbox', { name: say(lang, `${m} rate (%)`, `Lãi suất tháng ${m} (%)`) });
      // Two decimals at least: 0.14 stays, a whole or one-decimal rate is padded.
      const values = await page
        .locator('[role=group] input')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      expect(values).toHaveLength(12);
      for (const v of values) expect(v).toMatch(/^\d+\.\d{2,4}$/);
      // Every month's label reads whole (the Vietnamese December too).
      const cut = await page
        .locator('[role=group] label')
        .evaluateAll((labels) =>
          labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
        );
      expect(cut).toEqual([]);
      // A cleared month: the spec's required message, not a number's.
      const dec = month(say(lang, 'Dec', 'Th12'));
      await dec.fill('');
      await page
        .getByText(say(lang, 'This is a required field.', 'Đây là trường bắt buộc.'))
        .waitFor();
      expect(
        await page
          .getByText(say(lang, 'Please enter a numeric value.', 'Vui lòng nhập một giá trị số.'))
          .count(),
      ).toBe(0);
      await shots('afr-entry', lang);
    });
  }

  it("the user's (de)activation and the receivables PDF say what happened, in both languages", async () => {
    await signIn('admin@example.com');
    const row = page.locator('#main-content tbody tr', { hasText: 'Keisha Phillips' });
    await page.getByPlaceholder('Search').fill('Keisha Phillips');
    await row.waitFor();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Keisha Phillips has been deactivated.').waitFor();
    expect(await page.getByText('Save successfully!').count()).toBe(0);

    await chooseLanguage(page, 'vi');
    await row.getByRole('button', { name: 'Kích hoạt' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt' }).click();
    await page.getByText('Đã kích hoạt Keisha Phillips.').waitFor();
    await row.getByRole('button', { name: 'Vô hiệu hóa' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Vô hiệu hóa' }).click();
    await page.getByText('Đã vô hiệu hóa Keisha Phillips.').waitFor();
    await screenshot(page, 'defects-user-deactivated-vi');
    // Active again, as the other tests know her.
    await row.getByRole('button', { name: 'Kích hoạt' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt' }).click();
    await row.getByRole('button', { name: 'Vô hiệu hóa' }).waitFor();

    // The receivables PDF's notice names the receivables report.
    for (const lang of ['vi', 'en'] as const) {
      if (lang === 'en') await chooseLanguage(page, 'en');
      await page.goto(
        `${baseUrl}/account-receivable?organization=1&division=1&start=2024-01-01&end=2024-12-31`,
      );
      await page.getByTestId('ar-table').waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /PDF/ }).click();
      await page
        .getByText(
          say(
            lang,
            'The download of the receivables report has started.',
            'Đã bắt đầu tải xuống báo cáo khoản phải thu.',
          ),
        )
        .waitFor();
      const file = await (await download).path();
      expect(await page.getByText(/participants file|tệp người tham gia/).count()).toBe(0);
      // The table's head is the brand's #124257, not a bright blue.
      const colours = pdfColourCounts(file, { brand: [18, 66, 87], blue: [25, 118, 210] });
      expect(colours.brand).toBeGreaterThan(200);
      expect(colours.blue).toBe(0);
      await screenshot(page, `defects-receivables-pdf-notice-${lang}`);
    }
  });

  it('an Employer Admin opening a receivable outside their scope sees Not Found; the API says 404', async () => {
    await signIn('employer.admin@example.com');
    await page.goto(`${baseUrl}/account-receivable/7/41`);
    await page.getByRole('heading', { name: 'Not Found', level: 1 }).waitFor();
    await page.getByText('This page could not be found').waitFor();
    expect(await page.getByText('An unexpected server error occurred.').count()).toBe(0);
    const status = await page.evaluate(async () => {
      const login = JSON.parse(localStorage.getItem('portal.login') ?? 'null') as {
        accessToken?: string;
      } | null;
      const res = await fetch('/api/afr-rate/participant-receivable', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${login?.accessToken ?? ''}`,
        },
        body: JSON.stringify({ participantId: 41, year: 2024 }),
      });
      return res.status;
    });
    expect(status).toBe(404);
    await chooseLanguage(page, 'vi');
    await page.getByText('Không tìm thấy trang này').waitFor();
    await screenshot(page, 'defects-receivable-out-of-scope-desktop-vi');
    await page.setViewportSize(PHONE);
    await page.getByText('Không tìm thấy trang này').waitFor();
    await screenshot(page, 'defects-receivable-out-of-scope-phone-vi');
  });

  it('switching language on the sign-in page marks no field as an error', async () => {
    await page.goto(`${baseUrl}/login`);
    const email = page.getByLabel('Email');
    await email.click();
    await chooseLanguage(page, 'vi');
    await chooseLanguage(page, 'en');
    expect(await email.getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByText('Email is required').count()).toBe(0);
    // The messages still come once the user types.
    await email.fill('not-an-email');
    await page.getByText('Invalid email').waitFor();
    await screenshot(page, 'defects-login-after-language');
  });

  it("the employee's statement PDF right-aligns its amounts under a brand-coloured head", async () => {
    await signIn('employee@example.com');
    await page.waitForURL(`${baseUrl}/client-overview`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download statement/ }).click();
    const file = await (await download).path();
    const amounts = pdfAmounts(file);
    expect(amounts.length).toBeGreaterThan(20);
    // The month table's two columns: each lines its amounts up on the right edge (their left
    // edges differ with the number of digits).
    const rights = sharedEdges(amounts.map((a) => a.right));
    expect(rights[0]).toBeGreaterThanOrEqual(10);
    expect(rights[1]).toBeGreaterThanOrEqual(10);
    expect(pdfColourCounts(file, { brand: [18, 66, 87] }).brand).toBeGreaterThan(200);
    pdfScreenshot(file, 'defects-statement-pdf');
  });

  for (const lang of LANGS) {
    it(`a new Employee's missing division is marked on the first save (${lang})`, async () => {
      await signIn('admin@example.com', lang);
      await page.getByRole('link', { name: say(lang, 'Create', 'Tạo mới') }).click();
      await page.waitForURL(`${baseUrl}/users/create`);
      await page.getByRole('combobox', { name: say(lang, 'Role', 'Vai trò') }).click();
      await page.getByRole('option', { name: say(lang, 'Employee', 'Nhân viên') }).click();
      await page.getByRole('button', { name: say(lang, 'Save', 'Lưu') }).click();
      const division = page.getByRole('combobox', {
        name: say(lang, 'Division (plan)', 'Bộ phận (chương trình)'),
      });
      await expect.poll(() => division.getAttribute('aria-invalid')).toBe('true');
      const required = say(lang, 'This is a required field.', 'Đây là trường bắt buộc.');
      // Email, first name, last name and the division: four at once.
      await expect.poll(() => page.getByText(required, { exact: true }).count()).toBe(4);
      await shots('user-create-first-save', lang);
    });
  }

  it('dashboards count only what the role can open; donuts show their shares; links and the sidebar read whole', async () => {
    // A Producer or an Employer Admin cannot open the carriers: no number of them.
    for (const email of ['producer@example.com', 'employer.admin@example.com']) {
      await signIn(email);
      await page.goto(`${baseUrl}/`);
      await page.getByText('Participants without a policy').waitFor();
      expect(
        await page
          .locator('#main-content')
          .getByText(/Carrier/)
          .count(),
      ).toBe(0);
      await screenshot(page, `defects-dashboard-${email.split('@')[0]}`);
      await page.evaluate(() => localStorage.removeItem('portal.login'));
    }

    // The Users rows' action icons stand in columns, whichever actions a row has.
    await signIn('admin@example.com');
    await page.locator('#main-content tbody tr').first().waitFor();
    const positions = await page
      .locator('#main-content tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) =>
          [...r.querySelectorAll('td:last-child button, td:last-child span[aria-hidden]')]
            .map((b) => Math.round(b.getBoundingClientRect().x))
            .join(','),
        ),
      );
    expect(new Set(positions).size).toBe(1);
    await screenshot(page, 'defects-users-actions');

    // The support e-mail in the expanded sidebar is shown whole.
    const mail = page.getByRole('link', { name: 'support@example.com' });
    expect(await mail.evaluate((a) => a.textContent)).toBe('support@example.com');
    expect(
      await mail.locator('.MuiTypography-root').evaluate((t) => t.scrollWidth <= t.clientWidth),
    ).toBe(true);

    // Policy health: the policy links wear the table's colour, not the browser's blue.
    await page.getByRole('link', { name: 'Policy health' }).click();
    await page.waitForURL(`${baseUrl}/policy-health`);
    const link = page.locator('#main-content tbody a').first();
    await link.waitFor();
    const [linkColour, cellColour] = await link.evaluate((a) => [
      getComputedStyle(a).color,
      getComputedStyle(a.closest('td')!).color,
    ]);
    expect(linkColour).toBe(cellColour);
    await screenshot(page, 'defects-policy-health');

    // The employee's allocation donuts show each share's percentage.
    await page.evaluate(() => localStorage.removeItem('portal.login'));
    await signIn('employee@example.com');
    const donut = page.getByRole('figure', { name: /^Allocations / }).first();
    await donut.locator('svg').first().waitFor();
    expect(await donut.textContent()).toMatch(/\d+%/);
    await shots('client-overview-donuts', 'en');
  });

  it("Plan Contributions offers the years from the participant's first year with data, not from 2000", async () => {
    await signIn('employee@example.com');
    await page.getByRole('combobox', { name: 'Year' }).click();
    const statementYears = (await page.getByRole('option').allTextContents()).map(Number);
    await page.keyboard.press('Escape');
    const firstYear = Math.min(...statementYears);
    await menu('Plan Contributions');
    await page.waitForURL(`${baseUrl}/plan-contributions`);
    await page.getByRole('combobox', { name: 'Period' }).click();
    const years = (await page.getByRole('option').allTextContents())
      .filter((o) => /^\d{4}$/.test(o))
      .map(Number);
    const thisYear = new Date().getFullYear();
    expect(years).toEqual(Array.from({ length: thisYear - firstYear + 1 }, (_, i) => thisYear - i));
    expect(years).not.toContain(2000);
    await screenshot(page, 'defects-plan-contributions-periods');
  });
  for (const lang of LANGS) {
    it(`every page's title has one form, in the app bar and the browser tab (${lang})`, async () => {
      await signIn('admin@example.com', lang);
      const product = say(lang, 'Benefits Portal', 'Cổng quản lý phúc lợi');
      const bar = page.locator('header #react-admin-title');
      /** The app bar's title once it reads `title`, and the tab's: the title, then the product. */
      const titled = async (title: string | RegExp) => {
        await expect.poll(() => bar.textContent(), { timeout: 10_000 }).toMatch(title);
        const shown = (await bar.textContent())!;
        await expect.poll(() => page.title()).toBe(`${shown} · ${product}`);
        return shown;
      };
      // A list is titled by what it lists; a record's page by its kind and its name.
      for (const [entry, kind] of [
        [say(lang, 'Carriers', 'Công ty bảo hiểm'), say(lang, 'Carrier', 'Công ty bảo hiểm')],
        [say(lang, 'Organizations', 'Tổ chức'), say(lang, 'Organization', 'Tổ chức')],
        [say(lang, 'Users', 'Người dùng'), say(lang, 'User', 'Người dùng')],
      ] as const) {
        await menu(entry);
        await titled(new RegExp(`^${entry}$`));
        const row = page.locator('#main-content tbody tr').first();
        const name = ((await row.locator('td').first().textContent()) ?? '').trim();
        await page.mouse.move(0, 0);
        await row.locator('td:not(:has(a)):not(:has(button))').last().click();
        await titled(`${kind}: ${name}`);
        expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(name);
      }
      await menu(say(lang, 'AFR Entry', 'Nhập lãi suất AFR'));
      await titled(say(lang, 'AFR Entry', 'Nhập lãi suất AFR'));
    });
  }
});
