import { App, Button, Rate, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { notifyCallFailure } from '../../../../lib/call-notices';
import { dateColumn } from '../../../../lib/table-columns';
import {
  useGetModerationReviewsQuery,
  useModerateReviewMutation,
  type AdminReview,
  type ReviewStatus,
} from '../../reviews-api';
import { REVIEW_NOTICES, ratingLabel } from '../review-notices';
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
  const { modal, message, notification } = App.useApp();

  async function act(review: AdminReview, action: 'approve' | 'reject') {
    try {
      await moderate({ id: review.id, productId: review.productId, action }).unwrap();
      void message.success(
        action === 'approve' ? REVIEW_NOTICES.approved : REVIEW_NOTICES.rejected,
      );
    } catch (error) {
      notifyCallFailure(
        notification,
        action === 'approve' ? REVIEW_NOTICES.approveFailed : REVIEW_NOTICES.rejectFailed,
        error,
      );
    }
  }

  function confirmReject(review: AdminReview) {
    void modal.confirm({
      title: REVIEW_NOTICES.rejectTitle,
      content: REVIEW_NOTICES.rejectContent,
      okText: 'Reject',
      okType: 'danger',
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => act(review, 'reject'),
    });
  }

  const author = (review: AdminReview) => review.userName || 'a customer';
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
    {
      title: 'Rating',
      dataIndex: 'reviewValue',
      key: 'rating',
      width: 170,
      render: (value: number) => (
        <>
          <Rate disabled value={value} aria-hidden className="review-stars" />
          <span className="visually-hidden">{ratingLabel(value)}</span>
        </>
      ),
    },
    {
      title: 'Review',
      dataIndex: 'reviewMessage',
      key: 'message',
      render: (text: string) => <span className="review-message">{text}</span>,
    },
    dateColumn(),
    {
      title: 'Actions',
      key: 'actions',
      width: 200,
      render: (_v, review) => (
        <Space wrap>
          {review.status !== 'approved' ? (
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              aria-label={`Approve the review by ${author(review)}`}
              onClick={() => void act(review, 'approve')}
            >
              Approve
            </Button>
          ) : null}
          {review.status !== 'rejected' ? (
            <Button
              size="small"
              danger
              icon={<CloseOutlined aria-hidden />}
              aria-label={`Reject the review by ${author(review)}`}
              onClick={() => confirmReject(review)}
            >
              Reject
            </Button>
          ) : null}
        </Space>
      ),
    },
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
