// System spec: cash on delivery with return-to-origin risk control, through the whole
// running stack (gateway, identity, catalogue, order, payment on the built-in sandbox,
// notification, the mail catcher; docs/cash-on-delivery.md). The owner's settings and
// their messages; the pincode check; a low-risk COD order confirmed by its e-mail link,
// shipped and its cash recorded; an unconfirmed one cancelled with its stock back; a
// refused parcel (RTO) giving its units back and making the customer's next COD order ask
// an advance (paid online, the rest due at the door), then prepaid only.
// Env: BASE_URL (gateway), ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_URL (npm test sets them).
import assert from 'node:assert/strict';
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
import { inventoryOf, newSaree, payInSandbox, ship, type Saree, until } from './shop-steps.js';

const MAIL_URL = process.env.MAIL_URL?.replace(/\/$/, '');
const skip = skipWithoutStack || (!MAIL_URL && 'MAIL_URL is not set');

/** The settings the spec starts from: COD on, ₹49 fee, new accounts not counted. */
const SETTINGS = {
  enabled: true,
  maxOrderValue: 20000,
  fee: 49,
  pincodeRule: 'block',
  pincodes: ['110001'],
  confirmHours: 24,
  advancePercent: 20,
  minAdvance: 100,
  risk: {
    refusedForAdvance: 1,
    refusedForPrepaidOnly: 2,
    unconfirmedForAdvance: 5,
    pincodeRtoPercent: 100,
    pincodeMinOrders: 1000,
    valueMultiple: 0,
    newAccountDays: 0,
    trustedDeliveredOrders: 0,
    mediumSignalsForHigh: 0,
  },
};

