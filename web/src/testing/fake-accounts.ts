import { tokenStore } from '@boutique/web-kit/tokens';
import { customer, installFakeApi, type FakeRequest, type FakeResponse } from './fake-api';
import { NO_REFUND, NO_TAX_DOCUMENTS } from './fake-buying';
import { emptyHomePage } from './fake-catalogue';
import { deliveryAnswer } from './fake-delivery';

// A small in-memory gateway for the account pages: a signed-in customer (u-1), the address
// book of docs/api-accounts.md, the geography lookups, an empty server cart, a plain shop
// home page and the customer's orders, which they may cancel before shipping, with their GST
// tax invoices and credit notes as PDFs (issue 17), and return after delivery (returns.md).
// Any other request is unanswered and fails the test (fake-api.ts).

export type StoredAddress = {
  _id: string;
  id: string;
  userId: string;
  name: string;
  address: string;
  state: string;
  stateName: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
};

export const STATES = [
  { code: 'KA', name: 'Karnataka' },
  { code: 'MH', name: 'Maharashtra' },
  { code: 'TN', name: 'Tamil Nadu' },
];

export const CITIES: Record<string, string[]> = {
  KA: ['Bengaluru', 'Belagavi', 'Mysuru'],
  MH: ['Mumbai', 'Nagpur', 'Pune', 'Pune City'],
  TN: ['Chennai', 'Coimbatore'],
};

export function storedAddress(index: number, overrides: Partial<StoredAddress> = {}) {
  const id = `addr-${index}`;
  return {
    _id: id,
    id,
    userId: customer.id,
    name: `Asha Rao ${index}`,
    address: `${index} MG Road, Indiranagar`,
    state: 'KA',
    stateName: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560038',
    phone: '9876543210',
    notes: index === 1 ? 'Near the temple' : '',
    ...overrides,
  } satisfies StoredAddress;
}

type Options = {
  /** Stores the customer's tokens first (default); false for a test that signs in itself. */
  signedIn?: boolean;
  addresses?: StoredAddress[];
  /** Answers a request first (or later: a promise); undefined lets the fake handle it. */
  override?: (request: FakeRequest) => FakeResponse | undefined | Promise<FakeResponse | undefined>;
  /**
   * The customer's orders as GET /shop/order/list answers them (`cancellable` false unless
   * the order says otherwise; no invoice or credit note unless it has their numbers; no refund
   * made unless it has `refundedAt`; no return window nor return unless it has
   * `returnDeadline` or `returnRequest`). The fake keeps them: a cancel or a return request
   * changes the order it lists.
   */
  orders?: unknown[];
};

export type StoredOrder = Record<string, unknown> & {
  id: string;
  orderStatus?: string;
  paymentStatus?: string;
  cancellable: boolean;
};

/** The server's words for a cancel (docs/api-buying.md). */
export const CANCEL_MESSAGES = {
  paid: 'Your order has been cancelled. Your payment will be refunded in full to the original payment method.',
  unpaid: 'Your order has been cancelled.',
  shipped: 'This order has already been shipped and can no longer be cancelled',
  closed: 'This order can no longer be cancelled',
} as const;

/** POST /shop/order/cancel as the gateway answers it, on the fake's own orders. */
function cancelStoredOrder(book: StoredOrder[], orderId: unknown): FakeResponse {
  const order = book.find((stored) => stored.id === orderId);
  if (!order) return fail(404, 'Order not found');
  const status = order.orderStatus ?? '';
  const paid = order.paymentStatus === 'paid';
  if (status === 'cancelled' && order.cancelReason === 'customer') {
    return ok({
      success: true,
      message: paid ? CANCEL_MESSAGES.paid : CANCEL_MESSAGES.unpaid,
      data: order,
    });
  }
  if (status === 'inShipping' || status === 'delivered') return fail(409, CANCEL_MESSAGES.shipped);
  if (!['pending', 'confirmed', 'inProcess'].includes(status)) {
    return fail(409, CANCEL_MESSAGES.closed);
  }
  Object.assign(order, { orderStatus: 'cancelled', cancellable: false, cancelReason: 'customer' });
  return ok({
    success: true,
    message: paid ? CANCEL_MESSAGES.paid : CANCEL_MESSAGES.unpaid,
    data: { ...order },
  });
}

