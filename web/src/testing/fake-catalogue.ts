import { tokenStore } from '@boutique/web-kit/tokens';
import { customer, installFakeApi, type FakeRequest, type FakeResponse } from './fake-api';

// A small in-memory catalogue behind the fake gateway: the GraphQL page queries (homePage,
// collectionPage, productPage), search, new arrivals and reviews of docs/api-catalogue.md.

export type FakeProduct = {
  id: string;
  title: string;
  secondTitle?: string;
  productCode: string;
  description?: string;
  categorySlug: string;
  categoryName?: string;
  price: number;
  salePrice?: number;
  totalStock: number;
  isNewArrival?: boolean;
  isFeatured?: boolean;
  /** The owner's "Not returnable" flag (the product page's `noReturns`). */
  noReturns?: boolean;
  image?: string[];
  colors?: { id: string; title: string; inventory: number; image?: string }[];
};

export const FAKE_CATEGORIES = [
  { id: 'cat-org', name: 'Organza', slug: 'organza-sarees', description: 'Sheer and crisp.' },
  { id: 'cat-cot', name: 'Cotton', slug: 'cotton-sarees', description: 'Breathable handloom.' },
];

/**
 * The `homePage` answer of a shop with no listed products: the fake categories and the
 * given content (none by default).
 */
export function emptyHomePage(
  content: { banners?: unknown[]; feed?: unknown[]; testimonials?: unknown[] } = {},
) {
  const { banners = [], feed = [], testimonials = [] } = content;
  return {
    homePage: {
      categories: FAKE_CATEGORIES,
      newArrivals: [],
      featured: [],
      banners,
      feed,
      testimonials,
    },
  };
}

export function fakeProduct(overrides: Partial<FakeProduct> & { id: string }): FakeProduct {
  return {
    title: `Saree ${overrides.id}`,
    productCode: overrides.id.toUpperCase(),
    categorySlug: 'organza-sarees',
    categoryName: 'Organza',
    price: 2000,
    totalStock: 20,
    description: 'Fabric: Organza',
    image: [`/media/images/${overrides.id}/1024.jpg`],
    colors: [],
    ...overrides,
  };
}

const BUCKETS: Record<string, [number, number]> = {
  '0-1000': [0, 1000],
  '1000-2000': [1000, 2000],
  '2000-3000': [2000, 3000],
  '3000-4000': [3000, 4000],
  '4000-5000': [4000, 5000],
  '5000-6000': [5000, 6000],
  '6000-above': [6000, Infinity],
};

const effective = (p: FakeProduct) => (p.salePrice && p.salePrice > 0 ? p.salePrice : p.price);

function sorted(products: FakeProduct[], sortBy: string): FakeProduct[] {
  const list = [...products];
  if (sortBy === 'price-hightolow') return list.sort((a, b) => effective(b) - effective(a));
  if (sortBy === 'code-atoz')
    return list.sort((a, b) => a.productCode.localeCompare(b.productCode));
  if (sortBy === 'code-ztoa')
    return list.sort((a, b) => b.productCode.localeCompare(a.productCode));
  return list.sort((a, b) => effective(a) - effective(b));
}

function arg(query: string, name: string): string | undefined {
  return new RegExp(`${name}: "([^"]*)"`).exec(query)?.[1];
}

type Options = {
  products: FakeProduct[];
  reviews?: {
    id: string;
    productId: string;
    userName: string;
    reviewMessage: string;
    reviewValue: number;
    verifiedBuyer?: boolean;
    status?: string;
    userId?: string;
  }[];
  signedIn?: boolean;
  /** The product ids the signed-in customer has a paid order of (may review). */
  bought?: string[];
  /** New reviews wait for the owner's approval (as the shop's default). */
  moderation?: boolean;
  /** Answers a request first; return undefined to let the fake handle it. */
  override?: (request: FakeRequest) => FakeResponse | undefined;
};

