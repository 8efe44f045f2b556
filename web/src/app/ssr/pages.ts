import type { Params } from 'react-router';
import type { AppStore } from '@/app/store';
import { homePageApi } from '@/app/routes/shop/home-page-api';
import { findCategory } from '@/config/categories';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/store-info';
import { catalogueApi } from '@/features/catalogue/api/catalogue-api';
import { isNotFoundError } from '@/features/catalogue/components/query-error';
import type { Product } from '@/features/catalogue/types/catalogue';
import { readListingFilters } from '@/features/catalogue/utils/listing-query';
import { effectivePrice, formatPrice } from '@/features/catalogue/utils/pricing';
import {
  itemListJsonLd,
  metaDescription,
  productJsonLd,
} from '@/features/catalogue/utils/structured-data';
import { baseApi } from '@/lib/api';
import { siteOrigin } from '@/lib/origin';
import type { HeadImage, PageHead } from './head';

// The prefetch table of the storefront server: for each route the page's queries (the SAME
// RTK Query endpoints and arguments its components use, so the client finds them in the
// cache it hydrates with) and the page's <head> built from their answers. Kept here, not in
// the route components, so pages stay plain components and the server's part is in one place.

export type PageRequest = { params: Params; url: URL };

export type PageOutcome = {
  head: PageHead;
  /** 404 for a product or collection that does not exist. */
  status: number;
  /** A query failed for another reason than "not found" (the gateway is down, ...). */
  failed: boolean;
};

export type PagePlan = {
  /** The route's source module (its JS chunks are modulepreloaded, its CSS linked). */
  module: string;
  /** Starts the page's queries; `head` runs once they have all settled. */
  prefetch?: (store: AppStore, request: PageRequest) => void;
  head: (store: AppStore, request: PageRequest) => PageOutcome;
};

const ALL_PRODUCTS_DESCRIPTION =
  'Shop handpicked sarees: Tussar, Banaras, Cotton, Organza, Georgette and more, shipped free across India.';

type QueryView = { error?: unknown; isError: boolean };

function failedQuery(result: QueryView): boolean {
  return result.isError && !isNotFoundError(result.error);
}

const ok = (head: PageHead, failed = false): PageOutcome => ({ head, status: 200, failed });

const linked = () => ({ origin: siteOrigin(), productUrl: paths.shop.details.getHref });

const productImages = (products: readonly Product[]): HeadImage[] =>
  products.flatMap((product) =>
    product.image.slice(0, 1).map((url) => ({ url, alt: product.title })),
  );

