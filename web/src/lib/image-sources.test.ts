import { describe, expect, it } from 'vitest';
import { buildSrcSet, parseMediaImage, pictureSources } from './image-sources';

describe('image sources', () => {
  it('reads an uploaded image URL', () => {
    expect(parseMediaImage('/media/images/abc-1/1024.jpg')).toEqual({
      base: '/media/images/abc-1',
      width: 1024,
      fallbackExt: 'jpg',
    });
    expect(parseMediaImage('https://shop.example/media/images/x/640.webp')?.fallbackExt).toBe(
      'webp',
    );
    expect(parseMediaImage('https://cdn.example.com/saree.jpg')).toBeNull();
    expect(parseMediaImage('/media/videos/x/video.mp4')).toBeNull();
  });

  it('builds AVIF and fallback srcsets in the three widths', () => {
    const sources = pictureSources('/media/images/abc/1024.jpg');
    expect(sources).toEqual({
      avifSrcSet:
        '/media/images/abc/320.avif 320w, /media/images/abc/640.avif 640w, /media/images/abc/1024.avif 1024w',
      fallbackSrcSet:
        '/media/images/abc/320.jpg 320w, /media/images/abc/640.jpg 640w, /media/images/abc/1024.jpg 1024w',
      src: '/media/images/abc/640.jpg',
      fallbackType: 'image/jpeg',
    });
  });

  it('never lists widths above the stored one (small sources)', () => {
    const image = parseMediaImage('/media/images/small/640.webp');
    expect(image && buildSrcSet(image, 'avif')).toBe(
      '/media/images/small/320.avif 320w, /media/images/small/640.avif 640w',
    );
    expect(pictureSources('/media/images/tiny/320.jpg')?.src).toBe('/media/images/tiny/320.jpg');
  });

  it('lists the source width of an upload between the standard widths (800 px: 320, 640, 800)', () => {
    const image = parseMediaImage('/media/images/mid/800.jpg');
    expect(image && buildSrcSet(image, 'jpg')).toBe(
      '/media/images/mid/320.jpg 320w, /media/images/mid/640.jpg 640w, /media/images/mid/800.jpg 800w',
    );
    const narrow = parseMediaImage('/media/images/narrow/200.jpg');
    expect(narrow && buildSrcSet(narrow, 'avif')).toBe('/media/images/narrow/200.avif 200w');
    expect(pictureSources('/media/images/narrow/200.jpg')?.src).toBe(
      '/media/images/narrow/200.jpg',
    );
  });

  it('names the fallback type after the fallback format (a PNG is not image/jpeg)', () => {
    expect(pictureSources('/media/images/a/640.webp')?.fallbackType).toBe('image/webp');
    expect(pictureSources('/media/images/a/640.png')?.fallbackType).toBe('image/png');
    expect(pictureSources('/media/images/a/640.jpeg')?.fallbackType).toBe('image/jpeg');
  });

  it('uses other URLs as they are', () => {
    expect(pictureSources('https://res.example.com/a.png')).toBeNull();
  });
});
