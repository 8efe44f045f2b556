export const REVIEW_MESSAGES = {
  rating: 'Rating must be between 1 and 5',
  messageRequired: 'Review message is required',
  duplicate: 'You have already reviewed this product',
  productNotFound: 'Product not found',
  notFound: 'Review not found',
  notBuyer: 'Only customers who bought this saree can review it',
  badStatus: 'Status must be approved or rejected',
  badFilter: 'Status must be pending, approved or rejected',
} as const;

/** A review's moderation state: only approved reviews are shown and counted. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewStatus(value: string): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value);
}

/** The status a new review starts in: pending while the owner moderates, else approved. */
export function initialStatus(moderation: boolean): ReviewStatus {
  return moderation ? 'pending' : 'approved';
}

/** The status an admin may set (approve or reject), or undefined for anything else. */
export function moderationTarget(value: string): 'approved' | 'rejected' | undefined {
  return value === 'approved' || value === 'rejected' ? value : undefined;
}

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
