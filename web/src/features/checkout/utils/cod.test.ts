import { describe, expect, it } from 'vitest';
import type { CheckoutLine } from '../types/checkout';
import {
  COD_NOT_AVAILABLE,
  codConfirmParams,
  codOffer,
  placeOrderLabel,
  readCodConfirmation,
  readCodPlaced,
  readCodQuote,
  storeCodPlaced,
} from './cod';
import { codQuoteBody, orderCreateBody } from './order-body';

const low = {
  available: true,
  level: 'low',
  fee: 49,
  total: 3649,
  advance: 0,
  dueOnDelivery: 3649,
  message: '',
  confirmHours: 24,
};
const medium = {
  available: true,
  level: 'medium',
  fee: 49,
  total: 3649,
  advance: 730,
  dueOnDelivery: 2919,
  message:
    'For this order we ask an advance of ₹730 online; you pay the remaining ₹2,919 in cash at delivery. The advance is not refunded if the parcel is refused.',
  confirmHours: 24,
};
const high = {
  available: false,
  level: 'high',
  fee: 49,
  total: 3649,
  advance: 0,
  dueOnDelivery: 0,
  message:
    "We're sorry, cash on delivery isn't available for this order because an earlier cash-on-delivery order was not accepted at delivery. You can still place it by paying online with UPI or card.",
  confirmHours: 24,
};

describe('readCodQuote', () => {
  it('reads the envelope of each level', () => {
    expect(readCodQuote({ success: true, data: low })).toEqual(low);
    expect(readCodQuote({ data: medium })).toEqual(medium);
    expect(readCodQuote({ data: high })).toEqual(high);
  });

  it('offers COD only on a clear yes: low or medium and available', () => {
    expect(readCodQuote({ data: { ...low, available: false } })).toMatchObject({
      available: false,
      level: 'unavailable',
    });
    expect(readCodQuote({ data: { ...low, level: 'extreme' } })).toMatchObject({
      available: false,
      level: 'unavailable',
    });
    expect(readCodQuote({ data: { ...high, available: true } })).toMatchObject({
      available: false,
      level: 'high',
    });
    expect(readCodQuote(null)).toMatchObject({ available: false, level: 'unavailable', fee: 0 });
  });

  it('takes amounts written as strings, and nothing else', () => {
    expect(readCodQuote({ data: { ...low, fee: '49', total: 'lots' } })).toMatchObject({
      fee: 49,
      total: 0,
    });
  });
});

describe('codOffer', () => {
  it('low: the fee and the total to pay at delivery, and the e-mail to confirm', () => {
    const offer = codOffer(readCodQuote({ data: low }));
    expect(offer.selectable).toBe(true);
    expect(offer.rows).toEqual([
      { label: 'Cash on delivery fee', value: '₹49.00' },
      { label: 'Total to pay at delivery', value: '₹3,649.00', strong: true },
    ]);
    expect(offer.note).toBe(
      'We will e-mail you a link to confirm the order; please confirm it within 24 hours.',
    );
    // The server's own sentence replaces ours.
    const said =
      "Pay ₹3,649 in cash at delivery (includes a ₹49 COD fee). We'll e-mail you a link to confirm the order within 24 hours.";
    expect(codOffer(readCodQuote({ data: { ...low, message: said } }))).toMatchObject({
      message: said,
      tone: 'plain',
      note: '',
    });
    expect(codOffer(readCodQuote({ data: { ...low, fee: 0, confirmHours: 1 } }))).toMatchObject({
      rows: [{ label: 'Cash on delivery fee', value: 'Free' }, expect.anything()],
      note: 'We will e-mail you a link to confirm the order; please confirm it within 1 hour.',
    });
  });

  it("medium: the server's advance sentence, the advance now and the rest at the door", () => {
    const offer = codOffer(readCodQuote({ data: medium }));
    expect(offer.selectable).toBe(true);
    expect(offer.message).toBe(medium.message);
    expect(offer.tone).toBe('advance');
    expect(offer.rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Cash on delivery fee: ₹49.00',
      'Order total: ₹3,649.00',
      'Advance to pay now: ₹730.00',
      'Due at the door: ₹2,919.00',
    ]);
    expect(offer.note).toContain('the rest, ₹2,919.00, is due in cash or UPI at the door');
  });

  it("high and unavailable: not selectable, with the server's words (or ours)", () => {
    expect(codOffer(readCodQuote({ data: high }))).toEqual({
      selectable: false,
      message: high.message,
      tone: 'plain',
      rows: [],
      note: '',
    });
    expect(codOffer(readCodQuote({ data: { level: 'unavailable' } })).message).toBe(
      COD_NOT_AVAILABLE,
    );
  });
});

