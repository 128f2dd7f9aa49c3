// Debian's Chromium through playwright-core, with the flags this closed network needs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', '.e2e', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves a full-page screenshot under .e2e/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Keeps the page as it stands for a person to look into a failure: a full-page screenshot and
 * the HTML beside it, under .e2e/screenshots. Answers where they are.
 */
export async function recordPage(page: Page, name: string): Promise<string> {
  const file = await screenshot(page, name).catch(() => path.join(SCREENSHOT_DIR, `${name}.png`));
  fs.writeFileSync(file.replace(/\.png$/, '.html'), await page.content());
  return file.replace(/\.png$/, '.{png,html}');
}

/** A fresh context (no stored login) and its page, at the viewport the screenshots use. */
export async function freshPage(
  browser: Browser,
  options: { acceptDownloads?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return { context, page: await context.newPage() };
}

/**
 * One browser for a test file and a fresh context (no stored login) for each test, at the given
 * viewport, downloads accepted: `const tab = browserPerTest(); … tab.page`.
 */
export function browserPerTest(viewport = { width: 1440, height: 900 }) {
  const state = {} as { browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(() => state.browser?.close());
  beforeEach(async () => {
    await state.context?.close();
    state.context = await state.browser.newContext({ viewport, acceptDownloads: true });
    state.page = await state.context.newPage();
  });
  return state;
}

/** Saves a PDF's first page as a PNG under .e2e/screenshots (`<name>-1.png`) to look at. */
export function pdfScreenshot(file: string, name: string): void {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '70',
    '-f',
    '1',
    '-l',
    '1',
    file,
    path.join(SCREENSHOT_DIR, name),
  ]);
}
