import { describe, expect, it } from 'vitest';
import { readHomeContent } from './content';

describe('readHomeContent', () => {
  it('reads banners, feed posts and testimonials, leniently', () => {
    const content = readHomeContent({
      banners: [{ id: 'b1', image: '/media/images/b1/1024.jpg', description: 'Festive' }, {}],
      feed: [
        {
          id: 'p1',
          postUrl: 'https://www.instagram.com/p/abc/',
          image: '/media/images/p1/640.jpg',
          imageWidth: 640,
          imageHeight: 640,
          alt: ' Silk ',
        },
        { id: 'p2', postUrl: 'javascript:alert(1)', image: '/media/images/p2/640.jpg' },
        { id: 'p3', postUrl: 'https://www.instagram.com/p/no-picture/', image: '' },
        { id: 'p4', postUrl: 'https://www.instagram.com/p/bad/', image: 'javascript:alert(1)' },
        42,
      ],
      testimonials: [
        { _id: 't1', userName: 'Asha', feedback: 'Lovely weave', createdAt: '2026-11-01' },
        { id: 't2', feedback: '' },
      ],
    });
    expect(content).toEqual({
      banners: [{ id: 'b1', image: '/media/images/b1/1024.jpg', description: 'Festive' }],
      feedPosts: [
        {
          id: 'p1',
          postUrl: 'https://www.instagram.com/p/abc/',
          image: '/media/images/p1/640.jpg',
          imageWidth: 640,
          imageHeight: 640,
          alt: 'Silk',
        },
      ],
      testimonials: [
        { id: 't1', userName: 'Asha', feedback: 'Lovely weave', createdAt: '2026-11-01' },
      ],
    });
  });

  it('gives empty lists for missing fields', () => {
    expect(readHomeContent({})).toEqual({ banners: [], feedPosts: [], testimonials: [] });
  });
});
