// Browser test of the refunds screen (/admin/refunds) against the whole stack: a customer of
// this test's own buys a product of this test's own through the public API, pays in the
// payment sandbox and cancels the paid order (POST /api/shop/order/cancel,
// docs/api-buying.md); the payment service refunds it in the sandbox by itself (the test
// stack sweeps every second), and the admin sees the refund on the Refunds screen: the order,
// the amount, "Cancelled by customer", and Refunded with the provider's reference. The
// Refunded filter keeps it; on a phone the table scrolls inside its card, not the page.
// Run: BASE_URL=http://127.0.0.1:18080 ADMIN_EMAIL=... ADMIN_PASSWORD=...
//   npm run test:e2e -w @boutique/admin-web
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, setUpBrowser, signInAsAdmin, withGuestPage } from './harness';
import {
  adminHeaders,
  makeProduct,
  newCustomer,
  newTag,
  nothingMade,
  placePaidOrder,
  post,
  removeMade,
} from './shop-fixtures';

const browser = setUpBrowser();
const POLL = { timeout: 15_000 };
/** The refund is sent by the payment service's sweep: allow it a few rounds. */
const REFUND_POLL = { timeout: 25_000, interval: 2_000 };
const PHONE = { width: 390, height: 844 };

interface RefundRow {
  paymentId: string;
  orderId: string;
  amount: number;
  reason: string;
  status: string;
  providerRefundId: string;
  error: string;
  attempts: number;
}

/** The refund of `orderId` as GET /api/admin/refunds lists it (newest first), if any. */
async function refundOf(page: Page, orderId: string): Promise<RefundRow | undefined> {
  const answer = await fetch(`${baseUrl}/api/admin/refunds?page=1&pageSize=100`, {
    headers: await adminHeaders(page),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const body = (await answer.json()) as { success: boolean; data: RefundRow[]; total: number };
  return body.data.find((refund) => refund.orderId === orderId);
}

describe('refunds screen', () => {
  it("shows a cancelled paid order's refund, by itself Refunded with the provider's reference", async () => {
    const tag = newTag();
    const customer = newCustomer(`E2E Refund ${tag}`, `e2e-refunds-${tag.toLowerCase()}`);
    const made = nothingMade();

    await withGuestPage(browser(), 'refunds-cancelled-order', async (page) => {
      try {
        await signInAsAdmin(page, '/admin/refunds');
        await page.getByRole('heading', { level: 1, name: 'Refunds' }).waitFor();
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        expect(await menu.getByRole('link', { name: 'Refunds' }).getAttribute('aria-current')).toBe(
          'page',
        );
        const headers = await adminHeaders(page);

        // A product of this test's own, made through the admin API.
        const productId = await makeProduct(headers, made, {
          tag,
          madeBy: 'refunds test',
          title: `E2E Refunded Saree ${tag}`,
          productCode: `E2E-R-${tag}`,
          price: 1500,
        });

        // The customer buys it, pays in the sandbox, then cancels the paid order.
        const orderId = await placePaidOrder(customer, productId);
        const shortId = orderId.slice(0, 8);
        const login = await post<{ accessToken: string }>(
          '/auth/login',
          { email: customer.email, password: customer.password },
          {},
          200,
        );
        await post(
          '/shop/order/cancel',
          { orderId },
          { Authorization: `Bearer ${login.accessToken}` },
          200,
        );

        // The refund exists at once (requested, or already refunded by the sweep).
        await expect
          .poll(async () => (await refundOf(page, orderId))?.reason, POLL)
          .toBe('customer-cancelled');

        // The screen shows it; the sweep refunds it in the sandbox: reload until Refunded.
        const row = page
          .locator('.refunds-table tbody tr.ant-table-row')
          .filter({ hasText: shortId });
        await expect
          .poll(async () => {
            await page.reload();
            await page.getByRole('heading', { level: 1, name: 'Refunds' }).waitFor();
            await page
              .locator('.refunds-table tbody tr.ant-table-row')
              .first()
              .waitFor({ timeout: 5_000 })
              .catch(() => undefined);
            return (await row.count()) === 1 ? ((await row.textContent()) ?? '') : '';
          }, REFUND_POLL)
          .toContain('Refunded');
        const rowText = (await row.textContent()) ?? '';
        expect(rowText).toContain('Cancelled by customer');
        expect(rowText).toContain('₹1,500.00');
        expect(rowText).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
        expect(rowText).toMatch(/rfnd_\w+/);
        expect(await row.locator('.ant-tag-green').textContent()).toBe('Refunded');
        // The order's first 8 characters, the full id as the tooltip.
        expect(await row.locator(`[title="${orderId}"]`).textContent()).toBe(shortId);
        // A refunded refund has nothing to retry.
        expect(await row.getByRole('button', { name: /^Retry refund/ }).count()).toBe(0);

        // The API agrees: refunded, with the provider's reference shown on the row.
        const refund = await refundOf(page, orderId);
        expect(refund?.status).toBe('refunded');
        expect(refund?.amount).toBe(1500);
        expect(refund?.providerRefundId).toMatch(/^rfnd_/);
        expect(rowText).toContain(refund?.providerRefundId ?? '(none)');

        // The Refunded filter (asked of the server, kept in the URL) keeps it; Failed does not.
        const filter = page.locator('.refunds-status-filter');
        const listed = (status: string) =>
          page.waitForResponse(
            (r) =>
              new URL(r.url()).pathname === '/api/admin/refunds' &&
              new URL(r.url()).searchParams.get('status') === status,
          );
        const refundedList = listed('refunded');
        await filter.getByText('Refunded', { exact: true }).click();
        expect((await refundedList).status()).toBe(200);
        expect(new URL(page.url()).searchParams.get('status')).toBe('refunded');
        await expect.poll(() => row.count(), POLL).toBe(1);
        const failedList = listed('failed');
        await filter.getByText('Failed', { exact: true }).click();
        expect((await failedList).status()).toBe(200);
        await expect.poll(() => row.count(), POLL).toBe(0);

        // On a phone the table scrolls sideways inside its card; the page itself does not.
        await page.setViewportSize(PHONE);
        await filter.getByText('All', { exact: true }).click();
        await expect.poll(() => row.count(), POLL).toBe(1);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const tableScrolls = await page
          .locator('.refunds-table .ant-table-content, .refunds-table .ant-table-body')
          .first()
          .evaluate((node) => node.scrollWidth > node.clientWidth);
        expect(tableScrolls).toBe(true);
      } finally {
        await removeMade(page, { ...made, email: customer.email });
      }
    });
  });
});
