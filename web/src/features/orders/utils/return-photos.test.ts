import { describe, expect, it, vi } from 'vitest';
import {
  fitWithin,
  isHeic,
  isImageFile,
  prepareReturnPhoto,
  readUploadedPhoto,
  type PhotoCodec,
} from './return-photos';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

/**
 * A codec whose image is `width`×`height` and whose JPEG weighs `bytesPerPixel × quality`
 * per pixel drawn; it records each encode.
 */
function codec(width: number, height: number, bytesPerPixel = 0.5) {
  const close = vi.fn();
  const encodes: { width: number; height: number; quality: number }[] = [];
  const fake: PhotoCodec = {
    decode: vi.fn(() => Promise.resolve({ width, height, close })),
    encode: vi.fn((_image, w: number, h: number, quality: number) => {
      encodes.push({ width: w, height: h, quality });
      const size = Math.round(w * h * quality * bytesPerPixel);
      // Only a JPEG that fits is kept: a larger one needs its size alone, not its bytes.
      return Promise.resolve(
        size <= MB
          ? new Blob([new Uint8Array(size)], { type: 'image/jpeg' })
          : ({ size, type: 'image/jpeg' } as Blob),
      );
    }),
  };
  return { fake, encodes, close };
}

const undecodable: PhotoCodec = {
  decode: () => Promise.reject(new Error('cannot decode')),
  encode: () => Promise.reject(new Error('never')),
};

describe('fitWithin', () => {
  it('keeps an image within the edge and scales a larger one by its longer side', () => {
    expect(fitWithin(1600, 1200, 2000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(2000, 2000, 2000)).toEqual({ width: 2000, height: 2000 });
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(10000, 10, 2000)).toEqual({ width: 2000, height: 2 });
  });
});

describe('isHeic and isImageFile', () => {
  it('knows HEIC by type or, untyped, by extension; images by type', () => {
    expect(isHeic({ name: 'a.heic', type: 'image/heic' })).toBe(true);
    expect(isHeic({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'b.heif', type: 'application/octet-stream' })).toBe(true);
    expect(isHeic({ name: 'a.jpg', type: 'image/jpeg' })).toBe(false);
    expect(isImageFile({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isImageFile({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(isImageFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ name: 'a.mp4', type: 'video/mp4' })).toBe(false);
    expect(isImageFile({ name: 'notes', type: '' })).toBe(false);
  });
});

describe('prepareReturnPhoto', () => {
  it('refuses what is not an image without decoding it', async () => {
    const { fake } = codec(100, 100);
    expect(await prepareReturnPhoto(file('a.pdf', 10, 'application/pdf'), fake)).toEqual({
      ok: false,
      message: 'Unsupported file format',
    });
    expect(fake.decode).not.toHaveBeenCalled();
  });

  it('sends a photo of at most 1 MB and 2000 px as it is', async () => {
    const { fake, close } = codec(2000, 1500);
    const chosen = file('a.jpg', MB);
    expect(await prepareReturnPhoto(chosen, fake)).toEqual({
      ok: true,
      file: chosen,
      resized: false,
    });
    expect(fake.encode).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });

  it('draws a wider one at 2000 px even when it is small in bytes', async () => {
    const { fake, encodes } = codec(4000, 3000, 0.1);
    const prepared = await prepareReturnPhoto(file('wide.png', 500_000, 'image/png'), fake);
    expect(encodes).toEqual([{ width: 2000, height: 1500, quality: 0.85 }]);
    expect(prepared.ok && prepared.file.size).toBe(255_000);
    expect(prepared.ok && prepared.resized).toBe(true);
  });

  it('steps the quality down until the JPEG is under 1 MB', async () => {
    const { fake, encodes } = codec(4000, 3000);
    const prepared = await prepareReturnPhoto(file('IMG_1.jpeg', 3 * MB), fake);
    expect(encodes.map((e) => e.quality)).toEqual([0.85, 0.75, 0.65]);
    expect(encodes.every((e) => e.width === 2000 && e.height === 1500)).toBe(true);
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.file.size).toBe(975_000);
    expect(prepared.file.size).toBeLessThanOrEqual(MB);
    expect((prepared.file as File).name).toBe('IMG_1.jpg');
    expect(prepared.file.type).toBe('image/jpeg');
  });

  it('then the size, by a quarter each round, keeping the proportions', async () => {
    const { fake, encodes } = codec(4000, 3000, 1.2);
    const prepared = await prepareReturnPhoto(file('dense.jpg', 5 * MB), fake);
    // 2000×1500 never fits (≥ 1.65 MB); 1500×1125 at 0.55 is 1,113,750: not yet; 1125×844 at 0.85 fits.
    expect(encodes.slice(0, 4).every((e) => e.width === 2000)).toBe(true);
    expect(encodes.slice(4, 8).every((e) => e.width === 1500 && e.height === 1125)).toBe(true);
    expect(encodes[8]).toEqual({ width: 1125, height: 844, quality: 0.85 });
    expect(encodes).toHaveLength(9);
    expect(prepared.ok && prepared.file.size).toBe(Math.round(1125 * 844 * 0.85 * 1.2));
  });

  it('refuses, with the server words, a photo that does not fit even small', async () => {
    const { fake, encodes } = codec(4000, 3000, 100);
    expect(await prepareReturnPhoto(file('huge.jpg', 9 * MB), fake)).toEqual({
      ok: false,
      message: 'File too large, file size exceeds 1MB limit',
    });
    expect(Math.max(...encodes.slice(-1).map((e) => e.width))).toBe(480);
  });

  it('sends what the browser cannot decode (a HEIC) as it is up to 1 MB, refuses it above', async () => {
    const heic = file('IMG_2.HEIC', MB, '');
    expect(await prepareReturnPhoto(heic, undecodable)).toEqual({
      ok: true,
      file: heic,
      resized: false,
    });
    expect(await prepareReturnPhoto(file('IMG_3.heic', MB + 1, 'image/heic'), undecodable)).toEqual(
      {
        ok: false,
        message: 'File too large, file size exceeds 1MB limit',
      },
    );
  });

  it('leaves the file to the server when the canvas fails', async () => {
    const { fake } = codec(4000, 3000);
    fake.encode = () => Promise.reject(new Error('out of memory'));
    const small = file('a.jpg', 800_000);
    expect(await prepareReturnPhoto(small, fake)).toEqual({
      ok: true,
      file: small,
      resized: false,
    });
    expect((await prepareReturnPhoto(file('b.jpg', 2 * MB), fake)).ok).toBe(false);
  });
});

describe('readUploadedPhoto', () => {
  it("reads the stored photo's id and URL; anything without an id is not one", () => {
    expect(readUploadedPhoto({ id: 'm1', url: '/media/images/m1/640.jpg', kind: 'image' })).toEqual(
      {
        id: 'm1',
        url: '/media/images/m1/640.jpg',
      },
    );
    expect(readUploadedPhoto({ id: 'm2' })).toEqual({ id: 'm2', url: '' });
    expect(readUploadedPhoto({ url: '/x' })).toBeNull();
    expect(readUploadedPhoto({ id: '' })).toBeNull();
    expect(readUploadedPhoto(null)).toBeNull();
    expect(readUploadedPhoto('m1')).toBeNull();
  });
});
