import decodeHeic from 'heic-decode';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { decodeBmp } from './bmp-decoder.js';
import { IMAGE_WIDTHS } from './media-rules.js';
import type { ImageFormat } from './media-type.js';

/** The bytes could not be decoded as the image they claim to be. */
export class UndecodableImageError extends Error {}
/** A HEIC/HEIF image neither libvips nor heic-decode could decode. */
export class HeicConversionError extends Error {}

interface Rendition {
  width: number;
  height: number;
  avif: Buffer;
  /** JPEG, or WebP when the image has transparency. */
  fallback: Buffer;
}

export interface ProcessedImage {
  /** Narrowest first. */
  renditions: Rendition[];
  fallback: { ext: 'jpg' | 'webp'; contentType: 'image/jpeg' | 'image/webp' };
}

/**
 * Encoder settings. AVIF is what browsers load: quality 50 at effort 2 keeps a 1024 px
 * photo well under 120 KB and takes a fraction of a second on two cores (an AVIF
 * "0.9 quality" is a canvas-encoder scale; libaom's quality 50 looks about the same at a
 * third of the bytes). The fallback is mozjpeg at 80, or WebP at 80 with a sharper alpha.
 */
const ENCODING = {
  avif: { quality: 50, effort: 2 },
  jpeg: { quality: 80, mozjpeg: true },
  webp: { quality: 80, alphaQuality: 90, effort: 4 },
} as const;

// Every upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Guards against decompression bombs: a 1 MB file may not unpack into more pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const INPUT: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' };
const WIDEST = Math.max(...IMAGE_WIDTHS);

interface Base {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * Re-encodes an upload: decode once (HEIC through heic-decode when libvips cannot, BMP
 * through our decoder, SVG rasterised), apply the EXIF orientation, scale to at most
 * 1024 px wide, then write each width as AVIF plus the fallback. Nothing of the input
 * but its pixels survives: no metadata, no script, no second frame.
 */
export async function processImage(
  bytes: Uint8Array,
  format: ImageFormat,
): Promise<ProcessedImage> {
  const base = await decodeToBase(bytes, format);
  const transparent = base.channels === 4 && hasTransparency(base.data);
  const pixels = transparent ? base : dropAlpha(base);
  const widths = renditionWidths(pixels.width);
  const renditions = await Promise.all(widths.map((width) => render(pixels, width, transparent)));
  return {
    renditions,
    fallback: transparent
      ? { ext: 'webp', contentType: 'image/webp' }
      : { ext: 'jpg', contentType: 'image/jpeg' },
  };
}

/**
 * The widths to store for a source `sourceWidth` px wide: the standard widths below it,
 * then the source's own width (capped at the widest standard one), so no detail is lost
 * and the URL's width (the widest) tells a client every width that exists.
 */
export function renditionWidths(sourceWidth: number): number[] {
  const widest = Math.min(sourceWidth, WIDEST);
  return [...IMAGE_WIDTHS.filter((width) => width < widest), widest];
}

async function decodeToBase(bytes: Uint8Array, format: ImageFormat): Promise<Base> {
  switch (format) {
    case 'heic':
    case 'heif':
      try {
        return await toBase(sharp(bytes, INPUT));
      } catch {
        // libvips' prebuilt libheif has no HEVC decoder: most phone HEICs land here.
        return toBase(await heicThroughWasm(bytes));
      }
    case 'bmp':
      return toBase(bmpInput(bytes));
    case 'svg':
      return toBase(await svgInput(bytes));
    default:
      return toBase(sharp(bytes, INPUT));
  }
}

async function toBase(input: Sharp): Promise<Base> {
  try {
    const { data, info } = await input
      .autoOrient()
      .resize({ width: WIDEST, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 && info.channels !== 4)
      throw new Error(`unexpected ${info.channels} channels`);
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    throw new UndecodableImageError(`Cannot decode image: ${(error as Error).message}`);
  }
}

async function heicThroughWasm(bytes: Uint8Array): Promise<Sharp> {
  try {
    const image = await decodeHeic({ buffer: bytes });
    if (image.width * image.height > MAX_INPUT_PIXELS) throw new Error('too many pixels');
    return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
      raw: { width: image.width, height: image.height, channels: 4 },
    });
  } catch (error) {
    throw new HeicConversionError(`HEIC decode failed: ${(error as Error).message}`);
  }
}

function bmpInput(bytes: Uint8Array): Sharp {
  let bitmap;
  try {
    bitmap = decodeBmp(bytes);
  } catch (error) {
    throw new UndecodableImageError((error as Error).message);
  }
  return sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } });
}

/** Rasterises at a density that makes the drawing at least 1024 px wide. */
async function svgInput(bytes: Uint8Array): Promise<Sharp> {
  let width: number | undefined;
  try {
    ({ width } = await sharp(bytes, INPUT).metadata());
  } catch (error) {
    throw new UndecodableImageError(`Cannot read SVG: ${(error as Error).message}`);
  }
  if (!width) throw new UndecodableImageError('SVG without a size');
  const density = Math.min(2400, Math.max(72, Math.ceil((72 * WIDEST) / width)));
  return sharp(bytes, { ...INPUT, density });
}

function hasTransparency(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return true;
  return false;
}

function dropAlpha(base: Base): Base {
  if (base.channels === 3) return base;
  const pixels = base.width * base.height;
  const rgb = Buffer.alloc(pixels * 3);
  for (let p = 0; p < pixels; p++) base.data.copy(rgb, p * 3, p * 4, p * 4 + 3);
  return { ...base, data: rgb, channels: 3 };
}

async function render(base: Base, width: number, transparent: boolean): Promise<Rendition> {
  const resized = () =>
    sharp(base.data, { raw: { width: base.width, height: base.height, channels: base.channels } })
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb');
  const [avif, fallback] = await Promise.all([
    resized().avif(ENCODING.avif).toBuffer({ resolveWithObject: true }),
    (transparent ? resized().webp(ENCODING.webp) : resized().jpeg(ENCODING.jpeg)).toBuffer(),
  ]);
  return { width: avif.info.width, height: avif.info.height, avif: avif.data, fallback };
}
