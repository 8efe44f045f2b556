// Browser tests of the admin console against a running gateway that serves the storefront
// (sign-in) and the console (/admin/). Run: BASE_URL=http://127.0.0.1:18080
// ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run test:e2e -w @boutique/admin-web
import { describe, expect, it } from 'vitest';
import { baseUrl, pathOf, setUpBrowser, signInAsAdmin, withGuestPage } from './harness';

const browser = setUpBrowser();

describe('admin console', () => {
  it('sends a guest to the storefront sign-in, remembering the admin page', async () => {
    await withGuestPage(browser(), 'guest-redirect', async (page) => {
      await page.goto(`${baseUrl}/admin/dashboard`);
      await page.waitForURL((url) => url.pathname === '/auth/login');

      const url = new URL(page.url());
      expect(url.searchParams.get('redirect')).toBe('/admin/dashboard');
      expect(url.search).toContain('redirect=%2Fadmin%2Fdashboard');
    });
  });

  it('shows the admin the console with the side menu and the greeting', async () => {
    await withGuestPage(browser(), 'admin-sign-in', async (page) => {
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
    });
  });

  it('logs the admin out to the storefront sign-in and forgets the session', async () => {
    await withGuestPage(browser(), 'admin-logout', async (page) => {
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
    });
  });
});
