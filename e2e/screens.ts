// The landed screens each role can open, and helpers the interface checks share: viewports,
// switching the language, waiting for a screen to settle, and running axe-core on it.
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { signInAs, thisServer } from './portal';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export const ROLES = {
  admin: 'admin@example.com',
  producer: 'producer@example.com',
  employerAdmin: 'employer.admin@example.com',
  employee: 'employee@example.com',
} as const;
export type RoleName = keyof typeof ROLES;

/** The demo role whose account an e-mail address is, if any. */
export const roleOf = (email: string): RoleName | undefined =>
  (Object.keys(ROLES) as RoleName[]).find((role) => ROLES[role] === email);

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
  trackRequests(context);
  return { context, page: await context.newPage() };
}

/** Signs in and waits for the role's home screen. */
export async function signIn(page: Page, baseUrl: string, role: RoleName) {
  await signInAs(page, baseUrl, ROLES[role]);
  await page.waitForURL(/\/(users|client-overview)$/);
}

/** The screen each role lands on after signing in. */
export const HOME: Record<RoleName, string> = {
  admin: '/users',
  producer: '/users',
  employerAdmin: '/users',
  employee: '/client-overview',
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInStates = new Map<string, { state: StorageState; madeAt: number }>();
/**
 * How long a kept sign-in serves. Access tokens last 15 minutes; the contexts that share a
 * sign-in must not come to refresh it, since the server ends a session whose refresh token is
 * used twice.
 */
const SIGN_IN_KEPT_MS = 10 * 60_000;

/**
 * What a browser holds once the role has signed in through the sign-in page: made by signing
 * in the first time a test file asks (and again after ten minutes), for the tests that start
 * signed in rather than test signing in. Only the stored login is kept, not what the portal
 * stored besides (the language, a list's columns): a browser that has just signed in.
 */
export async function signedInState(browser: Browser, role: RoleName): Promise<StorageState> {
  const { baseUrl } = thisServer();
  const key = `${baseUrl} ${role}`;
  const kept = signedInStates.get(key);
  if (kept && Date.now() - kept.madeAt < SIGN_IN_KEPT_MS) return kept.state;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, role);
    const all = await context.storageState();
    const state: StorageState = {
      cookies: all.cookies,
      origins: all.origins.map((o) => ({
        ...o,
        localStorage: o.localStorage.filter((item) => item.name === 'portal.login'),
      })),
    };
    signedInStates.set(key, { state, madeAt: Date.now() });
    return state;
  } finally {
    await context.close();
  }
}

/**
 * A new context at the viewport, signed in as the role (signedInState), and its page opened on
 * the role's home screen, as after signing in.
 */
export async function signedInAt(
  browser: Browser,
  viewport: { width: number; height: number },
  role: RoleName,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const storageState = await signedInState(browser, role);
  const context = await browser.newContext({ ...options, viewport, storageState });
  trackRequests(context);
  const page = await context.newPage();
  await page.goto(`${thisServer().baseUrl}${HOME[role]}`);
  // As a person starts once the page shows: the app checks the kept sign-in as it starts (GET
  // /api/users/{id}) and renders again once it is verified: a click before that can be lost.
  await settle(page);
  return { context, page };
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

/** The requests of a context still on their way, and when the last one started or ended. */
interface Traffic {
  pending: number;
  lastChange: number;
}
const traffic = new WeakMap<BrowserContext, Traffic>();

/**
 * Follows the requests of a context from now on. Called as a context is made (contextAt,
 * signedInAt), so that settle knows of every request; settle starts it itself for other contexts.
 */
export function trackRequests(context: BrowserContext): Traffic {
  const known = traffic.get(context);
  if (known) return known;
  const state: Traffic = { pending: 0, lastChange: Date.now() };
  context.on('request', () => {
    state.pending++;
    state.lastChange = Date.now();
  });
  const done = () => {
    // A request that started before the tracking began ends without having been counted.
    state.pending = Math.max(0, state.pending - 1);
    state.lastChange = Date.now();
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  traffic.set(context, state);
  return state;
}

/** How long the network stays quiet before the page counts as loaded. */
const QUIET_MS = 250;

/**
 * Waits until the page has loaded what it is loading and shows it: the app has rendered, no
 * request has been on its way for a moment, no progress indicator or skeleton is left (the
 * portal shows one while a page's code or data loads), and no transition (a dialog's fade, a
 * drawer's slide) is still moving.
 */
export async function settle(page: Page) {
  const net = trackRequests(page.context());
  const start = Date.now();
  let calm = 0;
  for (;;) {
    const waited = Date.now() - start;
    if (net.pending > 0 || Date.now() - net.lastChange < QUIET_MS) {
      calm = 0;
      if (waited > 15_000) break;
      await new Promise((r) => setTimeout(r, 25));
      continue;
    }
    const quietSince = net.lastChange;
    const shown = await page
      .evaluate(
        (ignoreProgress) =>
          (document.getElementById('root')?.childElementCount ?? 1) > 0 &&
          (ignoreProgress || !document.querySelector('[role=progressbar], .MuiSkeleton-root')),
        // A progress indicator still there after 10 s is taken to stay, and waited for no more.
        waited > 10_000,
      )
      // The page was navigating: not shown yet.
      .catch(() => false);
    if (shown && net.pending === 0 && net.lastChange === quietSince) {
      // Twice in a row, a moment apart: the page has not started anything new meanwhile.
      if (++calm >= 2) break;
    } else {
      calm = 0;
    }
    if (waited > 15_000) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await settledTransitions(page);
}

/** Waits for the page's finite CSS animations and transitions (not the spinners) to end. */
export async function settledTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => {
            const end = a.effect?.getComputedTiming().endTime;
            return a.playState === 'running' && typeof end === 'number' && end !== Infinity;
          })
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((r) => setTimeout(r, 2_000)),
    ]),
  );
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
