// The catalogue as the gateway serves it (docs/api-catalogue.md): amounts in rupees, REST
// objects carry `_id` and `id`, GraphQL ones `id` only. Answers are read leniently (a
// missing or mistyped field gets its neutral value) and every object ends up with `id`.
// Plain readers rather than zod: these run on the home page, whose first-load JavaScript
// has a budget (see the README).

export type Colour = { id: string; title: string; inventory: number; image: string };

export type Product = {
  id: string;
  title: string;
  secondTitle: string;
  productCode: string;
  description: string;
  category: string;
  categorySlug: string;
  categoryName: string;
  isNewArrival: boolean;
  isFeatured: boolean;
  price: number;
  salePrice: number;
  totalStock: number;
  averageReview: number;
  reviewCount: number;
  image: string[];
  colors: Colour[];
  /** Watch and Buy: the admin's flag and video (product page only; cards have neither). */
  isWatchAndBuy: boolean;
  /** An uploaded video (`/media/videos/{id}/video.{ext}`), an http(s) URL, or "". */
  video: string;
  /**
   * The owner's "Not returnable" flag (beaded or sequined work; docs/returns.md): no return
   * or exchange after delivery (product page only; cards do not carry it).
   */
  noReturns?: boolean;
  createdAt: string;
};

export type Category = {
  id: string;
  name: string;
  description: string;
  slug: string;
  image: string;
  productCount: number;
};

export type Review = {
  id: string;
  productId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
  createdAt: string;
  /** Written by a customer with a paid order of the saree. */
  verifiedBuyer: boolean;
  /** pending (waits for the boutique), approved (shown) or rejected. */
  status: string;
};

/** May the signed-in shopper review the saree; their own review, whatever its status. */
export type ReviewEligibility = {
  bought: boolean;
  canReview: boolean;
  reason: string;
  review: Review | null;
};

export type HomePage = { categories: Category[]; newArrivals: Product[]; featured: Product[] };

export type CollectionPage = {
  category: Category | null;
  categories: Category[];
  products: Product[];
  total: number;
};

export type ProductPage = { product: Product | null; reviews: Review[]; related: Product[] };

/** A page of ranked search results: `total` counts every match, over every page. */
export type SearchPage = { products: Product[]; total: number; page: number; pageSize: number };

export type NewReview = { productId: string; reviewMessage: string; reviewValue: number };

type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const record = (value: unknown): Raw => (isRecord(value) ? value : {});

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function number(value: unknown): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

function list<T>(value: unknown, read: (item: unknown) => T): T[] {
  return Array.isArray(value) ? value.map(read) : [];
}

const idOf = (raw: Raw) => text(raw.id) || text(raw._id);

export function readColour(value: unknown): Colour {
  const raw = record(value);
  return {
    id: idOf(raw),
    title: text(raw.title),
    inventory: number(raw.inventory),
    image: text(raw.image),
  };
}

export function readProduct(value: unknown): Product {
  const raw = record(value);
  return {
    id: idOf(raw),
    title: text(raw.title),
    secondTitle: text(raw.secondTitle),
    productCode: text(raw.productCode),
    description: text(raw.description),
    category: text(raw.category),
    categorySlug: text(raw.categorySlug),
    categoryName: text(raw.categoryName),
    isNewArrival: raw.isNewArrival === true,
    isFeatured: raw.isFeatured === true,
    price: number(raw.price),
    salePrice: number(raw.salePrice),
    totalStock: number(raw.totalStock),
    averageReview: number(raw.averageReview),
    reviewCount: number(raw.reviewCount),
    image: list(raw.image, text).filter(Boolean),
    colors: list(raw.colors, readColour),
    isWatchAndBuy: raw.isWatchAndBuy === true,
    video: text(raw.video),
    noReturns: raw.noReturns === true,
    createdAt: text(raw.createdAt),
  };
}

export function readCategory(value: unknown): Category {
  const raw = record(value);
  return {
    id: idOf(raw),
    name: text(raw.name),
    description: text(raw.description),
    slug: text(raw.slug),
    image: text(raw.image),
    productCount: number(raw.productCount),
  };
}

export function readReview(value: unknown): Review {
  const raw = record(value);
  return {
    id: idOf(raw),
    productId: text(raw.productId),
    userName: text(raw.userName),
    reviewMessage: text(raw.reviewMessage),
    reviewValue: number(raw.reviewValue),
    createdAt: text(raw.createdAt),
    verifiedBuyer: raw.verifiedBuyer === true,
    status: text(raw.status) || 'approved',
  };
}

export function readReviewEligibility(value: unknown): ReviewEligibility {
  const raw = record(isRecord(value) ? value.data : undefined);
  return {
    bought: raw.bought === true,
    canReview: raw.canReview === true,
    reason: text(raw.reason),
    review: isRecord(raw.review) ? readReview(raw.review) : null,
  };
}

export function readHomePage(raw: Raw): HomePage {
  return {
    categories: list(raw.categories, readCategory),
    newArrivals: list(raw.newArrivals, readProduct),
    featured: list(raw.featured, readProduct),
  };
}

export function readCollectionPage(raw: Raw): CollectionPage {
  return {
    category: isRecord(raw.category) ? readCategory(raw.category) : null,
    categories: list(raw.categories, readCategory),
    products: list(raw.products, readProduct),
    total: number(raw.total),
  };
}

export function readProductPage(raw: Raw): ProductPage {
  return {
    product: isRecord(raw.product) ? readProduct(raw.product) : null,
    reviews: list(raw.reviews, readReview),
    related: list(raw.related, readProduct),
  };
}

/** `data` of a REST list envelope `{ success, data: [product] }`. */
export function readProductList(body: unknown): Product[] {
  return list(record(body).data, readProduct);
}

/** A search answer `{ success, data: [card], total, page, pageSize }`. */
export function readSearchPage(body: unknown): SearchPage {
  const raw = record(body);
  const products = list(raw.data, readProduct);
  return {
    products,
    total: Math.max(number(raw.total), products.length),
    page: number(raw.page) || 1,
    pageSize: number(raw.pageSize) || products.length,
  };
}
