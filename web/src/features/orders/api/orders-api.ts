import { baseApi } from '@/lib/api';
import { readOrderEnvelope, readOrderList, type Order } from '../types/order';

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
  }),
});

export const { useGetMyOrdersQuery, useGetOrderDetailsQuery } = ordersApi;
