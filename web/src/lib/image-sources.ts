// Uploaded images live at /media/images/{id}/{w}.{ext} in several widths (docs/api-catalogue.md):
// AVIF for browsers that take it, JPEG (or WebP for transparent images) as the fallback.
// Other URLs (external, legacy) are used as they are.

export const IMAGE_WIDTHS = [320, 640, 1024] as const;

const MEDIA_IMAGE =
  /^((?:https?:\/\/[^/]+)?\/media\/images\/[^/?#]+)\/(\d+)\.(avif|jpe?g|webp|png)$/i;

export type MediaImage = {
  /** `/media/images/{id}`, with the origin when the URL had one. */
  base: string;
  /** The width named in the URL (the widest stored one, for the admin's `url`). */
  width: number;
  /** The fallback format: jpg, webp or png (never avif). */
  fallbackExt: string;
};

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
 * The widths stored for an upload whose widest rendition is `width`: the standard widths
 * below it, then `width` itself (an 800 px photo has 320, 640 and 800).
 */
export function storedWidths(width: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < width), width];
}

/** `…/320.avif 320w, …/640.avif 640w, …` for every stored width. */
export function buildSrcSet(image: MediaImage, ext: string): string {
  return storedWidths(image.width)
    .map((width) => `${image.base}/${width}.${ext} ${width}w`)
    .join(', ');
}

const FALLBACK_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png' };

export type PictureSources = {
  avifSrcSet: string;
  fallbackSrcSet: string;
  /** The middle width, for browsers without srcset support. */
  src: string;
  fallbackType: string;
};

/** The <picture> sources for an uploaded image, or null for any other URL. */
export function pictureSources(url: string): PictureSources | null {
  const image = parseMediaImage(url);
  if (!image) return null;
  const srcWidth =
    storedWidths(image.width)
      .filter((w) => w <= 640)
      .pop() ?? image.width;
  return {
    avifSrcSet: buildSrcSet(image, 'avif'),
    fallbackSrcSet: buildSrcSet(image, image.fallbackExt),
    src: `${image.base}/${srcWidth}.${image.fallbackExt}`,
    fallbackType: FALLBACK_TYPES[image.fallbackExt] ?? 'image/jpeg',
  };
}
