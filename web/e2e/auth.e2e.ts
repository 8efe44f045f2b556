import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openAccountMenu,
  registerThroughApi,
  signInThroughUi,
  type Credentials,
} from './support/auth-steps';
import { launchBrowser, uniqueEmail, waitForPath, withPage } from './support/browser';

// Storefront sign-up, sign-in, sign-out and the admin/non-admin hand-over, in Chromium
// against the running gateway (BASE_URL).

function newShopper(): Credentials {
  return { userName: 'E2E Shopper', email: uniqueEmail('shopper'), password: 'Saree#2024' };
}

describe('storefront authentication', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('registers, signs in, shows the account menu and signs out', async () => {
    await withPage(browser, 'register-sign-in-sign-out', async (page) => {
      const shopper = newShopper();

      await page.goto('/auth/register');
      await page.getByLabel('User Name').fill(shopper.userName);
      await page.getByLabel('Email', { exact: true }).fill(shopper.email);
      await page.getByLabel('Password', { exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      // Registering signs the new shopper in (no second form).
      await waitForPath(page, '/shop/home');
      await page.getByRole('button', { name: `Account menu for ${shopper.userName}` }).waitFor();
      await page.evaluate(() => localStorage.clear());

      await signInThroughUi(page, shopper.email, shopper.password);
      await waitForPath(page, '/shop/home');

      await openAccountMenu(page, `Account menu for ${shopper.userName}`);
      const myAccount = page.getByRole('menuitem', { name: 'My Account' });
      const signOut = page.getByRole('menuitem', { name: 'Sign Out' });
      expect(await myAccount.isVisible()).toBe(true);
      expect(await signOut.isVisible()).toBe(true);
      expect(await page.evaluate(() => Boolean(localStorage.getItem('refreshToken')))).toBe(true);

      await signOut.click();
      await page.getByText('Logged out successfully').waitFor();
      await openAccountMenu(page, 'Account menu');
      expect(await page.getByRole('menuitem', { name: 'Sign In' }).isVisible()).toBe(true);
      expect(await page.getByRole('menuitem', { name: 'Create Account' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    });
  });

  it('asks for both fields when the login form is sent blank', async () => {
    await withPage(browser, 'blank-login', async (page) => {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Sign In' }).click();

      const notice = page.getByText('Please fill out both email and password.');
      await notice.waitFor();
      expect(await page.getByText('Missing Fields').isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/auth/login');
    });
  });

  it('sends a signed-in customer who opens the admin console to /unauth-page', async () => {
    await withPage(browser, 'customer-opens-admin', async (page, context) => {
      const shopper = newShopper();
      await registerThroughApi(context, shopper);
      await signInThroughUi(page, shopper.email, shopper.password);
      await waitForPath(page, '/shop/home');

      await page.goto('/admin/dashboard');
      await waitForPath(page, '/unauth-page', 30_000);
      await page.getByText("You don't have access to view this page").waitFor();
    });
  });

  it('takes an admin from the storefront login to the admin dashboard', async () => {
    const email = process.env.ADMIN_EMAIL;
    const password = process.env.ADMIN_PASSWORD;
    if (!email || !password) {
      throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must name the bootstrap admin');
    }
    await withPage(browser, 'admin-login', async (page) => {
      await signInThroughUi(page, email, password);
      await waitForPath(page, '/admin/dashboard', 30_000);
    });
  });
});
