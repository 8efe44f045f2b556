// Browser tests of cash on delivery against the whole stack (docs/cash-on-delivery.md): the
// admin saves the COD settings on /admin/cod on a phone (and sees the server's 400 on a
// desktop); a customer of this test's own places a COD order of a product of this test's own
// through the public API and confirms it with the token from the confirmation e-mail; the
// admin ships it, opens it in Orders, sees its COD section (status, risk, fee, amount due) and
// records the cash collected. The settings the shop had before are put back afterwards.
// Run: BASE_URL=http://127.0.0.1:18080 MAIL_URL=http://127.0.0.1:11080 ADMIN_EMAIL=...
//   ADMIN_PASSWORD=... ADMIN_E2E_ONLY=cod npm run test:e2e -w @boutique/admin-web
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, setUpBrowser, signInAsAdmin, withGuestPage } from './harness';
import { waitForMail } from './mail-catcher';
import {
  adminHeaders,
  makeProduct,
  newCustomer,
  newTag,
  nothingMade,
  placeCodOrder,
  post,
  removeMade,
  type Customer,
  type Made,
} from './shop-fixtures';

const browser = setUpBrowser();
const POLL = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface CodSettings {
  enabled: boolean;
  maxOrderValue: number;
  fee: number;
  pincodeRule: string;
  pincodes: string[];
  confirmHours: number;
  advancePercent: number;
  minAdvance: number;
  risk: Record<string, number>;
}

async function codSettings(headers: Record<string, string>): Promise<CodSettings> {
  const answer = await fetch(`${baseUrl}/api/admin/cod-settings`, { headers });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { data: CodSettings }).data;
}

async function putCodSettings(
  headers: Record<string, string>,
  settings: CodSettings,
): Promise<Response> {
  return fetch(`${baseUrl}/api/admin/cod-settings`, {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
}

/** Best effort: the shop's COD settings as they were before the test. */
async function restoreSettings(page: Page, earlier: CodSettings | null): Promise<void> {
  if (!earlier) return;
  try {
    await putCodSettings(await adminHeaders(page), earlier);
  } catch {
    // the admin never signed in
  }
}

/**
 * No sideways scrolling: the page is no wider than the viewport (polled: after a resize the
 * dialog takes its phone width once antd has seen the new breakpoint).
 */
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

interface AdminOrderAnswer {
  data: {
    orderStatus: string;
    paymentMethod: string;
    paymentStatus: string;
    cod: {
      status: string;
      fee: number;
      dueOnDelivery: number;
      cashCollected: number;
      riskLevel: string;
      riskReasons: string[];
    } | null;
  };
}

async function adminOrder(
  headers: Record<string, string>,
  orderId: string,
): Promise<AdminOrderAnswer['data']> {
  const answer = await fetch(`${baseUrl}/api/admin/orders/details/${orderId}`, { headers });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as AdminOrderAnswer).data;
}

/** COD on, ₹49 fee, every pincode; only refusals count, so a new customer is low risk. */
const LOW_RISK_SETTINGS: CodSettings = {
  enabled: true,
  maxOrderValue: 10000,
  fee: 49,
  pincodeRule: 'all',
  pincodes: [],
  confirmHours: 24,
  advancePercent: 20,
  minAdvance: 100,
  risk: {
    refusedForAdvance: 1,
    refusedForPrepaidOnly: 2,
    unconfirmedForAdvance: 0,
    pincodeRtoPercent: 30,
    pincodeMinOrders: 0,
    valueMultiple: 0,
    newAccountDays: 0,
    trustedDeliveredOrders: 0,
    mediumSignalsForHigh: 0,
  },
};

/**
 * With LOW_RISK_SETTINGS saved, a product of the test's own (₹1,500) bought by `customer` with
 * cash on delivery, confirmed with the token from the confirmation e-mail (the test stack
 * cancels an unconfirmed one after 20 s) and shipped by the admin API. Returns the order's id.
 */
async function shippedCodOrder(
  headers: Record<string, string>,
  made: Made,
  customer: Customer,
  tag: string,
  title: string,
): Promise<string> {
  const put = await putCodSettings(headers, LOW_RISK_SETTINGS);
  expect(put.status, await put.text()).toBe(200);

  const productId = await makeProduct(headers, made, {
    tag,
    madeBy: 'COD browser test',
    title,
    productCode: `E2E-C-${tag}`,
    price: 1500,
  });

  const created = await placeCodOrder(customer, productId);
  expect(created.provider, JSON.stringify(created)).toBe('cod');
  expect(created.amount).toBe(0);
  const orderId = created.orderId;
  const mail = await waitForMail(customer.email, (m) =>
    `${m.text ?? ''} ${m.html ?? ''}`.includes(`order=${orderId}`),
  );
  const link = /\/cod\/confirm\?order=([^&\s"]+)&(?:amp;)?token=([^&\s"<]+)/.exec(
    `${mail.text ?? ''} ${mail.html ?? ''}`,
  );
  expect(link, mail.text).not.toBeNull();
  const confirmed = await post<{ data: { orderId: string; dueOnDelivery: number } }>(
    '/shop/order/cod/confirm',
    { orderId, token: decodeURIComponent(link![2]!) },
    {},
    200,
  );
  expect(confirmed.data.dueOnDelivery).toBe(1549);

  // The admin ships it (through the API: the status form has its own test).
  const shipped = await fetch(`${baseUrl}/api/admin/orders/update/${orderId}`, {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      orderStatus: 'inShipping',
      trackingNumber: `AWB-${tag}`,
      courierId: 'delhivery',
    }),
  });
  expect(shipped.status, await shipped.text()).toBe(200);
  return orderId;
}

