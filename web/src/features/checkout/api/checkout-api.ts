import { baseApi } from '@/lib/api';
import type {
  CodConfirmation,
  CodQuote,
  CreatedOrder,
  PaymentProvider,
  SandboxPayAnswer,
} from '../types/checkout';
import { readCodConfirmation, readCodQuote } from '../utils/cod';

// Order create, payment config, capture, cancelling a payment window and the payment
// sandbox (docs/api-buying.md); the cash-on-delivery quote and confirmation
// (docs/cash-on-delivery.md).

type Raw = Record<string, unknown>;
const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;
const provider = (value: unknown): PaymentProvider | null =>
  value === 'razorpay' || value === 'sandbox' ? value : null;

export type OrderCreateBody = Record<string, unknown>;

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<{ provider: PaymentProvider | null; keyId: string }, void>({
      query: () => '/payments/config',
      transformResponse: (answer: unknown) => {
        const raw = record(answer);
        return { provider: provider(raw.provider), keyId: text(raw.keyId) };
      },
    }),

    createOrder: build.mutation<CreatedOrder, { body: OrderCreateBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/shop/order/create',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (answer: unknown) => {
        const raw = record(answer);
        return {
          orderId: text(raw.orderId),
          razorpayOrderId: text(raw.razorpayOrderId),
          amount: number(raw.amount),
          currency: text(raw.currency) || 'INR',
          keyId: text(raw.keyId),
          provider: raw.provider === 'cod' ? 'cod' : provider(raw.provider),
          message: text(raw.message),
        };
      },
      extraOptions: { requiresAuth: true },
    }),

    /**
     * Whether this basket to this address may be paid in cash at delivery, and how (a POST
     * that stores nothing; the order create assesses again). Read again whenever the body
     * changes; never kept long (the shopper's history changes it).
     */
    getCodQuote: build.query<
      CodQuote,
      { addressId: string; cartItems: Record<string, unknown>[]; totalAmount: number }
    >({
      query: (body) => ({ url: '/shop/order/cod/quote', method: 'POST', body }),
      transformResponse: readCodQuote,
      extraOptions: { requiresAuth: true },
      keepUnusedDataFor: 0,
    }),

    /** The e-mail link's one click: no sign-in, the token is the proof. */
    confirmCodOrder: build.mutation<CodConfirmation, { orderId: string; token: string }>({
      query: (body) => ({ url: '/shop/order/cod/confirm', method: 'POST', body }),
      transformResponse: readCodConfirmation,
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Order', id: 'LIST' }, 'Cart']),
    }),

    capturePayment: build.mutation<
      { message: string },
      { orderId: string; paymentId: string; signature?: string; payerId?: string }
    >({
      query: (body) => ({ url: '/shop/order/capture', method: 'POST', body }),
      transformResponse: (answer: unknown) => ({ message: text(record(answer).message) }),
      extraOptions: { requiresAuth: true },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Order', id: 'LIST' }, 'Cart']),
    }),

    /** The payment window closed without a payment: the order's units go back at once. */
    cancelPayment: build.mutation<{ message: string }, { orderId: string }>({
      query: (body) => ({ url: '/shop/order/cancel-payment', method: 'POST', body }),
      transformResponse: (answer: unknown) => ({ message: text(record(answer).message) }),
      extraOptions: { requiresAuth: true },
    }),

    sandboxPay: build.mutation<
      SandboxPayAnswer,
      { razorpayOrderId: string; outcome: 'success' | 'failure' }
    >({
      query: ({ razorpayOrderId, outcome }) => ({
        url: `/sandbox/razorpay/orders/${encodeURIComponent(razorpayOrderId)}/pay`,
        method: 'POST',
        body: { outcome },
      }),
      // Only the signed-in owner of the order may pay it, in the sandbox too.
      extraOptions: { requiresAuth: true },
      transformResponse: (answer: unknown): SandboxPayAnswer => {
        const raw = record(answer);
        if (raw.error) {
          const error = record(raw.error);
          return {
            ok: false,
            error: {
              code: text(error.code),
              description: text(error.description),
              reason: text(error.reason),
            },
          };
        }
        return {
          ok: true,
          response: {
            razorpay_payment_id: text(raw.razorpay_payment_id),
            razorpay_order_id: text(raw.razorpay_order_id),
            razorpay_signature: text(raw.razorpay_signature),
          },
        };
      },
    }),
  }),
});

export const {
  useGetPaymentConfigQuery,
  useCreateOrderMutation,
  useGetCodQuoteQuery,
  useConfirmCodOrderMutation,
  useCapturePaymentMutation,
  useCancelPaymentMutation,
  useSandboxPayMutation,
} = checkoutApi;
