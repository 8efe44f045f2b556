import { parseMediaImage, pictureSources } from '@boutique/web-kit/media';
import { documentTitle, SITE_NAME } from '@/config/store-info';
import { serializeJsonLd } from '@/features/catalogue/utils/structured-data';

// The <head> of a server-rendered page, built from the route's data (pages.ts) and put into
// the index.html template by the storefront server: title, description, canonical URL,
// Open Graph and Twitter card tags, JSON-LD and the preload of the page's largest image.
// Every value is escaped: titles and descriptions come from the admin.

export const SITE_DESCRIPTION =
  'Saree Boutique: handpicked Tussar, Banaras, Cotton, Organza and Georgette sarees, shipped across India.';
/** Link previews ask for at least 600 px; the pipeline's 640 px JPEG is the one sent. */
export const OG_IMAGE_MIN_WIDTH = 600;

export type HeadImage = { url: string; alt: string };

export type PageHead = {
  /** The page's own title, without the site name; empty: the site name alone. */
  title: string;
  description: string;
  /** Path and query of the canonical URL (`/shop/details/abc`). */
  path: string;
  type: 'website' | 'product';
  /** The pictures that represent the page, best first (og:image takes the first JPEG). */
  images?: readonly HeadImage[];
  product?: { price: number; inStock: boolean };
  jsonLd?: readonly Record<string, unknown>[];
  /** The page's largest paint: preloaded with its responsive sources. */
  lcpImage?: { url: string; sizes: string };
  /** Pages for one visitor (account, checkout, auth) are not for search engines. */
  noindex?: boolean;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function absolute(origin: string, url: string): string | null {
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

export type OgImage = { url: string; width: number; alt: string };

/**
 * The link-preview picture: the first uploaded image whose JPEG rendition is at least
 * 600 px wide (the 640 px one, or the widest stored), as an absolute URL. Images with
 * transparency are stored as WebP and other sites' URLs have no known size: skipped.
 */
export function ogImage(images: readonly HeadImage[], origin: string): OgImage | null {
  for (const image of images) {
    const media = parseMediaImage(image.url);
    if (!media || media.fallbackExt !== 'jpg' || media.width < OG_IMAGE_MIN_WIDTH) continue;
    const width = media.width >= 640 ? 640 : media.width;
    const url = absolute(origin, `${media.base}/${width}.jpg`);
    if (url) return { url, width, alt: image.alt };
  }
  return null;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The tags for `head`, one per line, every link absolute against `origin`. */
export function buildHead(head: PageHead, origin: string): string {
  const title = documentTitle(head.title);
  const description = head.description || SITE_DESCRIPTION;
  const url = absolute(origin, head.path) ?? origin;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title || SITE_NAME),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_IN'),
  );
  const image = ogImage(head.images ?? [], origin);
  if (image) {
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:alt', image.alt || head.title || SITE_NAME),
    );
  }
  if (head.product) {
    const availability = head.product.inStock ? 'in stock' : 'out of stock';
    tags.push(
      meta('property', 'product:price:amount', head.product.price.toFixed(2)),
      meta('property', 'product:price:currency', 'INR'),
      meta('property', 'product:availability', availability),
      meta('property', 'og:availability', availability),
    );
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title || SITE_NAME),
    meta('name', 'twitter:description', description),
  );
  if (image) {
    tags.push(
      meta('name', 'twitter:image', image.url),
      meta('name', 'twitter:image:alt', image.alt || head.title || SITE_NAME),
    );
  }
  for (const data of head.jsonLd ?? []) {
    // data-page-jsonld: the client's JsonLd component takes this element over.
    tags.push(
      `<script type="application/ld+json" data-page-jsonld>${serializeJsonLd(data)}</script>`,
    );
  }
  if (head.lcpImage) tags.push(preloadImage(head.lcpImage.url, head.lcpImage.sizes));
  return tags.join('\n    ');
}

/** `<link rel="preload" as="image">` for the sources the page's <picture> will pick. */
export function preloadImage(url: string, sizes: string): string {
  const sources = pictureSources(url);
  if (!sources) {
    return `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high" />`;
  }
  // Browsers that load AVIF take the AVIF srcset; the <picture> does the same.
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(
    sources.avifSrcSet,
  )}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;
}
