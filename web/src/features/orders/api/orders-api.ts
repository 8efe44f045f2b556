import { getApiErrorStatus } from '@boutique/web-kit/api-error';
import { baseApi } from '@/lib/api';
import { fileNameFromDisposition, saveBlob } from '@boutique/web-kit/download';
import {
  readCancelEnvelope,
  readOrderAnswer,
  readOrderEnvelope,
  readOrderList,
  type CancelledOrder,
  type Order,
  type OrderAnswer,
} from '../types/order';

// The signed-in customer's orders (docs/api-buying.md, "Orders").
const enc = encodeURIComponent;

/** An order's GST documents (issue 17): its tax invoice and, once cancelled, its credit note. */
export type OrderDocumentKind = 'invoice' | 'credit-note';

/** The name a document is saved under when the server names none: `invoice-1a2b3c4d.pdf`. */
export const documentFallbackName = (kind: OrderDocumentKind, orderId: string) =>
  `${kind}-${orderId.slice(0, 8)}.pdf`;

/**
 * What the shopper asks to return (docs/returns.md): the lines, a reason, an optional note
 * and the ids of the photos uploaded for it (left out when there are none).
 */
export type ReturnRequestBody = {
  lines: { productId: string; colourId: string; quantity: number }[];
  reason: string;
  note: string;
  photos?: string[];
};

/** Where a return's photo is uploaded, one at a time (`useUploadFile`, lib/upload.ts). */
export const RETURN_PHOTO_UPLOAD_PATH = '/shop/upload/return-photo';

/** A 4xx changed nothing but may mean the order moved on meanwhile: it is read again. */
function refusedOrDone(error: unknown): boolean {
  const status = getApiErrorStatus(error);
  return !error || (typeof status === 'number' && status >= 400 && status < 500);
}

// Duck-typed: outside the browser (tests) fetch's Blob is not the window's.
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && 'size' in value && 'arrayBuffer' in value;

/** A PDF's bytes; an error answer's JSON envelope (or its text) for the error message. */
async function readDocumentResponse(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const body = await response.text();
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<Order[], string>({
      query: (userId) => `/shop/order/list/${enc(userId)}`,
      transformResponse: readOrderList,
      extraOptions: { requiresAuth: true },
      providesTags: (orders = []) => [
        { type: 'Order', id: 'LIST' },
        ...orders.map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    getOrderDetails: build.query<Order, string>({
      query: (orderId) => `/shop/order/details/${enc(orderId)}`,
      transformResponse: readOrderEnvelope,
      extraOptions: { requiresAuth: true },
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    // The customer cancels their own order before it ships (issue 17). The answer's order
    // replaces the cached one at once; the list and the order are read again after it, and
    // after a refusal too (4xx: it may have shipped meanwhile). A 5xx or no answer changed
    // nothing the page can know of, so nothing is read again.
    cancelOrder: build.mutation<CancelledOrder, { orderId: string; userId: string }>({
      query: ({ orderId }) => ({ url: '/shop/order/cancel', method: 'POST', body: { orderId } }),
      transformResponse: readCancelEnvelope,
      extraOptions: { requiresAuth: true },
      async onQueryStarted({ orderId, userId }, { dispatch, queryFulfilled }) {
        let answer: CancelledOrder;
        try {
          ({ data: answer } = await queryFulfilled);
        } catch {
          return;
        }
        const order = answer.order.id ? answer.order : null;
        if (!order || order.id !== orderId) return;
        dispatch(
          ordersApi.util.updateQueryData('getMyOrders', userId, (orders) =>
            orders.map((cached) => (cached.id === orderId ? order : cached)),
          ),
        );
        dispatch(ordersApi.util.updateQueryData('getOrderDetails', orderId, () => order));
      },
      invalidatesTags: (_result, error, { orderId }) =>
        refusedOrDone(error)
          ? [
              { type: 'Order', id: 'LIST' },
              { type: 'Order', id: orderId },
            ]
          : [],
    }),
    // The shopper asks to return lines of a delivered order (docs/returns.md). The answer's
    // order (with its return) replaces the cached one in place; nothing is read again after
    // success. A refusal (4xx: the window closed, a return already asked) reads the order
    // and the list again, so the page shows it as it is now.
    requestReturn: build.mutation<
      OrderAnswer,
      { orderId: string; userId: string; body: ReturnRequestBody }
    >({
      query: ({ orderId, body }) => ({
        url: `/shop/order/${enc(orderId)}/return`,
        method: 'POST',
        body,
      }),
      transformResponse: readOrderAnswer,
      extraOptions: { requiresAuth: true },
      async onQueryStarted({ orderId, userId }, { dispatch, queryFulfilled }) {
        let answer: OrderAnswer;
        try {
          ({ data: answer } = await queryFulfilled);
        } catch {
          return;
        }
        const order = answer.order.id === orderId ? answer.order : null;
        if (!order) return;
        dispatch(
          ordersApi.util.updateQueryData('getMyOrders', userId, (orders) =>
            orders.map((cached) => (cached.id === orderId ? order : cached)),
          ),
        );
        dispatch(ordersApi.util.updateQueryData('getOrderDetails', orderId, () => order));
      },
      invalidatesTags: (_result, error, { orderId }) =>
        error && refusedOrDone(error)
          ? [
              { type: 'Order', id: 'LIST' },
              { type: 'Order', id: orderId },
            ]
          : [],
    }),
    // Fetches the PDF with the session's token (the base query signs it and renews the
    // session as for any call) and hands it to the browser to save, under the name of the
    // answer's Content-Disposition. The file never enters the store: the result is its name.
    saveOrderDocument: build.mutation<
      { fileName: string },
      { orderId: string; kind: OrderDocumentKind }
    >({
      async queryFn({ orderId, kind }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `/shop/order/${kind}/${enc(orderId)}`,
          responseHandler: readDocumentResponse,
        });
        if (result.error) return { error: result.error };
        if (!isBlob(result.data)) {
          return { error: { status: 'CUSTOM_ERROR', error: 'The answer was not a file' } };
        }
        const fileName = fileNameFromDisposition(
          result.meta?.response?.headers.get('Content-Disposition'),
          documentFallbackName(kind, orderId),
        );
        saveBlob(result.data, fileName);
        return { data: { fileName } };
      },
      extraOptions: { requiresAuth: true },
    }),
  }),
});

export const {
  useGetMyOrdersQuery,
  useGetOrderDetailsQuery,
  useCancelOrderMutation,
  useRequestReturnMutation,
  useSaveOrderDocumentMutation,
} = ordersApi;
