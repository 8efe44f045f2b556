import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { TOPICS, type EventData } from '@boutique/contracts';
import { createEnvelope, type EventEnvelope } from '@boutique/service-kit';
import { waitFor } from '@boutique/testing';
import { StockService } from '../src/stock/stock.service.js';
import {
  colour,
  createProduct,
  startCatalogue,
  type CatalogueFixture,
} from './fixtures/catalogue-fixture.js';

/** order-paid as the order service publishes it (only the order id matters here). */
function orderPaid(orderId: string): EventEnvelope {
  const data: EventData<'order-paid'> = {
    orderId,
    userId: 'user-1',
    email: 'lakshmi@example.com',
    userName: 'Lakshmi',
    totalAmount: 300_000,
    lines: [],
    paymentId: `pay_${orderId}`,
    orderDate: new Date().toISOString(),
    shippingName: 'Lakshmi',
    shippingAddress: '1 Temple Street, Chennai - 600001, Tamil Nadu',
    deliveryEarliestDate: '',
    deliveryLatestDate: '',
    invoiceNumber: '',
    invoicePdf: new Uint8Array(),
    invoiceFileName: '',
    paymentMethod: 'razorpay',
    amountDue: 0,
  };
  return createEnvelope('order', 'order-paid', orderId, data);
}

function orderCancelled(orderId: string): EventEnvelope {
  return createEnvelope('order', 'order-cancelled', orderId, {
    orderId,
    userId: 'user-1',
    reason: 'expired',
  });
}

/** order-rejected as the order service publishes it (only the order id matters here). */
function orderRejected(orderId: string): EventEnvelope {
  const data: EventData<'order-rejected'> = {
    orderId,
    userId: 'user-1',
    paymentId: `pay_${orderId}`,
    totalAmount: 300_000,
    lines: [],
  };
  return createEnvelope('order', 'order-rejected', orderId, data);
}

function cancelledByCustomer(orderId: string, paid: boolean): EventEnvelope {
  const data: EventData<'order-cancelled-by-customer'> = {
    orderId,
    userId: 'user-1',
    email: 'user-1@example.com',
    userName: 'Meera',
    totalAmount: 300_000,
    lines: [],
    paid,
    paymentId: paid ? `pay_${orderId}` : '',
    refundAmount: paid ? 300_000 : 0,
    confirmed: paid,
  };
  return createEnvelope('order', 'order-cancelled-by-customer', orderId, data);
}

