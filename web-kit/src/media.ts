// Uploaded images (docs/api-catalogue.md, "Image URLs"): an upload is stored as
// /media/images/{id}/{w}.avif and /media/images/{id}/{w}.{jpg|webp} for the standard widths
// below the source's width plus the source's own width (at most 1024); the URL the API hands
// out is the widest fallback. From that URL both apps build their <picture> sources. Any
// other URL (another site's, or an older upload's) is used as it is.

/** The standard widths the server produces (capped by the source's width). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;

/** The width of `src` when no maximum is asked for (browsers without srcset support). */
const DEFAULT_SRC_WIDTH = 640;

// The path on this origin or at another origin's root, in any case, around spaces.
const MEDIA_IMAGE =
  /^((?:https?:\/\/[^/]+)?\/media\/images\/[^/?#]+)\/(\d+)\.(avif|jpe?g|webp|png)$/i;

const FALLBACK_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png' };

export interface MediaImage {
  /** `/media/images/{id}`, with the origin when the URL had one. */
  base: string;
  /** The widest width stored (the one in the URL). */
  width: number;
  /** The fallback format: jpg, webp or png (never avif; the server stores .jpg, not .jpeg). */
  fallbackExt: string;
}

/** Reads an uploaded image URL; null for any other URL. */
export function parseMediaImage(url: string): MediaImage | null {
  const match = MEDIA_IMAGE.exec(url.trim());
  if (!match) return null;
  const [, base = '', width = '0', ext = 'jpg'] = match;
  const lower = ext.toLowerCase();
  return {
    base,
    width: Number(width),
    fallbackExt: lower === 'avif' || lower === 'jpeg' ? 'jpg' : lower,
  };
}

/**
 * The widths stored for an upload whose widest rendition is `width`, smallest first: the
 * standard widths below it, then `width` itself (an 800 px photo has 320, 640 and 800).
 */
export function storedWidths(width: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < width), width];
}

/** The stored width closest to `wanted` without going under it (else the widest). */
function widthFor(image: MediaImage, wanted: number): number {
  return storedWidths(image.width).find((stored) => stored >= wanted) ?? image.width;
}

/**
 * `…/320.avif 320w, …/640.avif 640w, …` for every stored width, or those up to `maxWidth`
 * (at least the smallest).
 */
export function buildSrcSet(
  image: MediaImage,
  ext: string,
  maxWidth: number = Number.POSITIVE_INFINITY,
): string {
  const limit = Math.max(maxWidth, IMAGE_WIDTHS[0]);
  return storedWidths(image.width)
    .filter((width) => width <= limit)
    .map((width) => `${image.base}/${width}.${ext} ${width}w`)
    .join(', ');
}

/**
 * The URL of the variant closest to `width` without being narrower than asked (never wider
 * than stored): `/media/images/{id}/{w}.{fallback or avif}`. Any other URL unchanged.
 */
export function imageVariant(url: string, width: number, format?: 'avif'): string {
  const image = parseMediaImage(url);
  if (!image) return url;
  return `${image.base}/${widthFor(image, width)}.${format ?? image.fallbackExt}`;
}

export interface PictureSources {
  /** For a `<source type="image/avif">`. */
  avifSrcSet: string;
  /** For the fallback `<source>` and the `<img>`. */
  fallbackSrcSet: string;
  /** The fallback's MIME type: image/jpeg, image/webp or image/png. */
  fallbackType: string;
  /** The variant at `maxWidth` (640 px without one), for browsers without srcset. */
  src: string;
}

/**
 * The <picture> sources of an uploaded image, with every stored width or those up to
 * `maxWidth` (e.g. 640 in a grid); null for any other URL.
 */
export function pictureSources(url: string, maxWidth?: number): PictureSources | null {
  const image = parseMediaImage(url);
  if (!image) return null;
  const srcWidth = widthFor(image, maxWidth ?? DEFAULT_SRC_WIDTH);
  return {
    avifSrcSet: buildSrcSet(image, 'avif', maxWidth),
    fallbackSrcSet: buildSrcSet(image, image.fallbackExt, maxWidth),
    fallbackType: FALLBACK_TYPES[image.fallbackExt] ?? 'image/jpeg',
    src: `${image.base}/${srcWidth}.${image.fallbackExt}`,
  };
}
