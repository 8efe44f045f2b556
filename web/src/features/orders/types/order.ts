// Orders as the gateway serves them (docs/api-buying.md, "Order"): amounts in rupees,
// dates RFC 3339. Read leniently: a missing field gets its neutral value.

export type OrderLine = {
  productId: string;
  title: string;
  productCode: string;
  image: string;
  quantity: number;
  price: number;
  lineTotal: number;
  colour: { id: string; title: string } | null;
  /**
   * The line may be returned once the order is delivered (docs/returns.md): false for a
   * line bought at a sale price, and from older servers that do not say.
   */
  returnable: boolean;
  /** Why not ("Sale items can't be returned"); '' when returnable or not said. */
  notReturnableReason: string;
};

export type AddressInfo = {
  addressId: string;
  name: string;
  address: string;
  state: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
  /** The delivery promise made at checkout (YYYY-MM-DD); '' when none was given. */
  deliveryEarliestDate: string;
  deliveryLatestDate: string;
};

/** Where a cash-on-delivery order stands (docs/cash-on-delivery.md). */
export type CodStatus =
  'awaiting-confirmation' | 'awaiting-advance' | 'confirmed' | 'collected' | 'rto' | '';

/** A cash-on-delivery order's side of things: rupees, RFC 3339 or ''. */
export type OrderCod = {
  status: CodStatus;
  fee: number;
  advance: number;
  dueOnDelivery: number;
  confirmBy: string;
  confirmedAt: string;
  cashCollected: number;
  cashCollectedAt: string;
};

/** Where a return stands (docs/returns.md, "States"); '' for one this page does not know. */
export type ReturnStatus =
  'requested' | 'approved' | 'rejected' | 'received' | 'refunded' | 'replaced' | '';

/** A returned line, as the return carries it. */
export type ReturnLine = {
  productId: string;
  colourId: string;
  title: string;
  colourTitle: string;
  image: string;
  quantity: number;
  price: number;
};

/** A return after delivery (docs/returns.md, "The return, as the API shows it"): rupees, RFC 3339 or ''. */
export type OrderReturn = {
  id: string;
  orderId: string;
  status: ReturnStatus;
  reason: string;
  reasonLabel: string;
  note: string;
  lines: ReturnLine[];
  itemsAmount: number;
  shippingReimbursement: number;
  deduction: number;
  refundAmount: number;
  /** '' | 'refund' | 'replacement' */
  resolution: string;
  ownerNote: string;
  requestedAt: string;
  decidedAt: string;
  receivedAt: string;
  resolvedAt: string;
  refundedAt: string;
  refundReference: string;
  creditNoteNumber: string;
  /** The shopper's photos (`/media/images/{id}/640.jpg`); [] when none, and from older servers. */
  photos: string[];
};

export type Order = {
  id: string;
  orderDate: string;
  orderUpdateDate: string;
  totalAmount: number;
  /** 'razorpay' or 'cod' (cash on delivery). */
  paymentMethod: string;
  /** 'pending', 'paid', … and 'cod' while a cash-on-delivery order's cash is due. */
  paymentStatus: string;
  orderStatus: string;
  /** Why it was cancelled: 'customer', 'expired', 'rto' (refused at the door), …; '' if not. */
  cancelReason: string;
  /** The cash-on-delivery details; null for an online order (and from older servers). */
  cod: OrderCod | null;
  trackingNumber: string;
  /** The courier it was shipped with ('' before shipping). */
  courierName: string;
  /** The parcel's tracking page (an http(s) address, else ''). */
  trackingUrl: string;
  cartItems: OrderLine[];
  addressInfo: AddressInfo;
  /**
   * The customer may still cancel it (pending, confirmed or in process: never once it is
   * shipped, delivered, rejected or cancelled). The server decides; missing means false.
   */
  cancellable: boolean;
  /**
   * The GST tax invoice of a paid order ("SB/2026-27/000123") and its day (YYYY-MM-DD); ''
   * before payment or while the shop has no GST details (issue 17).
   */
  invoiceNumber: string;
  invoiceDate: string;
  /** The credit note of a paid order later cancelled ("SB/CN/2026-27/000007"); '' when none. */
  creditNoteNumber: string;
  creditNoteDate: string;
  /**
   * The refund of the order's payment once the provider has made it (after the customer's
   * cancel or the shop's rejection of a paid order; issue 17): rupees, when (RFC 3339) and
   * the provider's refund id ("rfnd_4LpTPLbGdAa1Qx"). 0 and '' until then.
   */
  refundedAmount: number;
  refundedAt: string;
  refundReference: string;
  /**
   * Until when a return can be requested (RFC 3339); '' when the order is not delivered, a
   * return exists, or the server is older than returns (docs/returns.md).
   */
  returnDeadline: string;
  /** The order's return (one per order); null when none, and from older servers. */
  returnRequest: OrderReturn | null;
};

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Raw => (isRecord(value) ? value : {});
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
function number(value: unknown): number {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

/** An http(s) address as it is; anything else as '' (never a javascript: link). */
function webAddress(value: string): string {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}

/** A path on this site (`/media/…`, never `//host`) or an http(s) address; anything else ''. */
function imageAddress(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return webAddress(trimmed);
}

const COD_STATUSES: readonly CodStatus[] = [
  'awaiting-confirmation',
  'awaiting-advance',
  'confirmed',
  'collected',
  'rto',
];

function readCod(value: unknown): OrderCod | null {
  if (!isRecord(value)) return null;
  const status = COD_STATUSES.find((known) => known === value.status) ?? '';
  return {
    status,
    fee: number(value.fee),
    advance: number(value.advance),
    dueOnDelivery: number(value.dueOnDelivery),
    confirmBy: text(value.confirmBy).trim(),
    confirmedAt: text(value.confirmedAt).trim(),
    cashCollected: number(value.cashCollected),
    cashCollectedAt: text(value.cashCollectedAt).trim(),
  };
}

const RETURN_STATUSES: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'replaced',
];