describe('stock follows the order saga (order-paid, order-cancelled through the real bus)', () => {
  let fixture: CatalogueFixture;
  let catalogue: CatalogueFixture['catalogue'];
  let organza: string;

  /**
   * Publishes the envelopes on order.events.v1 and waits until catalogue handled them: the
   * bus works the group's queue with one sequential worker in publish order, so once a
   * marker published last is processed, every envelope before it has been handled.
   */
  const deliver = async (...envelopes: EventEnvelope[]) => {
    const marker = orderCancelled(`marker-${randomUUID()}`);
    for (const envelope of [...envelopes, marker]) {
      await fixture.service.bus.publish(TOPICS.order, envelope);
    }
    await waitFor(
      async () =>
        (
          await fixture.service.dataSource.query<unknown[]>(
            `SELECT 1 FROM processed_event WHERE event_id = $1`,
            [marker.id],
          )
        ).length > 0,
      { what: 'the order events handled' },
    );
  };
  const stateOf = async (reservationId: string) => {
    const [row] = await fixture.service.dataSource.query<{ state: string }[]>(
      `SELECT state FROM stock_reservation WHERE id = $1`,
      [reservationId],
    );
    return row?.state;
  };
  const inventories = async (productId: string) => {
    const { product } = await catalogue.getProduct({ id: productId, json: false });
    return [...product!.colours.map((c) => c.inventory), product!.totalStock];
  };

  before(async () => {
    fixture = await startCatalogue();
    catalogue = fixture.catalogue;
    organza = fixture.categories['organza-sarees'];
  });

  after(() => fixture?.close());

  it('order-cancelled gives the reserved units back once, even when delivered twice', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Cancelled saree',
      colours: [colour('Red', 5), colour('Blue', 4)],
    });
    const [red, blue] = product.colours.map((c) => c.id);
    const orderId = randomUUID();
    const reserved = await catalogue.reserveStock({
      reservationId: orderId,
      lines: [
        { productId: product.id, colourId: red, quantity: 2 },
        { productId: product.id, colourId: blue, quantity: 1 },
      ],
    });
    assert.equal(reserved.ok, true);
    assert.deepEqual(await inventories(product.id), [3, 3, 6]);

    const cancelled = orderCancelled(orderId);
    await deliver(cancelled, cancelled);
    assert.deepEqual(await inventories(product.id), [5, 4, 9]);
    assert.equal(await stateOf(orderId), 'released');

    // Another cancellation event for the same order (a new event id) gives nothing back either.
    await deliver(orderCancelled(orderId));
    assert.deepEqual(await inventories(product.id), [5, 4, 9]);
    // And a payment arriving after the release cannot sell the released units.
    await deliver(orderPaid(orderId));
    assert.equal(await stateOf(orderId), 'released');
    assert.deepEqual(await inventories(product.id), [5, 4, 9]);
  });

  it('order-paid commits the reservation; a later order-cancelled gives nothing back', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Sold saree',
      colours: [colour('Green', 6)],
    });
    const plain = await createProduct(catalogue, organza, { title: 'Plain sold', totalStock: 4 });
    const orderId = randomUUID();
    const reserved = await catalogue.reserveStock({
      reservationId: orderId,
      lines: [
        { productId: product.id, colourId: product.colours[0].id, quantity: 2 },
        { productId: plain.id, colourId: '', quantity: 3 },
      ],
    });
    assert.equal(reserved.ok, true);

    const paid = orderPaid(orderId);
    await deliver(paid, paid);
    assert.equal(await stateOf(orderId), 'committed');
    assert.deepEqual(await inventories(product.id), [4, 4]);
    assert.deepEqual(await inventories(plain.id), [1]);

    await deliver(orderCancelled(orderId));
    assert.equal(await stateOf(orderId), 'committed');
    assert.deepEqual(await inventories(product.id), [4, 4]);
    assert.deepEqual(await inventories(plain.id), [1]);
    // The RPC agrees: the reservation is sold.
    assert.equal(
      (await catalogue.releaseReservation({ reservationId: orderId })).state,
      'committed',
    );
  });

  it("order-rejected puts a sold order's units back once, however often it is delivered", async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Rejected saree',
      colours: [colour('Teal', 1)],
    });
    const plain = await createProduct(catalogue, organza, {
      title: 'Plain rejected',
      totalStock: 3,
    });
    const orderId = randomUUID();
    const reserved = await catalogue.reserveStock({
      reservationId: orderId,
      lines: [
        { productId: product.id, colourId: product.colours[0].id, quantity: 1 },
        { productId: plain.id, colourId: '', quantity: 2 },
      ],
    });
    assert.equal(reserved.ok, true);
    await deliver(orderPaid(orderId));
    assert.equal(await stateOf(orderId), 'committed');
    assert.deepEqual(await inventories(product.id), [0, 0]);

    const rejected = orderRejected(orderId);
    await deliver(rejected, rejected, orderRejected(orderId));
    assert.equal(await stateOf(orderId), 'returned');
    assert.deepEqual(await inventories(product.id), [1, 1]);
    assert.deepEqual(await inventories(plain.id), [3]);
    // Nothing later takes or gives the units again: a cancellation or release is refused.
    await deliver(orderCancelled(orderId), orderPaid(orderId));
    assert.equal(
      (await catalogue.releaseReservation({ reservationId: orderId })).state,
      'returned',
    );
    assert.deepEqual(await inventories(product.id), [1, 1]);
    assert.deepEqual(await inventories(plain.id), [3]);
  });

  it("order-cancelled-by-customer puts a paid order's units back once, an unpaid order's too", async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Cancelled by her saree',
      colours: [colour('Rani pink', 2)],
    });
    const paidId = randomUUID();
    const unpaidId = randomUUID();
    for (const reservationId of [paidId, unpaidId])
      assert.equal(
        (
          await catalogue.reserveStock({
            reservationId,
            lines: [{ productId: product.id, colourId: product.colours[0].id, quantity: 1 }],
          })
        ).ok,
        true,
      );
    await deliver(orderPaid(paidId));
    assert.deepEqual(await inventories(product.id), [0, 0]);

    const paid = cancelledByCustomer(paidId, true);
    await deliver(paid, paid, cancelledByCustomer(paidId, true));
    assert.equal(await stateOf(paidId), 'returned');
    assert.deepEqual(await inventories(product.id), [1, 1]);
    // The unpaid one also publishes order-cancelled: whichever comes first, one unit back.
    await deliver(cancelledByCustomer(unpaidId, false), orderCancelled(unpaidId));
    assert.equal(await stateOf(unpaidId), 'released');
    assert.deepEqual(await inventories(product.id), [2, 2]);
  });

  it('order-rejected handled before order-paid gives the units back once too', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Early rejected saree',
      colours: [colour('Ochre', 2)],
    });
    const orderId = randomUUID();
    await catalogue.reserveStock({
      reservationId: orderId,
      lines: [{ productId: product.id, colourId: product.colours[0].id, quantity: 2 }],
    });
    await deliver(orderRejected(orderId), orderPaid(orderId));
    assert.equal(await stateOf(orderId), 'released');
    assert.deepEqual(await inventories(product.id), [2, 2]);
  });

  it('ignores order events for reservations it never made', async () => {
    const unknown = randomUUID();
    await deliver(orderPaid(unknown), orderCancelled(unknown));
    assert.equal(await stateOf(unknown), undefined);
  });

  it('an order retried under its released reservation id takes the units again', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Retried saree',
      colours: [colour('Teal', 3)],
    });
    const teal = product.colours[0].id;
    const orderId = randomUUID();
    const line = { productId: product.id, colourId: teal, quantity: 2 };
    assert.equal(
      (await catalogue.reserveStock({ reservationId: orderId, lines: [line] })).ok,
      true,
    );
    assert.equal(
      (await catalogue.releaseReservation({ reservationId: orderId })).state,
      'released',
    );
    assert.deepEqual(await inventories(product.id), [3, 3]);

    assert.equal(
      (await catalogue.reserveStock({ reservationId: orderId, lines: [line] })).ok,
      true,
    );
    assert.deepEqual(await inventories(product.id), [1, 1], 'held again, not answered from memory');
    assert.equal(await stateOf(orderId), 'reserved');
    // a held reservation repeated is still answered without taking twice
    assert.equal(
      (await catalogue.reserveStock({ reservationId: orderId, lines: [line] })).ok,
      true,
    );
    assert.deepEqual(await inventories(product.id), [1, 1]);
  });

  it('a reservation no order ever settled is released after its time to live, and only then', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Abandoned saree',
      colours: [colour('Plum', 4)],
    });
    const plum = product.colours[0].id;
    const [abandoned, recent, sold] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [abandoned, recent, sold]) {
      const answer = await catalogue.reserveStock({
        reservationId: id,
        lines: [{ productId: product.id, colourId: plum, quantity: 1 }],
      });
      assert.equal(answer.ok, true);
    }
    await catalogue.commitReservation({ reservationId: sold });
    await fixture.service.dataSource.query(
      `UPDATE stock_reservation SET updated_at = now() - interval '3 hours' WHERE id = ANY($1)`,
      [[abandoned, sold]],
    );
    const stock = fixture.service.app.get(StockService);
    assert.equal(await stock.releaseAbandoned(7200), 1);
    assert.equal(await stateOf(abandoned), 'released');
    assert.equal(await stateOf(recent), 'reserved');
    assert.equal(await stateOf(sold), 'committed');
    assert.deepEqual(await inventories(product.id), [2, 2]);
    assert.equal(await stock.releaseAbandoned(7200), 0);
  });
});
