/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- the gateway's JSON answers are read loosely here; their shapes are what the callers check */
// System spec: the buying saga survives the order service going away. The order service is
// frozen (SIGSTOP) before the shopper pays, so the payment can only reach it as the
// payment-captured event (through the sandbox's signed webhook); then it is killed and the
// supervisor starts it again. The order must end confirmed and paid, with one e-mail, and
// the stock sold exactly once.
// Env (given by `npm test`): BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_URL, STACK_RUN_FILE.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import { mailbox, ShopClient } from '../../src/shop-client.js';

const BASE_URL = process.env.BASE_URL?.replace(/\/$/, '');
const { ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_URL, STACK_RUN_FILE } = process.env;
const skip =
  !BASE_URL || !ADMIN_EMAIL || !ADMIN_PASSWORD || !MAIL_URL || !STACK_RUN_FILE
    ? 'BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_URL and STACK_RUN_FILE are set by `npm test` (system step)'
    : false;

function pidOf(service: string): number {
  const run = JSON.parse(fs.readFileSync(STACK_RUN_FILE!, 'utf8')) as {
    processes: Record<string, { pid: number }>;
  };
  const pid = run.processes[service]?.pid;
  if (!pid) throw new Error(`${service} is not in ${STACK_RUN_FILE}`);
  return pid;
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('the buying saga across an order-service restart (system)', { skip }, () => {
  let frozen: number | undefined;
  after(() => {
    if (frozen) signal(frozen, 'SIGCONT');
  });

  it('a payment taken while the order service is down ends confirmed and paid, with one e-mail', async () => {
    const shop = new ShopClient(BASE_URL!);
    const admin = await shop.login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    const product = await shop.newProduct(admin.accessToken, 3);
    const shopper = await shop.newShopper('restart');

    const created = await shop.createOrder(shopper, product.productId, product.colourId);
    assert.equal(created.status, 201, JSON.stringify(created.json));
    const orderId = String(created.json.orderId);
    assert.equal(await shop.colourInventory(product.productId), 2, 'one unit reserved');

    // The order service stops answering; the shopper pays meanwhile.
    frozen = pidOf('order');
    signal(frozen, 'SIGSTOP');
    const paid = await shop.sandboxPay(shopper, String(created.json.razorpayOrderId));
    assert.equal(paid.status, 200, JSON.stringify(paid.json));
    assert.ok(paid.json.razorpay_payment_id, 'the sandbox took the payment');
    // The sandbox's signed webhook reaches payment, which publishes payment-captured while
    // nobody consumes it.
    await sleep(3_000);

    // Killed while stopped: the supervisor starts a new order service.
    signal(frozen, 'SIGKILL');
    const killed = frozen;
    frozen = undefined;
    await until('a new order service', async () => (pidOf('order') !== killed ? true : undefined));

    const order = await until('the order to read paid', async () => {
      const answer = await shop.order(shopper, orderId);
      return answer.status === 200 && answer.json.data.paymentStatus === 'paid'
        ? answer.json.data
        : undefined;
    });
    assert.equal(order.orderStatus, 'confirmed');
    assert.equal(order.paymentId, paid.json.razorpay_payment_id);

    // The browser's capture arriving late changes nothing.
    const capture = await shop.capture(
      shopper,
      orderId,
      String(paid.json.razorpay_payment_id),
      String(paid.json.razorpay_signature),
    );
    assert.equal(capture.status, 200, JSON.stringify(capture.json));
    assert.equal(capture.json.data.paymentStatus, 'paid');

    const confirmations = async () =>
      (await mailbox(MAIL_URL!)).filter(
        (m) =>
          m.to.includes(shopper.email.toLowerCase()) && m.subject.includes(orderId.slice(0, 8)),
      );
    await until('the confirmation e-mail', async () =>
      (await confirmations()).length > 0 ? true : undefined,
    );
    await sleep(2_000);
    assert.equal((await confirmations()).length, 1, 'exactly one confirmation e-mail');
    assert.equal(await shop.colourInventory(product.productId), 2, 'sold once, nothing released');
  });
});
