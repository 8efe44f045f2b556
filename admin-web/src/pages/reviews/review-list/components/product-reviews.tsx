import { App, Alert, Button, Rate, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { notifyCallFailure } from '../../../../lib/call-notices';
import { formatDate } from '../../../../lib/format-date';
import {
  useDeleteReviewMutation,
  useGetProductReviewsQuery,
  type AdminReview,
} from '../../reviews-api';
import { REVIEW_NOTICES, ratingLabel } from '../review-notices';

/** One product's reviews, newest first, each deletable after confirming. */
export function ProductReviews({ productId }: { productId: string }) {
  const list = useGetProductReviewsQuery(productId);
  const [deleteReview] = useDeleteReviewMutation();
  const { modal, message, notification } = App.useApp();

  const confirmDelete = (review: AdminReview) => {
    void modal.confirm({
      title: REVIEW_NOTICES.confirmTitle,
      content: REVIEW_NOTICES.confirmContent,
      okText: 'Delete',
      okType: 'danger',
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          await deleteReview({ id: review.id, productId }).unwrap();
          void message.success(REVIEW_NOTICES.deleted);
        } catch (error) {
          notifyCallFailure(notification, REVIEW_NOTICES.deleteFailed, error);
        }
      },
    });
  };

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
      title: 'Date',
      dataIndex: 'createdAt',
      key: 'date',
      width: 110,
      render: (createdAt: string | null) => formatDate(createdAt),
    },
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
    <>
      {list.isError ? (
        <Alert
          className="catalogue-error"
          type="error"
          showIcon
          title="Could not load the reviews"
          description="The reviews could not be loaded. Please try again."
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        />
      ) : null}
      <Table<AdminReview>
        className="product-reviews-table"
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: 'This product has no reviews' }}
        scroll={{ x: 760 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  );
}
