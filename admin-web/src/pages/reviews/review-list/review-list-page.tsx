import { App, Badge, Button, Card, Switch, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { notifyCallFailure } from '../../../lib/call-notices';
import {
  REVIEW_STATUSES,
  useGetModerationReviewsQuery,
  useGetReviewedProductsQuery,
  useGetReviewSettingsQuery,
  useUpdateReviewSettingsMutation,
  type ReviewStatus,
} from '../reviews-api';
import { ProductReviews } from './components/product-reviews';
import { ReviewModeration } from './components/review-moderation';
import { ReviewedProducts } from './components/reviewed-products';
import { REVIEW_NOTICES } from './review-notices';

const TAB_TITLES: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
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
        : (REVIEW_STATUSES.find((s) => s === status) ?? 'pending');
    return (
      <>
        <PageHeader
          title="Reviews"
          subtitle="Reviews from customers who bought the saree; the shop shows the approved ones."
          extra={<ModerationSwitch />}
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
  const counts = useGetModerationReviewsQuery(REVIEW_STATUSES.find((s) => s === tab) ?? 'pending')
    .data?.counts;
  return (
    <Tabs
      activeKey={tab}
      onChange={onChange}
      destroyOnHidden
      items={[
        ...REVIEW_STATUSES.map((status) => ({
          key: status,
          label: (
            <span>
              {TAB_TITLES[status]}{' '}
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
function ModerationSwitch() {
  const id = useId();
  const settings = useGetReviewSettingsQuery();
  const [update, { isLoading }] = useUpdateReviewSettingsMutation();
  const { message, notification } = App.useApp();

  async function change(moderation: boolean) {
    try {
      await update({ moderation }).unwrap();
      void message.success(moderation ? REVIEW_NOTICES.moderationOn : REVIEW_NOTICES.moderationOff);
    } catch (error) {
      notifyCallFailure(notification, REVIEW_NOTICES.settingFailed, error);
    }
  }

  return (
    <span className="review-moderation-switch">
      <Switch
        id={id}
        checked={settings.data?.moderation ?? true}
        loading={settings.isLoading || isLoading}
        disabled={settings.isError}
        onChange={(checked) => void change(checked)}
      />{' '}
      <label htmlFor={id}>Approve reviews before they are shown</label>
    </span>
  );
}
