import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toast, uniqueSuffix, withPage } from './support/browser';
import { catalogueSpec, type CreatedProduct } from './support/catalogue-spec';

// Browsing and buying on a phone (issue 16), each at 390×844 and at a desktop width: the
// header's search, price and Add to Cart in the first screen, the sticky buy bar, the Watch
// and Buy video, colour chips that show the colour with their stock marks, and a full page
// load that opens at the top. The data is the test's own (admin API), deleted afterwards.

const suffix = uniqueSuffix();

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
] as const;

type Size = (typeof SIZES)[number];

/** WCAG contrast of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('browsing on a phone and on a desktop', () => {
  const spec = catalogueSpec(`E2E Phone ${suffix}`, 'Sarees for the phone browsing tests.');
  let banarasi: CreatedProduct; // Red sold out, Bottle green 2, Navy blue 12, Sunset dream 8
  let reel: CreatedProduct; // Watch and Buy, with an uploaded video
  let lastFew: CreatedProduct; // 3 in stock: "Only 3 left"

  beforeAll(async () => {
    const image = await spec.admin.uploadImage(spec.browser, `Phone ${suffix}`);
    const video = await spec.admin.uploadVideo(spec.browser);
    banarasi = await spec.admin.createProduct({
      title: `Banarasi Katan Silk ${suffix}`,
      secondTitle: 'Zari border with meenakari buttis',
      productCode: `E2EP${suffix}A`,
      description:
        'Fabric: Katan silk\nLength: 6.3 m with blouse piece\nCare: Dry clean only\n' +
        'Weave: Handloom from Varanasi\nOccasion: Weddings and festivals',
      category: spec.category.id,
      price: 12500,
      salePrice: 9999,
      image: [image, image],
      colors: [
        { title: 'Red', inventory: 0 },
        { title: 'Bottle green', inventory: 2 },
        { title: 'Navy blue', inventory: 12 },
        { title: 'Sunset dream', inventory: 8 },
      ],
    });
    reel = await spec.admin.createProduct({
      title: `Reel Organza ${suffix}`,
      productCode: `E2EP${suffix}B`,
      description: 'Fabric: Organza',
      category: spec.category.id,
      price: 3200,
      totalStock: 20,
      image: [image],
      isWatchAndBuy: true,
      video,
    });
    lastFew = await spec.admin.createProduct({
      title: `Last Few Tussar ${suffix}`,
      productCode: `E2EP${suffix}C`,
      description: 'Fabric: Tussar',
      category: spec.category.id,
      price: 4100,
      totalStock: 3,
      image: [image],
    });
  });

  async function onPage(size: Size, steps: (page: Page, context: BrowserContext) => Promise<void>) {
    await withPage(spec.browser, `phone-browsing-${size.name}-${Date.now()}`, steps, {
      viewport: size.viewport,
      ...(size.phone ? { hasTouch: true, isMobile: true } : {}),
    });
  }

  async function openProduct(page: Page, product: CreatedProduct) {
    await page.goto(`/shop/details/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  }

  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  describe.each(SIZES)('at $name size', (size) => {
    it('opens the search from the header', async () => {
      await onPage(size, async (page) => {
        await openProduct(page, banarasi);
        if (!size.phone) {
          // Desktop: the header's search icon is a link to the search page.
          expect(await page.getByRole('button', { name: 'Search products' }).isVisible()).toBe(
            false,
          );
          await page.getByRole('link', { name: 'Search products' }).click();
          await page.waitForURL((url) => url.pathname === '/shop/search');
          const input = page.getByRole('combobox', { name: 'Search by product name or code' });
          await input.waitFor();
          expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
          return;
        }
        const button = page.getByRole('button', { name: 'Search products' });
        await button.click();
        const panel = page.getByRole('dialog', { name: 'Search products' });
        const input = panel.getByRole('combobox', { name: 'Search by product name or code' });
        await input.waitFor();
        await page.waitForFunction(
          () => document.activeElement?.getAttribute('role') === 'combobox',
        );
        await page.keyboard.type(lastFew.productCode);
        await panel.getByRole('option', { name: new RegExp(lastFew.title) }).waitFor();
        // The page under the panel keeps its address.
        expect(new URL(page.url()).search).toBe('');
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });
        expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

        await button.press('Enter');
        await input.waitFor();
        await page.waitForFunction(
          () => document.activeElement?.getAttribute('role') === 'combobox',
        );
        await page.keyboard.type(lastFew.productCode);
        await panel.getByRole('option', { name: new RegExp(lastFew.title) }).waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === `/shop/details/${lastFew.id}`);
        await panel.waitFor({ state: 'hidden' });
      });
    });

    it('shows the price and Add to Cart in the first screen', async () => {
      await onPage(size, async (page) => {
        await openProduct(page, banarasi);
        const price = page.locator('main').getByText('₹9,999').first();
        const add = page.getByRole('button', { name: 'Add to Cart' });
        await add.waitFor();
        // The header is sticky: visible means below it and above the bottom edge.
        const headerBottom = await page
          .locator('header')
          .first()
          .evaluate((element) => element.getBoundingClientRect().bottom);
        for (const target of [price, add]) {
          const box = await target.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.y).toBeGreaterThanOrEqual(headerBottom - 1);
          expect(box!.y + box!.height).toBeLessThanOrEqual(size.viewport.height);
        }
        expect(await scrollY(page)).toBe(0);
      });
    });

    it('shows a sticky buy bar once the price scrolls away, and it adds to the cart', async () => {
      await onPage(size, async (page) => {
        await openProduct(page, banarasi);
        const bar = page.getByRole('region', { name: 'Buy this saree' });
        await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
        expect(await bar.count()).toBe(0);

        // Navy blue (the first colour with stock is Bottle green): the bar follows the choice.
        await page.getByText('Navy blue', { exact: true }).click();
        // Down to the description: the page's price and Add to Cart are under the header.
        await page
          .getByRole('heading', { name: 'Description' })
          .evaluate((heading) =>
            window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 20),
          );
        await bar.waitFor();
        await page.waitForTimeout(300); // its 0.2 s rise
        expect(await bar.getByText('₹9,999').isVisible()).toBe(true);
        expect(await bar.getByText('Navy blue').isVisible()).toBe(true);
        const box = await bar.boundingBox();
        expect(Math.round(box!.y + box!.height)).toBe(size.viewport.height);

        // By keyboard: the bar's Add to Cart takes focus and Enter adds the chosen colour.
        await bar.getByRole('button', { name: 'Add to Cart' }).focus();
        await page.keyboard.press('Enter');
        await toast(page, 'Item added to cart!').waitFor();
        const cart = await page.evaluate(() => localStorage.getItem('tempCart') ?? '[]');
        expect(JSON.parse(cart)).toMatchObject([{ productId: banarasi.id, quantity: 1 }]);

        // Back up: the page's own price and button are in view, the bar goes.
        await page.evaluate(() => window.scrollTo(0, 0));
        await bar.waitFor({ state: 'detached' });

        // Down to the footer: the bar never covers it.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.locator('footer').first().waitFor();
        await page.waitForTimeout(300);
        expect(await bar.count()).toBe(0);
      });
    });

    it('plays the Watch and Buy video', async () => {
      await onPage(size, async (page) => {
        await openProduct(page, reel);
        const section = page.getByRole('region', { name: 'Watch and Buy' });
        await section.scrollIntoViewIfNeeded();
        const video = section.locator('video');
        await video.waitFor();
        const attributes = await video.evaluate((element: HTMLVideoElement) => ({
          controls: element.controls,
          preload: element.preload,
          muted: element.muted,
          playsInline: element.playsInline,
          poster: element.poster,
          src: element.currentSrc || element.src,
          label: element.getAttribute('aria-label'),
        }));
        expect(attributes).toMatchObject({
          controls: true,
          preload: 'none',
          muted: true,
          playsInline: true,
          label: `Video of ${reel.title}`,
        });
        expect(attributes.poster).toMatch(/\/media\/images\/.+\.(jpg|webp)$/);
        expect(attributes.src).toMatch(/\/media\/videos\/.+\/video\.webm$/);
        // It plays (its metadata loads once asked to).
        await video.evaluate((element: HTMLVideoElement) => element.play());
        await page.waitForFunction(
          () => (document.querySelector('video')?.readyState ?? 0) >= 1,
          undefined,
          { timeout: 15_000 },
        );
        // A product without a video has no such section.
        await openProduct(page, lastFew);
        expect(await page.getByRole('region', { name: 'Watch and Buy' }).count()).toBe(0);
      });
    });

    it('shows each colour in its chip, with sold-out and few-left marks explained', async () => {
      await onPage(size, async (page) => {
        await page.goto(`/shop/collections/${spec.category.slug}`);
        const card = page.getByRole('article').filter({ hasText: banarasi.title });
        const chips = card.getByRole('list', { name: 'Colours' }).getByRole('listitem');
        await chips.first().waitFor();
        const read = await chips.evaluateAll((items) =>
          items.map((item) => {
            const swatch = item.querySelector('span');
            const style = getComputedStyle(item);
            return {
              text: item.textContent,
              title: item.getAttribute('title'),
              stock: item.getAttribute('data-stock'),
              swatch: swatch ? getComputedStyle(swatch).backgroundColor : '',
              swatchImage: swatch ? getComputedStyle(swatch).backgroundImage : '',
              fontSize: parseFloat(style.fontSize),
              color: style.color,
              background: style.backgroundColor,
              struck: getComputedStyle(item.children[1]).textDecorationLine,
            };
          }),
        );
        expect(read.map((chip) => chip.title)).toEqual([
          'Red, sold out',
          'Bottle green, only 2 left',
          'Navy blue, in stock',
          'Sunset dream, in stock',
        ]);
        // What a screen reader hears is the same words.
        expect(read[0].text).toContain('Red, sold out');
        expect(read.map((chip) => chip.stock)).toEqual([
          'sold-out',
          'few-left',
          'in-stock',
          'in-stock',
        ]);
        // The swatch is the colour itself; an unknown name is a neutral pattern.
        expect(read[0].swatch).toBe('rgb(255, 0, 0)');
        expect(read[1].swatch).toBe('rgb(0, 106, 78)');
        expect(read[2].swatch).toBe('rgb(0, 0, 128)');
        expect(read[3].swatchImage).toContain('repeating-linear-gradient');
        expect(read[0].struck).toBe('line-through');
        expect(read[2].struck).toBe('none');
        for (const chip of read) {
          expect(chip.fontSize).toBeGreaterThanOrEqual(12);
          expect(contrast(chip.color, chip.background)).toBeGreaterThanOrEqual(4.5);
        }
        // The marks are explained above the grid.
        await page.getByText('Struck through: sold out').waitFor();
        expect(await page.getByText('Dot: only a few left').isVisible()).toBe(true);

        // The "Only 3 left" badge: 12 px at least, 4.5:1.
        const badge = page
          .getByRole('article')
          .filter({ hasText: lastFew.title })
          .getByText('Only 3 left');
        const badgeStyle = await badge.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            fontSize: parseFloat(style.fontSize),
            color: style.color,
            background: style.backgroundColor,
          };
        });
        expect(badgeStyle.fontSize).toBeGreaterThanOrEqual(12);
        expect(contrast(badgeStyle.color, badgeStyle.background)).toBeGreaterThanOrEqual(4.5);
      });
    });

    it('opens a full page load at the top; back and forward still restore', async () => {
      await onPage(size, async (page) => {
        await openProduct(page, banarasi);
        await page.getByRole('heading', { name: 'You May Also Like' }).waitFor();
        await page.evaluate(() => window.scrollTo(0, 900));
        await page.waitForFunction(() => window.scrollY >= 800);

        // Another page loaded in full (typed, or a link from elsewhere) opens at the top.
        await openProduct(page, reel);
        await page.waitForTimeout(300);
        expect(await scrollY(page)).toBe(0);

        // In the app: down to You May Also Like, to another product, and back: where it was.
        const related = page
          .getByRole('link', { name: new RegExp(lastFew.title) })
          .filter({ visible: true })
          .first();
        await related.scrollIntoViewIfNeeded();
        const left = await scrollY(page);
        expect(left).toBeGreaterThan(200);
        await related.click();
        await page.getByRole('heading', { level: 1, name: lastFew.title }).waitFor();
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: reel.title }).waitFor();
        await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, left);

        // And a full load of the first page again opens at the top, not where it was left.
        await openProduct(page, banarasi);
        await page.waitForTimeout(300);
        expect(await scrollY(page)).toBe(0);
      });
    });
  });
});
