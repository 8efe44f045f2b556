import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { pictureSources } from '@boutique/web-kit/media';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { PHONE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { gallerySwipe, zoomOrigin } from '../utils/gestures';
import { ZoomViewer } from './zoom-viewer';
import styles from './product-gallery.module.css';

const MAIN_SIZES = '(max-width: 767px) 100vw, 50vw';

type ProductGalleryProps = {
  images: readonly string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
};

/** The largest stored version of an image, for zooming. */
export function largestImage(url: string): string {
  const sources = pictureSources(url);
  if (!sources) return url;
  const widest = sources.fallbackSrcSet.split(', ').at(-1)?.split(' ')[0];
  return widest ?? url;
}

/**
 * Thumbnails, previous/next and swipe (over 50 px). From 768 px wide, hovering the image
 * magnifies it 300% under the cursor; on phones a tap opens the full-screen zoom viewer.
 */
export function ProductGallery({ images, title, index, onIndexChange }: ProductGalleryProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const count = images.length;
  const current = images[index] ?? images[0];

  function go(step: number) {
    if (count === 0) return;
    onIndexChange((index + step + count) % count);
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = event.clientX;
    swiped.current = false;
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current === null) return;
    const direction = gallerySwipe(event.clientX - swipeStart.current);
    swipeStart.current = null;
    if (direction) {
      swiped.current = true;
      go(direction === 'next' ? 1 : -1);
    }
  }

  function handleMouseMove(event: MouseEvent<HTMLDivElement>) {
    if (isPhone) return;
    setLens(zoomOrigin(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));
  }

  if (!current) {
    return (
      <div className={styles.gallery}>
        <div className={`${styles.stage} ${styles.placeholder}`} role="img" aria-label={title} />
      </div>
    );
  }

  return (
    <div className={styles.gallery}>
      <div
        className={styles.stage}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        onMouseMove={handleMouseMove}
        onMouseLeave={() => setLens(null)}
        onDragStart={(event) => event.preventDefault()}
      >
        {/* One image element whatever the width: a server-rendered page keeps the picture
            it painted first when it hydrates (the largest paint is not redone). */}
        <ResponsiveImage
          src={current}
          alt={`${title}, image ${index + 1} of ${count}`}
          sizes={MAIN_SIZES}
          priority
          className={styles.image}
        />
        {isPhone ? (
          <button
            type="button"
            className={styles.zoomButton}
            aria-label={`Zoom image ${index + 1} of ${count}`}
            onClick={() => {
              if (!swiped.current) setViewerOpen(true);
            }}
          />
        ) : null}
        {lens && !isPhone ? (
          <div
            className={styles.lens}
            data-zoom-lens=""
            aria-hidden="true"
            style={{
              backgroundImage: `url("${largestImage(current)}")`,
              backgroundPosition: `${lens.x}% ${lens.y}%`,
            }}
          />
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => go(-1)}
              aria-label="Previous image"
            >
              ‹
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(1)}
              aria-label="Next image"
            >
              ›
            </button>
            {/* Phones, where the thumbnails are hidden (the image's name says it too). */}
            <span className={styles.counter} aria-hidden="true">
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label="Product images">
          {images.map((url, thumbIndex) => (
            <li key={`${url}-${thumbIndex}`}>
              <button
                type="button"
                className={
                  thumbIndex === index ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb
                }
                aria-label={`Show image ${thumbIndex + 1} of ${count}`}
                aria-current={thumbIndex === index || undefined}
                onClick={() => onIndexChange(thumbIndex)}
              >
                <ResponsiveImage src={url} alt="" sizes="80px" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewerOpen ? (
        <ZoomViewer
          images={images.map(largestImage)}
          title={title}
          index={index}
          onIndexChange={onIndexChange}
          onClose={() => setViewerOpen(false)}
        />
      ) : null}
    </div>
  );
}
