import { paths } from '@/config/paths';
import { isRecord } from '@/features/catalogue/types/catalogue';

// /sitemap.xml and /robots.txt. The sitemap lists the shop's fixed pages, every category
// and every product, read through the gateway's public API (page by page), with absolute
// URLs on PUBLIC_URL.

export type SitemapEntry = { path: string; lastmod?: string };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

function w3cDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const loc = new URL(entry.path, origin).href;
    const lastmod = w3cDate(entry.lastmod);
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Kept out of search engines: the admin console, sign-in, checkout, account and payment. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/auth',
  paths.shop.checkout.path,
  paths.shop.account.path,
  paths.shop.paymentSuccess.path,
  paths.shop.paymentReturn.path,
  paths.shop.codPlaced.path,
  paths.codConfirm.path,
  paths.unauthorized.path,
  '/api',
  '/graphql',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The pages every sitemap lists. */
export const FIXED_PAGES: readonly string[] = [
  paths.shop.home.getHref(),
  paths.shop.collections.getHref(),
  paths.shop.newArrivals.getHref(),
  paths.shop.contact.getHref(),
];

/** Products are read this many at a time (the listing's largest page). */
export const SITEMAP_PAGE_SIZE = 500;

export type GetJson = (path: string) => Promise<unknown>;

/** Every URL of the sitemap: fixed pages, categories, then products (paged). */
export async function sitemapEntries(getJson: GetJson): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = FIXED_PAGES.map((path) => ({ path }));
  const categories = await getJson('/api/shop/categories/get');
  for (const category of listOf(categories)) {
    const slug = text(category.slug);
    if (slug) {
      entries.push({
        path: paths.shop.collections.getHref(slug),
        lastmod: text(category.updatedAt) || undefined,
      });
    }
  }
  const seen = new Set<string>();
  for (let page = 1; page <= 10_000; page += 1) {
    const answer = await getJson(
      `/api/shop/products/get?page=${page}&pageSize=${SITEMAP_PAGE_SIZE}`,
    );
    const products = listOf(answer);
    for (const product of products) {
      const id = text(product.id) || text(product._id);
      if (!id || seen.has(id)) continue;
      seen.add(id);
      entries.push({
        path: paths.shop.details.getHref(id),
        lastmod: text(product.updatedAt) || text(product.createdAt) || undefined,
      });
    }
    const total = isRecord(answer) && typeof answer.total === 'number' ? answer.total : 0;
    if (products.length < SITEMAP_PAGE_SIZE || page * SITEMAP_PAGE_SIZE >= total) break;
  }
  return entries;
}

function listOf(answer: unknown): Json[] {
  const data = isRecord(answer) ? answer.data : undefined;
  return Array.isArray(data) ? data.filter(isRecord) : [];
}

export type Cached<T> = { data: T; /** When it was loaded (ms since the epoch). */ at: number };

/** One value kept for `ttlMs`; concurrent callers share one load; a failed load is not kept. */
export function cached<T>(ttlMs: number, load: () => Promise<T>, now = () => Date.now()) {
  let value: Cached<T> | null = null;
  let pending: Promise<Cached<T>> | null = null;
  return async (): Promise<Cached<T>> => {
    if (value && value.at + ttlMs > now()) return value;
    pending ??= load()
      .then((data) => {
        value = { data, at: now() };
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
