import type { Product } from '../types/catalogue';

// Product card badges (the colour chips' marks: colour-swatch.ts).

export const LOW_STOCK_BELOW = 10;

export type BadgeTone = 'danger' | 'warning' | 'new' | 'featured';
export type Badge = { label: string; tone: BadgeTone };

export function productBadges(
  product: Pick<Product, 'totalStock' | 'isNewArrival' | 'isFeatured'>,
): Badge[] {
  if (product.totalStock <= 0) return [{ label: 'Out Of Stock', tone: 'danger' }];
  if (product.totalStock < LOW_STOCK_BELOW) {
    return [{ label: `Only ${product.totalStock} left`, tone: 'warning' }];
  }
  const badges: Badge[] = [];
  if (product.isNewArrival) badges.push({ label: 'New Arrival', tone: 'new' });
  if (product.isFeatured) badges.push({ label: 'Featured', tone: 'featured' });
  return badges;
}
