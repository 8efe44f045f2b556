import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, uniqueSuffix, withPage } from './support/browser';
import { catalogueSpec, type CreatedProduct } from './support/catalogue-spec';

// Pages that exist before JavaScript runs (web/README.md, "Server-side rendering"): through
// the gateway, which hands page requests to the storefront server. Fetched as a link
// preview would (no JavaScript), a product page carries its name, price, picture and
// JSON-LD; in Chromium the page hydrates with the server's data without asking for it again.

const suffix = uniqueSuffix();

function attribute(html: string, selector: RegExp): string | null {
  return selector.exec(html)?.[1] ?? null;
}

const metaContent = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));

/** The page's data requests (GraphQL and REST), recorded from navigation on. */
function recordDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/graphql' || url.pathname.startsWith('/api/shop/')) {
      seen.push(`${request.method()} ${url.pathname} ${request.postData() ?? ''}`);
    }
  });
  return seen;
}

/** Console errors and uncaught exceptions (React reports hydration mismatches there). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('server-rendered storefront', () => {
  const spec = catalogueSpec(`SSR Weaves ${suffix}`, 'Sarees that exist before JavaScript runs.');
  let product: CreatedProduct;
  let createdAt = 0;
  const title = `Banarasi <Zari> & "Gold" ${suffix}`;

  beforeAll(async () => {
    const image = await spec.admin.uploadImage(spec.browser, `SSR ${suffix}`);
    product = await spec.admin.createProduct({
      title,
      productCode: `SSR${suffix}`,
      description: 'Pure silk with zari. </script><script>window.pwned = true</script>',
      category: spec.category.id,
      price: 4200,
      salePrice: 3900,
      totalStock: 4,
      image: [image],
    });
    // Whole seconds, as Last-Modified has them.
    createdAt = Math.ceil(Date.now() / 1000) * 1000;
  });

  it('answers a product URL without JavaScript with its title, price, picture and JSON-LD', async () => {
    const response = await fetch(`${baseUrl}/shop/details/${product.id}`, {
      headers: { 'User-Agent': 'WhatsApp/2.23 A' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const escapedTitle = `Banarasi &lt;Zari&gt; &amp; &quot;Gold&quot; ${suffix}`;
    expect(html).toContain(`<title>${escapedTitle} | Saree Boutique</title>`);
    expect(metaContent(html, 'og:title')).toBe(escapedTitle);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'description')).toMatch(/^₹3,900 · In stock\. Pure silk with zari/);
    expect(metaContent(html, 'product:price:amount')).toBe('3900.00');
    expect(metaContent(html, 'product:price:currency')).toBe('INR');
    expect(metaContent(html, 'og:availability')).toBe('in stock');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const canonical = attribute(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/shop/details/${product.id}$`));
    expect(metaContent(html, 'og:url')).toBe(canonical);

    // The picture: an absolute URL of a JPEG at least 600 px wide, which the gateway serves.
    const image = metaContent(html, 'og:image') ?? '';
    expect(image).toMatch(/^https?:\/\/[^/]+\/media\/images\/[^/]+\/640\.jpg$/);
    expect(Number(metaContent(html, 'og:image:width'))).toBeGreaterThanOrEqual(600);
    const picture = await fetch(`${baseUrl}${new URL(image).pathname}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    // Product JSON-LD, with the admin's text unable to close its script.
    const jsonLd = attribute(html, /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/);
    const data = JSON.parse(jsonLd ?? 'null') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Product',
      name: title,
      offers: { priceCurrency: 'INR', price: 3900, availability: 'https://schema.org/InStock' },
    });
    expect(html).not.toContain('<script>window.pwned');
    // The page itself is in the HTML: name and price before any script runs.
    expect(html).toMatch(/<h1[^>]*>Banarasi &lt;Zari&gt; &amp; &quot;Gold&quot;/);
    expect(html).toContain('₹3,900');
  });

  it('answers an unknown product with 404 and the "Product not found" page', async () => {
    const response = await fetch(`${baseUrl}/shop/details/no-such-saree-${suffix}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Product not found | Saree Boutique</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<h1[^>]*>Product not found<\/h1>/);
  });

  it('gives the collection its own head and lists it and the product in the sitemap', async () => {
    const response = await fetch(`${baseUrl}/shop/collections/${spec.category.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>SSR Weaves ${suffix} | Saree Boutique</title>`);
    const jsonLd = attribute(html, /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/);
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 });

    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
    expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    for (const path of ['/admin', '/auth', '/shop/checkout']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    // The sitemap: absolute URLs of the shop's pages; built at most every 5 minutes, so it
    // lists this test's collection and product when it was built after they were made.
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs.length).toBeGreaterThan(4);
    for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+\/shop\//);
    expect(locs.some((loc) => loc.endsWith('/shop/new-arrivals'))).toBe(true);
    const builtAt = Date.parse(sitemap.headers.get('last-modified') ?? '');
    if (builtAt >= createdAt) {
      expect(locs.some((loc) => loc.endsWith(`/shop/details/${product.id}`))).toBe(true);
      expect(locs.some((loc) => loc.endsWith(`/shop/collections/${spec.category.slug}`))).toBe(
        true,
      );
    }
  });

  it('hydrates a server-rendered product page without fetching its data again', async () => {
    await withPage(spec.browser, 'ssr-hydration', async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const requests = recordDataRequests(page);
      const errors = recordErrors(page);
      await page.goto(`/shop/details/${product.id}`, { waitUntil: 'networkidle' });
      // Hydrated: React owns the root, and the page answers a click.
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.getElementById('root') ?? {}).some((key) =>
              key.startsWith('__reactContainer'),
            ),
          ),
        )
        .toBe(true);
      expect(await page.title()).toBe(`${title} | Saree Boutique`);
      await page
        .getByRole('button', { name: /add to cart/i })
        .first()
        .click();
      await page.getByText('Item added to cart!').waitFor();
      expect(requests.filter((line) => line.includes('ProductPage'))).toEqual([]);
      expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
    });
  });

  it('hydrates the home page and a collection with their data and no errors', async () => {
    for (const path of ['/shop/home', `/shop/collections/${spec.category.slug}`]) {
      await withPage(spec.browser, `ssr-${path.split('/')[2]}`, async (page) => {
        const requests = recordDataRequests(page);
        const errors = recordErrors(page);
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        expect(requests).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
});