describe('placeOrderLabel', () => {
  it('names what the press does', () => {
    expect(placeOrderLabel('razorpay', null)).toBe('Proceed to Payment');
    expect(placeOrderLabel('cod', null)).toBe('Proceed to Payment');
    expect(placeOrderLabel('cod', readCodQuote({ data: low }))).toBe(
      'Place Order (Cash on Delivery)',
    );
    expect(placeOrderLabel('cod', readCodQuote({ data: medium }))).toBe('Pay Advance ₹730.00');
  });
});

describe('the COD bodies', () => {
  const line: CheckoutLine = {
    productId: 'p1',
    colorId: 'gold',
    title: 'Kora Organza',
    productCode: 'KO-1',
    image: '',
    price: 2500,
    salePrice: 1800,
    quantity: 2,
    colourTitle: 'Gold',
  };
  const address = {
    id: 'addr-1',
    name: 'Asha',
    address: '12 MG Road',
    state: 'KA',
    city: 'Bengaluru',
    pincode: '560038',
    phone: '9876543210',
  };

  it('the quote sends the address id, the lines and the total, as the create does', () => {
    const body = codQuoteBody([line], address);
    const create = orderCreateBody({
      customer: { id: 'u-1', name: '', email: 'a@example.com', phone: '' },
      lines: [line],
      cartId: 'cart-1',
      address,
      now: new Date('2026-11-27T10:00:00Z'),
      paymentMethod: 'cod',
    });
    expect(body).toEqual({
      addressId: 'addr-1',
      cartItems: create.cartItems,
      totalAmount: 3600,
    });
    expect(create.paymentMethod).toBe('cod');
    expect(create.totalAmount).toBe(3600);
  });
});

describe('the confirm-by-e-mail screen and the confirmation link', () => {
  it('keeps the placed order in the storage, and reads nothing broken', () => {
    const stored = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void stored.set(key, value),
      getItem: (key: string) => stored.get(key) ?? null,
    };
    expect(readCodPlaced(storage)).toBeNull();
    storeCodPlaced(storage, { orderId: 'o-1', message: 'Please confirm…' });
    expect(readCodPlaced(storage)).toEqual({ orderId: 'o-1', message: 'Please confirm…' });
    expect(readCodPlaced({ getItem: () => '{not json' })).toBeNull();
    expect(readCodPlaced({ getItem: () => '{"message":"x"}' })).toBeNull();
  });

  it('needs both the order and the token', () => {
    expect(codConfirmParams(new URLSearchParams('order=o-1&token=abc'))).toEqual({
      orderId: 'o-1',
      token: 'abc',
    });
    expect(codConfirmParams(new URLSearchParams('order=o-1'))).toBeNull();
    expect(codConfirmParams(new URLSearchParams('token=abc&order=%20'))).toBeNull();
  });

  it("reads the confirmation's data and message", () => {
    expect(
      readCodConfirmation({
        success: true,
        message: 'Thank you! Your order is confirmed. Please keep ₹3,649 ready at delivery.',
        data: {
          orderId: 'o-1',
          totalAmount: 3649,
          dueOnDelivery: 3649,
          deliveryEarliestDate: '2026-12-01',
          deliveryLatestDate: '2026-12-02',
        },
      }),
    ).toEqual({
      message: 'Thank you! Your order is confirmed. Please keep ₹3,649 ready at delivery.',
      orderId: 'o-1',
      totalAmount: 3649,
      dueOnDelivery: 3649,
      deliveryEarliestDate: '2026-12-01',
      deliveryLatestDate: '2026-12-02',
    });
  });
});
