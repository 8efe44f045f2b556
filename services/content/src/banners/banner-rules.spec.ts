import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isImageLink } from '../common/rules.js';
import { BANNER_MESSAGES, bannerProblem } from './banner-rules.js';

describe('banner rules', () => {
  it('takes http(s) URLs and stored uploads as images, nothing else', () => {
    assert.equal(isImageLink('https://cdn.example.com/a.jpg'), true);
    assert.equal(isImageLink('http://example.com/a.jpg'), true);
    assert.equal(isImageLink('/media/images/3f1c/1024.jpg'), true);
    for (const bad of [
      'a.jpg',
      '/images/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'https://x y.com/a.jpg',
      '/media/a b.jpg',
    ])
      assert.equal(isImageLink(bad), false, bad);
  });

  it('checks in the API order: description, image, link, length', () => {
    assert.equal(
      bannerProblem({ image: '', description: '' }),
      BANNER_MESSAGES.descriptionRequired,
    );
    assert.equal(bannerProblem({ image: '', description: 'x' }), BANNER_MESSAGES.imageRequired);
    assert.equal(bannerProblem({ image: 'x', description: 'x' }), BANNER_MESSAGES.imageNotLink);
    assert.equal(
      bannerProblem({ image: '/media/a.jpg', description: 'é'.repeat(501) }),
      BANNER_MESSAGES.descriptionTooLong,
    );
    assert.equal(
      bannerProblem({ image: '/media/a.jpg', description: '😀'.repeat(500) }),
      undefined,
    );
  });
});
