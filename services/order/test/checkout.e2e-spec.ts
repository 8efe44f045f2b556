import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { after, before, describe, it } from 'node:test';
import {
  customer,
  orderRequest,
  rejectsWith,
  startOrders,
  type OrderFixture,
} from './fixtures/order-fixture.js';

describe('checkout: CreateOrder over gRPC on a real database', () => {
  let fixture: OrderFixture;
  const ordersOf = async (userId: string) =>
    (
      await fixture.service.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM orders WHERE user_id = $1`,
        [userId],
      )
    )[0].n;

  before(async () => {
    fixture = await startOrders();
  });

  after(() => fixture?.close());

  it('prices every line from catalogue, snapshots it, reserves the stock and stores a pending order', async () => {
    const saree = fixture.catalogue.addProduct({
      title: 'Kanjivaram silk',
      productCode: 'KJ-01',
      price: 150_000,
      salePrice: 120_000,
      colours: [
        { title: 'Red', inventory: 0 },
        { title: 'Gold', inventory: 4 },
      ],
    });
    const cotton = fixture.catalogue.addProduct({ title: 'Cotton', price: 50_000, totalStock: 3 });
    const gold = saree.colours[1];
    const actor = customer();
    const answer = await fixture.orders.createOrder(
      orderRequest(actor, [
        { productId: saree.id, colourId: gold.id, quantity: 1 },
        { productId: cotton.id, quantity: 2 },
        // No colour: the first colour with stock (Gold), merged with the first line.
        { productId: saree.id, colourId: '', quantity: 1 },
      ]),
    );
    assert.equal(answer.ok, true);
    assert.deepEqual(answer.problems, []);
    const order = answer.order!;
    assert.equal(order.totalAmount, 2 * 120_000 + 2 * 50_000);
    assert.equal(answer.amount, order.totalAmount);
    assert.equal(answer.currency, 'INR');
    assert.equal(answer.keyId, 'rzp_test_fake');
    assert.equal(answer.provider, 'sandbox');
    assert.match(answer.razorpayOrderId, /^order_/);
    assert.equal(order.razorpayOrderId, answer.razorpayOrderId);
    assert.deepEqual(
      order.lines.map((l) => [
        l.title,
        l.productCode,
        l.colourTitle,
        l.image,
        l.quantity,
        l.price,
        l.lineTotal,
      ]),
      [
        ['Kanjivaram silk', 'KJ-01', 'Gold', '/media/images/front.jpg', 2, 120_000, 240_000],
        ['Cotton', 'SKU-2', '', '/media/images/front.jpg', 2, 50_000, 100_000],
      ],
    );
    assert.equal(order.orderStatus, 'pending');
    assert.equal(order.paymentStatus, 'pending');
    assert.equal(order.paymentMethod, 'razorpay');
    assert.equal(order.userId, actor.userId);
    assert.equal(order.address?.name, 'Lakshmi Iyer');
    assert.equal(order.address?.notes, 'Near the temple');
    assert.deepEqual(
      order.history.map((h) => h.status),
      ['pending'],
    );
    const window = Date.parse(order.expiresAt) - Date.parse(order.orderDate);
    assert.ok(Math.abs(window - 1800_000) < 2000, `payment window ${window} ms`);
    // Stock taken with the order id as the reservation id.
    assert.equal(fixture.catalogue.stockOf(saree.id, gold.id), 2);
    assert.equal(fixture.catalogue.stockOf(cotton.id), 1);
    assert.ok(fixture.catalogue.reservations.has(order.id));
    const events = await fixture.events(order.id);
    assert.deepEqual(
      events.map((e) => e.type),
      ['order-created'],
    );
    assert.equal(events[0].data.totalAmount, 340_000);
    assert.equal((events[0].data.lines as unknown[]).length, 2);
    // Read back the same.
    const { order: read } = await fixture.orders.getOrder({ actor, orderId: order.id });
    assert.deepEqual(read, order);
  });

  it('takes the total from catalogue, not the client: a disagreeing total is refused with nothing reserved or stored', async () => {
    const saree = fixture.catalogue.addProduct({
      title: 'Banarasi',
      price: 200_000,
      totalStock: 5,
    });
    const actor = customer();
    const reserveCalls = fixture.catalogue.reserveCalls;
    // The client shows a price of ₹0.01 for each of two units.
    await rejectsWith(
      fixture.orders.createOrder(
        orderRequest(actor, [{ productId: saree.id, quantity: 2 }], { clientTotal: 2 }),
      ),
      status.FAILED_PRECONDITION,
      'The order total has changed. Please review your cart and try again.',
    );
    assert.equal(fixture.catalogue.reserveCalls, reserveCalls);
    assert.equal(fixture.catalogue.stockOf(saree.id), 5);
    assert.equal(await ordersOf(actor.userId), 0);

    const answer = await fixture.orders.createOrder(
      orderRequest(actor, [{ productId: saree.id, quantity: 2 }], { clientTotal: 400_000 }),
    );
    assert.equal(answer.order?.totalAmount, 400_000);
    assert.equal(fixture.catalogue.stockOf(saree.id), 3);
  });

  it('answers the user-facing stock messages, first line first, and creates nothing', async () => {
    const saree = fixture.catalogue.addProduct({
      title: 'Organza',
      colours: [
        { title: 'Pink', inventory: 0 },
        { title: 'Teal', inventory: 2 },
      ],
    });
    const cotton = fixture.catalogue.addProduct({ title: 'Cotton weave', totalStock: 1 });
    const sold = fixture.catalogue.addProduct({ title: 'Sold out', totalStock: 0 });
    const actor = customer();
    const answer = await fixture.orders.createOrder(
      orderRequest(actor, [
        { productId: saree.id, colourId: saree.colours[1].id, quantity: 3 },
        { productId: saree.id, colourId: saree.colours[0].id, quantity: 1 },
        { productId: cotton.id, quantity: 2 },
        { productId: sold.id, quantity: 1 },
        { productId: saree.id, colourId: 'deleted-colour', quantity: 1 },
      ]),
    );
    assert.equal(answer.ok, false);
    assert.deepEqual(answer.problems, [
      'Sorry, only 2 item(s) of "Organza" in Teal is/are available. Please reduce the quantity.',
      'Sorry, "Organza" in Pink is currently out of stock.',
      'Sorry, only 1 item(s) of "Cotton weave" is/are available. Please reduce the quantity.',
      'Sorry, "Sold out" is currently out of stock.',
      'Sorry, "Organza" is no longer available.',
    ]);
    assert.ok(!answer.order);
    assert.equal(await ordersOf(actor.userId), 0);
    assert.equal(fixture.catalogue.stockOf(saree.id, saree.colours[1].id), 2);
    assert.equal(fixture.catalogue.stockOf(cotton.id), 1);
  });

  it('refuses an empty cart, a missing address and a quantity below 1', async () => {
    const saree = fixture.catalogue.addProduct({ title: 'Chanderi' });
    const actor = customer();
    await rejectsWith(
      fixture.orders.createOrder(orderRequest(actor, [])),
      status.INVALID_ARGUMENT,
      'Your cart is empty. Please add items to proceed.',
    );
    await rejectsWith(
      fixture.orders.createOrder(
        orderRequest(actor, [{ productId: saree.id }], { address: undefined }),
      ),
      status.INVALID_ARGUMENT,
      'Please select one address to proceed.',
    );
    await rejectsWith(
      fixture.orders.createOrder(orderRequest(actor, [{ productId: saree.id, quantity: 0 }])),
      status.INVALID_ARGUMENT,
      'Quantity must be a whole number of at least 1',
    );
    assert.equal(await ordersOf(actor.userId), 0);
  });

  it('gives the stock back and answers UNAVAILABLE when the provider order cannot be created', async () => {
    const saree = fixture.catalogue.addProduct({ title: 'Tussar', totalStock: 2 });
    const actor = customer();
    fixture.payment.failCreate = true;
    try {
      await rejectsWith(
        fixture.orders.createOrder(orderRequest(actor, [{ productId: saree.id, quantity: 2 }])),
        status.UNAVAILABLE,
        'Payment initialization failed. Please try again later.',
      );
    } finally {
      fixture.payment.failCreate = false;
    }
    assert.equal(fixture.catalogue.stockOf(saree.id), 2);
    assert.equal(await ordersOf(actor.userId), 0);
  });

  it('answers UNAVAILABLE without the fault details when catalogue fails', async () => {
    const saree = fixture.catalogue.addProduct({ title: 'Kota', totalStock: 2 });
    const actor = customer();
    fixture.catalogue.failReads = true;
    try {
      await rejectsWith(
        fixture.orders.createOrder(orderRequest(actor, [{ productId: saree.id }])),
        status.UNAVAILABLE,
        'Order creation failed. Please try again.',
      );
    } finally {
      fixture.catalogue.failReads = false;
    }
    assert.equal(await ordersOf(actor.userId), 0);
  });

  it('sells 5 units to exactly 5 of 50 parallel orders', async () => {
    const saree = fixture.catalogue.addProduct({ title: 'Rush saree', totalStock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fixture.orders.createOrder(orderRequest(customer(), [{ productId: saree.id }]), {
          timeoutMs: 60_000,
        }),
      ),
    );
    const placed = answers.filter((a) => a.ok);
    assert.equal(placed.length, 5);
    for (const refused of answers.filter((a) => !a.ok))
      assert.deepEqual(refused.problems, ['Sorry, "Rush saree" is currently out of stock.']);
    assert.equal(fixture.catalogue.stockOf(saree.id), 0);
    const [{ n }] = await fixture.service.dataSource.query<{ n: number }[]>(
      `SELECT count(DISTINCT o.id)::int AS n FROM orders o JOIN order_line l ON l.order_id = o.id
        WHERE l.product_id = $1`,
      [saree.id],
    );
    assert.equal(n, 5);
  });

  it('answers a repeated Idempotency-Key with the first order, also when the two race', async () => {
    const saree = fixture.catalogue.addProduct({ title: 'Paithani', totalStock: 10 });
    const actor = customer();
    const request = orderRequest(actor, [{ productId: saree.id, quantity: 1 }], {
      idempotencyKey: 'checkout-1',
      requestHash: 'hash-of-body-1',
    });
    const first = await fixture.orders.createOrder(request);
    const again = await fixture.orders.createOrder(request);
    assert.equal(first.ok, true);
    assert.equal(again.order?.id, first.order?.id);
    assert.equal(again.razorpayOrderId, first.razorpayOrderId);
    assert.equal(await ordersOf(actor.userId), 1);
    assert.equal(fixture.catalogue.stockOf(saree.id), 9);

    // Five at once with a new key and another basket: one new order, and the first one
    // (pending, unpaid) gives its unit back.
    const racing = {
      ...request,
      lines: [{ productId: saree.id, colourId: '', quantity: 2 }],
      idempotencyKey: 'checkout-2',
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fixture.orders.createOrder(racing, { timeoutMs: 30_000 })),
    );
    assert.equal(new Set(answers.map((a) => a.order?.id)).size, 1);
    assert.notEqual(answers[0].order?.id, first.order?.id);
    assert.equal(await ordersOf(actor.userId), 2);
    assert.equal(fixture.catalogue.stockOf(saree.id), 8);

    // The same key with another body.
    await rejectsWith(
      fixture.orders.createOrder({
        ...request,
        lines: [{ productId: saree.id, colourId: '', quantity: 3 }],
        requestHash: 'hash-of-body-2',
      }),
      status.ALREADY_EXISTS,
      'This Idempotency-Key was already used for a different request',
    );
    assert.equal(await ordersOf(actor.userId), 2);
    // Keys are per user: another customer may use the same key.
    const other = await fixture.orders.createOrder({ ...request, actor: customer() });
    assert.notEqual(other.order?.id, first.order?.id);
  });
});
