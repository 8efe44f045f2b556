import type { CartColour, CartItem, GuestCartEntry, ProductStock } from '../types/cart';

/** One row of the drawer or the checkout summary, from the server cart or `tempCart`. */
export type CartLine = {
  key: string;
  productId: string;
  colorId: string | null;
  title: string;
  productCode: string;
  image: string;
  price: number;
  salePrice: number;
  quantity: number;
  colourTitle: string;
  /** The product's colours with their stock (the line can move to another one). */
  colours: CartColour[];
  /** The most this line may hold, when known. */
  maxQuantity: number | null;
  /**
   * Units there are of this line's colour (or of the product without colours) now, when
   * known: 0 is sold out. Checkout marks a line asking more than this.
   */
  available: number | null;
  /** Units of the product in any colour, when known (0: the saree is sold out). */
  productAvailable: number | null;
};

/** What a line may hold: its colour's stock (a product without colours: its total). */
function stockOf(
  colorId: string | null,
  colours: readonly CartColour[],
  totalStock: number | null,
): { available: number | null; productAvailable: number | null } {
  const productAvailable =
    colours.length > 0
      ? colours.reduce((sum, colour) => sum + Math.max(0, colour.inventory), 0)
      : totalStock;
  if (colours.length === 0 || !colorId) return { available: totalStock, productAvailable };
  const colour = colours.find((candidate) => candidate.id === colorId);
  return { available: colour ? Math.max(0, colour.inventory) : 0, productAvailable };
}

export function lineFromItem(item: CartItem): CartLine {
  const colour = item.colour
    ? (item.productColours.find((candidate) => candidate.id === item.colour?.id) ?? item.colour)
    : null;
  const colourStock = colour && item.productColours.length > 0 ? colour.inventory : null;
  const limits = [colourStock, item.totalStock > 0 ? item.totalStock : null].filter(
    (value): value is number => value !== null,
  );
  return {
    key: `${item.productId}:${item.colour?.id ?? ''}`,
    productId: item.productId,
    colorId: item.colour?.id ?? null,
    title: item.title,
    productCode: item.productCode,
    image: item.image || item.colour?.image || '',
    price: item.price,
    salePrice: item.salePrice,
    quantity: item.quantity,
    colourTitle: item.colour?.title ?? '',
    colours: item.productColours,
    maxQuantity: limits.length > 0 ? Math.min(...limits) : null,
    ...stockOf(item.colour?.id ?? null, item.productColours, item.totalStock),
  };
}

/**
 * A `tempCart` line; with its product's colours and stock from the catalogue (`stock`) it
 * names its colour, can move to another and knows its limit, like a server line.
 */
export function lineFromGuestEntry(entry: GuestCartEntry, stock?: ProductStock): CartLine {
  const colours = stock?.colours ?? [];
  const colour = colours.find((candidate) => candidate.id === entry.colorId) ?? null;
  const { available, productAvailable } = stock
    ? stockOf(entry.colorId, colours, stock.totalStock)
    : { available: null, productAvailable: null };
  return {
    key: `${entry.productId}:${entry.colorId ?? ''}`,
    productId: entry.productId,
    colorId: entry.colorId,
    title: entry.productDetails.title,
    productCode: entry.productDetails.productCode,
    image: entry.productDetails.image,
    price: entry.productDetails.price,
    salePrice: entry.productDetails.salePrice,
    quantity: entry.quantity,
    colourTitle: colour?.title ?? '',
    colours,
    maxQuantity: available !== null && available > 0 ? available : null,
    available,
    productAvailable,
  };
}

/** The stock message for asking more than a line may hold (the server's wording). */
export function quantityLimitMessage(line: Pick<CartLine, 'colourTitle'>, max: number): string {
  return line.colourTitle
    ? `Only ${max} quantity available for ${line.colourTitle}`
    : `Only ${max} quantity available for this item`;
}
