// The orders screen against a fake gateway: fetch is stubbed at the network edge and answers
// from an in-memory list of paid orders, as /api/admin/orders (docs/api-buying.md) would.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  noMenuCounts,
  stubGateway,
  type FakeReply,
  type SeenRequest,
} from '../../../test/fake-gateway';
import { findDialog, queryDialog, renderRoute } from '../../../test/render-route';
import { renderConsole, signedInAdmin } from '../../../test/render-console';
import { OrderListPage } from './order-list-page';

// No animations: jsdom never ends a CSS transition, so closed dialogs would linger.
vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

const ORDER_A = '0f8e2c1a-1111-4222-8333-944445555666';
const ORDER_B = '7b21d9e4-aaaa-4bbb-8ccc-dddddddddddd';

interface StoredOrder {
  _id: string;
  id: string;
  userId: string;
  email: string;
  user: { name: string; userName: string; email: string };
  orderDate: string;
  orderUpdateDate: string;
  totalAmount: number;
  paymentMethod: string;
  paymentStatus: string;
  orderStatus: string;
  trackingNumber: string | null;
  nextStatuses: string[];
  courierId: string;
  courierName: string;
  trackingUrl: string;
  cancelReason?: string;
  invoiceNumber?: string;
  invoiceDate?: string;
  creditNoteNumber?: string;
  creditNoteDate?: string;
  refundedAmount?: number;
  refundedAt?: string;
  refundReference?: string;
  returnRequest?: Record<string, unknown> | null;
  cod?: {
    status: string;
    fee: number;
    advance: number;
    dueOnDelivery: number;
    confirmBy: string;
    confirmedAt: string;
    cashCollected: number;
    cashCollectedAt: string;
    riskLevel: string;
    riskReasons: string[];
  } | null;
  cartItems: {
    productId: string;
    title: string;
    productCode: string;
    image: string;
    quantity: number;
    price: number;
    lineTotal: number;
    colors: { _id: string; id: string; title: string } | null;
  }[];
  addressInfo: {
    addressId: string;
    name: string;
    address: string;
    state: string;
    city: string;
    pincode: string;
    phone: string;
    notes: string;
    deliveryZone?: string;
    deliveryEarliestDate?: string;
    deliveryLatestDate?: string;
  };
}

/** What the order service answers as nextStatuses for a paid order (the current one first). */
const NEXT: Record<string, string[]> = {
  confirmed: ['confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected'],
  inProcess: ['inProcess', 'inShipping', 'delivered', 'rejected'],
  inShipping: ['inShipping', 'delivered', 'rejected'],
  delivered: ['delivered'],
  rejected: ['rejected'],
};

const COURIERS = [
  {
    id: 'delhivery',
    name: 'Delhivery',
    trackingUrlPattern: 'https://www.delhivery.com/track/package/{tracking}',
  },
  {
    id: 'blue-dart',
    name: 'Blue Dart',
    trackingUrlPattern: 'https://www.bluedart.com/web/guest/trackdartresult?trackNo={tracking}',
  },
];

function stored(id: string, orderDate: string, totalAmount: number, orderStatus: string) {
  return {
    _id: id,
    id,
    userId: 'c1',
    email: 'priya@example.com',
    user: { name: 'Priya', userName: 'Priya Nair', email: 'priya@example.com' },
    orderDate,
    orderUpdateDate: orderDate,
    totalAmount,
    paymentMethod: 'razorpay',
    paymentStatus: 'paid',
    orderStatus,
    trackingNumber: null,
    nextStatuses: NEXT[orderStatus] ?? [],
    courierId: '',
    courierName: '',
    trackingUrl: '',
    cartItems: [
      {
        productId: 'p1',
        title: 'Kora Organza Saree',
        productCode: 'KOS-101',
        image: '',
        quantity: 2,
        price: 1999.5,
        lineTotal: 3999,
        colors: { _id: 'c-red', id: 'c-red', title: 'Red' },
      },
    ],
    addressInfo: {
      addressId: 'a1',
      name: 'Priya N',
      address: '12 MG Road, Indiranagar, Near Metro',
      state: 'KA',
      city: 'Bengaluru',
      pincode: '560038',
      phone: '9876543210',
      notes: 'Opposite the temple',
      deliveryZone: 'Same city',
      deliveryEarliestDate: '2025-06-23',
      deliveryLatestDate: '2025-06-24',
    },
  } satisfies StoredOrder;
}

type Override = (request: SeenRequest) => FakeReply | undefined;

let orders: StoredOrder[];
let seen: SeenRequest[];
let override: Override;

