import { describe, expect, it } from 'vitest';
import {
  buildSrcSet,
  imageVariant,
  parseMediaImage,
  pictureSources,
  storedWidths,
} from './media.js';

describe('parseMediaImage', () => {
  it('reads an uploaded image URL, on this origin or another', () => {
    expect(parseMediaImage('/media/images/abc-1/1024.jpg')).toEqual({
      base: '/media/images/abc-1',
      width: 1024,
      fallbackExt: 'jpg',
    });
    expect(parseMediaImage('https://shop.example/media/images/x/640.webp')).toEqual({
      base: 'https://shop.example/media/images/x',
      width: 640,
      fallbackExt: 'webp',
    });
  });

  it('takes .jpg for .jpeg and .avif (what the server stores), in any case, around spaces', () => {
    expect(parseMediaImage(' /media/images/a/1024.JPEG ')?.fallbackExt).toBe('jpg');
    expect(parseMediaImage('/media/images/a/1024.avif')?.fallbackExt).toBe('jpg');
    expect(parseMediaImage('/media/images/a/1024.png')?.fallbackExt).toBe('png');
  });

  it('leaves other URLs alone: other sites, paths below another one, videos', () => {
    expect(parseMediaImage('https://cdn.example.com/saree.jpg')).toBeNull();
    expect(parseMediaImage('https://cdn.example.com/x/media/images/a/1024.jpg')).toBeNull();
    expect(parseMediaImage('media/images/a/1024.jpg')).toBeNull();
    expect(parseMediaImage('/media/videos/x/video.mp4')).toBeNull();
  });
});

describe('storedWidths', () => {
  it('lists the standard widths below the widest, then the widest', () => {
    expect(storedWidths(1024)).toEqual([320, 640, 1024]);
    expect(storedWidths(800)).toEqual([320, 640, 800]);
    expect(storedWidths(500)).toEqual([320, 500]);
    expect(storedWidths(200)).toEqual([200]);
  });
});

describe('buildSrcSet', () => {
  it('lists every stored width, or those up to a maximum (at least the smallest)', () => {
    const image = parseMediaImage('/media/images/a/1024.jpg')!;
    expect(buildSrcSet(image, 'avif')).toBe(
      '/media/images/a/320.avif 320w, /media/images/a/640.avif 640w, /media/images/a/1024.avif 1024w',
    );
    expect(buildSrcSet(image, 'jpg', 640)).toBe(
      '/media/images/a/320.jpg 320w, /media/images/a/640.jpg 640w',
    );
    expect(buildSrcSet(image, 'jpg', 100)).toBe('/media/images/a/320.jpg 320w');
    const narrow = parseMediaImage('/media/images/n/200.jpg')!;
    expect(buildSrcSet(narrow, 'avif')).toBe('/media/images/n/200.avif 200w');
  });
});

describe('imageVariant', () => {
  it('picks the variant for a width, never wider than stored', () => {
    expect(imageVariant('/media/images/a/1024.jpg', 640)).toBe('/media/images/a/640.jpg');
    expect(imageVariant('/media/images/a/1024.webp', 320)).toBe('/media/images/a/320.webp');
    expect(imageVariant('/media/images/a/1024.jpg', 640, 'avif')).toBe('/media/images/a/640.avif');
    expect(imageVariant('/media/images/a/500.jpg', 640)).toBe('/media/images/a/500.jpg');
    expect(imageVariant('/media/images/a/500.jpg', 320)).toBe('/media/images/a/320.jpg');
    expect(imageVariant('/media/images/a/200.jpg', 320)).toBe('/media/images/a/200.jpg');
  });

  it('leaves other URLs alone', () => {
    expect(imageVariant('https://res.example.com/img.png', 640)).toBe(
      'https://res.example.com/img.png',
    );
  });
});

describe('pictureSources', () => {
  it('builds AVIF and fallback srcsets in every stored width, src at 640 px', () => {
    expect(pictureSources('/media/images/abc/1024.jpg')).toEqual({
      avifSrcSet:
        '/media/images/abc/320.avif 320w, /media/images/abc/640.avif 640w, /media/images/abc/1024.avif 1024w',
      fallbackSrcSet:
        '/media/images/abc/320.jpg 320w, /media/images/abc/640.jpg 640w, /media/images/abc/1024.jpg 1024w',
      fallbackType: 'image/jpeg',
      src: '/media/images/abc/640.jpg',
    });
    expect(pictureSources('/media/images/tiny/320.jpg')?.src).toBe('/media/images/tiny/320.jpg');
    expect(pictureSources('/media/images/narrow/200.jpg')?.src).toBe(
      '/media/images/narrow/200.jpg',
    );
  });

  it('stops at a maximum width (a grid), src at that width', () => {
    expect(pictureSources('/media/images/a/1024.jpg', 640)).toEqual({
      avifSrcSet: '/media/images/a/320.avif 320w, /media/images/a/640.avif 640w',
      fallbackSrcSet: '/media/images/a/320.jpg 320w, /media/images/a/640.jpg 640w',
      fallbackType: 'image/jpeg',
      src: '/media/images/a/640.jpg',
    });
    expect(pictureSources('/media/images/a/1024.jpg', 320)?.src).toBe('/media/images/a/320.jpg');
    expect(pictureSources('/media/images/a/200.webp', 640)?.fallbackSrcSet).toBe(
      '/media/images/a/200.webp 200w',
    );
  });

  it('names the fallback type after the fallback format', () => {
    expect(pictureSources('/media/images/a/640.webp')?.fallbackType).toBe('image/webp');
    expect(pictureSources('/media/images/a/640.png')?.fallbackType).toBe('image/png');
  });

  it('is null for other URLs', () => {
    expect(pictureSources('https://res.example.com/a.png')).toBeNull();
  });
});
