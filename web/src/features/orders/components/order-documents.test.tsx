import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeResponse } from '@/testing/fake-api';
import { DOCUMENT_MISSING, FAKE_PDF, installAccountsApi } from '@/testing/fake-accounts';
import { accountOrder, openOrderDetails } from '@/testing/account-orders';
import { renderApp } from '@/testing/render-app';

// My Account > Orders > details: a paid order's GST tax invoice and a cancelled one's credit
// note (issue 17), downloaded with the customer's token from the accounts fake's PDFs.

const INVOICED_ID = '77777777-aaaa-4bbb-8ccc-000000000007';
const CREDITED_ID = '88888888-bbbb-4ccc-8ddd-000000000008';
const PLAIN_ID = '99999999-cccc-4ddd-8eee-000000000009';

const invoiced = accountOrder(INVOICED_ID, {
  invoiceNumber: 'SB/2026-27/000123',
  invoiceDate: '2026-11-25',
});
const credited = accountOrder(CREDITED_ID, {
  orderDate: '2026-11-20T12:00:00.000Z',
  orderStatus: 'cancelled',
  invoiceNumber: 'SB/2026-27/000120',
  invoiceDate: '2026-11-20',
  creditNoteNumber: 'SB/CN/2026-27/000007',
  creditNoteDate: '2026-11-22',
});
// Paid before the shop had its GST details: no documents ('' as the gateway answers).
const plain = accountOrder(PLAIN_ID, { orderDate: '2026-11-10T12:00:00.000Z' });

const INVOICE_BUTTON = 'Download invoice (PDF)';
const CREDIT_NOTE_BUTTON = 'Download credit note (PDF)';

type Saved = { href: string; download: string; inDocument: boolean };
let saved: Saved[] = [];
let blobs: Blob[] = [];
const createObjectURL = URL.createObjectURL.bind(URL);
const revokeObjectURL = URL.revokeObjectURL.bind(URL);

// jsdom has no object URLs and would try to navigate on a link's click: the test keeps the
// blob and the link that was clicked instead.
beforeEach(() => {
  saved = [];
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:http://localhost/file-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download, inDocument: this.isConnected });
  });
});

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

