import { describe, expect, it, vi } from 'vitest';
import { cached, robotsTxt, sitemapEntries, sitemapXml, SITEMAP_PAGE_SIZE } from './seo-files';

const ORIGIN = 'https://sarees.example';

describe('robotsTxt', () => {
  it('points to the absolute sitemap and keeps admin, auth, checkout, account and payment out', () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toContain('Sitemap: https://sarees.example/sitemap.xml');
    for (const path of [
      '/admin',
      '/auth',
      '/shop/checkout',
      '/shop/account',
      '/shop/payment-success',
      '/shop/payment-return',
      '/shop/cod-placed',
      '/cod/confirm',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/shop\/(home|details|collections)/);
  });
});

describe('sitemap', () => {
  function gateway(productCount: number) {
    const products = Array.from({ length: productCount }, (_, i) => ({
      id: `p${i}`,
      createdAt: '2026-11-01T10:00:00.000Z',
    }));
    return vi.fn((path: string) => {
      if (path === '/api/shop/categories/get') {
        return Promise.resolve({
          success: true,
          data: [{ slug: 'organza-sarees' }, { slug: 'cotton & <more>' }, { slug: '' }],
        });
      }
      const url = new URL(path, ORIGIN);
      expect(url.pathname).toBe('/api/shop/products/get');
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      const data = products.slice((page - 1) * size, page * size);
      return Promise.resolve({ success: true, data, total: products.length, page, pageSize: size });
    });
  }

  it('lists the fixed pages, every category and every product, reading the products page by page', async () => {
    const getJson = gateway(SITEMAP_PAGE_SIZE + 3);
    const entries = await sitemapEntries(getJson);
    expect(getJson).toHaveBeenCalledWith(
      `/api/shop/products/get?page=2&pageSize=${SITEMAP_PAGE_SIZE}`,
    );
    expect(getJson).toHaveBeenCalledTimes(3);
    const paths = entries.map((entry) => entry.path);
    expect(paths.slice(0, 6)).toEqual([
      '/shop/home',
      '/shop/collections',
      '/shop/new-arrivals',
      '/shop/contact',
      '/shop/collections/organza-sarees',
      '/shop/collections/cotton%20%26%20%3Cmore%3E',
    ]);
    expect(paths.filter((path) => path.startsWith('/shop/details/'))).toHaveLength(
      SITEMAP_PAGE_SIZE + 3,
    );
  });

  it('writes absolute, escaped URLs with lastmod where known', async () => {
    const xml = sitemapXml(await sitemapEntries(gateway(1)), ORIGIN);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<loc>https://sarees.example/shop/home</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://sarees.example/shop/details/p0</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain(
      '<loc>https://sarees.example/shop/collections/cotton%20%26%20%3Cmore%3E</loc>',
    );
    expect(xml).not.toMatch(/<loc>[^<]*[&<>"][^<]*<\/loc>/);
  });
});

describe('cached', () => {
  it('loads once for its lifetime, shares a load in flight and does not keep a failure', async () => {
    let now = 0;
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('gateway down'))
      .mockResolvedValueOnce('first')
      .mockResolvedValueOnce('second');
    const get = cached(1000, load, () => now);
    await expect(get()).rejects.toThrow('gateway down');
    const [a, b] = await Promise.all([get(), get()]);
    expect([a.data, b.data]).toEqual(['first', 'first']);
    now = 999;
    expect(await get()).toEqual({ data: 'first', at: 0 });
    now = 2000;
    expect(await get()).toEqual({ data: 'second', at: 2000 });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