/** Finds the order in Orders by its id and opens its details; returns the dialog's COD section. */
async function openCodSection(page: Page, orderId: string) {
  const shortId = orderId.slice(0, 8);
  await page.getByRole('searchbox', { name: 'Search orders by order ID' }).fill(orderId);
  const row = page.locator('.orders-table tbody tr.ant-table-row').filter({ hasText: shortId });
  await expect.poll(() => row.count(), POLL).toBe(1);
  await row.getByRole('button', { name: `View details of order ${shortId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await dialog.waitFor();
  const cod = dialog.locator('.order-details__cod');
  await cod.getByRole('heading', { name: 'Cash on Delivery' }).waitFor(POLL);
  return { row, dialog, cod };
}

describe('cash on delivery', () => {
  it('saves the COD settings on a phone', async () => {
    let earlier: CodSettings | null = null;
    await withGuestPage(
      browser(),
      'cod-settings-phone',
      async (page) => {
        try {
          await signInAsAdmin(page, '/admin/cod');
          await page.getByRole('heading', { level: 1, name: 'Cash on delivery' }).waitFor();
          const headers = await adminHeaders(page);
          earlier = await codSettings(headers);

          const form = page.locator('.cod-settings-form');
          await form.getByLabel('Largest COD order (₹)', { exact: true }).waitFor();
          const on = form.getByRole('switch', { name: 'Offer cash on delivery' });
          if ((await on.getAttribute('aria-checked')) !== 'true') await on.click();
          await form.getByLabel('Largest COD order (₹)', { exact: true }).fill('12000');
          await form.getByLabel('COD fee (₹)', { exact: true }).fill('59');
          await form.getByRole('radio', { name: 'Every pincode except those listed' }).check();
          await form.getByLabel('Pincodes', { exact: true }).fill('110001\n400001, 110001');
          await form.getByLabel('Hours to confirm by e-mail', { exact: true }).fill('48');
          await form.getByLabel('Advance (%)', { exact: true }).fill('25');
          await form.getByLabel('Smallest advance (₹)', { exact: true }).fill('150');
          await form.getByLabel('Order value multiple', { exact: true }).fill('2.5');

          // A mistyped pincode is stopped before anything is sent.
          let puts = 0;
          page.on('request', (r) => {
            if (r.url().endsWith('/api/admin/cod-settings') && r.method() === 'PUT') puts += 1;
          });
          await form.getByLabel('Pincodes', { exact: true }).fill('110001\n40001, 110001');
          await form.getByRole('button', { name: 'Save' }).click();
          await form.getByText('"40001" is not a valid 6-digit pincode').waitFor();
          expect(puts).toBe(0);
          await form.getByLabel('Pincodes', { exact: true }).fill('110001\n400001, 110001');

          const saved = page.waitForResponse(
            (r) =>
              new URL(r.url()).pathname === '/api/admin/cod-settings' &&
              r.request().method() === 'PUT',
          );
          await form.getByRole('button', { name: 'Save' }).click();
          const answer = await saved;
          expect(answer.status(), await answer.text()).toBe(200);
          expect(answer.request().postDataJSON()).toMatchObject({
            enabled: true,
            maxOrderValue: 12000,
            fee: 59,
            pincodeRule: 'block',
            pincodes: ['110001', '400001'],
            confirmHours: 48,
            advancePercent: 25,
            minAdvance: 150,
            risk: { valueMultiple: 2.5 },
          });
          await page.getByText('Cash on delivery settings saved').waitFor();
          expect(await codSettings(headers)).toMatchObject({
            enabled: true,
            maxOrderValue: 12000,
            fee: 59,
            pincodeRule: 'block',
            pincodes: ['110001', '400001'],
            confirmHours: 48,
            advancePercent: 25,
            minAdvance: 150,
            risk: { valueMultiple: 2.5 },
          });
          await expectNoOverflow(page);
        } finally {
          await restoreSettings(page, earlier);
        }
      },
      PHONE,
    );
  });

  it("shows the server's 400 above the form", async () => {
    let earlier: CodSettings | null = null;
    await withGuestPage(
      browser(),
      'cod-settings-refused',
      async (page) => {
        try {
          await signInAsAdmin(page, '/admin/cod');
          const form = page.locator('.cod-settings-form');
          await form.getByLabel('Hours to confirm by e-mail', { exact: true }).waitFor();
          earlier = await codSettings(await adminHeaders(page));
          // The form checks what the server checks, so the body is changed on its way: the
          // server itself refuses a window of 500 hours, and the screen shows its words.
          await page.route('**/api/admin/cod-settings', async (route) => {
            const request = route.request();
            if (request.method() !== 'PUT') return route.continue();
            const body = request.postDataJSON() as CodSettings;
            return route.continue({ postData: JSON.stringify({ ...body, confirmHours: 500 }) });
          });
          const refused = page.waitForResponse(
            (r) =>
              new URL(r.url()).pathname === '/api/admin/cod-settings' &&
              r.request().method() === 'PUT',
          );
          await form.getByRole('button', { name: 'Save' }).click();
          const answer = await refused;
          expect(answer.status()).toBe(400);
          const message = ((await answer.json()) as { message: string }).message;
          expect(message).toBe('The confirmation window must be between 1 and 168 hours');
          await page.locator('.cod-settings__refusal').getByText(message).waitFor();
          expect(await page.getByText('Cash on delivery settings saved').count()).toBe(0);
          expect(await codSettings(await adminHeaders(page))).toEqual(earlier);
        } finally {
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          await restoreSettings(page, earlier);
        }
      },
      DESKTOP,
    );
  });

  it('a confirmed COD order, shipped: its COD section, then the cash collected recorded', async () => {
    const tag = newTag();
    const title = `E2E COD Saree ${tag}`;
    const customer = newCustomer(`E2E COD Buyer ${tag}`, `e2e-cod-${tag.toLowerCase()}`);
    const made = nothingMade();
    let earlier: CodSettings | null = null;

    await withGuestPage(
      browser(),
      'cod-order-cash-collected',
      async (page) => {
        try {
          await signInAsAdmin(page, '/admin/orders');
          await page.getByRole('heading', { level: 1, name: 'All Orders (Paid Only)' }).waitFor();
          const headers = await adminHeaders(page);

          earlier = await codSettings(headers);
          const orderId = await shippedCodOrder(headers, made, customer, tag, title);
          const shortId = orderId.slice(0, 8);

          // In the list: COD, its cash due in words, its COD status.
          await page.getByRole('searchbox', { name: 'Search orders by order ID' }).fill(orderId);
          const row = page
            .locator('.orders-table tbody tr.ant-table-row')
            .filter({ hasText: shortId });
          await expect.poll(() => row.count(), POLL).toBe(1);
          const rowText = (await row.textContent()) ?? '';
          expect(rowText).toContain('₹1,549.00');
          expect(rowText).toContain('Cash due on delivery');
          expect(rowText).toContain('COD');
          expect(rowText).toContain('In Shipping');

          // The dialog's COD section.
          await row.getByRole('button', { name: `View details of order ${shortId}` }).click();
          const dialog = page.getByRole('dialog', { name: 'Order Details' });
          await dialog.waitFor();
          const cod = dialog.locator('.order-details__cod');
          await cod.getByRole('heading', { name: 'Cash on Delivery' }).waitFor(POLL);
          const codText = () => cod.locator('.cod-details').textContent();
          await expect.poll(codText, POLL).toContain('Confirmed');
          const details = (await codText()) ?? '';
          expect(details).toContain('₹49.00');
          expect(details).toContain('₹1,549.00');
          expect(details).toContain('Not yet');
          expect(await cod.locator('.cod-risk-tag').textContent()).toBe('Low');
          expect(await cod.locator('.cod-risk-tag').getAttribute('class')).toContain('green');
          const api = await adminOrder(headers, orderId);
          expect(api.cod?.riskLevel).toBe('low');
          for (const reason of api.cod?.riskReasons ?? []) expect(details).toContain(reason);
          expect(await dialog.textContent()).toContain('Cash on delivery');
          expect(await cod.getByRole('button', { name: 'Mark returned to origin' }).count()).toBe(
            1,
          );

          // On a phone the section fits.
          await page.setViewportSize(PHONE);
          await expectNoOverflow(page);
          await page.setViewportSize(DESKTOP);

          // Record cash collected: the amount due by default.
          await cod.getByRole('button', { name: 'Record cash collected' }).click();
          const cash = page.getByRole('dialog', { name: 'Record cash collected' });
          await cash.waitFor();
          const amount = cash.getByLabel('Amount collected (₹)', { exact: true });
          await expect.poll(() => amount.inputValue(), POLL).toBe('1549');
          const recorded = page.waitForResponse(
            (r) =>
              new URL(r.url()).pathname === `/api/admin/orders/${orderId}/cod/collected` &&
              r.request().method() === 'POST',
          );
          await cash.getByRole('button', { name: 'Record' }).click();
          const answer = await recorded;
          expect(answer.status(), await answer.text()).toBe(200);
          expect(answer.request().postDataJSON()).toEqual({ amount: 1549 });
          await page.getByText('Cash collected recorded').first().waitFor();
          await expect.poll(codText, POLL).toContain('Cash collected');
          expect(await codText()).toMatch(/₹1,549\.00 on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
          expect(await cod.getByRole('button', { name: 'Record cash collected' }).count()).toBe(0);
          expect(await cod.getByRole('button', { name: 'Mark returned to origin' }).count()).toBe(
            0,
          );
          const after = await adminOrder(headers, orderId);
          expect(after).toMatchObject({
            orderStatus: 'delivered',
            paymentStatus: 'paid',
            cod: { status: 'collected', cashCollected: 1549 },
          });
          await dialog.getByRole('button', { name: 'Close' }).click();
          await dialog.waitFor({ state: 'hidden' });
          await expect
            .poll(async () => (await row.textContent()) ?? '', POLL)
            .toContain('Cash collected');
        } finally {
          await restoreSettings(page, earlier);
          await removeMade(page, { ...made, email: customer.email });
        }
      },
      DESKTOP,
    );
  });
  it('a shipped COD order refused at the door, marked returned to origin on a phone', async () => {
    const tag = newTag();
    const title = `E2E RTO Saree ${tag}`;
    const customer = newCustomer(`E2E RTO Buyer ${tag}`, `e2e-rto-${tag.toLowerCase()}`);
    const made = nothingMade();
    let earlier: CodSettings | null = null;

    await withGuestPage(
      browser(),
      'cod-order-returned',
      async (page) => {
        try {
          await signInAsAdmin(page, '/admin/orders');
          await page.getByRole('heading', { level: 1, name: 'All Orders (Paid Only)' }).waitFor();
          const headers = await adminHeaders(page);
          earlier = await codSettings(headers);
          const orderId = await shippedCodOrder(headers, made, customer, tag, title);

          const { dialog, cod } = await openCodSection(page, orderId);
          await cod.getByRole('button', { name: 'Mark returned to origin' }).click();
          const confirm = page.getByRole('dialog', { name: 'Mark returned to origin?' });
          await confirm.waitFor();
          let rtos = 0;
          page.on('request', (r) => {
            if (r.url().endsWith(`/cod/rto`)) rtos += 1;
          });
          // Cancel sends nothing.
          await confirm.getByRole('button', { name: 'Cancel' }).click();
          await confirm.waitFor({ state: 'hidden' });
          expect(rtos).toBe(0);

          await cod.getByRole('button', { name: 'Mark returned to origin' }).click();
          await confirm.waitFor();
          const returned = page.waitForResponse(
            (r) =>
              new URL(r.url()).pathname === `/api/admin/orders/${orderId}/cod/rto` &&
              r.request().method() === 'POST',
          );
          await confirm.getByRole('button', { name: 'Mark returned to origin' }).click();
          const answer = await returned;
          expect(answer.status(), await answer.text()).toBe(200);
          await page.getByText('Order marked as returned to origin').first().waitFor();
          await expect
            .poll(() => cod.locator('.cod-status-tag').textContent(), POLL)
            .toBe('Returned to origin');
          await dialog
            .getByText('Returned to origin (refused at delivery): its units are back in stock.')
            .waitFor(POLL);
          expect(await cod.getByRole('button', { name: 'Record cash collected' }).count()).toBe(0);
          expect(await dialog.getByRole('button', { name: 'Update Order Status' }).count()).toBe(0);
          await expectNoOverflow(page);
          expect(await adminOrder(headers, orderId)).toMatchObject({
            orderStatus: 'cancelled',
            cod: { status: 'rto' },
          });
        } finally {
          await restoreSettings(page, earlier);
          await removeMade(page, { ...made, email: customer.email });
        }
      },
      PHONE,
    );
  });
});