const documentRequests = (api: ReturnType<typeof installAccountsApi>) =>
  api.requests.filter((request) => /^\/shop\/order\/(invoice|credit-note)\//.test(request.path));
const toasts = () => screen.getByRole('status', { name: 'Notifications' });

async function openDetails(orderId: string) {
  renderApp('/shop/account');
  return openOrderDetails(orderId);
}

describe('GST documents in My Account', () => {
  it('shows the invoice line and button only when the order has an invoice, the credit note likewise', async () => {
    installAccountsApi({ orders: [invoiced, credited, plain] });
    const { user, table, details } = await openDetails(INVOICED_ID);
    expect(
      within(details).getByText('Tax invoice SB/2026-27/000123 (25 November 2026)'),
    ).toBeTruthy();
    expect(within(details).getByRole('button', { name: INVOICE_BUTTON })).toBeTruthy();
    expect(within(details).queryByText(/Credit note/)).toBeNull();
    expect(within(details).queryByRole('button', { name: CREDIT_NOTE_BUTTON })).toBeNull();
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(within(table).getByRole('button', { name: 'Details of order 88888888' }));
    const cancelled = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(
      within(cancelled).getByText('Tax invoice SB/2026-27/000120 (20 November 2026)'),
    ).toBeTruthy();
    expect(
      within(cancelled).getByText('Credit note SB/CN/2026-27/000007 (22 November 2026)'),
    ).toBeTruthy();
    expect(within(cancelled).getByRole('button', { name: INVOICE_BUTTON })).toBeTruthy();
    expect(within(cancelled).getByRole('button', { name: CREDIT_NOTE_BUTTON })).toBeTruthy();
    await user.click(within(cancelled).getByRole('button', { name: 'Close' }));

    await user.click(within(table).getByRole('button', { name: 'Details of order 99999999' }));
    const withNone = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(withNone).queryByText(/Tax invoice/)).toBeNull();
    expect(within(withNone).queryByText(/Credit note/)).toBeNull();
    expect(within(withNone).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it("downloads the invoice with the customer's token and saves it under the server's file name", async () => {
    const api = installAccountsApi({ orders: [invoiced] });
    const { user, details } = await openDetails(INVOICED_ID);
    const button = within(details).getByRole('button', { name: INVOICE_BUTTON });
    await user.click(button);

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(documentRequests(api).map((request) => [request.method, request.path])).toEqual([
      ['GET', `/shop/order/invoice/${INVOICED_ID}`],
    ]);
    expect(documentRequests(api)[0]?.authorization).toBe('Bearer access-1');
    expect(saved[0]).toEqual({
      href: 'blob:http://localhost/file-1',
      download: 'invoice-SB-2026-27-000123.pdf',
      inDocument: true,
    });
    // The link was only there to be clicked.
    expect(document.querySelector('a[download]')).toBeNull();
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes]).toEqual([...FAKE_PDF]);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    // Back to its label, usable again, nothing to report.
    await waitFor(() => expect(button.textContent).toBe(INVOICE_BUTTON));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(within(details).queryByRole('alert')).toBeNull();
  });

  it('downloads the credit note from its own address under its own name', async () => {
    const api = installAccountsApi({ orders: [credited] });
    const { user, details } = await openDetails(CREDITED_ID);
    await user.click(within(details).getByRole('button', { name: CREDIT_NOTE_BUTTON }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(documentRequests(api).map((request) => request.path)).toEqual([
      `/shop/order/credit-note/${CREDITED_ID}`,
    ]);
    expect(saved[0]?.download).toBe('credit-note-SB-CN-2026-27-000007.pdf');
  });

  it('falls back to invoice-{first 8 of the id}.pdf when the server names no file', async () => {
    installAccountsApi({
      orders: [invoiced],
      override: (request) =>
        request.path === `/shop/order/invoice/${INVOICED_ID}`
          ? { status: 200, body: FAKE_PDF, headers: { 'Content-Type': 'application/pdf' } }
          : undefined,
    });
    const { user, details } = await openDetails(INVOICED_ID);
    await user.click(within(details).getByRole('button', { name: INVOICE_BUTTON }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('invoice-77777777.pdf');
  });

  it("shows the server's message when there is no such document (404), and saves nothing", async () => {
    const api = installAccountsApi({ orders: [invoiced] });
    const { user, details } = await openDetails(INVOICED_ID);
    // The shop's data changed after the list was read: the server has no invoice for it.
    Object.assign(api.orders[0] ?? {}, { invoiceNumber: '' });
    await user.click(within(details).getByRole('button', { name: INVOICE_BUTTON }));

    const alert = await within(details).findByRole('alert');
    expect(alert.textContent).toBe(DOCUMENT_MISSING.invoice);
    expect(document.activeElement).toBe(alert);
    expect(within(toasts()).getByText(DOCUMENT_MISSING.invoice)).toBeTruthy();
    expect(saved).toHaveLength(0);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(
      within(details).getByRole('button', { name: INVOICE_BUTTON }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('says the invoice could not be downloaded when the server gives no reason', async () => {
    installAccountsApi({
      orders: [invoiced],
      override: (request) =>
        request.path === `/shop/order/invoice/${INVOICED_ID}`
          ? { status: 502, body: new TextEncoder().encode('<html>Bad gateway</html>') }
          : undefined,
    });
    const { user, details } = await openDetails(INVOICED_ID);
    await user.click(within(details).getByRole('button', { name: INVOICE_BUTTON }));
    const alert = await within(details).findByRole('alert');
    expect(alert.textContent).toBe('The invoice could not be downloaded. Please try again.');
    expect(saved).toHaveLength(0);
  });

  it('sends one request however often the button is pressed, showing Downloading… meanwhile', async () => {
    let answer: (response: FakeResponse | undefined) => void = () => undefined;
    const api = installAccountsApi({
      orders: [invoiced],
      override: (request) =>
        request.path === `/shop/order/invoice/${INVOICED_ID}`
          ? new Promise<FakeResponse | undefined>((resolve) => {
              answer = resolve;
            })
          : undefined,
    });
    const { user, details } = await openDetails(INVOICED_ID);
    const button = within(details).getByRole('button', { name: INVOICE_BUTTON });
    button.focus();
    await user.keyboard('{Enter}');
    await user.dblClick(button);
    await waitFor(() => expect(documentRequests(api)).toHaveLength(1));

    const busy = within(details).getByRole('button', { name: 'Downloading…' });
    expect(busy).toBe(button);
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await user.click(busy);
    await user.keyboard('{Enter}');

    answer(undefined); // the fake's own answer: the PDF
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(button.textContent).toBe(INVOICE_BUTTON));
    expect(documentRequests(api)).toHaveLength(1);
  });
});
