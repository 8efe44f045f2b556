import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '@boutique/testing';
import { signInThroughUi } from './support/auth-steps';
import { uniqueSuffix, waitForPath, withPage } from './support/browser';
import { catalogueSpec, type CreatedProduct } from './support/catalogue-spec';
import { orderAdmin } from './support/order-admin';
import { accountOrder, buyAndPayInTheSandbox, expectNoWiderThan } from './support/order-steps';
import { apiShopper } from './support/shopper';

// Returns after delivery (docs/returns.md) in the storefront. A shopper buys two sarees (one
// at a sale price) in the payment sandbox; the owner ships and delivers the order (admin
// API). On a 375 px phone, by keyboard: My Account > Orders > its details > "Request a
// return": the deadline, the sale line disabled with its reason, one line chosen, a reason,
// a note and a photo (the file input by keyboard; uploaded at once, its thumbnail shown),
// "Request Return"; one 201 POST carrying the photo's id, the server's message and "Return
// requested on …" with the photo's thumbnail, whose image loads. The owner rejects it with a
// note (admin API); at 1280 px the order says "Return not accepted: {note}".

const suffix = uniqueSuffix();
const phone = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };

const focusedIs = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** The accessible text of what has the focus (its label for a form control). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return '';
    const labels = (active as HTMLInputElement).labels;
    return labels && labels.length > 0
      ? Array.from(labels, (label) => label.textContent ?? '').join(' ')
      : (active.textContent ?? '');
  });

