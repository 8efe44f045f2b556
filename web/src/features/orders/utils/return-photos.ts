// The photos of a return request (docs/returns.md, "Photos"): up to 4 images, each sent at
// once to POST /shop/upload/return-photo, whose answer's id goes into the request. The
// server takes at most 1 MB, so a phone's photo is made smaller here first: drawn on a
// canvas at most PHOTO_MAX_EDGE px wide and tall and encoded as JPEG, the quality (then the
// size) stepped down until it fits. A HEIC the browser cannot draw goes as it is (the server
// converts it) when it fits, else it is refused here with the server's words.

export const RETURN_PHOTOS_MAX = 4;
export const PHOTO_MAX_BYTES = 1024 * 1024;
export const PHOTO_MAX_EDGE = 2000;

/** JPEG qualities tried in turn at each size. */
const QUALITIES = [0.85, 0.75, 0.65, 0.55] as const;
/** Each round that does not fit shrinks the longer side by this much … */
const SHRINK = 0.75;
/** … down to this; a photo that still does not fit is refused. */
const MIN_EDGE = 480;

/** The server's words (docs/returns.md), and what the page says around them. */
export const PHOTO_MESSAGES = {
  unsupported: 'Unsupported file format',
  tooLarge: 'File too large, file size exceeds 1MB limit',
  tooMany: `You can add at most ${RETURN_PHOTOS_MAX} photos`,
  failed: 'The photo could not be uploaded. Please try again.',
} as const;

const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];
const HEIC_EXTENSIONS = ['heic', 'heif'];

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** HEIC/HEIF, by type or (browsers often leave it untyped) by extension. */
export function isHeic(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (HEIC_TYPES.includes(type)) return true;
  return (
    (type === '' || type === 'application/octet-stream') &&
    HEIC_EXTENSIONS.includes(extensionOf(file.name))
  );
}

/** An image by its type (`image/…`), or a HEIC by its name. */
export const isImageFile = (file: Pick<File, 'name' | 'type'>) =>
  file.type.toLowerCase().startsWith('image/') || isHeic(file);

/** The size a `width`×`height` image is drawn at so that neither side exceeds `maxEdge`. */
export function fitWithin(width: number, height: number, maxEdge: number) {
  const longer = Math.max(width, height);
  if (longer <= maxEdge) return { width, height };
  const scale = maxEdge / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A decoded image: its size, and what `encode` draws. */
export type DecodedImage = { width: number; height: number; close?: () => void };

export type PhotoCodec = {
  /** Decodes the file (EXIF orientation applied); rejects when the browser cannot. */
  decode: (file: Blob) => Promise<DecodedImage>;
  /** Draws `image` at `width`×`height` and encodes it as a JPEG of that quality. */
  encode: (image: DecodedImage, width: number, height: number, quality: number) => Promise<Blob>;
};

/** What goes to the server: the file as chosen, or a smaller JPEG of it; or why not. */
export type PreparedPhoto =
  { ok: true; file: Blob; resized: boolean } | { ok: false; message: string };

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * Makes a chosen file ready to upload: refuses what is not an image; keeps an image that
 * fits (at most 1 MB and PHOTO_MAX_EDGE px); draws a larger one smaller as a JPEG under
 * 1 MB. One the browser cannot decode (a HEIC on most browsers) goes as it is when it is at
 * most 1 MB, else it is refused as the server would.
 */
export async function prepareReturnPhoto(
  file: File,
  codec: PhotoCodec = browserCodec,
): Promise<PreparedPhoto> {
  if (!isImageFile(file)) return { ok: false, message: PHOTO_MESSAGES.unsupported };
  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    return file.size <= PHOTO_MAX_BYTES
      ? { ok: true, file, resized: false }
      : { ok: false, message: PHOTO_MESSAGES.tooLarge };
  }
  try {
    const longer = Math.max(image.width, image.height);
    if (file.size <= PHOTO_MAX_BYTES && longer <= PHOTO_MAX_EDGE) {
      return { ok: true, file, resized: false };
    }
    let edge = Math.min(longer, PHOTO_MAX_EDGE);
    for (;;) {
      const size = fitWithin(image.width, image.height, edge);
      for (const quality of QUALITIES) {
        const blob = await codec.encode(image, size.width, size.height, quality);
        if (blob.size <= PHOTO_MAX_BYTES) {
          return {
            ok: true,
            file: new File([blob], jpegName(file.name), { type: 'image/jpeg' }),
            resized: true,
          };
        }
      }
      if (edge <= MIN_EDGE) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
      edge = Math.max(MIN_EDGE, Math.round(edge * SHRINK));
    }
  } catch {
    // The canvas failed (out of memory on a small phone): the server decides on the file.
    return file.size <= PHOTO_MAX_BYTES
      ? { ok: true, file, resized: false }
      : { ok: false, message: PHOTO_MESSAGES.tooLarge };
  } finally {
    image.close?.();
  }
}

/** The browser's: createImageBitmap, and an OffscreenCanvas (or a <canvas>) to draw on. */
export const browserCodec: PhotoCodec = {
  async decode(file) {
    if (typeof createImageBitmap !== 'function') throw new Error('No image decoding here');
    return createImageBitmap(file, { imageOrientation: 'from-image' });
  },
  async encode(image, width, height, quality) {
    const source = image as ImageBitmap;
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(source, 0, 0, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(source, 0, 0, width, height);
    return new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
        'image/jpeg',
        quality,
      );
    });
  },
};

/** The stored photo of an upload's answer (`data`), or null when it is not one. */
export function readUploadedPhoto(data: unknown): { id: string; url: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { id, url } = data as Record<string, unknown>;
  return typeof id === 'string' && id !== ''
    ? { id, url: typeof url === 'string' ? url : '' }
    : null;
}
