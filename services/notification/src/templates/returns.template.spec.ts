import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  returnRequestedMail,
  returnRequestedOwnerMail,
  returnUpdatedMail,
} from './returns.template.js';

const ORDER = {
  userName: 'Leela <i>',
  email: 'leela@example.com',
  orderId: '0f8e2c1a-1111-4222-8333-944445555666',
  lines: [
    {
      productId: 'p1',
      colourId: 'c1',
      title: 'Kanjivaram',
      productCode: 'K1',
      colourTitle: 'Maroon',
      quantity: 1,
      price: 299_900,
    },
  ],
  accountUrl: 'https://shop.example/shop/account',
};

describe('the return e-mails', () => {
  it('the request: the customer is told when to expect a reply, the shop what to decide', () => {
    const mail = returnRequestedMail({ ...ORDER, reasonLabel: 'Arrived damaged' });
    assert.equal(mail.subject, 'We received your return request for order #0f8e2c1a');
    assert.match(mail.text, /\(Arrived damaged\)/);
    assert.match(mail.text, /reply within 2 working days/);
    assert.match(mail.text, /Kanjivaram/);
    assert.match(mail.html, /Namaste Leela &lt;i&gt;/);
    const owner = returnRequestedOwnerMail({
      ...ORDER,
      reasonLabel: 'Arrived damaged',
      note: 'The pallu is <torn>',
      itemsAmount: 299_900,
      returnsUrl: 'https://shop.example/admin/returns',
      photoUrls: [
        'https://shop.example/media/images/a/640.jpg',
        'https://shop.example/media/images/b/640.jpg',
      ],
    });
    assert.equal(owner.subject, 'Return requested for order #0f8e2c1a (₹2,999.00)');
    assert.match(owner.text, /Note: The pallu is <torn>/);
    assert.match(owner.html, /The pallu is &lt;torn&gt;/);
    assert.match(owner.text, /https:\/\/shop\.example\/admin\/returns/);
    assert.match(owner.text, /Photo 2: https:\/\/shop\.example\/media\/images\/b\/640\.jpg/);
    assert.match(
      owner.html,
      /<a href="https:\/\/shop\.example\/media\/images\/a\/640\.jpg">Photo 1<\/a>/,
    );
    const without = returnRequestedOwnerMail({
      ...ORDER,
      reasonLabel: 'Arrived damaged',
      note: '',
      itemsAmount: 299_900,
      returnsUrl: 'https://shop.example/admin/returns',
      photoUrls: [],
    });
    assert.doesNotMatch(without.text, /Photo/);
  });

  it('each step in words: approved, rejected with the reason, refunded online or by transfer, replaced', () => {
    const step = (status: string, extra: Partial<Parameters<typeof returnUpdatedMail>[0]> = {}) =>
      returnUpdatedMail({
        ...ORDER,
        status,
        ownerNote: '',
        refundAmount: 0,
        paymentMethod: 'razorpay',
        ...extra,
      });
    assert.equal(step('approved')?.subject, 'Your return for order #0f8e2c1a is approved');
    const rejected = step('rejected', { ownerNote: 'Worn and washed' });
    assert.match(rejected?.text ?? '', /The reason: Worn and washed/);
    const refunded = step('refunded', { refundAmount: 307_900 });
    assert.match(
      refunded?.text ?? '',
      /refunded ₹3,079\.00 for your return to the original payment method/,
    );
    const transferred = step('refunded', { refundAmount: 307_900, paymentMethod: 'cod' });
    assert.match(transferred?.text ?? '', /sent you ₹3,079\.00 by UPI or bank transfer/);
    assert.match(
      step('replaced')?.text ?? '',
      /replacement for the returned items within 5 business days/,
    );
    assert.equal(step('requested'), undefined, 'no e-mail for a state the owner did not set');
  });
});