function fakeGateway(request: SeenRequest): FakeReply {
  const special = override(request);
  if (special) return special;
  const { method, path, query } = request;
  if (method === 'GET' && path === '/api/admin/orders/get') {
    const search = (query.get('search') ?? '').toLowerCase();
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '20');
    const matching = orders.filter((o) => o.id.startsWith(search));
    return {
      status: 200,
      body: {
        success: true,
        data: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
      },
    };
  }
  const details = /^\/api\/admin\/orders\/details\/(.+)$/.exec(path);
  if (method === 'GET' && details) {
    const order = orders.find((o) => o.id === details[1]);
    return order
      ? { status: 200, body: { success: true, data: order } }
      : { status: 404, body: { success: false, message: 'Order not found' } };
  }
  if (method === 'GET' && path === '/api/admin/orders/couriers') {
    return { status: 200, body: { success: true, data: COURIERS } };
  }
  const update = /^\/api\/admin\/orders\/update\/(.+)$/.exec(path);
  if (method === 'PUT' && update) {
    const order = orders.find((o) => o.id === update[1]);
    if (!order) return { status: 404, body: { success: false, message: 'Order not found' } };
    const body = request.body as {
      orderStatus: string;
      trackingNumber?: string;
      courierId?: string;
    };
    order.orderStatus = body.orderStatus;
    order.nextStatuses = NEXT[body.orderStatus] ?? [];
    if (body.trackingNumber) order.trackingNumber = body.trackingNumber;
    const courier = COURIERS.find((c) => c.id === body.courierId);
    if (courier) {
      order.courierId = courier.id;
      order.courierName = courier.name;
      order.trackingUrl = courier.trackingUrlPattern.replace(
        '{tracking}',
        encodeURIComponent(order.trackingNumber ?? ''),
      );
    }
    return {
      status: 200,
      body: { success: true, message: 'Order status updated successfully', data: order },
    };
  }
  const cod = /^\/api\/admin\/orders\/(.+)\/cod\/(collected|rto)$/.exec(path);
  if (method === 'POST' && cod) {
    const order = orders.find((o) => o.id === cod[1]);
    if (!order?.cod) return { status: 404, body: { success: false, message: 'Order not found' } };
    if (cod[2] === 'collected') {
      const { amount } = request.body as { amount: number };
      order.orderStatus = 'delivered';
      order.paymentStatus = 'paid';
      order.nextStatuses = ['delivered'];
      order.cod = {
        ...order.cod,
        status: 'collected',
        cashCollected: amount,
        cashCollectedAt: '2025-06-25T09:30:00.000Z',
      };
      return {
        status: 200,
        body: { success: true, message: 'Cash collected recorded', data: order },
      };
    }
    order.orderStatus = 'cancelled';
    order.cancelReason = 'rto';
    order.nextStatuses = ['cancelled'];
    order.cod = { ...order.cod, status: 'rto' };
    return {
      status: 200,
      body: { success: true, message: 'Order marked as returned to origin', data: order },
    };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  // Newest first, as the server sends them.
  orders = [
    stored(ORDER_B, '2025-06-20T12:00:00.000Z', 149999, 'confirmed'),
    stored(ORDER_A, '2025-03-07T12:00:00.000Z', 3999, 'rejected'),
  ];
  override = () => undefined;
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(fakeGateway);
});

const renderPage = (path = '/orders') => renderRoute('/orders', <OrderListPage />, path);

const listCalls = () => seen.filter((r) => r.method === 'GET' && r.path.endsWith('/get'));

