import { baseApi } from '@/lib/api';
import {
  envelopeData,
  isRecord,
  readCart,
  readMergeResult,
  readProductStock,
  type Cart,
  type MergeResult,
  type ProductStock,
} from '../types/cart';

// The server cart (docs/api-buying.md, "Cart"): every call needs the session and names the
// signed-in user's id. Each change answers the whole cart, which replaces the cached one.

const enc = encodeURIComponent;
const CART = (userId: string) => ({ type: 'Cart' as const, id: userId });

export type CartChange = { cart: Cart; message: string };

function readChange(envelope: unknown): CartChange {
  const message =
    isRecord(envelope) && typeof envelope.message === 'string' ? envelope.message : '';
  return { cart: readCart(envelopeData(envelope)), message };
}

/** A change's answer carries the whole cart: it replaces the cached one (no refetch). */
async function replaceCachedCart(
  { userId }: { userId: string },
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: CartChange | MergeResult }>;
  },
): Promise<void> {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) void dispatch(cartApi.util.upsertQueryData('getCart', userId, answer.data.cart));
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, string>({
      query: (userId) => `/shop/cart/get/${enc(userId)}`,
      transformResponse: (envelope: unknown) => readCart(envelopeData(envelope)),
      extraOptions: { requiresAuth: true },
      providesTags: (_cart, _error, userId) => [CART(userId)],
    }),

    addToCart: build.mutation<
      CartChange,
      { userId: string; productId: string; quantity: number; colorId?: string | null }
    >({
      query: ({ userId, productId, quantity, colorId }) => ({
        url: '/shop/cart/add',
        method: 'POST',
        body: colorId ? { userId, productId, quantity, colorId } : { userId, productId, quantity },
      }),
      transformResponse: readChange,
      extraOptions: { requiresAuth: true },
      onQueryStarted: replaceCachedCart,
    }),

    updateCartItem: build.mutation<
      CartChange,
      {
        userId: string;
        productId: string;
        colorId: string | null;
        quantity?: number;
        oldColorId?: string | null;
      }
    >({
      query: ({ userId, productId, colorId, quantity, oldColorId }) => ({
        url: '/shop/cart/update-cart',
        method: 'PUT',
        body: {
          userId,
          productId,
          colorId: colorId ?? undefined,
          ...(quantity === undefined ? {} : { quantity }),
          ...(oldColorId ? { oldColorId } : {}),
        },
      }),
      transformResponse: readChange,
      extraOptions: { requiresAuth: true },
      onQueryStarted: replaceCachedCart,
    }),

    removeCartItem: build.mutation<
      CartChange,
      { userId: string; productId: string; colorId: string | null }
    >({
      query: ({ userId, productId, colorId }) => ({
        url: `/shop/cart/${enc(userId)}/${enc(productId)}${colorId ? `/${enc(colorId)}` : ''}`,
        method: 'DELETE',
      }),
      transformResponse: readChange,
      extraOptions: { requiresAuth: true },
      onQueryStarted: replaceCachedCart,
    }),

    /**
     * The colours and stock of the guest cart's products (`GET /shop/products/get/{id}` each,
     * public and cached by the gateway), keyed by product id; a product that is gone (404)
     * is missing from the answer. `ids` is the sorted, comma-joined product ids.
     */
    getGuestCartStock: build.query<Record<string, ProductStock>, string>({
      async queryFn(ids, _api, _extraOptions, baseQuery) {
        const answers = await Promise.all(
          ids
            .split(',')
            .filter(Boolean)
            .map(async (id) => ({ id, result: await baseQuery(`/shop/products/get/${enc(id)}`) })),
        );
        const stock: Record<string, ProductStock> = {};
        for (const { id, result } of answers) {
          if (result.error) {
            if (result.error.status === 404) continue;
            return { error: result.error };
          }
          stock[id] = readProductStock(envelopeData(result.data));
        }
        return { data: stock };
      },
      providesTags: ['Product'],
    }),

    mergeCart: build.mutation<
      MergeResult,
      { userId: string; items: { productId: string; colorId: string | null; quantity: number }[] }
    >({
      query: ({ userId, items }) => ({
        url: '/shop/cart/merge',
        method: 'POST',
        body: {
          userId,
          items: items.map(({ productId, colorId, quantity }) =>
            colorId ? { productId, colorId, quantity } : { productId, quantity },
          ),
        },
      }),
      transformResponse: readMergeResult,
      extraOptions: { requiresAuth: true },
      onQueryStarted: replaceCachedCart,
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useMergeCartMutation,
  useGetGuestCartStockQuery,
} = cartApi;