/** An order as the gateway answers it when it cannot be returned and has no return. */
export const NO_RETURN = { returnDeadline: '', returnRequest: null } as const;

/** The server's words for a return request (docs/returns.md). */
export const RETURN_ANSWERS = {
  requested: "Return requested. We'll reply within 2 working days.",
  noLine: 'Please choose at least one item to return',
  noReason: 'Please choose a reason for the return',
  notDelivered: 'Only a delivered order can be returned',
  already: 'A return has already been requested for this order',
  sale: "Sale items can't be returned",
  notInOrder: 'This item is not in the order',
  tooManyPhotos: 'You can add at most 4 photos',
  photoMissing: 'A photo could not be found. Please upload it again.',
} as const;

/** The server's words for a return photo's upload (docs/returns.md, "Photos"). */
export const PHOTO_ANSWERS = {
  noFile: 'No file uploaded',
  tooLarge: 'File too large, file size exceeds 1MB limit',
  unsupported: 'Unsupported file format',
  tooMany: 'You have uploaded too many photos today. Please try again tomorrow.',
} as const;

/** A stored upload's URL as the server hands it out. */
export const photoUrl = (id: string) => `/media/images/${id}/640.jpg`;

/**
 * POST /shop/upload/return-photo as the gateway answers it: an image of at most 1 MB is
 * stored (`uploads`, id → URL) and answered 201 with its media file.
 */
function uploadReturnPhoto(uploads: Map<string, string>, body: unknown): FakeResponse {
  const file = (body as { file?: unknown } | undefined)?.file;
  if (!(file instanceof Blob)) return fail(400, PHOTO_ANSWERS.noFile);
  if (file.size > 1024 * 1024) return fail(413, PHOTO_ANSWERS.tooLarge);
  const name = file instanceof File ? file.name.toLowerCase() : '';
  if (!file.type.startsWith('image/') && !/\.(heic|heif)$/.test(name)) {
    return fail(415, PHOTO_ANSWERS.unsupported);
  }
  const id = `00000000-0000-4000-8000-${String(uploads.size + 1).padStart(12, '0')}`;
  uploads.set(id, photoUrl(id));
  return ok(
    {
      success: true,
      data: {
        id,
        url: photoUrl(id),
        kind: 'image',
        contentType: 'image/jpeg',
        width: 640,
        height: 480,
        widths: [320, 640],
        size: file.size,
        sourceFormat: file.type.replace('image/', '') || 'heic',
      },
    },
    201,
  );
}

const REASON_LABELS: Record<string, string> = {
  damaged: 'Arrived damaged',
  defective: 'A defect in the fabric or weave',
  'wrong-item': 'Wrong item or colour sent',
  'not-as-described': 'Different from the photos or description',
};

type StoredLine = Record<string, unknown> & {
  productId?: string;
  title?: string;
  quantity?: number;
  price?: number;
  returnable?: boolean;
  colors?: { _id?: string; id?: string; title?: string };
};

/**
 * POST /shop/order/{id}/return as the gateway answers it, on the fake's own orders: the
 * order with its return (requested now) and no deadline any more.
 */
