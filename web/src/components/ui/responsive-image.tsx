import type { ImgHTMLAttributes } from 'react';
import { pictureSources } from '@boutique/web-kit/media';

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  alt: string;
  /** The layout width of the image, e.g. '(max-width: 767px) 50vw, 25vw'. */
  sizes: string;
  /** The first visible image of a page loads eagerly (it is the largest paint). */
  priority?: boolean;
};

/**
 * An uploaded image (`/media/images/{id}/{w}.{ext}`) becomes a <picture> with an AVIF
 * srcset and a JPEG/WebP fallback srcset in 320, 640 and 1024 px; any other URL is a
 * plain <img>. Images load lazily unless `priority`.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  ...imgProps
}: ResponsiveImageProps) {
  const sources = pictureSources(src);
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!sources) {
    return (
      <img
        {...imgProps}
        src={src}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      <source type={sources.fallbackType} srcSet={sources.fallbackSrcSet} sizes={sizes} />
      <img
        {...imgProps}
        src={sources.src}
        srcSet={sources.fallbackSrcSet}
        sizes={sizes}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  );
}
