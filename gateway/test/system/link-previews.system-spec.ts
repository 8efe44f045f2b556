// System spec: link previews through the real stack. A product URL fetched as WhatsApp's
// or Facebook's preview fetcher does (a plain GET, no JavaScript) answers the page the
// storefront server rendered, forwarded by the gateway: its own title, Open Graph and
// Twitter tags with an absolute JPEG of at least 600 px, the price in ₹, the canonical URL
// and the product's JSON-LD; home and a collection have their own titles; an unknown
// product is 404; /sitemap.xml lists the product and the categories, /robots.txt points
// to it and keeps /admin, /auth and checkout out.
// Env: BASE_URL (gateway), ADMIN_EMAIL, ADMIN_PASSWORD.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import {
  gradientPng,
  jpegSize,
  jsonLdOfType,
  readPagePreview,
  type PagePreview,
} from '@boutique/testing';
import { httpClient, str, type Json } from '../fixtures/http.js';

const BASE_URL = process.env.BASE_URL?.replace(/\/$/, '');
const ADMIN_EMAIL = process.env.ADMIN_EMAIL;
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;

const http = httpClient(() => BASE_URL ?? '');
const WHATSAPP = 'WhatsApp/2.24.6.77 A';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

/** The page as a preview fetcher gets it: one GET, no script run, no cookies. */
async function fetchPage(path: string, userAgent = WHATSAPP) {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: { 'user-agent': userAgent, accept: 'text/html,*/*;q=0.8' },
    signal: AbortSignal.timeout(15_000),
  });
  const html = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    html,
    preview: readPagePreview(html),
  };
}

const skip = !BASE_URL
  ? 'BASE_URL is not set (run through npm test, which starts the stack)'
  : !(ADMIN_EMAIL && ADMIN_PASSWORD) && 'ADMIN_EMAIL/ADMIN_PASSWORD not set';

