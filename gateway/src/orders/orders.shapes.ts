import { BadRequestException } from '@nestjs/common';
import { Float, ID, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import type { LineRequest } from '@boutique/contracts/order/v1/order_service';
import { DataResponse } from '../common/api-responses.js';
import { quantityOf, textOf } from '../common/body-fields.js';
import { CartLineInput } from '../common/cart-line.js';
import { numberFrom, toPaise } from '../common/money.js';
import { Prop, Shape } from '../common/shape.js';
import { RETURN_REASONS, ReturnView } from '../common/returns.js';

const TIME = '2025-01-31T10:00:00.000Z';
const UUID = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';
const RFC3339 = { example: TIME, description: 'RFC 3339', restDescription: '' };
/** A field of a REST body only, read leniently by the handler (any JSON value). */
const BODY = { optional: true, graphql: false } as const;

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
  'cancelled',
];
/** The statuses an admin may set (cancelled is the expiry's own). */
export const SETTABLE_STATUSES = ORDER_STATUSES.filter((status) => status !== 'cancelled');
const PROVIDERS = ['razorpay', 'sandbox', 'cod'];
const STOCK_HELD =
  'Whether the units are set aside for this order: a pending order until its payment fails or is cancelled (a new attempt takes them again), a paid one always, a cancelled or rejected one never';

/** The customer of an order, as it was when the order was placed. */
@Shape('OrderUser')
export class OrderUserView {
  @Prop({ example: 'Priya' }) name: string;
  @Prop({ example: 'Priya' }) userName: string;
  @Prop({ example: 'priya@example.com' }) email: string;
}

/** The colour of an order line. */
@Shape('OrderColour')
export class OrderColourView {
  @Prop(() => ID, { example: UUID }) id: string;
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop({ example: 'Rani pink' }) title: string;
}

/** A line as sold (a snapshot of the catalogue when the order was placed); rupees. */
@Shape('OrderLine')
export class OrderLineView {
  @Prop(() => ID, { example: UUID }) productId: string;
  @Prop({ example: 'Pastel organza saree' }) title: string;
  @Prop({ example: 'SR-1042' }) productCode: string;
  @Prop({ example: '/media/images/3f1c/1024.jpg' }) image: string;
  @Prop(() => Int, { example: 2 }) quantity: number;
  @Prop(() => Float, { example: 1999, description: 'Unit price charged, rupees' }) price: number;
  @Prop(() => Float, { example: 3998, description: 'price x quantity, rupees' }) lineTotal: number;
  @Prop(() => OrderColourView, { nullable: true }) colors: OrderColourView | null;
  @Prop({ example: false, description: 'Bought at a sale price' }) onSale: boolean;
  @Prop({
    example: true,
    description: 'Whether the line may be returned after delivery (docs/returns.md)',
  })
  returnable: boolean;
  @Prop({ example: '', description: "Why not, in words (\"Sale items can't be returned\"); ''" })
  notReturnableReason: string;
}

@Shape('OrderItem')
export class OrderItemView {
  @Prop(() => ID, { example: UUID }) productId: string;
  @Prop(() => Int, { example: 2 }) quantity: number;
}

/** The shipping address as it was when the order was placed. */
@Shape('OrderAddress')
export class OrderAddressView {
  @Prop(() => ID, { example: UUID }) addressId: string;
  @Prop({ example: 'Priya Sharma' }) name: string;
  @Prop({ example: '12 MG Road' }) address: string;
  @Prop({ example: 'Karnataka' }) state: string;
  @Prop({ example: 'Bengaluru' }) city: string;
  @Prop({ example: '560001' }) pincode: string;
  @Prop({ example: '9876543210' }) phone: string;
  @Prop({ example: 'Near the temple', description: 'Shown as Landmark', restDescription: '' })
  notes: string;
  @Prop({
    example: 'Same city',
    description: 'The delivery promise made at checkout: its zone; empty when none was given',
  })
  deliveryZone: string;
  @Prop({ example: '2026-12-01', description: 'The promise’s first day (YYYY-MM-DD), or empty' })
  deliveryEarliestDate: string;
  @Prop({ example: '2026-12-02', description: 'The promise’s last day (YYYY-MM-DD), or empty' })
  deliveryLatestDate: string;
}

@Shape('OrderStatusChange')
export class OrderStatusChangeView {
  @Prop({ example: 'confirmed' }) status: string;
  @Prop(RFC3339) at: string;
  @Prop({ example: '' }) trackingNumber: string;
}

