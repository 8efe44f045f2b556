// Browser test of the returns screen (/admin/returns) against the whole stack
// (docs/returns.md): a customer of this test's own buys a product of this test's own through
// the public API and pays in the payment sandbox; the admin API ships and delivers the order;
// the customer asks for a return through the shop's REST API. On a phone the return carries a
// photo the customer uploaded (a generated PNG): the admin sees its thumbnail load in the
// return's dialog and opens it in a new tab, approves the return, marks the parcel received
// and refunds it with ₹50 of return shipping, and the order's payment reads Partly refunded in
// Orders; on a desktop another return (no photo), opened from its order in Orders, is rejected
// with a note.
// Run: BASE_URL=http://127.0.0.1:18080 ADMIN_EMAIL=... ADMIN_PASSWORD=...
//   ADMIN_E2E_ONLY=returns npm run test:e2e -w @boutique/admin-web
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, expectUnclipped, setUpBrowser, signInAsAdmin, withGuestPage } from './harness';
import {
  adminHeaders,
  makeProduct,
  newCustomer,
  newTag,
  nothingMade,
  placePaidOrder,
  post,
  removeMade,
  type Customer,
} from './shop-fixtures';
import { gradientPng } from '@boutique/testing';

const browser = setUpBrowser();
const POLL = { timeout: 15_000 };
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 820, height: 1180 };

interface ReturnRow {
  id: string;
  orderId: string;
  status: string;
  reason: string;
  itemsAmount: number;
  shippingReimbursement: number;
  refundAmount: number;
  ownerNote: string;
  note: string;
  photos: string[];
}

