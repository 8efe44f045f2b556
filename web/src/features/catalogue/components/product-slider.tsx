import { useId, useRef, type PointerEvent, type ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useCarousel } from '@/hooks/use-carousel';
import type { Product } from '../types/catalogue';
import { pageCount, sliderSwipe, slidesPerPage } from '../utils/gestures';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-slider.module.css';

const SLIDER_SIZES = '(max-width: 767px) 50vw, (max-width: 1200px) 20vw, 240px';
const AUTO_ADVANCE_MS = 4000;

type ProductSliderProps = {
  title: string;
  eyebrow?: string;
  products: readonly Product[] | undefined;
  isLoading: boolean;
  /** The link under the header, e.g. View New Products. */
  action?: ReactNode;
  emptyText: string;
  /** Actions under each card, e.g. quick add. */
  cardActions?: (product: Product) => ReactNode;
};

/**
 * A product carousel: 2 products per page under 768 px, else 5; advances every 4 s, pauses
 * on hover, drag or focus and resumes 3 s later; swipe (20 px) or drag (20% of the width).
 */
export function ProductSlider({
  title,
  eyebrow,
  products,
  isLoading,
  action,
  emptyText,
  cardActions,
}: ProductSliderProps) {
  const headingId = useId();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const perPage = slidesPerPage(isPhone);
  const items = products ?? [];
  const pages = pageCount(items.length, perPage);
  const carousel = useCarousel({ pageCount: pages, intervalMs: AUTO_ADVANCE_MS });
  const drag = useRef<{ x: number; type: string; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const viewport = useRef<HTMLDivElement>(null);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    drag.current = { x: event.clientX, type: event.pointerType, moved: false };
    carousel.pause();
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    drag.current = null;
    if (!start) return;
    const deltaX = event.clientX - start.x;
    const width = viewport.current?.clientWidth ?? 0;
    const direction = sliderSwipe(deltaX, width, start.type);
    // A drag is not a click on the card under the pointer.
    suppressClick.current = Math.abs(deltaX) > 5;
    if (direction === 'next') carousel.next();
    if (direction === 'previous') carousel.previous();
    if (event.pointerType !== 'mouse') carousel.resumeLater();
  }

  return (
    <section className={styles.slider} aria-labelledby={headingId} aria-roledescription="carousel">
      <div className={styles.header}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId}>{title}</h2>
        </div>
        {action}
      </div>
      {isLoading ? (
        <div className={styles.viewport} role="status">
          <span className="visually-hidden">Loading {title}…</span>
          <ul className={styles.track} aria-hidden="true">
            {Array.from({ length: perPage }, (_, index) => (
              <li key={index} className={styles.slide} style={{ flexBasis: `${100 / perPage}%` }}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          <div
            ref={viewport}
            className={styles.viewport}
            onMouseEnter={carousel.pause}
            onMouseLeave={() => {
              drag.current = null;
              carousel.resumeLater();
            }}
            onFocus={carousel.pause}
            onBlur={carousel.resumeLater}
            onPointerDown={handlePointerDown}
            onPointerUp={handlePointerUp}
            onPointerCancel={() => {
              drag.current = null;
              carousel.resumeLater();
            }}
            onClickCapture={(event) => {
              if (suppressClick.current) {
                event.preventDefault();
                event.stopPropagation();
                suppressClick.current = false;
              }
            }}
            onDragStart={(event) => event.preventDefault()}
          >
            <ul
              className={styles.track}
              style={{ transform: `translateX(-${carousel.page * 100}%)` }}
              aria-live={carousel.paused ? 'polite' : 'off'}
            >
              {items.map((product, index) => {
                const onPage = Math.floor(index / perPage) === carousel.page;
                return (
                  <li
                    key={product.id}
                    className={styles.slide}
                    style={{ flexBasis: `${100 / perPage}%` }}
                    aria-roledescription="slide"
                    aria-label={`${index + 1} of ${items.length}`}
                    aria-hidden={!onPage || undefined}
                    inert={!onPage}
                  >
                    <ProductCard
                      product={product}
                      sizes={SLIDER_SIZES}
                      actions={cardActions?.(product)}
                    />
                  </li>
                );
              })}
            </ul>
          </div>
          {pages > 1 ? (
            <div className={styles.controls}>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => {
                  carousel.previous();
                  carousel.resumeLater();
                }}
                aria-label={`Previous ${title}`}
              >
                ‹
              </button>
              <ol className={styles.dots}>
                {Array.from({ length: pages }, (_, index) => (
                  <li key={index}>
                    <button
                      type="button"
                      className={
                        index === carousel.page ? `${styles.dot} ${styles.dotActive}` : styles.dot
                      }
                      aria-label={`Page ${index + 1} of ${pages}`}
                      aria-current={index === carousel.page || undefined}
                      onClick={() => {
                        carousel.goTo(index);
                        carousel.resumeLater();
                      }}
                    />
                  </li>
                ))}
              </ol>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => {
                  carousel.next();
                  carousel.resumeLater();
                }}
                aria-label={`Next ${title}`}
              >
                ›
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
