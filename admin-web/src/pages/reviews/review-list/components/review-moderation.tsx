import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useModerationColumn } from '../../../../components/moderation';
import { dateColumn } from '../../../../lib/table-columns';
import {
  useGetModerationReviewsQuery,
  useModerateReviewMutation,
  type AdminReview,
  type ReviewStatus,
} from '../../reviews-api';
import { REVIEW_NOTICES } from '../review-notices';
import { messageColumn, ratingColumn, reviewByline } from './review-columns';
import { ReviewTable } from './review-table';

const EMPTY: Record<ReviewStatus, string> = {
  pending: 'No reviews wait for your approval',
  approved: 'No approved reviews yet',
  rejected: 'No rejected reviews',
};

/**
 * The reviews of one moderation status, newest first, with their product: Approve shows a
 * review in the shop (and counts it in the rating), Reject hides it after a confirmation.
 * Either may be undone later from the other tab.
 */
export function ReviewModeration({ status }: { status: ReviewStatus }) {
  const list = useGetModerationReviewsQuery(status);
  const [moderate] = useModerateReviewMutation();
  const moderationColumn = useModerationColumn<AdminReview>({
    column: { title: 'Actions', key: 'actions', width: 200 },
    moderate: (review, target) =>
      moderate({
        id: review.id,
        productId: review.productId,
        action: target === 'approved' ? 'approve' : 'reject',
      }).unwrap(),
    label: (review, action) => `${action} ${reviewByline(review)}`,
    confirmReject: () => ({
      title: REVIEW_NOTICES.rejectTitle,
      content: REVIEW_NOTICES.rejectContent,
    }),
    notices: REVIEW_NOTICES,
  });

  const columns: TableColumnsType<AdminReview> = [
    {
      title: 'Product',
      key: 'product',
      width: 200,
      render: (_v, review) => (
        <>
          <Typography.Text strong>{review.productTitle || 'Product'}</Typography.Text>
          {review.productCode ? (
            <Typography.Text type="secondary" className="review-product-code">
              {' '}
              {review.productCode}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      title: 'User',
      key: 'user',
      width: 170,
      render: (_v, review) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text>{review.userName || 'Customer'}</Typography.Text>
          {review.verifiedBuyer ? <Tag color="green">Verified buyer</Tag> : null}
        </Space>
      ),
    },
    ratingColumn(),
    messageColumn(),
    dateColumn(),
    moderationColumn,
  ];

  return (
    <ReviewTable
      list={{ ...list, data: list.data?.reviews }}
      className="review-moderation-table"
      rowKey="id"
      columns={columns}
      emptyText={EMPTY[status]}
      error={{
        title: 'Could not load the reviews',
        description: 'The reviews could not be loaded. Please try again.',
      }}
    />
  );
}
