import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { returnFields, type ReturnRow } from './return-view.js';

const DELIVERED = '2026-11-20T10:00:00.000Z';
const UNTIL = new Date('2026-11-22T10:00:00.000Z');
const order = (orderStatus: string) => ({
  orderStatus,
  history: [
    { status: 'inShipping', at: '2026-11-18T10:00:00.000Z', trackingNumber: 'T1' },
    ...(orderStatus === 'delivered'
      ? [{ status: 'delivered', at: DELIVERED, trackingNumber: 'T1' }]
      : []),
  ],
  creditNoteNumber: '',
  paymentMethod: 'razorpay',
});

describe('the order view’s return fields', () => {
  it('offers a return until the date kept on the order at delivery, and not after', () => {
    const open = returnFields(
      order('delivered'),
      UNTIL,
      undefined,
      new Date('2026-11-21T00:00:00Z'),
    );
    assert.equal(open.deliveredAt, DELIVERED);
    assert.equal(open.returnDeadline, UNTIL.toISOString());
    const past = returnFields(
      order('delivered'),
      UNTIL,
      undefined,
      new Date('2026-11-22T10:00:01Z'),
    );
    assert.equal(past.returnDeadline, '');
    assert.equal(past.deliveredAt, DELIVERED);
  });

  it('offers none before delivery, without a date, or once a return was asked', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    assert.equal(returnFields(order('inShipping'), UNTIL, undefined, now).returnDeadline, '');
    assert.equal(returnFields(order('delivered'), null, undefined, now).returnDeadline, '');
    const asked = { id: 'r1', status: 'requested', reason: 'damaged', lines: [], photos: [] };
    const fields = returnFields(order('delivered'), UNTIL, asked as unknown as ReturnRow, now);
    assert.equal(fields.returnDeadline, '');
    assert.equal(fields.returnRequest?.reasonLabel, 'Arrived damaged');
  });
});
