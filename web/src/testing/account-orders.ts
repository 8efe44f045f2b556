import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// My Account > Orders in component tests: an order as the accounts fake lists it, and its
// details opened from the orders table.

/**
 * An order of Asha Rao's as GET /shop/order/list answers it: placed on 25 November 2026,
 * ₹2,200, paid with razorpay, confirmed, no lines; `fields` set what the test is about.
 */
export function accountOrder(id: string, fields: Record<string, unknown> = {}) {
  return {
    _id: id,
    id,
    orderDate: '2026-11-25T12:00:00.000Z',
    totalAmount: 2200,
    paymentMethod: 'razorpay',
    paymentStatus: 'paid',
    orderStatus: 'confirmed',
    cartItems: [],
    addressInfo: { name: 'Asha Rao', address: '12 MG Road', city: 'Bengaluru', pincode: '560038' },
    ...fields,
  };
}

/**
 * Presses the order's "Details of order …" button in the orders table (My Account already
 * rendered) and waits for its details dialog.
 */
export async function openOrderDetails(orderId: string) {
  const table = await screen.findByRole('table');
  const user = userEvent.setup({ delay: null });
  await user.click(
    within(table).getByRole('button', { name: `Details of order ${orderId.slice(0, 8)}` }),
  );
  const details = await screen.findByRole('dialog', { name: 'Order Details' });
  return { user, table, details };
}

/** The badge under "Payment Status" in an order's details: its words and tone. */
export function paymentBadge(details: HTMLElement) {
  const fact = within(details).getByText('Payment Status').closest('div');
  const badge = fact?.querySelector<HTMLElement>('span[data-tone]');
  if (!badge) throw new Error('No payment badge in the details');
  return { label: badge.textContent, tone: badge.dataset.tone };
}
