import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contactInbox, mailboxAddress } from '../config/notification.config.js';
import { newsletterMail } from '../templates/newsletter.template.js';
import { resolveFlyerUrl, unsubscribeUrl } from './newsletter-sender.js';

describe('newsletter links and the contact inbox', () => {
  it('resolves a stored flyer path against PUBLIC_URL and keeps absolute http(s) URLs', () => {
    assert.equal(
      resolveFlyerUrl('https://shop.in', '/media/flyers/a.jpg'),
      'https://shop.in/media/flyers/a.jpg',
    );
    assert.equal(
      resolveFlyerUrl('https://shop.in/', '/media/a.jpg'),
      'https://shop.in/media/a.jpg',
    );
    assert.equal(
      resolveFlyerUrl('https://shop.in', 'https://cdn.in/a.png'),
      'https://cdn.in/a.png',
    );
    assert.equal(resolveFlyerUrl('https://shop.in', 'javascript:alert(1)'), '');
    assert.equal(resolveFlyerUrl('https://shop.in', '//evil.example/a.png'), '');
    assert.equal(resolveFlyerUrl('https://shop.in', ''), '');
  });

  it('builds the one-click unsubscribe URL of a token', () => {
    assert.equal(
      unsubscribeUrl('https://shop.in/', 'tok_1'),
      'https://shop.in/api/shop/newsletter/unsubscribe/tok_1',
    );
    assert.equal(
      unsubscribeUrl('https://shop.in', 'a/b c'),
      'https://shop.in/api/shop/newsletter/unsubscribe/a%2Fb%20c',
    );
  });

  it('escapes the message, keeps its line breaks and omits a missing flyer', () => {
    const mail = newsletterMail({
      shopName: 'Saree Boutique',
      message: 'New <silk>\nSale & more',
      flyerUrl: '',
      unsubscribeUrl: 'https://shop.in/api/shop/newsletter/unsubscribe/t',
    });
    assert.equal(mail.subject, 'News from Saree Boutique');
    assert.match(mail.html, /New &lt;silk&gt;<br>\nSale &amp; more/);
    assert.doesNotMatch(mail.html, /<img/);
    assert.match(mail.text, /New <silk>\nSale & more/);
  });

  it('sends contact messages to CONTACT_INBOX_EMAIL, else the from-address, else owner@boutique.local', () => {
    const from = '"Saree Boutique" <hello@boutique.local>';
    assert.equal(
      contactInbox({ CONTACT_INBOX_EMAIL: 'me@shop.in', MAIL_FROM: from }),
      'me@shop.in',
    );
    assert.equal(
      contactInbox({ CONTACT_INBOX_EMAIL: undefined, MAIL_FROM: from }),
      'hello@boutique.local',
    );
    assert.equal(
      contactInbox({ CONTACT_INBOX_EMAIL: undefined, MAIL_FROM: 'shop@x.in' }),
      'shop@x.in',
    );
    assert.equal(
      contactInbox({ CONTACT_INBOX_EMAIL: undefined, MAIL_FROM: 'Saree Boutique' }),
      'owner@boutique.local',
    );
    assert.equal(mailboxAddress('a b@c.d'), undefined);
  });
});
