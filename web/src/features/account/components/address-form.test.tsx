import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installAccountsApi } from '@/testing/fake-accounts';
import { renderApp } from '@/testing/render-app';
import { CITY_LOOKUP_DEBOUNCE_MS } from './city-combobox';

function toasts() {
  return within(screen.getByRole('status', { name: 'Notifications' }));
}

/** The account page's Addresses tab with the add form open. */
async function openAddForm() {
  const user = userEvent.setup();
  renderApp('/shop/account?tab=addresses');
  await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
  const form = screen.getByRole('form', { name: 'Add address' });
  const field = (label: RegExp) => within(form).getByLabelText(label);
  const city = () => within(form).getByRole('combobox', { name: /^City/ });
  const submit = () => within(form).getByRole('button', { name: 'Add Address' });
  // The states arrive before anything can be chosen.
  await waitFor(() =>
    expect(within(form).getByRole('option', { name: 'Maharashtra' })).toBeTruthy(),
  );
  return { user, form, field, city, submit };
}

function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

describe('AddressForm', () => {
  it('validates a field when it loses focus and ties the message to it', async () => {
    installAccountsApi();
    const { user, field } = await openAddForm();

    const pincode = field(/^Pincode/);
    await user.type(pincode, '012345');
    expect(pincode.getAttribute('aria-invalid')).toBeNull(); // not while first typing
    await user.tab();
    expect(pincode.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(pincode)).toContain('Please enter a valid 6-digit pincode');

    const phone = field(/^Phone/);
    await user.type(phone, '12345');
    await user.tab();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(phone)).toContain('Please enter a valid 10-digit mobile number');

    // From then on it is checked on every change.
    await user.clear(pincode);
    await user.type(pincode, '411001');
    expect(pincode.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please enter a valid 6-digit pincode')).toBeNull();

    const name = field(/^Full Name/);
    await user.type(name, 'A');
    await user.tab();
    expect(describedText(name)).toContain('Full Name must be at least 2 characters');
    await user.clear(name);
    expect(describedText(name)).toContain('Full Name is required');
  });

  it('keeps submit disabled until address, state, city, phone and pincode are filled', async () => {
    installAccountsApi();
    const { user, field, city, submit } = await openAddForm();

    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    await user.type(field(/^Address/), '4 Lake View Road, Baner');
    await user.selectOptions(field(/^State/), 'MH');
    await user.type(city(), 'Pune');
    await user.type(field(/^Pincode/), '411045');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    await user.type(field(/^Phone/), '9822012345');
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses to submit with errors: "Please fix the errors in the form"', async () => {
    const api = installAccountsApi();
    const { user, field, city, submit } = await openAddForm();

    await user.type(field(/^Address/), '4 Lake View Road, Baner');
    await user.selectOptions(field(/^State/), 'MH');
    await user.type(city(), 'Pune');
    await user.type(field(/^Pincode/), '411045');
    await user.type(field(/^Phone/), '9822012345');
    await user.click(submit());

    expect(await toasts().findByText('Please fix the errors in the form')).toBeTruthy();
    const name = field(/^Full Name/);
    expect(describedText(name)).toContain('Full Name is required');
    expect(document.activeElement).toBe(name);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('suggests cities of the chosen state after 2 letters; arrows and Enter pick one', async () => {
    const api = installAccountsApi();
    const { user, field, city } = await openAddForm();
    const cityCalls = () => api.requests.filter((r) => r.path.startsWith('/geo/states/MH/cities'));

    await user.type(city(), 'Pu');
    expect(city().getAttribute('aria-expanded')).toBe('false'); // no state yet
    await user.clear(city());

    await user.selectOptions(field(/^State/), 'MH');
    // The lookup's wait runs on the test's clock (which also moves on its own): it is over
    // for one letter however slow the machine, and still nothing is asked.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.type(city(), 'P');
    act(() => {
      vi.advanceTimersByTime(CITY_LOOKUP_DEBOUNCE_MS);
    });
    await api.answered();
    expect(cityCalls()).toHaveLength(0); // one letter is not enough

    await user.type(city(), 'u');
    const listbox = await screen.findByRole('listbox', { name: 'City suggestions' });
    expect(city().getAttribute('aria-expanded')).toBe('true');
    expect(city().getAttribute('aria-controls')).toBe(listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pune', 'Pune City']);
    expect(cityCalls().map((r) => r.path)).toEqual(['/geo/states/MH/cities?q=Pu']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = city().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('Pune City');
    await user.keyboard('{ArrowUp}{Enter}');
    expect((city() as HTMLInputElement).value).toBe('Pune');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the list on Escape and 200 ms after blur; keeps free text', async () => {
    installAccountsApi();
    const { user, field, city } = await openAddForm();

    await user.selectOptions(field(/^State/), 'MH');
    await user.type(city(), 'Mu');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((city() as HTMLInputElement).value).toBe('Mu');

    await user.type(city(), 'm');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.tab();
    expect(screen.getByRole('listbox')).toBeTruthy(); // still there for a tap in flight
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect((city() as HTMLInputElement).value).toBe('Mum');
  });

  it('clears the city when the state changes', async () => {
    installAccountsApi();
    const { user, field, city } = await openAddForm();

    await user.selectOptions(field(/^State/), 'MH');
    await user.type(city(), 'Pune');
    await user.selectOptions(field(/^State/), 'KA');
    expect((city() as HTMLInputElement).value).toBe('');
  });

  it('adds an address, with a toast, and closes the form', async () => {
    const api = installAccountsApi();
    const { user, field, city, submit } = await openAddForm();

    await user.type(field(/^Full Name/), '  Meera Iyer ');
    await user.type(field(/^Address/), '4 Lake View Road, Baner');
    await user.selectOptions(field(/^State/), 'MH');
    await user.type(city(), 'Pu');
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    await user.type(field(/^Pincode/), '411045');
    await user.type(field(/^Phone/), '9822012345');
    await user.type(field(/^Landmark/), 'Opposite the park');
    await user.click(submit());

    expect(await toasts().findByText('Address added successfully')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Meera Iyer',
      address: '4 Lake View Road, Baner',
      state: 'MH',
      city: 'Pune',
      pincode: '411045',
      phone: '9822012345',
      notes: 'Opposite the park',
      userId: 'u-1',
    });
    expect(screen.queryByRole('form', { name: 'Add address' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeTruthy();
  });

  it('says so when the states cannot be loaded', async () => {
    installAccountsApi({
      override: (request) =>
        request.path === '/geo/states' ? { status: 503, body: { success: false } } : undefined,
    });
    renderApp('/shop/account?tab=addresses');
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));

    expect(await toasts().findByText('Error loading states')).toBeTruthy();
    expect(toasts().getByText('Please refresh the page to try again.')).toBeTruthy();
  });

  it('says so when the cities cannot be loaded, and still takes free text', async () => {
    installAccountsApi({
      override: (request) =>
        request.path.includes('/cities') ? { status: 500, body: { success: false } } : undefined,
    });
    const { user, field, city } = await openAddForm();

    await user.selectOptions(field(/^State/), 'MH');
    await user.type(city(), 'Lonavala');

    expect(await toasts().findByText('Error loading cities')).toBeTruthy();
    expect(toasts().getByText('Please try again or enter city manually.')).toBeTruthy();
    expect((city() as HTMLInputElement).value).toBe('Lonavala');
  });
});
