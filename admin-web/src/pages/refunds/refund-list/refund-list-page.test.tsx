// The refunds screen against a fake gateway: fetch is stubbed at the network edge and answers
// from an in-memory list of refunds, as /api/admin/refunds (docs/api-buying.md) would.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubGateway, type FakeReply, type SeenRequest } from '../../../test/fake-gateway';
import { renderRoute } from '../../../test/render-route';
import { cellText, findTableRow, shortIdsShown } from '../../../test/table-rows';
import { renderConsole, signedInAdmin } from '../../../test/render-console';
import { RefundListPage } from './refund-list-page';

// No animations: jsdom never ends a CSS transition.
vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

interface StoredRefund {
  /** The refund's own id: the payment id for a whole refund, `return-{id}` for a return's. */
  id?: string;
  paymentId: string;
  orderId: string;
  amount: number;
  reason: string;
  status: 'requested' | 'refunded' | 'failed';
  providerRefundId: string;
  error: string;
  attempts: number;
  requestedAt: string;
  updatedAt: string;
}

function stored(
  orderStart: string,
  status: StoredRefund['status'],
  reason: string,
  amount: number,
  requestedAt: string,
  more: Partial<StoredRefund> = {},
): StoredRefund {
  return {
    id: `pay_${orderStart}`,
    paymentId: `pay_${orderStart}`,
    orderId: `${orderStart}-0000-4000-8000-000000000000`,
    amount,
    reason,
    status,
    providerRefundId: status === 'refunded' ? `rfnd_${orderStart}` : '',
    error: '',
    attempts: status === 'requested' ? 0 : 1,
    requestedAt,
    updatedAt: requestedAt,
    ...more,
  };
}

const PROVIDER_ERROR = 'BAD_REQUEST_ERROR: The refund amount is greater than the captured amount';

type Override = (request: SeenRequest) => FakeReply | undefined;

let refunds: StoredRefund[];
let seen: SeenRequest[];
let override: Override;
/** What the provider does with the next retry. */
let provider: 'refund' | 'refuse';

function fakeGateway(request: SeenRequest): FakeReply {
  const special = override(request);
  if (special) return special;
  const { method, path, query } = request;
  if (method === 'GET' && path === '/api/admin/refunds') {
    const status = query.get('status');
    if (status !== null && !['requested', 'refunded', 'failed'].includes(status))
      return { status: 400, body: { success: false, message: 'Invalid status' } };
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '20');
    const matching = refunds.filter((r) => status === null || r.status === status);
    return {
      status: 200,
      body: {
        success: true,
        data: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
      },
    };
  }
  const retry = /^\/api\/admin\/refunds\/([^/]+)\/retry$/.exec(path);
  if (method === 'POST' && retry) {
    const refundId = decodeURIComponent(retry[1] ?? '');
    const refund = refunds.find((r) => (r.id ?? r.paymentId) === refundId);
    if (!refund) return { status: 404, body: { success: false, message: 'Refund not found' } };
    if (refund.status !== 'failed')
      return {
        status: 409,
        body: { success: false, message: 'Only a failed refund can be retried' },
      };
    refund.attempts += 1;
    refund.updatedAt = '2025-06-21T10:00:00.000Z';
    if (provider === 'refund') {
      refund.status = 'refunded';
      refund.providerRefundId = `rfnd_retried_${refund.orderId.slice(0, 8)}`;
      return { status: 200, body: { success: true, message: 'Refund completed', data: refund } };
    }
    refund.error = `${PROVIDER_ERROR} (again)`;
    return {
      status: 200,
      body: {
        success: true,
        message: `The payment provider refused the refund again: ${refund.error}`,
        data: refund,
      },
    };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  // Newest first, as the server sends them.
  refunds = [
    stored('1a2b3c4d', 'failed', 'customer-cancelled', 2499.5, '2025-06-20T09:30:00.000Z', {
      error: PROVIDER_ERROR,
      attempts: 5,
    }),
    stored('5e6f7a8b', 'refunded', 'order-rejected', 149999, '2025-06-19T12:00:00.000Z'),
    stored('9c0d1e2f', 'requested', 'order-cancelled', 1500, '2025-06-18T12:00:00.000Z'),
    stored('3a4b5c6d', 'refunded', 'second-payment', 1999, '2025-06-17T12:00:00.000Z'),
    stored('7e8f9a0b', 'refunded', 'amount-mismatch', 100, '2025-06-16T12:00:00.000Z'),
  ];
  override = () => undefined;
  provider = 'refund';
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(fakeGateway);
});

