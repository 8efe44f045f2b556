import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/auth-steps';
import {
  baseUrl,
  toast,
  uniqueEmail,
  uniqueSuffix,
  waitForPath,
  withPage,
} from './support/browser';
import { catalogueSpec, type CreatedProduct } from './support/catalogue-spec';
import { apiShopper } from './support/shopper';

// Buying on a phone (issue 16), at 390×844 and at desktop width: registering from checkout
// comes back to checkout signed in; a guest changes a line's colour in the bag; a line whose
// stock ran out (the admin's edit) is marked beside it until fixed; the payment success page
// shows the order and sends no cart deletions; signing out from My Account says so. And the
// delivery promise by pincode (issue 17) on the product page and at checkout.

const suffix = uniqueSuffix();

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

describe.each(widths)('buying at $name width', ({ name, viewport }) => {
  const tag = `${suffix}${name === 'phone' ? 'P' : 'D'}`;
  const spec = catalogueSpec(`E2E Phone ${tag}`, 'Sarees for the phone tests.');
  let twoColours: CreatedProduct; // ₹2,200, Gold 5 and Jade 4

  beforeAll(async () => {
    twoColours = await spec.admin.createProduct({
      title: `Chanderi Duo ${tag}`,
      productCode: `E2EP${tag}A`,
      description: 'Fabric: Chanderi',
      category: spec.category.id,
      price: 2200,
      colors: [
        { title: 'Gold', inventory: 5 },
        { title: 'Jade', inventory: 4 },
      ],
    });
  });

  async function onPage(
    label: string,
    steps: (page: Page, context: BrowserContext) => Promise<void>,
  ) {
    await withPage(spec.browser, `phone-buying-${name}-${label}`, steps, { viewport });
  }

  async function addOnProductPage(page: Page, product: CreatedProduct) {
    await page.goto(`/shop/details/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await toast(page, 'Item added to cart!').waitFor();
  }

  async function signOutFromMenu(page: Page) {
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page
      .getByRole('menuitem', { name: 'Sign Out' })
      .or(page.getByRole('button', { name: 'Sign Out' }))
      .click();
  }

  it('registering from checkout comes back to checkout, signed in, with the cart', async () => {
    await onPage('register', async (page) => {
      await addOnProductPage(page, twoColours);
      await page.goto('/shop/checkout');
      await page.getByRole('heading', { name: 'Sign in to check out' }).waitFor();
      await page.getByRole('link', { name: 'Create Account' }).click();
      await waitForPath(page, '/auth/register');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('checkout');

      await page.getByLabel('User Name').fill(`E2E Phone ${tag}`);
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(`phone-${name}`));
      await page.getByLabel('Password', { exact: true }).fill('Saree#2024');
      await page.getByRole('button', { name: 'Create Account' }).click();

      await waitForPath(page, '/shop/checkout');
      await page.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Sign in to check out' }).count()).toBe(0);
      // The temporary cart was copied into the new account.
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await summary.getByText(twoColours.title).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: /^Account menu for E2E Phone/ }).waitFor();
    });
  });

  it("a guest's bag shows each line's colour and changes it", async () => {
    await onPage('guest-colour', async (page) => {
      await addOnProductPage(page, twoColours);
      await page.getByRole('button', { name: 'Shopping bag, 1 item' }).click();
      const drawer = page.getByRole('dialog', { name: 'Your Cart' });
      const colour = drawer.getByRole('combobox', { name: 'Colour' });
      await colour.waitFor();
      expect(await colour.inputValue()).not.toBe('');
      expect(await colour.locator('option:checked').textContent()).toBe('Gold');

      await colour.selectOption({ label: 'Jade' });
      await toast(page, 'Cart updated successfully').waitFor();
      expect(await colour.locator('option:checked').textContent()).toBe('Jade');
      const stored = await page.evaluate(() => window.localStorage.getItem('tempCart'));
      const lines = JSON.parse(stored ?? '[]') as { colorId: string; quantity: number }[];
      expect(lines).toHaveLength(1);
      expect(lines[0]?.colorId).toBe(await colour.inputValue());
      expect(lines[0]?.quantity).toBe(1);
    });
  });

  it('a line whose stock ran out is marked beside it until fixed', async () => {
    const lastFew = await spec.admin.createProduct({
      title: `Paithani Few ${tag}`,
      productCode: `E2EP${tag}B`,
      description: 'Fabric: Paithani silk',
      category: spec.category.id,
      price: 1500,
      colors: [{ title: 'Red', inventory: 5 }],
    });
    const shopper = await apiShopper(`few-${name}`);
    spec.shoppers.push(shopper);
    await shopper.addToCart(lastFew.id, 3);

    await onPage('stock-problem', async (page) => {
      await page.goto('/auth/login?redirect=checkout');
      await signInThroughUi(page, shopper.email, shopper.password);
      await waitForPath(page, '/shop/checkout');
      const summary = page.getByRole('region', { name: 'Order Summary' });
      const line = summary.getByRole('listitem').filter({ hasText: lastFew.title });
      await line.waitFor();
      await page.getByRole('button', { name: 'Selected' }).waitFor();

      // Meanwhile the shop sells all but two.
      await spec.admin.setColourInventory(lastFew.id, 'Red', 2);

      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await toast(page, 'Unable to Complete Order').waitFor();
      const problem = line.getByText(/Only 2 left in Red|only 2 item\(s\) of .* in Red/);
      await problem.waitFor();
      expect(await page.getByRole('dialog', { name: 'Test payment' }).count()).toBe(0);
      // The toast goes; the problem stays beside the line.
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
      await page.waitForTimeout(1500);
      expect(await problem.isVisible()).toBe(true);
      expect(await page.getByText('Please fix the items marked in your order.').isVisible()).toBe(
        true,
      );

      await line.getByRole('button', { name: `Decrease quantity of ${lastFew.title}` }).click();
      await toast(page, 'Cart updated successfully').waitFor();
      await problem.waitFor({ state: 'detached' });
      expect(await page.getByText('Please fix the items marked in your order.').count()).toBe(0);
    });
  });

  it('checks delivery to a pincode on the product page: dates for Jaipur, an unknown pincode', async () => {
    await onPage('pincode', async (page) => {
      await page.goto(`/shop/details/${twoColours.id}`);
      const delivery = page.getByRole('region', { name: 'Delivery' });
      const pincode = delivery.getByRole('textbox', { name: /Pincode/ });
      await pincode.fill('302001');
      await delivery.getByRole('button', { name: 'Check' }).click();
      await delivery.getByText(/^Delivery by \w{3}, \d{1,2} \w{3}/).waitFor();
      expect(
        await delivery.getByText(/To Jaipur, Rajasthan \(302001\) · Rest of India/).isVisible(),
      ).toBe(true);
      // Nothing wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await pincode.fill('999999');
      await pincode.press('Enter');
      await delivery.getByText('We could not find this pincode. Please check it.').waitFor();

      // The next product page remembers the pincode checked last.
      await page.reload();
      await delivery.getByText('We could not find this pincode. Please check it.').waitFor();
      expect(await pincode.inputValue()).toBe('999999');
    });
  });

  it('pays: the success page shows the order, sends no cart deletions; My Account signs out', async () => {
    const shopper = await apiShopper(`paid-${name}`);
    spec.shoppers.push(shopper);
    await shopper.addToCart(twoColours.id, 2);

    await onPage('paid', async (page) => {
      const deletions: { url: string; status: number }[] = [];
      let cartReadsOnSuccessPage = 0;
      page.on('response', (response) => {
        if (response.request().method() === 'DELETE') {
          deletions.push({ url: response.url(), status: response.status() });
        }
        if (
          new URL(response.url()).pathname.startsWith('/api/shop/cart/get/') &&
          new URL(page.url()).pathname === '/shop/payment-success'
        ) {
          cartReadsOnSuccessPage += 1;
        }
      });
      await page.goto('/auth/login?redirect=checkout');
      await signInThroughUi(page, shopper.email, shopper.password);
      await waitForPath(page, '/shop/checkout');
      await page
        .getByRole('region', { name: 'Order Summary' })
        .getByText(twoColours.title)
        .waitFor();
      await page.getByRole('button', { name: 'Selected' }).waitFor();
      // The delivery promise to the chosen address (560038, the shop's own city by default).
      await page.getByText(/To Bengaluru, Karnataka \(560038\) · Same city/).waitFor();
      expect(await page.getByText(/^Delivery by /).isVisible()).toBe(true);

      const created = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/shop/order/create',
      );
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      const answer = (await (await created).json()) as { orderId: string };
      const sandbox = page.getByRole('dialog', { name: 'Test payment' });
      await sandbox.getByRole('button', { name: 'Pay' }).click();

      await waitForPath(page, '/shop/payment-success', 20_000);
      await page.getByRole('heading', { name: 'Thank You For Your Order' }).waitFor();
      await page.getByText(answer.orderId, { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Items' }).waitFor();
      expect(await page.getByText(twoColours.title).isVisible()).toBe(true);
      expect(await page.getByText('Quantity: 2').isVisible()).toBe(true);
      expect(await page.getByText('₹4,400.00').first().isVisible()).toBe(true);
      expect(await page.getByText('12 MG Road', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Bengaluru - 560038').isVisible()).toBe(true);
      // The delivery promise made at checkout, kept on the order.
      expect(await page.getByText(/^Expected delivery: \w{3}, \d{1,2} \w{3}/).isVisible()).toBe(
        true,
      );
      expect(await toast(page, /Redirecting to the success page/).count()).toBe(0);

      // The cart is brought up to date (2 s later) without deleting what the server removed.
      await expect
        .poll(() => cartReadsOnSuccessPage, { timeout: 10_000, interval: 250 })
        .toBeGreaterThan(0);
      await page.waitForTimeout(1000);
      expect(deletions).toEqual([]);
      await page.getByRole('button', { name: 'Shopping bag, 0 items' }).waitFor();

      await page.getByRole('link', { name: 'View Orders' }).click();
      await waitForPath(page, '/shop/account');
      await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
      await signOutFromMenu(page);
      await toast(page, 'Logged out successfully').waitFor();
      await waitForPath(page, '/shop/home');
      expect(await toast(page, 'Please login to view your account.').count()).toBe(0);
      expect(new URL(page.url()).origin).toBe(baseUrl);
    });
  });
});
