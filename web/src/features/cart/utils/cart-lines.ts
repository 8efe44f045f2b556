import type { CartColour, CartItem, GuestCartEntry } from '../types/cart';

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
  /** Colours the line can move to (server lines only). */
  colours: CartColour[];
  /** The most this line may hold, when known. */
  maxQuantity: number | null;
};

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
  };
}

export function lineFromGuestEntry(entry: GuestCartEntry): CartLine {
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
    colourTitle: '',
    colours: [],
    maxQuantity: null,
  };
}

/** The stock message for asking more than a line may hold (the server's wording). */
export function quantityLimitMessage(line: Pick<CartLine, 'colourTitle'>, max: number): string {
  return line.colourTitle
    ? `Only ${max} quantity available for ${line.colourTitle}`
    : `Only ${max} quantity available for this item`;
}