function readReturnLine(value: unknown): ReturnLine {
  const raw = record(value);
  return {
    productId: text(raw.productId),
    colourId: text(raw.colourId) || text(raw.colorId),
    title: text(raw.title),
    colourTitle: text(raw.colourTitle) || text(raw.colorTitle),
    image: text(raw.image),
    quantity: number(raw.quantity),
    price: number(raw.price),
  };
}

function readReturn(value: unknown): OrderReturn | null {
  if (!isRecord(value)) return null;
  return {
    id: text(value.id) || text(value._id),
    orderId: text(value.orderId),
    status: RETURN_STATUSES.find((known) => known === value.status) ?? '',
    reason: text(value.reason),
    reasonLabel: text(value.reasonLabel),
    note: text(value.note),
    lines: Array.isArray(value.lines) ? value.lines.map(readReturnLine) : [],
    itemsAmount: number(value.itemsAmount),
    shippingReimbursement: number(value.shippingReimbursement),
    deduction: number(value.deduction),
    refundAmount: number(value.refundAmount),
    resolution: text(value.resolution),
    ownerNote: text(value.ownerNote).trim(),
    requestedAt: text(value.requestedAt).trim(),
    decidedAt: text(value.decidedAt).trim(),
    receivedAt: text(value.receivedAt).trim(),
    resolvedAt: text(value.resolvedAt).trim(),
    refundedAt: text(value.refundedAt).trim(),
    refundReference: text(value.refundReference).trim(),
    creditNoteNumber: text(value.creditNoteNumber).trim(),
    photos: Array.isArray(value.photos)
      ? value.photos.map((photo) => imageAddress(text(photo))).filter(Boolean)
      : [],
  };
}

function readLine(value: unknown): OrderLine {
  const raw = record(value);
  const colours = isRecord(raw.colors) ? raw.colors : null;
  const price = number(raw.price);
  const quantity = number(raw.quantity);
  return {
    productId: text(raw.productId),
    title: text(raw.title),
    productCode: text(raw.productCode),
    image: text(raw.image),
    quantity,
    price,
    lineTotal:
      raw.lineTotal === undefined
        ? Math.round(price * quantity * 100) / 100
        : number(raw.lineTotal),
    colour: colours
      ? { id: text(colours._id) || text(colours.id), title: text(colours.title) }
      : null,
    returnable: raw.returnable === true,
    notReturnableReason: text(raw.notReturnableReason).trim(),
  };
}

export function readOrder(value: unknown): Order {
  const raw = record(value);
  const address = record(raw.addressInfo);
  return {
    id: text(raw.id) || text(raw._id),
    orderDate: text(raw.orderDate),
    orderUpdateDate: text(raw.orderUpdateDate),
    totalAmount: number(raw.totalAmount),
    paymentMethod: text(raw.paymentMethod),
    paymentStatus: text(raw.paymentStatus),
    orderStatus: text(raw.orderStatus),
    cancelReason: text(raw.cancelReason),
    cod: readCod(raw.cod),
    trackingNumber: text(raw.trackingNumber),
    courierName: text(raw.courierName),
    trackingUrl: webAddress(text(raw.trackingUrl)),
    cartItems: Array.isArray(raw.cartItems) ? raw.cartItems.map(readLine) : [],
    addressInfo: {
      addressId: text(address.addressId),
      name: text(address.name),
      address: text(address.address),
      state: text(address.state),
      city: text(address.city),
      pincode: text(address.pincode),
      phone: text(address.phone),
      notes: text(address.notes),
      deliveryEarliestDate: text(address.deliveryEarliestDate),
      deliveryLatestDate: text(address.deliveryLatestDate),
    },
    cancellable: raw.cancellable === true,
    invoiceNumber: text(raw.invoiceNumber).trim(),
    invoiceDate: text(raw.invoiceDate),
    creditNoteNumber: text(raw.creditNoteNumber).trim(),
    creditNoteDate: text(raw.creditNoteDate),
    refundedAmount: number(raw.refundedAmount),
    refundedAt: text(raw.refundedAt).trim(),
    refundReference: text(raw.refundReference).trim(),
    returnDeadline: text(raw.returnDeadline).trim(),
    returnRequest: readReturn(raw.returnRequest),
  };
}

export function readOrderList(envelope: unknown): Order[] {
  const data = record(envelope).data;
  return Array.isArray(data) ? data.map(readOrder) : [];
}

export function readOrderEnvelope(envelope: unknown): Order {
  return readOrder(record(envelope).data);
}

/**
 * What POST /shop/order/cancel and POST /shop/order/{id}/return answer: the server's words
 * and the order as it is now.
 */
export type OrderAnswer = { message: string; order: Order };
export type CancelledOrder = OrderAnswer;

export function readOrderAnswer(envelope: unknown): OrderAnswer {
  const raw = record(envelope);
  return { message: text(raw.message), order: readOrder(raw.data) };
}

export const readCancelEnvelope = readOrderAnswer;
