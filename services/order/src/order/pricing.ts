// Pricing and stock wording of an order, as pure rules: the client says what and how
// many; titles, prices and stock come from catalogue.
import type { Product, StockShortage } from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { LineRequest } from '@boutique/contracts/order/v1/order_service';

const QUANTITY_RULE = 'Quantity must be a whole number of at least 1';
const PRODUCT_REQUIRED = 'Product is required';
export const TOTAL_TOO_LARGE = 'The order total is too large';
/** What a missing product is called (catalogue no longer knows its title). */
const UNKNOWN_TITLE = 'This item';

/** A line as sold: catalogue's snapshot, the unit price charged and the stock seen. */
export interface PricedLine {
  productId: string;
  colourId: string;
  title: string;
  productCode: string;
  colourTitle: string;
  image: string;
  quantity: number;
  /** Paise: the sale price when above 0, else the price. */
  price: number;
  lineTotal: number;
  /** Units catalogue reported (the reservation is the real check). */
  available: number;
  /** The product's category when sold: its GST rule on the invoice (invoices/). */
  categoryId: string;
  /** Sold at its sale price, or flagged by the owner: not returnable (docs/returns.md). */
  onSale: boolean;
  noReturns: boolean;
}

export interface Pricing {
  lines: PricedLine[];
  /** The user-facing messages, in the order of the request's lines. */
  problems: string[];
  total: number;
}

/** The first invalid line's message, or undefined. */
export function lineRuleProblem(lines: readonly LineRequest[]): string | undefined {
  for (const line of lines) {
    if (!line.productId?.trim()) return PRODUCT_REQUIRED;
    if (!Number.isInteger(line.quantity) || line.quantity < 1) return QUANTITY_RULE;
  }
  return undefined;
}

/** Lines for the same product and colour are one line with the quantities added. */
function mergeLines<T extends { productId: string; colourId: string; quantity: number }>(
  lines: readonly T[],
): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const key = `${line.productId}/${line.colourId}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

function unitPrice(product: Pick<Product, 'price' | 'salePrice'>): number {
  return product.salePrice > 0 ? product.salePrice : product.price;
}

const colourPart = (colourTitle: string) => (colourTitle ? ` in ${colourTitle}` : '');

/** The user-facing per-line stock message for `available` units. */
export function stockMessage(title: string, colourTitle: string, available: number): string {
  if (available <= 0)
    return `Sorry, "${title}"${colourPart(colourTitle)} is currently out of stock.`;
  return `Sorry, only ${available} item(s) of "${title}"${colourPart(colourTitle)} is/are available. Please reduce the quantity.`;
}

function missingMessage(title: string): string {
  return `Sorry, "${title || UNKNOWN_TITLE}" is no longer available.`;
}

/** The message of a shortage catalogue reported when reserving. */
export function shortageMessage(shortage: StockShortage): string {
  if (shortage.missing) return missingMessage(shortage.title);
  return stockMessage(shortage.title, shortage.colourTitle, shortage.available);
}

/**
 * Prices merged lines from catalogue's products. A product with colours and no colour id
 * takes its first colour with inventory above 0; a missing product or colour, and a line
 * asking more than catalogue shows, is a problem. The lines come back merged again (two
 * requests may resolve to one colour).
 */
export function priceLines(
  requested: readonly LineRequest[],
  products: ReadonlyMap<string, Product>,
): Pricing {
  const problems: { at: number; message: string }[] = [];
  const priced = new Map<string, PricedLine & { at: number }>();
  for (const [at, line] of mergeLines(requested).entries()) {
    const product = products.get(line.productId);
    if (!product) {
      problems.push({ at, message: missingMessage('') });
      continue;
    }
    let colour: Product['colours'][number] | undefined;
    if (product.colours.length > 0) {
      colour = line.colourId
        ? product.colours.find((c) => c.id === line.colourId)
        : product.colours.find((c) => c.inventory > 0);
      if (!colour) {
        problems.push({
          at,
          message: line.colourId
            ? missingMessage(product.title)
            : stockMessage(product.title, '', 0),
        });
        continue;
      }
    } else if (line.colourId) {
      problems.push({ at, message: missingMessage(product.title) });
      continue;
    }
    const key = `${product.id}/${colour?.id ?? ''}`;
    const existing = priced.get(key);
    if (existing) {
      existing.quantity += line.quantity;
      existing.lineTotal = existing.price * existing.quantity;
      continue;
    }
    const price = unitPrice(product);
    priced.set(key, {
      at,
      productId: product.id,
      colourId: colour?.id ?? '',
      title: product.title,
      productCode: product.productCode,
      colourTitle: colour?.title ?? '',
      image: product.images[0] ?? colour?.image ?? '',
      quantity: line.quantity,
      price,
      lineTotal: price * line.quantity,
      available: colour ? colour.inventory : product.totalStock,
      categoryId: product.categoryId ?? '',
      onSale: product.salePrice > 0,
      noReturns: product.noReturns ?? false,
    });
  }
  const lines: PricedLine[] = [];
  for (const { at, ...line } of priced.values()) {
    lines.push(line);
    if (line.quantity > line.available)
      problems.push({ at, message: stockMessage(line.title, line.colourTitle, line.available) });
  }
  return {
    lines,
    problems: problems.sort((a, b) => a.at - b.at).map((problem) => problem.message),
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
  };
}

/** One line of the address: "address, city - pincode, state". */
export function oneLineAddress(address: {
  address: string;
  city: string;
  pincode: string;
  state: string;
}): string {
  const city = [address.city, address.pincode].filter(Boolean).join(' - ');
  return [address.address, city, address.state].filter(Boolean).join(', ');
}
