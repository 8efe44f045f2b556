// Admin orders (docs/api-buying.md, "Orders"): the paid orders, newest first, with a search
// by order id (or its start) and server-side pages; one order's details; and the status
// update. Amounts are rupees at this edge.
import { z } from 'zod';
import { baseApi } from '../../lib/api';
import { returnPhotosSchema } from '../../lib/return-photos';
import { fileNameFromDisposition, saveBlob } from '@boutique/web-kit/download';

const text = z.string().nullish();
const amount = z.number().nullish();

const itemSchema = z
  .object({
    productId: text,
    title: text,
    productCode: text,
    image: text,
    quantity: z.number().nullish(),
    price: amount,
    lineTotal: amount,
    colors: z.object({ _id: text, id: text, title: text }).nullish(),
  })
  .transform((raw) => ({
    productId: raw.productId ?? '',
    title: raw.title ?? '',
    productCode: raw.productCode ?? '',
    colour: raw.colors?.title ?? '',
    quantity: raw.quantity ?? 0,
    price: raw.price ?? 0,
  }));
export type OrderItem = z.output<typeof itemSchema>;

const addressSchema = z.object({
  addressId: text,
  name: text,
  address: text,
  state: text,
  city: text,
  pincode: z.union([z.string(), z.number()]).nullish(),
  phone: z.union([z.string(), z.number()]).nullish(),
  notes: text,
  deliveryZone: text,
  deliveryEarliestDate: text,
  deliveryLatestDate: text,
});

// The cash-on-delivery side of an order (docs/cash-on-delivery.md, "The order"); null for an
// order paid online. Rupees; times RFC 3339 or ''.
const codSchema = z
  .object({
    status: text,
    fee: amount,
    advance: amount,
    dueOnDelivery: amount,
    confirmBy: text,
    confirmedAt: text,
    cashCollected: amount,
    cashCollectedAt: text,
    riskLevel: text,
    riskReasons: z.array(z.string()).nullish(),
  })
  .transform((raw) => ({
    /** awaiting-confirmation, awaiting-advance, confirmed, collected or rto. */
    status: raw.status?.trim() ?? '',
    fee: raw.fee ?? 0,
    advance: raw.advance ?? 0,
    dueOnDelivery: raw.dueOnDelivery ?? 0,
    confirmBy: raw.confirmBy?.trim() ?? '',
    confirmedAt: raw.confirmedAt?.trim() ?? '',
    cashCollected: raw.cashCollected ?? 0,
    cashCollectedAt: raw.cashCollectedAt?.trim() ?? '',
    /** low, medium or high ('' when not assessed). */
    riskLevel: raw.riskLevel?.trim() ?? '',
    riskReasons: raw.riskReasons ?? [],
  }));
/** What a COD order adds: its status, fee, advance, cash due and collected, and its risk. */
export type OrderCod = z.output<typeof codSchema>;

// The order's return after delivery (docs/returns.md), as the API shows it: its id, status,
// refund and the customer's photo URLs read here, the rest kept as it came for the returns
// screen (handed over with its link).
const returnRequestSchema = z.looseObject({
  id: z.string().min(1),
  status: text,
  photos: returnPhotosSchema,
  // Its refund (rupees; RFC 3339 or ''), for the payment badge: read leniently.
  refundAmount: amount.catch(null),
  refundedAt: text.catch(null),
});
/** The return of an order: its id, status and photos, and every other field as the API sent it. */
export type OrderReturnRequest = z.output<typeof returnRequestSchema>;