/** The cash-on-delivery side of an order (docs/cash-on-delivery.md). */
@Shape('CodInfo')
export class CodInfoView {
  @Prop({
    example: 'confirmed',
    description: 'awaiting-confirmation, awaiting-advance, confirmed, collected or rto',
  })
  status: string;
  @Prop(() => Float, { example: 49, description: 'Rupees, in the total' }) fee: number;
  @Prop(() => Float, { example: 0, description: 'Rupees paid online in advance' }) advance: number;
  @Prop(() => Float, { example: 4047, description: 'Rupees to pay at the door' })
  dueOnDelivery: number;
  @Prop({ example: '', description: "RFC 3339: confirm by then or it is cancelled; '' after" })
  confirmBy: string;
  @Prop({ example: TIME, description: "RFC 3339; '' before" }) confirmedAt: string;
  @Prop(() => Float, { example: 0, description: 'Rupees the courier collected' })
  cashCollected: number;
  @Prop({ example: '', description: "RFC 3339; '' before" }) cashCollectedAt: string;
  @Prop({ example: 'low', description: "low, medium or high (admin only; '' for shoppers)" })
  riskLevel: string;
  @Prop(() => [String], {
    example: ['No risk signals'],
    description: "The risk level's reasons in the owner's words (admin only)",
  })
  riskReasons: string[];
}

/** An order (REST `data`, GraphQL `Order`): amounts in rupees. */
@Shape('Order')
export class OrderView {
  @Prop(() => ID, {
    example: UUID,
    description: 'UUID; the UI shows the first 8 characters',
    restDescription: '',
  })
  id: string;
  /** The same id under the name older clients read (REST only). */
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop(() => ID, { example: UUID }) userId: string;
  @Prop({ example: 'priya@example.com' }) email: string;
  @Prop(() => OrderUserView) user: OrderUserView;
  @Prop({ example: UUID }) cartId: string;
  @Prop(RFC3339) orderDate: string;
  @Prop(RFC3339) orderUpdateDate: string;
  @Prop(() => Float, { example: 3998, description: 'Rupees' }) totalAmount: number;
  @Prop({ example: 'razorpay', description: 'razorpay (online) or cod (cash on delivery)' })
  paymentMethod: string;
  @Prop({
    enum: ['pending', 'paid', 'failed', 'cod'],
    description:
      'pending, paid or failed; cod: a confirmed cash-on-delivery order whose cash is due',
    restDescription: '',
  })
  paymentStatus: string;
  @Prop({ enum: ORDER_STATUSES, description: ORDER_STATUSES.join(', '), restDescription: '' })
  orderStatus: string;
  @Prop({ example: '' }) trackingNumber: string;
  @Prop({ example: 'pay_29QQoUBi66xm2f' }) paymentId: string;
  @Prop({ example: 'order_9A33XWu170gUtm' }) razorpayOrderId: string;
  @Prop({ ...RFC3339, description: 'RFC 3339; when an unpaid order is cancelled' })
  expiresAt: string;
  @Prop({ example: true, description: STOCK_HELD }) stockHeld: boolean;
  @Prop(() => [OrderLineView]) cartItems: OrderLineView[];
  @Prop(() => [OrderItemView]) orderItems: OrderItemView[];
  @Prop(() => OrderAddressView) addressInfo: OrderAddressView;
  @Prop(() => [OrderStatusChangeView]) statusHistory: OrderStatusChangeView[];
  @Prop(() => [String], {
    example: ['confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected'],
    description:
      'The statuses an admin may set next, the current one first (empty for an unpaid order)',
  })
  nextStatuses: string[];
  @Prop({ example: 'delhivery', description: "The courier's id ('' before shipping)" })
  courierId: string;
  @Prop({ example: 'Delhivery', description: "The courier's name ('' before shipping)" })
  courierName: string;
  @Prop({
    example: 'https://www.delhivery.com/track/package/1234567890',
    description: "The parcel's tracking page ('' before shipping)",
  })
  trackingUrl: string;
  @Prop({
    example: true,
    description:
      'Whether its customer may still cancel it (POST /api/shop/order/cancel): pending, confirmed or inProcess',
  })
  cancellable: boolean;
  @Prop({
    example: '',
    description:
      "Why a cancelled order was cancelled: customer, expired or sold-out ('' otherwise, and for orders cancelled before the reason was kept)",
  })
  cancelReason: string;
  @Prop({
    example: 'SB/2026-27/000123',
    description:
      "Its GST invoice (GET /api/shop/order/invoice/{id}); '' when none (paid before the shop's tax settings were saved, or unpaid)",
  })
  invoiceNumber: string;
  @Prop({ example: '2026-11-27', description: "The invoice's day (YYYY-MM-DD); '' when none" })
  invoiceDate: string;
  @Prop({
    example: '',
    description:
      "The credit note of its cancellation or rejection (GET /api/shop/order/credit-note/{id}); '' when none",
  })
  creditNoteNumber: string;
  @Prop({ example: '', description: "The credit note's day (YYYY-MM-DD); '' when none" })
  creditNoteDate: string;
  @Prop(() => Float, {
    example: 0,
    description:
      'Rupees: the refund of its own payment once the provider made it (a cancelled or rejected paid order); 0 until then',
  })
  refundedAmount: number;
  @Prop({ example: '', description: "RFC 3339: when the refund was made; '' until then" })
  refundedAt: string;
  @Prop({ example: '', description: "The provider's refund id (rfnd_…); '' until then" })
  refundReference: string;
  @Prop(() => CodInfoView, {
    nullable: true,
    description: 'Cash on delivery (paymentMethod cod); null for an order paid online',
  })
  cod: CodInfoView | null;
  @Prop({ example: '', description: "RFC 3339: when it was delivered; '' before" })
  deliveredAt: string;
  @Prop({
    example: '',
    description:
      "RFC 3339: until when a return can be requested (POST /api/shop/order/{id}/return); '' when it can't (not delivered, the window passed, or a return exists)",
  })
  returnDeadline: string;
  @Prop(() => ReturnView, {
    nullable: true,
    description: 'Its return after delivery (docs/returns.md); null when none was asked',
  })
  returnRequest: ReturnView | null;
}

