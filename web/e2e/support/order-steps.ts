import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInThroughUi } from './auth-steps';
import { waitForPath } from './browser';

// A shopper's order in the storefront, step by step: bought at checkout and paid in the
// payment sandbox, then found in My Account > Orders.

/**
 * Buys what is in the shopper's server cart (showing `title`): signs in on the way to
 * checkout, proceeds to payment, presses the sandbox's Pay and waits for the success page.
 * Returns the order's id, from the create call's answer.
 */
export async function buyAndPayInTheSandbox(
  page: Page,
  shopper: { email: string; password: string },
  title: string,
): Promise<string> {
  await page.goto('/auth/login?redirect=checkout');
  await signInThroughUi(page, shopper.email, shopper.password);
  await waitForPath(page, '/shop/checkout');
  await page.getByRole('region', { name: 'Order Summary' }).getByText(title).waitFor();
  await page.getByRole('button', { name: 'Selected' }).waitFor();
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/shop/order/create',
  );
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const { orderId } = (await (await created).json()) as { orderId: string };
  await page
    .getByRole('dialog', { name: 'Test payment' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await waitForPath(page, '/shop/payment-success', 20_000);
  await page.getByRole('heading', { name: 'Thank You For Your Order' }).waitFor();
  return orderId;
}

/**
 * From the success page to My Account > Orders: the order's Details button (not yet
 * pressed) and its details dialog.
 */
export async function accountOrder(
  page: Page,
  orderId: string,
): Promise<{ openDetails: Locator; details: Locator }> {
  await page.getByRole('link', { name: 'View Orders' }).click();
  await waitForPath(page, '/shop/account');
  return {
    openDetails: page.getByRole('button', { name: `Details of order ${orderId.slice(0, 8)}` }),
    details: page.getByRole('dialog', { name: 'Order Details' }),
  };
}

/** The page is no wider than `width` (nothing overflows sideways on a phone). */
export async function expectNoWiderThan(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}
