// The cart as the gateway serves it (docs/api-buying.md): amounts in rupees, items newest
// first, every item priced from the catalogue. Read leniently with plain readers (the bag is
// in the header of every page, whose first-load JavaScript has a budget: no zod here).

export type CartColour = { id: string; title: string; image: string; inventory: number };

export type CartItem = {
  productId: string;
  title: string;
  productCode: string;
  image: string;
  price: number;
  salePrice: number;
  quantity: number;
  /** The chosen colour, or null for a product without colours. */
  colour: CartColour | null;
  /** Every colour of the product with its stock (for the colour change). */
  productColours: CartColour[];
  totalStock: number;
  addedAt: string;
};

export type Cart = {
  id: string;
  userId: string;
  items: CartItem[];
  itemCount: number;
  subtotal: number;
};

/** The product facts a guest line keeps (temporary cart entry). */
export type GuestProductDetails = {
  title: string;
  price: number;
  salePrice: number;
  image: string;
  category: string;
  productCode: string;
};

/** One line of `tempCart` in localStorage. */
export type GuestCartEntry = {
  productId: string;
  colorId: string | null;
  quantity: number;
  productDetails: GuestProductDetails;
  addedAt: string;
};

/** What Add to Cart needs to know about a product (a catalogue product fits). */
export type CartProduct = {
  id: string;
  title: string;
  productCode: string;
  category: string;
  price: number;
  salePrice: number;
  totalStock: number;
  image: readonly string[];
  colors: readonly { id: string; title: string; inventory: number; image: string }[];
};

export type MergeOutcome = 'added' | 'duplicate' | 'refused';

export type MergeResult = {
  cart: Cart;
  results: { productId: string; colorId: string | null; outcome: MergeOutcome; message: string }[];
  added: number;
  duplicates: number;
  refused: number;
};

type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const record = (value: unknown): Raw => (isRecord(value) ? value : {});
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
function number(value: unknown): number {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}
const idOf = (raw: Raw): string => text(raw.id) || text(raw._id);

export function readColour(value: unknown): CartColour | null {
  if (!isRecord(value)) return null;
  const id = idOf(value);
  if (!id) return null;
  return {
    id,
    title: text(value.title),
    image: text(value.image),
    inventory: number(value.inventory),
  };
}

export function readCartItem(value: unknown): CartItem {
  const raw = record(value);
  const colours = Array.isArray(raw.productColors) ? raw.productColors : [];
  return {
    productId: text(raw.productId),
    title: text(raw.title),
    productCode: text(raw.productCode),
    image: Array.isArray(raw.image) ? text(raw.image[0]) : text(raw.image),
    price: number(raw.price),
    salePrice: number(raw.salePrice),
    quantity: Math.max(1, Math.floor(number(raw.quantity))),
    colour: readColour(raw.colors),
    productColours: colours.map(readColour).filter((colour) => colour !== null),
    totalStock: number(raw.totalStock),
    addedAt: text(raw.addedAt),
  };
}

export function readCart(value: unknown): Cart {
  const raw = record(value);
  const items = Array.isArray(raw.items) ? raw.items.map(readCartItem) : [];
  return {
    id: idOf(raw),
    userId: text(raw.userId),
    items,
    itemCount: number(raw.itemCount),
    subtotal: number(raw.subtotal),
  };
}

/** A product's colours and stock, as the guest cart reads them from the catalogue. */
export type ProductStock = { colours: CartColour[]; totalStock: number };

export function readProductStock(value: unknown): ProductStock {
  const raw = record(value);
  const colours = Array.isArray(raw.colors) ? raw.colors : [];
  return {
    colours: colours.map(readColour).filter((colour) => colour !== null),
    totalStock: number(raw.totalStock),
  };
}

/** The `data` of an envelope `{ success, message?, data }`. */
export function envelopeData(value: unknown): unknown {
  return record(value).data;
}

export function readMergeResult(value: unknown): MergeResult {
  const raw = record(value);
  const results = Array.isArray(raw.results) ? raw.results.map(record) : [];
  return {
    cart: readCart(raw.data),
    results: results.map((result) => {
      const outcome = text(result.outcome);
      return {
        productId: text(result.productId),
        colorId: text(result.colorId) || null,
        outcome: outcome === 'added' || outcome === 'duplicate' ? outcome : 'refused',
        message: text(result.message),
      };
    }),
    added: number(raw.added),
    duplicates: number(raw.duplicates),
    refused: number(raw.refused),
  };
}