/** An http(s) address as it is; anything else (or nothing) as '' (never a javascript: link). */
function safeHttpUrl(value: string | null | undefined): string {
  try {
    const url = new URL(value?.trim() ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}

const orderSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    email: text,
    user: z.object({ name: text, userName: text, email: text }).nullish(),
    orderDate: text,
    totalAmount: amount,
    paymentMethod: text,
    paymentStatus: text,
    orderStatus: text,
    trackingNumber: text,
    cartItems: z.array(itemSchema).nullish(),
    addressInfo: addressSchema.nullish(),
    nextStatuses: z.array(z.string()).nullish(),
    courierId: text,
    courierName: text,
    trackingUrl: text,
    cancelReason: text,
    invoiceNumber: text,
    invoiceDate: text,
    creditNoteNumber: text,
    creditNoteDate: text,
    refundedAmount: amount,
    refundedAt: text,
    refundReference: text,
    cod: codSchema.nullish(),
    // A return in an unexpected shape leaves the order readable (no Return section).
    returnRequest: returnRequestSchema.nullish().catch(null),
  })
  .transform((raw, ctx) => {
    const id = raw.id ?? raw._id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'An order without an id' });
      return z.NEVER;
    }
    const address = raw.addressInfo;
    return {
      id,
      orderDate: raw.orderDate ?? null,
      totalAmount: raw.totalAmount ?? 0,
      paymentMethod: raw.paymentMethod ?? '',
      paymentStatus: raw.paymentStatus ?? '',
      orderStatus: raw.orderStatus ?? '',
      trackingNumber: raw.trackingNumber?.trim() ?? '',
      nextStatuses: raw.nextStatuses ?? [],
      /** Why a cancelled order was cancelled: customer, expired, sold-out, rto ('' otherwise). */
      cancelReason: raw.cancelReason?.trim() ?? '',
      // The GST invoice issued when the order was paid, and the credit note of its refund
      // (docs/api-buying.md, "Tax invoices"): '' when none; dates YYYY-MM-DD.
      invoiceNumber: raw.invoiceNumber?.trim() ?? '',
      invoiceDate: raw.invoiceDate?.trim() ?? '',
      creditNoteNumber: raw.creditNoteNumber?.trim() ?? '',
      creditNoteDate: raw.creditNoteDate?.trim() ?? '',
      // The refund of the order's own payment once the provider has made it (after the
      // customer's cancel or the shop's rejection of a paid order): rupees, when (RFC 3339)
      // and the provider's refund id (rfnd_…); 0 and '' until then.
      refundedAmount: raw.refundedAmount ?? 0,
      refundedAt: raw.refundedAt?.trim() ?? '',
      refundReference: raw.refundReference?.trim() ?? '',
      cod: raw.cod ?? null,
      returnRequest: raw.returnRequest ?? null,
      courier: {
        id: raw.courierId?.trim() ?? '',
        name: raw.courierName?.trim() ?? '',
        trackingUrl: safeHttpUrl(raw.trackingUrl),
      },
      items: raw.cartItems ?? [],
      customer: {
        name: raw.user?.userName?.trim() || raw.user?.name?.trim() || '',
        email: raw.email?.trim() || raw.user?.email?.trim() || '',
      },
      shipping: {
        name: address?.name ?? '',
        address: address?.address ?? '',
        state: address?.state ?? '',
        city: address?.city ?? '',
        pincode: address?.pincode == null ? '' : String(address.pincode),
        phone: address?.phone == null ? '' : String(address.phone),
        landmark: address?.notes ?? '',
        // The delivery promise made at checkout (docs/delivery-promise.md); '' when none.
        deliveryZone: address?.deliveryZone ?? '',
        deliveryEarliestDate: address?.deliveryEarliestDate ?? '',
        deliveryLatestDate: address?.deliveryLatestDate ?? '',
      },
    };
  });

/** An order as the orders screen shows it. */
export type AdminOrder = z.output<typeof orderSchema>;

const orderListAnswerSchema = z.object({
  data: z.array(orderSchema),
  total: z.number().int().nonnegative().optional(),
});

const orderAnswerSchema = z.object({ data: orderSchema });

const updateAnswerSchema = z.object({ message: z.string().optional() });

const courierSchema = z.object({ id: z.string(), name: z.string() });
/** A courier the shop ships with (the order service's ORDER_COURIERS). */
export type Courier = z.output<typeof courierSchema>;
const couriersAnswerSchema = z.object({ data: z.array(courierSchema) });

