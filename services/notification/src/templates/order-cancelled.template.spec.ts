import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderCancelledMail, orderCancelledOwnerMail } from './order-cancelled.template.js';

const base = {
  userName: 'Asha <b>',
  email: 'asha@example.com',
  orderId: '0f8e2c1a-1111-4222-8333-944445555666',
  totalAmount: 1_234_550,
  refundAmount: 1_234_550,
  lines: [
    {
      productId: 'p1',
      colourId: 'c1',
      title: 'Kanjivaram & Zari',
      productCode: 'K1',
      colourTitle: 'Maroon',
      quantity: 2,
      price: 617_275,
    },
  ],
};

describe('the cancellation e-mails', () => {
  it("tell the customer a paid order's whole payment comes back, in rupees, with the items", () => {
    const mail = orderCancelledMail({
      ...base,
      paid: true,
      accountUrl: 'https://shop.example/shop/account',
    });
    assert.equal(mail.subject, 'Your order #0f8e2c1a has been cancelled');
    assert.match(
      mail.text,
      /Your payment of ₹12,345\.50 will be refunded in full to the original payment method/,
    );
    assert.match(mail.text, /- Kanjivaram & Zari, Maroon x 2/);
    assert.match(mail.html, /Kanjivaram &amp; Zari, Maroon × 2/);
    assert.match(mail.html, /Namaste Asha &lt;b&gt;/, 'the name is escaped');
    assert.doesNotMatch(mail.html, /<b>/);
  });

  it('say no payment was taken for an unpaid order', () => {
    const mail = orderCancelledMail({
      ...base,
      paid: false,
      refundAmount: 0,
      accountUrl: 'https://shop.example/',
    });
    assert.match(mail.text, /No payment was taken for this order\./);
    assert.doesNotMatch(mail.text, /refunded/);
  });

  it('tell the shop who cancelled, how much to refund, and not to pack it', () => {
    const mail = orderCancelledOwnerMail({
      ...base,
      paid: true,
      refundsUrl: 'https://shop.example/admin/refunds',
    });
    assert.equal(mail.subject, 'Order #0f8e2c1a cancelled by the customer (₹12,345.50 to refund)');
    assert.match(mail.text, /Asha <b> <asha@example\.com> cancelled order #0f8e2c1a/);
    assert.match(mail.text, /do not pack this order/);
    assert.match(mail.text, /https:\/\/shop\.example\/admin\/refunds/);
    assert.match(mail.html, /Asha &lt;b&gt; &lt;asha@example\.com&gt;/);
  });

  it('tell the shop a confirmed cash-on-delivery order is cancelled, with nothing to refund', () => {
    const mail = orderCancelledOwnerMail({
      ...base,
      paid: false,
      refundAmount: 0,
      refundsUrl: 'https://shop.example/admin/refunds',
    });
    assert.equal(
      mail.subject,
      'Order #0f8e2c1a cancelled by the customer (cash on delivery, nothing to refund)',
    );
    assert.match(mail.text, /there is nothing to refund/);
    assert.match(mail.text, /do not pack this order/);
    assert.doesNotMatch(mail.text, /admin\/refunds/);
  });

  it("tell the customer only a COD order's advance comes back", () => {
    const mail = orderCancelledMail({
      ...base,
      paid: true,
      refundAmount: 66_000,
      accountUrl: 'https://shop.example/',
    });
    assert.match(mail.text, /Your payment of ₹660\.00 will be refunded/);
  });
});
