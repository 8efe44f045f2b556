import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { baseApi } from '@/lib/api';
import { graphqlArgs, graphqlRequest, readGraphqlAnswer } from '@/lib/graphql';
import {
  isRecord,
  readCollectionPage,
  readProductList,
  readProductPage,
  readReviewEligibility,
  readSearchPage,
  type CollectionPage,
  type NewReview,
  type Product,
  type ProductPage,
  type ReviewEligibility,
  type SearchPage,
} from '../types/catalogue';
import type { PriceBucket, SortOption } from '../utils/listing-query';

// The catalogue pages (docs/api-catalogue.md): each page's data in one GraphQL round trip
// (collectionPage, productPage; homePage is composed by the home route from
// HOME_PAGE_SELECTION and the content feature's part); new arrivals, search and adding a review are
// REST. A review added refetches its product page (tags Review and Product).

/** The product page's product (the gateway's `Product`). */
const PRODUCT_FIELDS = `id title secondTitle productCode description category categorySlug
  categoryName isNewArrival isFeatured price salePrice totalStock averageReview reviewCount
  image colors { id title inventory image } isWatchAndBuy video noReturns createdAt`;
/**
 * A product in a list (the gateway's `ProductCard`: sliders, the collection grid, related):
 * what a card, its badges and quick add read; no description.
 */
const CARD_FIELDS = `id title productCode category isNewArrival isFeatured price salePrice
  totalStock image colors { id title inventory image }`;
const CATEGORY_FIELDS = 'id name description slug image productCount';
const REVIEW_FIELDS =
  'id productId userName reviewMessage reviewValue createdAt verifiedBuyer status';

/**
 * The catalogue part of the home page's `homePage` selection, read with `readHomePage`. The
 * home route composes it with the content part into its one round trip.
 */
export const HOME_PAGE_SELECTION = `categories { ${CATEGORY_FIELDS} }
  newArrivals { ${CARD_FIELDS} }
  featured { ${CARD_FIELDS} }`;

export type CollectionArgs = { slug?: string; price: PriceBucket[]; sortBy: SortOption };

const enc = encodeURIComponent;

const unexpectedAnswer: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: 'Unexpected response from the server',
  data: { success: false, message: 'Unexpected response from the server' },
};

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** One GraphQL page query: its root field read with `read`. */
    function pageQuery<Result, Arg>(
      document: (arg: Arg) => string,
      field: string,
      read: (raw: Record<string, unknown>) => Result,
    ) {
      return async (
        arg: Arg,
        baseQuery: (args: ReturnType<typeof graphqlRequest>) =>
          | PromiseLike<{ data?: unknown; error?: FetchBaseQueryError }>
          | {
              data?: unknown;
              error?: FetchBaseQueryError;
            },
      ): Promise<{ data: Result } | { error: FetchBaseQueryError }> => {
        const result = await baseQuery(graphqlRequest(document(arg)));
        if (result.error) return { error: result.error };
        const answer = readGraphqlAnswer(result.data);
        if ('error' in answer) return answer;
        const root = answer.data[field];
        return isRecord(root) ? { data: read(root) } : { error: unexpectedAnswer };
      };
    }

    const collectionPage = pageQuery<CollectionPage, CollectionArgs>(
      ({ slug, price, sortBy }) => `query CollectionPage { collectionPage(${graphqlArgs({
        slug,
        filter: price.length > 0 ? { price } : undefined,
        sortBy,
      })}) {
        category { ${CATEGORY_FIELDS} }
        categories { ${CATEGORY_FIELDS} }
        products { ${CARD_FIELDS} }
        total } }`,
      'collectionPage',
      readCollectionPage,
    );

    const productPage = pageQuery<ProductPage, string>(
      (id) => `query ProductPage { productPage(${graphqlArgs({ id })}) {
        product { ${PRODUCT_FIELDS} }
        reviews { ${REVIEW_FIELDS} }
        related { ${CARD_FIELDS} } } }`,
      'productPage',
      readProductPage,
    );

    return {
      getCollectionPage: build.query<CollectionPage, CollectionArgs>({
        queryFn: (arg, _api, _extra, baseQuery) => collectionPage(arg, baseQuery),
        providesTags: ['Product', 'Category'],
      }),

      getProductPage: build.query<ProductPage, string>({
        queryFn: (id, _api, _extra, baseQuery) => productPage(id, baseQuery),
        providesTags: (_result, _error, id) => [
          { type: 'Product', id },
          { type: 'Review', id },
        ],
      }),

      getNewArrivals: build.query<Product[], SortOption>({
        query: (sortBy) => ({
          url: '/shop/products/get',
          params: { newArrival: 'true', sortBy },
        }),
        transformResponse: readProductList,
        providesTags: ['Product'],
      }),

      // Ranked by the gateway: exact code, code contains, title starts with, title
      // contains, then typo-tolerant matches ("organja" finds Organza). A page of 24 cards
      // with the total; "Load more" fetches the next page (`?page=2`, ...) and appends it.
      searchProducts: build.infiniteQuery<SearchPage, string, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: (lastPage, _pages, lastPageParam) =>
            lastPage.products.length > 0 && lastPageParam * lastPage.pageSize < lastPage.total
              ? lastPageParam + 1
              : undefined,
        },
        query: ({ queryArg, pageParam }) => ({
          url: `/shop/search/${enc(queryArg)}`,
          // page 1 is the bare address (the one the gateway's cache already holds)
          params: pageParam > 1 ? { page: pageParam } : undefined,
        }),
        transformResponse: readSearchPage,
        providesTags: ['Product'],
        keepUnusedDataFor: 30,
      }),

      /** Signed in: may they review the saree (they bought it), and their own review. */
      getReviewEligibility: build.query<ReviewEligibility, string>({
        query: (productId) => `/shop/review-eligibility/${enc(productId)}`,
        transformResponse: readReviewEligibility,
        extraOptions: { requiresAuth: true },
        providesTags: (_result, _error, productId) => [{ type: 'Review', id: productId }],
      }),

      addReview: build.mutation<{ message?: string }, NewReview>({
        query: (review) => ({ url: '/shop/review/add', method: 'POST', body: review }),
        transformResponse: (body: unknown) => {
          const message = isRecord(body) ? body.message : undefined;
          return { message: typeof message === 'string' ? message : undefined };
        },
        extraOptions: { requiresAuth: true },
        invalidatesTags: (_result, error, { productId }) =>
          error
            ? []
            : [
                { type: 'Review', id: productId },
                { type: 'Product', id: productId },
              ],
      }),
    };
  },
});

export const {
  useGetCollectionPageQuery,
  useGetProductPageQuery,
  useGetNewArrivalsQuery,
  useSearchProductsInfiniteQuery,
  useAddReviewMutation,
  useGetReviewEligibilityQuery,
} = catalogueApi;
