import type { Product } from '../types/catalogue';

// Product card badges and colour chips.

export const LOW_STOCK_BELOW = 10;
export const COLOUR_WARNING_BELOW = 5;

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

export type ChipTone = 'red' | 'orange' | 'green';

/** Red at 0 or less, orange under 5, green otherwise. */
export function colourChipTone(inventory: number): ChipTone {
  if (inventory <= 0) return 'red';
  if (inventory < COLOUR_WARNING_BELOW) return 'orange';
  return 'green';
}
