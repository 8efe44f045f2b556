import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installAccountsApi, storedAddress } from '@/testing/fake-accounts';
import { renderApp } from '@/testing/render-app';

const ADDRESSES_URL = '/shop/account?tab=addresses';

function toasts() {
  return within(screen.getByRole('status', { name: 'Notifications' }));
}

async function cards() {
  const list = await screen.findByRole('list', { name: 'Saved addresses' });
  return within(list).getAllByRole('article');
}

describe('AddressBook', () => {
  it('shows each address with its name, address, city, state, pincode, phone and Landmark', async () => {
    installAccountsApi({ addresses: [storedAddress(1)] });
    renderApp(ADDRESSES_URL);

    const [card] = await cards();
    const view = within(card);
    expect(view.getByRole('heading', { name: 'Asha Rao 1' })).toBeTruthy();
    expect(view.getByText('1 MG Road, Indiranagar')).toBeTruthy();
    expect(view.getByText('Bengaluru')).toBeTruthy();
    expect(view.getByText('Karnataka')).toBeTruthy();
    expect(view.getByText('560038')).toBeTruthy();
    expect(view.getByText('9876543210')).toBeTruthy();
    expect(view.getByText('Landmark')).toBeTruthy();
    expect(view.getByText('Near the temple')).toBeTruthy();
  });

  it('offers Add below three addresses and hides it at three', async () => {
    installAccountsApi({ addresses: [storedAddress(1), storedAddress(2)] });
    const first = renderApp(ADDRESSES_URL);
    expect(await screen.findByRole('button', { name: 'Add New Address' })).toBeTruthy();
    expect(screen.getByText('2 of 3 saved')).toBeTruthy();
    first.unmount();

    installAccountsApi({ addresses: [storedAddress(1), storedAddress(2), storedAddress(3)] });
    renderApp(ADDRESSES_URL);
    expect(await cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add New Address' })).toBeNull();
    expect(screen.getByText(/3 of 3 saved/)).toBeTruthy();
  });

  it('asks before deleting in a modal dialog; Escape keeps the address', async () => {
    const api = installAccountsApi({ addresses: [storedAddress(1), storedAddress(2)] });
    renderApp(ADDRESSES_URL);
    const user = userEvent.setup();

    const [first] = await cards();
    const deleteButton = within(first).getByRole('button', { name: 'Delete' });
    await user.click(deleteButton);

    const dialog = screen.getByRole('dialog', { name: 'Delete Address' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Are you sure you want to delete this address?')).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    // Focus starts on Cancel and stays inside the dialog.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(await cards()).toHaveLength(2);
  });

  it('deletes after confirmation', async () => {
    const api = installAccountsApi({ addresses: [storedAddress(1), storedAddress(2)] });
    renderApp(ADDRESSES_URL);
    const user = userEvent.setup();

    const [first] = await cards();
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await toasts().findByText('Address deleted successfully')).toBeTruthy();
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    const call = api.requests.find((r) => r.method === 'DELETE');
    expect(call?.path).toBe('/shop/address/delete/u-1/addr-1');
    expect(call?.authorization).toBe('Bearer access-1');
  });

  it('edits an address and leaves edit mode after saving', async () => {
    const api = installAccountsApi({
      addresses: [storedAddress(1, { state: 'Maharashtra', stateName: '', city: 'Pune' })],
    });
    renderApp(ADDRESSES_URL);
    const user = userEvent.setup();

    const [card] = await cards();
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(screen.getByRole('heading', { name: 'Edit Address' })).toBeTruthy();
    // A state stored by name is shown (and sent) as its code.
    await waitFor(() =>
      expect(within(form).getByLabelText<HTMLSelectElement>(/^State/).value).toBe('MH'),
    );
    const phone = within(form).getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '9123456780');
    await user.click(within(form).getByRole('button', { name: 'Update Address' }));

    expect(await toasts().findByText('Address updated successfully')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit address' })).toBeNull();
    const call = api.requests.find((r) => r.method === 'PUT');
    expect(call?.path).toBe('/shop/address/update/u-1/addr-1');
    expect(call?.body).toEqual({
      name: 'Asha Rao 1',
      address: '1 MG Road, Indiranagar',
      state: 'MH',
      city: 'Pune',
      pincode: '560038',
      phone: '9123456780',
      notes: 'Near the temple',
    });
    await waitFor(() => expect(screen.getByText('9123456780')).toBeTruthy());
  });

  it('shows a server refusal as a toast and keeps the form', async () => {
    installAccountsApi({
      addresses: [storedAddress(1)],
      override: (request) =>
        request.method === 'POST'
          ? { status: 409, body: { success: false, message: 'You can add max 3 addresses' } }
          : undefined,
    });
    renderApp(ADDRESSES_URL);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const form = screen.getByRole('form', { name: 'Add address' });
    await user.type(within(form).getByLabelText(/^Full Name/), 'Meera Iyer');
    await user.type(within(form).getByLabelText(/^Address/), '4 Lake View Road, Baner');
    await user.selectOptions(await within(form).findByLabelText(/^State/), 'MH');
    await user.type(within(form).getByRole('combobox', { name: /^City/ }), 'Pune');
    await user.type(within(form).getByLabelText(/^Pincode/), '411045');
    await user.type(within(form).getByLabelText(/^Phone/), '9822012345');
    await user.click(within(form).getByRole('button', { name: 'Add Address' }));

    expect(await toasts().findByText('You can add max 3 addresses')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add address' })).toBeTruthy();
  });
});
