import { formatINR } from '@/lib/format';

// docs/api-catalogue.md: the effective price is the sale price when it is
// above 0; a discount is shown only when 0 < salePrice < price.

type Priced = { price: number; salePrice: number };

export function hasDiscount({ price, salePrice }: Priced): boolean {
  return salePrice > 0 && salePrice < price;
}

export function effectivePrice({ price, salePrice }: Priced): number {
  return salePrice > 0 ? salePrice : price;
}

/** round((price - salePrice) / price * 100), or null when there is no discount. */
export function discountPercent(product: Priced): number | null {
  if (!hasDiscount(product)) return null;
  return Math.round(((product.price - product.salePrice) / product.price) * 100);
}

/** ₹ with en-IN grouping; whole rupees without decimals, paise with two. */
export function formatPrice(amount: number): string {
  return formatINR(amount, { fractionDigits: Number.isInteger(amount) ? 0 : 2 });
}