export function installCatalogueApi({
  products,
  reviews = [],
  signedIn = false,
  bought = [],
  moderation = true,
  override,
}: Options) {
  if (signedIn) tokenStore.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const ok = (body: unknown, status = 200): FakeResponse => ({ status, body });
  const graphql = (data: unknown) => ok({ data });

  return installFakeApi((request) => {
    const answered = override?.(request);
    if (answered) return answered;
    const [pathname = '', search = ''] = request.path.split('?');
    // The customer's session: the token stored by `signedIn` (or by a sign-in in the test).
    const session = request.authorization === 'Bearer access-1';
    if (pathname === '/auth/check-auth') {
      return session
        ? ok({ success: true, user: customer })
        : { status: 401, body: { success: false, message: 'No access token found' } };
    }
    // The header's bag asks for the signed-in customer's server cart: empty unless the
    // test's `override` (e.g. fakeBuying().handle) keeps one.
    if (session && request.method === 'GET' && pathname === `/shop/cart/get/${customer.id}`) {
      return ok({
        success: true,
        data: { id: 'cart-1', userId: customer.id, items: [], itemCount: 0, subtotal: 0 },
      });
    }
    if (pathname === '/graphql') {
      const query = (request.body as { query: string }).query;
      if (query.includes('homePage')) {
        return graphql({
          homePage: {
            categories: FAKE_CATEGORIES,
            newArrivals: sorted(
              products.filter((p) => p.isNewArrival),
              'price-lowtohigh',
            ),
            featured: sorted(
              products.filter((p) => p.isFeatured),
              'price-lowtohigh',
            ),
          },
        });
      }
      if (query.includes('collectionPage')) {
        const slug = arg(query, 'slug');
        const category = FAKE_CATEGORIES.find((c) => c.slug === slug) ?? null;
        if (slug && !category)
          return graphql({
            collectionPage: { category: null, categories: FAKE_CATEGORIES, products: [], total: 0 },
          });
        const buckets = [
          ...(/price: \[([^\]]*)\]/.exec(query)?.[1] ?? '').matchAll(/"([^"]+)"/g),
        ].map((m) => m[1] ?? '');
        const list = products
          .filter((p) => !slug || p.categorySlug === slug)
          .filter(
            (p) =>
              buckets.length === 0 ||
              buckets.some((b) => {
                const [low, high] = BUCKETS[b] ?? [0, -1];
                return effective(p) >= low && effective(p) <= high;
              }),
          );
        return graphql({
          collectionPage: {
            category,
            categories: FAKE_CATEGORIES,
            products: sorted(list, arg(query, 'sortBy') ?? 'price-lowtohigh'),
            total: list.length,
          },
        });
      }
      if (query.includes('productPage')) {
        const id = arg(query, 'id');
        const product = products.find((p) => p.id === id);
        if (!product) return ok({ data: null, errors: [{ message: 'Product not found' }] });
        return graphql({
          productPage: {
            product,
            reviews: reviews.filter(
              (r) => r.productId === id && (r.status ?? 'approved') === 'approved',
            ),
            related: products.filter((p) => p.id !== id && p.categorySlug === product.categorySlug),
          },
        });
      }
    }
    const keyword = /^\/shop\/search\/(.+)$/.exec(pathname)?.[1];
    if (keyword) {
      // A page of cards (24 unless `pageSize`) and every match's count, as the gateway.
      const term = decodeURIComponent(keyword).toLowerCase();
      const params = new URLSearchParams(search);
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 24);
      const found = products.filter(
        (p) => p.productCode.toLowerCase().includes(term) || p.title.toLowerCase().includes(term),
      );
      return ok({
        success: true,
        data: found.slice((page - 1) * pageSize, page * pageSize),
        total: found.length,
        page,
        pageSize,
      });
    }
    if (pathname === '/shop/products/get') {
      const params = new URLSearchParams(search);
      const list =
        params.get('newArrival') === 'true' ? products.filter((p) => p.isNewArrival) : products;
      return ok({ success: true, data: sorted(list, params.get('sortBy') ?? '') });
    }
    // Reviews from verified buyers (docs/api-catalogue.md): only `bought` products.
    const eligibility = /^\/shop\/review-eligibility\/(.+)$/.exec(pathname)?.[1];
    if (eligibility && session) {
      const own = reviews.find((r) => r.productId === eligibility && r.userId === customer.id);
      const isBuyer = bought.includes(eligibility);
      return ok({
        success: true,
        data: {
          bought: isBuyer,
          canReview: isBuyer && !own,
          reason: isBuyer
            ? own
              ? 'You have already reviewed this product'
              : ''
            : 'Only customers who bought this saree can review it',
          review: own ?? null,
        },
      });
    }
    if (request.method === 'POST' && pathname === '/shop/review/add') {
      const body = request.body as {
        productId: string;
        reviewMessage: string;
        reviewValue: number;
      };
      if (!bought.includes(body.productId)) {
        return {
          status: 403,
          body: { success: false, message: 'Only customers who bought this saree can review it' },
        };
      }
      const review = {
        id: `r-${reviews.length + 1}`,
        userId: customer.id,
        userName: customer.userName,
        verifiedBuyer: true,
        status: moderation ? 'pending' : 'approved',
        ...body,
      };
      reviews.push(review);
      const message = moderation
        ? 'Thank you! Your review will appear once the boutique approves it.'
        : 'Review added successfully';
      return ok({ success: true, message, data: review }, 201);
    }
    return undefined; // no answer: the test fails, naming the request
  });
}