function pathWithQuery(url: URL, keep: readonly string[]): string {
  const query = new URLSearchParams();
  for (const key of keep) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

const homePlan: PagePlan = {
  module: 'src/app/routes/shop/home.tsx',
  prefetch: (store) => {
    void store.dispatch(homePageApi.endpoints.getHomePage.initiate());
  },
  head: (store) => {
    const result = homePageApi.endpoints.getHomePage.select()(store.getState());
    const data = result.data;
    const banner = data?.banners[0];
    return ok(
      {
        title: '',
        description:
          'Luxury looks at affordable prices: handpicked Tussar, Banarasi silk, cotton, organza and georgette sarees, shipped across India.',
        path: paths.shop.home.getHref(),
        type: 'website',
        images: [
          ...(data?.banners ?? []).map((item) => ({
            url: item.image,
            alt: item.description || SITE_NAME,
          })),
          ...productImages([...(data?.featured ?? []), ...(data?.newArrivals ?? [])]),
        ],
        lcpImage: banner ? { url: banner.image, sizes: '100vw' } : undefined,
      },
      failedQuery(result),
    );
  },
};

function collectionArgs({ params, url }: PageRequest) {
  const filters = readListingFilters(url.searchParams);
  return { slug: params.slug, price: filters.price, sortBy: filters.sortBy };
}

const collectionPlan: PagePlan = {
  module: 'src/app/routes/shop/collections.tsx',
  prefetch: (store, request) => {
    void store.dispatch(catalogueApi.endpoints.getCollectionPage.initiate(collectionArgs(request)));
  },
  head: (store, request) => {
    const slug = request.params.slug;
    const result = catalogueApi.endpoints.getCollectionPage.select(collectionArgs(request))(
      store.getState(),
    );
    const data = result.data;
    const known = findCategory(slug);
    const title = data?.category?.name || (slug ? (known?.name ?? '') : 'All Products');
    const notFound = Boolean(slug) && ((data && !data.category) || isNotFoundError(result.error));
    const products = data?.products ?? [];
    const description = metaDescription(
      data?.category?.description || known?.description || ALL_PRODUCTS_DESCRIPTION,
    );
    const head: PageHead = {
      title: notFound ? 'Page not found' : title || 'Collections',
      description,
      path: pathWithQuery(request.url, []),
      type: 'website',
      images: [
        ...(data?.category?.image ? [{ url: data.category.image, alt: title }] : []),
        ...productImages(products),
      ],
      jsonLd:
        products.length > 0 ? [itemListJsonLd(title || 'All Products', products, linked())] : [],
      noindex: notFound,
    };
    return { head, status: notFound ? 404 : 200, failed: failedQuery(result) };
  },
};

const NEW_ARRIVALS_DESCRIPTION = 'The latest sarees to arrive at the boutique.';

const newArrivalsPlan: PagePlan = {
  module: 'src/app/routes/shop/new-arrivals.tsx',
  prefetch: (store, { url }) => {
    const { sortBy } = readListingFilters(url.searchParams);
    void store.dispatch(catalogueApi.endpoints.getNewArrivals.initiate(sortBy));
  },
  head: (store, { url }) => {
    const { sortBy } = readListingFilters(url.searchParams);
    const result = catalogueApi.endpoints.getNewArrivals.select(sortBy)(store.getState());
    const products = result.data ?? [];
    return ok(
      {
        title: 'New Arrivals',
        description: NEW_ARRIVALS_DESCRIPTION,
        path: paths.shop.newArrivals.getHref(),
        type: 'website',
        images: productImages(products),
        jsonLd: products.length > 0 ? [itemListJsonLd('New Arrivals', products, linked())] : [],
      },
      failedQuery(result),
    );
  },
};

const searchKeyword = (url: URL) => (url.searchParams.get('q') ?? '').trim();

const searchPlan: PagePlan = {
  module: 'src/app/routes/shop/search.tsx',
  prefetch: (store, { url }) => {
    const keyword = searchKeyword(url);
    if (keyword) void store.dispatch(catalogueApi.endpoints.searchProducts.initiate(keyword));
  },
  head: (store, { url }) => {
    const keyword = searchKeyword(url);
    const result = keyword
      ? catalogueApi.endpoints.searchProducts.select(keyword)(store.getState())
      : null;
    const first = result?.data?.pages[0];
    return ok(
      {
        title: 'Search',
        description: keyword
          ? `${first?.total ?? 0} sarees match “${keyword}” at Saree Boutique.`
          : 'Search the boutique by saree name or product code.',
        path: pathWithQuery(url, ['q']),
        type: 'website',
        images: productImages(first?.products ?? []),
        // Result pages are for shoppers; the sitemap lists what search engines should read.
        noindex: true,
      },
      result ? failedQuery(result) : false,
    );
  },
};

const productPlan: PagePlan = {
  module: 'src/app/routes/shop/product-details.tsx',
  prefetch: (store, { params }) => {
    if (params.productId) {
      void store.dispatch(catalogueApi.endpoints.getProductPage.initiate(params.productId));
    }
  },
  head: (store, { params, url }) => {
    const id = params.productId ?? '';
    const result = catalogueApi.endpoints.getProductPage.select(id)(store.getState());
    const product = result.data?.product ?? null;
    if (!product) {
      const notFound = Boolean(result.data) || isNotFoundError(result.error) || !id;
      return {
        head: {
          title: notFound ? 'Product not found' : 'Saree',
          description: '',
          path: url.pathname,
          type: 'website',
          noindex: notFound,
        },
        status: notFound ? 404 : 200,
        failed: failedQuery(result),
      };
    }
    const price = effectivePrice(product);
    const inStock = product.totalStock > 0;
    const summary = metaDescription(product.description || product.title);
    const availability = inStock ? 'In stock' : 'Out of stock';
    return ok({
      title: product.title,
      description: metaDescription(`${formatPrice(price)} · ${availability}. ${summary}`),
      path: paths.shop.details.getHref(product.id),
      type: 'product',
      images: product.image.map((image) => ({ url: image, alt: product.title })),
      product: { price, inStock },
      jsonLd: [productJsonLd(product, result.data?.reviews ?? [], linked())],
      lcpImage: product.image[0]
        ? { url: product.image[0], sizes: '(max-width: 767px) 100vw, 50vw' }
        : undefined,
    });
  },
};

/** Pages rendered without data: their layout and a generic head. */
function staticPlan(module: string, title: string, options: Partial<PageHead> = {}): PagePlan {
  return {
    module,
    head: (_store, { url }) =>
      ok({ title, description: '', path: url.pathname, type: 'website', ...options }),
  };
}

const privatePage = { noindex: true } as const;

/** Route path (as in paths.ts) → its plan. */
export const PAGE_PLANS: ReadonlyMap<string, PagePlan> = new Map([
  [paths.shop.home.path, homePlan],
  [paths.shop.collections.path, collectionPlan],
  [paths.shop.collection.path, collectionPlan],
  [paths.shop.newArrivals.path, newArrivalsPlan],
  [paths.shop.search.path, searchPlan],
  [paths.shop.details.path, productPlan],
  [paths.shop.contact.path, staticPlan('src/app/routes/shop/contact.tsx', 'Contact Us')],
  [
    paths.shop.checkout.path,
    staticPlan('src/app/routes/shop/checkout.tsx', 'Checkout', privatePage),
  ],
  [
    paths.shop.account.path,
    staticPlan('src/app/routes/shop/account.tsx', 'My Account', privatePage),
  ],
  [
    paths.shop.paymentSuccess.path,
    staticPlan('src/app/routes/shop/payment-success.tsx', 'Payment Successful', privatePage),
  ],
  [
    paths.shop.paymentReturn.path,
    staticPlan('src/app/routes/shop/payment-return.tsx', 'Payment', privatePage),
  ],
  [
    paths.shop.codPlaced.path,
    staticPlan('src/app/routes/shop/cod-placed.tsx', 'Confirm your order', privatePage),
  ],
  [
    paths.codConfirm.path,
    staticPlan('src/app/routes/cod-confirm.tsx', 'Confirm your order', privatePage),
  ],
  [paths.auth.login.path, staticPlan('src/app/routes/auth/login.tsx', 'Sign In', privatePage)],
  [
    paths.auth.register.path,
    staticPlan('src/app/routes/auth/register.tsx', 'Create Account', privatePage),
  ],
  [
    paths.auth.forgotPassword.path,
    staticPlan('src/app/routes/auth/forgot-password.tsx', 'Forgot Password', privatePage),
  ],
  [
    paths.auth.resetPassword.path,
    staticPlan('src/app/routes/auth/reset-password.tsx', 'Reset Password', privatePage),
  ],
  [
    paths.unauthorized.path,
    staticPlan('src/app/routes/unauthorized.tsx', 'No access', privatePage),
  ],
]);

/** The root `/` (decided on the client by the session) and unknown paths. */
export const ROOT_PLAN = staticPlan('src/main.tsx', '');
export const NOT_FOUND_PLAN: PagePlan = {
  module: 'src/main.tsx',
  head: (_store, { url }) => ({
    head: {
      title: 'Page not found',
      description: '',
      path: url.pathname,
      type: 'website',
      noindex: true,
    },
    status: 404,
    failed: false,
  }),
};

/** Every query a page started, settled. */
export async function settleQueries(store: AppStore): Promise<void> {
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
}
