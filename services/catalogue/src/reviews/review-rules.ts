export const REVIEW_MESSAGES = {
  rating: 'Rating must be between 1 and 5',
  messageRequired: 'Review message is required',
  duplicate: 'You have already reviewed this product',
  productNotFound: 'Product not found',
  notFound: 'Review not found',
} as const;

/** The first rule a review breaks, or undefined. */
export function reviewProblem(input: {
  reviewValue: number;
  reviewMessage: string;
}): string | undefined {
  if (!Number.isInteger(input.reviewValue) || input.reviewValue < 1 || input.reviewValue > 5)
    return REVIEW_MESSAGES.rating;
  if (!input.reviewMessage?.trim()) return REVIEW_MESSAGES.messageRequired;
  return undefined;
}

/** The product's average as shown: one decimal (0 without reviews). */
export function averageOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.round(mean * 10) / 10;
}
