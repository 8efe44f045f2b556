import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useProductSelection } from '../hooks/use-product-selection';
import type { Product, Review } from '../types/catalogue';
import { descriptionLines } from '../utils/description';
import { PriceTag } from './price-tag';
import { NO_RETURNS_TEXT, ProductAccordions } from './product-accordions';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductSlider } from './product-slider';
import { ProductVideo } from './product-video';
import { ReviewsSection } from './reviews-section';
import { StickyBuyBar } from './sticky-buy-bar';
import styles from './product-details.module.css';

type ProductDetailsProps = {
  product: Product;
  reviews: readonly Review[];
  related: readonly Product[];
  canReview: boolean;
  signInHref: string;
  /** The cart's Add to Cart button, given the shopper's colour and quantity. */
  purchaseActions?: (choice: PurchaseChoice) => ReactNode;
  /** Quick add under each "You May Also Like" card. */
  relatedActions?: (product: Product) => ReactNode;
  /** The pincode check (the delivery feature's), under the price and Add to Cart. */
  deliveryCheck?: ReactNode;
};

export type PurchaseChoice = { colourId: string | null; quantity: number };

/** Everything below the header of /shop/details/:productId. Key it by product id. */
export function ProductDetails({
  product,
  reviews,
  related,
  canReview,
  signInHref,
  purchaseActions,
  relatedActions,
  deliveryCheck,
}: ProductDetailsProps) {
  const selection = useProductSelection(product);
  const lines = descriptionLines(product.description);
  // The price and Add to Cart: the sticky buy bar shows while they are scrolled away.
  const buyRef = useRef<HTMLDivElement>(null);
  const choice: PurchaseChoice = {
    colourId: selection.colour?.id ?? null,
    quantity: selection.quantity,
  };
  const canBuy = product.totalStock > 0 && purchaseActions !== undefined;

  return (
    <>
      <div className={`container ${styles.layout}`}>
        <ProductGallery
          images={selection.images}
          title={product.title}
          index={selection.imageIndex}
          onIndexChange={selection.setImageIndex}
        />
        <div className={styles.info}>
          {product.productCode ? (
            <p className={styles.code}>
              <span className="visually-hidden">Product code: </span>
              {product.productCode}
            </p>
          ) : null}
          <h1 className={styles.title}>{product.title}</h1>
          {product.secondTitle ? <p className={styles.secondTitle}>{product.secondTitle}</p> : null}
          <div ref={buyRef} className={styles.buy}>
            <div>
              <PriceTag product={product} size="large" />
              <p className={styles.taxNote}>Inclusive of all taxes · Free shipping across India</p>
              {product.noReturns ? <p className={styles.noReturns}>{NO_RETURNS_TEXT}</p> : null}
            </div>
            <ProductPurchase
              product={product}
              selectedColourId={selection.colour?.id ?? null}
              onColourChange={selection.chooseColour}
              quantity={selection.quantity}
              maxQuantity={selection.maxQuantity}
              message={selection.message}
              onQuantityChange={selection.requestQuantity}
              actions={purchaseActions?.(choice)}
            />
          </div>
          {deliveryCheck && product.totalStock > 0 ? (
            <div className={styles.delivery}>{deliveryCheck}</div>
          ) : null}
          {product.categoryName && product.categorySlug ? (
            <p className={styles.category}>
              Category:{' '}
              <Link to={paths.shop.collections.getHref(product.categorySlug)}>
                {product.categoryName}
              </Link>
            </p>
          ) : null}
          <ProductVideo product={product} />
          {lines.length > 0 ? (
            <div className={styles.description}>
              <h2 className={styles.subheading}>Description</h2>
              <ul className={styles.lines}>
                {lines.map((line, index) => (
                  <li key={index}>
                    {line.lead ? <strong>{line.lead}</strong> : null} {line.text}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <ProductAccordions noReturns={product.noReturns === true} />
        </div>
      </div>
      <div className={`container ${styles.section}`}>
        <ReviewsSection
          productId={product.id}
          reviews={reviews}
          canReview={canReview}
          signInHref={signInHref}
        />
      </div>
      {related.length > 0 ? (
        <div className="container">
          <ProductSlider
            title="You May Also Like"
            eyebrow="From the same collection"
            products={related}
            isLoading={false}
            emptyText=""
            cardActions={relatedActions}
          />
        </div>
      ) : null}
      {canBuy ? (
        <StickyBuyBar product={product} colour={selection.colour} target={buyRef}>
          {purchaseActions(choice)}
        </StickyBuyBar>
      ) : null}
    </>
  );
}