describe('link previews: pages rendered before JavaScript runs (system)', { skip }, () => {
  let admin = '';
  let productId = '';
  const title = `Kanchipuram Preview Saree ${randomBytes(3).toString('hex').toUpperCase()}`;
  let category: Json = {};

  before(async () => {
    const login = await http.post('/api/auth/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    assert.equal(login.status, 200, login.text);
    admin = str(login.json.accessToken);
    const categories = await http.get('/api/shop/categories/get');
    const found = (categories.json.data as unknown as Json[]).find(
      (c) => str(c.slug) === 'organza-sarees',
    );
    assert.ok(found, 'the seeded Organza category exists');
    category = found;
    const image = await http.uploadPng(admin, gradientPng(1200, 1600), 'kanchipuram.png');
    const add = await http.post(
      '/api/admin/products/add',
      {
        title,
        secondTitle: 'Temple border',
        productCode: `LP${randomBytes(4).toString('hex').toUpperCase()}`,
        description: 'Fabric: Pure silk\nWork: Zari temple border',
        category: str(category.id),
        price: 2499,
        salePrice: 1999,
        image: [image],
        colors: [{ title: 'Maroon', inventory: 5, image }],
      },
      { token: admin },
    );
    assert.equal(add.status, 201, add.text);
    productId = str(add.json.data.id);
  });

  after(async () => {
    if (productId) await http.del(`/api/admin/products/delete/${productId}`, { token: admin });
  });

  it("a product URL fetched like WhatsApp's preview carries its name, picture, price, URL and JSON-LD", async () => {
    const path = `/shop/details/${productId}`;
    const page = await fetchPage(path);
    assert.equal(page.status, 200, page.html.slice(0, 300));
    assert.match(page.type, /^text\/html/);
    const { meta, canonical } = page.preview;

    assert.match(page.preview.title ?? '', new RegExp(title));
    assert.equal(meta['og:title']?.includes(title), true, `og:title: ${meta['og:title']}`);
    assert.ok(meta['og:description'] ?? meta.description, 'a description');
    assert.match(page.html, /₹\s?1,999/, 'the price in rupees');
    assert.match(meta['twitter:card'] ?? '', /^summary(_large_image)?$/);

    // the canonical URL and og:url: this product's absolute URL
    assert.match(canonical ?? '', new RegExp(`^https?://[^/]+${path}$`), `canonical ${canonical}`);
    assert.equal(meta['og:url'], canonical);

    // the picture: an absolute URL of a JPEG at least 600 px wide
    const imageUrl = meta['og:image'] ?? '';
    assert.match(imageUrl, /^https?:\/\//, `og:image ${imageUrl}`);
    // the test reaches the stack on BASE_URL; PUBLIC_URL may name it localhost instead
    const image = await fetch(`${BASE_URL}${new URL(imageUrl).pathname}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/jpeg');
    const size = jpegSize(new Uint8Array(await image.arrayBuffer()));
    assert.ok(size && size.width >= 600, `the JPEG is ${JSON.stringify(size)}`);

    // JSON-LD: the product with its offer
    const [product, ...others] = jsonLdOfType(page.preview, 'Product');
    assert.ok(product, 'a Product in the JSON-LD');
    assert.deepEqual(others, []);
    assert.equal(product.name, title);
    const offers = ([] as Json[]).concat(product.offers as Json | Json[]);
    const offer = offers[0];
    assert.ok(offer, 'an offer');
    assert.equal(Number(offer.price), 1999);
    assert.equal(offer.priceCurrency, 'INR');
    assert.match(str(offer.availability), /schema\.org\/InStock$/);
  });

  it("answers Facebook's preview fetcher the same page", async () => {
    const page = await fetchPage(`/shop/details/${productId}`, FACEBOOK);
    assert.equal(page.status, 200);
    assert.equal(page.preview.meta['og:title']?.includes(title), true);
  });

  it('home and a collection carry their own titles', async () => {
    const pages: Record<string, PagePreview> = {};
    for (const path of ['/', `/shop/collections/${str(category.slug)}`]) {
      const page = await fetchPage(path);
      assert.equal(page.status, 200, path);
      assert.ok(page.preview.title, `${path}: a title`);
      assert.ok(page.preview.meta['og:title'], `${path}: og:title`);
      assert.match(page.preview.canonical ?? '', /^https?:\/\//, `${path}: canonical`);
      pages[path] = page.preview;
    }
    const collection = pages[`/shop/collections/${str(category.slug)}`];
    assert.notEqual(collection.title, pages['/'].title);
    assert.match(collection.title ?? '', /organza/i);
  });

  it('every page works under the content security policy: no inline script runs (data blocks only)', async () => {
    // the CSP (gateway, nginx) allows scripts from the shop's own files only: an inline
    // <script> (React's streamed Suspense boundaries, an inline state) would be refused,
    // its content left hidden to shoppers and preview fetchers alike
    for (const path of [
      '/',
      `/shop/details/${productId}`,
      `/shop/collections/${str(category.slug)}`,
    ]) {
      const page = await fetchPage(path);
      const inline = [...page.html.matchAll(/<script\b([^>]*)>/gi)]
        .map((m) => m[1])
        .filter(
          (attrs) =>
            !/\bsrc\s*=/.test(attrs) &&
            !/\btype\s*=\s*["']application\/(ld\+)?json["']/i.test(attrs),
        );
      assert.deepEqual(inline, [], `${path}: inline scripts the CSP refuses`);
    }
  });

  it('an unknown product answers 404', async () => {
    const page = await fetchPage(`/shop/details/${randomUUID()}`);
    assert.equal(page.status, 404);
    assert.match(page.type, /^text\/html/);
  });

  it('/sitemap.xml lists the new product and the categories by absolute URL', async () => {
    const product = new RegExp(`<loc>https?://[^<]+/shop/details/${productId}</loc>`);
    const collection = new RegExp(
      `<loc>https?://[^<]+/shop/collections/${str(category.slug)}</loc>`,
    );
    let xml = '';
    // the storefront may keep the sitemap a few seconds
    for (let attempt = 0; attempt < 20 && !product.test(xml); attempt++) {
      if (attempt > 0) await sleep(1000);
      const response = await fetch(`${BASE_URL}/sitemap.xml`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /xml/);
      xml = await response.text();
    }
    assert.match(xml, /<urlset[^>]*xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    assert.match(xml, product);
    assert.match(xml, collection);
  });

  it('/robots.txt points to the sitemap and keeps /admin, /auth and checkout out', async () => {
    const response = await fetch(`${BASE_URL}/robots.txt`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await response.text();
    assert.match(text, /^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    for (const path of ['/admin', '/auth', '/shop/checkout'])
      assert.match(text, new RegExp(`^Disallow: ${path}$`, 'm'), path);
  });
});
