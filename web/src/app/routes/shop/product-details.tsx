import { useLocation, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { MetaDescription } from '@/components/layout/meta-description';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession, useUserId } from '@/features/auth/hooks/use-session';
import { AddToCartButton, QuickAddButton } from '@/features/cart/components/add-to-cart-button';
import { useGetProductPageQuery } from '@/features/catalogue/api/catalogue-api';
import { JsonLd } from '@/features/catalogue/components/json-ld';
import { ProductDetails } from '@/features/catalogue/components/product-details';
import { isNotFoundError, QueryError } from '@/features/catalogue/components/query-error';
import { metaDescription, productJsonLd } from '@/features/catalogue/utils/structured-data';
import { siteOrigin } from '@/lib/origin';
import styles from './product-details.module.css';
import { PincodeCheck } from '@/features/delivery/components/pincode-check';

/** `/shop/details/:productId`: the product, its reviews and related products in one query. */
export function ProductDetailsRoute() {
  const { productId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const userId = useUserId();
  const { data, error, isLoading, refetch } = useGetProductPageQuery(productId, {
    skip: !productId,
  });
  const product = data?.product ?? null;

  if (isLoading) {
    return (
      <div className={`container ${styles.skeleton}`} role="status">
        <span className="visually-hidden">Loading product…</span>
        <div className={styles.skeletonImage} aria-hidden="true" />
        <div className={styles.skeletonText} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </div>
    );
  }

  if ((data && !product) || isNotFoundError(error)) {
    return (
      <section className={`container ${styles.notFound}`} aria-labelledby="page-title">
        <DocumentTitle title="Product not found" />
        <h1 id="page-title">Product not found</h1>
        <p>This saree may have been sold out and removed from the boutique.</p>
        <Button onClick={() => void navigate(paths.shop.collections.getHref())}>
          Browse All Collections
        </Button>
      </section>
    );
  }

  if (!product) {
    return (
      <div className={`container ${styles.notFound}`}>
        <QueryError error={error} onRetry={() => void refetch()} />
      </div>
    );
  }

  const crumbs: Crumb[] = [
    { label: 'Home', href: paths.shop.home.getHref() },
    { label: 'Collections', href: paths.shop.collections.getHref() },
    ...(product.categorySlug && product.categoryName
      ? [
          {
            label: product.categoryName,
            href: paths.shop.collections.getHref(product.categorySlug),
          },
        ]
      : []),
    { label: product.title },
  ];

  return (
    <>
      <DocumentTitle title={product.title} />
      <MetaDescription content={metaDescription(product.description || product.title)} />
      <JsonLd
        data={productJsonLd(product, data?.reviews ?? [], {
          origin: siteOrigin(),
          productUrl: paths.shop.details.getHref,
        })}
      />
      <div className={styles.crumbs}>
        <div className="container">
          <Breadcrumb items={crumbs} />
        </div>
      </div>
      <ProductDetails
        key={product.id}
        product={product}
        reviews={data?.reviews ?? []}
        related={data?.related ?? []}
        canReview={isAuthenticated}
        signInHref={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
        purchaseActions={(choice) => (
          <AddToCartButton
            userId={userId}
            product={product}
            colorId={choice.colourId}
            quantity={choice.quantity}
          />
        )}
        relatedActions={(related) => <QuickAddButton userId={userId} product={related} />}
        deliveryCheck={<PincodeCheck />}
      />
    </>
  );
}