/** A courier the shop ships with (order's ORDER_COURIERS). */
@Shape('Courier')
export class CourierView {
  @Prop({ example: 'delhivery' }) id: string;
  @Prop({ example: 'Delhivery' }) name: string;
  @Prop({
    example: 'https://www.delhivery.com/track/package/{tracking}',
    description: '{tracking} stands for the URL-encoded tracking number',
  })
  trackingUrlPattern: string;
}

export class CourierListResponse extends DataResponse({ type: () => [CourierView] }) {}

/**
 * What placing an order answers: REST `CheckoutResponse` (the order in `data`), GraphQL
 * `CheckoutResult` (the order in `order`).
 */
@Shape('CheckoutResult', { rest: false })
export class CheckoutResponse {
  @Prop({ example: true }) success: boolean;
  @Prop(() => ID, { example: UUID }) orderId: string;
  @Prop({ example: 'order_9A33XWu170gUtm' }) razorpayOrderId: string;
  @Prop(() => Int, {
    example: 399_800,
    description: 'Paise, as Razorpay wants it',
    restDescription: 'Paise',
  })
  amount: number;
  @Prop({ example: 'INR' }) currency: string;
  @Prop({
    example: 'rzp_test_1DP5mmOlF5G5ag',
    description: 'The public key the checkout widget needs',
    restDescription: '',
  })
  keyId: string;
  @ApiProperty({ required: true })
  @Prop(() => String, { example: null, nullable: true, restType: String })
  approvalURL: string | null;
  @Prop({
    enum: PROVIDERS,
    description:
      'razorpay or sandbox; cod for a cash-on-delivery order confirmed by its e-mail link (no payment window)',
  })
  provider: string;
  @Prop({
    example: '',
    description:
      "A cash-on-delivery order's next step ('Please confirm your order from the e-mail …'); '' otherwise",
  })
  message: string;
  @Prop(() => OrderView, { graphql: false }) data: OrderView;
  @Prop(() => OrderView, { rest: false }) order: OrderView;
}

export class CheckoutProblemsResponse {
  @ApiProperty({ example: false }) success: false;
  @ApiProperty({ example: 'Unable to Complete Order' }) title: string;
  @ApiProperty({ example: 'Sorry, "Pastel organza" in Pink is currently out of stock.' })
  message: string;
  @ApiProperty({ type: [String] }) problems: string[];
}

export class OrderResponse extends DataResponse({ type: () => OrderView }) {}

export class OrderWriteResponse extends DataResponse(
  { type: () => OrderView },
  { message: 'Payment captured successfully' },
) {}

export class OrderListResponse extends DataResponse({ type: () => [OrderView] }) {}

export class AdminOrderListResponse extends OrderListResponse {
  @ApiProperty({ example: 42, description: 'All matches, over every page' }) total: number;
}

/**
 * POST /api/shop/order/create, as the storefront sends it (docs/api-buying.md, "Checkout").
 * Only the declared fields are kept (the rest, prices, titles, statuses, dates and the
 * address text included, are dropped by the validation pipe and never read).
 */
