// The returns screen against a fake gateway: fetch is stubbed at the network edge and answers
// from an in-memory list of returns, as /api/admin/returns (docs/returns.md) would, steps and
// refusals included.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { createStore } from '../../../app/store';
import {
  noMenuCounts,
  stubGateway,
  type FakeReply,
  type SeenRequest,
} from '../../../test/fake-gateway';
import { findDialog, queryDialog, renderRoute } from '../../../test/render-route';
import { cellText, findTableRow, shortIdsShown } from '../../../test/table-rows';
import { renderConsole, signedInAdmin } from '../../../test/render-console';
import { formatRupees } from '../../../lib/money';
import { ReturnListPage } from './return-list-page';

// No animations: jsdom never ends a CSS transition, so closed dialogs would linger.
vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

type Status = 'requested' | 'approved' | 'received' | 'refunded' | 'replaced' | 'rejected';

interface StoredReturn {
  id: string;
  orderId: string;
  status: Status;
  reason: string;
  reasonLabel: string;
  note: string;
  lines: {
    productId: string;
    colourId: string;
    title: string;
    colourTitle: string;
    image: string;
    quantity: number;
    price: number;
  }[];
  itemsAmount: number;
  shippingReimbursement: number;
  deduction: number;
  refundAmount: number;
  resolution: '' | 'refund' | 'replacement';
  ownerNote: string;
  requestedAt: string;
  decidedAt: string;
  receivedAt: string;
  resolvedAt: string;
  refundedAt: string;
  refundReference: string;
  creditNoteNumber: string;
  photos: string[];
  customerName: string;
  email: string;
  orderDate: string;
  paymentMethod?: string;
}

const LABELS: Record<string, string> = {
  damaged: 'Arrived damaged',
  defective: 'A defect in the fabric or weave',
  'wrong-item': 'Wrong item or colour sent',
};

function stored(
  orderStart: string,
  status: Status,
  reason: string,
  requestedAt: string,
  more: Partial<StoredReturn> = {},
): StoredReturn {
  return {
    id: `ret-${orderStart}`,
    orderId: `${orderStart}-0000-4000-8000-000000000000`,
    status,
    reason,
    reasonLabel: LABELS[reason] ?? '',
    note: 'Torn pallu',
    lines: [
      {
        productId: 'p1',
        colourId: 'c-red',
        title: 'Kanjivaram Silk',
        colourTitle: 'Red',
        image: '/media/images/img1/1024.jpg',
        quantity: 1,
        price: 2999,
      },
    ],
    itemsAmount: 2999,
    shippingReimbursement: 0,
    deduction: 0,
    refundAmount: 0,
    resolution: '',
    ownerNote: '',
    requestedAt,
    decidedAt: '',
    receivedAt: '',
    resolvedAt: '',
    refundedAt: '',
    refundReference: '',
    creditNoteNumber: '',
    photos: [],
    customerName: 'Asha Rao',
    email: 'asha@example.com',
    orderDate: '2025-06-01T10:00:00.000Z',
    paymentMethod: 'razorpay',
    ...more,
  };
}

type Override = (request: SeenRequest) => FakeReply | Promise<FakeReply> | undefined;

let returns: StoredReturn[];
let seen: SeenRequest[];
let override: Override;

const NEXT: Record<string, Status> = {
  approve: 'approved',
  reject: 'rejected',
  received: 'received',
  refund: 'refunded',
  replace: 'replaced',
};
const FROM: Record<string, Status> = {
  approve: 'requested',
  reject: 'requested',
  received: 'approved',
  refund: 'received',
  replace: 'received',
};

const refused = (status: number, message: string): FakeReply => ({
  status,
  body: { success: false, message },
});

