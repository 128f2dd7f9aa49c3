import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { DEMO_PASSWORD, eventually, latestMail, signInAs, thisServer } from './portal';

/** Calls the API as a user, for setting up and restoring state around the journeys. */
async function apiAs(baseUrl: string, email: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const r = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
}

describe('users: the admin’s journeys', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  const baseUrl = thisServer().baseUrl;
  const dataDir = thisServer().dataDir;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await admin.newPage();
    await signInAs(page, baseUrl, 'admin@example.com');
    await page.waitForURL(`${baseUrl}/users`);
  });
  afterAll(() => browser?.close());

  it('creates an Employee who follows the invitation, sets a password and lands on client-overview', async () => {
    const email = `new.hire.${Date.now()}@example.com`;
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${baseUrl}/users/create`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByText('Please enter a valid email address (Ex: name@example.com).').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('Phone number').fill('555');
    await page.getByText('This field should be a valid US phone number').waitFor();
    await page.getByLabel('Phone number').fill('(555) 410-2200');
    await page.getByLabel('Division (plan)').click();
    await page.getByRole('option', { name: /Corporate Executives/ }).click();
    await page.getByLabel('Job title').fill('Controller');
    await screenshot(page, 'users-create-employee');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('An invitation email has been sent to this newly created user.').waitFor();
    await page.getByRole('heading', { name: 'Nora Quinn', level: 1 }).waitFor();
    await page.getByText('Invitation pending').waitFor();

    const mail = await eventually(() => latestMail(dataDir, email));
    expect(mail.link).toMatch(/resetPassword=false/);
    const link = new URL(mail.link!);
    const employee = await browser.newContext();
    const ep = await employee.newPage();
    await ep.goto(`${baseUrl}${link.pathname}${link.search}`);
    await ep.getByLabel('New Password', { exact: true }).fill('Welcome#2026');
    await ep.getByLabel('Confirm New Password').fill('Welcome#2026');
    await ep.getByRole('button', { name: 'Submit' }).click();
    await ep.waitForURL(`${baseUrl}/login`);
    await signInAs(ep, baseUrl, email, 'Welcome#2026');
    await ep.waitForURL(`${baseUrl}/client-overview`);
    await ep.getByRole('heading', { name: 'Nora Quinn', level: 1 }).waitFor();
    await employee.close();
  });

  it('edits a user from their detail page', async () => {
    await page.goto(`${baseUrl}/users/4`);
    await page.getByRole('heading', { name: 'Emily Carter', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`${baseUrl}/users/4/edit`);
    await page.getByLabel('Job title').fill('Chief Financial Officer');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Save successfully!').waitFor();
    await page.waitForURL(`${baseUrl}/users/4`);
    await page.getByText('Chief Financial Officer').waitFor();
  });

  it('refuses an e-mail that is already taken, beside the field', async () => {
    await page.goto(`${baseUrl}/users/create`);
    await page.getByLabel('Email').fill('Employee@Example.com');
    await page.getByLabel('First name').fill('Dup');
    await page.getByLabel('Last name').fill('Licate');
    await page.getByLabel('Division (plan)').click();
    await page.getByRole('option', { name: /Corporate Executives/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The email has already been taken.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/users/create');
  });

  it('deactivates producer@example.com with a new producer per organization; their session ends', async () => {
    const api = await apiAs(baseUrl, 'admin@example.com');
    const before = await api<{ id: number; employers: { id: number; name: string }[] }>(
      'GET',
      '/users/2',
    );
    expect(before.employers.length).toBeGreaterThanOrEqual(2);

    // The producer is signed in elsewhere.
    const producer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const pp = await producer.newPage();
    await signInAs(pp, baseUrl, 'producer@example.com');
    await pp.waitForURL(`${baseUrl}/users`);

    await page.goto(`${baseUrl}/users`);
    await page.getByPlaceholder('Search').fill('producer@example.com');
    const row = page.getByRole('row').filter({ hasText: 'producer@example.com' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This producer serves the organizations below').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Deactivate' });
    for (const org of before.employers) {
      await dialog.getByLabel(org.name).click();
      await page.getByRole('option', { name: /Marcus Bell/ }).click();
    }
    await screenshot(page, 'users-producer-handover');
    await confirm.click();
    await page.getByText(/ has been deactivated\.$/).waitFor();

    // The producer's next call fails, the refresh fails too, and they are back at sign-in.
    await pp.reload();
    await pp.waitForURL(`${baseUrl}/login`);
    await signInAs(pp, baseUrl, 'producer@example.com');
    await pp.getByRole('alert').filter({ hasText: 'Your account has been deactivated.' }).waitFor();
    await producer.close();

    // Marcus Bell now serves those organizations.
    for (const org of before.employers) {
      const detail = await api<{ divisions: { producers: { name: string }[] }[] }>(
        'GET',
        `/employers/${org.id}`,
      );
      for (const d of detail.divisions)
        expect(d.producers.map((p) => p.name)).toContain('Marcus Bell');
    }

    // Put things back for the other journeys: reactivate and return the organizations.
    await api('POST', '/users/2/toggle', { isActive: true });
    for (const org of before.employers) {
      const detail = await api<
        Record<string, unknown> & { divisions: { producers: { id: number }[] }[] }
      >('GET', `/employers/${org.id}`);
      await api('POST', '/employers/save-employer', {
        ...detail,
        divisions: detail.divisions.map((d) => ({
          ...d,
          producers: [1, ...d.producers.map((p) => p.id)],
        })),
      });
    }
  });

  it('refuses to deactivate or delete the last active administrator', async () => {
    const api = await apiAs(baseUrl, 'admin@example.com');
    // From the list the admin cannot act on themselves; the server refuses it as well.
    const res = await fetch(`${baseUrl}/api/users/1/toggle`, { method: 'POST' });
    expect(res.status).toBe(401);
    await expect(api('POST', '/users/1/toggle', { isActive: false })).rejects.toThrow(/400/);
  });

  it('deletes a user after confirmation, and the list no longer shows them', async () => {
    await page.goto(`${baseUrl}/users`);
    await page.getByPlaceholder('Search').fill('Nora Quinn');
    const row = page.getByRole('row').filter({ hasText: 'Nora Quinn' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('This action cannot be undone.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Delete successfully!').waitFor();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
  });

  it('every user edits their own profile from My Profile', async () => {
    const employee = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const ep = await employee.newPage();
    await signInAs(ep, baseUrl, 'employee@example.com');
    await ep.waitForURL(`${baseUrl}/client-overview`);
    await ep.goto(`${baseUrl}/my-profile`);
    await ep.getByRole('heading', { name: 'Emily Carter', level: 1 }).waitFor();
    await ep.getByRole('button', { name: 'Edit' }).click();
    // The e-mail is the sign-in name: read-only here, with who to ask instead.
    expect(await ep.getByLabel('Email', { exact: true }).isEditable()).toBe(false);
    await ep.getByText('To change your e-mail address, ask an administrator.').waitFor();
    await ep.getByLabel('City').fill('Olympia');
    await ep.getByRole('button', { name: 'Save' }).click();
    await ep.getByText('Save successfully!').waitFor();
    await ep.reload();
    await ep.getByText(/Olympia/).waitFor();
    await screenshot(ep, 'my-profile-employee');
    await employee.close();
  });

  it('exports the participants of the admin’s scope as CSV', async () => {
    // No search: the whole scope (the list keeps the last search otherwise).
    await page.goto(`${baseUrl}/users?filter=${encodeURIComponent('{}')}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export participants' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^participants-\d{4}-\d{2}-\d{2}\.csv$/);
    const fs = await import('node:fs');
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/First ?Name|firstName/i);
    expect(lines.length - 1).toBeGreaterThanOrEqual(60);
  });
});
