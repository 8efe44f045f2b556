// System spec: a customer cancels their order before it is shipped, through the whole
// running stack (gateway, identity, catalogue, order, payment on the built-in sandbox,
// notification, the mail catcher): the order is cancelled, its units go back to stock, the
// payment is refunded once in the sandbox, the customer and the shop each get one e-mail;
// a shipped order cannot be cancelled, nor another customer's. The owner sees every refund
// in the admin's refunds list; while the sandbox refuses refunds (its outage) a refund is
// left failed with the provider's words, and the owner's retry refunds it once.
// Env: BASE_URL (gateway), ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_URL (npm test sets them).
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { MailCatcher } from '@boutique/testing';
import {
  adminToken,
  http,
  newShopper as registerShopper,
  skipWithoutStack,
  type Shopper,
} from './shoppers.js';
import { str, type Json } from '../fixtures/http.js';
import { buyAndPay, inventoryOf, newSaree, type Saree, until } from './shop-steps.js';

const MAIL_URL = process.env.MAIL_URL?.replace(/\/$/, '');
const skip = skipWithoutStack || (!MAIL_URL && 'MAIL_URL is not set');

const CANCELLED_PAID =
  'Your order has been cancelled. Your payment will be refunded in full to the original payment method.';
const ALREADY_SHIPPED = 'This order has already been shipped and can no longer be cancelled';
const OUTAGE = /does not have enough balance/;

