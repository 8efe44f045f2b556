// Responsive variants of uploaded images (docs/api-catalogue.md, "Image URLs"): an upload is
// stored as /media/images/{id}/{w}.avif and /media/images/{id}/{w}.{jpg|webp} for the
// standard widths below the source width plus the source width (at most 1024); the URL the
// API hands out is the widest fallback. Grids use the 320 or 640 variants; other URLs are
// used as they are. (The storefront's web/src/lib/image-sources.ts reads the same layout.)

// The path, on this origin or another one's root; a path below something else is another
// site's image, used as it is (as the storefront reads them).
const MEDIA_IMAGE =
  /^((?:https?:\/\/[^/]+)?\/media\/images\/[^/?#]+\/)(\d+)\.(avif|jpe?g|webp|png)$/i;

/** The standard widths the server produces (capped by the source width). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;

export interface MediaImage {
  /** Everything up to and including the id folder, e.g. `/media/images/abc/`. */
  prefix: string;
  /** The widest width stored (the one in the URL). */
  maxWidth: number;
  /** The fallback format (jpg or webp). */
  ext: string;
}

/** Reads an uploaded image URL; null for any other URL. */
export function parseMediaImage(url: string): MediaImage | null {
  const match = MEDIA_IMAGE.exec(url.trim());
  if (!match) return null;
  const [, prefix = '', width = '0', ext = 'jpg'] = match;
  const lower = ext.toLowerCase();
  // The server stores .jpg (never .jpeg) beside .avif.
  return {
    prefix,
    maxWidth: Number(width),
    ext: lower === 'avif' || lower === 'jpeg' ? 'jpg' : lower,
  };
}

/** The widths stored for an image, smallest first (never wider than its widest). */
export function storedWidths(image: MediaImage): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < image.maxWidth);
  widths.push(image.maxWidth);
  return widths;
}

/**
 * The URL of the variant closest to `width` without exceeding what is stored: for an upload,
 * `/media/images/{id}/{min(width, widest)}.{ext}`; any other URL unchanged.
 */
export function imageVariant(url: string, width: number, format?: 'avif'): string {
  const image = parseMediaImage(url);
  if (!image) return url;
  const w = storedWidths(image).find((stored) => stored >= width) ?? image.maxWidth;
  return `${image.prefix}${w}.${format ?? image.ext}`;
}

export interface ResponsiveSources {
  src: string;
  /** Fallback-format srcset, empty for foreign URLs. */
  srcSet?: string;
  /** AVIF srcset, for a `<source type="image/avif">`. */
  avifSrcSet?: string;
}

/** `src`, and srcsets up to `maxWidth` (e.g. 640 in a grid) for a `<picture>`. */
export function responsiveSources(url: string, maxWidth: number): ResponsiveSources {
  const image = parseMediaImage(url);
  if (!image) return { src: url };
  const widths = storedWidths(image).filter((w) => w <= Math.max(maxWidth, IMAGE_WIDTHS[0]));
  if (widths.length === 0) widths.push(image.maxWidth);
  const set = (ext: string) => widths.map((w) => `${image.prefix}${w}.${ext} ${w}w`).join(', ');
  return {
    src: imageVariant(url, maxWidth),
    srcSet: set(image.ext),
    avifSrcSet: set('avif'),
  };
}
