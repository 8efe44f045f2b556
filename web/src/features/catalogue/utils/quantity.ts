import type { Colour, Product } from '../types/catalogue';

// Product detail quantity: min 1, max the chosen colour's inventory (or
// `totalStock` for a product without colours). Colours with inventory <= 0 cannot be chosen.

export function isColourAvailable(colour: Pick<Colour, 'inventory'>): boolean {
  return colour.inventory > 0;
}

/** The colour selected on load: the first one with stock, else none. */
export function defaultColour(product: Pick<Product, 'colors'>): Colour | null {
  return product.colors.find(isColourAvailable) ?? null;
}

export function maxQuantity(
  product: Pick<Product, 'totalStock' | 'colors'>,
  colour: Pick<Colour, 'inventory'> | null,
): number {
  if (product.totalStock <= 0) return 0;
  if (colour) return Math.max(0, Math.min(colour.inventory, product.totalStock));
  return product.totalStock;
}

export function maxQuantityMessage(max: number): string {
  return `Maximum available quantity is ${max}`;
}

export type QuantityChange = { quantity: number; message: string | null };

/** Clamps a requested quantity to 1..max; asking for more than max says why. */
export function changeQuantity(requested: number, max: number): QuantityChange {
  if (max <= 0) return { quantity: 1, message: null };
  const whole = Number.isFinite(requested) ? Math.floor(requested) : 1;
  if (whole > max) return { quantity: max, message: maxQuantityMessage(max) };
  return { quantity: Math.max(1, whole), message: null };
}
