import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Order } from '@boutique/contracts/order/v1/order_service';
import { failureReleases, isSameBasket, type BasketLine } from './attempts.js';

const NOW = new Date('2025-03-01T10:00:00Z');
const ADDRESS = {
  addressId: 'addr-1',
  name: 'Lakshmi Iyer',
  address: '12 MG Road',
  state: 'Tamil Nadu',
  city: 'Chennai',
  pincode: '600004',
  phone: '9876543210',
  notes: '',
  deliveryZone: '',
  deliveryEarliestDate: '',
  deliveryLatestDate: '',
};
const LINES: BasketLine[] = [
  { productId: 'p1', colourId: 'red', quantity: 1, price: 150_000 },
  { productId: 'p2', colourId: '', quantity: 2, price: 50_000 },
];

function order(patch: Partial<Order> = {}): Order {
  return {
    orderStatus: 'pending',
    paymentStatus: 'pending',
    expiresAt: '2025-03-01T10:20:00Z',
    lines: LINES.map((line) => ({
      ...line,
      title: 'Saree',
      productCode: 'S1',
      colourTitle: '',
      image: '',
      lineTotal: line.price * line.quantity,
    })),
    address: { ...ADDRESS },
    ...patch,
  } as Order;
}

describe('a new payment attempt on an order already placed', () => {
  it('is the same basket: same lines in any order, prices and address, pending or failed', () => {
    assert.equal(isSameBasket(order(), [...LINES].reverse(), ADDRESS, NOW), true);
    assert.equal(isSameBasket(order({ paymentStatus: 'failed' }), LINES, ADDRESS, NOW), true);
  });

  it('is not when a quantity, a colour, a price, a line or the address differs', () => {
    const changed: BasketLine[][] = [
      [{ ...LINES[0], quantity: 2 }, LINES[1]],
      [{ ...LINES[0], colourId: 'gold' }, LINES[1]],
      [{ ...LINES[0], price: 140_000 }, LINES[1]],
      [LINES[0]],
      [...LINES, { productId: 'p3', colourId: '', quantity: 1, price: 1 }],
    ];
    for (const lines of changed) assert.equal(isSameBasket(order(), lines, ADDRESS, NOW), false);
    assert.equal(isSameBasket(order(), LINES, { ...ADDRESS, pincode: '600005' }, NOW), false);
    assert.equal(isSameBasket(order(), LINES, { ...ADDRESS, addressId: 'addr-2' }, NOW), false);
  });

  it('is not for a paid, cancelled or expired order', () => {
    assert.equal(isSameBasket(order({ paymentStatus: 'paid' }), LINES, ADDRESS, NOW), false);
    assert.equal(isSameBasket(order({ orderStatus: 'cancelled' }), LINES, ADDRESS, NOW), false);
    assert.equal(isSameBasket(order({ orderStatus: 'confirmed' }), LINES, ADDRESS, NOW), false);
    assert.equal(
      isSameBasket(order({ expiresAt: '2025-03-01T10:00:00Z' }), LINES, ADDRESS, NOW),
      false,
    );
  });
});

describe('payment-failed gives the units back', () => {
  const held = new Date('2025-03-01T10:00:05.600Z');

  it('when the failed payment was made after the units were taken (whole seconds)', () => {
    assert.equal(failureReleases(held, '2025-03-01T10:00:30Z'), true);
    assert.equal(failureReleases(held, '2025-03-01T10:00:05Z'), true, 'the same second');
  });

  it('not when a new attempt began after the failed payment', () => {
    assert.equal(failureReleases(held, '2025-03-01T10:00:04Z'), false);
  });

  it('when the time of the payment is unknown', () => {
    assert.equal(failureReleases(held, ''), true);
    assert.equal(failureReleases(held, 'not a date'), true);
  });
});