function requestStoredReturn(
  book: StoredOrder[],
  uploads: Map<string, string>,
  orderId: string,
  body: unknown,
): FakeResponse {
  const order = book.find((stored) => stored.id === orderId);
  if (!order) return fail(404, 'Order not found');
  const input = (body ?? {}) as {
    lines?: { productId?: string; colourId?: string; quantity?: number }[];
    reason?: string;
    note?: string;
    photos?: string[];
  };
  const asked = Array.isArray(input.lines) ? input.lines : [];
  if (asked.length === 0) return fail(400, RETURN_ANSWERS.noLine);
  if (!input.reason || !REASON_LABELS[input.reason]) return fail(400, RETURN_ANSWERS.noReason);
  if (order.orderStatus !== 'delivered') return fail(409, RETURN_ANSWERS.notDelivered);
  if (order.returnRequest) return fail(409, RETURN_ANSWERS.already);
  const lines = (Array.isArray(order.cartItems) ? order.cartItems : []) as StoredLine[];
  const returned = [];
  for (const want of asked) {
    const line = lines.find(
      (stored) =>
        stored.productId === want.productId &&
        (stored.colors?._id ?? stored.colors?.id ?? '') === (want.colourId ?? ''),
    );
    if (!line) return fail(400, RETURN_ANSWERS.notInOrder);
    if (line.returnable !== true) return fail(400, RETURN_ANSWERS.sale);
    const quantity = Number(want.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > Number(line.quantity)) {
      return fail(400, 'Quantity to return must be between 1 and the quantity ordered');
    }
    returned.push({
      productId: line.productId,
      colourId: want.colourId ?? '',
      title: line.title,
      colourTitle: line.colors?.title ?? '',
      image: '',
      quantity,
      price: line.price,
    });
  }
  const photoIds = [...new Set(Array.isArray(input.photos) ? input.photos : [])];
  if (photoIds.length > 4) return fail(400, RETURN_ANSWERS.tooManyPhotos);
  const photos = [];
  for (const id of photoIds) {
    const url = uploads.get(id);
    if (!url) return fail(400, RETURN_ANSWERS.photoMissing);
    photos.push(url);
  }
  const itemsAmount = returned.reduce((sum, line) => sum + Number(line.price) * line.quantity, 0);
  Object.assign(order, {
    returnDeadline: '',
    returnRequest: {
      id: `ret-${orderId.slice(0, 8)}`,
      orderId,
      status: 'requested',
      reason: input.reason,
      reasonLabel: REASON_LABELS[input.reason],
      note: input.note ?? '',
      lines: returned,
      itemsAmount,
      shippingReimbursement: 0,
      deduction: 0,
      refundAmount: 0,
      resolution: '',
      ownerNote: '',
      requestedAt: new Date().toISOString(),
      decidedAt: '',
      receivedAt: '',
      resolvedAt: '',
      refundedAt: '',
      refundReference: '',
      creditNoteNumber: '',
      photos,
    },
  });
  return ok({ success: true, message: RETURN_ANSWERS.requested, data: { ...order } }, 201);
}

/** The bytes the fake serves as an order's PDF. */
export const FAKE_PDF = new TextEncoder().encode('%PDF-1.4\n% a test document\n%%EOF\n');

/** The server's words when an order has no such document (docs/api-buying.md). */
export const DOCUMENT_MISSING = {
  invoice: 'This order has no invoice',
  'credit-note': 'This order has no credit note',
} as const;

/**
 * GET /shop/order/invoice/{id} and /shop/order/credit-note/{id} as the gateway answers them:
 * the PDF, named after the document's number ("invoice-SB-2026-27-000123.pdf").
 */
