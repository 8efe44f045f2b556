// The Cash on delivery screen against a fake gateway: fetch is stubbed at the network edge and
// answers /api/admin/cod-settings as the gateway would (docs/cash-on-delivery.md).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  noMenuCounts,
  stubGateway,
  type FakeReply,
  type SeenRequest,
} from '../../test/fake-gateway';
import { renderRoute } from '../../test/render-route';
import { renderConsole, signedInAdmin } from '../../test/render-console';
import { CodSettingsPage } from './cod-settings-page';
import { DEFAULT_COD_SETTINGS, type CodSettings } from './cod-settings-model';

// No animations: jsdom never ends a CSS transition.
vi.mock('../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

const SAVED: CodSettings = {
  ...DEFAULT_COD_SETTINGS,
  enabled: true,
  maxOrderValue: 15000,
  fee: 59,
  pincodeRule: 'block',
  pincodes: ['110001', '560038'],
  risk: { ...DEFAULT_COD_SETTINGS.risk, valueMultiple: 2.5 },
};

let settings: CodSettings;
let seen: SeenRequest[];
let refusePut: string | null;

function handle(request: SeenRequest): FakeReply | undefined {
  const { method, path } = request;
  if (method === 'GET' && path === '/api/admin/cod-settings')
    return { status: 200, body: { success: true, data: settings } };
  if (method === 'PUT' && path === '/api/admin/cod-settings') {
    if (refusePut) return { status: 400, body: { success: false, message: refusePut } };
    settings = request.body as CodSettings;
    return {
      status: 200,
      body: { success: true, message: 'Cash on delivery settings saved', data: settings },
    };
  }
  return undefined;
}

beforeEach(() => {
  settings = structuredClone(DEFAULT_COD_SETTINGS);
  refusePut = null;
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(handle);
});

const renderPage = () => renderRoute('/cod', <CodSettingsPage />);
const puts = () => seen.filter((r) => r.method === 'PUT');

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const formShown = () => screen.findByLabelText('Largest COD order (₹)');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function fieldError(label: string): Promise<string> {
  const item = input(label).closest('.ant-form-item');
  if (!item) throw new Error(`no form item ${label}`);
  return waitFor(() => {
    const text = item.querySelector('.ant-form-item-explain-error')?.textContent;
    if (!text) throw new Error(`no error under ${label}`);
    return text;
  });
}

describe('the Cash on delivery screen', () => {
  it("is the console's /cod screen, in the menu after Tax & invoices", async () => {
    stubGateway((r) => signedInAdmin(r) ?? noMenuCounts(r) ?? handle(r));
    renderConsole('/cod');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash on delivery' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Cash on delivery')).toBe(links.indexOf('Tax & invoices') + 1);
    expect(
      within(nav).getByRole('link', { name: 'Cash on delivery' }).getAttribute('aria-current'),
    ).toBe('page');
    await formShown();
  });

  it('shows the saved settings: the switch, amounts, the pincode rule and list, every risk rule', async () => {
    settings = structuredClone(SAVED);
    renderPage();
    await formShown();
    expect(screen.getByRole('switch', { name: 'Offer cash on delivery' })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    expect(input('Largest COD order (₹)').value).toBe('15000');
    expect(input('COD fee (₹)').value).toBe('59');
    expect(screen.getByRole('radio', { name: 'Every pincode except those listed' })).toHaveProperty(
      'checked',
      true,
    );
    expect(input('Pincodes').value).toBe('110001, 560038');
    expect(screen.getByText(/2 pincodes\.$/)).toBeTruthy();
    expect(input('Hours to confirm by e-mail').value).toBe('24');
    expect(input('Advance (%)').value).toBe('20');
    expect(input('Smallest advance (₹)').value).toBe('100');
    expect(input('Order value multiple').value).toBe('2.5');
    expect(input('Refused orders before prepaid only').value).toBe('2');
    expect(input('New account days').value).toBe('7');
    // Each rule says what it does.
    expect(
      screen.getByText(/From this many refused COD orders, cash on delivery is refused/),
    ).toBeTruthy();
  });

  it('stops a confirmation window over 168 hours, a wrong pincode and an advance of 0%, before anything is sent', async () => {
    settings = structuredClone(SAVED);
    renderPage();
    await formShown();
    type('Hours to confirm by e-mail', '200');
    type('Pincodes', '110001, 56003, 012345');
    type('Advance (%)', '0');
    save();
    expect(await fieldError('Hours to confirm by e-mail')).toBe(
      'The confirmation window must be between 1 and 168 hours',
    );
    expect(await fieldError('Pincodes')).toBe('"56003" is not a valid 6-digit pincode');
    expect(await fieldError('Advance (%)')).toBe(
      'The advance must be between 1% and 100% of the order',
    );
    await settle();
    expect(puts()).toHaveLength(0);
  });

  it('needs a pincode for "Only the pincodes listed"', async () => {
    renderPage();
    await formShown();
    fireEvent.click(screen.getByRole('radio', { name: 'Only the pincodes listed' }));
    save();
    expect(await fieldError('Pincodes')).toBe(
      'List at least one pincode to allow, or choose another pincode rule',
    );
    await settle();
    expect(puts()).toHaveLength(0);
  });

  it('needs at least as many refusals for prepaid only as for an advance', async () => {
    renderPage();
    await formShown();
    type('Refused orders before an advance', '3');
    save();
    expect(await fieldError('Refused orders before prepaid only')).toBe(
      'Refused orders before prepaid only must be at least those before an advance',
    );
    await settle();
    expect(puts()).toHaveLength(0);
  });

  it('saves every field, amounts in rupees and the pincodes as a list, and says so', async () => {
    renderPage();
    await formShown();
    fireEvent.click(screen.getByRole('switch', { name: 'Offer cash on delivery' }));
    type('Largest COD order (₹)', '12000');
    type('COD fee (₹)', '0');
    fireEvent.click(screen.getByRole('radio', { name: 'Only the pincodes listed' }));
    type('Pincodes', '560001\n560038, 560001');
    type('Hours to confirm by e-mail', '48');
    type('Advance (%)', '25');
    type('Smallest advance (₹)', '150');
    type('Order value multiple', '0');
    type('Medium signals for prepaid only', '4');
    save();
    expect(await screen.findByText('Cash on delivery settings saved')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.authorization).toBe('Bearer a-token');
    expect(puts()[0]?.body).toEqual({
      enabled: true,
      maxOrderValue: 12000,
      fee: 0,
      pincodeRule: 'allow',
      pincodes: ['560001', '560038'],
      confirmHours: 48,
      advancePercent: 25,
      minAdvance: 150,
      risk: { ...DEFAULT_COD_SETTINGS.risk, valueMultiple: 0, mediumSignalsForHigh: 4 },
    });
    // The saved list shows as saved, once each.
    await waitFor(() => expect(input('Pincodes').value).toBe('560001, 560038'));
    expect(seen.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it("shows the server's 400 message above the form", async () => {
    refusePut = 'The order value limit must be between ₹1 and ₹10,00,000';
    renderPage();
    await formShown();
    save();
    const alert = await waitFor(() => {
      const found = document.querySelector('.cod-settings__refusal');
      if (!found) throw new Error('no refusal shown');
      return found as HTMLElement;
    });
    expect(alert.textContent).toContain('The order value limit must be between ₹1 and ₹10,00,000');
    expect(screen.queryByText('Cash on delivery settings saved')).toBeNull();
    expect(puts()).toHaveLength(1);
  });

  it('says when the settings could not be loaded, with Try again', async () => {
    stubGateway(() => ({ status: 500, body: { success: false, message: 'Internal error' } }));
    renderPage();
    expect(await screen.findByText('Could not load the cash on delivery settings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
