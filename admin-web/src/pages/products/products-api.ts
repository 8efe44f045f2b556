// Admin products (docs/api-catalogue.md, "Admin calls"): the list with name search and the
// screen's single filter, add, edit and delete; plus the categories the form offers.
// Amounts are rupees at this edge.
import { z } from 'zod';
import { baseApi } from '../../lib/api';

const colourSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    title: z.string().nullish(),
    inventory: z.number().nullish(),
    image: z.string().nullish(),
  })
  .transform((raw) => ({
    id: raw.id ?? raw._id ?? '',
    title: raw.title ?? '',
    inventory: raw.inventory ?? 0,
    image: raw.image ?? '',
  }));
export type ProductColour = z.output<typeof colourSchema>;

const productSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    title: z.string().nullish(),
    secondTitle: z.string().nullish(),
    productCode: z.string().nullish(),
    description: z.string().nullish(),
    category: z.string().nullish(),
    categoryName: z.string().nullish(),
    isNewArrival: z.boolean().nullish(),
    isFeatured: z.boolean().nullish(),
    isWatchAndBuy: z.boolean().nullish(),
    noReturns: z.boolean().nullish(),
    price: z.number().nullish(),
    salePrice: z.number().nullish(),
    totalStock: z.number().nullish(),
    averageReview: z.number().nullish(),
    reviewCount: z.number().nullish(),
    image: z.union([z.array(z.string()), z.string()]).nullish(),
    colors: z.array(colourSchema).nullish(),
    video: z.string().nullish(),
  })
  .transform((raw, ctx) => {
    const id = raw.id ?? raw._id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'A product without an id' });
      return z.NEVER;
    }
    const images = raw.image ?? [];
    return {
      id,
      title: raw.title ?? '',
      secondTitle: raw.secondTitle ?? '',
      productCode: raw.productCode ?? '',
      description: raw.description ?? '',
      category: raw.category ?? '',
      categoryName: raw.categoryName ?? '',
      isNewArrival: raw.isNewArrival ?? false,
      isFeatured: raw.isFeatured ?? false,
      isWatchAndBuy: raw.isWatchAndBuy ?? false,
      /** "Not returnable" (beaded or sequined work): no return after delivery. */
      noReturns: raw.noReturns ?? false,
      price: raw.price ?? 0,
      salePrice: raw.salePrice ?? 0,
      totalStock: raw.totalStock ?? 0,
      averageReview: raw.averageReview ?? 0,
      reviewCount: raw.reviewCount ?? 0,
      image: (Array.isArray(images) ? images : [images]).filter((url) => url !== ''),
      colors: raw.colors ?? [],
      video: raw.video ?? '',
    };
  });

/** A product as the products screen shows and edits it. */
export type AdminProduct = z.output<typeof productSchema>;

const productListAnswerSchema = z.object({
  data: z.array(productSchema),
  total: z.number().int().nonnegative().optional(),
});

const categoryOptionSchema = z
  .object({ _id: z.string().optional(), id: z.string().optional(), name: z.string() })
  .transform((raw) => ({ id: raw.id ?? raw._id ?? '', name: raw.name }));
export type CategoryOption = z.output<typeof categoryOptionSchema>;

const categoryListAnswerSchema = z.object({ data: z.array(categoryOptionSchema) });

/** The screen's single filter (docs/api-catalogue.md: `filter=`). */
export const PRODUCT_FILTERS = [
  'newArrivals',
  'featured',
  'outOfStock',
  'colorOutOfStock',
] as const;
export type ProductFilterKey = (typeof PRODUCT_FILTERS)[number];

/** The filter select's choice: everything, one of the filters, or one category. */
export type ProductFilter =
  { kind: 'all' } | { kind: 'filter'; key: ProductFilterKey } | { kind: 'category'; id: string };

export interface ProductListArgs {
  search: string;
  filter: ProductFilter;
  page: number;
  pageSize: number;
}

export interface ProductList {
  products: AdminProduct[];
  total: number;
}

/** What add and edit send (docs/api-catalogue.md, "Product fields"). */
export interface ProductPayload {
  title: string;
  secondTitle: string;
  productCode: string;
  description: string;
  category: string;
  isNewArrival: boolean;
  isFeatured: boolean;
  isWatchAndBuy: boolean;
  /** The owner's "Not returnable" flag (docs/returns.md); false unless set. */
  noReturns?: boolean;
  price: number;
  salePrice: number;
  totalStock: number;
  image: string[];
  video: string;
  colors: {
    _id?: string;
    title: string;
    inventory: number;
    image: string;
    baseInventory?: number;
  }[];
  baseTotalStock?: number;
}

export function listParams({ search, filter, page, pageSize }: ProductListArgs) {
  return {
    ...(search ? { search } : {}),
    ...(filter.kind === 'filter' ? { filter: filter.key } : {}),
    ...(filter.kind === 'category' ? { category: filter.id } : {}),
    page,
    pageSize,
  };
}

const LIST_TAG = { type: 'Product' as const, id: 'LIST' };
const CATEGORY_LIST_TAG = { type: 'Category' as const, id: 'LIST' };

const unexpected = (what: string) => () => ({
  status: 'CUSTOM_ERROR' as const,
  error: `The server answered ${what} in an unexpected shape`,
});

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductList, ProductListArgs>({
      query: (args) => ({ url: 'admin/products/get', params: listParams(args) }),
      rawResponseSchema: productListAnswerSchema,
      transformResponse: (answer: z.output<typeof productListAnswerSchema>) => ({
        products: answer.data,
        total: answer.total ?? answer.data.length,
      }),
      catchSchemaFailure: unexpected('the products list'),
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.products.map((p) => ({ type: 'Product' as const, id: p.id })) ?? []),
      ],
    }),
    getProductCategories: build.query<CategoryOption[], void>({
      query: () => 'admin/categories/get',
      rawResponseSchema: categoryListAnswerSchema,
      transformResponse: (answer: z.output<typeof categoryListAnswerSchema>) =>
        [...answer.data].sort((a, b) => a.name.localeCompare(b.name)),
      catchSchemaFailure: unexpected('the categories'),
      providesTags: [CATEGORY_LIST_TAG],
    }),
    addProduct: build.mutation<{ message?: string }, ProductPayload>({
      query: (body) => ({ url: 'admin/products/add', method: 'POST', body }),
      // Categories count their products.
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG, CATEGORY_LIST_TAG]),
    }),
    updateProduct: build.mutation<{ message?: string }, { id: string; payload: ProductPayload }>({
      query: ({ id, payload }) => ({
        url: `admin/products/edit/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: payload,
      }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Product', id }, LIST_TAG, CATEGORY_LIST_TAG, 'Review'],
    }),
    deleteProduct: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: `admin/products/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG, CATEGORY_LIST_TAG, 'Review']),
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductCategoriesQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
