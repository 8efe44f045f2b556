import { describe, expect, it } from 'vitest';
import { photoCountLabel, returnPhotosSchema } from './return-photos';

describe('returnPhotosSchema', () => {
  it('keeps uploaded image URLs in the order sent, each once', () => {
    expect(
      returnPhotosSchema.parse([
        '/media/images/a/640.jpg',
        ' https://shop.example/media/images/b/1024.jpg ',
        '/media/images/a/640.jpg',
      ]),
    ).toEqual(['/media/images/a/640.jpg', 'https://shop.example/media/images/b/1024.jpg']);
  });

  it('drops anything else: other addresses, scripts, videos, non-strings', () => {
    expect(
      returnPhotosSchema.parse([
        'javascript:alert(1)',
        'https://elsewhere.example/photo.jpg',
        '/media/videos/v/video.mp4',
        42,
        null,
        '/media/images/ok/320.jpg',
      ]),
    ).toEqual(['/media/images/ok/320.jpg']);
  });

  it('reads none, null or another shape as no photos', () => {
    expect(returnPhotosSchema.parse(undefined)).toEqual([]);
    expect(returnPhotosSchema.parse(null)).toEqual([]);
    expect(returnPhotosSchema.parse('/media/images/a/640.jpg')).toEqual([]);
  });
});

describe('photoCountLabel', () => {
  it('says how many photos, and nothing for none', () => {
    expect(photoCountLabel(0)).toBe('');
    expect(photoCountLabel(1)).toBe('1 photo');
    expect(photoCountLabel(2)).toBe('2 photos');
    expect(photoCountLabel(4)).toBe('4 photos');
  });
});