function step(ret: StoredReturn, name: string, body: Record<string, unknown>): FakeReply {
  if (ret.status !== FROM[name]) {
    return refused(409, `This return is ${ret.status}; it can't be ${NEXT[name]}`);
  }
  const now = '2025-06-22T10:00:00.000Z';
  let message = '';
  switch (name) {
    case 'approve':
    case 'reject': {
      const note = typeof body.note === 'string' ? body.note.trim() : '';
      if (name === 'reject' && !note) return refused(400, 'Please say why the return is rejected');
      ret.ownerNote = note;
      ret.decidedAt = now;
      message = name === 'approve' ? 'Return approved' : 'Return rejected';
      break;
    }
    case 'received':
      ret.receivedAt = now;
      message = 'Return marked as received';
      break;
    case 'refund': {
      const shipping = Number(body.shippingReimbursement);
      const deduction = Number(body.deduction);
      if (!(shipping >= 0 && shipping <= 100))
        return refused(400, 'Return shipping reimbursement can be ₹0 to ₹100');
      if (!(deduction >= 0 && deduction <= ret.itemsAmount))
        return refused(400, "The deduction can be ₹0 to the items' price");
      const cod = ret.paymentMethod === 'cod';
      if (cod && !body.reference)
        return refused(400, 'Please enter the UPI or bank transfer reference');
      ret.shippingReimbursement = shipping;
      ret.deduction = deduction;
      ret.refundAmount = ret.itemsAmount + shipping - deduction;
      ret.resolution = 'refund';
      ret.resolvedAt = now;
      ret.creditNoteNumber = 'SB/CN/2025-26/000007';
      if (cod) {
        ret.refundedAt = now;
        ret.refundReference = String(body.reference);
      }
      message = `Refund of ${formatRupees(ret.refundAmount)} ${cod ? 'recorded' : 'started'}`;
      break;
    }
    case 'replace':
      ret.resolution = 'replacement';
      ret.resolvedAt = now;
      message = 'Replacement will be sent';
      break;
  }
  ret.status = NEXT[name] ?? ret.status;
  return { status: 200, body: { success: true, message, data: ret } };
}

async function fakeGateway(request: SeenRequest): Promise<FakeReply | undefined> {
  const special = await override(request);
  if (special) return special;
  const { method, path, query } = request;
  if (method === 'GET' && path === '/api/admin/returns') {
    const status = query.get('status');
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '20');
    const matching = returns.filter((r) => status === null || r.status === status);
    return {
      status: 200,
      body: {
        success: true,
        data: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
      },
    };
  }
  const stepPath =
    /^\/api\/admin\/returns\/([^/]+)\/(approve|reject|received|refund|replace)$/.exec(path);
  if (method === 'POST' && stepPath) {
    const ret = returns.find((r) => r.id === decodeURIComponent(stepPath[1] ?? ''));
    if (!ret) return refused(404, 'Return not found');
    return step(ret, stepPath[2] ?? '', (request.body ?? {}) as Record<string, unknown>);
  }
  return undefined;
}

beforeEach(() => {
  // Newest first, as the server sends them.
  returns = [
    stored('1a2b3c4d', 'requested', 'damaged', '2025-06-21T09:30:00.000Z'),
    stored('5e6f7a8b', 'approved', 'wrong-item', '2025-06-20T12:00:00.000Z', {
      customerName: 'Meena Iyer',
      email: 'meena@example.com',
      paymentMethod: 'cod',
      lines: [
        {
          productId: 'p2',
          colourId: 'c-blue',
          title: 'Banarasi Georgette',
          colourTitle: 'Blue',
          image: '',
          quantity: 2,
          price: 1500,
        },
        {
          productId: 'p3',
          colourId: 'c-gold',
          title: 'Chanderi Cotton',
          colourTitle: 'Gold',
          image: '',
          quantity: 1,
          price: 999,
        },
      ],
      itemsAmount: 3999,
    }),
    stored('9c0d1e2f', 'received', 'defective', '2025-06-19T12:00:00.000Z'),
    stored('3a4b5c6d', 'refunded', 'damaged', '2025-06-18T12:00:00.000Z', {
      shippingReimbursement: 50,
      refundAmount: 3049,
      resolution: 'refund',
      refundedAt: '2025-06-19T08:00:00.000Z',
      refundReference: 'rfnd_3a4b5c6d',
      creditNoteNumber: 'SB/CN/2025-26/000003',
      ownerNote: 'Sorry about that',
      photos: ['/media/images/photo-a/1024.jpg', '/media/images/photo-b/640.jpg'],
    }),
    stored('7e8f9a0b', 'replaced', 'defective', '2025-06-17T12:00:00.000Z', {
      resolution: 'replacement',
    }),
    stored('2b3c4d5e', 'rejected', 'not-as-described', '2025-06-16T12:00:00.000Z', {
      ownerNote: 'Worn and washed',
    }),
  ];
  override = () => undefined;
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(fakeGateway);
});

