// The landed screens each role can open, and helpers the interface checks share: viewports,
// switching the language, waiting for a screen to settle, and running axe-core on it.
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInAs } from './portal';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export const ROLES = {
  admin: 'admin@example.com',
  producer: 'producer@example.com',
  employerAdmin: 'employer.admin@example.com',
  employee: 'employee@example.com',
} as const;
export type RoleName = keyof typeof ROLES;

export interface Screen {
  name: string;
  /** The path, or how to find it from the page (a record the role can see). */
  path: string | ((page: Page, baseUrl: string) => Promise<string>);
  /** Parts axe leaves out, each for a defect outside the portal's code (say which beside it). */
  axeExclude?: string[];
}

/** The first record of a list the role sees, by opening its first row. */
const firstRow =
  (list: string, suffix = '') =>
  async (page: Page, baseUrl: string) => {
    await page.goto(`${baseUrl}${list}`);
    await settle(page);
    const row = page
      .locator(
        // The first cell's link of a grid row, or a compact list's row on a phone (the sidebar's
        // own list items sit outside the content area).
        '#main-content .RaDataTable-row a, #main-content .MuiListItemButton-root',
      )
      .first();
    await row.click();
    await page.waitForURL((url) => url.pathname !== list);
    return `${new URL(page.url()).pathname}${suffix}`;
  };

const STAFF_SCREENS: Screen[] = [
  { name: 'users', path: '/users' },
  { name: 'user-detail', path: firstRow('/users') },
  { name: 'dashboard', path: '/' },
  { name: 'my-profile', path: '/my-profile' },
];

export const SCREENS: Record<RoleName, Screen[]> = {
  admin: [
    ...STAFF_SCREENS,
    { name: 'user-edit', path: '/users/4/edit' },
    { name: 'organizations', path: '/organizations' },
    { name: 'organization-show', path: '/organizations/1/show' },
    { name: 'carriers', path: '/carriers' },
    { name: 'carrier-show', path: firstRow('/carriers') },
    { name: 'import', path: '/import' },
    {
      name: 'import-files',
      path: '/import-files',
      // react-admin 5.15's DataTable puts its row checkboxes' aria-label on the wrapper instead
      // of the input; the rest of the screen is checked.
      axeExclude: ['.RaDataTable-checkbox'],
    },
    { name: 'afr-entry', path: '/afr-entry' },
    { name: 'account-receivable', path: '/account-receivable' },
    { name: 'policy-health', path: '/policy-health' },
    { name: 'divisions', path: '/divisions' },
    { name: 'division-show', path: firstRow('/divisions') },
    { name: 'products', path: '/products' },
    { name: 'product-show', path: firstRow('/products') },
    { name: 'investments', path: '/investments' },
    { name: 'investment-show', path: firstRow('/investments') },
    { name: 'documents', path: '/documents' },
    { name: 'document-show', path: firstRow('/documents') },
    { name: 'carrier-history', path: '/history/carriers/1' },
  ],
  producer: [
    ...STAFF_SCREENS,
    { name: 'organizations', path: '/organizations' },
    { name: 'organization-show', path: firstRow('/organizations') },
    { name: 'policy-health', path: '/policy-health' },
    { name: 'division-history', path: '/history/divisions/1' },
  ],
  employerAdmin: [...STAFF_SCREENS, { name: 'account-receivable', path: '/account-receivable' }],
  employee: [
    { name: 'client-overview', path: '/client-overview' },
    { name: 'plan-contributions', path: '/plan-contributions' },
    { name: 'documents-resources', path: '/documents-resources' },
    { name: 'dashboard', path: '/' },
    { name: 'my-profile', path: '/my-profile' },
  ],
};

/** Screens anyone may open without signing in. */
export const PUBLIC_SCREENS = [
  '/login',
  '/forgot-password',
  '/set-password?token=x',
  '/form-examples',
  '/dialog-examples',
];

export async function contextAt(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  // axe-core is injected as a script; the portal's Content Security Policy would refuse it.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  return { context, page: await context.newPage() };
}

/** Signs in and waits for the role's home screen. */
export async function signIn(page: Page, baseUrl: string, role: RoleName) {
  await signInAs(page, baseUrl, ROLES[role]);
  await page.waitForURL(/\/(users|client-overview)$/);
}

/**
 * Chooses a language with the picker of the app bar or of a sign-in page. The app bar slides
 * away while a long page is scrolled down, so a person scrolls back up to reach it first.
 */
export async function chooseLanguage(page: Page, lng: 'en' | 'vi') {
  const name = lng === 'vi' ? 'Tiếng Việt' : 'English';
  await page.mouse.wheel(0, -100_000);
  await page.getByRole('button', { name: /^(Language|Ngôn ngữ): / }).click();
  await page.getByRole('menuitem', { name }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lng);
}

/** Opens a screen and waits until nothing is loading any more. */
export async function openScreen(page: Page, baseUrl: string, screen: Screen) {
  const target = typeof screen.path === 'string' ? screen.path : await screen.path(page, baseUrl);
  await page.goto(`${baseUrl}${target}`);
  await settle(page);
  return target;
}

export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role=progressbar], .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await page.waitForTimeout(300);
}

const require = createRequire(import.meta.url);
const AXE = path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js');

export interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe-core's serious and critical findings on the page as it stands. */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (exclude) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document | { include: string[][]; exclude: string[][] }) => Promise<AxeResult>;
        };
      }
    ).axe;
    interface AxeResult {
      violations: {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[] }[];
      }[];
    }
    const result = await axe.run(
      exclude.length ? { include: [['html']], exclude: exclude.map((e) => [e]) } : document,
    );
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => n.target.join(' ')),
      }));
  }, exclude);
}
