import { Button, Rate, Tag, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { dateColumn } from '../../../../lib/table-columns';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete';
import {
  useDeleteReviewMutation,
  useGetProductReviewsQuery,
  type AdminReview,
} from '../../reviews-api';
import { REVIEW_NOTICES, ratingLabel } from '../review-notices';
import { ReviewTable } from './review-table';

const STATUS_COLOURS = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

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
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (status: AdminReview['status']) => (
        <Tag color={STATUS_COLOURS[status]}>{status.charAt(0).toUpperCase() + status.slice(1)}</Tag>
      ),
    },
    dateColumn(),
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_v, review) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Delete the review by ${review.userName || 'a customer'}`}
          onClick={() => confirmDelete(review)}
        >
          Delete
        </Button>
      ),
    },
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