const renderPage = (path = '/refunds') => renderRoute('/refunds', <RefundListPage />, path);

const listCalls = () => seen.filter((r) => r.method === 'GET' && r.path === '/api/admin/refunds');
const retryCalls = () => seen.filter((r) => r.method === 'POST');

const findRow = (shortId: string) => findTableRow('.refunds-table', shortId);

const cell = cellText;

const shownRows = shortIdsShown;

describe('the refunds table', () => {
  it("is the console's /refunds screen, under the Refunds menu entry after Orders", async () => {
    override = (r) => {
      const session = signedInAdmin(r);
      if (session) return session;
      // The side menu's counts (what waits for moderation): none here.
      if (r.method === 'GET' && !r.path.startsWith('/api/admin/refunds'))
        return { status: 200, body: { success: true, data: [], total: 0 } };
      return undefined;
    };
    renderConsole('/refunds');

    expect(await screen.findByRole('heading', { level: 1, name: 'Refunds' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Refunds')).toBe(links.indexOf('Orders') + 1);
    expect(within(nav).getByRole('link', { name: 'Refunds' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await findRow('1a2b3c4d')).toBeTruthy();
  });

  it('lists every refund newest first with its reason in words, status tag, amount and reference', async () => {
    renderPage();

    const failed = await findRow('1a2b3c4d');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Requested',
      'Order',
      'Amount',
      'Reason',
      'Status',
      'Provider reference',
      'Attempts',
      'Last error',
      'Retry',
    ]);
    expect(shownRows()).toEqual(['1a2b3c4d', '5e6f7a8b', '9c0d1e2f', '3a4b5c6d', '7e8f9a0b']);

    const requested = new Date('2025-06-20T09:30:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(cell(failed, 'Requested')).toBe(
      `${pad(requested.getDate())}/06/2025, ${pad(requested.getHours())}:${pad(requested.getMinutes())}`,
    );
    expect(
      within(failed).getByText('1a2b3c4d').closest('[title]')?.getAttribute('title'),
      'the full order id as its tooltip',
    ).toBe('1a2b3c4d-0000-4000-8000-000000000000');
    expect(cell(failed, 'Amount')).toBe('₹2,499.50');
    expect(cell(failed, 'Reason')).toBe('Cancelled by customer');
    expect(within(failed).getByText('Failed').closest('.ant-tag')?.className).toContain('red');
    expect(cell(failed, 'Provider reference')).toBe('—');
    expect(cell(failed, 'Attempts')).toBe('5');
    expect(cell(failed, 'Last error')).toBe(PROVIDER_ERROR);
    expect(within(failed).getByLabelText(`Last error: ${PROVIDER_ERROR}`).tabIndex).toBe(0);
    expect(
      within(failed).getByRole('button', { name: 'Retry refund of order 1a2b3c4d' }),
    ).toBeTruthy();

    const rejected = await findRow('5e6f7a8b');
    expect(cell(rejected, 'Amount')).toBe('₹1,49,999.00');
    expect(cell(rejected, 'Reason')).toBe('Rejected by you');
    expect(within(rejected).getByText('Refunded').closest('.ant-tag')?.className).toContain(
      'green',
    );
    expect(cell(rejected, 'Provider reference')).toBe('rfnd_5e6f7a8b');
    expect(cell(rejected, 'Last error')).toBe('—');
    expect(within(rejected).queryByRole('button', { name: /^Retry/ })).toBeNull();

    const waiting = await findRow('9c0d1e2f');
    expect(cell(waiting, 'Reason')).toBe('Paid after cancellation');
    expect(within(waiting).getByText('Requested').closest('.ant-tag')?.className).toContain('blue');
    expect(within(waiting).queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect(cell(await findRow('3a4b5c6d'), 'Reason')).toBe('Second payment');
    expect(cell(await findRow('7e8f9a0b'), 'Reason')).toBe('Amount mismatch');

    expect(screen.getByText('5 refunds')).toBeTruthy();
    const [first] = listCalls();
    expect(first?.authorization).toBe('Bearer a-token');
    expect(first?.query.get('page')).toBe('1');
    expect(first?.query.get('pageSize')).toBe('20');
    expect(first?.query.has('status')).toBe(false);
  });

  it("shows a return's partial refund as Return, its row keyed by the refund's own id", async () => {
    refunds.unshift(
      stored('b1c2d3e4', 'refunded', 'return', 1550, '2025-06-21T09:00:00.000Z', {
        id: 'return-r42',
      }),
    );
    renderPage();
    const row = await findRow('b1c2d3e4');
    expect(cell(row, 'Reason')).toBe('Return');
    expect(cell(row, 'Amount')).toBe('₹1,550.00');
    expect(row.getAttribute('data-row-key')).toBe('return-r42');
    expect((await findRow('1a2b3c4d')).getAttribute('data-row-key')).toBe('pay_1a2b3c4d');
    fireEvent.mouseEnter(within(row).getByText('Return'));
    expect(await screen.findByText(/A return you refunded after delivery/)).toBeTruthy();
  });

  it('filters by status on the server, in the URL, and All shows every refund again', async () => {
    const router = renderPage();
    await findRow('1a2b3c4d');

    fireEvent.click(screen.getByText('Refunded', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.queryByText('1a2b3c4d')).toBeNull());
    expect(await findRow('5e6f7a8b')).toBeTruthy();
    expect(shownRows()).toEqual(['5e6f7a8b', '3a4b5c6d', '7e8f9a0b']);
    expect(listCalls().at(-1)?.query.get('status')).toBe('refunded');
    expect(router.state.location.search).toBe('?status=refunded');
    expect(screen.getByText('3 refunds')).toBeTruthy();

    fireEvent.click(screen.getByText('Failed', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(shownRows()).toEqual(['1a2b3c4d']));
    expect(listCalls().at(-1)?.query.get('status')).toBe('failed');

    fireEvent.click(screen.getByText('All', { selector: '.ant-segmented-item-label' }));
    // Every refund again (the first answer, still cached).
    await waitFor(() => expect(shownRows()).toHaveLength(5));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the filter and page of the URL, and says when a filter has none', async () => {
    refunds = refunds.filter((r) => r.status !== 'requested');
    renderPage('/refunds?status=requested');
    expect(await screen.findByText('0 refunds')).toBeTruthy();
    expect(screen.getByText('No requested refunds')).toBeTruthy();
    expect(listCalls()[0]?.query.get('status')).toBe('requested');
  });

  it('pages a long list on the server', async () => {
    refunds = Array.from({ length: 25 }, (_, i) =>
      stored(
        String(i).padStart(8, '0'),
        'refunded',
        'customer-cancelled',
        100 + i,
        '2025-01-01T12:00:00.000Z',
      ),
    );
    const router = renderPage();
    await findRow('00000000');
    expect(screen.getByText('1–20 of 25')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await findRow('00000024')).toBeTruthy();
    expect(listCalls().at(-1)?.query.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows "Could not load refunds" with Try again when the list cannot be loaded', async () => {
    let fail = true;
    override = (r) =>
      r.method === 'GET' && fail
        ? { status: 500, body: { success: false, message: 'Internal error' } }
        : undefined;
    renderPage();
    expect(await screen.findByText('Could not load refunds')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findRow('1a2b3c4d')).toBeTruthy();
  });
});

describe('retrying a failed refund', () => {
  it('sends it to the provider now: the button waits, the row turns Refunded and the message says so', async () => {
    renderPage();
    const row = await findRow('1a2b3c4d');
    const retry = within(row).getByRole('button', { name: 'Retry refund of order 1a2b3c4d' });

    fireEvent.click(retry);
    // While the call runs the button spins and cannot be pressed again.
    expect(retry.className).toContain('ant-btn-loading');
    expect((retry as HTMLButtonElement).disabled).toBe(true);

    expect(await screen.findByText('Refund completed')).toBeTruthy();
    expect(retryCalls().map((r) => r.path)).toEqual(['/api/admin/refunds/pay_1a2b3c4d/retry']);
    expect(retryCalls()[0]?.body).toBeUndefined();
    await waitFor(async () => expect(cell(await findRow('1a2b3c4d'), 'Status')).toBe('Refunded'));
    const updated = await findRow('1a2b3c4d');
    expect(cell(updated, 'Provider reference')).toBe('rfnd_retried_1a2b3c4d');
    expect(cell(updated, 'Attempts')).toBe('6');
    expect(cell(updated, 'Last error')).toBe('—');
    expect(within(updated).queryByRole('button', { name: /^Retry/ })).toBeNull();
    // The list is asked again, so it holds what the server holds.
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it("retries a return's refund by its own id (return-{id}), not the payment's", async () => {
    refunds.unshift(
      stored('b1c2d3e4', 'failed', 'return', 1550, '2025-06-21T09:00:00.000Z', {
        id: 'return-r42',
        error: PROVIDER_ERROR,
        attempts: 5,
      }),
    );
    renderPage();
    const row = await findRow('b1c2d3e4');
    fireEvent.click(within(row).getByRole('button', { name: 'Retry refund of order b1c2d3e4' }));

    expect(await screen.findByText('Refund completed')).toBeTruthy();
    expect(retryCalls().map((r) => r.path)).toEqual(['/api/admin/refunds/return-r42/retry']);
    await waitFor(async () => expect(cell(await findRow('b1c2d3e4'), 'Status')).toBe('Refunded'));
    expect((await findRow('b1c2d3e4')).getAttribute('data-row-key')).toBe('return-r42');
    // The whole refund beside it is untouched.
    expect(cell(await findRow('1a2b3c4d'), 'Status')).toBe('Failed');
  });

  it('retries by the payment id when the list item has no id', async () => {
    delete refunds[0]?.id;
    renderPage();
    const row = await findRow('1a2b3c4d');
    expect(row.getAttribute('data-row-key')).toBe('pay_1a2b3c4d');
    fireEvent.click(within(row).getByRole('button', { name: 'Retry refund of order 1a2b3c4d' }));
    expect(await screen.findByText('Refund completed')).toBeTruthy();
    expect(retryCalls().map((r) => r.path)).toEqual(['/api/admin/refunds/pay_1a2b3c4d/retry']);
  });

  it('warns with the server’s message when the provider refuses again; the row stays Failed', async () => {
    provider = 'refuse';
    renderPage();
    const row = await findRow('1a2b3c4d');
    fireEvent.click(within(row).getByRole('button', { name: 'Retry refund of order 1a2b3c4d' }));

    const text = `The payment provider refused the refund again: ${PROVIDER_ERROR} (again)`;
    const notice = await screen.findByText(text);
    expect(notice.closest('.ant-message-notice')?.className).toContain(
      'ant-message-notice-warning',
    );
    await waitFor(async () => expect(cell(await findRow('1a2b3c4d'), 'Attempts')).toBe('6'));
    const updated = await findRow('1a2b3c4d');
    expect(cell(updated, 'Status')).toBe('Failed');
    expect(cell(updated, 'Last error')).toBe(`${PROVIDER_ERROR} (again)`);
    // Ready to be tried once more.
    const again = within(updated).getByRole('button', { name: 'Retry refund of order 1a2b3c4d' });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows the server’s 409 as it is and refreshes the list (the sweep refunded it meanwhile)', async () => {
    renderPage();
    const row = await findRow('1a2b3c4d');
    // The automatic retry got there first.
    const refund = refunds[0];
    if (!refund) throw new Error('no refund');
    refund.status = 'refunded';
    refund.providerRefundId = 'rfnd_sweep';
    fireEvent.click(within(row).getByRole('button', { name: 'Retry refund of order 1a2b3c4d' }));

    expect(await screen.findByText('Failed to retry the refund')).toBeTruthy();
    expect(screen.getByText('Only a failed refund can be retried')).toBeTruthy();
    await waitFor(async () =>
      expect(cell(await findRow('1a2b3c4d'), 'Provider reference')).toBe('rfnd_sweep'),
    );
  });

  it('shows the server’s 404 as it is', async () => {
    override = (r) =>
      r.method === 'POST'
        ? { status: 404, body: { success: false, message: 'Refund not found' } }
        : undefined;
    renderPage();
    const row = await findRow('1a2b3c4d');
    fireEvent.click(within(row).getByRole('button', { name: 'Retry refund of order 1a2b3c4d' }));
    expect(await screen.findByText('Refund not found')).toBeTruthy();
    expect(screen.getByText('Failed to retry the refund')).toBeTruthy();
  });

  it('says the server is unreachable when no answer comes, and changes nothing', async () => {
    override = (r) => (r.method === 'POST' ? 'network-error' : undefined);
    renderPage();
    const row = await findRow('1a2b3c4d');
    const retry = within(row).getByRole('button', { name: 'Retry refund of order 1a2b3c4d' });
    fireEvent.click(retry);
    expect(await screen.findByText('Network error or server is unavailable')).toBeTruthy();
    await waitFor(() => expect((retry as HTMLButtonElement).disabled).toBe(false));
    expect(listCalls()).toHaveLength(1);
  });
});