export interface OrderListArgs {
  /** An order id or its start; empty lists every paid order. */
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface OrderList {
  orders: AdminOrder[];
  /** All paid orders matching the search, over every page. */
  total: number;
}

export interface UpdateOrderStatusArgs {
  id: string;
  orderStatus: string;
  /** Sent only when given. */
  trackingNumber?: string;
  /** Sent only when given; required for inShipping. */
  courierId?: string;
}

export interface RecordCashCollectedArgs {
  orderId: string;
  /** Rupees. */
  amount: number;
}

/** The PDF documents of an order: its tax invoice, and the credit note of its refund. */
export type OrderDocumentKind = 'invoice' | 'credit-note';

export interface DownloadOrderDocumentArgs {
  orderId: string;
  kind: OrderDocumentKind;
}

const LIST_TAG = { type: 'Order' as const, id: 'LIST' };

/** A PDF as a Blob; a refusal's JSON envelope (or its text) as the error's data. */
async function readDocument(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const body = await response.text();
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

const unexpectedShape = (what: string) => () => ({
  status: 'CUSTOM_ERROR' as const,
  error: `The server answered ${what} in an unexpected shape`,
});

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<OrderList, OrderListArgs>({
      query: ({ search, page, pageSize }) => ({
        url: 'admin/orders/get',
        params: { ...(search ? { search } : {}), page, pageSize },
      }),
      rawResponseSchema: orderListAnswerSchema,
      transformResponse: (answer: z.output<typeof orderListAnswerSchema>) => ({
        orders: answer.data,
        total: answer.total ?? answer.data.length,
      }),
      catchSchemaFailure: unexpectedShape('the orders list'),
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.orders.map((order) => ({ type: 'Order' as const, id: order.id })) ?? []),
      ],
    }),
    getAdminOrder: build.query<AdminOrder, string>({
      query: (id) => `admin/orders/details/${encodeURIComponent(id)}`,
      rawResponseSchema: orderAnswerSchema,
      transformResponse: (answer: z.output<typeof orderAnswerSchema>) => answer.data,
      catchSchemaFailure: unexpectedShape('the order'),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    getCouriers: build.query<Courier[], void>({
      query: () => 'admin/orders/couriers',
      rawResponseSchema: couriersAnswerSchema,
      transformResponse: (answer: z.output<typeof couriersAnswerSchema>) => answer.data,
      catchSchemaFailure: unexpectedShape('the couriers'),
    }),
    updateOrderStatus: build.mutation<{ message?: string }, UpdateOrderStatusArgs>({
      query: ({ id, orderStatus, trackingNumber, courierId }) => ({
        url: `admin/orders/update/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: {
          orderStatus,
          ...(trackingNumber ? { trackingNumber } : {}),
          ...(courierId ? { courierId } : {}),
        },
      }),
      rawResponseSchema: updateAnswerSchema,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Order', id }, LIST_TAG]),
    }),
    /** The cash the courier collected for a shipped or delivered COD order (once). */
    recordCashCollected: build.mutation<{ message?: string }, RecordCashCollectedArgs>({
      query: ({ orderId, amount }) => ({
        url: `admin/orders/${encodeURIComponent(orderId)}/cod/collected`,
        method: 'POST',
        body: { amount },
      }),
      rawResponseSchema: updateAnswerSchema,
      invalidatesTags: (_result, error, { orderId }) =>
        error ? [] : [{ type: 'Order', id: orderId }, LIST_TAG],
    }),
    /** A shipped COD parcel came back refused: the order is cancelled (returned to origin). */
    markReturnedToOrigin: build.mutation<{ message?: string }, string>({
      query: (orderId) => ({
        url: `admin/orders/${encodeURIComponent(orderId)}/cod/rto`,
        method: 'POST',
      }),
      rawResponseSchema: updateAnswerSchema,
      invalidatesTags: (_result, error, orderId) =>
        error ? [] : [{ type: 'Order', id: orderId }, LIST_TAG],
    }),
    /**
     * Fetches the order's invoice or credit note (the PDF, with the session's token) and saves
     * it under the server's file name. Answers the file name; the Blob never enters the store.
     */
    downloadOrderDocument: build.mutation<{ fileName: string }, DownloadOrderDocumentArgs>({
      async queryFn({ orderId, kind }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `shop/order/${kind}/${encodeURIComponent(orderId)}`,
          responseHandler: readDocument,
        });
        if (result.error) return { error: result.error };
        // (A Blob of whichever realm made the Response: no instanceof.)
        if (typeof result.data !== 'object' || result.data === null || !('size' in result.data)) {
          return {
            error: { status: 'CUSTOM_ERROR', error: 'The server answered without a file' },
          };
        }
        const fileName = fileNameFromDisposition(
          result.meta?.response?.headers.get('Content-Disposition'),
          `${kind}-${orderId}.pdf`,
        );
        saveBlob(result.data as Blob, fileName);
        return { data: { fileName } };
      },
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useGetCouriersQuery,
  useUpdateOrderStatusMutation,
  useDownloadOrderDocumentMutation,
  useRecordCashCollectedMutation,
  useMarkReturnedToOriginMutation,
} = ordersApi;
