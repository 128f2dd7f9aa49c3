import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshPage, launchBrowser, screenshot } from './browser';
import { eventually, latestMail, signInAs, thisServer } from './portal';

describe('sign-in, sessions and the route guard', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const baseUrl = thisServer().baseUrl;
  const dataDir = thisServer().dataDir;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    await context?.close();
    ({ context, page } = await freshPage(browser));
  });

  for (const [email, home] of [
    ['admin@example.com', '/users'],
    ['producer@example.com', '/users'],
    ['employer.admin@example.com', '/users'],
    ['employee@example.com', '/client-overview'],
    ['inactive.employee@example.com', '/client-overview'],
  ] as const) {
    it(`${email} signs in and lands on ${home}`, async () => {
      await signInAs(page, baseUrl, email);
      await page.waitForURL(`${baseUrl}${home}`);
      if (home === '/users') await page.getByRole('columnheader', { name: 'Email' }).waitFor();
      else await page.getByText('Your policies').waitFor();
      await screenshot(page, `signin-${email.split('@')[0]}`);
      // A signed-in user who opens the sign-in page goes straight home.
      await page.goto(`${baseUrl}/login`);
      await page.waitForURL(`${baseUrl}${home}`);
    });
  }

  it('keeps Continue disabled until the form is valid and shows the spec messages', async () => {
    await page.goto(`${baseUrl}/login`);
    const button = page.getByRole('button', { name: 'Continue' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByText('Invalid email').waitFor();
    await page.getByLabel('Email').fill('');
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill('admin@example.com');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('x');
    expect(await button.isDisabled()).toBe(false);
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByText('Password is required').waitFor();
    // The show/hide toggle reveals the password.
    await page.getByLabel('Password', { exact: true }).fill('Visible#1');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
  });

  it('a wrong password shows the failure on the card and stays on the sign-in page', async () => {
    await signInAs(page, baseUrl, 'admin@example.com', 'Wrong#Password1');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The email or password is incorrect.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'signin-wrong-password');
  });

  it('an inactive producer is refused with the deactivated message', async () => {
    await signInAs(page, baseUrl, 'inactive.producer@example.com');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your account has been deactivated.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('an Employee typing /carriers lands on client-overview', async () => {
    await signInAs(page, baseUrl, 'employee@example.com');
    await page.waitForURL(`${baseUrl}/client-overview`);
    await page.goto(`${baseUrl}/carriers`);
    await page.waitForURL(`${baseUrl}/client-overview`);
    await page.goto(`${baseUrl}/users`);
    await page.waitForURL(`${baseUrl}/client-overview`);
  });

  it('a signed-out visitor of a protected page is sent to sign in', async () => {
    await page.goto(`${baseUrl}/users`);
    await page.waitForURL(`${baseUrl}/login`);
  });

  it('goes from forgot-password through the outbox link and set-password to signing in anew', async () => {
    // An account the other journeys do not sign in with, since its password changes here.
    const email = 'alicia.romero@example.com';
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for this address' })
      .waitFor();
    await screenshot(page, 'forgot-password-sent');

    const mail = await eventually(() =>
      latestMail(dataDir, email)?.link ? latestMail(dataDir, email) : undefined,
    );
    const link = new URL(mail.link!);
    expect(link.searchParams.get('resetPassword')).toBe('true');
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await page.getByText('Set a new password').waitFor();
    await page.getByTestId('link-email').filter({ hasText: email }).waitFor();

    const submit = page.getByRole('button', { name: 'Submit' });
    await page.getByLabel('New Password', { exact: true }).fill('weakpass');
    await page
      .getByText(
        'The password must be at least 8 characters and contain upper and lower case letters, numbers, symbols.',
      )
      .waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Brand#New2027');
    await page.getByLabel('Confirm New Password').fill('Brand#New2028');
    await page.getByText('Password and Confirm Password does not match.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Confirm New Password').fill('Brand#New2027');
    await screenshot(page, 'set-password-filled');
    await submit.click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Success').waitFor();

    await signInAs(page, baseUrl, email, 'Brand#New2027');
    await page.waitForURL(`${baseUrl}/users`);

    // The link was single use: opening it again sends the visitor to sign in with a notice.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('This link is invalid or has expired.').waitFor();
  });
});
