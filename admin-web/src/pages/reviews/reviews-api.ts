// Admin product reviews (docs/api-catalogue.md, "Admin calls"): the reviewed products with
// their count and average, one product's reviews, and deleting a review.
import { z } from 'zod';
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
    };
  });
export type AdminReview = z.output<typeof reviewSchema>;

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
      invalidatesTags: (_r, error, { productId }) =>
        error
          ? []
          : [
              { type: 'Review', id: 'PRODUCTS' },
              { type: 'Review', id: `PRODUCT-${productId}` },
              { type: 'Product', id: productId },
            ],
    }),
  }),
});

export const { useGetReviewedProductsQuery, useGetProductReviewsQuery, useDeleteReviewMutation } =
  reviewsApi;