async function findRow(shortId: string): Promise<HTMLElement> {
  const cell = await screen.findByText(shortId, { selector: 'td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${shortId}`);
  return row;
}

async function openDetails(shortId: string): Promise<HTMLElement> {
  const row = await findRow(shortId);
  fireEvent.click(within(row).getByRole('button', { name: `View details of order ${shortId}` }));
  return findDialog('Order Details');
}

/** The value shown beside a label in the dialog's description lists. */
function field(dialog: HTMLElement, label: string): HTMLElement {
  const th = [...dialog.querySelectorAll('th.ant-descriptions-item-label')].find(
    (cell) => cell.textContent === label,
  );
  const td = th?.nextElementSibling;
  if (!(td instanceof HTMLElement)) throw new Error(`no field ${label}`);
  return td;
}

function hasField(dialog: HTMLElement, label: string): boolean {
  return [...dialog.querySelectorAll('th.ant-descriptions-item-label')].some(
    (cell) => cell.textContent === label,
  );
}

async function chooseOption(field: string, label: string) {
  const combobox = await screen.findByRole('combobox', { name: field });
  fireEvent.mouseDown(combobox);
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        `.ant-select-dropdown .ant-select-item-option[title="${label}"]`,
      ),
    ].at(-1);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

const chooseStatus = (label: string) => chooseOption('Order Status', label);

describe('the orders table', () => {
  it("is the console's /orders screen, under the Orders menu entry", async () => {
    override = (r) => {
      const session = signedInAdmin(r);
      if (session) return session;
      // The side menu's counts (what waits for moderation): none here.
      if (r.method === 'GET' && !r.path.startsWith('/api/admin/orders/'))
        return { status: 200, body: { success: true, data: [], total: 0 } };
      return undefined;
    };
    renderConsole('/orders');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Orders (Paid Only)' }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await findRow('7b21d9e4')).toBeTruthy();
  });

  it('lists the paid orders newest first with dd/mm/yyyy dates, badges and ₹ prices', async () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'All Orders (Paid Only)' })).toBeTruthy();
    const newest = await findRow('7b21d9e4');
    expect(within(newest).getByText('20/06/2025')).toBeTruthy();
    expect(within(newest).getByText('₹1,49,999.00')).toBeTruthy();
    expect(within(newest).getByText('Confirmed').closest('.ant-tag')?.className).toContain('green');
    expect(within(newest).getByText('Paid').closest('.ant-tag')?.className).toContain('green');
    const older = await findRow('0f8e2c1a');
    expect(within(older).getByText('07/03/2025')).toBeTruthy();
    expect(within(older).getByText('₹3,999.00')).toBeTruthy();
    expect(within(older).getByText('Rejected').closest('.ant-tag')?.className).toContain('red');
    // Paid, then rejected by the shop, its refund not made yet: not Paid (issue 17).
    expect(within(older).getByText('Refund pending').closest('.ant-tag')?.className).toContain(
      'gold',
    );
    expect(within(older).queryByText('Paid')).toBeNull();

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText(/^[0-9a-f]{8}$/)?.textContent)).toEqual([
      '7b21d9e4',
      '0f8e2c1a',
    ]);
    expect(within(newest).getByText('Priya Nair')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Order ID',
      'Customer',
      'Order Date',
      'Order Status',
      'Payment Status',
      'Order Price',
      'View Details',
    ]);
    expect(screen.getByText('2 orders')).toBeTruthy();
    const [first] = listCalls();
    expect(first?.authorization).toBe('Bearer a-token');
    expect(first?.query.get('page')).toBe('1');
    expect(first?.query.has('search')).toBe(false);
  });

  it('searches by order id on the server once the admin stops typing', async () => {
    const router = renderPage();
    await findRow('7b21d9e4');
    // Typed without pauses between keys: the word is complete before the debounce can end,
    // however slow the machine.
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByRole('searchbox', { name: 'Search orders by order ID' }), '0f8e');

    await waitFor(() => expect(screen.queryByText('7b21d9e4')).toBeNull());
    expect(await findRow('0f8e2c1a')).toBeTruthy();
    expect(listCalls().map((r) => r.query.get('search'))).toEqual([null, '0f8e']);
    expect(router.state.location.search).toBe('?search=0f8e');
    expect(screen.getByText('1 order')).toBeTruthy();
  });

  it('says "No paid orders found" when there are none', async () => {
    orders = [];
    renderPage();
    expect(await screen.findByText('0 orders')).toBeTruthy();
    expect(screen.getByText('No paid orders found')).toBeTruthy();
  });

  it('pages a long list on the server', async () => {
    orders = Array.from({ length: 25 }, (_, i) =>
      stored(
        `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
        '2025-01-01T12:00:00.000Z',
        100 + i,
        'confirmed',
      ),
    );
    renderPage();
    await findRow('00000000');
    expect(screen.getByText('1–20 of 25')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await findRow('00000024')).toBeTruthy();
    expect(listCalls().at(-1)?.query.get('page')).toBe('2');
  });

  it('copies the full order id and says so, or says the copy failed', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    const row = await findRow('7b21d9e4');
    const copy = within(row).getByRole('button', { name: 'Copy order ID 7b21d9e4' });

    fireEvent.click(copy);
    expect(await screen.findByText('Order ID copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(ORDER_B);

    fireEvent.click(copy);
    expect(await screen.findByText('Failed to copy')).toBeTruthy();
  });
});

describe('the order details', () => {
  it('shows every field of the order, its items and the shipping info', async () => {
    renderPage();
    const dialog = await openDetails('7b21d9e4');

    // The focus moves into the dialog, so a keyboard or screen-reader user is taken there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await waitFor(() =>
      expect(seen.some((r) => r.path === `/api/admin/orders/details/${ORDER_B}`)).toBe(true),
    );
    expect(field(dialog, 'Order ID').textContent).toContain(ORDER_B);
    expect(field(dialog, 'Order Date').textContent).toBe('20/06/2025');
    expect(field(dialog, 'Order Price').textContent).toBe('₹1,49,999.00');
    expect(field(dialog, 'Payment Method').textContent).toBe('razorpay');
    expect(field(dialog, 'Payment Status').textContent).toBe('Paid');
    expect(field(dialog, 'Order Status').textContent).toBe('Confirmed');
    expect(field(dialog, 'Tracking Number').textContent).toBe('—');
    expect(field(dialog, 'Courier').textContent).toBe('—');
    // A paid order the shop keeps has nothing to refund.
    expect(hasField(dialog, 'Refund')).toBe(false);

    const item = within(dialog).getByText('Kora Organza Saree').closest('tr') as HTMLElement;
    expect(
      within(item)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Kora Organza Saree', '₹1,999.50', 'KOS-101', 'Red', '2']);

    expect(field(dialog, 'Customer').textContent).toBe('Priya Nair');
    expect(field(dialog, 'E-mail').textContent).toBe('priya@example.com');
    expect(field(dialog, 'Delivery Name').textContent).toBe('Priya N');
    const lines = field(dialog, 'Address').querySelectorAll('.order-address__line');
    expect([...lines].map((line) => line.textContent)).toEqual([
      '12 MG Road',
      'Indiranagar',
      'Near Metro',
    ]);
    expect(field(dialog, 'State').textContent).toBe('KA');
    expect(field(dialog, 'City').textContent).toBe('Bengaluru');
    expect(field(dialog, 'Pincode').textContent).toBe('560038');
    expect(field(dialog, 'Phone').textContent).toBe('9876543210');
    expect(field(dialog, 'Landmark').textContent).toBe('Opposite the temple');
    expect(field(dialog, 'Delivery Promised').textContent).toBe(
      '23/06/2025 – 24/06/2025 (Same city)',
    );
  });

  it('a paid order its customer cancelled offers no status change: it says not to pack it and where its refund is', async () => {
    const order = orders.find((o) => o.id === ORDER_B)!;
    Object.assign(order, {
      orderStatus: 'cancelled',
      cancelReason: 'customer',
      nextStatuses: ['cancelled'],
    });
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    await waitFor(() => expect(field(dialog, 'Order Status').textContent).toBe('Cancelled'));
    expect(
      within(dialog).getByText('Cancelled by the customer before shipping: do not pack it.'),
    ).toBeTruthy();
    // Paths inside the console: the app's router adds its /admin basename.
    const links = within(dialog).getAllByRole('link', { name: 'Refunds' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/refunds', '/refunds']);
    expect(within(dialog).queryByRole('combobox', { name: 'Order Status' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Update Order Status' })).toBeNull();
  });

  function cancelledByTheCustomer(refund: Partial<StoredOrder>) {
    Object.assign(
      orders.find((o) => o.id === ORDER_B)!,
      {
        orderStatus: 'cancelled',
        cancelReason: 'customer',
        nextStatuses: ['cancelled'],
        refundedAmount: 0,
        refundedAt: '',
        refundReference: '',
        ...refund,
      },
    );
  }

  it("shows a cancelled paid order's refund pending until the provider has made it, with the way to Refunds", async () => {
    cancelledByTheCustomer({});
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    await waitFor(() => expect(field(dialog, 'Order Status').textContent).toBe('Cancelled'));
    const pending = field(dialog, 'Refund');
    expect(pending.textContent).toBe('Refund pending — see Refunds');
    expect(within(pending).getByRole('link', { name: 'Refunds' }).getAttribute('href')).toBe(
      '/refunds',
    );
    expect(within(dialog).getByText(/Its payment is being refunded in full: see/)).toBeTruthy();
    const badge = field(dialog, 'Payment Status');
    expect(badge.textContent).toBe('Refund pending');
    expect(badge.querySelector('.ant-tag')?.className).toContain('gold');
  });

  it('shows the refund the provider made: its amount, day and reference', async () => {
    // Made at noon in India: the same day wherever the test runs.
    cancelledByTheCustomer({
      refundedAmount: 149999,
      refundedAt: '2025-06-21T06:30:00.000Z',
      refundReference: 'rfnd_4LpTPLbGdAa1Qx',
    });
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    await waitFor(() => expect(field(dialog, 'Order Status').textContent).toBe('Cancelled'));
    const made = field(dialog, 'Refund');
    expect(made.textContent).toBe('₹1,49,999.00 on 21/06/2025 · rfnd_4LpTPLbGdAa1Qx');
    expect(within(made).queryByRole('link')).toBeNull();
    expect(within(dialog).queryByText(/Refund pending/)).toBeNull();
    expect(
      within(dialog).getByText(/Its payment was refunded in full on 21\/06\/2025: see/),
    ).toBeTruthy();
    // Its payment badge, in the dialog and in the list: Refunded (blue), no longer Paid.
    const badge = field(dialog, 'Payment Status');
    expect(badge.textContent).toBe('Refunded');
    expect(badge.querySelector('.ant-tag')?.className).toContain('blue');
    const row = await findRow('7b21d9e4');
    expect(within(row).getByText('Refunded').closest('.ant-tag')?.className).toContain('blue');
    expect(within(row).queryByText('Paid')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Refunds' }).getAttribute('href')).toBe(
      '/refunds',
    );
  });

  it("shows a rejected paid order's refund pending while it is not made", async () => {
    renderPage();
    const dialog = await openDetails('0f8e2c1a');
    await waitFor(() => expect(field(dialog, 'Order Status').textContent).toBe('Rejected'));
    const pending = field(dialog, 'Refund');
    expect(pending.textContent).toBe('Refund pending — see Refunds');
    expect(within(pending).getByRole('link', { name: 'Refunds' }).getAttribute('href')).toBe(
      '/refunds',
    );
  });

  it("shows a rejected paid order's refund once made", async () => {
    Object.assign(
      orders.find((o) => o.id === ORDER_A)!,
      {
        refundedAmount: 3999,
        refundedAt: '2025-03-09T06:30:00.000Z',
        refundReference: 'rfnd_9ZzQkR2mTn1Xyb',
      },
    );
    renderPage();
    const dialog = await openDetails('0f8e2c1a');
    await waitFor(() =>
      expect(field(dialog, 'Refund').textContent).toBe(
        '₹3,999.00 on 09/03/2025 · rfnd_9ZzQkR2mTn1Xyb',
      ),
    );
    expect(within(dialog).queryByText(/Refund pending/)).toBeNull();
    expect(field(dialog, 'Payment Status').textContent).toBe('Refunded');
  });

  it('blocks In Shipping without a tracking number, before anything is sent', async () => {
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    await chooseStatus('In Shipping');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));

    expect(
      await within(dialog).findByText('Tracking number is required when marking order as shipped'),
    ).toBeTruthy();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('opens on the order\'s status, "Confirmed" for a paid order, and offers only the moves forward', async () => {
    renderPage();
    await openDetails('7b21d9e4');
    const combobox = screen.getByRole('combobox', { name: 'Order Status' });
    // The select shows the order's current status (it opened empty for paid orders before).
    expect(combobox.closest('.ant-select')?.textContent).toContain('Confirmed');
    fireEvent.mouseDown(combobox);
    const options = await waitFor(() => {
      const found = [
        ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown .ant-select-item-option'),
      ].map((option) => option.getAttribute('title'));
      if (found.length === 0) throw new Error('no options');
      return found;
    });
    expect(options).toEqual(['Confirmed', 'In Process', 'In Shipping', 'Delivered', 'Rejected']);
  });

  it('asks for the courier when shipping, before anything is sent', async () => {
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    expect(within(dialog).queryByRole('combobox', { name: 'Courier' })).toBeNull();
    await chooseStatus('In Shipping');
    fireEvent.change(within(dialog).getByLabelText('Tracking Number'), {
      target: { value: 'AWB-777' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));

    expect(
      await within(dialog).findByText('Please choose the courier when marking order as shipped'),
    ).toBeTruthy();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('marks the order shipped with its courier and tracking number; list and dialog refresh', async () => {
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    await chooseStatus('In Shipping');
    await chooseOption('Courier', 'Blue Dart');
    fireEvent.change(within(dialog).getByLabelText('Tracking Number'), {
      target: { value: ' AWB 777 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));

    expect(await screen.findByText('Order status updated successfully')).toBeTruthy();
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/admin/orders/update/${ORDER_B}`);
    expect(put?.body).toEqual({
      orderStatus: 'inShipping',
      trackingNumber: 'AWB 777',
      courierId: 'blue-dart',
    });
    await waitFor(() => expect(field(dialog, 'Tracking Number').textContent).toBe('AWB 777'));
    expect(field(dialog, 'Courier').textContent).toContain('Blue Dart');
    const track = within(field(dialog, 'Courier')).getByRole('link', { name: 'Track your parcel' });
    expect(track.getAttribute('href')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresult?trackNo=AWB%20777',
    );
    expect(field(dialog, 'Order Status').textContent).toBe('In Shipping');
    await waitFor(async () =>
      expect(within(await findRow('7b21d9e4')).getByText('In Shipping')).toBeTruthy(),
    );
    expect(listCalls()).toHaveLength(2);
  });

  it("shows the server's 409 message as it is and keeps the dialog open", async () => {
    override = (r) =>
      r.method === 'PUT'
        ? {
            status: 409,
            body: {
              success: false,
              message: 'Order status cannot move back from delivered to inProcess',
            },
          }
        : undefined;
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    // Another admin delivered it meanwhile: the server refuses the step back.
    await chooseStatus('In Process');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'Order status cannot move back from delivered to inProcess',
    );
    expect(queryDialog('Order Details')).toBeTruthy();
    expect(listCalls()).toHaveLength(1); // nothing changed, nothing refetched
  });

  it('says "Failed to update order status" when no answer comes', async () => {
    override = (r) => (r.method === 'PUT' ? 'network-error' : undefined);
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    await chooseStatus('Delivered');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to update order status');
  });
});

