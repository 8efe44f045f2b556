import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueSuffix, withPage } from './support/browser';
import { catalogueSpec, type CreatedProduct } from './support/catalogue-spec';
import { accountOrder, buyAndPayInTheSandbox, expectNoWiderThan } from './support/order-steps';
import { apiShopper } from './support/shopper';
import { setShopTaxSettings } from './support/tax-settings';

// GST documents (issue 17) on a 360 px phone, by keyboard: with the shop's tax settings set
// by the admin, a saree paid in the payment sandbox gets a tax invoice; My Account > Orders >
// its details says "Tax invoice SB/…" and downloads it as a PDF (invoice-….pdf). Cancelled,
// the order gets a credit note, downloaded the same way.

const suffix = uniqueSuffix();
const phone = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true };
const INVOICE_LINE = /^Tax invoice SB\/\d{4}-\d{2}\/\d+ \(\d{1,2} [A-Z][a-z]+ \d{4}\)$/;
const CREDIT_NOTE_LINE = /^Credit note SB\/CN\/\d{4}-\d{2}\/\d+ \(\d{1,2} [A-Z][a-z]+ \d{4}\)$/;

/**
 * Opens the order's details until `line` shows: the server issues the document when it
 * hears of the payment (or the cancellation), which may be a moment after the page does.
 */
async function detailsShowing(page: Page, openDetails: Locator, details: Locator, line: RegExp) {
  for (let attempt = 1; ; attempt += 1) {
    await openDetails.click();
    try {
      await details.getByText(line).waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt >= 6) throw error;
    }
    await page.reload();
  }
}

/** Downloads a document by keyboard; its bytes, its name and the request that fetched it. */
async function downloadByKeyboard(page: Page, button: Locator, path: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === path && response.request().method() === 'GET',
  );
  const downloaded = page.waitForEvent('download');
  await button.focus();
  await page.keyboard.press('Enter');
  const response = await answered;
  const download = await downloaded;
  const file = await download.path();
  return {
    response,
    authorization: await response.request().headerValue('authorization'),
    fileName: download.suggestedFilename(),
    bytes: await readFile(file),
  };
}

describe('GST tax invoice and credit note', () => {
  const spec = catalogueSpec(`E2E Invoice ${suffix}`, 'Sarees for the invoice tests.');
  let saree: CreatedProduct; // ₹2,200, Gold 5

  beforeAll(async () => {
    await setShopTaxSettings();
    saree = await spec.admin.createProduct({
      title: `Kanjivaram Invoice ${suffix}`,
      productCode: `E2EI${suffix}A`,
      description: 'Fabric: Silk',
      category: spec.category.id,
      price: 2200,
      colors: [{ title: 'Gold', inventory: 5 }],
    });
  });

  it('pays in the sandbox, then downloads the tax invoice at 360 px; cancelled, the credit note', async () => {
    const shopper = await apiShopper('invoice');
    spec.shoppers.push(shopper);
    await shopper.addToCart(saree.id, 1);

    await withPage(
      spec.browser,
      'order-invoice-phone',
      async (page) => {
        const noWiderThanThePhone = () => expectNoWiderThan(page, phone.viewport.width);
        const withinThePhone = async (button: Locator) => {
          const box = await button.boundingBox();
          expect(box).not.toBeNull();
          expect((box?.x ?? -1) >= 0).toBe(true);
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.viewport.width);
        };

        // Buy it: checkout, the sandbox's Pay, the success page.
        const orderId = await buyAndPayInTheSandbox(page, shopper, saree.title);

        // My Account > Orders > the order's details: its tax invoice.
        const { openDetails, details } = await accountOrder(page, orderId);
        await detailsShowing(page, openDetails, details, INVOICE_LINE);
        await details.getByText(orderId, { exact: true }).waitFor();
        const invoiceButton = details.getByRole('button', { name: 'Download invoice (PDF)' });
        const creditNoteButton = details.getByRole('button', {
          name: 'Download credit note (PDF)',
        });
        expect(await creditNoteButton.count()).toBe(0);
        await invoiceButton.scrollIntoViewIfNeeded();
        await withinThePhone(invoiceButton);
        await noWiderThanThePhone();

        // Download it by keyboard: the customer's token, a PDF saved as invoice-….pdf.
        const invoice = await downloadByKeyboard(
          page,
          invoiceButton,
          `/api/shop/order/invoice/${orderId}`,
        );
        expect(invoice.response.status()).toBe(200);
        expect(invoice.response.headers()['content-type']).toMatch(/^application\/pdf/);
        expect(invoice.authorization).toMatch(/^Bearer \S+/);
        expect(invoice.fileName).toMatch(/^invoice-.+\.pdf$/);
        expect(invoice.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
        await invoiceButton.waitFor(); // its label again, usable
        expect(await invoiceButton.isEnabled()).toBe(true);
        expect(await details.getByRole('alert').count()).toBe(0);

        // Cancelled, the paid order gets a credit note as well.
        await details.getByRole('button', { name: 'Cancel order' }).click();
        const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
        const cancelled = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/api/shop/order/cancel' &&
            response.request().method() === 'POST',
        );
        await confirm.getByRole('button', { name: 'Cancel order' }).click();
        expect((await cancelled).status()).toBe(200);
        await confirm.waitFor({ state: 'detached' });
        await details.getByText('Cancelled', { exact: true }).waitFor();
        await page.reload();
        await detailsShowing(page, openDetails, details, CREDIT_NOTE_LINE);
        await details.getByText(INVOICE_LINE).waitFor();
        await creditNoteButton.scrollIntoViewIfNeeded();
        await withinThePhone(creditNoteButton);
        await noWiderThanThePhone();

        const creditNote = await downloadByKeyboard(
          page,
          creditNoteButton,
          `/api/shop/order/credit-note/${orderId}`,
        );
        expect(creditNote.response.status()).toBe(200);
        expect(creditNote.authorization).toMatch(/^Bearer \S+/);
        expect(creditNote.fileName).toMatch(/\.pdf$/);
        expect(creditNote.fileName).not.toBe(invoice.fileName);
        expect(creditNote.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      },
      phone,
    );
  }, 150_000);
});
