import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/auth-steps';
import { launchBrowser, uniqueEmail, uniqueSuffix, waitForPath, withPage } from './support/browser';
import { catalogueAdmin, type CatalogueAdmin } from './support/catalogue-fixtures';
import {
  contentAdmin,
  contentCustomer,
  type ContentAdmin,
  type ContentCustomer,
} from './support/content-fixtures';

// The home page's content, feedback and the footer's newsletter in Chromium against the
// running stack. The banner, feed post, testimonial, category and products are the test's
// own, made through the API (admin and a customer) before the page loads, removed after.

const suffix = uniqueSuffix();

const toast = (page: Page, text: string) =>
  page.getByRole('status', { name: 'Notifications' }).getByText(text, { exact: true });

describe('home content, feedback and newsletter', () => {
  let browser: Browser;
  let catalogue: CatalogueAdmin;
  let content: ContentAdmin;
  let customer: ContentCustomer;
  const bannerText = `E2E banner ${suffix}`;
  const postUrl = `https://www.instagram.com/p/e2e${suffix.toLowerCase()}/`;
  const testimonial = `E2E testimonial ${suffix}: the organza was a dream.`;
  let categoryName: string;
  let newArrival: string;
  let featured: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    catalogue = await catalogueAdmin();
    content = await contentAdmin();
    customer = await contentCustomer('feedback');
    content.forgetFeedbackOf(customer.email);

    const category = await catalogue.createCategory(
      `E2E Home ${suffix}`,
      'Sarees made for the home page browser test.',
    );
    categoryName = category.name;
    const image = await catalogue.uploadImage(browser, `Banner ${suffix}`);
    // The cheapest sarees in the shop: first on the sliders (price low to high).
    newArrival = (
      await catalogue.createProduct({
        title: `Home New ${suffix}`,
        productCode: `E2EH${suffix}N`,
        description: 'Fabric: Mul cotton',
        category: category.id,
        price: 1,
        totalStock: 5,
        isNewArrival: true,
        image: [image],
      })
    ).title;
    featured = (
      await catalogue.createProduct({
        title: `Home Featured ${suffix}`,
        productCode: `E2EH${suffix}F`,
        description: 'Fabric: Organza',
        category: category.id,
        price: 2,
        totalStock: 5,
        isFeatured: true,
        image: [image],
      })
    ).title;

    await content.createBanner(image, bannerText);
    await content.addFeedPost(postUrl, image);
    // this suite is about showing testimonials: moderation (its own specs) is off here
    await content.setTestimonialModeration(false);
    await customer.addFeedback(testimonial);
  });

  afterAll(async () => {
    await content?.setTestimonialModeration(true);
    await content?.cleanUp();
    await catalogue?.cleanUp();
    await customer?.dispose();
    await browser?.close();
  });

  /** A home page section by its heading. */
  const section = (page: Page, heading: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });

  it('shows banners, categories, sliders, the feed and testimonials', async () => {
    await withPage(browser, 'home-content', async (page) => {
      await page.goto('/shop/home');

      // Banners run oldest first, so the test's own is the last one: its dot shows it.
      await page.locator('section[aria-label="Banners"]').waitFor();
      const dots = page.getByRole('button', { name: /^Show banner \d+ of \d+$/ });
      const banners = await dots.count();
      if (banners > 1) await dots.nth(banners - 1).click();
      await page.getByRole('img', { name: bannerText }).waitFor();
      await section(page, 'Shop by Category').getByText(categoryName).first().waitFor();
      await section(page, 'New Arrivals').getByText(newArrival).first().waitFor();
      await section(page, 'Featured Picks').getByText(featured).first().waitFor();

      const post = page.getByRole('list', { name: 'Social posts' }).locator(`a[href="${postUrl}"]`);
      await post.waitFor();
      expect(await post.getAttribute('target')).toBe('_blank');
      expect(await post.getAttribute('rel')).toContain('noopener');

      await page.getByText(testimonial).waitFor();
      expect(await page.getByRole('status', { name: 'Loading the boutique…' }).count()).toBe(0);
    });
  });

  it('lets a signed-in customer share feedback that then appears in the testimonials', async () => {
    await withPage(browser, 'share-feedback', async (page) => {
      const text = `E2E shared ${suffix}: lovely colours and quick delivery.`;
      await signInThroughUi(page, customer.email, customer.password);
      await waitForPath(page, '/shop/home');

      await page.getByRole('button', { name: 'Share Your Experience' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share Your Experience' });
      await dialog.getByLabel(/Your feedback/).fill(text);
      await dialog.getByRole('button', { name: 'Submit Feedback' }).click();

      await toast(page, 'Feedback Submitted').waitFor();
      await dialog.waitFor({ state: 'detached' });
      // The newest testimonials come first: the page now holds the new one.
      await page.getByText(text).waitFor({ timeout: 15_000 });
    });
  });

  it('tells a guest to sign in before sharing feedback', async () => {
    await withPage(browser, 'guest-feedback', async (page) => {
      await page.goto('/shop/home');
      await page.getByRole('button', { name: 'Share Your Experience' }).click();
      await toast(page, 'Unauthorized').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });

  it('subscribes a guest from the footer, then says they are already subscribed', async () => {
    await withPage(browser, 'newsletter', async (page) => {
      const email = uniqueEmail('newsletter');
      content.forgetSubscriber(email);
      await page.goto('/shop/contact');
      const input = page.getByLabel('Subscribe to our newsletter');

      await input.fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await toast(page, 'Thank you for subscribing to our newsletter!').waitFor();
      expect(await input.inputValue()).toBe('');

      await input.fill(email.toUpperCase());
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await toast(page, 'You are already subscribed!').waitFor();
    });
  });
});