describe("the order's invoice and credit note", () => {
  const PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

  function withInvoice() {
    Object.assign(
      orders.find((o) => o.id === ORDER_B)!,
      {
        invoiceNumber: 'SB/2026-27/000123',
        invoiceDate: '2026-06-20',
      },
    );
  }

  /** What the console hands the browser to save: each link clicked, with its blob. */
  function catchDownloads() {
    const saved: { name: string; href: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    let count = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        count += 1;
        const url = `blob:fake/${count}`;
        blobs.set(url, blob);
        return url;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href, blob: blobs.get(this.href)! });
    });
    return {
      saved,
      restore: () => {
        click.mockRestore();
        Reflect.deleteProperty(URL, 'createObjectURL');
        Reflect.deleteProperty(URL, 'revokeObjectURL');
      },
    };
  }

  it('shows the invoice number and date with "Download invoice" only when the order has one', async () => {
    withInvoice();
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    await waitFor(() =>
      expect(field(dialog, 'Invoice').textContent).toContain('SB/2026-27/000123'),
    );
    expect(field(dialog, 'Invoice').textContent).toContain('20/06/2026');
    expect(within(dialog).getByRole('button', { name: 'Download invoice' })).toBeTruthy();
    // No credit note: neither the field nor its button.
    expect(() => field(dialog, 'Credit note')).toThrow();
    expect(within(dialog).queryByRole('button', { name: 'Download credit note' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(queryDialog('Order Details')).toBeUndefined());

    // An order without an invoice (paid before the settings were saved) shows none.
    const other = await openDetails('0f8e2c1a');
    await waitFor(() =>
      expect(seen.some((r) => r.path === `/api/admin/orders/details/${ORDER_A}`)).toBe(true),
    );
    expect(() => field(other, 'Invoice')).toThrow();
    expect(within(other).queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it("downloads the invoice and the credit note with the admin's token, under the server's file names", async () => {
    withInvoice();
    Object.assign(
      orders.find((o) => o.id === ORDER_B)!,
      {
        orderStatus: 'rejected',
        nextStatuses: ['rejected'],
        creditNoteNumber: 'SB/CN/2026-27/000007',
        creditNoteDate: '2026-06-22',
      },
    );
    const pdf = (name: string): FakeReply => ({
      status: 200,
      raw: new TextEncoder().encode(PDF),
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    });
    override = (r) => {
      if (r.method === 'GET' && r.path === `/api/shop/order/invoice/${ORDER_B}`)
        return pdf('invoice-SB-2026-27-000123.pdf');
      if (r.method === 'GET' && r.path === `/api/shop/order/credit-note/${ORDER_B}`)
        return pdf('credit-note-SB-CN-2026-27-000007.pdf');
      return undefined;
    };
    const downloads = catchDownloads();
    try {
      renderPage();
      const dialog = await openDetails('7b21d9e4');
      expect(field(dialog, 'Credit note').textContent).toContain('SB/CN/2026-27/000007');
      expect(field(dialog, 'Credit note').textContent).toContain('22/06/2026');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Download invoice' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      const invoiceCall = seen.find((r) => r.path.startsWith('/api/shop/order/invoice/'));
      expect(invoiceCall?.method).toBe('GET');
      expect(invoiceCall?.path).toBe(`/api/shop/order/invoice/${ORDER_B}`);
      expect(invoiceCall?.authorization).toBe('Bearer a-token');
      expect(downloads.saved[0]?.name).toBe('invoice-SB-2026-27-000123.pdf');
      expect(await downloads.saved[0]?.blob.text()).toBe(PDF);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Download credit note' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(2));
      const creditCall = seen.find((r) => r.path.startsWith('/api/shop/order/credit-note/'));
      expect(creditCall?.authorization).toBe('Bearer a-token');
      expect(downloads.saved[1]?.name).toBe('credit-note-SB-CN-2026-27-000007.pdf');
      // The link is gone once clicked; the dialog stays.
      expect(document.querySelector('a[download]')).toBeNull();
      expect(queryDialog('Order Details')).toBeTruthy();
    } finally {
      downloads.restore();
    }
  });

  it('spins the button while the PDF comes', async () => {
    withInvoice();
    let answer: (reply: FakeReply) => void = () => undefined;
    const later = new Promise<FakeReply>((resolve) => {
      answer = resolve;
    });
    const downloads = catchDownloads();
    try {
      renderPage();
      const dialog = await openDetails('7b21d9e4');
      stubGateway((r) =>
        r.path === `/api/shop/order/invoice/${ORDER_B}` ? later : fakeGateway(r),
      );
      const button = within(dialog).getByRole('button', { name: 'Download invoice' });
      fireEvent.click(button);
      await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
      answer({
        status: 200,
        raw: new TextEncoder().encode(PDF),
        headers: { 'Content-Type': 'application/pdf' },
      });
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
      // Without a file name from the server, a name of the console's own.
      expect(downloads.saved[0]?.name).toBe(`invoice-${ORDER_B}.pdf`);
    } finally {
      downloads.restore();
    }
  });

  it("shows the server's message when there is no invoice to download", async () => {
    withInvoice();
    override = (r) =>
      r.path === `/api/shop/order/invoice/${ORDER_B}`
        ? { status: 404, body: { success: false, message: 'This order has no invoice' } }
        : undefined;
    const downloads = catchDownloads();
    try {
      renderPage();
      const dialog = await openDetails('7b21d9e4');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Download invoice' }));
      expect(await screen.findByText('Failed to download the invoice')).toBeTruthy();
      expect(await screen.findByText('This order has no invoice')).toBeTruthy();
      expect(downloads.saved).toHaveLength(0);
      expect(seen.filter((r) => r.path.startsWith('/api/shop/order/invoice/'))).toHaveLength(1);
    } finally {
      downloads.restore();
    }
  });
});

describe('cash on delivery orders', () => {
  function codOrder(orderStatus: string, codStatus = 'confirmed') {
    Object.assign(
      orders.find((o) => o.id === ORDER_B)!,
      {
        totalAmount: 1549,
        paymentMethod: 'cod',
        paymentStatus: 'cod',
        orderStatus,
        nextStatuses: NEXT[orderStatus] ?? [],
        trackingNumber: orderStatus === 'inShipping' ? 'AWB123' : null,
        cod: {
          status: codStatus,
          fee: 49,
          advance: 300,
          dueOnDelivery: 1249,
          confirmBy: '',
          confirmedAt: '2025-06-20T12:30:00.000Z',
          cashCollected: 0,
          cashCollectedAt: '',
          riskLevel: 'medium',
          riskReasons: ['1 earlier COD order refused at delivery', 'Account created 2 days ago'],
        },
      },
    );
  }

  const posts = () => seen.filter((r) => r.method === 'POST');

  it('marks a COD order in the list with COD, its cash due in words and its COD status', async () => {
    codOrder('confirmed');
    renderPage();
    const row = await findRow('7b21d9e4');
    expect(within(row).getByText('Cash due on delivery').closest('.ant-tag')?.className).toContain(
      'orange',
    );
    expect(within(row).getByText('COD')).toBeTruthy();
    expect(within(row).getByText('Confirmed', { selector: '.cod-status-tag' })).toBeTruthy();
    // An online order has none of it.
    const older = await findRow('0f8e2c1a');
    expect(within(older).queryByText('COD')).toBeNull();
  });

  it('shows the COD section: status, risk and its reasons, fee, advance, amount due, confirmation', async () => {
    codOrder('confirmed');
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    await waitFor(() => expect(hasField(dialog, 'COD Status')).toBe(true));
    expect(within(dialog).getByRole('heading', { name: 'Cash on Delivery' })).toBeTruthy();
    expect(field(dialog, 'Payment Method').textContent).toBe('Cash on delivery');
    expect(field(dialog, 'Payment Status').textContent).toBe('Cash due on delivery');
    expect(field(dialog, 'COD Status').textContent).toBe('Confirmed');
    expect(field(dialog, 'Risk').querySelector('.ant-tag')?.className).toContain('orange');
    expect(field(dialog, 'Risk').textContent).toBe('Medium');
    expect(
      [...field(dialog, 'Risk Reasons').querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual(['1 earlier COD order refused at delivery', 'Account created 2 days ago']);
    expect(field(dialog, 'COD Fee').textContent).toBe('₹49.00');
    expect(field(dialog, 'Advance Paid Online').textContent).toBe('₹300.00');
    expect(field(dialog, 'Due on Delivery').textContent).toBe('₹1,249.00');
    expect(field(dialog, 'Confirmed').textContent).toMatch(/^20\/06\/2025, \d{2}:\d{2}$/);
    expect(field(dialog, 'Cash Collected').textContent).toBe('Not yet');
    // Not shipped yet: neither action.
    expect(within(dialog).queryByRole('button', { name: 'Record cash collected' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Mark returned to origin' })).toBeNull();
  });

  it('has no COD section for an online order', async () => {
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    await waitFor(() =>
      expect(seen.some((r) => r.path === `/api/admin/orders/details/${ORDER_B}`)).toBe(true),
    );
    expect(hasField(dialog, 'COD Status')).toBe(false);
    expect(within(dialog).queryByRole('heading', { name: 'Cash on Delivery' })).toBeNull();
  });

  it('records the cash collected on a shipped order, the amount due by default; the order refreshes', async () => {
    codOrder('inShipping');
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Record cash collected' }));
    expect(within(dialog).getByRole('button', { name: 'Mark returned to origin' })).toBeTruthy();
    const cash = await findDialog('Record cash collected');
    const amount = within(cash).getByLabelText<HTMLInputElement>('Amount collected (₹)');
    expect(amount.value).toBe('1249');
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(within(cash).getByRole('button', { name: 'Record' }));
    await within(cash).findByText('The cash collected must be between ₹1 and ₹1,249');
    expect(posts()).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '1249' } });
    fireEvent.click(within(cash).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Cash collected recorded')).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.path).toBe(`/api/admin/orders/${ORDER_B}/cod/collected`);
    expect(posts()[0]?.body).toEqual({ amount: 1249 });
    expect(posts()[0]?.authorization).toBe('Bearer a-token');
    await waitFor(() => expect(field(dialog, 'COD Status').textContent).toBe('Cash collected'));
    expect(field(dialog, 'Cash Collected').textContent).toMatch(/^₹1,249.00 on 25\/06\/2025/);
    expect(field(dialog, 'Payment Status').textContent).toBe('Paid');
    expect(within(dialog).queryByRole('button', { name: 'Record cash collected' })).toBeNull();
  });

  it('offers only recording the cash on a delivered order', async () => {
    codOrder('delivered');
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    expect(
      await within(dialog).findByRole('button', { name: 'Record cash collected' }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Mark returned to origin' })).toBeNull();
  });

  it("shows the server's refusal of the cash collected", async () => {
    codOrder('inShipping');
    override = (r) =>
      r.method === 'POST'
        ? { status: 409, body: { success: false, message: 'Cash was already recorded' } }
        : undefined;
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Record cash collected' }));
    const cash = await findDialog('Record cash collected');
    fireEvent.click(within(cash).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Cash was already recorded')).toBeTruthy();
  });

  it('marks a shipped order returned to origin after confirming; it reads so once cancelled', async () => {
    codOrder('inShipping');
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Mark returned to origin' }));
    const confirm = await findDialog('Mark returned to origin?');
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark returned to origin' }));
    expect(await screen.findByText('Order marked as returned to origin')).toBeTruthy();
    expect(posts().map((r) => r.path)).toEqual([`/api/admin/orders/${ORDER_B}/cod/rto`]);
    await waitFor(() => expect(field(dialog, 'COD Status').textContent).toBe('Returned to origin'));
    expect(
      within(dialog).getByText(
        'Returned to origin (refused at delivery): its units are back in stock.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Mark returned to origin' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Update Order Status' })).toBeNull();
  });
});

describe('returns after delivery', () => {
  /** The fixture order `id`, delivered, with this return (`order` adds other fields). */
  function deliveredWithReturn(
    id: string,
    returnRequest: Record<string, unknown>,
    order: Record<string, unknown> = {},
  ) {
    Object.assign(
      orders.find((o) => o.id === id)!,
      {
        orderStatus: 'delivered',
        nextStatuses: ['delivered'],
        ...order,
        returnRequest: { orderId: id, ...returnRequest },
      },
    );
  }

  it("shows the order's return: its status, when it was asked for, how many photos, and a link to it in Returns", async () => {
    deliveredWithReturn(ORDER_B, {
      id: 'ret-7b21',
      status: 'approved',
      reason: 'damaged',
      requestedAt: '2025-06-22T10:00:00.000Z',
      photos: ['/media/images/p1/640.jpg', '/media/images/p2/1024.jpg'],
    });
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    const heading = await within(dialog).findByRole('heading', { name: 'Return' });
    const section = heading.closest('section');
    if (!section) throw new Error('no Return section');
    expect(within(section).getByText('Approved').className).toContain('blue');
    expect(within(section).getByText('Requested 22/06/2025')).toBeTruthy();
    expect(within(section).getByText('2 photos')).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'Open in Returns' }).getAttribute('href'),
    ).toBe('/returns?status=approved&open=ret-7b21');
  });

  it("opens the return in Returns with the order's payment method and customer, even off the list", async () => {
    deliveredWithReturn(
      ORDER_B,
      {
        id: 'ret-7b21',
        status: 'received',
        reason: 'damaged',
        reasonLabel: 'Arrived damaged',
        lines: [],
        itemsAmount: 1999.5,
        requestedAt: '2025-06-22T10:00:00.000Z',
        photos: ['/media/images/p1/640.jpg'],
        // The order's own answer may leave the owner's list fields empty.
        customerName: '',
        email: '',
        paymentMethod: '',
      },
      { paymentMethod: 'cod' },
    );
    override = (r) =>
      signedInAdmin(r) ??
      noMenuCounts(r) ??
      // The Returns list does not hold it (another page).
      (r.method === 'GET' && r.path === '/api/admin/returns'
        ? { status: 200, body: { success: true, data: [], total: 0 } }
        : undefined);
    const router = renderConsole('/orders');
    const dialog = await openDetails('7b21d9e4');
    fireEvent.click(await within(dialog).findByRole('link', { name: 'Open in Returns' }));
    const opened = await findDialog('Return of order 7b21d9e4');
    expect(router.state.location.pathname).toBe('/returns');
    expect(router.state.location.search).toBe('?status=received&open=ret-7b21');
    expect(field(opened, 'Customer').textContent).toBe('Priya Nair');
    expect(field(opened, 'Payment').textContent).toBe('Cash on delivery');
    // The photo came with it.
    expect(within(opened).getByRole('link', { name: "Customer's photo 1 of 1" })).toBeTruthy();
    fireEvent.click(within(opened).getByRole('button', { name: 'Refund' }));
    const refund = await findDialog('Refund the return');
    expect(within(refund).getByLabelText('UPI or bank transfer reference')).toBeTruthy();
    expect(within(refund).getByText('Refund: ₹1,999.50')).toBeTruthy();
  });

  it('reads an order whose return was refunded as Partly refunded, or Refunded when it is all', async () => {
    // ₹1,49,999 paid online; one saree of it returned and refunded (₹3,049 with shipping).
    deliveredWithReturn(ORDER_B, {
      id: 'ret-7b21',
      status: 'refunded',
      refundAmount: 3049,
      refundedAt: '2025-06-25T06:30:00.000Z',
      refundReference: 'rfnd_Ret7b21',
      photos: [],
    });
    // Delivered, the whole ₹3,999 returned and refunded (the provider's refund not in yet).
    deliveredWithReturn(ORDER_A, {
      id: 'ret-0f8e',
      status: 'refunded',
      refundAmount: 3999,
      refundedAt: '',
      photos: [],
    });
    renderPage();
    const part = await findRow('7b21d9e4');
    expect(within(part).getByText('Partly refunded').closest('.ant-tag')?.className).toContain(
      'blue',
    );
    expect(within(part).queryByText('Paid')).toBeNull();
    const whole = await findRow('0f8e2c1a');
    expect(within(whole).getByText('Refunded').closest('.ant-tag')?.className).toContain('blue');

    const dialog = await openDetails('7b21d9e4');
    await waitFor(() =>
      expect(field(dialog, 'Payment Status').textContent).toBe('Partly refunded'),
    );
    // The return's refund is the Returns screen's: no order Refund row.
    expect(hasField(dialog, 'Refund')).toBe(false);
  });

  it('has no Return section for an order without a return', async () => {
    renderPage();
    const dialog = await openDetails('7b21d9e4');
    await waitFor(() =>
      expect(seen.some((r) => r.path === `/api/admin/orders/details/${ORDER_B}`)).toBe(true),
    );
    expect(within(dialog).queryByRole('heading', { name: 'Return' })).toBeNull();
  });
});
