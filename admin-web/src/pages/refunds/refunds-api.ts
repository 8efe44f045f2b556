// Admin refunds (docs/api-buying.md, "Refunds"): every refund of a captured payment the shop
// did not keep, and of a return (docs/returns.md), newest first, by status and in server-side
// pages; and retrying a failed one with the payment provider now. Amounts are rupees at this
// edge. A refund is known by its own `id`: the payment id for a whole refund, `return-{id}`
// for a return's partial refund (two rows, should one payment have both).
import { z } from 'zod';
import { baseApi } from '../../lib/api';
import type { RefundStatus } from './refund-model';

const text = z.string().nullish();

const refundSchema = z
  .object({
    id: text,
    paymentId: z.string().min(1),
    orderId: text,
    amount: z.number().nullish(),
    reason: text,
    status: text,
    providerRefundId: text,
    error: text,
    attempts: z.number().nullish(),
    requestedAt: text,
    updatedAt: text,
  })
  .transform((raw) => ({
    // An older answer without `id`: the payment id, which was the refund's key.
    id: raw.id?.trim() || raw.paymentId,
    paymentId: raw.paymentId,
    orderId: raw.orderId ?? '',
    amount: raw.amount ?? 0,
    reason: raw.reason ?? '',
    status: raw.status ?? '',
    providerRefundId: raw.providerRefundId?.trim() ?? '',
    error: raw.error?.trim() ?? '',
    attempts: raw.attempts ?? 0,
    requestedAt: raw.requestedAt ?? null,
    updatedAt: raw.updatedAt ?? null,
  }));

/** A refund as the refunds screen shows it. */
export type AdminRefund = z.output<typeof refundSchema>;

const refundListAnswerSchema = z.object({
  data: z.array(refundSchema),
  total: z.number().int().nonnegative().optional(),
});

const retryAnswerSchema = z.object({
  message: z.string().optional(),
  data: refundSchema,
});

export interface RefundListArgs {
  /** Only refunds of this status; none lists every refund. */
  status?: RefundStatus;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface RefundList {
  refunds: AdminRefund[];
  /** All refunds of the status, over every page. */
  total: number;
}

export interface RetryAnswer {
  /** "Refund completed", or "The payment provider refused the refund again: …". */
  message: string;
  refund: AdminRefund;
}

const LIST_TAG = { type: 'Refund' as const, id: 'LIST' };

const unexpectedShape = (what: string) => () => ({
  status: 'CUSTOM_ERROR' as const,
  error: `The server answered ${what} in an unexpected shape`,
});

export const refundsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminRefunds: build.query<RefundList, RefundListArgs>({
      query: ({ status, page, pageSize }) => ({
        url: 'admin/refunds',
        params: { ...(status ? { status } : {}), page, pageSize },
      }),
      rawResponseSchema: refundListAnswerSchema,
      transformResponse: (answer: z.output<typeof refundListAnswerSchema>) => ({
        refunds: answer.data,
        total: answer.total ?? answer.data.length,
      }),
      catchSchemaFailure: unexpectedShape('the refunds list'),
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.refunds.map((refund) => ({
          type: 'Refund' as const,
          id: refund.id,
        })) ?? []),
      ],
    }),
    /** Takes the refund's `id` (a payment id, or `return-{id}`). */
    retryRefund: build.mutation<RetryAnswer, string>({
      query: (refundId) => ({
        url: `admin/refunds/${encodeURIComponent(refundId)}/retry`,
        method: 'POST',
      }),
      rawResponseSchema: retryAnswerSchema,
      transformResponse: (answer: z.output<typeof retryAnswerSchema>) => ({
        message: answer.message ?? '',
        refund: answer.data,
      }),
      catchSchemaFailure: unexpectedShape('the retry'),
      // The row shows the answer at once, in every list holding it; then the lists are
      // fetched again (a refunded row leaves the Failed filter).
      async onQueryStarted(refundId, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const cached = refundsApi.util.selectInvalidatedBy(getState(), [
            { type: 'Refund', id: refundId },
          ]);
          for (const { endpointName, originalArgs } of cached) {
            if (endpointName !== 'getAdminRefunds') continue;
            dispatch(
              refundsApi.util.updateQueryData(
                'getAdminRefunds',
                originalArgs as RefundListArgs,
                (draft) => {
                  const index = draft.refunds.findIndex((r) => r.id === refundId);
                  // The row keeps its id (an answer without one would read as the payment's).
                  if (index >= 0) draft.refunds[index] = { ...data.refund, id: refundId };
                },
              ),
            );
          }
        } catch {
          // a refusal or no answer: the page reports it; nothing to patch
        }
      },
      // 404 and 409 also mean the row is stale (another retry, the automatic sweep).
      invalidatesTags: (_result, error, refundId) =>
        !error || (typeof error.status === 'number' && [404, 409].includes(error.status))
          ? [{ type: 'Refund', id: refundId }, LIST_TAG]
          : [],
    }),
  }),
});

export const { useGetAdminRefundsQuery, useRetryRefundMutation } = refundsApi;
