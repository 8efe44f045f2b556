// A return after delivery as the edge shows it (docs/returns.md): the shape both the
// order view (its returnRequest) and the owner's returns feature answer, and the mapping
// from the order service's message (amounts in rupees).
import { Float, ID, Int } from '@nestjs/graphql';
import type { ReturnRequest } from '@boutique/contracts/order/v1/order_service';
import { toRupees } from './money.js';
import { Prop, Shape } from './shape.js';

const TIME = '2026-11-27T10:00:00.000Z';
const UUID = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';
const WHEN = { example: TIME, description: "RFC 3339; '' before" };

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'replaced',
];
export const RETURN_REASONS = ['damaged', 'defective', 'wrong-item', 'not-as-described'];

/** A line of a return, as it was sold; rupees. */
@Shape('ReturnLine')
export class ReturnLineView {
  @Prop(() => ID, { example: UUID }) productId: string;
  @Prop({ example: '', description: "The colour's id ('' for a product without colours)" })
  colourId: string;
  @Prop({ example: 'Pastel organza saree' }) title: string;
  @Prop({ example: 'Rani pink' }) colourTitle: string;
  @Prop({ example: '/media/images/3f1c/1024.jpg' }) image: string;
  @Prop(() => Int, { example: 1 }) quantity: number;
  @Prop(() => Float, { example: 2999, description: 'Unit price charged, rupees' }) price: number;
}

/** A return after delivery (docs/returns.md); amounts in rupees. */
@Shape('Return')
export class ReturnView {
  @Prop(() => ID, { example: UUID }) id: string;
  @Prop(() => ID, { example: UUID }) orderId: string;
  @Prop({ enum: RETURN_STATUSES, description: RETURN_STATUSES.join(', '), restDescription: '' })
  status: string;
  @Prop({ enum: RETURN_REASONS, description: RETURN_REASONS.join(', '), restDescription: '' })
  reason: string;
  @Prop({ example: 'Arrived damaged' }) reasonLabel: string;
  @Prop({ example: 'The pallu is torn' }) note: string;
  @Prop(() => [ReturnLineView]) lines: ReturnLineView[];
  @Prop(() => Float, { example: 2999, description: "The lines' price, rupees" })
  itemsAmount: number;
  @Prop(() => Float, { example: 100, description: 'Return shipping reimbursed, rupees' })
  shippingReimbursement: number;
  @Prop(() => Float, { example: 0, description: 'Bank charge deducted, rupees' })
  deduction: number;
  @Prop(() => Float, { example: 3099, description: 'Refunded, rupees (0 before)' })
  refundAmount: number;
  @Prop({ example: '', description: "'', refund or replacement" }) resolution: string;
  @Prop({ example: '', description: "The owner's note to the customer" }) ownerNote: string;
  @Prop({ example: TIME, description: 'RFC 3339' }) requestedAt: string;
  @Prop(WHEN) decidedAt: string;
  @Prop(WHEN) receivedAt: string;
  @Prop(WHEN) resolvedAt: string;
  @Prop({ ...WHEN, description: "RFC 3339: when the refund was made; '' before" })
  refundedAt: string;
  @Prop({
    example: 'rfnd_4LpTPLbGdAa1Qx',
    description: "The provider's refund id, or the owner's UPI / bank reference (COD)",
  })
  refundReference: string;
  @Prop({ example: '', description: "The credit note for the returned pieces ('' before)" })
  creditNoteNumber: string;
  @Prop({ example: 'Priya Sharma', description: "The customer's name (owner's list)" })
  customerName: string;
  @Prop({ example: 'priya@example.com', description: "The customer's e-mail (owner's list)" })
  email: string;
  @Prop({ example: '', description: "RFC 3339: when the order was placed (owner's list)" })
  orderDate: string;
  @Prop({ example: 'razorpay', description: "The order's payment method: razorpay or cod" })
  paymentMethod: string;
  @Prop(() => [String], {
    example: ['/media/images/3f1c/640.jpg'],
    description: "The customer's photos (URLs; up to 4)",
  })
  photos: string[];
}

/** The order service's return as the edge shows it: amounts in rupees. */
export function toReturnView(found: ReturnRequest): ReturnView {
  return {
    id: found.id,
    orderId: found.orderId,
    status: found.status,
    reason: found.reason,
    reasonLabel: found.reasonLabel,
    note: found.note,
    lines: found.lines.map((line) => ({
      productId: line.productId,
      colourId: line.colourId,
      title: line.title,
      colourTitle: line.colourTitle,
      image: line.image,
      quantity: line.quantity,
      price: toRupees(line.price),
    })),
    itemsAmount: toRupees(found.itemsAmount),
    shippingReimbursement: toRupees(found.shippingReimbursement),
    deduction: toRupees(found.deduction),
    refundAmount: toRupees(found.refundAmount),
    resolution: found.resolution,
    ownerNote: found.ownerNote,
    requestedAt: found.requestedAt,
    decidedAt: found.decidedAt,
    receivedAt: found.receivedAt,
    resolvedAt: found.resolvedAt,
    refundedAt: found.refundedAt,
    refundReference: found.refundReference,
    creditNoteNumber: found.creditNoteNumber,
    customerName: found.customerName,
    email: found.email,
    orderDate: found.orderDate,
    paymentMethod: found.paymentMethod,
    photos: [...found.photos],
  };
}
