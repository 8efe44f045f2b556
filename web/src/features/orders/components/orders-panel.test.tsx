import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installAccountsApi } from '@/testing/fake-accounts';
import { renderApp } from '@/testing/render-app';

const older = {
  _id: '11111111-aaaa-4bbb-8ccc-000000000001',
  id: '11111111-aaaa-4bbb-8ccc-000000000001',
  orderDate: '2026-10-02T12:00:00.000Z',
  totalAmount: 1000,
  paymentMethod: 'razorpay',
  paymentStatus: 'paid',
  orderStatus: 'delivered',
  cartItems: [],
  addressInfo: {},
};
const newer = {
  _id: '22222222-bbbb-4ccc-8ddd-000000000002',
  id: '22222222-bbbb-4ccc-8ddd-000000000002',
  orderDate: '2026-11-25T12:00:00.000Z',
  totalAmount: 3600,
  paymentMethod: 'razorpay',
  paymentStatus: 'paid',
  orderStatus: 'confirmed',
  trackingNumber: '',
  cartItems: [
    {
      productId: 'p1',
      title: 'Kora Organza',
      productCode: 'KO-1',
      quantity: 2,
      price: 1800,
      lineTotal: 3600,
      colors: { _id: 'gold', id: 'gold', title: 'Gold' },
    },
  ],
  addressInfo: {
    addressId: 'addr-1',
    name: 'Asha Rao',
    address: '12 MG Road, Indiranagar',
    state: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560038',
    phone: '9876543210',
    notes: 'Near the temple',
  },
};

const toasts = () => screen.getByRole('status', { name: 'Notifications' });

async function ordersTable() {
  renderApp('/shop/account');
  return screen.findByRole('table');
}

describe('Account Orders tab', () => {
  it('lists orders newest first with short ids, dates, status badges and totals', async () => {
    installAccountsApi({ orders: [older, newer] });
    const table = await ordersTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual([
      '22222222',
      '11111111',
    ]);
    expect(within(rows[0]).getByText('25 November 2026')).toBeTruthy();
    expect(within(rows[0]).getByText('Confirmed').dataset.tone).toBe('green');
    expect(within(rows[1]).getByText('Delivered').dataset.tone).toBe('blue');
    expect(within(rows[0]).getByText('₹3,600.00')).toBeTruthy();
  });

  it('searches by order id or long date, and says when nothing matches', async () => {
    installAccountsApi({ orders: [older, newer] });
    const table = await ordersTable();
    const user = userEvent.setup();
    const search = screen.getByPlaceholderText('Search by order ID or date...');

    await user.type(search, 'November 25, 2026');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.clear(search);
    await user.type(search, '2 October 2026');
    expect(within(screen.getByRole('table')).getByText('11111111')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(
      screen.getByText('No orders match your search. Try a different search term.'),
    ).toBeTruthy();
  });

  it('expands the id, copies it with a tick, and opens every detail', async () => {
    installAccountsApi({ orders: [newer] });
    const table = await ordersTable();
    const user = userEvent.setup(); // installs a clipboard stub
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    const idButton = within(table).getByRole('button', { name: /Order ID 22222222, show full ID/ });
    await user.click(idButton);
    expect(idButton.getAttribute('aria-expanded')).toBe('true');
    expect(idButton.textContent).toBe(newer.id);

    await user.click(within(table).getByRole('button', { name: `Copy order ID ${newer.id}` }));
    expect(writeText).toHaveBeenCalledWith(newer.id);
    expect(await within(toasts()).findByText('Order ID copied!')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Order ID copied' })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Details of order 22222222' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    for (const text of [
      'Confirmed',
      newer.id,
      '25 November 2026',
      'razorpay',
      'Paid',
      'Kora Organza',
      'Code: KO-1',
      'Colour: Gold',
      'Quantity: 2',
      'Asha Rao',
      '12 MG Road',
      'Indiranagar',
      'Karnataka',
      'Bengaluru - 560038',
      'Phone: 9876543210',
      'Landmark: Near the temple',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(within(dialog).getAllByText('₹3,600.00')).toHaveLength(2);
  });

  it("shows a shipped order's courier with its Track your parcel link", async () => {
    const shipped = {
      ...newer,
      orderStatus: 'inShipping',
      trackingNumber: 'AB 12/3',
      courierId: 'delhivery',
      courierName: 'Delhivery',
      trackingUrl: 'https://www.delhivery.com/track/package/AB%2012%2F3',
    };
    installAccountsApi({ orders: [shipped] });
    const table = await ordersTable();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Details of order 22222222' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(dialog).getByText('AB 12/3')).toBeTruthy();
    expect(within(dialog).getByText('Courier').nextElementSibling?.textContent).toContain(
      'Delhivery',
    );
    const link = within(dialog).getByRole('link', { name: 'Track your parcel' });
    expect(link.getAttribute('href')).toBe('https://www.delhivery.com/track/package/AB%2012%2F3');
  });

  it('says "Failed to copy" when the clipboard refuses', async () => {
    installAccountsApi({ orders: [newer] });
    const table = await ordersTable();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(table).getByRole('button', { name: `Copy order ID ${newer.id}` }));
    await waitFor(() => expect(within(toasts()).getByText('Failed to copy')).toBeTruthy());
  });
});
