import { describe, expect, it } from 'vitest';
import { createFailureToast } from './checkout-messages';
import { attemptFor, isRetryableFailure } from './order-attempt';
import { checkoutTotal, orderCreateBody } from './order-body';

const line = {
  productId: 'p1',
  colorId: 'gold',
  title: 'Kora Organza',
  productCode: 'KO-1',
  image: '/a.jpg',
  price: 2500,
  salePrice: 1799.5,
  quantity: 2,
  colourTitle: 'Gold',
};

describe('order create body', () => {
  it('sends the lines, the address id and the total at the charged price', () => {
    const body = orderCreateBody({
      customer: { id: 'u-1', name: 'Asha', email: 'asha@example.com', phone: '' },
      lines: [line],
      cartId: 'cart-1',
      address: {
        id: 'addr-1',
        name: 'Asha',
        address: '12 MG Road',
        state: 'KA',
        city: 'Bengaluru',
        pincode: '560001',
        phone: '9876543210',
      },
      now: new Date('2026-11-25T10:00:00Z'),
    });
    expect(body).toMatchObject({
      userId: 'u-1',
      cartId: 'cart-1',
      totalAmount: 3599,
      orderStatus: 'pending',
      paymentMethod: 'razorpay',
      paymentStatus: 'pending',
      cartItems: [
        { productId: 'p1', quantity: 2, price: 1799.5, colors: { _id: 'gold', title: 'Gold' } },
      ],
      addressInfo: { addressId: 'addr-1' },
    });
    expect(checkoutTotal([line])).toBe(3599);
  });
});

describe('Idempotency-Key per attempt', () => {
  it('a retry of the same attempt reuses key and body; another order gets a new key', () => {
    let n = 0;
    const key = () => `key-${++n}`;
    const first = attemptFor(null, 'order-a', () => ({ at: 1 }), key);
    const retry = attemptFor(first, 'order-a', () => ({ at: 2 }), key);
    expect(retry).toBe(first);
    const other = attemptFor(first, 'order-b', () => ({ at: 3 }), key);
    expect(other.key).toBe('key-2');
  });

  it('only failures without a definitive answer are retried with the same key', () => {
    expect(isRetryableFailure('FETCH_ERROR')).toBe(true);
    expect(isRetryableFailure(503)).toBe(true);
    expect(isRetryableFailure(409)).toBe(false);
    expect(isRetryableFailure(400)).toBe(false);
  });
});

describe('order create failures', () => {
  it('409 is "Unable to Complete Order" with the first problem', () => {
    expect(
      createFailureToast({
        status: 409,
        data: {
          success: false,
          title: 'Unable to Complete Order',
          message: 'Sorry, "Kora Organza" in Gold is currently out of stock.',
          problems: ['Sorry, "Kora Organza" in Gold is currently out of stock.'],
        },
      }),
    ).toEqual({
      title: 'Unable to Complete Order',
      description: 'Sorry, "Kora Organza" in Gold is currently out of stock.',
      variant: 'destructive',
    });
  });

  it("400 shows the server's message; anything else is the generic failure", () => {
    expect(
      createFailureToast({
        status: 400,
        data: { message: 'Please select one address to proceed.' },
      }).title,
    ).toBe('Please select one address to proceed.');
    expect(createFailureToast({ status: 'FETCH_ERROR', error: 'offline' }).title).toBe(
      'Order creation failed. Please try again.',
    );
    expect(createFailureToast({ status: 500, data: {} }).title).toBe(
      'Order creation failed. Please try again.',
    );
  });
});
