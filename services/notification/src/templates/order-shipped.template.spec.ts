import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderShippedMail } from './order-shipped.template.js';

const base = {
  userName: 'Asha',
  orderId: '0f8e2c1a-1111-4222-8333-944445555666',
  trackingNumber: 'AB 12/3',
  lines: [],
  accountUrl: 'https://shop.example/shop/account',
};

describe('the tracking e-mail', () => {
  it("names the courier and links its tracking page as 'Track your parcel'", () => {
    const mail = orderShippedMail({
      ...base,
      courierName: 'Blue Dart',
      trackingUrl:
        'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=AB%2012%2F3',
    });
    assert.match(mail.text, /Courier: Blue Dart\n/);
    assert.match(
      mail.text,
      /Track your parcel: https:\/\/www\.bluedart\.com\/web\/guest\/trackdartresult\?trackFor=0&trackNo=AB%2012%2F3\n/,
    );
    assert.match(
      mail.html,
      /<a href="https:\/\/www\.bluedart\.com\/web\/guest\/trackdartresult\?trackFor=0&amp;trackNo=AB%2012%2F3"[^>]*>Track your parcel<\/a>/,
    );
  });

  it('shows the number alone when an older order service sent no courier', () => {
    const mail = orderShippedMail({ ...base, courierName: '', trackingUrl: '' });
    assert.match(mail.text, /Tracking number: AB 12\/3/);
    assert.doesNotMatch(mail.text, /Courier|Track your parcel/);
    assert.doesNotMatch(mail.html, /Track your parcel/);
  });

  it('never links anything but a web address, and escapes the courier name', () => {
    const mail = orderShippedMail({
      ...base,
      courierName: '<b>X</b>',
      trackingUrl: 'javascript:alert(1)',
    });
    assert.doesNotMatch(mail.html, /javascript:|Track your parcel|<b>X/);
    assert.match(mail.html, /&lt;b&gt;X&lt;\/b&gt;/);
  });
});
