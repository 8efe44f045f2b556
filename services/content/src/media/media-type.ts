import { fileTypeFromBuffer } from 'file-type';

export type ImageFormat =
  'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'tiff' | 'bmp' | 'svg' | 'heic' | 'heif';
type VideoFormat = 'mp4' | 'webm' | 'mov';

type DetectedMedia =
  | { kind: 'image'; format: ImageFormat }
  | { kind: 'video'; format: VideoFormat; contentType: string; ext: string }
  | { kind: 'unsupported'; what: string };

const IMAGE_BY_MIME: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/apng': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/tiff': 'tiff',
  'image/bmp': 'bmp',
  'image/heic': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif': 'heif',
  'image/heif-sequence': 'heif',
};

const VIDEO_BY_MIME: Record<string, { format: VideoFormat; contentType: string }> = {
  'video/mp4': { format: 'mp4', contentType: 'video/mp4' },
  'video/webm': { format: 'webm', contentType: 'video/webm' },
  'video/quicktime': { format: 'mov', contentType: 'video/quicktime' },
};

/**
 * What the bytes are, read from the bytes alone (magic numbers through file-type; SVG as
 * XML text whose root element is <svg>). The file name and the declared type are never
 * consulted: the caller does not even pass them.
 */
export async function detectMedia(bytes: Uint8Array): Promise<DetectedMedia> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    const image = IMAGE_BY_MIME[found.mime];
    if (image) return { kind: 'image', format: image };
    const video = VIDEO_BY_MIME[found.mime];
    if (video) return { kind: 'video', ...video, ext: video.format };
    if (found.mime !== 'application/xml') return { kind: 'unsupported', what: found.mime };
  }
  if (isSvg(bytes)) return { kind: 'image', format: 'svg' };
  return { kind: 'unsupported', what: found?.mime ?? 'unknown' };
}

/**
 * True when the bytes are UTF-8 text whose first element is <svg> (after an optional BOM,
 * XML declaration, comments, processing instructions and a DOCTYPE).
 */
export function isSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8');
  if (head.includes('\u0000')) return false;
  let rest = head.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    const prolog =
      /^<\?[\s\S]*?\?>/.exec(rest) ??
      /^<!--[\s\S]*?-->/.exec(rest) ??
      /^<!DOCTYPE\s[^[>]*(\[[\s\S]*?\])?\s*>/i.exec(rest);
    if (!prolog) break;
    rest = rest.slice(prolog[0].length);
  }
  return /^<svg[\s>/]/.test(rest);
}
