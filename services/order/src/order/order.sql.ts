// The orders' tables as every part of the order feature reads them: the columns, the row
// types, reading an order with its lines and history, and turning rows into the proto Order.
import type { Order, OrderLine } from '@boutique/contracts/order/v1/order_service';
import type { EntityManager } from 'typeorm';
import { rows } from '@boutique/service-kit';
import { isUuid, ORDER_NOT_FOUND } from '../common/order-ids.js';
import { notReturnableReason } from '../returns/return-rules.js';
import { returnFields, returnsOf, type ReturnRow } from '../returns/return-view.js';
import {
  customerMayCancel,
  nextStatuses,
  type OrderStatus,
  type PaymentStatus,
} from './order-state-machine.js';

/** orders.shipping_address: the shipping address as it was when the order was placed. */
interface AddressSnapshot {
  addressId: string;
  name: string;
  address: string;
  state: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
  /** The delivery promise made at checkout (docs/delivery-promise.md); '' when none. */
  deliveryZone: string;
  deliveryEarliestDate: string;
  deliveryLatestDate: string;
}

/** The snapshot stored and answered: every field present, '' where the address had none. */
export function addressSnapshot(address: Partial<AddressSnapshot>): AddressSnapshot {
  return {
    addressId: address.addressId ?? '',
    name: address.name ?? '',
    address: address.address ?? '',
    state: address.state ?? '',
    city: address.city ?? '',
    pincode: address.pincode ?? '',
    phone: address.phone ?? '',
    notes: address.notes ?? '',
    deliveryZone: address.deliveryZone ?? '',
    deliveryEarliestDate: address.deliveryEarliestDate ?? '',
    deliveryLatestDate: address.deliveryLatestDate ?? '',
  };
}

const ORDER_FIELDS = [
  'id',
  'user_id',
  'email',
  'user_name',
  'cart_id',
  'order_date',
  'order_update_date',
  'total_amount',
  'payment_method',
  'payment_status',
  'order_status',
  'tracking_number',
  'payment_id',
  'razorpay_order_id',
  'shipping_address',
  'expires_at',
  'stock_held',
  'stock_held_since',
  'courier_id',
  'courier_name',
  'tracking_url',
  'cancel_reason',
  'refunded_amount',
  'refund_reference',
  'refunded_at',
  'cod_status',
  'cod_fee',
  'cod_advance',
  'cod_confirmed_at',
  'cash_collected',
  'cash_collected_at',
  'risk_level',
  'risk_reasons',
  'return_until',
];

/** An order row's columns in a query over `orders o`. */
export const ORDER_COLUMNS = ORDER_FIELDS.map((field) => `o.${field}`).join(', ');

/** The same columns for `INSERT/UPDATE orders ... RETURNING` (no read after the write). */
export const ORDER_RETURNING = ORDER_FIELDS.join(', ');

export interface OrderRow {
  id: string;
  user_id: string;
  email: string;
  user_name: string;
  cart_id: string;
  order_date: Date;
  order_update_date: Date;
  total_amount: number;
  payment_method: string;
  payment_status: PaymentStatus;
  order_status: OrderStatus;
  tracking_number: string;
  payment_id: string;
  razorpay_order_id: string;
  shipping_address: AddressSnapshot;
  expires_at: Date;
  stock_held: boolean;
  stock_held_since: Date;
  /** The courier it was shipped with ('' before shipping), its name and tracking page then. */
  courier_id: string;
  courier_name: string;
  tracking_url: string;
  /** Why a cancelled order was cancelled ('customer', 'expired', 'sold-out'); '' otherwise. */
  cancel_reason: string;
  /** The refund of its own payment once made (payment-refunded): paise, rfnd_…, when. */
  refunded_amount: number;
  refund_reference: string;
  refunded_at: Date | null;
  /**
   * The cash-on-delivery side (docs/cash-on-delivery.md): '' for an online order, else
   * awaiting-confirmation, awaiting-advance, confirmed, collected or rto; the fee and the
   * advance (paise, in total_amount); when confirmed; the cash collected; the risk level
   * and its reasons as assessed at checkout.
   */
  cod_status: CodStatus | '';
  cod_fee: number;
  cod_advance: number;
  cod_confirmed_at: Date | null;
  cash_collected: number;
  cash_collected_at: Date | null;
  risk_level: string;
  risk_reasons: string[];
  /** Until when a return may be asked: set when the order is delivered (docs/returns.md). */
  return_until: Date | null;
}

export type CodStatus =
  'awaiting-confirmation' | 'awaiting-advance' | 'confirmed' | 'collected' | 'rto';

/** The cash due at the door: the total less the advance paid online. */
export const dueOnDelivery = (row: Pick<OrderRow, 'total_amount' | 'cod_advance'>) =>
  row.total_amount - row.cod_advance;

/** The proto CodInfo of a COD order, undefined for an online one. */
function codInfo(row: OrderRow): Order['cod'] {
  if (row.payment_method !== 'cod') return undefined;
  const awaiting =
    row.cod_status === 'awaiting-confirmation' || row.cod_status === 'awaiting-advance';
  return {
    status: row.cod_status,
    fee: row.cod_fee,
    advance: row.cod_advance,
    dueOnDelivery: dueOnDelivery(row),
    confirmBy: awaiting && row.order_status === 'pending' ? row.expires_at.toISOString() : '',
    confirmedAt: row.cod_confirmed_at?.toISOString() ?? '',
    cashCollected: row.cash_collected,
    cashCollectedAt: row.cash_collected_at?.toISOString() ?? '',
    riskLevel: row.risk_level,
    riskReasons: row.risk_reasons ?? [],
  };
}

