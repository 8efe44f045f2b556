// A return as stored (return_request) and as the proto answers it, and the order view's
// return fields (the deadline, the lines' returnability). order.sql.ts reads these with
// every order; the deadline is the order's return_until, set when it was delivered.
import type { Order, ReturnRequest } from '@boutique/contracts/order/v1/order_service';
import type { EntityManager } from 'typeorm';
import { rows } from '@boutique/service-kit';
import {
  RETURN_REASONS,
  type ReturnedLine,
  type ReturnReason,
  type ReturnStatus,
} from './return-rules.js';

export interface ReturnRow {
  id: string;
  order_id: string;
  user_id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string;
  lines: ReturnedLine[];
  items_amount: number;
  shipping_reimbursement: number;
  deduction: number;
  refund_amount: number;
  resolution: '' | 'refund' | 'replacement';
  owner_note: string;
  requested_at: Date;
  decided_at: Date | null;
  received_at: Date | null;
  resolved_at: Date | null;
  refunded_at: Date | null;
  refund_reference: string;
  photos: string[];
}

export const RETURN_COLUMNS = `r.id, r.order_id, r.user_id, r.status, r.reason, r.note, r.lines,
  r.items_amount, r.shipping_reimbursement, r.deduction, r.refund_amount, r.resolution,
  r.owner_note, r.requested_at, r.decided_at, r.received_at, r.resolved_at, r.refunded_at,
  r.refund_reference, r.photos`;

const iso = (at: Date | null) => at?.toISOString() ?? '';

/** The proto ReturnRequest; the order's fields when the owner's list joined them. */
export function toReturn(
  row: ReturnRow,
  order: {
    credit_note_number?: string | null;
    user_name?: string;
    email?: string;
    order_date?: Date;
    payment_method?: string;
  } = {},
): ReturnRequest {
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    reason: row.reason,
    reasonLabel: RETURN_REASONS[row.reason] ?? row.reason,
    note: row.note,
    lines: row.lines.map((line) => ({
      productId: line.productId,
      colourId: line.colourId,
      title: line.title,
      colourTitle: line.colourTitle,
      image: line.image,
      quantity: line.quantity,
      price: line.price,
    })),
    itemsAmount: row.items_amount,
    shippingReimbursement: row.shipping_reimbursement,
    deduction: row.deduction,
    refundAmount: row.refund_amount,
    resolution: row.resolution,
    ownerNote: row.owner_note,
    requestedAt: iso(row.requested_at),
    decidedAt: iso(row.decided_at),
    receivedAt: iso(row.received_at),
    resolvedAt: iso(row.resolved_at),
    refundedAt: iso(row.refunded_at),
    refundReference: row.refund_reference,
    creditNoteNumber: row.status === 'refunded' ? (order.credit_note_number ?? '') : '',
    customerName: order.user_name ?? '',
    email: order.email ?? '',
    orderDate: order.order_date ? order.order_date.toISOString() : '',
    paymentMethod: order.payment_method ?? '',
    photos: [...row.photos],
  };
}

/**
 * The `SET` item of `UPDATE orders` that opens the return window of an order delivered in
 * this transaction: its last delivered status change (written first) plus `days` (SQL
 * parameters, e.g. '$1' and '$7'); with `days` NULL the order keeps its return_until.
 */
export function openReturnWindow(orderIdParam: string, daysParam: string): string {
  return `return_until = COALESCE(
    (SELECT max(at) + make_interval(days => ${daysParam}::int) FROM order_status_change
      WHERE order_id = ${orderIdParam} AND status = 'delivered'),
    return_until)`;
}

/** The returns of these orders (at most one each). */
export function returnsOf(manager: EntityManager, orderIds: string[]): Promise<ReturnRow[]> {
  return rows<ReturnRow>(
    manager,
    `SELECT ${RETURN_COLUMNS} FROM return_request r WHERE r.order_id = ANY($1::uuid[])`,
    [orderIds],
  );
}

/**
 * The order view's return fields: when it was delivered (its last delivered status), until
 * when a return can be asked (`returnUntil`, set at delivery; '' once past, before
 * delivery, or once asked), and the return.
 */
export function returnFields(
  order: Pick<Order, 'orderStatus' | 'history' | 'creditNoteNumber' | 'paymentMethod'>,
  returnUntil: Date | null,
  found: ReturnRow | undefined,
  now = new Date(),
): Pick<Order, 'deliveredAt' | 'returnDeadline' | 'returnRequest'> {
  const delivered = order.history.filter((change) => change.status === 'delivered').at(-1);
  const deliveredAt = order.orderStatus === 'delivered' && delivered ? delivered.at : '';
  const open = deliveredAt && !found && returnUntil && returnUntil > now;
  const deadline = open ? returnUntil.toISOString() : '';
  return {
    deliveredAt,
    returnDeadline: deadline,
    returnRequest: found
      ? toReturn(found, {
          credit_note_number: order.creditNoteNumber,
          payment_method: order.paymentMethod,
        })
      : undefined,
  };
}
