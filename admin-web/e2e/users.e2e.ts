// Browser tests of the users screen (/admin/users) against the whole stack: a customer
// registered through the API for this test is promoted to admin and then deleted.
// Run: BASE_URL=http://127.0.0.1:18080 ADMIN_EMAIL=... ADMIN_PASSWORD=...
//   npm run test:e2e -w @boutique/admin-web
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, env, setUpBrowser, signInAsAdmin, withGuestPage } from './harness';

const browser = setUpBrowser();
/** How long a screen may take to show what the server answered. */
const POLL = { timeout: 10_000 };
const PHONE = { width: 390, height: 844 };

interface Customer {
  userName: string;
  email: string;
  password: string;
}

/** A customer this test owns: registered through the API, like the storefront's sign-up. */
async function registerCustomer(): Promise<Customer> {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const customer = {
    userName: `E2E Customer ${tag}`,
    email: `e2e-users-${tag}@example.com`,
    password: `Pw-${randomBytes(9).toString('base64url')}`,
  };
  const answer = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(customer),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return customer;
}

/** The signed-in admin's Bearer header, from the page's storage. */
async function adminHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('the admin is not signed in');
  return { Authorization: `Bearer ${token}` };
}

/** The users with exactly this e-mail, asked of the API as the signed-in admin. */
async function findThroughApi(page: Page, email: string): Promise<{ id: string }[]> {
  const answer = await fetch(
    `${baseUrl}/api/admin/users/get?search=${encodeURIComponent(email)}&page=1&pageSize=10`,
    { headers: await adminHeaders(page) },
  );
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: { id: string; email: string }[] };
  return body.data.filter((user) => user.email === email).map(({ id }) => ({ id }));
}

/** Best effort: deletes the customer through the API if a failed test left them behind. */
async function removeCustomer(page: Page, email: string): Promise<void> {
  try {
    const headers = await adminHeaders(page);
    for (const { id } of await findThroughApi(page, email)) {
      await fetch(`${baseUrl}/api/admin/users/delete/${id}`, { method: 'DELETE', headers });
    }
  } catch {
    // The test failed before the admin signed in; the fresh test database forgets the user.
  }
}

/** The users table's row for this e-mail (one, once the search has narrowed the list). */
function rowOf(page: Page, email: string): Locator {
  return page.locator('.users-table tbody tr.ant-table-row').filter({ hasText: email });
}

async function searchFor(page: Page, email: string): Promise<void> {
  const listed = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/users/get') &&
      new URL(response.url()).searchParams.get('search') === email,
  );
  await page.getByRole('searchbox', { name: 'Search users by email' }).fill(email);
  expect((await listed).status()).toBe(200);
  await expect.poll(() => rowOf(page, email).count(), POLL).toBe(1);
}

describe('users screen', () => {
  it('finds a new customer by e-mail, makes them an admin, then deletes them', async () => {
    const customer = await registerCustomer();
    await withGuestPage(browser(), 'users-role-and-delete', async (page) => {
      try {
        await signInAsAdmin(page, '/admin/users');
        await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();

        await searchFor(page, customer.email);
        expect(new URL(page.url()).searchParams.get('search')).toBe(customer.email);
        const row = rowOf(page, customer.email);
        expect(await row.textContent()).toContain(customer.userName);
        await row.locator('.ant-tag', { hasText: /^User$/ }).waitFor();

        // Edit role: user → admin.
        await row.getByRole('button', { name: `Edit role of ${customer.userName}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit role' });
        await dialog.waitFor();
        await dialog.getByRole('combobox', { name: 'Role' }).click();
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
          .locator('.ant-select-item-option[title="Admin"]')
          .click();
        const saved = page.waitForResponse(
          (response) =>
            response.url().includes('/api/admin/users/update/') &&
            response.request().method() === 'PUT',
        );
        await dialog.getByRole('button', { name: 'Save' }).click();
        expect((await saved).status()).toBe(200);
        await page.getByText('User role updated successfully').waitFor();
        await dialog.waitFor({ state: 'hidden' });
        await row.locator('.ant-tag', { hasText: /^Admin$/ }).waitFor();

        // Delete, after confirming.
        await row.getByRole('button', { name: `Delete ${customer.userName}` }).click();
        const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
        await confirm.waitFor();
        expect(await confirm.textContent()).toContain(
          `Are you sure you want to delete ${customer.userName} (${customer.email})?`,
        );
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await page.getByText('User deleted successfully').waitFor();
        await expect.poll(() => rowOf(page, customer.email).count(), POLL).toBe(0);
        await page.getByText(`No users match "${customer.email}"`).waitFor();

        // The server agrees: the account is gone.
        expect(await findThroughApi(page, customer.email)).toEqual([]);
      } finally {
        await removeCustomer(page, customer.email);
      }
    });
  });

  it("keeps the signed-in admin's own row locked", async () => {
    await withGuestPage(browser(), 'users-own-row', async (page) => {
      await signInAsAdmin(page, '/admin/users');
      await searchFor(page, env.ADMIN_EMAIL.toLowerCase());
      const row = rowOf(page, env.ADMIN_EMAIL.toLowerCase());

      await row.getByText('You', { exact: true }).waitFor();
      const edit = row.getByRole('button', { name: /^Edit role of / });
      const remove = row.getByRole('button', { name: /^Delete / });
      expect(await edit.isDisabled()).toBe(true);
      expect(await remove.isDisabled()).toBe(true);
      await row.locator('.user-actions--own').hover();
      await page
        .getByRole('tooltip', { name: 'You cannot change your own account here' })
        .waitFor();
    });
  });

  it('shows the users as cards on a phone', async () => {
    await withGuestPage(
      browser(),
      'users-phone',
      async (page) => {
        await signInAsAdmin(page, '/admin/users');
        const list = page.getByRole('list', { name: 'Users' });
        await list.waitFor();
        expect(await list.getByRole('listitem').count()).toBeGreaterThan(0);
        expect(await page.locator('.users-table').count()).toBe(0);
        // Nothing wider than the screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      },
      PHONE,
    );
  });
});
