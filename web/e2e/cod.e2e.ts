import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/auth-steps';
import { uniqueSuffix, waitForPath, withPage } from './support/browser';
import { catalogueSpec, type CreatedProduct } from './support/catalogue-spec';
import { codConfirmPathIn, codSettings, setCodSettings } from './support/cod-settings';
import { waitForMail } from './support/mail';
import { accountOrder, expectNoWiderThan } from './support/order-steps';
import { apiShopper, type Shopper } from './support/shopper';

// Cash on delivery (docs/cash-on-delivery.md) in the storefront. With COD on (the owner's
// settings, admin API): a low-risk shopper on a 375 px phone chooses Cash on delivery at
// checkout, sees the ₹49 fee and the new total, places the order and lands on "Confirm
// your order by e-mail". The e-mail's link, opened signed out at 375 px, confirms nothing
// until "Confirm my order" is pressed (by keyboard), then says so with the delivery dates;
// My Account then says "Confirmed — pay ₹… at delivery". A medium-risk shopper (a new account, at 1280 px) is asked an advance,
// pays it in the payment sandbox as for an online order and lands on Payment Successful.

const suffix = uniqueSuffix();
const phone = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };
// The window is the stack's (the test stack shortens it to seconds: COD_CONFIRM_SECONDS).
const CONFIRM_BY_MAIL =
  /^Please confirm your order from the e-mail we sent to \S+ within \d+ (hours?|minutes?)\.$/;

/** Signed in on the way to checkout, the saree in the summary and the address chosen. */
async function atCheckout(page: Page, shopper: Shopper, title: string) {
  await page.goto('/auth/login?redirect=checkout');
  await signInThroughUi(page, shopper.email, shopper.password);
  await waitForPath(page, '/shop/checkout');
  await page.getByRole('region', { name: 'Order Summary' }).getByText(title).waitFor();
  await page.getByRole('button', { name: 'Selected' }).waitFor();
}

/** Chooses Cash on delivery and waits for the quote's answer; returns it. */
async function chooseCod(page: Page) {
  const quoted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/shop/order/cod/quote',
  );
  const methods = page.getByRole('group', { name: 'Payment method' });
  expect(await methods.getByRole('radio', { name: 'Pay online (UPI, card)' }).isChecked()).toBe(
    true,
  );
  await methods.getByRole('radio', { name: 'Cash on delivery' }).check();
  const answer = await quoted;
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { level: string; total: number; advance: number; dueOnDelivery: number; fee: number };
  };
  return { methods, quote: data };
}

