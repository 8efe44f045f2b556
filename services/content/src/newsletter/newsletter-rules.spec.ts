import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_NEWSLETTER_MESSAGE,
  NEWSLETTER_MESSAGES,
  campaignOf,
  newUnsubscribeToken,
  partsOf,
} from './newsletter-rules.js';

describe('newsletter rules', () => {
  it('makes 32-byte base64url tokens, a new one each time', () => {
    const token = newUnsubscribeToken();
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(Buffer.from(token, 'base64url').length, 32);
    assert.notEqual(newUnsubscribeToken(), token);
  });

  it('normalises and de-duplicates the e-mails and defaults the message', () => {
    assert.deepEqual(
      campaignOf({
        emails: [' A@x.com', 'a@X.com', '', 'b@x.com'],
        flyer: ' /media/f.jpg ',
        message: ' ',
      }),
      {
        emails: ['a@x.com', 'b@x.com'],
        flyer: '/media/f.jpg',
        message: DEFAULT_NEWSLETTER_MESSAGE,
      },
    );
  });

  it('needs a subscriber, then a flyer, and a message of at most 5000 characters', () => {
    assert.deepEqual(campaignOf({ emails: [' '], flyer: '' }), {
      problem: NEWSLETTER_MESSAGES.selectSubscriber,
    });
    assert.deepEqual(campaignOf({ emails: ['a@x.com'], flyer: ' ' }), {
      problem: NEWSLETTER_MESSAGES.flyerRequired,
    });
    assert.deepEqual(campaignOf({ emails: ['a@x.com'], flyer: 'javascript:alert(1)' }), {
      problem: NEWSLETTER_MESSAGES.flyerNotLink,
    });
    assert.deepEqual(
      campaignOf({ emails: ['a@x.com'], flyer: '/media/f.jpg', message: 'm'.repeat(5001) }),
      { problem: NEWSLETTER_MESSAGES.messageTooLong },
    );
  });

  it('cuts recipients into parts of at most the given size', () => {
    const items = Array.from({ length: 1001 }, (_, index) => index);
    assert.deepEqual(
      partsOf(items, 500).map((part) => part.length),
      [500, 500, 1],
    );
    assert.deepEqual(partsOf([], 500), []);
  });
});
