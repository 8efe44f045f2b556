// Admin returns after delivery (docs/returns.md, "The owner's side"): every return, newest
// first, by status and in server-side pages; and the owner's steps (approve, reject, mark
// received, refund, replace), each answering the return as it now is. Rupees at this edge.
import { z } from 'zod';
import { baseApi } from '../../lib/api';
import { returnPhotosSchema } from '../../lib/return-photos';
import type { ReturnStatus } from '../../components/return-status';
import type { RefundBody } from './return-model';

const text = z.string().nullish();
const amount = z.number().nullish();
const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

const lineSchema = z
  .object({
    productId: text,
    colourId: text,
    title: text,
    colourTitle: text,
    image: text,
    quantity: z.number().nullish(),
    price: amount,
  })
  .transform((raw) => ({
    productId: raw.productId ?? '',
    colourId: raw.colourId ?? '',
    title: trimmed(raw.title),
    colourTitle: trimmed(raw.colourTitle),
    image: trimmed(raw.image),
    quantity: raw.quantity ?? 0,
    price: raw.price ?? 0,
  }));
export type ReturnLine = z.output<typeof lineSchema>;

const returnSchema = z
  .object({
    id: z.string().min(1),
    orderId: text,
    status: text,
    reason: text,
    reasonLabel: text,
    note: text,
    lines: z.array(lineSchema).nullish(),
    itemsAmount: amount,
    shippingReimbursement: amount,
    deduction: amount,
    refundAmount: amount,
    resolution: text,
    ownerNote: text,
    requestedAt: text,
    decidedAt: text,
    receivedAt: text,
    resolvedAt: text,
    refundedAt: text,
    refundReference: text,
    creditNoteNumber: text,
    photos: returnPhotosSchema,
    customerName: text,
    email: text,
    orderDate: text,
    paymentMethod: text,
  })
  .transform((raw) => ({
    id: raw.id,
    orderId: raw.orderId ?? '',
    status: trimmed(raw.status),
    reason: trimmed(raw.reason),
    reasonLabel: trimmed(raw.reasonLabel),
    note: trimmed(raw.note),
    lines: raw.lines ?? [],
    itemsAmount: raw.itemsAmount ?? 0,
    shippingReimbursement: raw.shippingReimbursement ?? 0,
    deduction: raw.deduction ?? 0,
    refundAmount: raw.refundAmount ?? 0,
    /** '' | refund | replacement. */
    resolution: trimmed(raw.resolution),
    ownerNote: trimmed(raw.ownerNote),
    // RFC 3339, or '' while not yet.
    requestedAt: trimmed(raw.requestedAt),
    decidedAt: trimmed(raw.decidedAt),
    receivedAt: trimmed(raw.receivedAt),
    resolvedAt: trimmed(raw.resolvedAt),
    /** Once the provider (or the owner, for COD) refunded. */
    refundedAt: trimmed(raw.refundedAt),
    refundReference: trimmed(raw.refundReference),
    creditNoteNumber: trimmed(raw.creditNoteNumber),
    /** The customer's photo URLs (at most 4), in the order sent; [] when none. */
    photos: raw.photos,
    customerName: trimmed(raw.customerName),
    email: trimmed(raw.email),
    orderDate: trimmed(raw.orderDate),
    /** The order's: `cod` for cash on delivery; absent means paid online. */
    paymentMethod: trimmed(raw.paymentMethod),
  }));

/** A return as the returns screen shows it. */
export type AdminReturn = z.output<typeof returnSchema>;

/** A return handed over by another screen (the order's `returnRequest`), or null. */
export function readReturn(raw: unknown): AdminReturn | null {
  const parsed = returnSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const returnListAnswerSchema = z.object({
  data: z.array(returnSchema),
  total: z.number().int().nonnegative().optional(),
});

const stepAnswerSchema = z.object({ message: z.string().optional(), data: returnSchema });

export interface ReturnListArgs {
  /** Only returns of this status; none lists every return. */
  status?: ReturnStatus;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface ReturnList {
  returns: AdminReturn[];
  /** All returns of the status, over every page. */
  total: number;
}

export type ReturnStepArgs =
  | { id: string; step: 'approve'; body: { note?: string } }
  | { id: string; step: 'reject'; body: { note: string } }
  | { id: string; step: 'received' | 'replace' }
  | { id: string; step: 'refund'; body: RefundBody };

export interface ReturnStepAnswer {
  /** "Return approved", "Refund of ₹2,999 started", … ('' when none came). */
  message: string;
  return: AdminReturn;
}

const LIST_TAG = { type: 'Return' as const, id: 'LIST' };

const unexpectedShape = (what: string) => () => ({
  status: 'CUSTOM_ERROR' as const,
  error: `The server answered ${what} in an unexpected shape`,
});

export const returnsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminReturns: build.query<ReturnList, ReturnListArgs>({
      query: ({ status, page, pageSize }) => ({
        url: 'admin/returns',
        params: { ...(status ? { status } : {}), page, pageSize },
      }),
      rawResponseSchema: returnListAnswerSchema,
      transformResponse: (answer: z.output<typeof returnListAnswerSchema>) => ({
        returns: answer.data,
        total: answer.total ?? answer.data.length,
      }),
      catchSchemaFailure: unexpectedShape('the returns list'),
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.returns.map((ret) => ({ type: 'Return' as const, id: ret.id })) ?? []),
      ],
    }),
    returnStep: build.mutation<ReturnStepAnswer, ReturnStepArgs>({
      query: (args) => ({
        url: `admin/returns/${encodeURIComponent(args.id)}/${args.step}`,
        method: 'POST',
        ...('body' in args ? { body: args.body } : {}),
      }),
      rawResponseSchema: stepAnswerSchema,
      transformResponse: (answer: z.output<typeof stepAnswerSchema>) => ({
        message: answer.message ?? '',
        return: answer.data,
      }),
      catchSchemaFailure: unexpectedShape('the return'),
      // The row shows the answer at once, in every list holding it; then the lists (a row
      // leaves its status filter) and the order (its returnRequest) are fetched again.
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const cached = returnsApi.util.selectInvalidatedBy(getState(), [{ type: 'Return', id }]);
          for (const { endpointName, originalArgs } of cached) {
            if (endpointName !== 'getAdminReturns') continue;
            dispatch(
              returnsApi.util.updateQueryData(
                'getAdminReturns',
                originalArgs as ReturnListArgs,
                (draft) => {
                  const index = draft.returns.findIndex((ret) => ret.id === id);
                  if (index >= 0) draft.returns[index] = data.return;
                },
              ),
            );
          }
        } catch {
          // a refusal or no answer: the dialog reports it; nothing to patch
        }
      },
      // A 409 (a step out of order) also means the row is stale.
      invalidatesTags: (result, error, { id }) =>
        !error || error.status === 409
          ? [
              { type: 'Return', id },
              LIST_TAG,
              ...(result?.return.orderId
                ? [{ type: 'Order' as const, id: result.return.orderId }]
                : []),
              { type: 'Order', id: 'LIST' },
            ]
          : [],
    }),
  }),
});

export const { useGetAdminReturnsQuery, useReturnStepMutation } = returnsApi;
