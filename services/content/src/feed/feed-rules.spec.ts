import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FEED_MESSAGES, postUrls } from './feed-rules.js';

describe('feed rules', () => {
  it('trims and de-duplicates the URLs of a call, keeping the first order', () => {
    assert.deepEqual(
      postUrls([' https://ig.com/p/1 ', 'https://ig.com/p/2', 'https://ig.com/p/1']),
      {
        urls: ['https://ig.com/p/1', 'https://ig.com/p/2'],
      },
    );
  });

  it('refuses an empty list, a blank URL and a non-http(s) one', () => {
    assert.deepEqual(postUrls([]), { problem: FEED_MESSAGES.urlRequired });
    assert.deepEqual(postUrls(undefined), { problem: FEED_MESSAGES.urlRequired });
    assert.deepEqual(postUrls(['https://ig.com/p/1', ' ']), { problem: FEED_MESSAGES.urlRequired });
    assert.deepEqual(postUrls(['ig.com/p/1']), { problem: FEED_MESSAGES.urlInvalid });
    assert.deepEqual(postUrls(['mailto:a@b.com']), { problem: FEED_MESSAGES.urlInvalid });
  });
});
