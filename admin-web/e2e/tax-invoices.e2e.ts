// Browser test of GST invoices against the whole stack (docs/api-buying.md, "Tax settings"
// and "Tax invoices"): the admin fills the shop's tax settings on /admin/tax-invoices and
// saves them; then a customer of this test's own buys a product of this test's own through
// the public API and pays in the payment sandbox; in Orders the admin opens the order, sees
// its invoice number (SB/2026-27/000123) and downloads the PDF under the server's file name.
// The settings the shop had before are put back afterwards when there were any.
// Run: BASE_URL=http://127.0.0.1:18080 ADMIN_EMAIL=... ADMIN_PASSWORD=...
//   npm run test:e2e -w @boutique/admin-web
import { readFile } from 'node:fs/promises';
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
  removeMade,
  type Made,
} from './shop-fixtures';

const browser = setUpBrowser();
const POLL = { timeout: 15_000 };
const INVOICE_NUMBER = /^SB\/\d{4}-\d{2}\/\d{6}$/;

interface TaxSettingsAnswer {
  success: boolean;
  data: {
    legalName: string;
    gstin: string;
    address: string;
    stateCode: string;
    invoicePrefix: string;
    defaultRule: unknown;
    categoryRules: unknown[];
    configured: boolean;
  };
}

async function taxSettings(headers: Record<string, string>): Promise<TaxSettingsAnswer['data']> {
  const answer = await fetch(`${baseUrl}/api/admin/tax-settings`, { headers });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as TaxSettingsAnswer).data;
}

