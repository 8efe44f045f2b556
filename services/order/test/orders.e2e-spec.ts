import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { after, before, describe, it } from 'node:test';
import type { Order } from '@boutique/contracts/order/v1/order_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import {
  ADMIN,
  customer,
  orderRequest,
  rejectsWith,
  startOrders,
  type OrderFixture,
} from './fixtures/order-fixture.js';

describe('orders: reading, access and the admin status updates', () => {
  let fixture: OrderFixture;

  before(async () => {
    fixture = await startOrders();
  });

  after(() => fixture?.close());

  async function place(actor: Actor): Promise<Order> {
    const saree = fixture.catalogue.addProduct({ title: 'Pochampally', totalStock: 5 });
    const { order } = await fixture.orders.createOrder(
      orderRequest(actor, [{ productId: saree.id, quantity: 1 }]),
    );
    return order!;
  }

  async function placePaid(actor: Actor): Promise<Order> {
    const order = await place(actor);
    const { order: paid } = await fixture.orders.capturePayment({
      actor,
      orderId: order.id,
      ...fixture.payment.pay(order.id),
    });
    return paid!;
  }

  const update = (orderId: string, orderStatus: string, trackingNumber = '', courierId = '') =>
    fixture.orders.updateOrderStatus({
      actor: ADMIN,
      orderId,
      orderStatus,
      trackingNumber,
      courierId,
    });

  it("keeps a customer out of another customer's orders", async () => {
    const a = customer('Asha');
    const b = customer('Bina');
    const mine = await place(a);
    const theirs = await place(b);
    await rejectsWith(
      fixture.orders.getOrder({ actor: a, orderId: theirs.id }),
      status.NOT_FOUND,
      'Order not found',
    );
    await rejectsWith(
      fixture.orders.capturePayment({
        actor: a,
        orderId: theirs.id,
        ...fixture.payment.pay(theirs.id),
      }),
      status.NOT_FOUND,
      'Order not found',
    );
    await rejectsWith(
      fixture.orders.listOrders({ actor: a, userId: b.userId }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    const { orders } = await fixture.orders.listOrders({ actor: a, userId: '' });
    assert.deepEqual(
      orders.map((o) => o.id),
      [mine.id],
    );
    // B's order is untouched; an admin sees it and B's list.
    const { order } = await fixture.orders.getOrder({ actor: ADMIN, orderId: theirs.id });
    assert.equal(order?.paymentStatus, 'pending');
    const { orders: bList } = await fixture.orders.listOrders({ actor: ADMIN, userId: b.userId });
    assert.deepEqual(
      bList.map((o) => o.id),
      [theirs.id],
    );
  });

  it("lists a customer's orders newest first", async () => {
    const actor = customer();
    const first = await place(actor);
    const second = await placePaid(actor);
    const third = await place(actor);
    const { orders } = await fixture.orders.listOrders({ actor, userId: actor.userId });
    assert.deepEqual(
      orders.map((o) => o.id),
      [third.id, second.id, first.id],
    );
    assert.equal(orders[1].lines[0].title, 'Pochampally');
  });

  it('shows the admin paid orders only, newest first, searched by the start of the id', async () => {
    const actor = customer();
    await place(actor); // unpaid: never listed
    const older = await placePaid(actor);
    const newer = await placePaid(customer());
    const { orders, total } = await fixture.orders.adminListOrders({
      actor: ADMIN,
      search: '',
      page: 0,
      pageSize: 0,
    });
    assert.ok(orders.every((o) => o.paymentStatus === 'paid'));
    assert.equal(total, orders.length);
    const ids = orders.map((o) => o.id);
    assert.ok(ids.indexOf(newer.id) < ids.indexOf(older.id) && ids.indexOf(older.id) >= 0);
    const dates = orders.map((o) => Date.parse(o.orderDate));
    assert.deepEqual(
      dates,
      [...dates].sort((x, y) => y - x),
    );

    const bySearch = await fixture.orders.adminListOrders({
      actor: ADMIN,
      search: newer.id.slice(0, 8).toUpperCase(),
      page: 1,
      pageSize: 10,
    });
    assert.deepEqual(
      bySearch.orders.map((o) => o.id),
      [newer.id],
    );
    assert.equal(bySearch.total, 1);
    const byWholeId = await fixture.orders.adminListOrders({
      actor: ADMIN,
      search: older.id,
      page: 1,
      pageSize: 10,
    });
    assert.deepEqual(
      byWholeId.orders.map((o) => o.id),
      [older.id],
    );
    const none = await fixture.orders.adminListOrders({
      actor: ADMIN,
      search: 'zz%',
      page: 1,
      pageSize: 10,
    });
    assert.deepEqual(none, { orders: [], total: 0 });

    const page = await fixture.orders.adminListOrders({
      actor: ADMIN,
      search: '',
      page: 2,
      pageSize: 1,
    });
    assert.deepEqual(
      page.orders.map((o) => o.id),
      [ids[1]],
    );
    assert.equal(page.total, total);

    await rejectsWith(
      fixture.orders.adminListOrders({ actor, search: '', page: 1, pageSize: 10 }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
  });

  it('moves a paid order forward only, needs a tracking number to ship, and mails each new number', async () => {
    const actor = customer();
    const order = await placePaid(actor);
    await rejectsWith(update(order.id, 'shipped'), status.INVALID_ARGUMENT, 'Invalid order status');
    await rejectsWith(
      update(order.id, 'cancelled'),
      status.INVALID_ARGUMENT,
      'Invalid order status',
    );
    await rejectsWith(
      update(order.id, 'inShipping', '  '),
      status.INVALID_ARGUMENT,
      'Tracking number is required when marking order as shipped',
    );
    const inProcess = await update(order.id, 'inProcess');
    assert.equal(inProcess.message, 'Order status updated successfully');
    assert.equal(inProcess.order?.orderStatus, 'inProcess');

    const shipped = await update(order.id, 'inShipping', 'TRK-1', 'delhivery');
    assert.equal(shipped.order?.trackingNumber, 'TRK-1');
    await rejectsWith(
      update(order.id, 'confirmed'),
      status.FAILED_PRECONDITION,
      'Order status cannot move back from inShipping to confirmed',
    );
    await rejectsWith(
      update(order.id, 'pending'),
      status.FAILED_PRECONDITION,
      'Order status cannot move back from inShipping to pending',
    );
    // The same status with a new number updates it and sends the tracking e-mail again.
    const renumbered = await update(order.id, 'inShipping', 'TRK-2');
    assert.equal(renumbered.order?.trackingNumber, 'TRK-2');
    const delivered = await update(order.id, 'delivered');
    assert.equal(delivered.order?.trackingNumber, 'TRK-2');
    await rejectsWith(
      update(order.id, 'rejected'),
      status.FAILED_PRECONDITION,
      'Order status cannot move back from delivered to rejected',
    );

    const { order: read } = await fixture.orders.getOrder({ actor, orderId: order.id });
    assert.equal(read?.orderStatus, 'delivered');
    assert.deepEqual(
      read?.history.map((h) => [h.status, h.trackingNumber]),
      [
        ['pending', ''],
        ['confirmed', ''],
        ['inProcess', ''],
        ['inShipping', 'TRK-1'],
        ['inShipping', 'TRK-2'],
        ['delivered', 'TRK-2'],
      ],
    );
    const events = await fixture.events(order.id);
    const shippedEvents = events.filter((e) => e.type === 'order-shipped');
    assert.deepEqual(
      shippedEvents.map((e) => e.data.trackingNumber),
      ['TRK-1', 'TRK-2'],
    );
    assert.equal(shippedEvents[0].data.email, `${actor.userId}@example.com`);
    assert.equal((shippedEvents[0].data.lines as unknown[]).length, 1);
    assert.deepEqual(
      events
        .filter((e) => e.type === 'order-status-changed')
        .map((e) => `${String(e.data.fromStatus)}>${String(e.data.toStatus)}`),
      [
        'pending>confirmed',
        'confirmed>inProcess',
        'inProcess>inShipping',
        'inShipping>inShipping',
        'inShipping>delivered',
      ],
    );
  });

  it('ships with a courier of the list: stored on the order, its link in order-shipped; bad input changes nothing', async () => {
    const actor = customer();
    const order = await placePaid(actor);
    assert.deepEqual(order.nextStatuses, [
      'confirmed',
      'inProcess',
      'inShipping',
      'delivered',
      'rejected',
    ]);

    const { couriers } = await fixture.orders.listCouriers({ actor: ADMIN });
    assert.deepEqual(
      couriers.map((c) => c.id),
      ['india-post', 'delhivery', 'blue-dart', 'dtdc', 'ekart', 'xpressbees', 'shiprocket'],
    );
    await rejectsWith(
      fixture.orders.listCouriers({ actor }),
      status.PERMISSION_DENIED,
      'Access denied',
    );

    await rejectsWith(
      update(order.id, 'inShipping', 'AB 12/3'),
      status.INVALID_ARGUMENT,
      'Please choose the courier when marking order as shipped',
    );
    await rejectsWith(
      update(order.id, 'inShipping', 'AB 12/3', 'pigeon-post'),
      status.INVALID_ARGUMENT,
      'Unknown courier: choose one of the couriers listed',
    );
    await rejectsWith(
      update(order.id, 'inShipping', '', 'delhivery'),
      status.INVALID_ARGUMENT,
      'Tracking number is required when marking order as shipped',
    );
    const { order: unchanged } = await fixture.orders.getOrder({ actor, orderId: order.id });
    assert.equal(unchanged?.orderStatus, 'confirmed');
    assert.equal(unchanged?.courierId, '');
    assert.equal(await fixture.count('order-shipped', order.id), 0);

    const shipped = await update(order.id, 'inShipping', 'AB 12/3', 'delhivery');
    assert.equal(shipped.order?.courierId, 'delhivery');
    assert.equal(shipped.order?.courierName, 'Delhivery');
    assert.equal(shipped.order?.trackingUrl, 'https://www.delhivery.com/track/package/AB%2012%2F3');
    assert.deepEqual(shipped.order?.nextStatuses, ['inShipping', 'delivered', 'rejected']);

    // Delivered keeps the courier and the link; the customer reads them too.
    await update(order.id, 'delivered');
    const { order: read } = await fixture.orders.getOrder({ actor, orderId: order.id });
    assert.equal(read?.courierName, 'Delhivery');
    assert.equal(read?.trackingUrl, 'https://www.delhivery.com/track/package/AB%2012%2F3');

    const [event] = (await fixture.events(order.id)).filter((e) => e.type === 'order-shipped');
    assert.equal(event.data.courierId, 'delhivery');
    assert.equal(event.data.courierName, 'Delhivery');
    assert.equal(event.data.trackingUrl, 'https://www.delhivery.com/track/package/AB%2012%2F3');
  });

  it('rejects from any open state, and nothing leaves rejected', async () => {
    const order = await placePaid(customer());
    await update(order.id, 'inProcess');
    const rejected = await update(order.id, 'rejected');
    assert.equal(rejected.order?.orderStatus, 'rejected');
    await rejectsWith(
      update(order.id, 'delivered'),
      status.FAILED_PRECONDITION,
      'Order status cannot move back from rejected to delivered',
    );
  });

  it('updates paid orders only, for admins only', async () => {
    const actor = customer();
    const unpaid = await place(actor);
    await rejectsWith(
      update(unpaid.id, 'confirmed'),
      status.FAILED_PRECONDITION,
      'Only paid orders can be updated',
    );
    const paid = await placePaid(actor);
    await rejectsWith(
      fixture.orders.updateOrderStatus({
        actor,
        orderId: paid.id,
        orderStatus: 'delivered',
        trackingNumber: '',
        courierId: '',
      }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    await rejectsWith(
      update('00000000-0000-4000-8000-000000000000', 'inProcess'),
      status.NOT_FOUND,
      'Order not found',
    );
    const { order } = await fixture.orders.getOrder({ actor, orderId: paid.id });
    assert.equal(order?.orderStatus, 'confirmed');
    assert.equal(await fixture.count('order-status-changed', unpaid.id), 0);
  });
});
