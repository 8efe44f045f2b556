import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialFeed } from './social-feed';

const POSTS = [
  {
    id: 'p2',
    postUrl: 'https://www.instagram.com/p/two/',
    image: '/media/images/3f1c/1024.jpg',
    imageWidth: 1024,
    imageHeight: 768,
    alt: 'Red Kanjivaram drape',
  },
  {
    id: 'p1',
    postUrl: 'https://www.facebook.com/boutique/posts/1',
    image: 'https://cdn.example.com/p1.jpg',
    imageWidth: 0,
    imageHeight: 0,
    alt: '',
  },
];

describe('SocialFeed', () => {
  it("shows each post's picture, sized and lazy, linking to the post in a new tab", () => {
    render(<SocialFeed posts={POSTS} />);
    const list = screen.getByRole('list', { name: 'Social posts' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(POSTS.map((p) => p.postUrl));
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }

    const uploaded = within(links[0]).getByRole('img', { name: 'Red Kanjivaram drape' });
    expect([uploaded.getAttribute('width'), uploaded.getAttribute('height')]).toEqual([
      '1024',
      '768',
    ]);
    expect(uploaded.getAttribute('loading')).toBe('lazy');
    expect(uploaded.closest('picture')?.querySelector('source[type="image/avif"]')).toBeTruthy();
    expect(links[0].textContent).toContain('opens Instagram in a new tab');

    // no alt text given: the site's name; no size known: laid out square
    const linked = within(links[1]).getByRole('img', { name: 'Facebook post' });
    expect(linked.getAttribute('src')).toBe('https://cdn.example.com/p1.jpg');
    expect([linked.getAttribute('width'), linked.getAttribute('height')]).toEqual(['640', '640']);
    expect(linked.getAttribute('loading')).toBe('lazy');
  });

  it('says the posts are coming when there is none with a picture', () => {
    render(<SocialFeed posts={[]} />);
    expect(screen.getByText('Our latest posts will appear here soon.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Social posts' })).toBeNull();
  });
});
