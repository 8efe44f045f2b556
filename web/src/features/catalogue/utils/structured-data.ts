import type { Product, Review } from '../types/catalogue';
import { effectivePrice } from './pricing';

// JSON-LD for search engines: collections list their first 10 products,
// new arrivals at most 10; a product page describes the product. Meta descriptions take
// the first 150 characters.

export const ITEM_LIST_LIMIT = 10;
export const META_DESCRIPTION_LENGTH = 150;

export function metaDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_LENGTH);
}

type Linked = { productUrl: (id: string) => string; origin: string };

function absolute(origin: string, url: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

export function itemListJsonLd(
  name: string,
  products: readonly Product[],
  { productUrl, origin }: Linked,
): Record<string, unknown> {
  const items = products.slice(0, ITEM_LIST_LIMIT);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(origin, productUrl(product.id)),
      name: product.title,
    })),
  };
}

export function productJsonLd(
  product: Product,
  reviews: readonly Review[],
  { productUrl, origin }: Linked,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: metaDescription(product.description),
    image: product.image.map((url) => absolute(origin, url)),
    offers: {
      '@type': 'Offer',
      url: absolute(origin, productUrl(product.id)),
      priceCurrency: 'INR',
      price: effectivePrice(product),
      availability:
        product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  if (product.productCode) data.sku = product.productCode;
  if (product.categoryName) data.category = product.categoryName;
  if (reviews.length > 0) {
    const average = reviews.reduce((sum, review) => sum + review.reviewValue, 0) / reviews.length;
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(average * 10) / 10,
      reviewCount: reviews.length,
    };
  }
  return data;
}

/** JSON for a <script type="application/ld+json">: "</" cannot close the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
