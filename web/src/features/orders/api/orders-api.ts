import { getApiErrorStatus } from '@boutique/web-kit/api-error';
import { baseApi } from '@/lib/api';
import {
  readCancelEnvelope,
  readOrderEnvelope,
  readOrderList,
  type CancelledOrder,
  type Order,
} from '../types/order';

// The signed-in customer's orders (docs/api-buying.md, "Orders").
const enc = encodeURIComponent;

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
      invalidatesTags: (_result, error, { orderId }) => {
        const status = getApiErrorStatus(error);
        const refused = typeof status === 'number' && status >= 400 && status < 500;
        return !error || refused
          ? [
              { type: 'Order', id: 'LIST' },
              { type: 'Order', id: orderId },
            ]
          : [];
      },
    }),
  }),
});

export const { useGetMyOrdersQuery, useGetOrderDetailsQuery, useCancelOrderMutation } = ordersApi;