@Shape('CreateOrderBody', { graphql: false })
export class CreateOrderBody {
  @Prop({ ...BODY, description: "The caller's own id" }) userId?: unknown;
  @Prop({
    ...BODY,
    description:
      'Lines: productId, colors._id (or colorId), quantity. Absent or empty: the server cart',
    example: [{ productId: UUID, colors: { _id: 'c1' }, quantity: 1 }],
  })
  cartItems?: unknown;
  @Prop({ ...BODY, description: "addressId: one of the caller's own addresses" })
  addressInfo?: unknown;
  @Prop({ ...BODY, description: 'Same as addressInfo.addressId' }) addressId?: unknown;
  @Prop({ ...BODY, description: 'Rupees, only compared with the server total', example: 3998 })
  totalAmount?: unknown;
  @Prop({
    ...BODY,
    description: 'razorpay (default) or cod (docs/cash-on-delivery.md)',
    example: 'razorpay',
  })
  paymentMethod?: unknown;
}

/** createOrder's input (GraphQL). */
@Shape('CreateOrderInput', { kind: 'input', rest: false })
export class CreateOrderInput {
  @Prop(() => [CartLineInput], {
    optional: true,
    description: 'Absent or empty: the lines of the server cart',
  })
  cartItems?: CartLineInput[];
  @Prop(() => ID, { optional: true }) addressId?: string;
  @Prop(() => Float, { optional: true, description: 'Rupees; only compared with the server total' })
  totalAmount?: number;
  @Prop({ optional: true, description: 'razorpay (default) or cod' }) paymentMethod?: string;
}

/** createOrder's arguments (GraphQL). */
@Shape('CreateOrder', { kind: 'args' })
export class CreateOrderArgs {
  @Prop(() => CreateOrderInput) input: CreateOrderInput;
  @Prop({ optional: true }) idempotencyKey?: string;
}

/** POST /api/shop/order/capture, and the GraphQL `capturePayment` arguments. */
@Shape('Capture', { kind: 'args' })
export class CaptureBody {
  @Prop(() => ID) orderId: unknown;
  @Prop(() => String, { example: 'pay_29QQoUBi66xm2f' }) paymentId: unknown;
  @ApiProperty({ required: false })
  @Prop(() => String, { restDescription: "Razorpay's razorpay_signature" })
  signature?: unknown;
  @Prop({ ...BODY, description: 'Another name for signature (older clients)' }) payerId?: unknown;
}

/** POST /api/shop/order/cancel-payment, and the GraphQL `cancelPayment` arguments. */
@Shape('CancelPayment', { kind: 'args' })
export class CancelPaymentBody {
  @Prop(() => ID, { restDescription: 'The pending order whose payment window was closed' })
  orderId: unknown;
}

/** POST /api/shop/order/cancel, and the GraphQL `cancelOrder` arguments. */
@Shape('CancelOrder', { kind: 'args' })
export class CancelOrderBody {
  @Prop(() => ID, { restDescription: 'The order to cancel (not yet shipped)' })
  orderId: unknown;
}

/** POST /api/shop/order/{orderId}/return, and requestReturn's arguments. */
@Shape('RequestReturn', { kind: 'args' })
export class RequestReturnArgs {
  @Prop(() => ID, { rest: false }) orderId: string;
  @Prop(() => [CartLineInput], {
    description:
      'The lines to return: productId, colorId (or colourId), quantity (at most as ordered)',
  })
  lines: CartLineInput[];
  @Prop({ enum: RETURN_REASONS, description: RETURN_REASONS.join(', '), restDescription: '' })
  reason: string;
  @Prop({ optional: true, description: 'At most 1000 characters' }) note?: string;
  @Prop(() => [String], {
    optional: true,
    description:
      "At most 4 photos: the ids of the caller's uploads (POST /api/shop/upload/return-photo)",
  })
  photos?: string[];
}

/** The order GraphQL `order(id)` names. */
@Shape('OrderId', { kind: 'args' })
export class OrderIdArgs {
  @Prop(() => ID) id: string;
}

/** PUT /api/admin/orders/update/{id} */
@Shape('UpdateOrderStatusBody', { graphql: false })
export class UpdateOrderStatusBody {
  @Prop({ enum: SETTABLE_STATUSES, graphql: false }) orderStatus?: unknown;
  @Prop({ ...BODY, description: 'Required for inShipping' }) trackingNumber?: unknown;
  @Prop({
    ...BODY,
    description:
      'A courier id of GET /api/admin/orders/couriers; required for inShipping unless the order already has one',
  })
  courierId?: unknown;
}

