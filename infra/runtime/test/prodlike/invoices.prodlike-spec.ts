/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- the gateway's JSON answers are read loosely; each assertion checks the shape it needs */
// GST invoice numbers in the production shape: through nginx, two gateways and both order
// replicas, 50 orders paid at the same moment get 50 consecutive invoice numbers of the
// financial year, none repeated and none skipped (docs/gst-invoices.md, "Numbers").
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import {
  ADMIN,
  BASE,
  LOAD_CLIENT,
  call,
  createOrder,
  expectStatus,
  metricSum,
  newProduct,
  newShopper,
  replicasOf,
  signIn,
  type Product,
  type Shopper,
} from './client.js';

const ORDERS = 50;
const NUMBER = /^SB\/\d{4}-\d{2}\/(\d{6})$/;
const CAPTURE = { method: 'OrderController.capturePayment' };

let adminToken = '';

before(async () => {
  assert.ok(BASE, 'PRODLIKE_BASE_URL is set by the system:prodlike step');
  adminToken = (await signIn(ADMIN.email, ADMIN.password)).token;
  await expectStatus(200, 'PUT', '/api/admin/tax-settings', {
    from: LOAD_CLIENT,
    token: adminToken,
    body: {
      legalName: 'Saree Boutique Pvt Ltd',
      gstin: '29ABCDE1234F1Z5',
      stateCode: 'KA',
      address: '12 MG Road\nBengaluru 560001',
      invoicePrefix: 'SB',
      defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 },
      categoryRules: [],
    },
  });
});

/**
 * A call answered again while it ends in 504: fifty checkouts at once on two cores can
 * outlast the gateway's 5 s deadline to the order service, and the shopper's retry is the
 * designed recovery (checkout repeats under its Idempotency-Key, capture is idempotent), so
 * a retried payment must still take its one number.
 */
async function retried(attempt: () => ReturnType<typeof call>): ReturnType<typeof call> {
  for (let tries = 1; ; tries++) {
    const answer = await attempt();
    if (answer.status !== 504 || tries === 4) return answer;
  }
}

/** Create, pay in the sandbox and capture; answers the capture's order. */
async function payOne(
  shopper: Shopper,
  product: Product,
): Promise<{ id: string; invoiceNumber: string }> {
  const key = randomBytes(12).toString('hex');
  const created = await retried(() => createOrder(shopper, product, key));
  assert.equal(created.status, 201, JSON.stringify(created.json));
  const paid = await expectStatus(
    200,
    'POST',
    `/api/sandbox/razorpay/orders/${created.json.razorpayOrderId}/pay`,
    { from: LOAD_CLIENT, token: shopper.token, body: { outcome: 'success' } },
  );
  const captured = await retried(() =>
    call('POST', '/api/shop/order/capture', {
      from: LOAD_CLIENT,
      token: shopper.token,
      body: {
        orderId: String(created.json.orderId),
        paymentId: String(paid.json.razorpay_payment_id),
        signature: String(paid.json.razorpay_signature),
      },
    }),
  );
  assert.equal(captured.status, 200, JSON.stringify(captured.json));
  const order = captured.json.data;
  return { id: String(order.id), invoiceNumber: String(order.invoiceNumber) };
}

describe('GST invoice numbers across replicas', () => {
  it(`${ORDERS} orders paid at once on both order replicas take ${ORDERS} consecutive numbers`, async () => {
    const orders = replicasOf('order');
    assert.equal(orders.length, 2);
    const product = await newProduct(adminToken, 1_000);
    const shoppers = await Promise.all(Array.from({ length: ORDERS }, () => newShopper()));
    const before = await Promise.all(
      orders.map((id) => metricSum(id, 'grpc_server_handling_seconds_count', CAPTURE)),
    );

    const paid = await Promise.all(shoppers.map((shopper) => payOne(shopper, product)));

    const after = await Promise.all(
      orders.map((id) => metricSum(id, 'grpc_server_handling_seconds_count', CAPTURE)),
    );
    for (const [i, id] of orders.entries())
      assert.ok(after[i] > before[i], `${id} confirmed some of the payments`);
    const numbers = paid.map((order) => {
      const match = NUMBER.exec(String(order.invoiceNumber));
      assert.ok(match, `order ${order.id} has an invoice number (${order.invoiceNumber})`);
      return Number(match[1]);
    });
    numbers.sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      Array.from({ length: ORDERS }, (_, i) => numbers[0] + i),
      'consecutive: no number skipped, none given twice',
    );
    // And each is the one the order keeps.
    const shown = await expectStatus(200, 'GET', `/api/shop/order/details/${paid[0].id}`, {
      from: LOAD_CLIENT,
      token: shoppers[0].token,
    });
    assert.equal(shown.json.data.invoiceNumber, paid[0].invoiceNumber);
  });
});
