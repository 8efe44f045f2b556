import { useRef, type PointerEvent } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useCarousel } from '@/hooks/use-carousel';
import type { Banner } from '../types/content';
import styles from './banner-carousel.module.css';

export const BANNER_INTERVAL_MS = 3000;
const SWIPE_PX = 40;

/**
 * The home page's banners, oldest first: one at a time, advancing every 3 s; hover, focus,
 * a drag or a swipe pause it and it resumes 3 s after the interaction.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const carousel = useCarousel({ pageCount: banners.length, intervalMs: BANNER_INTERVAL_MS });
  const dragStart = useRef<number | null>(null);
  if (banners.length === 0) return null;
  const count = banners.length;

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    dragStart.current = event.clientX;
    carousel.pause();
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = dragStart.current;
    dragStart.current = null;
    if (start === null) return;
    const deltaX = event.clientX - start;
    if (deltaX <= -SWIPE_PX) carousel.next();
    if (deltaX >= SWIPE_PX) carousel.previous();
    carousel.resumeLater();
  }

  const step = (move: () => void) => () => {
    move();
    carousel.resumeLater();
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Banners">
      <div
        className={styles.viewport}
        onMouseEnter={carousel.pause}
        onMouseLeave={carousel.resumeLater}
        onFocus={carousel.pause}
        onBlur={carousel.resumeLater}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          dragStart.current = null;
          carousel.resumeLater();
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        <ul
          className={styles.track}
          style={{ transform: `translateX(-${carousel.page * 100}%)` }}
          aria-live={carousel.paused ? 'polite' : 'off'}
        >
          {banners.map((banner, index) => {
            const current = index === carousel.page;
            return (
              <li
                key={banner.id}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={!current || undefined}
                inert={!current}
              >
                <ResponsiveImage
                  src={banner.image}
                  alt={banner.description}
                  sizes="100vw"
                  priority={index === 0}
                  className={styles.image}
                  draggable={false}
                />
                {banner.description ? <p className={styles.caption}>{banner.description}</p> : null}
              </li>
            );
          })}
        </ul>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={step(carousel.previous)}
            aria-label="Previous banner"
          >
            ‹
          </button>
          <ol className={styles.dots}>
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={
                    index === carousel.page ? `${styles.dot} ${styles.dotActive}` : styles.dot
                  }
                  aria-label={`Show banner ${index + 1} of ${count}`}
                  aria-current={index === carousel.page || undefined}
                  onClick={step(() => carousel.goTo(index))}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.arrow}
            onClick={step(carousel.next)}
            aria-label="Next banner"
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
