import { Alert, Button, Flex, Rate, Table, Typography, type TableColumnsType } from 'antd';
import { PictureOutlined, RightOutlined } from '@ant-design/icons';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { useGetReviewedProductsQuery, type ReviewedProduct } from '../../reviews-api';
import { ratingLabel } from '../review-notices';

/** The products that have reviews: image, title, code, count and average. */
export function ReviewedProducts({ onOpen }: { onOpen: (product: ReviewedProduct) => void }) {
  const list = useGetReviewedProductsQuery();
  const columns: TableColumnsType<ReviewedProduct> = [
    {
      title: 'Image',
      key: 'image',
      width: 88,
      render: (_v, product) =>
        product.image ? (
          <ResponsiveImage
            src={product.image}
            alt=""
            maxWidth={320}
            sizes="64px"
            className="review-thumb"
          />
        ) : (
          <span className="review-thumb review-thumb--none" aria-hidden="true">
            <PictureOutlined />
          </span>
        ),
    },
    {
      title: 'Product',
      dataIndex: 'title',
      key: 'title',
      render: (title: string) => <Typography.Text strong>{title || '—'}</Typography.Text>,
    },
    {
      title: 'Code',
      dataIndex: 'productCode',
      key: 'code',
      width: 140,
      render: (code: string) => code || '—',
    },
    { title: 'Reviews', dataIndex: 'reviewCount', key: 'count', width: 100 },
    {
      title: 'Average',
      dataIndex: 'averageReview',
      key: 'average',
      width: 200,
      render: (average: number) => (
        <Flex gap={6} align="center">
          <Rate
            disabled
            allowHalf
            value={Math.round(average * 2) / 2}
            aria-hidden
            className="review-stars"
          />
          <span className="visually-hidden">{ratingLabel(average)}</span>
          <span aria-hidden="true">{Math.round(average * 10) / 10}</span>
        </Flex>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 150,
      render: (_v, product) => (
        <Button
          size="small"
          icon={<RightOutlined aria-hidden />}
          iconPlacement="end"
          aria-label={`View reviews of ${product.title || product.productCode}`}
          onClick={() => onOpen(product)}
        >
          View reviews
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
          title="Could not load reviews"
          description="The list could not be loaded. Please try again."
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        />
      ) : null}
      <Table<ReviewedProduct>
        className="reviewed-products-table"
        rowKey="productId"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: 'No reviewed products yet' }}
        scroll={{ x: 760 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  );
}
