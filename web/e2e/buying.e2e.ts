import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/auth-steps';
import { toast, uniqueSuffix, waitForPath, withPage } from './support/browser';
import { catalogueSpec, type CreatedProduct } from './support/catalogue-spec';
import { apiShopper } from './support/shopper';

// Buying in Chromium against the running stack (issue 5): a guest fills the cart, signs in
// and sees it copied, pays in the payment sandbox and finds the order in My Account; and a
// checkout whose last unit another shopper (through the API) has just taken.

const suffix = uniqueSuffix();

describe('buying', () => {
  const spec = catalogueSpec(`E2E Buying ${suffix}`, 'Sarees for the buying tests.');
  let organza: CreatedProduct; // ₹1,800 on sale, Gold 5
  let tussar: CreatedProduct; // ₹5,500, 12 in stock, no colours
  let lastOne: CreatedProduct; // ₹3,000, Emerald 1: one unit for two shoppers

  beforeAll(async () => {
    organza = await spec.admin.createProduct({
      title: `Kora Organza ${suffix}`,
      productCode: `E2EB${suffix}A`,
      description: 'Fabric: Kora organza',
      category: spec.category.id,
      price: 2500,
      salePrice: 1800,
      colors: [{ title: 'Gold', inventory: 5 }],
    });
    tussar = await spec.admin.createProduct({
      title: `Golden Tussar ${suffix}`,
      productCode: `E2EB${suffix}B`,
      description: 'Fabric: Tussar silk',
      category: spec.category.id,
      price: 5500,
      totalStock: 12,
    });
    lastOne = await spec.admin.createProduct({
      title: `Last Banaras ${suffix}`,
      productCode: `E2EB${suffix}C`,
      description: 'Fabric: Banaras silk',
      category: spec.category.id,
      price: 3000,
      colors: [{ title: 'Emerald', inventory: 1 }],
    });
  });

  async function addOnProductPage(page: Page, product: CreatedProduct) {
    await page.goto(`/shop/details/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, 'Item added to cart!').waitFor();
  }

  it('guest cart → sign in (copied) → sandbox payment → Payment Successful → My Account', async () => {
    const shopper = await apiShopper('buyer');
    spec.shoppers.push(shopper);

    await withPage(spec.browser, 'buying-guest-to-paid', async (page) => {
      await addOnProductPage(page, organza);
      await addOnProductPage(page, tussar);
      await page.getByRole('button', { name: 'Shopping bag, 2 items' }).waitFor();

      await signInThroughUi(page, shopper.email, shopper.password);
      await toast(page, 'Cart items copied!').waitFor({ timeout: 15_000 });
      expect(await toast(page, '2 item(s) added to cart!').isVisible()).toBe(true);

      await page.getByRole('button', { name: /^Shopping bag/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Your Cart' });
      await drawer.getByText(organza.title).waitFor();
      await drawer.getByText(tussar.title).waitFor();
      await drawer.getByRole('button', { name: 'Checkout' }).click();
      await waitForPath(page, '/shop/checkout');

      // The only address is preselected; ₹1,800 + ₹5,500.
      await page.getByRole('button', { name: 'Selected' }).waitFor();
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await summary.getByText('₹7,300.00').first().waitFor();

      const created = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/shop/order/create',
      );
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      const answer = (await (await created).json()) as { orderId: string; provider: string };
      expect(answer.provider).toBe('sandbox');
      const sandbox = page.getByRole('dialog', { name: 'Test payment' });
      await sandbox.waitFor();
      await page.getByRole('alert').getByText('Payment in Progress').waitFor();
      await sandbox.getByRole('button', { name: 'Pay' }).click();

      await waitForPath(page, '/shop/payment-success', 20_000);
      await page.getByText('Payment Successful', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Thank You For Your Order' }).waitFor();

      await page.getByRole('link', { name: 'View Orders' }).click();
      await waitForPath(page, '/shop/account');
      await page.getByPlaceholder('Search by order ID or date...').fill(answer.orderId.slice(0, 8));
      const row = page.getByRole('row').filter({ hasText: answer.orderId.slice(0, 8) });
      await row.waitFor();
      expect(await row.getByText('₹7,300.00').isVisible()).toBe(true);
      await row.getByRole('button', { name: /^Details of order/ }).click();
      const details = page.getByRole('dialog', { name: 'Order Details' });
      await details.getByText(organza.title).waitFor();
      expect(await details.getByText('Paid', { exact: true }).isVisible()).toBe(true);
      expect(await details.getByText('Landmark: Near the temple').isVisible()).toBe(true);
    });
  });

  it('a checkout after another shopper took the last unit shows "Unable to Complete Order"', async () => {
    const late = await apiShopper('late');
    const quick = await apiShopper('quick');
    spec.shoppers.push(late, quick);
    await late.addToCart(lastOne.id);
    await quick.addToCart(lastOne.id);

    await withPage(spec.browser, 'buying-last-unit', async (page) => {
      await page.goto('/auth/login?redirect=checkout');
      await signInThroughUi(page, late.email, late.password);
      await waitForPath(page, '/shop/checkout');
      await page.getByRole('region', { name: 'Order Summary' }).getByText(lastOne.title).waitFor();
      await page.getByRole('button', { name: 'Selected' }).waitFor();

      // Meanwhile the other shopper orders the last unit (reserved until paid or expired).
      await quick.placeOrder(3000);

      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await toast(page, 'Unable to Complete Order').waitFor();
      expect(await toast(page, /currently out of stock|is\/are available/).isVisible()).toBe(true);
      expect(await page.getByRole('dialog', { name: 'Test payment' }).count()).toBe(0);
    });
  });
});
