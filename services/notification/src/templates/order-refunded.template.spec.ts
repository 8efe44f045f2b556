import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderRefundedMail } from './order-refunded.template.js';

describe('the refund e-mail', () => {
  it('says how much came back, for which order, with the reference to give the bank', () => {
    const mail = orderRefundedMail({
      userName: 'Leela <i>',
      orderId: '0f8e2c1a-1111-4222-8333-944445555666',
      amount: 650_000,
      refundReference: 'rfnd_4LpTPLbGdAa1Qx',
      accountUrl: 'https://shop.example/shop/account',
    });
    assert.equal(mail.subject, 'Your refund of ₹6,500.00 has been processed');
    assert.match(mail.text, /We have refunded ₹6,500\.00 for your order #0f8e2c1a/);
    assert.match(mail.text, /Refund reference: rfnd_4LpTPLbGdAa1Qx/);
    assert.match(mail.html, /Namaste Leela &lt;i&gt;/);
  });
});