const renderPage = (path = '/returns') => renderRoute('/returns', <ReturnListPage />, path);

const listCalls = () => seen.filter((r) => r.method === 'GET' && r.path === '/api/admin/returns');
const posts = () => seen.filter((r) => r.method === 'POST');

const findRow = (shortId: string) => findTableRow('.returns-table', shortId);

const cell = cellText;

const shownRows = shortIdsShown;

async function openReturn(shortId: string): Promise<HTMLElement> {
  const row = await findRow(shortId);
  fireEvent.click(within(row).getByRole('button', { name: `Open return of order ${shortId}` }));
  return findDialog(`Return of order ${shortId}`);
}

/** The value shown beside a label in the dialog's description list. */
function field(dialog: HTMLElement, label: string): string {
  const th = [...dialog.querySelectorAll('th.ant-descriptions-item-label')].find(
    (c) => c.textContent === label,
  );
  const td = th?.nextElementSibling;
  if (!(td instanceof HTMLElement)) throw new Error(`no field ${label}`);
  return td.textContent ?? '';
}

/** The step buttons the dialog offers, by their text (cheaper than role queries in jsdom). */
const offered = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.return-steps button')].map((button) => button.textContent);

describe('the returns table', () => {
  it("is the console's /returns screen, under the Returns menu entry after Refunds", async () => {
    override = (r) => signedInAdmin(r) ?? noMenuCounts(r);
    renderConsole('/returns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Returns')).toBe(links.indexOf('Refunds') + 1);
    expect(within(nav).getByRole('link', { name: 'Returns' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await findRow('1a2b3c4d')).toBeTruthy();
  });

  it('lists every return newest first: order, customer, date, reason, items, amounts, status', async () => {
    renderPage();
    const requested = await findRow('1a2b3c4d');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Order',
      'Customer',
      'Requested',
      'Reason',
      'Items',
      'Items amount',
      'Status',
      'Refund',
      'Open',
    ]);
    expect(shownRows()).toEqual([
      '1a2b3c4d',
      '5e6f7a8b',
      '9c0d1e2f',
      '3a4b5c6d',
      '7e8f9a0b',
      '2b3c4d5e',
    ]);
    expect(
      within(requested).getByText('1a2b3c4d').closest('[title]')?.getAttribute('title'),
      'the full order id as its tooltip',
    ).toBe('1a2b3c4d-0000-4000-8000-000000000000');
    expect(cell(requested, 'Customer')).toBe('Asha Raoasha@example.com');
    const at = new Date('2025-06-21T09:30:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(cell(requested, 'Requested')).toBe(
      `${pad(at.getDate())}/06/2025, ${pad(at.getHours())}:${pad(at.getMinutes())}`,
    );
    expect(cell(requested, 'Reason')).toBe('Arrived damaged');
    expect(cell(requested, 'Items')).toBe('Kanjivaram Silk × 1');
    expect(cell(requested, 'Items amount')).toBe('₹2,999.00');
    expect(within(requested).getByText('Requested', { selector: '.ant-tag' }).className).toContain(
      'gold',
    );
    expect(cell(requested, 'Refund')).toBe('—');

    const approved = await findRow('5e6f7a8b');
    expect(
      [...within(approved).getAllByRole('listitem')].map((li) => li.textContent),
      'each line on its own',
    ).toEqual(['Banarasi Georgette × 2', 'Chanderi Cotton × 1']);
    expect(cell(approved, 'Items amount')).toBe('₹3,999.00');
    expect(within(approved).getByText('Approved').className).toContain('blue');

    const refunded = await findRow('3a4b5c6d');
    expect(within(refunded).getByText('Refunded').className).toContain('green');
    expect(cell(refunded, 'Refund')).toBe('₹3,049.00');
    expect(within(await findRow('9c0d1e2f')).getByText('Received').className).toContain('cyan');
    expect(within(await findRow('7e8f9a0b')).getByText('Replaced').className).toContain('purple');
    const rejected = await findRow('2b3c4d5e');
    expect(within(rejected).getByText('Rejected').className).toContain('red');
    // No label from the server: the policy's words.
    expect(cell(rejected, 'Reason')).toBe('Different from the photos or description');

    expect(screen.getByText('6 returns')).toBeTruthy();
    const [first] = listCalls();
    expect(first?.authorization).toBe('Bearer a-token');
    expect(first?.query.get('page')).toBe('1');
    expect(first?.query.get('pageSize')).toBe('20');
    expect(first?.query.has('status')).toBe(false);
  });

  it('filters by status on the server and in the URL', async () => {
    const router = renderPage();
    await findRow('1a2b3c4d');
    fireEvent.click(screen.getByText('Received', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(shownRows()).toEqual(['9c0d1e2f']));
    expect(listCalls().at(-1)?.query.get('status')).toBe('received');
    expect(router.state.location.search).toBe('?status=received');
    expect(screen.getByText('1 return')).toBeTruthy();
  });

  it('says when a filter has none, and when the list cannot be loaded', async () => {
    let fail = false;
    override = () => (fail ? refused(500, 'Internal error') : undefined);
    returns = returns.filter((r) => r.status !== 'replaced');
    renderPage('/returns?status=replaced');
    expect(await screen.findByText('No replaced returns')).toBeTruthy();
    expect(listCalls()[0]?.query.get('status')).toBe('replaced');
    fail = true;
    fireEvent.click(screen.getByText('All', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('Could not load returns')).toBeTruthy();
  });
});

describe('a return opened', () => {
  it('shows every field, its lines with pictures and the notes', async () => {
    const router = renderPage();
    const dialog = await openReturn('3a4b5c6d');
    expect(router.state.location.search).toBe('?open=ret-3a4b5c6d');
    expect(field(dialog, 'Status')).toBe('Refunded');
    expect(field(dialog, 'Customer')).toBe('Asha Rao');
    expect(field(dialog, 'E-mail')).toBe('asha@example.com');
    expect(field(dialog, 'Order Date')).toBe('01/06/2025');
    expect(field(dialog, 'Payment')).toBe('Online');
    expect(field(dialog, 'Reason')).toBe('Arrived damaged');
    expect(field(dialog, "Customer's note")).toBe('Torn pallu');
    expect(field(dialog, 'Your note')).toBe('Sorry about that');
    expect(field(dialog, 'Requested')).toMatch(/^18\/06\/2025, \d{2}:\d{2}$/);
    expect(field(dialog, 'Received')).toBe('—');
    expect(field(dialog, 'Resolution')).toBe('Refund');
    expect(field(dialog, 'Items Amount')).toBe('₹2,999.00');
    expect(field(dialog, 'Return Shipping')).toBe('₹50.00');
    expect(field(dialog, 'Deduction')).toBe('₹0.00');
    expect(field(dialog, 'Refund Amount')).toBe('₹3,049.00');
    expect(field(dialog, 'Refunded')).toMatch(/^19\/06\/2025, \d{2}:\d{2}$/);
    expect(field(dialog, 'Refund Reference')).toBe('rfnd_3a4b5c6d');
    expect(field(dialog, 'Credit Note')).toBe('SB/CN/2025-26/000003');
    const image = within(dialog).getByRole('img', { name: 'Kanjivaram Silk, Red' });
    expect(image.getAttribute('src')).toContain('/media/images/img1/');
    expect(within(dialog).getByText('Red · Quantity 1 · ₹2,999.00')).toBeTruthy();
    // The customer's photos: thumbnails linking to the full images in a new tab.
    const photos = within(dialog).getByRole('region', { name: "Customer's photos" });
    const links = within(photos).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['/media/images/photo-a/1024.jpg', '_blank'],
      ['/media/images/photo-b/640.jpg', '_blank'],
    ]);
    expect(
      within(photos).getByRole('img', { name: "Customer's photo 2 of 2" }).getAttribute('src'),
    ).toBe('/media/images/photo-b/320.jpg');
    // Done: no step left.
    expect(offered(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(queryDialog('Return of order 3a4b5c6d')).toBeUndefined());
    expect(router.state.location.search).toBe('');
  });

  it('offers only the steps its status allows', async () => {
    renderPage();
    const expected: [string, string[]][] = [
      ['1a2b3c4d', ['Approve', 'Reject']],
      ['5e6f7a8b', ['Mark received']],
      ['9c0d1e2f', ['Refund', 'Send replacement']],
      ['7e8f9a0b', []],
      ['2b3c4d5e', []],
    ];
    for (const [shortId, steps] of expected) {
      const dialog = await openReturn(shortId);
      expect(offered(dialog), shortId).toEqual(steps);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(queryDialog(`Return of order ${shortId}`)).toBeUndefined());
    }
    expect(posts()).toHaveLength(0);
  });

  it('opens from a link with the return handed over, even when the list does not hold it', async () => {
    const handed = { ...stored('abcdef12', 'requested', 'damaged', '2025-06-25T09:00:00.000Z') };
    const router = createMemoryRouter([{ path: '/returns', element: <ReturnListPage /> }], {
      initialEntries: [
        {
          pathname: '/returns',
          search: '?status=requested&open=ret-abcdef12',
          state: { returnRequest: handed },
        },
      ],
    });
    render(
      <AppProvider store={createStore()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    const dialog = await findDialog('Return of order abcdef12');
    expect(field(dialog, 'Status')).toBe('Requested');
    expect(
      within(within(dialog).getByRole('region', { name: "Customer's photos" })).getByText(
        'No photos',
      ),
    ).toBeTruthy();
    expect(offered(dialog)).toEqual(['Approve', 'Reject']);
    expect(listCalls()[0]?.query.get('status')).toBe('requested');
  });
});

describe("the owner's steps", () => {
  it('approves with a note: the server’s message, the dialog and the row turn Approved', async () => {
    renderPage();
    const dialog = await openReturn('1a2b3c4d');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const approve = await findDialog('Approve the return');
    fireEvent.change(within(approve).getByLabelText('Note to the customer (optional)'), {
      target: { value: 'Please send it by India Post' },
    });
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Return approved')).toBeTruthy();
    expect(posts().map((r) => [r.path, r.body])).toEqual([
      ['/api/admin/returns/ret-1a2b3c4d/approve', { note: 'Please send it by India Post' }],
    ]);
    expect(posts()[0]?.authorization).toBe('Bearer a-token');
    await waitFor(() => expect(queryDialog('Approve the return')).toBeUndefined());
    await waitFor(() => expect(field(dialog, 'Status')).toBe('Approved'));
    expect(field(dialog, 'Your note')).toBe('Please send it by India Post');
    expect(offered(dialog)).toEqual(['Mark received']);
    expect(within(await findRow('1a2b3c4d')).getByText('Approved')).toBeTruthy();
    // The list is asked again, so it holds what the server holds.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  });

  it('approves without a note: an empty body', async () => {
    renderPage();
    const dialog = await openReturn('1a2b3c4d');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const approve = await findDialog('Approve the return');
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Return approved')).toBeTruthy();
    expect(posts()[0]?.body).toEqual({});
  });

  it('rejects only with a note saying why', async () => {
    renderPage();
    const dialog = await openReturn('1a2b3c4d');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reject = await findDialog('Reject the return');
    const note = within(reject).getByLabelText('Why is it rejected?');
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByText('Please say why the return is rejected')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(note, { target: { value: 'The saree was worn and washed' } });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Return rejected')).toBeTruthy();
    expect(posts().map((r) => r.body)).toEqual([{ note: 'The saree was worn and washed' }]);
    await waitFor(() => expect(field(dialog, 'Status')).toBe('Rejected'));
    expect(offered(dialog)).toEqual([]);
  });

  it('shows the server’s refusal inside the dialog, which stays open', async () => {
    override = (r) =>
      r.method === 'POST' ? refused(400, 'Please say why the return is rejected') : undefined;
    renderPage();
    const dialog = await openReturn('1a2b3c4d');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reject = await findDialog('Reject the return');
    fireEvent.change(within(reject).getByLabelText('Why is it rejected?'), {
      target: { value: 'x' },
    });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    const alert = await within(reject).findByRole('alert');
    expect(alert.textContent).toContain('Please say why the return is rejected');
    expect(queryDialog('Reject the return')).toBeTruthy();
    expect(field(dialog, 'Status')).toBe('Requested');
  });

  it('marks an approved return received: the button waits, then Refund or Send replacement', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    override = (r) => {
      if (r.method !== 'POST') return undefined;
      const ret = returns.find((x) => x.id === 'ret-5e6f7a8b');
      if (!ret) return undefined;
      return new Promise<FakeReply>((resolve) => {
        answer = resolve;
      }).then(() => step(ret, 'received', {}));
    };
    renderPage();
    const dialog = await openReturn('5e6f7a8b');
    const received = within(dialog).getByRole('button', { name: 'Mark received' });
    fireEvent.click(received);
    await waitFor(() => expect(received.className).toContain('ant-btn-loading'));
    expect(posts().map((r) => r.path)).toEqual(['/api/admin/returns/ret-5e6f7a8b/received']);
    expect(posts()[0]?.body).toBeUndefined();
    answer({ status: 200, body: {} });
    expect(await screen.findByText('Return marked as received')).toBeTruthy();
    await waitFor(() => expect(offered(dialog)).toEqual(['Refund', 'Send replacement']));
    expect(field(dialog, 'Status')).toBe('Received');
  });

  it('shows a step refused out of order in the return’s dialog', async () => {
    renderPage();
    const dialog = await openReturn('5e6f7a8b');
    // Someone else marked it received meanwhile.
    const ret = returns.find((x) => x.id === 'ret-5e6f7a8b');
    if (ret) ret.status = 'received';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(
      await within(dialog).findByText("This return is received; it can't be received"),
    ).toBeTruthy();
  });

  it('refunds an online order: policy hint, live total, limits, then the server’s message', async () => {
    renderPage();
    const dialog = await openReturn('9c0d1e2f');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const refund = await findDialog('Refund the return');
    const shipping = within(refund).getByLabelText<HTMLInputElement>(
      'Return shipping reimbursement (₹)',
    );
    const deduction = within(refund).getByLabelText<HTMLInputElement>('Bank charge deduction (₹)');
    expect(shipping.value).toBe('0.00');
    expect(deduction.value).toBe('0.00');
    expect(within(refund).getByText('Policy: up to ₹100')).toBeTruthy();
    expect(within(refund).queryByLabelText('UPI or bank transfer reference')).toBeNull();
    expect(within(refund).getByText('Refund: ₹2,999')).toBeTruthy();

    fireEvent.change(shipping, { target: { value: '150' } });
    await within(refund).findByText('Refund: ₹3,149');
    fireEvent.click(within(refund).getByRole('button', { name: 'Refund' }));
    expect(
      await within(refund).findByText('Return shipping reimbursement can be ₹0 to ₹100'),
    ).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(shipping, { target: { value: '50' } });
    fireEvent.change(deduction, { target: { value: '9' } });
    expect(await within(refund).findByText('Refund: ₹3,040')).toBeTruthy();
    fireEvent.change(deduction, { target: { value: '0' } });
    expect(await within(refund).findByText('Refund: ₹3,049')).toBeTruthy();
    fireEvent.click(within(refund).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of ₹3,049 started')).toBeTruthy();
    expect(posts().map((r) => [r.path, r.body])).toEqual([
      ['/api/admin/returns/ret-9c0d1e2f/refund', { shippingReimbursement: 50, deduction: 0 }],
    ]);
    await waitFor(() => expect(field(dialog, 'Status')).toBe('Refunded'));
    expect(field(dialog, 'Refund Amount')).toBe('₹3,049.00');
    expect(field(dialog, 'Credit Note')).toBe('SB/CN/2025-26/000007');
    expect(field(dialog, 'Refund Reference')).toBe(
      'Not yet (the payment provider is refunding it)',
    );
    expect(cell(await findRow('9c0d1e2f'), 'Refund')).toBe('₹3,049.00');
  });

  it('asks a cash-on-delivery refund for the UPI or bank reference, and sends it', async () => {
    const ret = returns.find((x) => x.id === 'ret-5e6f7a8b');
    if (ret) ret.status = 'received';
    renderPage();
    const dialog = await openReturn('5e6f7a8b');
    expect(field(dialog, 'Payment')).toBe('Cash on delivery');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const refund = await findDialog('Refund the return');
    expect(within(refund).getByText('Refund: ₹3,999')).toBeTruthy();
    fireEvent.click(within(refund).getByRole('button', { name: 'Refund' }));
    expect(
      await within(refund).findByText('Please enter the UPI or bank transfer reference'),
    ).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.change(within(refund).getByLabelText('UPI or bank transfer reference'), {
      target: { value: ' UPI/4242/ASHA ' },
    });
    fireEvent.click(within(refund).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of ₹3,999 recorded')).toBeTruthy();
    expect(posts()[0]?.body).toEqual({
      shippingReimbursement: 0,
      deduction: 0,
      reference: 'UPI/4242/ASHA',
    });
    await waitFor(() => expect(field(dialog, 'Refund Reference')).toBe('UPI/4242/ASHA'));
  });

  it('treats a return without a payment method as paid online', async () => {
    const ret = returns.find((x) => x.id === 'ret-9c0d1e2f');
    if (ret) delete ret.paymentMethod;
    renderPage();
    const dialog = await openReturn('9c0d1e2f');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const refund = await findDialog('Refund the return');
    expect(within(refund).queryByLabelText('UPI or bank transfer reference')).toBeNull();
  });

  it('sends a replacement after confirming; out of stock shows the server’s 409 inside', async () => {
    let inStock = false;
    override = (r) =>
      r.method === 'POST' && !inStock
        ? refused(409, 'Only 0 left of Kanjivaram Silk (Red): refund instead')
        : undefined;
    renderPage();
    const dialog = await openReturn('9c0d1e2f');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send replacement' }));
    const confirm = await findDialog('Send a replacement?');
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send replacement' }));
    expect(
      await within(confirm).findByText('Only 0 left of Kanjivaram Silk (Red): refund instead'),
    ).toBeTruthy();
    expect(queryDialog('Send a replacement?')).toBeTruthy();

    inStock = true;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send replacement' }));
    expect(await screen.findByText('Replacement will be sent')).toBeTruthy();
    await waitFor(() => expect(queryDialog('Send a replacement?')).toBeUndefined());
    await waitFor(() => expect(field(dialog, 'Status')).toBe('Replaced'));
    expect(field(dialog, 'Resolution')).toBe('Replacement');
    expect(posts().map((r) => r.path)).toEqual([
      '/api/admin/returns/ret-9c0d1e2f/replace',
      '/api/admin/returns/ret-9c0d1e2f/replace',
    ]);
  });

  it('says the server is unreachable when no answer comes', async () => {
    override = (r) => (r.method === 'POST' ? 'network-error' : undefined);
    renderPage();
    const dialog = await openReturn('1a2b3c4d');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const approve = await findDialog('Approve the return');
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await within(approve).findByText('Network error or server is unavailable')).toBeTruthy();
  });
});
