import { describe, expect, it } from 'vitest';
import { readHomeContent } from './content';

describe('readHomeContent', () => {
  it('reads banners, feed posts and testimonials, leniently', () => {
    const content = readHomeContent({
      banners: [{ id: 'b1', image: '/media/images/b1/1024.jpg', description: 'Festive' }, {}],
      feedPosts: ['https://www.instagram.com/p/abc/', 'javascript:alert(1)', 42],
      testimonials: [
        { _id: 't1', userName: 'Asha', feedback: 'Lovely weave', createdAt: '2026-11-01' },
        { id: 't2', feedback: '' },
      ],
    });
    expect(content).toEqual({
      banners: [{ id: 'b1', image: '/media/images/b1/1024.jpg', description: 'Festive' }],
      feedPosts: ['https://www.instagram.com/p/abc/'],
      testimonials: [
        { id: 't1', userName: 'Asha', feedback: 'Lovely weave', createdAt: '2026-11-01' },
      ],
    });
  });

  it('gives empty lists for missing fields', () => {
    expect(readHomeContent({})).toEqual({ banners: [], feedPosts: [], testimonials: [] });
  });
});