function storedOrderDocument(
  book: StoredOrder[],
  kind: 'invoice' | 'credit-note',
  orderId: string,
): FakeResponse {
  const order = book.find((stored) => stored.id === orderId);
  if (!order) return fail(404, 'Order not found');
  const number = kind === 'invoice' ? order.invoiceNumber : order.creditNoteNumber;
  if (typeof number !== 'string' || !number) return fail(404, DOCUMENT_MISSING[kind]);
  return {
    status: 200,
    body: FAKE_PDF,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${kind}-${number.replace(/\//g, '-')}.pdf"`,
    },
  };
}

const ok = (body: unknown, status = 200): FakeResponse => ({ status, body });
const fail = (status: number, message: string): FakeResponse => ({
  status,
  body: { success: false, message },
});

/** Signs the customer in and serves their address book. */
export function installAccountsApi({
  signedIn = true,
  addresses = [],
  orders = [],
  override,
}: Options = {}) {
  if (signedIn) tokenStore.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const book = [...addresses];
  const orderBook: StoredOrder[] = orders.map((order) => {
    const raw = order as Record<string, unknown>;
    const id = typeof raw.id === 'string' ? raw.id : typeof raw._id === 'string' ? raw._id : '';
    return { cancellable: false, ...NO_TAX_DOCUMENTS, ...NO_REFUND, ...NO_RETURN, ...raw, id };
  });
  let nextId = 100;
  const base = `/shop/address`;
  const uploads = new Map<string, string>();

  const api = installFakeApi(async (request) => {
    const answered = await override?.(request);
    if (answered) return answered;
    const [pathname = '', search = ''] = request.path.split('?');
    const body = (request.body ?? {}) as Record<string, string>;

    if (pathname === '/auth/check-auth') return ok({ success: true, user: customer });
    // The shop home (after a checkout or from a link): its categories, no products, no content.
    if (
      pathname === '/graphql' &&
      (request.body as { query?: string }).query?.includes('homePage')
    ) {
      return ok({ data: emptyHomePage() });
    }
    if (pathname === '/geo/states') return ok({ success: true, data: STATES });
    const delivery = deliveryAnswer(request);
    if (delivery) return delivery;
    const cities = /^\/geo\/states\/([^/]+)\/cities$/.exec(pathname);
    if (cities) {
      const list = CITIES[cities[1] ?? ''];
      if (!list) return fail(404, 'Unknown state');
      const q = (new URLSearchParams(search).get('q') ?? '').toLowerCase();
      return ok({ success: true, data: list.filter((c) => c.toLowerCase().startsWith(q)) });
    }
    if (request.method === 'GET' && pathname === `/shop/order/list/${customer.id}`) {
      return ok({ success: true, data: orderBook.map((order) => ({ ...order })) });
    }
    if (request.method === 'POST' && pathname === '/shop/order/cancel') {
      if (!request.authorization) return fail(401, 'No access token found');
      return cancelStoredOrder(orderBook, body.orderId);
    }
    const returned = /^\/shop\/order\/([^/]+)\/return$/.exec(pathname);
    if (request.method === 'POST' && returned) {
      if (!request.authorization) return fail(401, 'No access token found');
      return requestStoredReturn(
        orderBook,
        uploads,
        decodeURIComponent(returned[1] ?? ''),
        request.body,
      );
    }
    if (request.method === 'POST' && pathname === '/shop/upload/return-photo') {
      if (!request.authorization) return fail(401, 'No access token found');
      return uploadReturnPhoto(uploads, request.body);
    }
    const taxDocument = /^\/shop\/order\/(invoice|credit-note)\/([^/]+)$/.exec(pathname);
    if (request.method === 'GET' && taxDocument) {
      if (!request.authorization) return fail(401, 'No access token found');
      const kind = taxDocument[1] === 'invoice' ? 'invoice' : 'credit-note';
      return storedOrderDocument(orderBook, kind, decodeURIComponent(taxDocument[2] ?? ''));
    }
    if (request.method === 'GET' && pathname === `/shop/cart/get/${customer.id}`) {
      return ok({
        success: true,
        data: { id: 'cart-1', userId: customer.id, items: [], itemCount: 0, subtotal: 0 },
      });
    }
    if (request.method === 'GET' && pathname === `${base}/get/${customer.id}`) {
      return ok({ success: true, data: book });
    }
    if (request.method === 'POST' && pathname === `${base}/add`) {
      if (book.length >= 3) return fail(409, 'You can add max 3 addresses');
      const id = `addr-${nextId++}`;
      const state = STATES.find((s) => s.code === body.state);
      const saved: StoredAddress = {
        ...(body as unknown as StoredAddress),
        _id: id,
        id,
        stateName: state?.name ?? '',
      };
      book.push(saved);
      return ok({ success: true, message: 'Address added successfully', data: saved }, 201);
    }
    const update = new RegExp(`^${base}/update/${customer.id}/(.+)$`).exec(pathname);
    if (request.method === 'PUT' && update) {
      const index = book.findIndex((a) => a.id === update[1]);
      if (index < 0) return fail(404, 'Address not found');
      const state = STATES.find((s) => s.code === body.state);
      const saved = { ...book[index], ...body, stateName: state?.name ?? '' };
      book[index] = saved;
      return ok({ success: true, message: 'Address updated successfully', data: saved });
    }
    const remove = new RegExp(`^${base}/delete/${customer.id}/(.+)$`).exec(pathname);
    if (request.method === 'DELETE' && remove) {
      const index = book.findIndex((a) => a.id === remove[1]);
      if (index < 0) return fail(404, 'Address not found');
      book.splice(index, 1);
      return ok({ success: true, message: 'Address deleted successfully' });
    }
    return undefined; // no answer: the test fails, naming the request
  });
  return { ...api, book, orders: orderBook, uploads };
}
