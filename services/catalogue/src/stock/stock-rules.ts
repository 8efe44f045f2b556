import type { StockLine, StockShortage } from '@boutique/contracts/catalogue/v1/catalogue_service';

/** A colour (or a product without colours) under this many units fires stock-low. */
const LOW_STOCK_THRESHOLD = 5;

interface StockColour {
  id: string;
  title: string;
  inventory: number;
}

export interface StockProduct {
  id: string;
  title: string;
  /** The product's own stock (used when it has no colours). */
  totalStock: number;
  /** In display order. */
  colours: StockColour[];
}

/** One unit of stock to take: a colour, or a product without colours (colourId ''). */
export interface ResolvedLine {
  productId: string;
  colourId: string;
  quantity: number;
  title: string;
  colourTitle: string;
  available: number;
}

interface ResolvedLines {
  lines: ResolvedLine[];
  shortages: StockShortage[];
}

/**
 * Turns order lines into the stock units to decrement: a product without colours uses its
 * own stock; a product with colours and no colour id means its first colour with
 * inventory; lines for the same unit are summed. Unknown products or colours are
 * shortages marked missing. Lines come back ordered by (product id, colour id), the
 * order every writer locks rows in, so concurrent reservations cannot deadlock.
 */
export function resolveLines(
  requested: readonly StockLine[],
  products: ReadonlyMap<string, StockProduct>,
): ResolvedLines {
  const byUnit = new Map<string, ResolvedLine>();
  const shortages: StockShortage[] = [];
  for (const line of requested) {
    const product = products.get(line.productId);
    if (!product) {
      shortages.push(missingShortage(line));
      continue;
    }
    let colour: StockColour | undefined;
    if (product.colours.length > 0) {
      colour = line.colourId
        ? product.colours.find((c) => c.id === line.colourId)
        : (product.colours.find((c) => c.inventory > 0) ?? product.colours[0]);
      if (!colour) {
        shortages.push(missingShortage(line, product));
        continue;
      }
    } else if (line.colourId) {
      shortages.push(missingShortage(line, product));
      continue;
    }
    const key = `${product.id}/${colour?.id ?? ''}`;
    const existing = byUnit.get(key);
    if (existing) existing.quantity += line.quantity;
    else
      byUnit.set(key, {
        productId: product.id,
        colourId: colour?.id ?? '',
        quantity: line.quantity,
        title: product.title,
        colourTitle: colour?.title ?? '',
        available: colour ? colour.inventory : product.totalStock,
      });
  }
  const lines = [...byUnit.values()].sort(compareUnits);
  return { lines, shortages };
}

/** The shortage of a line whose product (or, given the product, whose colour) does not exist. */
function missingShortage(line: StockLine, product?: StockProduct): StockShortage {
  return {
    productId: product?.id ?? line.productId,
    colourId: line.colourId ?? '',
    title: product?.title ?? '',
    colourTitle: '',
    requested: line.quantity,
    available: 0,
    missing: true,
  };
}

function compareUnits(
  a: { productId: string; colourId: string },
  b: { productId: string; colourId: string },
): number {
  if (a.productId !== b.productId) return a.productId < b.productId ? -1 : 1;
  if (a.colourId === b.colourId) return 0;
  return a.colourId < b.colourId ? -1 : 1;
}

/** The message of a line whose quantity is not a positive integer, or undefined. */
export function lineProblem(line: StockLine): string | undefined {
  if (!line.productId) return 'Product is required';
  if (!Number.isInteger(line.quantity) || line.quantity <= 0)
    return 'Quantity must be a positive integer';
  return undefined;
}

export function shortageOf(line: ResolvedLine, available: number): StockShortage {
  return {
    productId: line.productId,
    colourId: line.colourId,
    title: line.title,
    colourTitle: line.colourTitle,
    requested: line.quantity,
    available: Math.max(0, available),
    missing: false,
  };
}

/** True when a move takes a unit from at least 5 to under 5 (stock-low fires once per crossing). */
export function crossedLow(before: number, after: number): boolean {
  return before >= LOW_STOCK_THRESHOLD && after < LOW_STOCK_THRESHOLD;
}
