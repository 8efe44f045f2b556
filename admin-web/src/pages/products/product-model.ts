// Pure display rules of the products screen: product card badges and colour inventory
// chips (low stock under 10, colour warning under 5).
import type { AdminProduct, ProductFilter, ProductFilterKey } from './products-api';
import { PRODUCT_FILTERS } from './products-api';

export const LOW_STOCK_BELOW = 10;
export const COLOUR_LOW_BELOW = 5;

export interface Badge {
  label: string;
  color: string;
}

/** "Out Of Stock" at 0 or less, "Only N left" under 10, otherwise none. */
export function stockBadge(totalStock: number): Badge | null {
  if (totalStock <= 0) return { label: 'Out Of Stock', color: 'red' };
  if (totalStock < LOW_STOCK_BELOW) return { label: `Only ${totalStock} left`, color: 'orange' };
  return null;
}

/** The card's tags: the stock badge, then New Arrival and Featured. */
export function productBadges(
  product: Pick<AdminProduct, 'totalStock' | 'isNewArrival' | 'isFeatured'>,
): Badge[] {
  const badges: Badge[] = [];
  const stock = stockBadge(product.totalStock);
  if (stock) badges.push(stock);
  if (product.isNewArrival) badges.push({ label: 'New Arrival', color: 'blue' });
  if (product.isFeatured) badges.push({ label: 'Featured', color: 'gold' });
  return badges;
}

export type ChipLevel = 'out' | 'low' | 'ok';

/** A colour's inventory chip: red at 0 or less, orange under 5, green otherwise. */
export function colourChip(inventory: number): { level: ChipLevel; color: string; text: string } {
  if (inventory <= 0) return { level: 'out', color: 'red', text: 'out of stock' };
  if (inventory < COLOUR_LOW_BELOW)
    return { level: 'low', color: 'orange', text: `${inventory} left` };
  return { level: 'ok', color: 'green', text: `${inventory} in stock` };
}

/** Whether a sale price applies (docs/api-catalogue.md: `0 < salePrice < price`). */
export function hasSalePrice(product: Pick<AdminProduct, 'price' | 'salePrice'>): boolean {
  return product.salePrice > 0 && product.salePrice < product.price;
}

export const FILTER_LABELS: Record<ProductFilterKey, string> = {
  newArrivals: 'New arrivals',
  featured: 'Featured',
  outOfStock: 'Out of stock',
  colorOutOfStock: 'A colour out of stock',
};

/** The filter select's value for a filter, and back (`all`, `newArrivals`, `category:<id>`). */
export function filterToValue(filter: ProductFilter): string {
  if (filter.kind === 'all') return 'all';
  if (filter.kind === 'filter') return filter.key;
  return `category:${filter.id}`;
}

export function valueToFilter(value: string | null | undefined): ProductFilter {
  if (!value || value === 'all') return { kind: 'all' };
  const key = PRODUCT_FILTERS.find((k) => k === value);
  if (key) return { kind: 'filter', key };
  if (value.startsWith('category:') && value.length > 'category:'.length) {
    return { kind: 'category', id: value.slice('category:'.length) };
  }
  return { kind: 'all' };
}
