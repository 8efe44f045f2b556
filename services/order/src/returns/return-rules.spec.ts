import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  photosProblem,
  planRefund,
  planReturnLines,
  planStep,
  RETURN_MESSAGES,
  stepMessage,
  windowClosed,
  type SoldLine,
} from './return-rules.js';

const POLICY = { windowDays: 2, shippingMax: 10_000 };
const line = (over: Partial<SoldLine>): SoldLine => ({
  product_id: 'p1',
  colour_id: 'c1',
  title: 'Kanjivaram',
  colour_title: 'Maroon',
  product_code: 'K1',
  image: '',
  quantity: 2,
  price: 299_900,
  on_sale: false,
  no_returns: false,
  ...over,
});
const SOLD = [
  line({}),
  line({ product_id: 'p2', colour_id: '', price: 150_000, on_sale: true }),
  line({ product_id: 'p3', colour_id: '', no_returns: true }),
];

describe('returns after delivery: the rules', () => {
  it('the window’s end is said in the shop’s day', () => {
    const until = new Date('2026-11-29T18:30:00Z');
    // 00:00 on the 30th in India.
    assert.equal(
      windowClosed(until, 'Asia/Kolkata'),
      'The return window for this order closed on 30 Nov 2026',
    );
  });

  it('takes returnable lines of the order, merged, up to the quantity sold', () => {
    const plan = planReturnLines(SOLD, [
      { productId: 'p1', colourId: 'c1', quantity: 1 },
      { productId: 'p1', colourId: 'c1', quantity: 1 },
    ]);
    assert.ok('lines' in plan);
    assert.equal(plan.lines.length, 1);
    assert.equal(plan.lines[0].quantity, 2);
    assert.equal(plan.itemsAmount, 599_800);
  });

  it('refuses nothing chosen, a bad quantity, a line not in the order, a sale line and a flagged one', () => {
    const problem = (asked: { productId: string; colourId: string; quantity: number }[]) => {
      const plan = planReturnLines(SOLD, asked);
      return 'problem' in plan ? plan.problem : '';
    };
    assert.equal(problem([]), RETURN_MESSAGES.noLines);
    assert.equal(
      problem([{ productId: 'p1', colourId: 'c1', quantity: 0 }]),
      RETURN_MESSAGES.quantity,
    );
    assert.equal(
      problem([{ productId: 'p1', colourId: 'c1', quantity: 3 }]),
      RETURN_MESSAGES.quantity,
    );
    assert.equal(
      problem([{ productId: 'p1', colourId: 'c2', quantity: 1 }]),
      RETURN_MESSAGES.notInOrder,
    );
    assert.equal(
      problem([{ productId: 'p2', colourId: '', quantity: 1 }]),
      "Sale items can't be returned",
    );
    assert.equal(
      problem([{ productId: 'p3', colourId: '', quantity: 1 }]),
      "This item can't be returned, as its product page says",
    );
  });

  it('takes up to 4 photos of the shop’s media, each once', () => {
    const photo = (n: number) => `/media/images/0000000${n}-aaaa-4aaa-8aaa-aaaaaaaaaaaa/640.jpg`;
    assert.equal(photosProblem([]), undefined);
    assert.equal(photosProblem([1, 2, 3, 4].map(photo)), undefined);
    assert.equal(photosProblem(['https://cdn.example.com/media/images/a/640.jpg']), undefined);
    assert.equal(photosProblem([1, 2, 3, 4, 5].map(photo)), 'You can add at most 4 photos');
    const notFound = 'A photo could not be found. Please upload it again.';
    assert.equal(photosProblem([photo(1), photo(1)]), notFound);
    assert.equal(photosProblem(['javascript:alert(1)']), notFound);
    assert.equal(photosProblem(['/media/a.jpg" onerror="x']), notFound);
    assert.equal(photosProblem([`/${'a'.repeat(500)}`]), notFound);
  });

  it('each step once and in order: a repeat is done, a step out of order is refused', () => {
    assert.deepEqual(planStep('requested', 'approve'), { do: 'move', to: 'approved' });
    assert.deepEqual(planStep('requested', 'reject'), { do: 'move', to: 'rejected' });
    assert.deepEqual(planStep('approved', 'approve'), { do: 'done' });
    assert.deepEqual(planStep('approved', 'receive'), { do: 'move', to: 'received' });
    assert.deepEqual(planStep('received', 'refund'), { do: 'move', to: 'refunded' });
    assert.deepEqual(planStep('refunded', 'refund'), { do: 'done' });
    assert.deepEqual(planStep('received', 'replace'), { do: 'move', to: 'replaced' });
    assert.deepEqual(planStep('rejected', 'approve'), {
      do: 'refuse',
      message: "This return is rejected; it can't be approved",
    });
    assert.deepEqual(planStep('replaced', 'refund'), {
      do: 'refuse',
      message: "This return is replaced; it can't be refunded",
    });
  });

  it('the refund: the items plus shipping up to the limit, less a deduction up to the items', () => {
    const refund = (
      shippingReimbursement: number,
      deduction: number,
      reference = '',
      cod = false,
    ) => planRefund(299_900, { shippingReimbursement, deduction, reference }, POLICY, cod);
    assert.deepEqual(refund(10_000, 0), { amount: 309_900 });
    assert.deepEqual(refund(0, 5_000), { amount: 294_900 });
    assert.deepEqual(refund(10_001, 0), {
      problem: 'Return shipping reimbursement can be ₹0 to ₹100',
    });
    assert.deepEqual(refund(-1, 0), { problem: 'Return shipping reimbursement can be ₹0 to ₹100' });
    assert.deepEqual(refund(0, 299_901), { problem: RETURN_MESSAGES.deduction });
    assert.deepEqual(refund(0, 0, ' ', true), { problem: RETURN_MESSAGES.reference });
    assert.deepEqual(refund(0, 0, 'UPI 4321', true), { amount: 299_900 });
    // Online, never more than was paid: a whole order's return with shipping on top says so.
    assert.deepEqual(
      planRefund(
        299_900,
        { shippingReimbursement: 5_000, deduction: 0, reference: '' },
        POLICY,
        false,
        299_900,
      ),
      {
        problem:
          'The refund can be at most ₹2,999, what was paid online; reimburse the rest another way',
      },
    );
    assert.deepEqual(
      planRefund(
        299_900,
        { shippingReimbursement: 5_000, deduction: 5_000, reference: '' },
        POLICY,
        false,
        299_900,
      ),
      { amount: 299_900 },
    );
    assert.equal(stepMessage('refund', 309_900, false), 'Refund of ₹3,099 started');
    assert.equal(stepMessage('refund', 309_950, true), 'Refund of ₹3,099.50 recorded');
  });
});
