import { Button, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { moderationStatusColumn } from '../../../../components/moderation';
import { actionsColumn, dateColumn } from '../../../../lib/table-columns';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete';
import {
  useDeleteReviewMutation,
  useGetProductReviewsQuery,
  type AdminReview,
} from '../../reviews-api';
import { REVIEW_NOTICES } from '../review-notices';
import { messageColumn, ratingColumn, reviewByline } from './review-columns';
import { ReviewTable } from './review-table';

/** One product's reviews (every status), newest first, each deletable after confirming. */
export function ProductReviews({ productId }: { productId: string }) {
  const list = useGetProductReviewsQuery(productId);
  const [deleteReview] = useDeleteReviewMutation();
  const confirmDelete = useConfirmedDelete(deleteReview, {
    confirm: () => ({ title: REVIEW_NOTICES.confirmTitle, content: REVIEW_NOTICES.confirmContent }),
    arg: (review: AdminReview) => ({ id: review.id, productId }),
    deleted: REVIEW_NOTICES.deleted,
    failed: REVIEW_NOTICES.deleteFailed,
  });

  const columns: TableColumnsType<AdminReview> = [
    {
      title: 'User',
      dataIndex: 'userName',
      key: 'user',
      width: 160,
      render: (name: string) => <Typography.Text strong>{name || 'Customer'}</Typography.Text>,
    },
    ratingColumn(),
    messageColumn(),
    moderationStatusColumn<AdminReview>(),
    dateColumn(),
    actionsColumn<AdminReview>({
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_v, review) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Delete ${reviewByline(review)}`}
          onClick={() => confirmDelete(review)}
        >
          Delete
        </Button>
      ),
    }),
  ];

  return (
    <ReviewTable
      list={list}
      className="product-reviews-table"
      rowKey="id"
      columns={columns}
      emptyText="This product has no reviews"
      error={{
        title: 'Could not load the reviews',
        description: 'The reviews could not be loaded. Please try again.',
      }}
    />
  );
}
