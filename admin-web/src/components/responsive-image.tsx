import { pictureSources } from '@boutique/web-kit/media';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The widest variant wanted (320 or 640 in grids). */
  maxWidth: 320 | 640 | 1024;
  /** The `sizes` attribute: how wide the image shows. */
  sizes?: string;
  className?: string;
}

/**
 * An uploaded image as a `<picture>`: AVIF variants first, the JPEG/WebP fallback after, up
 * to `maxWidth` (docs/api-catalogue.md, "Image URLs"). Other URLs show as they are.
 */
export function ResponsiveImage({ src, alt, maxWidth, sizes, className }: ResponsiveImageProps) {
  const sources = pictureSources(src, maxWidth);
  const resolvedSizes = sizes ?? `${maxWidth}px`;
  return (
    <picture className={className}>
      {sources ? (
        <source type="image/avif" srcSet={sources.avifSrcSet} sizes={resolvedSizes} />
      ) : null}
      <img
        src={sources?.src ?? src}
        srcSet={sources?.fallbackSrcSet}
        sizes={sources ? resolvedSizes : undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
