// Browser tests of the admin console against a running gateway that serves the storefront
// (sign-in) and the console (/admin/). Run: BASE_URL=http://127.0.0.1:18080
// ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run test:e2e -w @boutique/admin-web
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { z } from 'zod';

// BASE_URL arrives as E2E_BASE_URL (see vitest.e2e.config.ts).
const env = z
  .object({
    E2E_BASE_URL: z.url(),
    ADMIN_EMAIL: z.string().min(1),
    ADMIN_PASSWORD: z.string().min(1),
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  })
  .parse(process.env);

const baseUrl = env.E2E_BASE_URL.replace(/\/+$/, '');
const artifactsDir = new URL('../test-results/', import.meta.url);

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: env.CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh browser context (empty storage: a guest) with a page; closed after the test. */
async function newGuestPage(name: string): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  onTestFailed(async () => {
    await mkdir(artifactsDir, { recursive: true });
    await page.screenshot({ path: new URL(`${name}.png`, artifactsDir).pathname, fullPage: true });
  });
  return page;
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Signs the admin in on the storefront's sign-in page, starting from an /admin page. */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/dashboard`);
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(env.ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(env.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
}

describe('admin console', () => {
  it('sends a guest to the storefront sign-in, remembering the admin page', async () => {
    const page = await newGuestPage('guest-redirect');
    try {
      await page.goto(`${baseUrl}/admin/dashboard`);
      await page.waitForURL((url) => url.pathname === '/auth/login');

      const url = new URL(page.url());
      expect(url.searchParams.get('redirect')).toBe('/admin/dashboard');
      expect(url.search).toContain('redirect=%2Fadmin%2Fdashboard');
    } finally {
      await page.context().close();
    }
  });

  it('shows the admin the console with the side menu and the greeting', async () => {
    const page = await newGuestPage('admin-sign-in');
    try {
      await signInAsAdmin(page);

      const menu = page.getByRole('navigation', { name: 'Main menu' });
      for (const entry of ['Dashboard', 'Products', 'Orders', 'Categories', 'Users']) {
        await expect.poll(() => menu.getByRole('link', { name: entry }).count()).toBe(1);
      }
      await page.getByText(/^Welcome back, .+/).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(await page.getByRole('banner').getByRole('button', { name: 'Logout' }).count()).toBe(
        1,
      );

      // The menu moves between screens inside the console.
      await menu.getByRole('link', { name: 'Orders' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/orders');
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('logs the admin out to the storefront sign-in and forgets the session', async () => {
    const page = await newGuestPage('admin-logout');
    try {
      await signInAsAdmin(page);
      const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
      expect(refreshToken).toBeTruthy();

      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/login');

      expect(pathOf(page)).toBe('/auth/login');
      const tokens = await page.evaluate(() => [
        localStorage.getItem('accessToken'),
        localStorage.getItem('refreshToken'),
      ]);
      expect(tokens).toEqual([null, null]);

      // The server revoked the session: the old refresh token no longer renews it.
      const renewal = await page.request.post(`${baseUrl}/api/auth/refresh`, {
        data: { refreshToken },
      });
      expect(renewal.ok()).toBe(false);

      // And the console asks to sign in again.
      await page.goto(`${baseUrl}/admin/orders`);
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/orders');
    } finally {
      await page.context().close();
    }
  });
});
