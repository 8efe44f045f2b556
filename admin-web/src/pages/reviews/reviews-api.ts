// Admin product reviews (docs/api-catalogue.md, "Admin calls"): the reviewed products with
// their count and average, one product's reviews, deleting a review, and moderation: the
// reviews of a status with each status's count, approve, reject and the moderation switch.
import { z } from 'zod';
import {
  MODERATION_STATUSES,
  type ModerationCounts,
  type ModerationStatus,
} from '../../components/moderation';
import { baseApi } from '../../lib/api';

const reviewedProductSchema = z
  .object({
    productId: z.string(),
    title: z.string().nullish(),
    productCode: z.string().nullish(),
    image: z.union([z.string(), z.array(z.string())]).nullish(),
    reviewCount: z.number().nullish(),
    averageReview: z.number().nullish(),
  })
  .transform((raw) => ({
    productId: raw.productId,
    title: raw.title ?? '',
    productCode: raw.productCode ?? '',
    image: (Array.isArray(raw.image) ? raw.image[0] : raw.image) ?? '',
    reviewCount: raw.reviewCount ?? 0,
    averageReview: raw.averageReview ?? 0,
  }));
export type ReviewedProduct = z.output<typeof reviewedProductSchema>;

const reviewSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    productId: z.string().nullish(),
    userName: z.string().nullish(),
    reviewMessage: z.string().nullish(),
    reviewValue: z.number().nullish(),
    createdAt: z.string().nullish(),
    status: z.enum(MODERATION_STATUSES).nullish(),
    verifiedBuyer: z.boolean().nullish(),
    productTitle: z.string().nullish(),
    productCode: z.string().nullish(),
  })
  .transform((raw, ctx) => {
    const id = raw.id ?? raw._id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'A review without an id' });
      return z.NEVER;
    }
    return {
      id,
      productId: raw.productId ?? '',
      userName: raw.userName ?? '',
      reviewMessage: raw.reviewMessage ?? '',
      reviewValue: raw.reviewValue ?? 0,
      createdAt: raw.createdAt ?? null,
      status: raw.status ?? 'approved',
      verifiedBuyer: raw.verifiedBuyer ?? false,
      productTitle: raw.productTitle ?? '',
      productCode: raw.productCode ?? '',
    };
  });
export type AdminReview = z.output<typeof reviewSchema>;

/** A review's moderation state: only approved reviews are shown by the shop. */
export type ReviewStatus = ModerationStatus;

const countsSchema = z.object({
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
});
export type ReviewCounts = ModerationCounts;

const moderationAnswerSchema = z.object({ data: z.array(reviewSchema), counts: countsSchema });
const countsAnswerSchema = z.object({ data: countsSchema });
const settingsAnswerSchema = z.object({ data: z.object({ moderation: z.boolean() }) });

/** Every list a moderation changes: the shop's rating moves with it. */
const moderated = (productId: string) => [
  { type: 'Review' as const, id: 'MODERATION' },
  { type: 'Review' as const, id: 'PRODUCTS' },
  { type: 'Review' as const, id: `PRODUCT-${productId}` },
  { type: 'Product' as const, id: productId },
];

const reviewedAnswerSchema = z.object({ data: z.array(reviewedProductSchema) });
const reviewsAnswerSchema = z.object({ data: z.array(reviewSchema) });

const unexpected = () => ({
  status: 'CUSTOM_ERROR' as const,
  error: 'The server answered the reviews in an unexpected shape',
});

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReviewedProducts: build.query<ReviewedProduct[], void>({
      query: () => 'admin/product-reviews',
      rawResponseSchema: reviewedAnswerSchema,
      transformResponse: (answer: z.output<typeof reviewedAnswerSchema>) => answer.data,
      catchSchemaFailure: unexpected,
      providesTags: [{ type: 'Review', id: 'PRODUCTS' }],
    }),
    getProductReviews: build.query<AdminReview[], string>({
      query: (productId) => ({ url: 'admin/product-reviews', params: { productId } }),
      rawResponseSchema: reviewsAnswerSchema,
      transformResponse: (answer: z.output<typeof reviewsAnswerSchema>) => answer.data,
      catchSchemaFailure: unexpected,
      providesTags: (_r, _e, productId) => [{ type: 'Review', id: `PRODUCT-${productId}` }],
    }),
    deleteReview: build.mutation<{ message?: string }, { id: string; productId: string }>({
      query: ({ id }) => ({
        url: `admin/product-reviews/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      // The product's average changes too.
      invalidatesTags: (_r, error, { productId }) => (error ? [] : moderated(productId)),
    }),
    /** One status's reviews (newest first, with their product) and every status's count. */
    getModerationReviews: build.query<
      { reviews: AdminReview[]; counts: ReviewCounts },
      ReviewStatus
    >({
      query: (status) => ({ url: 'admin/product-reviews/moderation', params: { status } }),
      rawResponseSchema: moderationAnswerSchema,
      transformResponse: (answer: z.output<typeof moderationAnswerSchema>) => ({
        reviews: answer.data,
        counts: answer.counts,
      }),
      catchSchemaFailure: unexpected,
      providesTags: [{ type: 'Review', id: 'MODERATION' }],
    }),
    /** How many reviews wait (the side menu's count). */
    getReviewCounts: build.query<ReviewCounts, void>({
      query: () => 'admin/product-reviews/counts',
      rawResponseSchema: countsAnswerSchema,
      transformResponse: (answer: z.output<typeof countsAnswerSchema>) => answer.data,
      catchSchemaFailure: unexpected,
      providesTags: [{ type: 'Review', id: 'MODERATION' }],
    }),
    moderateReview: build.mutation<
      { message?: string },
      { id: string; productId: string; action: 'approve' | 'reject' }
    >({
      query: ({ id, action }) => ({
        url: `admin/product-reviews/${encodeURIComponent(id)}/${action}`,
        method: 'PUT',
        body: {},
      }),
      invalidatesTags: (_r, error, { productId }) => (error ? [] : moderated(productId)),
    }),
    getReviewSettings: build.query<{ moderation: boolean }, void>({
      query: () => 'admin/product-reviews/settings',
      rawResponseSchema: settingsAnswerSchema,
      transformResponse: (answer: z.output<typeof settingsAnswerSchema>) => answer.data,
      catchSchemaFailure: unexpected,
      providesTags: [{ type: 'Review', id: 'SETTINGS' }],
    }),
    updateReviewSettings: build.mutation<{ message?: string }, { moderation: boolean }>({
      query: (body) => ({ url: 'admin/product-reviews/settings', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Review', id: 'SETTINGS' }]),
    }),
  }),
});

export const {
  useGetReviewedProductsQuery,
  useGetProductReviewsQuery,
  useDeleteReviewMutation,
  useGetModerationReviewsQuery,
  useGetReviewCountsQuery,
  useModerateReviewMutation,
  useGetReviewSettingsQuery,
  useUpdateReviewSettingsMutation,
} = reviewsApi;
