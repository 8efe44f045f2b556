import { describe, expect, it } from 'vitest';
import { readOrder } from '../types/order';
import { canRequestReturn, noteCounter, returnDeadlineLine } from './return-rules';

// Returns after delivery (docs/returns.md): the order read leniently, when to offer a return.

describe('an order from a server without returns', () => {
  it('has no deadline, no return and lines that are not returnable', () => {
    const order = readOrder({
      id: 'o-1',
      orderStatus: 'delivered',
      cartItems: [{ productId: 'p1', title: 'Chanderi', quantity: 1, price: 2200 }],
    });
    expect(order.returnDeadline).toBe('');
    expect(order.returnRequest).toBeNull();
    expect(order.cartItems[0]).toMatchObject({ returnable: false, notReturnableReason: '' });
    expect(canRequestReturn(order)).toBe(false);
  });

  it('reads a return leniently (colorId and colorTitle too; an unknown status as "")', () => {
    const order = readOrder({
      id: 'o-1',
      returnDeadline: ' 2026-11-29T09:30:00.000Z ',
      cartItems: [
        { productId: 'p1', returnable: true },
        { productId: 'p2', returnable: 'yes', notReturnableReason: "Sale items can't be returned" },
      ],
      returnRequest: {
        id: 'r-1',
        status: 'lost',
        refundAmount: '2999',
        lines: [{ productId: 'p1', colorId: 'gold', colorTitle: 'Gold', quantity: '2' }],
      },
    });
    expect(order.returnDeadline).toBe('2026-11-29T09:30:00.000Z');
    expect(order.cartItems.map((line) => line.returnable)).toEqual([true, false]);
    expect(order.cartItems[1]?.notReturnableReason).toBe("Sale items can't be returned");
    expect(order.returnRequest).toMatchObject({
      id: 'r-1',
      status: '',
      refundAmount: 2999,
      ownerNote: '',
      lines: [{ productId: 'p1', colourId: 'gold', colourTitle: 'Gold', quantity: 2, title: '' }],
    });
  });
});

describe('canRequestReturn', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  const order = readOrder({
    orderStatus: 'delivered',
    returnDeadline: '2026-11-29T09:30:00.000Z',
    returnRequest: null,
    cartItems: [
      { productId: 'p1', returnable: true },
      { productId: 'p2', returnable: false },
    ],
  });
  it('is true for a delivered order with a deadline still ahead and no return', () => {
    expect(canRequestReturn(order, now)).toBe(true);
  });
  it('is false otherwise', () => {
    expect(canRequestReturn({ ...order, orderStatus: 'inShipping' }, now)).toBe(false);
    expect(canRequestReturn({ ...order, returnDeadline: '' }, now)).toBe(false);
    const onlySale = order.cartItems.filter((line) => !line.returnable);
    expect(canRequestReturn({ ...order, cartItems: onlySale }, now)).toBe(false);
    expect(canRequestReturn(order, Date.parse('2026-11-29T09:30:00.001Z'))).toBe(false);
    const asked = readOrder({ returnRequest: { id: 'r-1', status: 'requested' } }).returnRequest;
    expect(canRequestReturn({ ...order, returnRequest: asked }, now)).toBe(false);
  });
});

describe('the words of the return form', () => {
  it('gives the deadline in India time, and counts the note', () => {
    expect(returnDeadlineLine('2026-11-29T09:30:00.000Z')).toBe(
      'Return requests must be made by 29 November 2026 at 3:00 pm',
    );
    expect(returnDeadlineLine('not a date')).toBe('');
    expect(noteCounter('Torn pallu')).toBe('10 / 1000 characters');
  });
});
