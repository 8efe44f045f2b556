import type { BrowserContext, Page } from 'playwright-core';

export type Credentials = { userName: string; email: string; password: string };

/** Creates an account through the API (for tests whose subject is not registration). */
export async function registerThroughApi(context: BrowserContext, user: Credentials) {
  const response = await context.request.post('/api/auth/register', { data: user });
  if (!response.ok()) {
    throw new Error(`register ${user.email} failed: ${response.status()} ${await response.text()}`);
  }
}

/** Signs in on /auth/login and waits for the login call to answer. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  if (new URL(page.url()).pathname !== '/auth/login') {
    await page.goto('/auth/login');
  }
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login'),
    page.getByRole('button', { name: 'Sign In' }).click(),
  ]);
}

export async function openAccountMenu(page: Page, accessibleName: string | RegExp) {
  await page.getByRole('button', { name: accessibleName }).click();
  await page.getByRole('menu', { name: 'Account' }).waitFor();
}
