import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installAccountsApi } from '@/testing/fake-accounts';
import { accountOrder, openOrderDetails } from '@/testing/account-orders';
import { renderApp } from '@/testing/render-app';

// My Account > Orders: cash-on-delivery orders (docs/cash-on-delivery.md) say so, where they
// stand in words, their fee and advance; `paymentStatus` 'cod' is the cash still due.

const AWAITING_ID = '66666666-aaaa-4bbb-8ccc-000000000066';
const CONFIRMED_ID = '77777777-bbbb-4ccc-8ddd-000000000077';
const RTO_ID = '88888888-cccc-4ddd-8eee-000000000088';

const codBlock = (fields: Record<string, unknown>) => ({
  status: 'confirmed',
  fee: 49,
  advance: 0,
  dueOnDelivery: 2249,
  confirmBy: '',
  confirmedAt: '',
  cashCollected: 0,
  cashCollectedAt: '',
  riskLevel: '',
  riskReasons: [],
  ...fields,
});

const awaiting = accountOrder(AWAITING_ID, {
  totalAmount: 2249,
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  orderStatus: 'pending',
  cod: codBlock({ status: 'awaiting-confirmation', confirmBy: '2026-11-26T06:30:00.000Z' }),
});
const confirmed = accountOrder(CONFIRMED_ID, {
  orderDate: '2026-11-24T12:00:00.000Z',
  totalAmount: 2249,
  paymentMethod: 'cod',
  paymentStatus: 'cod',
  orderStatus: 'confirmed',
  addressInfo: {
    name: 'Asha Rao',
    address: '12 MG Road',
    city: 'Bengaluru',
    pincode: '560038',
    deliveryEarliestDate: '2026-12-01',
    deliveryLatestDate: '2026-12-02',
  },
  cod: codBlock({ advance: 450, dueOnDelivery: 1799 }),
});
const returned = accountOrder(RTO_ID, {
  orderDate: '2026-11-23T12:00:00.000Z',
  totalAmount: 2249,
  paymentMethod: 'cod',
  paymentStatus: 'cod',
  orderStatus: 'cancelled',
  cancelReason: 'rto',
  cod: codBlock({ status: 'rto' }),
});

describe('Cash-on-delivery orders in My Account', () => {
  it('says where each stands in the table and in its details, with the fee and advance', async () => {
    installAccountsApi({ orders: [awaiting, confirmed, returned] });
    renderApp('/shop/account');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(
      within(table).getByText(
        'Awaiting your confirmation — confirm by 26 November 2026 at 12:00 pm',
      ),
    ).toBeTruthy();
    expect(within(table).getByText('Confirmed — pay ₹1,799.00 at delivery')).toBeTruthy();
    expect(within(table).getByText('Returned to us')).toBeTruthy();

    const { user, details } = await openOrderDetails(CONFIRMED_ID);
    expect(within(details).getByText('Cash on delivery', { selector: 'dd' })).toBeTruthy();
    expect(
      within(details).getByText('Due at delivery', { selector: 'span[data-tone]' }),
    ).toBeTruthy();
    expect(within(details).getByText('Confirmed — pay ₹1,799.00 at delivery')).toBeTruthy();
    const fee = within(details).getByText('Cash on delivery fee').parentElement;
    expect(fee?.textContent).toBe('Cash on delivery fee₹49.00');
    expect(within(details).getByText('Advance paid online').parentElement?.textContent).toBe(
      'Advance paid online₹450.00',
    );
    expect(
      within(details).getByText('Due at delivery', { selector: 'span:not([data-tone])' }),
    ).toBeTruthy();
    expect(within(details).getByText('Tue, 1 Dec – Wed, 2 Dec')).toBeTruthy();
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    const { details: rto } = await openOrderDetails(RTO_ID);
    expect(within(rto).getByText('Cancelled')).toBeTruthy();
    expect(within(rto).getByText('Returned to us')).toBeTruthy();
    expect(within(rto).queryByText(/refund/i)).toBeNull();
  });
});
