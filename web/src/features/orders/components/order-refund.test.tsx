import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installAccountsApi } from '@/testing/fake-accounts';
import { accountOrder, openOrderDetails, paymentBadge } from '@/testing/account-orders';
import { renderApp } from '@/testing/render-app';

// My Account > Orders > details: the refund of a paid order the customer cancelled or the
// shop rejected (issue 17). On its way until the payment provider has made it, then its
// amount, day and the provider's reference (refundedAmount, refundedAt, refundReference).
// Its payment badge says Refund pending, then Refunded (never Paid).

const CANCELLED_ID = '11111111-aaaa-4bbb-8ccc-000000000011';
const REFUNDED_ID = '22222222-bbbb-4ccc-8ddd-000000000022';
const REJECTED_ID = '33333333-cccc-4ddd-8eee-000000000033';
const REJECTED_REFUNDED_ID = '44444444-dddd-4eee-8fff-000000000044';
const UNPAID_ID = '55555555-eeee-4fff-8aaa-000000000055';

// Paid, ₹4,400, cancelled by the customer, unless the order says otherwise.
function order(id: string, fields: Record<string, unknown>) {
  return accountOrder(id, {
    totalAmount: 4400,
    orderStatus: 'cancelled',
    cancelReason: 'customer',
    ...fields,
  });
}

// Made by the provider at noon in India (06:30 UTC): the same day wherever the tests run.
const MADE = {
  refundedAmount: 2999.5,
  refundedAt: '2026-11-26T06:30:00.000Z',
  refundReference: 'rfnd_4LpTPLbGdAa1Qx',
};

const cancelled = order(CANCELLED_ID, {});
const refunded = order(REFUNDED_ID, {
  orderDate: '2026-11-24T12:00:00.000Z',
  totalAmount: 2999.5,
  ...MADE,
});
const rejected = order(REJECTED_ID, {
  orderDate: '2026-11-23T12:00:00.000Z',
  totalAmount: 1250,
  orderStatus: 'rejected',
  cancelReason: '',
});
const rejectedRefunded = order(REJECTED_REFUNDED_ID, {
  orderDate: '2026-11-22T12:00:00.000Z',
  totalAmount: 1250,
  orderStatus: 'rejected',
  cancelReason: '',
  refundedAmount: 1250,
  refundedAt: '2026-11-27T06:30:00.000Z',
  refundReference: 'rfnd_9ZzQkR2mTn1Xyb',
});
const unpaid = order(UNPAID_ID, {
  orderDate: '2026-11-21T12:00:00.000Z',
  paymentStatus: 'pending',
});

const ON_ITS_WAY = /is on its way to your original payment method/;
const REFUNDED = /^Refunded ₹/;

describe("An order's refund in My Account", () => {
  it('says the refund of a cancelled paid order is on its way until the provider has made it', async () => {
    installAccountsApi({ orders: [cancelled] });
    renderApp('/shop/account');
    const { details } = await openOrderDetails(CANCELLED_ID);
    expect(
      within(details).getByText(
        'Cancelled. Your refund of ₹4,400.00 is on its way to your original payment method.',
      ),
    ).toBeTruthy();
    expect(within(details).queryByText(REFUNDED)).toBeNull();
    expect(paymentBadge(details)).toEqual({ label: 'Refund pending', tone: 'yellow' });
  });

  it('shows the refund made: its amount, day and reference, instead of the promise', async () => {
    installAccountsApi({ orders: [refunded] });
    renderApp('/shop/account');
    const { details } = await openOrderDetails(REFUNDED_ID);
    expect(within(details).getByText('Cancelled')).toBeTruthy();
    expect(
      within(details).getByText(
        'Refunded ₹2,999.50 on 26 November 2026 (reference rfnd_4LpTPLbGdAa1Qx). Banks usually show it within 5–7 working days.',
      ),
    ).toBeTruthy();
    expect(within(details).queryByText(ON_ITS_WAY)).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(paymentBadge(details)).toEqual({ label: 'Refunded', tone: 'blue' });
    expect(within(details).queryByText('Paid')).toBeNull();
  });

  it("says a rejected paid order's refund is on its way, then that it was made", async () => {
    installAccountsApi({ orders: [rejected, rejectedRefunded] });
    renderApp('/shop/account');
    const { user, details } = await openOrderDetails(REJECTED_ID);
    expect(within(details).getByText('Rejected')).toBeTruthy();
    expect(
      within(details).getByText(
        'Rejected by the shop. Your refund of ₹1,250.00 is on its way to your original payment method.',
      ),
    ).toBeTruthy();
    expect(within(details).queryByText(REFUNDED)).toBeNull();
    expect(paymentBadge(details)).toEqual({ label: 'Refund pending', tone: 'yellow' });
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    const { details: refundedDetails } = await openOrderDetails(REJECTED_REFUNDED_ID);
    expect(within(refundedDetails).getByText('Rejected')).toBeTruthy();
    expect(
      within(refundedDetails).getByText(
        'Refunded ₹1,250.00 on 27 November 2026 (reference rfnd_9ZzQkR2mTn1Xyb). Banks usually show it within 5–7 working days.',
      ),
    ).toBeTruthy();
    expect(within(refundedDetails).queryByText(ON_ITS_WAY)).toBeNull();
    expect(paymentBadge(refundedDetails)).toEqual({ label: 'Refunded', tone: 'blue' });
  });

  it('promises no refund for an order that was never paid', async () => {
    installAccountsApi({ orders: [unpaid] });
    renderApp('/shop/account');
    const { details } = await openOrderDetails(UNPAID_ID);
    expect(within(details).getByText('Cancelled')).toBeTruthy();
    expect(within(details).queryByText(/refund/i)).toBeNull();
    expect(paymentBadge(details)).toEqual({ label: 'Nothing due', tone: 'grey' });
  });
});
