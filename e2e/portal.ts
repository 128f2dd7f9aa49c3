// Journeys shared by the browser tests: signing in, and reading the outbox the server writes.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Portal#2026';

export async function signInAs(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The newest message the server kept in the outbox directory for an address. */
export function latestMail(
  dataDir: string,
  to: string,
): { text: string; link?: string } | undefined {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return undefined;
  const files = fs.readdirSync(dir).sort().reverse();
  for (const f of files) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    if (text.startsWith(`To: ${to}\n`)) {
      const link = /https?:\/\/\S+\/set-password\?\S+/.exec(text)?.[0];
      return { text, link };
    }
  }
  return undefined;
}

/** Waits for a condition that the server's side effects make true. */
export async function eventually<T>(probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The server of this test worker (global-setup.ts starts one per worker): its address and data
 * directory. A file talks to no other server, so files running side by side stay apart.
 */
export function thisServer(): { baseUrl: string; dataDir: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID) || 1;
  return servers[(worker - 1) % servers.length]!;
}
