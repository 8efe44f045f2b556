import { Button, Card, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useGetReviewedProductsQuery } from '../reviews-api';
import { ProductReviews } from './components/product-reviews';
import { ReviewedProducts } from './components/reviewed-products';

/**
 * /admin/reviews: the reviewed products; opening one
 * (`?productId=`, so back and reload keep it) lists its reviews with delete.
 */
export function ReviewListPage() {
  const [params, setParams] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const products = useGetReviewedProductsQuery();
  const product = products.data?.find((p) => p.productId === productId);

  if (!productId) {
    return (
      <>
        <PageHeader title="Reviews" subtitle="Products customers have reviewed." />
        <Card>
          <ReviewedProducts onOpen={(p) => setParams({ productId: p.productId })} />
        </Card>
      </>
    );
  }

  const name = product ? product.title || product.productCode : 'Product';
  return (
    <>
      <PageHeader
        title={`Reviews: ${name}`}
        subtitle={
          product ? (
            <>
              {product.productCode ? <>Code {product.productCode} · </> : null}
              {product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'}
            </>
          ) : null
        }
        extra={
          <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => setParams({})}>
            All reviewed products
          </Button>
        }
      />
      <Card>
        <Typography.Paragraph type="secondary" className="visually-hidden">
          Reviews of {name}
        </Typography.Paragraph>
        <ProductReviews productId={productId} />
      </Card>
    </>
  );
}
