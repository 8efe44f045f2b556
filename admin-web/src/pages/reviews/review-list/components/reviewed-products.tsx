import { Button, Flex, Rate, Typography, type TableColumnsType } from 'antd';
import { PictureOutlined, RightOutlined } from '@ant-design/icons';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { useGetReviewedProductsQuery, type ReviewedProduct } from '../../reviews-api';
import { ratingLabel } from '../review-notices';
import { ReviewTable } from './review-table';

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
    <ReviewTable
      list={list}
      className="reviewed-products-table"
      rowKey="productId"
      columns={columns}
      emptyText="No reviewed products yet"
      error={{ title: 'Could not load reviews' }}
    />
  );
}
