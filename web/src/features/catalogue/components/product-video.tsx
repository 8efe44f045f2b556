import { useId } from 'react';
import { pictureSources } from '@boutique/web-kit/media';
import type { Product } from '../types/catalogue';
import { videoHost, videoSource } from '../utils/product-video';
import styles from './product-video.module.css';

/**
 * The product's Watch and Buy video: an upload plays here (controls, nothing loaded before
 * Play, muted and inline on phones, the main image as its poster); a link to a video
 * elsewhere opens in a new tab. Nothing without a video.
 */
export function ProductVideo({ product }: { product: Pick<Product, 'title' | 'video' | 'image'> }) {
  const headingId = useId();
  const source = videoSource(product.video);
  if (!source) return null;
  const image = product.image[0];
  const poster = image ? (pictureSources(image, 640)?.src ?? image) : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Watch and Buy
      </h2>
      {source.kind === 'file' ? (
        <video
          className={styles.video}
          src={source.src}
          poster={poster}
          controls
          preload="none"
          muted
          playsInline
          aria-label={`Video of ${product.title}`}
        >
          <a href={source.src}>Download the video of {product.title}</a>
        </video>
      ) : (
        <a className={styles.link} href={source.href} target="_blank" rel="noopener noreferrer">
          Watch the video of {product.title} on {videoHost(source.href)}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </section>
  );
}
