// Browser test of the orders screen (/admin/orders) against the whole stack: a customer of
// this test's own buys a product of this test's own through the public API and pays in the
// payment sandbox (docs/api-buying.md); the admin finds the paid order by its id on a
// tablet (View Details not clipped), opens it (the status form on Confirmed), is stopped from
// marking it shipped without a tracking number or a courier, marks it shipped with both, and the customer's tracking e-mail with that number reaches the mail
// catcher.
// Run: BASE_URL=http://127.0.0.1:18080 MAIL_URL=http://127.0.0.1:11080 ADMIN_EMAIL=...
//   ADMIN_PASSWORD=... npm run test:e2e -w @boutique/admin-web
import { describe, expect, it } from 'vitest';
import { expectUnclipped, setUpBrowser, signInAsAdmin, withGuestPage } from './harness';
import { waitForMail } from './mail-catcher';
import {
  adminHeaders,
  makeProduct,
  newCustomer,
  newTag,
  nothingMade,
  placePaidOrder,
  removeMade,
} from './shop-fixtures';

const browser = setUpBrowser();
const POLL = { timeout: 15_000 };
const TABLET = { width: 820, height: 1180 };

describe('orders screen', () => {
  it('finds a paid order by id, needs a tracking number to ship it, and the customer is mailed it', async () => {
    const tag = newTag();
    const title = `E2E Shipped Saree ${tag}`;
    const tracking = `AWB-${tag}`;
    const customer = newCustomer(`E2E Buyer ${tag}`, `e2e-orders-${tag.toLowerCase()}`);
    const made = nothingMade();

    await withGuestPage(
      browser(),
      'orders-ship-with-tracking',
      async (page) => {
        try {
          await signInAsAdmin(page, '/admin/orders');
          await page.getByRole('heading', { level: 1, name: 'All Orders (Paid Only)' }).waitFor();
          const headers = await adminHeaders(page);

          // A product of this test's own, made through the admin API.
          const productId = await makeProduct(headers, made, {
            tag,
            madeBy: 'orders browser test',
            title,
            productCode: `E2E-O-${tag}`,
            price: 1500,
          });

          const orderId = await placePaidOrder(customer, productId);
          const shortId = orderId.slice(0, 8);

          // Find it by its id.
          await page.getByRole('searchbox', { name: 'Search orders by order ID' }).fill(orderId);
          const row = page
            .locator('.orders-table tbody tr.ant-table-row')
            .filter({ hasText: shortId });
          await expect.poll(() => row.count(), POLL).toBe(1);
          await expect
            .poll(() => page.locator('.orders-table tbody tr.ant-table-row').count(), POLL)
            .toBe(1);
          const rowText = (await row.textContent()) ?? '';
          expect(rowText).toMatch(/\d{2}\/\d{2}\/\d{4}/);
          expect(rowText).toContain('₹1,500.00');
          expect(rowText).toContain('Paid');
          expect(rowText).toContain('Confirmed');
          expect(rowText).toContain(customer.userName);

          // At 820 px the View Details button is fully inside the viewport and the table's
          // scroll container (pinned right), not clipped.
          const view = row.getByRole('button', { name: `View details of order ${shortId}` });
          await expectUnclipped(page, view, '.orders-table');

          // Open its details from the keyboard; the focus moves into the dialog.
          await row.getByRole('button', { name: `View details of order ${shortId}` }).focus();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog', { name: 'Order Details' });
          await dialog.waitFor();
          await expect
            .poll(
              () =>
                page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
              POLL,
            )
            .toBe(true);
          await expect
            .poll(async () => (await dialog.textContent()) ?? '', POLL)
            .toContain(orderId);
          const details = (await dialog.textContent()) ?? '';
          for (const shown of [
            title,
            'Red',
            'razorpay',
            customer.email,
            customer.userName,
            '12 MG Road',
            'Near Metro Station',
            'Bengaluru',
            '560038',
            '9876543210',
            'Opposite the temple',
          ]) {
            expect(details).toContain(shown);
          }
          // The delivery promise made at checkout to 560038 (the shop's own city by default).
          expect(details).toMatch(
            /Delivery Promised\d{2}\/\d{2}\/\d{4}( – \d{2}\/\d{2}\/\d{4})? \(Same city\)/,
          );

          // The status form opens on the paid order's status, Confirmed.
          const status = dialog.getByRole('combobox', { name: 'Order Status' });
          await expect
            .poll(
              async () =>
                (await dialog.locator('.order-status-form .ant-select').first().textContent()) ??
                '',
              POLL,
            )
            .toContain('Confirmed');

          // In Shipping without a tracking number or a courier: the form says why and sends
          // nothing.
          let updates = 0;
          page.on('request', (r) => {
            if (r.url().includes('/api/admin/orders/update/')) updates += 1;
          });
          await status.click();
          await page
            .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
            .locator('.ant-select-item-option[title="In Shipping"]')
            .click();
          const update = dialog.getByRole('button', { name: 'Update Order Status' });
          await update.click();
          await dialog
            .getByText('Tracking number is required when marking order as shipped')
            .waitFor();
          expect(updates).toBe(0);

          await dialog.getByLabel('Tracking Number', { exact: true }).fill(tracking);
          await update.click();
          await dialog
            .getByText('Please choose the courier when marking order as shipped')
            .first()
            .waitFor();
          expect(updates).toBe(0);

          // With a courier: the server takes it, and the list and the dialog show it.
          await dialog.getByRole('combobox', { name: 'Courier' }).click();
          await page
            .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
            .locator('.ant-select-item-option[title="Delhivery"]')
            .click();
          const sent = page.waitForResponse(
            (r) =>
              r.url().endsWith(`/api/admin/orders/update/${orderId}`) &&
              r.request().method() === 'PUT',
          );
          await update.click();
          const answer = await sent;
          expect(answer.status(), await answer.text()).toBe(200);
          expect(answer.request().postDataJSON()).toEqual({
            orderStatus: 'inShipping',
            trackingNumber: tracking,
            courierId: 'delhivery',
          });
          await page.getByText('Order status updated successfully').first().waitFor();
          await expect
            .poll(
              async () =>
                (await dialog.locator('.ant-descriptions-item-content').allTextContents()).join(
                  '|',
                ),
              POLL,
            )
            .toContain(tracking);
          const trackLink = dialog.getByRole('link', { name: 'Track your parcel' });
          expect(await trackLink.getAttribute('href')).toBe(
            `https://www.delhivery.com/track/package/${encodeURIComponent(tracking)}`,
          );
          // Closed with its Close button. antd gives Escape only to its newest open layer
          // (any popup portal counts), and in one CI run Escape left this dialog open on
          // both tries; it never did here, so the cause is not pinned down.
          await dialog.getByRole('button', { name: 'Close' }).click();
          await dialog.waitFor({ state: 'hidden' });
          await expect
            .poll(async () => (await row.textContent()) ?? '', POLL)
            .toContain('In Shipping');

          // The customer is mailed the courier, the tracking number and the courier's link.
          const mail = await waitForMail(customer.email, (m) =>
            `${m.subject ?? ''} ${m.text ?? ''} ${m.html ?? ''}`.includes(tracking),
          );
          expect(`${mail.text ?? ''} ${mail.html ?? ''}`).toContain(tracking);
          expect(mail.text ?? '').toContain('Courier: Delhivery');
          expect(mail.text ?? '').toContain(
            `Track your parcel: https://www.delhivery.com/track/package/${encodeURIComponent(tracking)}`,
          );
        } finally {
          await removeMade(page, { ...made, email: customer.email });
        }
      },
      TABLET,
    );
  });
});