/** The order's invoice number as the admin API reports it ('' until issued). */
async function invoiceNumberOf(headers: Record<string, string>, orderId: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/admin/orders/details/${orderId}`, { headers });
  if (answer.status !== 200) return '';
  const body = (await answer.json()) as { data: { invoiceNumber?: string } };
  return body.data.invoiceNumber ?? '';
}

/** Best effort: removes what this test made and puts the shop's earlier settings back. */
async function cleanUp(
  page: Page,
  made: Made & { email: string; earlier: TaxSettingsAnswer['data'] | null },
): Promise<void> {
  try {
    const headers = await adminHeaders(page);
    if (made.earlier?.configured) {
      const body: Partial<TaxSettingsAnswer['data']> = { ...made.earlier };
      delete body.configured;
      await fetch(`${baseUrl}/api/admin/tax-settings`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    }
  } catch {
    // the admin never signed in
  }
  await removeMade(page, made);
}

describe('tax settings and invoices', () => {
  it('saves the shop’s tax settings, then a paid order has an invoice the admin downloads', async () => {
    const tag = newTag();
    const customer = newCustomer(`E2E Invoice ${tag}`, `e2e-invoices-${tag.toLowerCase()}`);
    const made = { ...nothingMade(), earlier: null as TaxSettingsAnswer['data'] | null };

    await withGuestPage(browser(), 'tax-invoices-download', async (page) => {
      try {
        await signInAsAdmin(page, '/admin/tax-invoices');
        await page.getByRole('heading', { level: 1, name: 'Tax & invoices' }).waitFor();
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        expect(
          await menu.getByRole('link', { name: 'Tax & invoices' }).getAttribute('aria-current'),
        ).toBe('page');
        const headers = await adminHeaders(page);
        made.earlier = await taxSettings(headers);

        // The shop's settings, saved through the form.
        const form = page.locator('.tax-settings-form');
        await form.getByLabel('Legal name', { exact: true }).fill('Saree Boutique Pvt Ltd');
        await form.getByRole('combobox', { name: 'State' }).click();
        await form.getByRole('combobox', { name: 'State' }).fill('Karnataka');
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Karnataka"]')
          .click();
        await form.getByLabel('GSTIN', { exact: true }).fill('29ABCDE1234F1Z5');
        await form
          .getByLabel('Registered address', { exact: true })
          .fill('12 MG Road\nBengaluru, Karnataka 560001');
        await form.getByLabel('Invoice prefix', { exact: true }).fill('SB');
        const saved = page.waitForResponse(
          (r) =>
            new URL(r.url()).pathname === '/api/admin/tax-settings' &&
            r.request().method() === 'PUT',
        );
        await form.getByRole('button', { name: 'Save' }).click();
        const answer = await saved;
        expect(answer.status(), await answer.text()).toBe(200);
        const sent = answer.request().postDataJSON() as Record<string, unknown>;
        expect(sent).toMatchObject({
          legalName: 'Saree Boutique Pvt Ltd',
          gstin: '29ABCDE1234F1Z5',
          stateCode: 'KA',
          invoicePrefix: 'SB',
        });
        await page.getByText('Tax settings saved').waitFor();
        expect(await page.getByText(/Invoices are not issued yet/).count()).toBe(0);
        expect((await taxSettings(headers)).configured).toBe(true);

        // A product of this test's own, made through the admin API.
        const productId = await makeProduct(headers, made, {
          tag,
          madeBy: 'invoices test',
          title: `E2E Invoiced Saree ${tag}`,
          productCode: `E2E-I-${tag}`,
          price: 1500,
        });

        // The customer buys it and pays in the sandbox: paid after the settings, so invoiced.
        const orderId = await placePaidOrder(customer, productId);
        const shortId = orderId.slice(0, 8);
        await expect.poll(() => invoiceNumberOf(headers, orderId), POLL).toMatch(INVOICE_NUMBER);

        // In Orders, the admin opens it and sees its invoice.
        await page.getByRole('link', { name: 'Orders' }).click();
        await page.getByRole('heading', { level: 1, name: 'All Orders (Paid Only)' }).waitFor();
        await page.getByRole('searchbox', { name: 'Search orders by order ID' }).fill(orderId);
        const row = page
          .locator('.orders-table tbody tr.ant-table-row')
          .filter({ hasText: shortId });
        await expect.poll(() => row.count(), POLL).toBe(1);
        await row.getByRole('button', { name: `View details of order ${shortId}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Order Details' });
        await dialog.waitFor();
        const number = dialog.locator('.order-document--invoice .order-document__number');
        await number.waitFor(POLL);
        const invoiceNumber = ((await number.textContent()) ?? '').trim();
        expect(invoiceNumber).toMatch(INVOICE_NUMBER);
        expect(await invoiceNumberOf(headers, orderId)).toBe(invoiceNumber);
        expect(
          await dialog.locator('.order-document--invoice .order-document__date').textContent(),
        ).toMatch(/\d{2}\/\d{2}\/\d{4}/);
        // Paid, not refunded: no credit note.
        expect(await dialog.getByRole('button', { name: 'Download credit note' }).count()).toBe(0);

        // Download: the PDF under the server's file name.
        const invoiceCall = page.waitForResponse(
          (r) => new URL(r.url()).pathname === `/api/shop/order/invoice/${orderId}`,
        );
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          dialog.getByRole('button', { name: 'Download invoice' }).click(),
        ]);
        const call = await invoiceCall;
        expect(call.status()).toBe(200);
        expect(call.headers()['content-type']).toContain('application/pdf');
        expect(await call.request().headerValue('authorization')).toMatch(/^Bearer \S+/);
        // The server's file name (Content-Disposition), e.g. invoice-SB-2026-27-000123.pdf.
        expect(download.suggestedFilename()).toMatch(/^invoice-SB-\d{4}-\d{2}-\d{6}\.pdf$/);
        expect(call.headers()['content-disposition']).toContain(download.suggestedFilename());
        const file = await download.path();
        const bytes = await readFile(file);
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
        expect(bytes.length).toBeGreaterThan(500);
      } finally {
        await cleanUp(page, { ...made, email: customer.email });
      }
    });
  });
});
