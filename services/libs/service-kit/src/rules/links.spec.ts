import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isHttpUrl, isMediaLink } from './links.js';

describe('isMediaLink', () => {
  it('takes http(s) URLs and stored uploads', () => {
    for (const good of [
      'https://cdn.example.com/a.jpg',
      'http://example.com/a.jpg?w=640',
      '/media/images/3f1c/1024.jpg',
      '/media/videos/9a/video.mp4',
    ])
      assert.equal(isMediaLink(good), true, good);
  });

  it('refuses every other scheme, relative paths, spaces and climbing out of /media/', () => {
    for (const bad of [
      '',
      'a.jpg',
      '/images/a.jpg',
      '//evil.example/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'ftp://example.com/a.jpg',
      'https://x y.com/a.jpg',
      '/media/a b.jpg',
      '/media/../api/admin',
      '/media/images/..',
      '/media/a\\b.jpg',
      `https://example.com/${'a'.repeat(2048)}`,
    ])
      assert.equal(isMediaLink(bad), false, bad);
  });
});

describe('isHttpUrl', () => {
  it('needs an http(s) scheme and a host', () => {
    assert.equal(isHttpUrl('https://www.instagram.com/p/C1a2b3c4d5e/'), true);
    assert.equal(isHttpUrl('https://'), false);
    assert.equal(isHttpUrl('/media/a.jpg'), false);
    assert.equal(isHttpUrl('mailto:a@example.com'), false);
  });
});