export interface LineRow {
  order_id: string;
  product_id: string;
  colour_id: string;
  title: string;
  product_code: string;
  colour_title: string;
  image: string;
  quantity: number;
  price: number;
  line_total: number;
  /** Bought at a sale price, or its product flagged not returnable (docs/returns.md). */
  on_sale: boolean;
  no_returns: boolean;
}

export interface HistoryRow {
  order_id: string;
  status: string;
  at: Date;
  tracking_number: string;
}

export { isUuid, ORDER_NOT_FOUND };

/** The orders of `found` (in its order) with their lines and history. */
export async function withDetails(manager: EntityManager, found: OrderRow[]): Promise<Order[]> {
  if (found.length === 0) return [];
  const ids = found.map((row) => row.id);
  const [lines, history, invoices, returns] = await Promise.all([
    rows<LineRow>(
      manager,
      `SELECT * FROM order_line WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position`,
      [ids],
    ),
    rows<HistoryRow>(
      manager,
      `SELECT order_id, status, at, tracking_number FROM order_status_change
        WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, id`,
      [ids],
    ),
    rows<{ order_id: string; kind: string; number: string; issued_on: string }>(
      manager,
      `SELECT order_id, kind, number, to_char(issued_on, 'YYYY-MM-DD') AS issued_on
         FROM invoice WHERE order_id = ANY($1::uuid[])`,
      [ids],
    ),
    returnsOf(manager, ids),
  ]);
  return found.map((row) => {
    const issued = (kind: string) =>
      invoices.find((invoice) => invoice.order_id === row.id && invoice.kind === kind);
    return toOrder(
      row,
      lines.filter((line) => line.order_id === row.id),
      history.filter((change) => change.order_id === row.id),
      { invoice: issued('invoice'), creditNote: issued('credit-note') },
      returns.find((found) => found.order_id === row.id),
    );
  });
}

/** One order with its details, or undefined. */
export async function readOrder(
  manager: EntityManager,
  id: string,
): Promise<{ row: OrderRow; order: Order } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await rows<OrderRow>(
    manager,
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const [order] = await withDetails(manager, [row]);
  return { row, order };
}

/**
 * Whether the order's units are set aside for it: a pending order while it holds them (not
 * after a failed or cancelled payment), a paid one always (sold), a cancelled or rejected
 * one never (back in stock).
 */
function stockHeld(row: OrderRow): boolean {
  if (row.order_status === 'pending') return row.stock_held;
  return row.order_status !== 'cancelled' && row.order_status !== 'rejected';
}

/** An invoice or credit note of an order: its number and day (YYYY-MM-DD). */
interface IssuedNumber {
  number: string;
  issued_on: string;
}

/**
 * The proto Order of a row, its lines (in order), its history (oldest first) and its GST
 * invoice and credit note (invoices/), when it has them.
 */
export function toOrder(
  row: OrderRow,
  lines: LineRow[],
  history: HistoryRow[],
  issued: { invoice?: IssuedNumber; creditNote?: IssuedNumber } = {},
  returned?: ReturnRow,
): Order {
  const address = row.shipping_address;
  const order: Order = {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    userName: row.user_name,
    cartId: row.cart_id,
    orderDate: row.order_date.toISOString(),
    orderUpdateDate: row.order_update_date.toISOString(),
    totalAmount: row.total_amount,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    orderStatus: row.order_status,
    trackingNumber: row.tracking_number,
    paymentId: row.payment_id,
    razorpayOrderId: row.razorpay_order_id,
    lines: lines.map((line) => ({
      productId: line.product_id,
      colourId: line.colour_id,
      title: line.title,
      productCode: line.product_code,
      colourTitle: line.colour_title,
      image: line.image,
      quantity: line.quantity,
      price: line.price,
      lineTotal: line.line_total,
      onSale: line.on_sale ?? false,
      returnable: !notReturnableReason(line),
      notReturnableReason: notReturnableReason(line),
    })),
    address: addressSnapshot(address),
    history: history.map((change) => ({
      status: change.status,
      at: change.at.toISOString(),
      trackingNumber: change.tracking_number,
    })),
    expiresAt: row.expires_at.toISOString(),
    stockHeld: stockHeld(row),
    nextStatuses: nextStatuses({
      orderStatus: row.order_status,
      paymentStatus: row.payment_status,
    }),
    courierId: row.courier_id,
    courierName: row.courier_name,
    trackingUrl: row.tracking_url,
    cancellable: customerMayCancel(row.order_status),
    cancelReason: row.order_status === 'cancelled' ? row.cancel_reason : '',
    invoiceNumber: issued.invoice?.number ?? '',
    invoiceDate: issued.invoice?.issued_on ?? '',
    creditNoteNumber: issued.creditNote?.number ?? '',
    creditNoteDate: issued.creditNote?.issued_on ?? '',
    refundedAmount: row.refunded_amount ?? 0,
    refundedAt: row.refunded_at ? row.refunded_at.toISOString() : '',
    refundReference: row.refund_reference ?? '',
    cod: codInfo(row),
    deliveredAt: '',
    returnDeadline: '',
    returnRequest: undefined,
  };
  return { ...order, ...returnFields(order, row.return_until, returned) };
}

/** A line as the events carry it (an order's, or a return's). */
type EventLine = Pick<
  OrderLine,
  'productId' | 'colourId' | 'title' | 'productCode' | 'colourTitle' | 'quantity' | 'price'
>;

/** The event snapshot of lines: an order's (`order.lines`) or a return's. */
export function eventLines(lines: readonly EventLine[]) {
  return lines.map((line) => ({
    productId: line.productId,
    colourId: line.colourId,
    title: line.title,
    productCode: line.productCode,
    colourTitle: line.colourTitle,
    quantity: line.quantity,
    price: line.price,
  }));
}
