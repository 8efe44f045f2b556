import type { CartColour, CartProduct, GuestCartEntry } from '../types/cart';

// The guest cart: lines in localStorage under `tempCart`, checked
// against the stock the product page knows before anything is written.

export const TEMP_CART_KEY = 'tempCart';
export const tempCartCopiedKey = (userId: string) => `tempCartCopied_${userId}`;
/** Dispatched on window whenever this tab changes the guest cart. */
export const GUEST_CART_EVENT = 'tempcart-change';

function isEntry(value: unknown): value is GuestCartEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.productId === 'string' &&
    typeof entry.quantity === 'number' &&
    typeof entry.productDetails === 'object' &&
    entry.productDetails !== null
  );
}

/** The stored lines; anything unreadable counts as an empty cart. */
export function readGuestCart(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): GuestCartEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TEMP_CART_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(isEntry).map((entry) => ({ ...entry, colorId: entry.colorId ?? null }))
      : [];
  } catch {
    return [];
  }
}

export function writeGuestCart(entries: readonly GuestCartEntry[]): void {
  if (entries.length === 0) window.localStorage.removeItem(TEMP_CART_KEY);
  else window.localStorage.setItem(TEMP_CART_KEY, JSON.stringify(entries));
  window.dispatchEvent(new Event(GUEST_CART_EVENT));
}

export const sameLine = (
  entry: Pick<GuestCartEntry, 'productId' | 'colorId'>,
  productId: string,
  colorId: string | null,
) => entry.productId === productId && (entry.colorId ?? null) === (colorId ?? null);

/** Units in the guest cart (the badge counts quantities). */
export function guestItemCount(entries: readonly GuestCartEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.quantity, 0);
}

export type GuestAddResult =
  { ok: true; entries: GuestCartEntry[]; colorId: string | null } | { ok: false; message: string };

/** The colour a quick add picks: the chosen one, else the first with stock. */
export function colourForAdd(product: CartProduct, colorId: string | null) {
  if (colorId) return product.colors.find((colour) => colour.id === colorId) ?? null;
  return product.colors.find((colour) => colour.inventory > 0) ?? null;
}

/**
 * Adds `quantity` of a product (guest client check): the quantity after
 * adding, including what is already in the cart, must not exceed the colour's inventory;
 * with no chosen colour, the sum of colour inventories or `totalStock`.
 */
export function addToGuestCart(
  entries: readonly GuestCartEntry[],
  product: CartProduct,
  request: { colorId: string | null; quantity: number },
  now: Date = new Date(),
): GuestAddResult {
  const quantity = Math.floor(request.quantity);
  if (!Number.isFinite(quantity) || quantity < 1) {
    return { ok: false, message: 'Quantity must be a whole number of at least 1' };
  }
  if (product.totalStock <= 0) return { ok: false, message: 'This product is out of stock' };
  if (product.colors.length > 0 && product.colors.every((colour) => colour.inventory <= 0)) {
    return { ok: false, message: 'All colors are out of stock' };
  }
  const colour = colourForAdd(product, request.colorId);
  if (request.colorId && !colour) return { ok: false, message: 'Selected color not found' };
  if (colour && colour.inventory <= 0)
    return { ok: false, message: 'Selected color is out of stock' };

  const colorId = colour?.id ?? null;
  const existing = entries.find((entry) => sameLine(entry, product.id, colorId));
  const inCart = existing?.quantity ?? 0;
  const available = colour
    ? colour.inventory
    : product.colors.length > 0
      ? product.colors.reduce((sum, item) => sum + Math.max(0, item.inventory), 0)
      : product.totalStock;
  if (inCart + quantity > available) {
    return {
      ok: false,
      message: colour
        ? `Only ${available} quantity available for ${colour.title}`
        : `Only ${available} quantity available for this item`,
    };
  }

  if (existing) {
    return {
      ok: true,
      colorId,
      entries: entries.map((entry) =>
        entry === existing ? { ...entry, quantity: entry.quantity + quantity } : entry,
      ),
    };
  }
  const entry: GuestCartEntry = {
    productId: product.id,
    colorId,
    quantity,
    productDetails: {
      title: product.title,
      price: product.price,
      salePrice: product.salePrice,
      image: product.image[0] ?? colour?.image ?? '',
      category: product.category,
      productCode: product.productCode,
    },
    addedAt: now.toISOString(),
  };
  return { ok: true, colorId, entries: [entry, ...entries] };
}

/** Sets a line's quantity; never below 1. */
export function setGuestQuantity(
  entries: readonly GuestCartEntry[],
  productId: string,
  colorId: string | null,
  quantity: number,
): GuestCartEntry[] {
  const next = Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1));
  return entries.map((entry) =>
    sameLine(entry, productId, colorId) ? { ...entry, quantity: next } : entry,
  );
}

export type GuestColourChange =
  { ok: true; entries: GuestCartEntry[]; merged: boolean } | { ok: false; message: string };

/**
 * Moves a line to another colour, as the server does for its cart: onto a colour that
 * already has a line the two quantities add up (`merged`); the result may not exceed the
 * new colour's stock ("Only {n} quantity available for {color}", nothing changed), and a
 * sold-out colour is refused ("Selected color is out of stock").
 */
export function changeGuestColour(
  entries: readonly GuestCartEntry[],
  productId: string,
  fromColorId: string | null,
  toColorId: string,
  colours: readonly CartColour[],
): GuestColourChange {
  const moving = entries.find((entry) => sameLine(entry, productId, fromColorId));
  if (!moving) return { ok: false, message: 'Item not found in cart' };
  const colour = colours.find((candidate) => candidate.id === toColorId);
  if (!colour) return { ok: false, message: 'Selected color not found' };
  if (fromColorId === toColorId) return { ok: true, entries: [...entries], merged: false };
  if (colour.inventory <= 0) return { ok: false, message: 'Selected color is out of stock' };
  const target = entries.find((entry) => sameLine(entry, productId, toColorId));
  const quantity = moving.quantity + (target?.quantity ?? 0);
  if (quantity > colour.inventory) {
    return {
      ok: false,
      message: `Only ${colour.inventory} quantity available for ${colour.title}`,
    };
  }
  if (target) {
    return {
      ok: true,
      merged: true,
      entries: entries
        .filter((entry) => entry !== moving)
        .map((entry) => (entry === target ? { ...entry, quantity } : entry)),
    };
  }
  return {
    ok: true,
    merged: false,
    entries: entries.map((entry) => (entry === moving ? { ...entry, colorId: toColorId } : entry)),
  };
}

export function removeGuestLine(
  entries: readonly GuestCartEntry[],
  productId: string,
  colorId: string | null,
): GuestCartEntry[] {
  return entries.filter((entry) => !sameLine(entry, productId, colorId));
}

/** Removes the lines an order bought (payment success, guests). */
export function removeOrderedLines(
  entries: readonly GuestCartEntry[],
  ordered: readonly { productId: string; colorId: string | null }[],
): GuestCartEntry[] {
  return entries.filter(
    (entry) => !ordered.some((line) => sameLine(entry, line.productId, line.colorId)),
  );
}