describe('returns after delivery', () => {
  const spec = catalogueSpec(`E2E Returns ${suffix}`, 'Sarees for the returns tests.');
  let saree: CreatedProduct; // ₹2,200, Gold 5: returnable
  let onSale: CreatedProduct; // ₹1,800, on sale at ₹1,500, Red 5: not returnable

  beforeAll(async () => {
    saree = await spec.admin.createProduct({
      title: `Chanderi Return ${suffix}`,
      productCode: `E2ER${suffix}A`,
      description: 'Fabric: Chanderi',
      category: spec.category.id,
      price: 2200,
      colors: [{ title: 'Gold', inventory: 5 }],
    });
    onSale = await spec.admin.createProduct({
      title: `Kota Sale ${suffix}`,
      productCode: `E2ER${suffix}B`,
      description: 'Fabric: Kota Doria',
      category: spec.category.id,
      price: 1800,
      salePrice: 1500,
      colors: [{ title: 'Red', inventory: 5 }],
    });
  });

  it('requests a return of one line by keyboard at 375 px; the rejection and its note at 1280 px', async () => {
    const shopper = await apiShopper('returns');
    spec.shoppers.push(shopper);
    await shopper.addToCart(saree.id, 1);
    await shopper.addToCart(onSale.id, 1);
    const admin = await orderAdmin();
    const rejection = `Not accepted ${suffix}: the saree has been worn.`;
    let orderId = '';
    let returnId = '';

    try {
      await withPage(
        spec.browser,
        'returns-phone',
        async (page) => {
          const noWiderThanThePhone = () => expectNoWiderThan(page, phone.viewport.width);
          orderId = await buyAndPayInTheSandbox(page, shopper, saree.title);
          // The owner ships and delivers it: the return window opens.
          await admin.shipAndDeliver(orderId, `AWB-R-${suffix}`);

          const { openDetails, details } = await accountOrder(page, orderId);
          await openDetails.click();
          await details.getByText(orderId, { exact: true }).waitFor();
          await details.getByText('Delivered', { exact: true }).waitFor();
          const requestButton = details.getByRole('button', { name: 'Request a return' });
          await requestButton.waitFor();
          await noWiderThanThePhone();

          // By keyboard: the dialog opens on the first returnable line.
          await requestButton.focus();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog', { name: 'Request a return' });
          await dialog.waitFor();
          await dialog
            .getByText(
              /^Return requests must be made by \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d\d [ap]m$/,
            )
            .waitFor();
          const lines = dialog.getByRole('group', { name: 'Items to return' });
          const returnable = lines.getByRole('checkbox', { name: saree.title, exact: false });
          const sale = lines.getByRole('checkbox', { name: onSale.title, exact: false });
          expect(await sale.isDisabled()).toBe(true);
          expect(await lines.getByText("Sale items can't be returned").isVisible()).toBe(true);
          expect(await returnable.isDisabled()).toBe(false);
          expect(await focusedIs(returnable)).toBe(true);
          await noWiderThanThePhone();

          // Space chooses the line; Tab to its quantity (1), then the reason.
          await page.keyboard.press('Space');
          expect(await returnable.isChecked()).toBe(true);
          await page.keyboard.press('Tab');
          expect(await focusedName(page)).toMatch(/^Quantity of /);
          await page.keyboard.press('Tab');
          const reason = dialog.getByRole('combobox', { name: /Reason for the return/ });
          expect(await focusedIs(reason)).toBe(true);
          await page.keyboard.press('ArrowDown');
          expect(await reason.inputValue()).toBe('damaged');
          await page.keyboard.press('Tab');
          const note = dialog.getByRole('textbox', { name: 'Note (optional)' });
          expect(await focusedIs(note)).toBe(true);
          await page.keyboard.type('The pallu arrived torn.');
          await dialog.getByText('23 / 1000 characters').waitFor();

          // Tab to the photo picker; Space opens the file chooser, a PNG made here is chosen
          // and uploaded at once.
          await page.keyboard.press('Tab');
          const picker = dialog.getByLabel('Photos (optional, up to 4)');
          expect(await focusedIs(picker)).toBe(true);
          expect(await picker.getAttribute('accept')).toBe('image/*');
          await dialog.getByText('Show us the damage or defect: up to 4 photos.').waitFor();
          const uploaded = page.waitForResponse(
            (response) =>
              new URL(response.url()).pathname === '/api/shop/upload/return-photo' &&
              response.request().method() === 'POST',
          );
          const chooser = page.waitForEvent('filechooser');
          await page.keyboard.press('Space');
          await (
            await chooser
          ).setFiles({
            name: 'torn-pallu.png',
            mimeType: 'image/png',
            buffer: gradientPng(400, 300),
          });
          const upload = await uploaded;
          expect(upload.status(), await upload.text()).toBe(201);
          const photo = ((await upload.json()) as { data: { id: string; url: string } }).data;
          expect(photo.url).toMatch(/^\/media\/images\/[^/]+\/\d+\.jpg$/);
          const photos = dialog.getByRole('list', { name: 'Photos for this return' });
          const thumbnail = photos.getByRole('img', { name: 'Photo 1' });
          await thumbnail.waitFor();
          await photos.getByText('Added').waitFor();
          expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
          await noWiderThanThePhone();

          await page.keyboard.press('Tab'); // Remove photo 1
          expect(await focusedIs(photos.getByRole('button', { name: 'Remove photo 1' }))).toBe(
            true,
          );
          await page.keyboard.press('Tab'); // Close
          await page.keyboard.press('Tab'); // Request Return
          expect(await focusedName(page)).toBe('Request Return');
          await noWiderThanThePhone();

          const requested = page.waitForResponse(
            (response) =>
              new URL(response.url()).pathname === `/api/shop/order/${orderId}/return` &&
              response.request().method() === 'POST',
          );
          await page.keyboard.press('Enter');
          const answer = await requested;
          expect(answer.status(), await answer.text()).toBe(201);
          const sent = answer.request().postDataJSON() as {
            lines: { productId: string; quantity: number }[];
            reason: string;
            note: string;
            photos: string[];
          };
          expect(sent.lines).toEqual([
            expect.objectContaining({ productId: saree.id, quantity: 1 }),
          ]);
          expect(sent.reason).toBe('damaged');
          expect(sent.note).toBe('The pallu arrived torn.');
          expect(sent.photos).toEqual([photo.id]);
          const body = (await answer.json()) as {
            message: string;
            data: {
              returnDeadline: string;
              returnRequest: { id: string; status: string; photos: string[] };
            };
          };
          expect(body.data.returnRequest.status).toBe('requested');
          expect(body.data.returnRequest.photos).toEqual([photo.url]);
          returnId = body.data.returnRequest.id;

          // The dialog goes; the server's message, the return in words, the line returned.
          await dialog.waitFor({ state: 'detached' });
          await details.getByRole('status').getByText(body.message).waitFor();
          expect(body.message).toMatch(/^Return requested\./);
          const yours = details.getByRole('region', { name: 'Your return' });
          await yours
            .getByText(
              /^Return requested on \d{1,2} [A-Z][a-z]+ \d{4}: we'll reply within 2 working days$/,
            )
            .waitFor();
          const returned = yours.getByRole('list', { name: 'Items returned' });
          expect(await returned.textContent()).toBe(`${saree.title} · Gold · Qty 1`);
          // The photo: a small thumbnail whose image loads, linking to it in a new tab.
          const yourPhoto = yours
            .getByRole('list', { name: 'Your photos' })
            .getByRole('link')
            .filter({ has: page.getByRole('img', { name: 'Your photo 1' }) });
          expect(await yourPhoto.getAttribute('href')).toBe(photo.url);
          expect(await yourPhoto.getAttribute('target')).toBe('_blank');
          const yourThumbnail = yourPhoto.getByRole('img', { name: 'Your photo 1' });
          await yourThumbnail.scrollIntoViewIfNeeded();
          await page.waitForFunction(
            (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
            await yourThumbnail.elementHandle(),
          );
          expect(await requestButton.count()).toBe(0);
          await noWiderThanThePhone();
        },
        phone,
      );

      // The owner rejects it with a note; at 1280 px the order says so.
      expect(returnId).not.toBe('');
      const rejected = await admin.rejectReturn(returnId, rejection);
      expect(rejected.data.status).toBe('rejected');

      await withPage(spec.browser, 'returns-desktop', async (page) => {
        await signInThroughUi(page, shopper.email, shopper.password);
        await page.waitForURL((url) => url.pathname !== '/auth/login');
        await page.goto('/shop/account');
        await waitForPath(page, '/shop/account');
        const row = page.getByRole('row').filter({ hasText: orderId.slice(0, 8) });
        await row.getByText(`Return not accepted: ${rejection}`).waitFor();
        await page.getByRole('button', { name: `Details of order ${orderId.slice(0, 8)}` }).click();
        const details = page.getByRole('dialog', { name: 'Order Details' });
        const yours = details.getByRole('region', { name: 'Your return' });
        await yours.getByText(`Return not accepted: ${rejection}`, { exact: true }).waitFor();
        expect(await yours.getByText('Reason: Arrived damaged').isVisible()).toBe(true);
        expect(await details.getByRole('button', { name: 'Request a return' }).count()).toBe(0);
      });
    } finally {
      await admin.dispose();
    }
  }, 180_000);
});