/** The return of `orderId` as GET /api/admin/returns lists it (newest first), if any. */
async function returnOf(page: Page, orderId: string): Promise<ReturnRow | undefined> {
  const answer = await fetch(`${baseUrl}/api/admin/returns?page=1&pageSize=100`, {
    headers: await adminHeaders(page),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const body = (await answer.json()) as { data: ReturnRow[]; total: number };
  return body.data.find((ret) => ret.orderId === orderId);
}

async function putStatus(
  headers: Record<string, string>,
  orderId: string,
  body: Record<string, string>,
): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/admin/orders/update/${orderId}`, {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.text()).toBe(200);
}

/**
 * A delivered order of the product: the customer buys and pays in the sandbox, the admin API
 * ships it with Delhivery and marks it delivered. Two units are bought (one is returned: an
 * online refund never exceeds what was paid, so the return shipping fits). Returns the order's
 * id and the colour bought.
 */
async function deliveredOrder(
  headers: Record<string, string>,
  customer: Customer,
  productId: string,
  tag: string,
): Promise<{ orderId: string; colourId: string }> {
  const orderId = await placePaidOrder(customer, productId, 2);
  await putStatus(headers, orderId, {
    orderStatus: 'inShipping',
    trackingNumber: `AWB-${tag}`,
    courierId: 'delhivery',
  });
  await putStatus(headers, orderId, { orderStatus: 'delivered' });
  const answer = await fetch(`${baseUrl}/api/admin/orders/details/${orderId}`, { headers });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const order = (
    (await answer.json()) as {
      data: { orderStatus: string; cartItems: { colors: { id?: string; _id?: string } | null }[] };
    }
  ).data;
  expect(order.orderStatus).toBe('delivered');
  const colour = order.cartItems[0]?.colors;
  const colourId = colour?.id ?? colour?._id;
  if (!colourId) throw new Error('the order line has no colour');
  return { orderId, colourId };
}

/** The customer's Bearer header, signed in through the shop's API. */
async function shopperAuth(customer: Customer): Promise<Record<string, string>> {
  const login = await post<{ accessToken: string }>(
    '/auth/login',
    { email: customer.email, password: customer.password },
    {},
    200,
  );
  return { Authorization: `Bearer ${login.accessToken}` };
}

/**
 * The customer uploads a photo for a return (a generated 400 × 300 PNG), as My Account does
 * before asking: 201 with the upload's id (for `photos`) and its URL.
 */
async function uploadReturnPhoto(
  auth: Record<string, string>,
): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(gradientPng(400, 300))], { type: 'image/png' }),
    'torn-pallu.png',
  );
  const answer = await fetch(`${baseUrl}/api/shop/upload/return-photo`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const text = await answer.text();
  expect(answer.status, `POST /shop/upload/return-photo: ${text}`).toBe(201);
  const { data } = JSON.parse(text) as { data: { id: string; url: string } };
  expect(data.id).toBeTruthy();
  expect(data.url).toMatch(/\/media\/images\/[^/]+\/\d+\.jpg$/);
  return data;
}

/**
 * The customer asks for a return of one unit, with the ids of their photos if any, as My
 * Account does (201).
 */
async function requestReturn(
  auth: Record<string, string>,
  orderId: string,
  line: { productId: string; colourId: string },
  photos: string[] = [],
): Promise<void> {
  const answer = await post<{ message: string }>(
    `/shop/order/${orderId}/return`,
    {
      lines: [{ ...line, quantity: 1 }],
      reason: 'damaged',
      note: 'Torn pallu',
      ...(photos.length > 0 ? { photos } : {}),
    },
    auth,
    201,
  );
  expect(answer.message).toContain('Return requested');
}

/** No sideways scrolling of the page itself. */
async function expectNoOverflow(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      POLL,
    )
    .toBeLessThanOrEqual(0);
}

describe('returns screen', () => {
  it('approves a return, marks it received and refunds it with ₹50 shipping, on a phone', async () => {
    const tag = newTag();
    const customer = newCustomer(`E2E Return ${tag}`, `e2e-returns-${tag.toLowerCase()}`);
    const made = nothingMade();

    await withGuestPage(
      browser(),
      'returns-refund-phone',
      async (page) => {
        try {
          await signInAsAdmin(page, '/admin/returns');
          await page.getByRole('heading', { level: 1, name: 'Returns' }).waitFor();
          const headers = await adminHeaders(page);
          const productId = await makeProduct(headers, made, {
            tag,
            madeBy: 'returns test',
            title: `E2E Returned Saree ${tag}`,
            productCode: `E2E-RT-${tag}`,
            price: 1500,
          });
          const { orderId, colourId } = await deliveredOrder(headers, customer, productId, tag);
          // The customer uploads a photo of the damage, then asks with it.
          const shopper = await shopperAuth(customer);
          const photo = await uploadReturnPhoto(shopper);
          await requestReturn(shopper, orderId, { productId, colourId }, [photo.id]);
          const requested = await returnOf(page, orderId);
          expect(requested?.status).toBe('requested');
          expect(requested?.photos).toHaveLength(1);
          const photoUrl = requested?.photos[0] ?? '';
          expect(photoUrl.endsWith(new URL(photo.url, baseUrl).pathname)).toBe(true);

          // The list shows it, newest first.
          const shortId = orderId.slice(0, 8);
          await page.reload();
          const row = page
            .locator('.returns-table tbody tr.ant-table-row')
            .filter({ hasText: shortId });
          await expect.poll(() => row.count(), POLL).toBe(1);
          const rowText = (await row.textContent()) ?? '';
          expect(rowText).toContain(customer.userName);
          expect(rowText).toContain('Arrived damaged');
          expect(rowText).toContain(`E2E Returned Saree ${tag} × 1`);
          expect(rowText).toContain('₹1,500.00');
          expect(await row.locator('.return-status-tag').textContent()).toBe('Requested');
          await expectNoOverflow(page);

          // Open it: approve with a note.
          await row.getByRole('button', { name: `Open return of order ${shortId}` }).click();
          const dialog = page.getByRole('dialog', { name: `Return of order ${shortId}` });
          await dialog.waitFor();
          expect(new URL(page.url()).searchParams.get('open')).toBeTruthy();
          const status = dialog.locator('.return-status-tag').first();
          expect(await status.textContent()).toBe('Requested');
          await expect.poll(() => dialog.getByText('Torn pallu').count(), POLL).toBeGreaterThan(0);

          // The customer's photo: a thumbnail of the 320 px variant that really loads, linking
          // to the full image in a new tab.
          const photos = dialog.getByRole('region', { name: "Customer's photos" });
          const thumbnail = photos.getByRole('img', { name: "Customer's photo 1 of 1" });
          await thumbnail.scrollIntoViewIfNeeded();
          await expect
            .poll(
              () =>
                thumbnail.evaluate((img: HTMLImageElement) =>
                  img.complete ? img.naturalWidth : 0,
                ),
              POLL,
            )
            .toBeGreaterThan(0);
          expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
            /\/320\.(avif|jpg)$/,
          );
          const box = await thumbnail.boundingBox();
          expect(box?.width).toBe(96);
          expect(box?.height).toBe(96);
          const link = photos.getByRole('link', { name: "Customer's photo 1 of 1" });
          expect(await link.getAttribute('href')).toBe(photoUrl);
          expect(await link.getAttribute('target')).toBe('_blank');
          expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
          const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
          await tab.waitForLoadState();
          expect(new URL(tab.url()).pathname).toBe(new URL(photoUrl, baseUrl).pathname);
          await tab.close();
          await expectNoOverflow(page);

          await dialog.getByRole('button', { name: 'Approve' }).click();
          const approve = page.getByRole('dialog', { name: 'Approve the return' });
          await approve.waitFor();
          await approve
            .getByLabel('Note to the customer (optional)')
            .fill('Please send it by India Post');
          await approve.getByRole('button', { name: 'Approve' }).click();
          await page.getByText('Return approved').first().waitFor(POLL);
          await expect.poll(() => status.textContent(), POLL).toBe('Approved');

          // The parcel came back.
          await dialog.getByRole('button', { name: 'Mark received' }).click();
          await page.getByText('Return marked as received').first().waitFor(POLL);
          await expect.poll(() => status.textContent(), POLL).toBe('Received');

          // Refund it with ₹50 of return shipping.
          await dialog.getByRole('button', { name: 'Refund' }).click();
          const refund = page.getByRole('dialog', { name: 'Refund the return' });
          await refund.waitFor();
          await refund.getByText('Policy: up to ₹100').waitFor();
          await refund.getByText('Refund: ₹1,500').waitFor();
          expect(await refund.getByLabel('UPI or bank transfer reference').count()).toBe(0);
          await refund.getByLabel('Return shipping reimbursement (₹)').fill('50');
          await refund.getByText('Refund: ₹1,550').waitFor(POLL);
          await expectNoOverflow(page);
          const sent = page.waitForRequest(
            (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/refund'),
          );
          await refund.getByRole('button', { name: 'Refund' }).click();
          expect((await sent).postDataJSON()).toEqual({ shippingReimbursement: 50, deduction: 0 });
          const notice = page.getByText(/^Refund of ₹[\d,.]+ started$/).first();
          await notice.waitFor(POLL);
          expect(await notice.textContent()).toBe('Refund of ₹1,550 started');
          await expect.poll(() => status.textContent(), POLL).toBe('Refunded');

          // The API agrees; the row shows the refund.
          const ret = await returnOf(page, orderId);
          expect(ret?.status).toBe('refunded');
          expect(ret?.shippingReimbursement).toBe(50);
          expect(ret?.refundAmount).toBe(1550);
          expect(ret?.ownerNote).toBe('Please send it by India Post');
          await dialog.getByRole('button', { name: 'Close' }).click();
          await expect
            .poll(() => row.locator('.return-status-tag').textContent(), POLL)
            .toBe('Refunded');
          expect(await row.textContent()).toContain('₹1,550.00');
          await expectNoOverflow(page);

          // In Orders the order's payment reads Partly refunded (₹1,550 of the ₹3,000 paid),
          // no longer Paid (issue 17).
          await page.goto(`${baseUrl}/admin/orders`);
          await page.getByRole('searchbox', { name: 'Search orders by order ID' }).fill(orderId);
          const orderRow = page
            .locator('.orders-table tbody tr.ant-table-row')
            .filter({ hasText: shortId });
          await expect.poll(() => orderRow.count(), POLL).toBe(1);
          const payment = orderRow.locator('.payment-status-tag');
          await expect.poll(() => payment.textContent(), POLL).toBe('Partly refunded');
          expect(await payment.getAttribute('class')).toContain('blue');
          await orderRow.getByRole('button', { name: `View details of order ${shortId}` }).click();
          const orderDialog = page.getByRole('dialog', { name: 'Order Details' });
          await expect
            .poll(() => orderDialog.locator('.payment-status-tag').textContent(), POLL)
            .toBe('Partly refunded');
        } finally {
          await removeMade(page, { ...made, email: customer.email });
        }
      },
      PHONE,
    );
  });

  it('rejects a return opened from its order, with a note, on a desktop', async () => {
    const tag = newTag();
    const customer = newCustomer(`E2E Reject ${tag}`, `e2e-returns-reject-${tag.toLowerCase()}`);
    const made = nothingMade();

    await withGuestPage(
      browser(),
      'returns-reject-desktop',
      async (page) => {
        try {
          await signInAsAdmin(page, '/admin/orders');
          const headers = await adminHeaders(page);
          const productId = await makeProduct(headers, made, {
            tag,
            madeBy: 'returns test',
            title: `E2E Rejected Return ${tag}`,
            productCode: `E2E-RJ-${tag}`,
            price: 2100,
          });
          const { orderId, colourId } = await deliveredOrder(headers, customer, productId, tag);
          await requestReturn(await shopperAuth(customer), orderId, { productId, colourId });
          const shortId = orderId.slice(0, 8);

          // The order's dialog shows its return and links to it.
          await page.getByRole('searchbox', { name: 'Search orders by order ID' }).fill(orderId);
          const orderRow = page
            .locator('.orders-table tbody tr.ant-table-row')
            .filter({ hasText: shortId });
          await expect.poll(() => orderRow.count(), POLL).toBe(1);
          await orderRow.getByRole('button', { name: `View details of order ${shortId}` }).click();
          const orderDialog = page.getByRole('dialog', { name: 'Order Details' });
          const section = orderDialog.locator('.order-details__return');
          await section.getByRole('heading', { name: 'Return' }).waitFor(POLL);
          expect(await section.locator('.return-status-tag').textContent()).toBe('Requested');
          // No photo was sent: no count.
          expect(await section.textContent()).not.toMatch(/photo/);
          await section.getByRole('link', { name: 'Open in Returns' }).click();
          await page.waitForURL((url) => url.pathname === '/admin/returns');
          expect(new URL(page.url()).searchParams.get('status')).toBe('requested');

          // Reject it: a note is needed first.
          const dialog = page.getByRole('dialog', { name: `Return of order ${shortId}` });
          await dialog.waitFor(POLL);
          await dialog.getByRole('button', { name: 'Reject' }).click();
          const reject = page.getByRole('dialog', { name: 'Reject the return' });
          await reject.waitFor();
          let posted = 0;
          page.on('request', (request) => {
            if (request.method() === 'POST' && request.url().includes('/api/admin/returns/'))
              posted += 1;
          });
          await reject.getByRole('button', { name: 'Reject' }).click();
          await reject.getByText('Please say why the return is rejected').waitFor();
          expect(posted).toBe(0);
          await reject.getByLabel('Why is it rejected?').fill('The pallu was torn after delivery');
          await reject.getByRole('button', { name: 'Reject' }).click();
          await page.getByText('Return rejected').first().waitFor(POLL);
          const status = dialog.locator('.return-status-tag').first();
          await expect.poll(() => status.textContent(), POLL).toBe('Rejected');
          expect(await dialog.getByRole('button', { name: 'Approve' }).count()).toBe(0);

          const ret = await returnOf(page, orderId);
          expect(ret?.status).toBe('rejected');
          expect(ret?.ownerNote).toBe('The pallu was torn after delivery');

          // On a tablet the table scrolls sideways with the order and Open pinned, whole.
          await dialog.getByRole('button', { name: 'Close' }).click();
          await page.setViewportSize(TABLET);
          // It left the Requested list it was opened in.
          await page.locator('.returns-status-filter').getByText('All', { exact: true }).click();
          const row = page
            .locator('.returns-table tbody tr.ant-table-row')
            .filter({ hasText: shortId });
          await expect.poll(() => row.count(), POLL).toBe(1);
          await expectUnclipped(
            page,
            row.getByRole('button', { name: `Open return of order ${shortId}` }),
            '.returns-table',
          );
          await expectNoOverflow(page);
        } finally {
          await removeMade(page, { ...made, email: customer.email });
        }
      },
      DESKTOP,
    );
  });
});