export const TOTAL_AMOUNT_RULE = 'Total amount must be a number';
export const IDEMPOTENCY_KEY_RULE = 'Idempotency-Key must be at most 200 characters';
const MAX_IDEMPOTENCY_KEY = 200;
/** The largest int32. */
const MAX_PAISE = 2_147_483_647;

/** What a checkout reads of a body (REST or GraphQL). */
export interface CheckoutFields {
  /** The lines asked for; undefined or empty: the server cart's. */
  lines?: LineRequest[];
  addressId: string;
  /** Paise; -1 when the client sent no total. */
  clientTotal: number;
  /** razorpay or cod ('' reads as razorpay; the order service refuses anything else). */
  paymentMethod: string;
}

/** The lines of `cartItems`: productId, colors._id (or colorId), quantity; nothing else. */
export function linesOf(cartItems: unknown): LineRequest[] | undefined {
  if (!Array.isArray(cartItems)) return undefined;
  return cartItems.map((item: unknown) => {
    const line = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const colors = (line.colors && typeof line.colors === 'object' ? line.colors : {}) as Record<
      string,
      unknown
    >;
    return {
      productId: textOf(line.productId),
      colourId: textOf(colors._id ?? colors.id) || textOf(line.colorId),
      quantity: quantityOf(line.quantity),
    };
  });
}

/** `totalAmount` in rupees as paise (Math.round(x * 100)); -1 when absent. */
export function clientTotalOf(totalAmount: unknown): number {
  if (totalAmount === undefined || totalAmount === null || totalAmount === '') return -1;
  const rupees = numberFrom(totalAmount);
  if (rupees === undefined || rupees < 0) throw new BadRequestException(TOTAL_AMOUNT_RULE);
  return Math.min(toPaise(rupees), MAX_PAISE);
}

/** The checkout fields of a REST body (the address id from addressInfo.addressId, else addressId). */
export function checkoutFieldsOf(body: CreateOrderBody): CheckoutFields {
  const info = body.addressInfo;
  const fromInfo =
    info && typeof info === 'object' ? textOf((info as Record<string, unknown>).addressId) : '';
  return {
    lines: linesOf(body.cartItems),
    addressId: fromInfo || textOf(body.addressId),
    clientTotal: clientTotalOf(body.totalAmount),
    paymentMethod: textOf(body.paymentMethod),
  };
}

/** The Idempotency-Key (trimmed, '' when absent); 400 when longer than 200 characters. */
export function idempotencyKeyOf(value: unknown): string {
  const key = Array.isArray(value) ? textOf(value[0]) : textOf(value);
  if (key.length > MAX_IDEMPOTENCY_KEY) throw new BadRequestException(IDEMPOTENCY_KEY_RULE);
  return key;
}

/** What cash on delivery would be for a basket (docs/cash-on-delivery.md); rupees. */
@Shape('CodQuote')
export class CodQuoteView {
  @Prop({ example: true }) available: boolean;
  @Prop({ example: 'low', description: 'low, medium, high or unavailable' }) level: string;
  @Prop(() => Float, { example: 49 }) fee: number;
  @Prop(() => Float, { example: 4047, description: 'The total with the fee' }) total: number;
  @Prop(() => Float, { example: 0, description: 'Paid online first (medium)' }) advance: number;
  @Prop(() => Float, { example: 4047 }) dueOnDelivery: number;
  @Prop({
    example:
      "Pay ₹4,047 in cash at delivery (includes a ₹49 COD fee). We'll e-mail you a link to confirm the order within 24 hours.",
  })
  message: string;
  @Prop(() => Int, { example: 24 }) confirmHours: number;
}

export class CodQuoteResponse extends DataResponse({ type: () => CodQuoteView }) {}

/** POST /api/shop/order/cod/quote: the checkout's body (lines or the cart, the address). */
@Shape('CodQuoteBody', { graphql: false })
export class CodQuoteBody {
  @Prop({ ...BODY, description: 'As checkout: absent or empty for the server cart' })
  cartItems?: unknown;
  @Prop({ ...BODY }) addressInfo?: unknown;
  @Prop({ ...BODY }) addressId?: unknown;
}

/** codQuote's arguments (GraphQL). */
@Shape('CodQuote', { kind: 'args' })
export class CodQuoteArgs {
  @Prop(() => [CartLineInput], { optional: true }) cartItems?: CartLineInput[];
  @Prop(() => ID) addressId: string;
}

/** POST /api/admin/orders/{id}/cod/collected, and recordCashCollected's arguments. */
@Shape('RecordCashCollected', { kind: 'args' })
export class CashCollectedBody {
  @Prop(() => ID, { rest: false }) orderId: string;
  @Prop(() => Float, { example: 4047, description: 'Rupees the courier collected' })
  amount: unknown;
}
