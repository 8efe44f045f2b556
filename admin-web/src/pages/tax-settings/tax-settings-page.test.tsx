// The Tax & invoices screen against a fake gateway: fetch is stubbed at the network edge and
// answers /api/admin/tax-settings and the categories as the gateway would
// (docs/api-buying.md, "Tax settings").
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  noMenuCounts,
  stubGateway,
  type FakeReply,
  type SeenRequest,
} from '../../test/fake-gateway';
import { findDialog, queryDialog, renderRoute } from '../../test/render-route';
import { renderConsole, signedInAdmin } from '../../test/render-console';
import { TaxSettingsPage } from './tax-settings-page';

// No animations: jsdom never ends a CSS transition, so closed dialogs would linger.
vi.mock('../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

interface StoredRule {
  hsnCode: string;
  rate: number;
  thresholdPrice: number;
  rateAbove: number;
}

interface StoredSettings {
  legalName: string;
  gstin: string;
  address: string;
  stateCode: string;
  invoicePrefix: string;
  defaultRule: StoredRule;
  categoryRules: (StoredRule & { categoryId: string })[];
  configured: boolean;
}

const UNSAVED: StoredSettings = {
  legalName: '',
  gstin: '',
  address: '',
  stateCode: '',
  invoicePrefix: '',
  defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 },
  categoryRules: [],
  configured: false,
};

const SAVED: StoredSettings = {
  legalName: 'Saree Boutique Pvt Ltd',
  gstin: '29ABCDE1234F1Z5',
  address: '12 MG Road\nBengaluru 560001',
  stateCode: 'KA',
  invoicePrefix: 'SB',
  defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 },
  categoryRules: [
    { categoryId: 'cat-cotton', hsnCode: '5208', rate: 5, thresholdPrice: 1000, rateAbove: 12 },
  ],
  configured: true,
};

const CATEGORIES = [
  {
    _id: 'cat-silk',
    id: 'cat-silk',
    name: 'Silk Sarees',
    description: '',
    slug: 'silk',
    image: '',
  },
  {
    _id: 'cat-cotton',
    id: 'cat-cotton',
    name: 'Cotton Sarees',
    description: '',
    slug: 'cotton',
    image: '',
  },
];

let settings: StoredSettings;
let seen: SeenRequest[];
let refusePut: string | null;

function handle(request: SeenRequest): FakeReply | undefined {
  const { method, path } = request;
  if (method === 'GET' && path === '/api/admin/tax-settings')
    return { status: 200, body: { success: true, data: settings } };
  if (method === 'PUT' && path === '/api/admin/tax-settings') {
    if (refusePut) return { status: 400, body: { success: false, message: refusePut } };
    const body = request.body as Omit<StoredSettings, 'configured'>;
    settings = { ...body, configured: true };
    return { status: 200, body: { success: true, message: 'Tax settings saved', data: settings } };
  }
  if (method === 'GET' && path === '/api/admin/categories/get')
    return { status: 200, body: { success: true, data: CATEGORIES } };
  return undefined;
}

beforeEach(() => {
  settings = structuredClone(UNSAVED);
  refusePut = null;
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(handle);
});

const renderPage = () => renderRoute('/tax-invoices', <TaxSettingsPage />);
const puts = () => seen.filter((r) => r.method === 'PUT');

const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText<HTMLInputElement>(label);

function type(label: string, value: string, scope?: HTMLElement) {
  fireEvent.change(input(label, scope), { target: { value } });
}

async function chooseState(name: string) {
  const combobox = screen.getByRole('combobox', { name: 'State' });
  fireEvent.mouseDown(combobox);
  // 36 states in a virtual list: search, so the state is among the rows rendered.
  fireEvent.change(combobox, { target: { value: name } });
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        `.ant-select-dropdown .ant-select-item-option[title="${name}"]`,
      ),
    ].at(-1);
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  fireEvent.click(option);
}

/** The form is shown once the settings have come. */
const formShown = () => screen.findByLabelText('Legal name');