describe('cancel before shipping, refunds and their retry (system)', { skip }, () => {
  let admin = '';
  let mail: MailCatcher;
  const products: string[] = [];

  before(async () => {
    admin = await adminToken();
    mail = new MailCatcher(MAIL_URL!);
  });

  after(async () => {
    await http.post('/api/sandbox/razorpay/refunds/outage', { on: false }, { token: admin });
    for (const id of products) await http.del(`/api/admin/products/delete/${id}`, { token: admin });
  });

  const newShopper = (label: string) => registerShopper(http, 'cancel', label);

  const saree = (units: number) =>
    newSaree(admin, products, { units, price: 3250, label: 'Cancelled' });

  /** The shopper buys `quantity` units and pays: a paid order they may still cancel. */
  async function paidOrder(shopper: Shopper, product: Saree, quantity = 2) {
    const bought = await buyAndPay(shopper, product, quantity);
    assert.equal(bought.order.cancellable, true as unknown as Json);
    return bought;
  }

  const cancel = (shopper: Shopper, orderId: string) =>
    http.post('/api/shop/order/cancel', { orderId }, { token: shopper.token });

  /** The refund of `paymentId` in the admin's list, once `ready` holds for it. */
  const refundOf = (paymentId: string, ready: (refund: Json) => boolean, status = '') =>
    until(`the refund of ${paymentId}`, async () => {
      const listed = await http.get(
        `/api/admin/refunds?pageSize=100${status ? `&status=${status}` : ''}`,
        { token: admin },
      );
      assert.equal(listed.status, 200, listed.text);
      const found = (listed.json.data as unknown as Json[]).find(
        (refund) => str(refund.paymentId) === paymentId,
      );
      return found && ready(found) ? found : undefined;
    });

  it('a paid order cancelled before shipping: units back, refunded once, one e-mail to each side', async () => {
    const product = await saree(3);
    const priya = await newShopper('priya');
    const { orderId, paymentId } = await paidOrder(priya, product);
    assert.equal(await inventoryOf(product), 1);

    const cancelled = await cancel(priya, orderId);
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.json.message, CANCELLED_PAID as unknown as Json);
    assert.equal(cancelled.json.data.orderStatus, 'cancelled' as unknown as Json);
    assert.equal(cancelled.json.data.cancellable, false as unknown as Json);
    assert.equal(cancelled.json.data.cancelReason, 'customer' as unknown as Json);
    // A repeat (a double tap, a retried request) answers the same and changes nothing.
    const again = await cancel(priya, orderId);
    assert.equal(again.status, 200, again.text);

    await until('the units back in stock', async () =>
      (await inventoryOf(product)) === 3 ? true : undefined,
    );
    const refund = await refundOf(paymentId, (r) => r.status === ('refunded' as unknown));
    assert.equal(str(refund.orderId), orderId);
    assert.equal(refund.amount, 6500 as unknown as Json, 'the whole order, in rupees');
    assert.equal(refund.reason, 'customer-cancelled' as unknown as Json);
    assert.match(str(refund.providerRefundId), /^rfnd_/);
    const shown = await http.get(`/api/sandbox/razorpay/payments/${paymentId}`, {
      token: priya.token,
    });
    assert.equal(shown.json.status, 'refunded' as unknown as Json);
    assert.equal(shown.json.amount_refunded, 650_000 as unknown as Json);

    // The order shows the refund once made, and the customer is told with its reference.
    const refundedOrder = await until('the refund on the order', async () => {
      const shown = await http.get(`/api/shop/order/details/${orderId}`, { token: priya.token });
      return shown.json.data.refundedAt ? shown.json.data : undefined;
    });
    assert.equal(refundedOrder.refundedAmount, 6500 as unknown as Json);
    assert.equal(str(refundedOrder.refundReference), str(refund.providerRefundId));
    const [refundMail] = await mail.waitFor(
      priya.email,
      (m) => m.subject === 'Your refund of ₹6,500.00 has been processed',
    );
    assert.ok((refundMail.text ?? '').includes(str(refund.providerRefundId)));

    const number = orderId.slice(0, 8);
    const [toCustomer] = await mail.waitFor(
      priya.email,
      (m) => m.subject === `Your order #${number} has been cancelled`,
    );
    assert.match(toCustomer.text ?? '', /₹6,500\.00 will be refunded in full/);
    const ownerSubject = `Order #${number} cancelled by the customer (₹6,500.00 to refund)`;
    const toOwner = await until('the e-mail to the shop', async () => {
      const all = await mail.all();
      return all.find((m) => m.subject === ownerSubject);
    });
    assert.ok(
      toOwner.to.every((to) => to.address !== priya.email),
      'to the shop, not the customer',
    );
    await sleep(1000);
    assert.equal(
      (await mail.to(priya.email)).filter((m) => m.subject.includes('has been cancelled')).length,
      1,
      'one e-mail to the customer, though she asked twice',
    );
    const stillOne = await http.get(`/api/admin/refunds?pageSize=100`, { token: admin });
    assert.equal(
      (stillOne.json.data as unknown as Json[]).filter((r) => str(r.orderId) === orderId).length,
      1,
      'one refund',
    );
  });

  it("a shipped order cannot be cancelled, nor another customer's", async () => {
    const product = await saree(4);
    const [meera, other] = await Promise.all([newShopper('meera'), newShopper('other')]);
    const { orderId } = await paidOrder(meera, product, 1);

    const stranger = await cancel(other, orderId);
    assert.equal(stranger.status, 404, stranger.text);
    assert.equal(stranger.json.message, 'Order not found' as unknown as Json);
    const signedOut = await http.post('/api/shop/order/cancel', { orderId });
    assert.equal(signedOut.status, 401, signedOut.text);

    const couriers = await http.get('/api/admin/orders/couriers', { token: admin });
    const shipped = await http.put(
      `/api/admin/orders/update/${orderId}`,
      {
        orderStatus: 'inShipping',
        trackingNumber: 'DL998877665IN',
        courierId: str((couriers.json.data as unknown as Json[])[0].id),
      },
      { token: admin },
    );
    assert.equal(shipped.status, 200, shipped.text);
    assert.equal(shipped.json.data.cancellable, false as unknown as Json);
    const refused = await cancel(meera, orderId);
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.json.message, ALREADY_SHIPPED as unknown as Json);
    const order = await http.get(`/api/shop/order/details/${orderId}`, { token: meera.token });
    assert.equal(order.json.data.orderStatus, 'inShipping' as unknown as Json);
    assert.equal(await inventoryOf(product), 3, 'the shipped unit stays sold');
  });

  it('a refund the provider refuses is left failed with its words; the owner retries it once it can be made', async () => {
    const product = await saree(2);
    const kavya = await newShopper('kavya');
    const { orderId, paymentId } = await paidOrder(kavya, product, 1);

    const outage = await http.post(
      '/api/sandbox/razorpay/refunds/outage',
      { on: true },
      { token: admin },
    );
    assert.equal(outage.status, 200, outage.text);
    assert.equal(outage.json.outage, true as unknown as Json);
    const customerTries = await http.post(
      '/api/sandbox/razorpay/refunds/outage',
      { on: false },
      { token: kavya.token },
    );
    assert.equal(customerTries.status, 403, 'only the owner switches the sandbox');

    assert.equal((await cancel(kavya, orderId)).status, 200);
    const failed = await refundOf(paymentId, (r) => r.status === ('failed' as unknown), 'failed');
    assert.match(str(failed.error), OUTAGE);
    assert.equal(str(failed.providerRefundId), '');

    const stillDown = await http.post(`/api/admin/refunds/${paymentId}/retry`, undefined, {
      token: admin,
    });
    assert.equal(stillDown.status, 200, stillDown.text);
    assert.match(str(stillDown.json.message), /refused the refund again: .*enough balance/);
    assert.equal(stillDown.json.data.status, 'failed' as unknown as Json);

    await http.post('/api/sandbox/razorpay/refunds/outage', { on: false }, { token: admin });
    const retried = await http.post(`/api/admin/refunds/${paymentId}/retry`, undefined, {
      token: admin,
    });
    // The automatic retry may have got there first; then the refund is no longer failed.
    if (retried.status === 409) {
      assert.equal(retried.json.message, 'Only a failed refund can be retried' as unknown as Json);
    } else {
      assert.equal(retried.status, 200, retried.text);
      assert.equal(retried.json.message, 'Refund completed' as unknown as Json);
      assert.equal(retried.json.data.status, 'refunded' as unknown as Json);
    }
    const done = await refundOf(paymentId, (r) => r.status === ('refunded' as unknown));
    assert.match(str(done.providerRefundId), /^rfnd_/);
    const shown = await http.get(`/api/sandbox/razorpay/payments/${paymentId}`, {
      token: kavya.token,
    });
    assert.equal(shown.json.status, 'refunded' as unknown as Json);

    const twice = await http.post(`/api/admin/refunds/${paymentId}/retry`, undefined, {
      token: admin,
    });
    assert.equal(twice.status, 409, twice.text);
    assert.equal(twice.json.message, 'Only a failed refund can be retried' as unknown as Json);
    const unknown = await http.post(`/api/admin/refunds/pay_unknown123/retry`, undefined, {
      token: admin,
    });
    assert.equal(unknown.status, 404, unknown.text);
    assert.equal(unknown.json.message, 'Refund not found' as unknown as Json);
  });

  it('the refunds list is the owner’s: filtered by status, paged, bad input refused', async () => {
    const asCustomer = await newShopper('nosy');
    const denied = await http.get('/api/admin/refunds', { token: asCustomer.token });
    assert.equal(denied.status, 403, denied.text);
    const bad = await http.get('/api/admin/refunds?status=lost', { token: admin });
    assert.equal(bad.status, 400, bad.text);
    assert.equal(bad.json.message, 'Invalid status' as unknown as Json);
    const badPage = await http.get('/api/admin/refunds?pageSize=1000', { token: admin });
    assert.equal(badPage.status, 400, badPage.text);
    const one = await http.get('/api/admin/refunds?status=refunded&pageSize=1', { token: admin });
    assert.equal(one.status, 200, one.text);
    assert.equal((one.json.data as unknown as Json[]).length, 1);
    assert.ok((one.json.total as unknown as number) >= 2, 'the earlier tests’ refunds counted');
    const graphql = await http.post(
      '/graphql',
      {
        query:
          '{ refunds(status: "refunded", pageSize: 2) { total refunds { paymentId status reason } } }',
      },
      { token: admin },
    );
    assert.equal(graphql.status, 200, graphql.text);
    const page = (graphql.json.data as unknown as { refunds: { total: number; refunds: Json[] } })
      .refunds;
    assert.ok(page.total >= 2);
    assert.ok(page.refunds.every((r) => r.status === ('refunded' as unknown)));
  });
});