describe('cash on delivery', () => {
  const spec = catalogueSpec(`E2E COD ${suffix}`, 'Sarees for the cash-on-delivery tests.');
  let saree: CreatedProduct; // ₹2,200, Gold 6

  beforeAll(async () => {
    saree = await spec.admin.createProduct({
      title: `Kota Doria COD ${suffix}`,
      productCode: `E2ED${suffix}A`,
      description: 'Fabric: Kota Doria',
      category: spec.category.id,
      price: 2200,
      colors: [{ title: 'Gold', inventory: 6 }],
    });
  });

  afterAll(async () => {
    // COD off again: the other specs see the shop as it starts.
    await setCodSettings(codSettings(0, false));
  });

  it('a low-risk shopper chooses COD at 375 px, lands on "Confirm your order by e-mail", then confirms from the e-mail link', async () => {
    await setCodSettings(codSettings(0));
    const shopper = await apiShopper('cod-low');
    spec.shoppers.push(shopper);
    await shopper.addToCart(saree.id, 1);

    // The test stack gives 20 s to confirm (COD_CONFIRM_SECONDS): from the order placed, the
    // e-mail's link is opened and confirmed at once; My Account is read afterwards.
    await withPage(
      spec.browser,
      'cod-low-phone',
      async (page) => {
        await atCheckout(page, shopper, saree.title);
        // The pincode check of the chosen address says COD is offered, with its fee.
        await page.getByText('Cash on delivery available (₹49 fee)').waitFor();

        const { methods, quote } = await chooseCod(page);
        expect(quote).toMatchObject({ level: 'low', fee: 49, total: 2249 });
        await methods.getByText('Total to pay at delivery').waitFor();
        await methods.getByText('₹2,249.00').waitFor();
        await expectNoWiderThan(page, phone.viewport.width);

        const created = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/shop/order/create',
        );
        await page.getByRole('button', { name: 'Place Order (Cash on Delivery)' }).click();
        const answer = await created;
        expect(answer.status()).toBe(201);
        const body = (await answer.json()) as { orderId: string; provider: string };
        expect(body.provider).toBe('cod');
        expect(answer.request().postDataJSON()).toMatchObject({ paymentMethod: 'cod' });
        const orderId = body.orderId;
        const mailed = waitForMail(shopper.email, (caught) =>
          (caught.text ?? '').includes(`order=${orderId}`),
        );

        await waitForPath(page, '/shop/cod-placed');
        await page.getByRole('heading', { name: 'Confirm your order by e-mail' }).waitFor();
        await page.getByText(CONFIRM_BY_MAIL).waitFor();
        await page.getByText(orderId, { exact: true }).waitFor();
        expect(await page.getByRole('dialog', { name: 'Test payment' }).count()).toBe(0);
        await expectNoWiderThan(page, phone.viewport.width);

        // The e-mail's link, opened signed out on a phone: opening it confirms nothing.
        const mail = await mailed;
        expect(mail.subject).toMatch(/confirm your cash-on-delivery order/i);
        const link = codConfirmPathIn(mail);
        expect(link).toContain(`order=${orderId}`);
        await withPage(
          spec.browser,
          'cod-confirm-phone',
          async (confirmPage) => {
            const confirms: string[] = [];
            confirmPage.on('request', (request) => {
              if (new URL(request.url()).pathname === '/api/shop/order/cod/confirm') {
                confirms.push(request.method());
              }
            });
            await confirmPage.goto(link ?? '');
            await confirmPage
              .getByRole('heading', { name: 'Confirm your order', level: 1 })
              .waitFor();
            const button = confirmPage.getByRole('button', { name: 'Confirm my order' });
            await button.waitFor();
            expect(confirms).toEqual([]);

            // By keyboard: the answer is announced (role=status) and takes the focus.
            await button.focus();
            const confirmed = confirmPage.waitForResponse(
              (response) => new URL(response.url()).pathname === '/api/shop/order/cod/confirm',
            );
            await confirmPage.keyboard.press('Enter');
            const confirmAnswer = await confirmed;
            expect(confirmAnswer.status(), await confirmAnswer.text()).toBe(200);
            const result = confirmPage
              .getByRole('status')
              .filter({ hasText: 'Your order is confirmed' });
            await result.waitFor();
            expect(await result.textContent()).toMatch(
              /^Thank you! Your order is confirmed\. Please keep ₹2,249(\.00)? ready at delivery\./,
            );
            await result.getByText('Expected delivery').waitFor();
            expect(
              await confirmPage.evaluate(() => document.activeElement?.getAttribute('role') ?? ''),
            ).toBe('status');
            expect(await button.count()).toBe(0);
            expect(confirms).toEqual(['POST']);
            await expectNoWiderThan(confirmPage, phone.viewport.width);
          },
          phone,
        );

        // My Account: Cash on delivery, confirmed, with the cash to keep ready and the fee.
        const { openDetails, details } = await accountOrder(page, orderId);
        await openDetails.click();
        await details.getByText(orderId, { exact: true }).waitFor();
        await details.getByText('Cash on delivery', { exact: true }).first().waitFor();
        await details.getByText('Confirmed — pay ₹2,249.00 at delivery').waitFor();
        await details.getByText('Cash on delivery fee').waitFor();
        await expectNoWiderThan(page, phone.viewport.width);
      },
      phone,
    );
  }, 150_000);

  it('a medium-risk shopper (a new account) pays the advance in the sandbox at 1280 px and lands on Payment Successful', async () => {
    await setCodSettings(codSettings(7));
    const shopper = await apiShopper('cod-medium');
    spec.shoppers.push(shopper);
    await shopper.addToCart(saree.id, 1);

    await withPage(spec.browser, 'cod-medium-desktop', async (page) => {
      await atCheckout(page, shopper, saree.title);
      const { methods, quote } = await chooseCod(page);
      expect(quote.level).toBe('medium');
      expect(quote.advance).toBeGreaterThan(0);
      expect(quote.advance + quote.dueOnDelivery).toBeCloseTo(quote.total, 2);
      await methods.getByText(/^For this order we ask an advance of ₹/).waitFor();
      await methods.getByText('Due at the door').waitFor();

      const advance = `₹${quote.advance.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      const created = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/shop/order/create',
      );
      await page.getByRole('button', { name: `Pay Advance ${advance}` }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      const body = (await answer.json()) as { orderId: string; amount: number };
      expect(body.amount).toBe(Math.round(quote.advance * 100));

      await page
        .getByRole('dialog', { name: 'Test payment' })
        .getByRole('button', { name: 'Pay' })
        .click();
      await waitForPath(page, '/shop/payment-success', 20_000);
      await page.getByRole('heading', { name: 'Thank You For Your Order' }).waitFor();

      // The order: COD, the advance paid online and the rest due at the door.
      const { openDetails, details } = await accountOrder(page, body.orderId);
      await openDetails.click();
      await details.getByText(body.orderId, { exact: true }).waitFor();
      await details.getByText(/^Confirmed — pay ₹[\d,]+\.\d\d at delivery$/).waitFor();
      await details.getByText('Advance paid online').waitFor();
    });
  }, 120_000);
});
