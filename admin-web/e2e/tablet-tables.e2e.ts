// Browser test of the console's tables on a tablet (820 x 1180) against the whole stack:
// for users, contacts, feedback and newsletters a row made by this test is found, its
// action button (Delete) is whole inside the viewport and the table's scroll container,
// nothing covers it, and it works: it opens "Confirm Delete", which is cancelled. (The
// orders table's View Details is checked the same way in orders.e2e.ts.)
// Run: BASE_URL=... MAIL_URL=... ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run test:e2e -w @boutique/admin-web
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, expectUnclipped, setUpBrowser, signInAsAdmin, withGuestPage } from './harness';
import { adminHeaders, post } from './shop-fixtures';

const browser = setUpBrowser();
const POLL = { timeout: 15_000 };
const TABLET = { width: 820, height: 1180 };

/** Finds the row of `email` through the screen's e-mail search. */
async function rowOf(page: Page, path: string, table: string, email: string) {
  await page.goto(`${baseUrl}${path}?search=${encodeURIComponent(email)}`);
  const row = page.locator(`.${table} tbody tr.ant-table-row`).filter({ hasText: email });
  await expect.poll(() => row.count(), POLL).toBe(1);
  return row;
}

/** The row's Delete is shown whole and opens "Confirm Delete"; Cancel leaves the row. */
async function deleteIsUsable(page: Page, table: string, row: ReturnType<Page['locator']>) {
  const remove = row.getByRole('button', { name: /^Delete/ }).first();
  await expectUnclipped(page, remove, `.${table}`);
  await remove.click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Confirm Delete' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
}

describe('tables on a tablet (820 px)', () => {
  it("keeps every table's actions in view and usable", async () => {
    const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
    const email = `tablet-${tag}@example.com`;
    const password = 'Tablet-pass-1';
    // A customer (users), a message (contacts), a testimonial (feedback), a subscriber.
    await post('/auth/register', { userName: `Tablet ${tag}`, email, password }, {}, 201);
    const login = await post<{ accessToken: string }>('/auth/login', { email, password }, {}, 200);
    await post(
      '/shop/contacts/add',
      { name: `Tablet ${tag}`, email, message: 'Do you ship to Pune?' },
      {},
      201,
    );
    await post(
      '/shop/feedback/add',
      { feedback: `Lovely weave ${tag}` },
      { Authorization: `Bearer ${login.accessToken}` },
      201,
    );
    await post('/shop/newsletter/subscribe', { email }, {}, 201);

    await withGuestPage(
      browser(),
      'tablet-tables',
      async (page) => {
        await signInAsAdmin(page, '/admin/users');
        try {
          await deleteIsUsable(
            page,
            'users-table',
            await rowOf(page, '/admin/users', 'users-table', email),
          );
          await deleteIsUsable(
            page,
            'contacts-table',
            await rowOf(page, '/admin/contacts', 'contacts-table', email),
          );
          await deleteIsUsable(
            page,
            'subscribers-table',
            await rowOf(page, '/admin/newsletters', 'subscribers-table', email),
          );
          // Feedback waits for moderation: it is listed among the pending ones.
          await page.goto(
            `${baseUrl}/admin/feedback?search=${encodeURIComponent(email)}&status=pending`,
          );
          const feedbackRow = page
            .locator('.feedback-table tbody tr.ant-table-row')
            .filter({ hasText: email });
          await expect.poll(() => feedbackRow.count(), POLL).toBeGreaterThan(0);
          await deleteIsUsable(page, 'feedback-table', feedbackRow.first());
        } finally {
          // What this test made goes, through the admin API.
          const headers = await adminHeaders(page);
          await fetch(`${baseUrl}/api/admin/newsletter/unsubscribe/${encodeURIComponent(email)}`, {
            method: 'DELETE',
            headers,
          }).catch(() => undefined);
        }
      },
      TABLET,
    );
  });
});