describe('cash on delivery with RTO risk control (system)', { skip }, () => {
  let admin = '';
  let mail: MailCatcher;
  const products: string[] = [];

  before(async () => {
    admin = await adminToken();
    mail = new MailCatcher(MAIL_URL!);
    const saved = await http.put('/api/admin/cod-settings', SETTINGS, { token: admin });
    assert.equal(saved.status, 200, saved.text);
  });

  after(async () => {
    await http.put('/api/admin/cod-settings', { ...SETTINGS, enabled: false }, { token: admin });
    for (const id of products) await http.del(`/api/admin/products/delete/${id}`, { token: admin });
  });

  const newShopper = (label: string) => registerShopper(http, 'cod', label);
  const saree = (units: number) => newSaree(admin, products, { units, price: 3250, label: 'Cod' });

  const body = (shopper: Shopper, product: Saree) => ({
    cartItems: [{ productId: product.id, colors: { _id: product.colourId }, quantity: 1 }],
    addressInfo: { addressId: shopper.addressId },
  });

  const placeCod = (shopper: Shopper, product: Saree) =>
    http.post(
      '/api/shop/order/create',
      { ...body(shopper, product), paymentMethod: 'cod' },
      { token: shopper.token },
    );

  const quote = (shopper: Shopper, product: Saree) =>
    http.post('/api/shop/order/cod/quote', body(shopper, product), { token: shopper.token });

  /** The token of the confirmation link mailed for `orderId`. */
  async function confirmToken(shopper: Shopper, orderId: string): Promise<string> {
    const [found] = await mail.waitFor(shopper.email, (m) =>
      (m.text ?? '').includes(`order=${orderId}`),
    );
    const link = /(https?:\/\/\S+\/cod\/confirm\?\S+)/.exec(found.text ?? '')?.[1];
    assert.ok(link, found.text);
    return new URL(link).searchParams.get('token')!;
  }

  const confirm = (orderId: string, token: string) =>
    http.post('/api/shop/order/cod/confirm', { orderId, token });

  const order = async (orderId: string) => {
    const answer = await http.get(`/api/admin/orders/details/${orderId}`, { token: admin });
    assert.equal(answer.status, 200, answer.text);
    return answer.json.data;
  };

  /** A low-risk COD order, placed and confirmed by its e-mail link. */
  async function confirmedCod(shopper: Shopper, product: Saree) {
    const placed = await placeCod(shopper, product);
    assert.equal(placed.status, 201, placed.text);
    const orderId = str(placed.json.orderId);
    const token = await confirmToken(shopper, orderId);
    const confirmed = await confirm(orderId, token);
    assert.equal(confirmed.status, 200, confirmed.text);
    return { orderId, token };
  }

  it('the owner’s settings are checked, and the pincode check says where COD is offered', async () => {
    const bad = await http.put(
      '/api/admin/cod-settings',
      { ...SETTINGS, pincodes: ['11000'] },
      { token: admin },
    );
    assert.equal(bad.status, 400, bad.text);
    assert.equal(bad.json.message, '"11000" is not a valid 6-digit pincode');
    const shopperCannot = await http.get('/api/admin/cod-settings', {
      token: (await newShopper('nosy')).token,
    });
    assert.equal(shopperCannot.status, 403);
    const read = await http.get('/api/admin/cod-settings', { token: admin });
    assert.equal(read.json.data.fee, 49 as unknown as Json);
    assert.deepEqual(read.json.data.pincodes, ['110001'] as unknown as Json);

    const open = await http.get('/api/geo/pincodes/560038/delivery');
    assert.equal(open.status, 200, open.text);
    assert.equal(open.json.data.cod?.available, true as unknown as Json);
    assert.equal(open.json.data.cod?.message, 'Cash on delivery available (₹49 fee)');
    const blocked = await http.get('/api/geo/pincodes/110001/delivery');
    assert.equal(blocked.json.data.cod?.available, false as unknown as Json);
    assert.equal(
      blocked.json.data.cod?.message,
      'Cash on delivery is not available for pincode 110001.',
    );
  });

  it('a low-risk COD order: confirmed by its e-mail link, shipped, its cash recorded', async () => {
    const product = await saree(2);
    const asha = await newShopper('asha');
    const quoted = await quote(asha, product);
    assert.equal(quoted.status, 200, quoted.text);
    assert.equal(quoted.json.data.level, 'low');
    assert.equal(quoted.json.data.total, 3299 as unknown as Json);

    const added = await http.post(
      '/api/shop/cart/add',
      { userId: asha.id, productId: product.id, colorId: product.colourId, quantity: 1 },
      { token: asha.token },
    );
    assert.equal(added.status, 200, added.text);
    const placed = await placeCod(asha, product);
    assert.equal(placed.status, 201, placed.text);
    assert.equal(placed.json.provider, 'cod');
    await until('the ordered saree out of the bag', async () => {
      const cart = await http.get(`/api/shop/cart/get/${asha.id}`, { token: asha.token });
      return (cart.json.data.items as unknown as Json[]).length === 0 ? true : undefined;
    });
    assert.match(str(placed.json.message), /Please confirm your order from the e-mail/);
    const orderId = str(placed.json.orderId);
    assert.equal(placed.json.data.cod?.status, 'awaiting-confirmation');
    assert.equal(placed.json.data.totalAmount, 3299 as unknown as Json);
    // The shopper does not see the risk assessment; the stock is held.
    assert.equal(placed.json.data.cod?.riskLevel, '');
    assert.equal(await inventoryOf(product), 1);

    const token = await confirmToken(asha, orderId);
    const wrong = await confirm(orderId, `${token}x`);
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.message, 'This confirmation link is not valid.');
    const confirmed = await confirm(orderId, token);
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(
      confirmed.json.message,
      'Thank you! Your order is confirmed. Please keep ₹3,299 ready at delivery.',
    );
    assert.equal((await confirm(orderId, token)).status, 200, 'a second click answers the same');

    const seen = await order(orderId);
    assert.equal(seen.orderStatus, 'confirmed');
    assert.equal(seen.paymentStatus, 'cod');
    assert.equal(seen.cod?.riskLevel, 'low');
    const listed = await http.get(`/api/admin/orders/get?search=${orderId}`, { token: admin });
    assert.equal((listed.json.data as unknown as Json[])[0]?.paymentMethod, 'cod');
    await mail.waitFor(asha.email, (m) => (m.text ?? '').includes('keep ₹3,299.00 ready'));

    const early = await http.post(
      `/api/admin/orders/${orderId}/cod/collected`,
      { amount: 3299 },
      { token: admin },
    );
    assert.equal(early.status, 409, 'no cash before shipping');
    await ship(admin, orderId);
    const tooMuch = await http.post(
      `/api/admin/orders/${orderId}/cod/collected`,
      { amount: 5000 },
      { token: admin },
    );
    assert.equal(tooMuch.status, 400);
    const collected = await http.post(
      `/api/admin/orders/${orderId}/cod/collected`,
      { amount: 3299 },
      { token: admin },
    );
    assert.equal(collected.status, 200, collected.text);
    assert.equal(collected.json.message, 'Cash collected recorded');
    assert.equal(collected.json.data.orderStatus, 'delivered');
    assert.equal(collected.json.data.paymentStatus, 'paid');
    assert.equal(collected.json.data.cod?.cashCollected, 3299 as unknown as Json);
  });

  it('a confirmed COD order cancelled by its customer: units back, nothing to refund, the shop told', async () => {
    const product = await saree(1);
    const uma = await newShopper('uma');
    const { orderId } = await confirmedCod(uma, product);
    await until('the confirmed order sold', async () =>
      (await inventoryOf(product)) === 0 ? true : undefined,
    );
    const cancelled = await http.post('/api/shop/order/cancel', { orderId }, { token: uma.token });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.json.message, 'Your order has been cancelled.');
    await until('its unit back', async () =>
      (await inventoryOf(product)) === 1 ? true : undefined,
    );
    const number = orderId.slice(0, 8);
    const [toCustomer] = await mail.waitFor(
      uma.email,
      (m) => m.subject === `Your order #${number} has been cancelled`,
    );
    assert.match(toCustomer.text ?? '', /No payment was taken for this order/);
    await until('the e-mail to the shop', async () =>
      (await mail.all()).find(
        (m) =>
          m.subject ===
          `Order #${number} cancelled by the customer (cash on delivery, nothing to refund)`,
      ),
    );
  });

  it('an unconfirmed COD order is cancelled at the end of its window and its stock returns', async () => {
    const product = await saree(1);
    const ravi = await newShopper('ravi');
    const placed = await placeCod(ravi, product);
    assert.equal(placed.status, 201, placed.text);
    const orderId = str(placed.json.orderId);
    assert.equal(await inventoryOf(product), 0);
    const token = await confirmToken(ravi, orderId);
    // The test stack's window is 20 s (COD_CONFIRM_SECONDS); the sweep runs every 2 s.
    await until(
      'the unconfirmed order cancelled',
      async () => (str((await order(orderId)).orderStatus) === 'cancelled' ? true : undefined),
      60_000,
    );
    assert.equal((await order(orderId)).cancelReason, 'expired');
    await until('its unit back', async () =>
      (await inventoryOf(product)) === 1 ? true : undefined,
    );
    const late = await confirm(orderId, token);
    assert.equal(late.status, 409);
    assert.equal(
      late.json.message,
      'This confirmation link has expired and the order was cancelled. Please place the order again.',
    );
  });

  it('a parcel refused at the door: units back, then an advance is asked, then prepaid only', async () => {
    const product = await saree(3);
    const meena = await newShopper('meena');
    const first = await confirmedCod(meena, product);
    await ship(admin, first.orderId);
    const rto = await http.post(`/api/admin/orders/${first.orderId}/cod/rto`, {}, { token: admin });
    assert.equal(rto.status, 200, rto.text);
    assert.equal(rto.json.message, 'Order marked as returned to origin');
    assert.equal(rto.json.data.cancelReason, 'rto');
    assert.equal(rto.json.data.cod?.status, 'rto');
    await until('the refused unit back', async () =>
      (await inventoryOf(product)) === 3 ? true : undefined,
    );

    // One refusal: medium, a UPI advance of 20% (₹660 of ₹3,299), the rest at the door.
    const quoted = await quote(meena, product);
    assert.equal(quoted.json.data.level, 'medium', quoted.text);
    assert.equal(quoted.json.data.advance, 660 as unknown as Json);
    assert.equal(quoted.json.data.dueOnDelivery, 2639 as unknown as Json);
    const placed = await placeCod(meena, product);
    assert.equal(placed.status, 201, placed.text);
    assert.notEqual(placed.json.provider, 'cod');
    assert.equal(placed.json.amount, 66_000 as unknown as Json, 'the advance, in paise');
    const { orderId } = await payInSandbox(meena, placed.json);
    const seen = await order(orderId);
    assert.equal(seen.orderStatus, 'confirmed');
    assert.equal(seen.paymentStatus, 'cod');
    assert.equal(seen.cod?.advance, 660 as unknown as Json);
    assert.equal(seen.cod?.dueOnDelivery, 2639 as unknown as Json);
    assert.equal(seen.cod?.riskLevel, 'medium');
    assert.match(
      String((seen.cod?.riskReasons as unknown as string[])[0]),
      /1 earlier COD order refused/,
    );

    // The owner makes one refusal enough for prepaid only: COD is refused politely.
    await http.put(
      '/api/admin/cod-settings',
      { ...SETTINGS, risk: { ...SETTINGS.risk, refusedForPrepaidOnly: 1 } },
      { token: admin },
    );
    const high = await quote(meena, product);
    assert.equal(high.json.data.level, 'high');
    const refused = await placeCod(meena, product);
    assert.equal(refused.status, 409, refused.text);
    assert.match(
      str(refused.json.message),
      /cash on delivery isn't available for this order because an earlier cash-on-delivery order was not accepted at delivery/,
    );
    assert.equal(await inventoryOf(product), 2, 'nothing reserved for the refused checkout');
    await http.put('/api/admin/cod-settings', SETTINGS, { token: admin });
  });

  it('over the cap or with COD off, checkout says why and keeps nothing', async () => {
    const product = await saree(10);
    const tara = await newShopper('tara');
    await http.put(
      '/api/admin/cod-settings',
      { ...SETTINGS, maxOrderValue: 3000 },
      { token: admin },
    );
    const capped = await placeCod(tara, product);
    assert.equal(capped.status, 409);
    assert.equal(capped.json.message, 'Cash on delivery is available for orders up to ₹3,000.');
    await http.put('/api/admin/cod-settings', { ...SETTINGS, enabled: false }, { token: admin });
    const off = await placeCod(tara, product);
    assert.equal(off.status, 409);
    assert.equal(off.json.message, 'Cash on delivery is not available at the moment.');
    assert.equal(await inventoryOf(product), 10);
    await http.put('/api/admin/cod-settings', SETTINGS, { token: admin });
  });
});
