import { Badge, Button, Card, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import {
  MODERATION_STATUSES,
  ModerationSwitch,
  STATUS_TITLES,
} from '../../../components/moderation';
import { PageHeader } from '../../../components/page-header';
import {
  useGetModerationReviewsQuery,
  useGetReviewedProductsQuery,
  useGetReviewSettingsQuery,
  useUpdateReviewSettingsMutation,
} from '../reviews-api';
import { ProductReviews } from './components/product-reviews';
import { ReviewModeration } from './components/review-moderation';
import { ReviewedProducts } from './components/reviewed-products';
import { REVIEW_NOTICES } from './review-notices';

const PRODUCTS_TAB = 'products';

/**
 * /admin/reviews: moderation (tabs Pending, Approved, Rejected with their counts,
 * `?status=`) and the reviewed products (`?view=products`); opening one product
 * (`?productId=`, so back and reload keep it) lists its reviews with delete. The switch in
 * the header turns review moderation on or off.
 */
export function ReviewListPage() {
  const [params, setParams] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const products = useGetReviewedProductsQuery(undefined, { skip: !productId });
  const product = products.data?.find((p) => p.productId === productId);

  if (!productId) {
    const status = params.get('status');
    const tab =
      params.get('view') === PRODUCTS_TAB
        ? PRODUCTS_TAB
        : (MODERATION_STATUSES.find((s) => s === status) ?? 'pending');
    return (
      <>
        <PageHeader
          title="Reviews"
          subtitle="Reviews from customers who bought the saree; the shop shows the approved ones."
          extra={<ReviewModerationSwitch />}
        />
        <Card>
          <ReviewTabs
            tab={tab}
            onChange={(key) =>
              setParams(key === PRODUCTS_TAB ? { view: PRODUCTS_TAB } : { status: key })
            }
            onOpenProduct={(id) => setParams({ productId: id })}
          />
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
              {product.reviewCount} approved {product.reviewCount === 1 ? 'review' : 'reviews'}
            </>
          ) : null
        }
        extra={
          <Button
            icon={<ArrowLeftOutlined aria-hidden />}
            onClick={() => setParams({ view: PRODUCTS_TAB })}
          >
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

function ReviewTabs({
  tab,
  onChange,
  onOpenProduct,
}: {
  tab: string;
  onChange: (key: string) => void;
  onOpenProduct: (productId: string) => void;
}) {
  // The counts of every status come with any status's list; the pending list is the one
  // the owner comes for, and the side menu's count shares its tag.
  const counts = useGetModerationReviewsQuery(
    MODERATION_STATUSES.find((s) => s === tab) ?? 'pending',
  ).data?.counts;
  return (
    <Tabs
      activeKey={tab}
      onChange={onChange}
      destroyOnHidden
      items={[
        ...MODERATION_STATUSES.map((status) => ({
          key: status,
          label: (
            <span>
              {STATUS_TITLES[status]}{' '}
              {counts ? (
                <Badge
                  count={counts[status]}
                  showZero
                  overflowCount={999}
                  color={status === 'pending' && counts.pending > 0 ? '#9a3412' : '#595959'}
                />
              ) : null}
            </span>
          ),
          children: <ReviewModeration status={status} />,
        })),
        {
          key: PRODUCTS_TAB,
          label: 'By product',
          children: <ReviewedProducts onOpen={(p) => onOpenProduct(p.productId)} />,
        },
      ]}
    />
  );
}

/** "Approve reviews before they are shown": the owner's switch (on by default). */
function ReviewModerationSwitch() {
  const settings = useGetReviewSettingsQuery();
  const [update, { isLoading }] = useUpdateReviewSettingsMutation();
  return (
    <ModerationSwitch
      label="Approve reviews before they are shown"
      settings={settings}
      saving={isLoading}
      save={(moderation) => update({ moderation }).unwrap()}
      notices={{
        on: REVIEW_NOTICES.moderationOn,
        off: REVIEW_NOTICES.moderationOff,
        failed: REVIEW_NOTICES.settingFailed,
      }}
    />
  );
}
