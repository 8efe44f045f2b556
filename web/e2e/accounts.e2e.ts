import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughApi, signInThroughUi, type Credentials } from './support/auth-steps';
import { launchBrowser, uniqueEmail, waitForPath, withPage } from './support/browser';
import { resetLinkIn, waitForMail } from './support/mail';

// Password reset through the mail catcher, and the address book, in Chromium against the
// running stack (BASE_URL, MAIL_URL).

function newShopper(): Credentials {
  return { userName: 'E2E Addresses', email: uniqueEmail('accounts'), password: 'Saree#2024' };
}

/** The current toast (one at a time). */
function toast(page: Page) {
  return page.getByRole('status', { name: 'Notifications' });
}

async function openAddressesTab(page: Page) {
  await page.goto('/shop/account');
  await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await page.getByRole('heading', { name: 'Saved Addresses' }).waitFor();
}

async function signedInShopper(page: Page, context: Parameters<typeof registerThroughApi>[0]) {
  const shopper = newShopper();
  await registerThroughApi(context, shopper);
  await signInThroughUi(page, shopper.email, shopper.password);
  await waitForPath(page, '/shop/home');
  return shopper;
}

describe('storefront accounts', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('resets a forgotten password with the link from the e-mail', async () => {
    await withPage(browser, 'forgot-and-reset-password', async (page, context) => {
      const shopper = newShopper();
      await registerThroughApi(context, shopper);

      await page.goto('/auth/forgot-password');
      await page.getByLabel('Email', { exact: true }).fill(shopper.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page
        .getByRole('main')
        .getByText('If an account exists for this email, a password reset link has been sent.')
        .waitFor();

      const mail = await waitForMail(shopper.email, (candidate) => resetLinkIn(candidate) !== null);
      const link = resetLinkIn(mail)!;
      expect(new URL(link).pathname).toBe('/auth/reset-password');

      const newPassword = 'Kanjeevaram#77';
      await page.goto(link);
      await page.getByLabel('New Password').fill(newPassword);
      await page.getByLabel('Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await toast(page).getByText('Password reset successful!', { exact: true }).waitFor();
      await waitForPath(page, '/auth/login');

      // The old password no longer works; the new one does.
      await signInThroughUi(page, shopper.email, shopper.password);
      await toast(page).locator('[data-variant="destructive"]').waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth/login');
      await signInThroughUi(page, shopper.email, newPassword);
      await waitForPath(page, '/shop/home');
    });
  });

  it('adds three addresses with state and city suggestions, then hides Add', async () => {
    await withPage(browser, 'three-addresses', async (page, context) => {
      await signedInShopper(page, context);
      await openAddressesTab(page);

      for (let index = 1; index <= 3; index++) {
        await page.getByRole('button', { name: 'Add New Address' }).click();
        const form = page.getByRole('form', { name: 'Add address' });
        await form.getByLabel('Full Name').fill(`Meera Iyer ${index}`);
        await form.getByLabel('Address').fill(`${index} Lake View Road, Baner`);
        await form.getByLabel('State').selectOption({ label: 'Maharashtra' });
        const city = form.getByRole('combobox', { name: 'City' });
        await city.pressSequentially('Pu', { delay: 50 });
        await page.getByRole('option', { name: 'Pune', exact: true }).click();
        expect(await city.inputValue()).toBe('Pune');
        await form.getByLabel('Pincode').fill('411045');
        await form.getByLabel('Phone').fill(`98220123${40 + index}`);
        await form.getByRole('button', { name: 'Add Address' }).click();

        await toast(page).getByText('Address added successfully').waitFor();
        await page.getByRole('heading', { name: `Meera Iyer ${index}` }).waitFor();
        await form.waitFor({ state: 'detached' });
      }

      const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('article');
      expect(await cards.count()).toBe(3);
      expect(await cards.first().getByText('Maharashtra').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Add New Address' }).count()).toBe(0);
    });
  });

  it('explains a bad pincode and a bad phone number (on a phone)', async () => {
    await withPage(browser, 'address-validation', async (page, context) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await signedInShopper(page, context);
      await openAddressesTab(page);

      await page.getByRole('button', { name: 'Add New Address' }).click();
      const form = page.getByRole('form', { name: 'Add address' });
      const pincode = form.getByLabel('Pincode');
      const phone = form.getByLabel('Phone');
      await pincode.fill('012345');
      await phone.fill('12345');
      await form.getByLabel('Full Name').focus();

      await form.getByText('Please enter a valid 6-digit pincode').waitFor();
      await form.getByText('Please enter a valid 10-digit mobile number').waitFor();
      expect(await pincode.getAttribute('aria-invalid')).toBe('true');
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    });
  });
});
