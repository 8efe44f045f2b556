// The cart's stock rules and messages (docs/api-buying.md, "Cart"),
// as pure functions over the catalogue's view of a product. The service maps a
// CartRuleError to the gRPC status of its kind.

export const MESSAGES = {
  added: 'Item added to cart!',
  updated: 'Cart updated successfully',
  merged: 'Items merged successfully',
  removed: 'Cart item deleted successfully',
  badQuantity: 'Quantity must be a whole number of at least 1',
  productNotFound: 'Product not found',
  colourNotFound: 'Selected color not found',
  itemNotFound: 'Item not found in cart',
  productOutOfStock: 'This product is out of stock',
  allColoursOutOfStock: 'All colors are out of stock',
  colourOutOfStock: 'Selected color is out of stock',
} as const;

/** "Only {n} quantity available for {color}" / "... for this item". */
export function onlyAvailable(available: number, colourTitle?: string): string {
  return `Only ${available} quantity available for ${colourTitle ?? 'this item'}`;
}

type CartRuleErrorKind = 'invalid' | 'not-found' | 'out-of-stock';

export class CartRuleError extends Error {
  constructor(
    readonly kind: CartRuleErrorKind,
    message: string,
  ) {
    super(message);
  }
}

interface StockColour {
  id: string;
  title: string;
  inventory: number;
}

/** What the rules need of a catalogue product. */
export interface StockProduct {
  id: string;
  /** The sum of colour inventories, or the product's own stock without colours. */
  totalStock: number;
  /** In display order. */
  colours: readonly StockColour[];
}

/** A quantity sent by a client: a whole number of at least 1. */
export function checkQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new CartRuleError('invalid', MESSAGES.badQuantity);
  }
  return quantity;
}

/**
 * The colour a new line goes to: the requested one, or (none requested) the first colour
 * with inventory above 0; '' for a product without colours.
 */
export function resolveColour(product: StockProduct, requested: string): string {
  if (product.totalStock <= 0) throw new CartRuleError('out-of-stock', MESSAGES.productOutOfStock);
  if (requested) return requested;
  if (product.colours.length === 0) return '';
  const first = product.colours.find((colour) => colour.inventory > 0);
  if (!first) throw new CartRuleError('out-of-stock', MESSAGES.allColoursOutOfStock);
  return first.id;
}

/**
 * Checks that a line of `quantity` units of `colourId` ('' without colours) can be met by
 * the stock now; throws the user-facing message when it cannot.
 */
export function checkStock(product: StockProduct, colourId: string, quantity: number): void {
  if (product.colours.length > 0) {
    const colour = product.colours.find((candidate) => candidate.id === colourId);
    if (!colour) throw new CartRuleError('not-found', MESSAGES.colourNotFound);
    if (product.totalStock <= 0) {
      throw new CartRuleError('out-of-stock', MESSAGES.productOutOfStock);
    }
    if (colour.inventory <= 0) throw new CartRuleError('out-of-stock', MESSAGES.colourOutOfStock);
    if (quantity > colour.inventory) {
      throw new CartRuleError('out-of-stock', onlyAvailable(colour.inventory, colour.title));
    }
    return;
  }
  if (colourId) throw new CartRuleError('not-found', MESSAGES.colourNotFound);
  if (product.totalStock <= 0) throw new CartRuleError('out-of-stock', MESSAGES.productOutOfStock);
  if (quantity > product.totalStock) {
    throw new CartRuleError('out-of-stock', onlyAvailable(product.totalStock));
  }
}

/** The unit price charged: the sale price when above 0, else the price (paise). */
export function unitPrice(product: { price: number; salePrice: number }): number {
  return product.salePrice > 0 ? product.salePrice : product.price;
}

/** True when the line's product and colour still exist in the catalogue's answer. */
export function lineStillExists(
  product: StockProduct | undefined,
  colourId: string,
): product is StockProduct {
  if (!product) return false;
  if (product.colours.length === 0) return colourId === '';
  return product.colours.some((colour) => colour.id === colourId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Catalogue product ids are uuids; anything else cannot be a product. */
export function isProductId(value: string): boolean {
  return UUID.test(value);
}
