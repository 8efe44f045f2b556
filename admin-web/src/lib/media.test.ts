import { describe, expect, it } from 'vitest';
import { imageVariant, parseMediaImage, responsiveSources } from './media';

describe('media image URLs', () => {
  it('reads an uploaded image URL', () => {
    expect(parseMediaImage('/media/images/abc123/1024.jpg')).toEqual({
      prefix: '/media/images/abc123/',
      maxWidth: 1024,
      ext: 'jpg',
    });
    expect(parseMediaImage('https://cdn.example.com/x.jpg')).toBeNull();
  });

  it('picks the 320 or 640 variant for grids, never wider than stored', () => {
    expect(imageVariant('/media/images/a/1024.jpg', 640)).toBe('/media/images/a/640.jpg');
    expect(imageVariant('/media/images/a/1024.webp', 320)).toBe('/media/images/a/320.webp');
    expect(imageVariant('/media/images/a/1024.jpg', 640, 'avif')).toBe('/media/images/a/640.avif');
    // A 500 px source has 320 and 500.
    expect(imageVariant('/media/images/a/500.jpg', 640)).toBe('/media/images/a/500.jpg');
    expect(imageVariant('/media/images/a/500.jpg', 320)).toBe('/media/images/a/320.jpg');
    // A tiny source has only itself.
    expect(imageVariant('/media/images/a/200.jpg', 320)).toBe('/media/images/a/200.jpg');
  });

  it('reads the URL as the storefront does: .jpeg variants are .jpg, case and spaces do not matter', () => {
    expect(imageVariant('/media/images/a/1024.jpeg', 640)).toBe('/media/images/a/640.jpg');
    expect(imageVariant(' /media/images/a/1024.JPG ', 320)).toBe('/media/images/a/320.jpg');
    expect(imageVariant('https://shop.example/media/images/a/1024.webp', 640)).toBe(
      'https://shop.example/media/images/a/640.webp',
    );
  });

  it('uses an image below another path as it is (another site, whose variants are unknown)', () => {
    expect(imageVariant('https://cdn.example.com/x/media/images/a/1024.jpg', 320)).toBe(
      'https://cdn.example.com/x/media/images/a/1024.jpg',
    );
    expect(parseMediaImage('media/images/a/1024.jpg')).toBeNull();
  });

  it('leaves foreign URLs alone', () => {
    expect(imageVariant('https://res.example.com/img.png', 640)).toBe(
      'https://res.example.com/img.png',
    );
    expect(responsiveSources('https://res.example.com/img.png', 640)).toEqual({
      src: 'https://res.example.com/img.png',
    });
  });

  it('builds srcsets up to the grid width', () => {
    expect(responsiveSources('/media/images/a/1024.jpg', 640)).toEqual({
      src: '/media/images/a/640.jpg',
      srcSet: '/media/images/a/320.jpg 320w, /media/images/a/640.jpg 640w',
      avifSrcSet: '/media/images/a/320.avif 320w, /media/images/a/640.avif 640w',
    });
    expect(responsiveSources('/media/images/a/200.webp', 640).srcSet).toBe(
      '/media/images/a/200.webp 200w',
    );
  });
});
