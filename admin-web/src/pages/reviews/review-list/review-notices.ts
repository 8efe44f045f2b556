export const REVIEW_NOTICES = {
  deleted: 'Review deleted successfully',
  deleteFailed: 'Failed to delete review',
  confirmTitle: 'Confirm Delete',
  confirmContent: 'Are you sure you want to delete this review?',
} as const;

/** "4.5 out of 5" for screen readers and the average column. */
export function ratingLabel(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} out of 5`;
}