async function fillShop() {
  await formShown();
  type('Legal name', 'Saree Boutique Pvt Ltd');
  await chooseState('Karnataka');
  type('GSTIN', '29abcde1234f1z5');
  type('Registered address', '12 MG Road\nBengaluru 560001');
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The field's error message under it. */
async function fieldError(label: string): Promise<string> {
  const item = input(label).closest('.ant-form-item');
  if (!item) throw new Error(`no form item ${label}`);
  return waitFor(() => {
    const text = item.querySelector('.ant-form-item-explain-error')?.textContent;
    if (!text) throw new Error(`no error under ${label}`);
    return text;
  });
}

describe('the Tax & invoices screen', () => {
  it("is the console's /tax-invoices screen, in the menu after Returns", async () => {
    stubGateway((r) => signedInAdmin(r) ?? noMenuCounts(r) ?? handle(r));
    renderConsole('/tax-invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax & invoices' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Tax & invoices')).toBe(links.indexOf('Returns') + 1);
    expect(
      within(nav).getByRole('link', { name: 'Tax & invoices' }).getAttribute('aria-current'),
    ).toBe('page');
    await formShown();
  });

  it('shows the saved settings, the state by name and each category with its rule', async () => {
    settings = structuredClone(SAVED);
    renderPage();
    await formShown();

    expect(input('Legal name').value).toBe('Saree Boutique Pvt Ltd');
    expect(input('GSTIN').value).toBe('29ABCDE1234F1Z5');
    expect(input('Registered address').value).toBe('12 MG Road\nBengaluru 560001');
    expect(input('Invoice prefix').value).toBe('SB');
    expect(document.querySelector('.tax-settings__shop .ant-select')?.textContent).toContain(
      'Karnataka',
    );
    expect(input('HSN code').value).toBe('5007');
    expect(input('GST rate (%)').value).toBe('5');
    expect(
      screen.getByRole('switch', { name: 'Different rate above a price per piece' }),
    ).toHaveProperty('ariaChecked', 'false');
    expect(screen.queryByLabelText('Price limit (₹)')).toBeNull();
    expect(
      screen.getByText(
        "Prices in the shop include GST. These are the shop's choices; confirm the HSN codes and rates with your accountant.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Invoices are issued for orders paid after the settings are saved.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Invoices are not issued yet/)).toBeNull();

    const silk = (await screen.findByText('Silk Sarees')).closest('tr') as HTMLElement;
    expect(within(silk).getByText('Default')).toBeTruthy();
    expect(
      within(silk).getByRole('switch', { name: 'Use the default rule for Silk Sarees' }),
    ).toHaveProperty('ariaChecked', 'true');
    const cotton = screen.getByText('Cotton Sarees').closest('tr') as HTMLElement;
    expect(within(cotton).getByText('5% up to ₹1,000 a piece, 12% above (HSN 5208)')).toBeTruthy();
    expect(
      within(cotton).getByRole('switch', { name: 'Use the default rule for Cotton Sarees' }),
    ).toHaveProperty('ariaChecked', 'false');
  });

  it('says invoices are not issued yet before the settings are saved, with the defaults filled in', async () => {
    renderPage();
    expect(
      await screen.findByText(
        "Invoices are not issued yet: enter the shop's legal name, GSTIN, state and address.",
      ),
    ).toBeTruthy();
    expect(input('Legal name').value).toBe('');
    expect(input('Invoice prefix').value).toBe('SB');
    expect(input('HSN code').value).toBe('5007');
    expect(input('GST rate (%)').value).toBe('5');
  });

  it('stops a malformed GSTIN before anything is sent', async () => {
    renderPage();
    await fillShop();
    type('GSTIN', '29ABCDE1234');
    // Typed in lower case, shown in upper case.
    type('GSTIN', '29abcde1234');
    expect(input('GSTIN').value).toBe('29ABCDE1234');
    save();
    expect(await fieldError('GSTIN')).toBe(
      'Please enter a valid GSTIN (15 characters, e.g. 29ABCDE1234F1Z5)',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts()).toHaveLength(0);
  });

  it("stops a GSTIN of another state than the shop's", async () => {
    renderPage();
    await fillShop();
    type('GSTIN', '27ABCDE1234F1Z5');
    save();
    expect(await fieldError('GSTIN')).toBe("The GSTIN must start with the state's GST code (29)");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts()).toHaveLength(0);
  });

  it('stops a GST rate above 40% and a missing legal name', async () => {
    renderPage();
    await fillShop();
    type('Legal name', '  ');
    type('GST rate (%)', '45');
    save();
    expect(await fieldError('GST rate (%)')).toBe('GST rate must be a percentage from 0 to 40');
    expect(await fieldError('Legal name')).toBe("Please enter the shop's legal name");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts()).toHaveLength(0);
  });

  it('saves: rates as numbers, the second rate, and only the categories with their own rule', async () => {
    settings = structuredClone(SAVED);
    renderPage();
    await formShown();

    // The default rule gets a second rate above ₹2,500 a piece.
    fireEvent.click(screen.getByRole('switch', { name: 'Different rate above a price per piece' }));
    await screen.findByLabelText('Price limit (₹)');
    type('Price limit (₹)', '2500');
    type('Rate above (%)', '12');

    // Silk Sarees gets a rule of its own, in the dialog, starting from the default rule.
    await screen.findByText('Silk Sarees');
    fireEvent.click(screen.getByRole('switch', { name: 'Use the default rule for Silk Sarees' }));
    const dialog = await findDialog('Tax rule for Silk Sarees');
    expect(input('HSN code', dialog).value).toBe('5007');
    expect(input('Price limit (₹)', dialog).value).toBe('2500');
    fireEvent.click(
      within(dialog).getByRole('switch', { name: 'Different rate above a price per piece' }),
    );
    await waitFor(() => expect(within(dialog).queryByLabelText('Price limit (₹)')).toBeNull());
    type('HSN code', '500720', dialog);
    type('GST rate (%)', '45', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this rule' }));
    expect(await fieldErrorIn(dialog, 'GST rate (%)')).toBe(
      'GST rate must be a percentage from 0 to 40',
    );
    type('GST rate (%)', '12', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this rule' }));
    await waitFor(() => expect(queryDialog('Tax rule for Silk Sarees')).toBeUndefined());
    const silk = screen.getByText('Silk Sarees').closest('tr') as HTMLElement;
    expect(within(silk).getByText('12% (HSN 500720)')).toBeTruthy();

    // Cotton Sarees goes back to the default.
    fireEvent.click(screen.getByRole('switch', { name: 'Use the default rule for Cotton Sarees' }));

    type('Invoice prefix', 'SBX');
    save();
    expect(await screen.findByText('Tax settings saved')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.authorization).toBe('Bearer a-token');
    expect(puts()[0]?.body).toEqual({
      legalName: 'Saree Boutique Pvt Ltd',
      gstin: '29ABCDE1234F1Z5',
      address: '12 MG Road\nBengaluru 560001',
      stateCode: 'KA',
      invoicePrefix: 'SBX',
      defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 2500, rateAbove: 12 },
      categoryRules: [
        { categoryId: 'cat-silk', hsnCode: '500720', rate: 12, thresholdPrice: 0, rateAbove: 0 },
      ],
    });
  });

  it('saves a first time, then says invoices are issued', async () => {
    renderPage();
    await fillShop();
    save();
    expect(await screen.findByText('Tax settings saved')).toBeTruthy();
    expect(puts()[0]?.body).toEqual({
      legalName: 'Saree Boutique Pvt Ltd',
      gstin: '29ABCDE1234F1Z5',
      address: '12 MG Road\nBengaluru 560001',
      stateCode: 'KA',
      invoicePrefix: 'SB',
      defaultRule: { hsnCode: '5007', rate: 5, thresholdPrice: 0, rateAbove: 0 },
      categoryRules: [],
    });
    // The saved settings are shown at once: invoices are issued now.
    await waitFor(() => expect(screen.queryByText(/Invoices are not issued yet/)).toBeNull());
    expect(document.querySelector('.tax-settings__status')?.textContent).toBe(
      'Invoices are issued for orders paid after the settings are saved.',
    );
    expect(
      seen.filter((r) => r.path === '/api/admin/tax-settings' && r.method === 'GET'),
    ).toHaveLength(1);
  });

  it("shows the server's refusal above the form", async () => {
    refusePut = 'Unknown category';
    renderPage();
    await fillShop();
    save();
    const alert = await waitFor(() => {
      const found = document.querySelector('.tax-settings__refusal');
      if (!found) throw new Error('no refusal shown');
      return found as HTMLElement;
    });
    expect(alert.textContent).toContain('Unknown category');
    expect(screen.queryByText('Tax settings saved')).toBeNull();
    expect(puts()).toHaveLength(1);
  });
});

async function fieldErrorIn(scope: HTMLElement, label: string): Promise<string> {
  const item = input(label, scope).closest('.ant-form-item');
  if (!item) throw new Error(`no form item ${label}`);
  return waitFor(() => {
    const text = item.querySelector('.ant-form-item-explain-error')?.textContent;
    if (!text) throw new Error(`no error under ${label}`);
    return text;
  });
}
