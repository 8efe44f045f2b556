import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueSuffix, waitForPath, withPage } from './support/browser';
import { catalogueSpec, type CreatedProduct } from './support/catalogue-spec';

// The catalogue pages in Chromium against the running stack: a collection filtered and
// sorted (and shared by its address), search by product code and by a typo, and a product
// page (zoom, colours, a sold-out colour, quantity limit). The data is the test's own,
// created through the admin API and deleted afterwards.

const suffix = uniqueSuffix();

describe('catalogue pages', () => {
  const spec = catalogueSpec(
    `E2E Weaves ${suffix}`,
    'Sarees made for the browser tests of the storefront.',
  );
  let organza: CreatedProduct; // ₹2,500 on sale at ₹1,800; Gold 5, Emerald 2, Ruby sold out
  let tussar: CreatedProduct; // ₹5,500, 12 in stock, no colours
  let cotton: CreatedProduct; // ₹800, new arrival

  beforeAll(async () => {
    const image = await spec.admin.uploadImage(spec.browser, `E2E ${suffix}`);
    organza = await spec.admin.createProduct({
      title: `Kora Organza ${suffix}`,
      secondTitle: 'Hand-embroidered border',
      productCode: `E2E${suffix}A`,
      description: 'Fabric: Kora organza\nLength: 6.3 m with blouse piece',
      category: spec.category.id,
      price: 2500,
      salePrice: 1800,
      isFeatured: true,
      image: [image],
      colors: [
        { title: 'Ruby', inventory: 0 },
        { title: 'Gold', inventory: 5 },
        { title: 'Emerald', inventory: 2 },
      ],
    });
    tussar = await spec.admin.createProduct({
      title: `Golden Tussar ${suffix}`,
      productCode: `E2E${suffix}B`,
      description: 'Fabric: Tussar silk',
      category: spec.category.id,
      price: 5500,
      totalStock: 12,
      image: [image],
    });
    cotton = await spec.admin.createProduct({
      title: `Mul Cotton ${suffix}`,
      productCode: `E2E${suffix}C`,
      description: 'Fabric: Mul cotton',
      category: spec.category.id,
      price: 800,
      totalStock: 30,
      isNewArrival: true,
    });
  });

  /** Titles of the product cards in the grid, in order. */
  async function gridTitles(page: Page, label: string): Promise<string[]> {
    return page
      .getByRole('list', { name: label })
      .getByRole('heading', { level: 3 })
      .allTextContents();
  }

  it('filters a collection by price, sorts it and keeps both in a shareable address', async () => {
    await withPage(spec.browser, 'collection-filter-sort', async (page) => {
      await page.goto(`/shop/collections/${spec.category.slug}`);
      await page.getByRole('heading', { level: 1, name: spec.category.name }).waitFor();
      const grid = page.getByRole('list', { name: spec.category.name });
      await grid.getByText(organza.title).waitFor();
      // Default order: price low to high on the effective (sale) price.
      expect(await gridTitles(page, spec.category.name)).toEqual([
        cotton.title,
        organza.title,
        tussar.title,
      ]);

      await page.getByLabel('₹1,000 - ₹2,000').check();
      await page.waitForURL((url) => url.searchParams.get('price') === '1000-2000');
      await expect.poll(() => gridTitles(page, spec.category.name)).toEqual([organza.title]);
      expect(await page.getByText('28% OFF').isVisible()).toBe(true);

      await page.getByLabel('₹1,000 - ₹2,000').uncheck();
      await page.getByLabel('Sort by').selectOption('price-hightolow');
      await page.waitForURL((url) => url.searchParams.get('sortBy') === 'price-hightolow');
      await expect
        .poll(() => gridTitles(page, spec.category.name))
        .toEqual([tussar.title, organza.title, cotton.title]);

      // The address alone reproduces the page.
      await page.goto(
        `/shop/collections/${spec.category.slug}?price=0-1000,5000-6000&sortBy=code-ztoa`,
      );
      await expect
        .poll(() => gridTitles(page, spec.category.name))
        .toEqual([cotton.title, tussar.title]);
      expect(await page.getByLabel('₹0 - ₹1,000').isChecked()).toBe(true);

      // Clicking the chosen category again clears it.
      await page.getByRole('button', { name: spec.category.name, pressed: true }).click();
      await waitForPath(page, '/shop/collections');
      await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    });
  });

  it('shows the empty state with its way out', async () => {
    await withPage(spec.browser, 'collection-empty', async (page) => {
      await page.goto(`/shop/collections/${spec.category.slug}?price=3000-4000`);
      await page.getByRole('heading', { name: 'Currently Updating Our Collection' }).waitFor();
      await page.getByRole('button', { name: 'Clear All Filters' }).first().click();
      await waitForPath(page, '/shop/collections');
    });
  });

  it('finds a product by its code and by a typo, and opens it from the keyboard', async () => {
    await withPage(spec.browser, 'search', async (page) => {
      await page.goto('/shop/search');
      const input = page.getByRole('combobox', { name: 'Search by product name or code' });
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.getByRole('button', { name: 'Kora Organza Saree' }).isVisible()).toBe(true);

      await input.fill(organza.productCode);
      const results = page.getByRole('listbox', { name: 'Search results' });
      await results.getByRole('option').first().getByText(organza.title).waitFor();
      await page.getByText(/\d+ results? for/).waitFor();
      await page.waitForURL((url) => url.searchParams.get('q') === organza.productCode);

      await input.press('ArrowDown');
      expect(await results.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
      await input.press('Enter');
      await waitForPath(page, `/shop/details/${organza.id}`);

      await page.goto('/shop/search?q=organja');
      await page.getByRole('option', { name: new RegExp(organza.title) }).waitFor();

      await page.getByRole('combobox').fill(`zzqx${suffix}nothing`);
      await page.getByText('No results found').waitFor();
    });
  });

  it('shows a product: price, zoom, colours with a sold-out one, quantity limit', async () => {
    await withPage(spec.browser, 'product-details', async (page) => {
      await page.goto(`/shop/details/${organza.id}`);
      await page.getByRole('heading', { level: 1, name: organza.title }).waitFor();
      expect(await page.getByText(organza.productCode).first().isVisible()).toBe(true);
      expect(await page.getByText('₹1,800').first().isVisible()).toBe(true);
      expect(await page.getByText('₹2,500').first().isVisible()).toBe(true);
      // Description lines: the text before the colon is bold.
      expect(await page.locator('strong', { hasText: 'Fabric:' }).isVisible()).toBe(true);

      // Uploaded images are served as <picture> with AVIF and fallback sources.
      const avif = page.locator('picture source[type="image/avif"]').first();
      expect(await avif.getAttribute('srcset')).toMatch(/\/media\/images\/.+\/320\.avif 320w/);

      // Hover zoom (desktop): the lens appears over the image.
      const mainImage = page.getByRole('img', { name: `${organza.title}, image 1 of 1` });
      await mainImage.hover();
      await page.locator('[data-zoom-lens]').waitFor();

      // Colours: the first one with stock is chosen; the sold-out one cannot be.
      const ruby = page.getByRole('radio', { name: /Ruby/ });
      expect(await ruby.isDisabled()).toBe(true);
      expect(await page.getByText('Out of Stock').first().isVisible()).toBe(true);
      expect(await page.getByRole('radio', { name: /Gold/ }).isChecked()).toBe(true);

      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      for (let i = 0; i < 5; i += 1) {
        await page.getByRole('button', { name: 'Increase quantity' }).click();
      }
      expect(await quantity.inputValue()).toBe('5');
      await page.getByText('Maximum available quantity is 5').waitFor();

      await page.getByText('Emerald').click();
      expect(await page.getByRole('radio', { name: /Emerald/ }).isChecked()).toBe(true);
      expect(await quantity.inputValue()).toBe('2');

      await page.getByRole('button', { name: 'Return & Exchange Policy' }).click();
      await page.getByText(/within 2 days of receiving your order/).waitFor();
      await page.getByRole('link', { name: 'Sign in to write a review' }).waitFor();
    });
  });

  it('opens the full-screen zoom viewer on a phone', async () => {
    await withPage(
      spec.browser,
      'catalogue-phone-zoom',
      async (page) => {
        await page.goto(`/shop/details/${organza.id}`);
        await page.getByRole('button', { name: 'Zoom image 1 of 1' }).click();
        const viewer = page.getByRole('dialog', { name: new RegExp(organza.title) });
        await viewer.waitFor();
        await viewer.getByText('100%', { exact: false }).waitFor();
        await viewer.getByRole('button', { name: 'Zoom in' }).click();
        await viewer.getByText('150%', { exact: false }).waitFor();
        await page.keyboard.press('Escape');
        await viewer.waitFor({ state: 'detached' });
        expect(await page.getByRole('button', { name: 'Zoom image 1 of 1' }).isVisible()).toBe(
          true,
        );
      },
      { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
    );
  });
});
