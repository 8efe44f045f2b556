import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type {
  LineRequest,
  Order,
  ShippingAddress,
} from '@boutique/contracts/order/v1/order_service';
import type { User } from '@boutique/contracts/identity/v1/identity_service';
import { isGrpcError } from '@boutique/service-kit';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ACCESS_DENIED } from '../auth/roles.guard.js';
import { CartClient } from '../clients/cart.client.js';
import { ContentClient } from '../clients/content.client.js';
import { IdentityClient } from '../clients/identity.client.js';
import { OrderClient } from '../clients/order.client.js';
import { toReturnView } from '../common/returns.js';
import { actorOf, assertMayActFor, namedActorOf } from '../common/actor.js';
import { quantityOf, textOf } from '../common/body-fields.js';
import { States } from '../common/geo.js';
import { GrpcStatus } from '../common/grpc-status.js';
import { hasWholePaise, numberFrom, toPaise, toRupees } from '../common/money.js';
import {
  SETTABLE_STATUSES,
  type CheckoutFields,
  type CheckoutResponse,
  type CodInfoView,
  type CodQuoteView,
  type CourierView,
  type OrderView,
} from './orders.shapes.js';

export const CART_EMPTY = 'Your cart is empty. Please add items to proceed.';
export const SELECT_ADDRESS = 'Please select one address to proceed.';
export const ADDRESS_NOT_FOUND = 'Address not found';
export const PAYMENT_CAPTURED = 'Payment captured successfully';
export const PAYMENT_CANCELLED = 'Payment cancelled';
export const ORDER_CANCELLED = 'Your order has been cancelled.';
export const ORDER_STATUS_UPDATED = 'Order status updated successfully';
export const INVALID_ORDER_STATUS = 'Invalid order status';
export const CHECKOUT_PROBLEMS_TITLE = 'Unable to Complete Order';
export const CASH_AMOUNT_RULE = 'The cash collected must be an amount in rupees, e.g. 4047';

/** How many customers' cart ids a gateway process keeps (about 100 bytes each). */
const CART_IDS_KEPT = 50_000;

/**
 * A checkout the order service refused for stock (ok=false): 409
 * `{ success: false, title, message: problems[0], problems }` in REST, and
 * `extensions.problems` in GraphQL (the exception filter adds the fields).
 */
export class CheckoutProblemsException extends ConflictException {
  constructor(readonly problems: string[]) {
    const message = problems[0] ?? CHECKOUT_PROBLEMS_TITLE;
    super({ title: CHECKOUT_PROBLEMS_TITLE, message, problems });
  }
}

/**
 * The cash-on-delivery side as the gateway shows it (rupees); the risk level and its reasons
 * only to an admin.
 */
function codView(cod: Order['cod'], forAdmin: boolean): CodInfoView | null {
  if (!cod) return null;
  return {
    status: cod.status,
    fee: toRupees(cod.fee),
    advance: toRupees(cod.advance),
    dueOnDelivery: toRupees(cod.dueOnDelivery),
    confirmBy: cod.confirmBy,
    confirmedAt: cod.confirmedAt,
    cashCollected: toRupees(cod.cashCollected),
    cashCollectedAt: cod.cashCollectedAt,
    riskLevel: forAdmin ? cod.riskLevel : '',
    riskReasons: forAdmin ? cod.riskReasons : [],
  };
}

/** An order as the gateway shows it (docs/api-buying.md "Order"): rupees, `_id`, snapshots. */
export function toOrderView(order: Order | undefined, forAdmin = false): OrderView {
  if (!order?.id) throw new Error('order service answered no order');
  const { id, userId, email, userName, address, lines, history } = order;
  return {
    id,
    _id: id,
    userId,
    email,
    user: { name: userName, userName, email },
    cartId: order.cartId,
    orderDate: order.orderDate,
    orderUpdateDate: order.orderUpdateDate,
    totalAmount: toRupees(order.totalAmount),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    trackingNumber: order.trackingNumber,
    paymentId: order.paymentId,
    razorpayOrderId: order.razorpayOrderId,
    expiresAt: order.expiresAt,
    stockHeld: order.stockHeld,
    cartItems: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      productCode: line.productCode,
      image: line.image,
      quantity: line.quantity,
      price: toRupees(line.price),
      lineTotal: toRupees(line.lineTotal),
      colors: line.colourId
        ? { id: line.colourId, _id: line.colourId, title: line.colourTitle }
        : null,
      onSale: line.onSale ?? false,
      returnable: line.returnable ?? false,
      notReturnableReason: line.notReturnableReason ?? '',
    })),
    orderItems: lines.map(({ productId, quantity }) => ({ productId, quantity })),
    addressInfo: {
      addressId: address?.addressId ?? '',
      name: address?.name ?? '',
      address: address?.address ?? '',
      state: address?.state ?? '',
      city: address?.city ?? '',
      pincode: address?.pincode ?? '',
      phone: address?.phone ?? '',
      notes: address?.notes ?? '',
      deliveryZone: address?.deliveryZone ?? '',
      deliveryEarliestDate: address?.deliveryEarliestDate ?? '',
      deliveryLatestDate: address?.deliveryLatestDate ?? '',
    },
    statusHistory: history.map(({ status, at, trackingNumber }) => ({
      status,
      at,
      trackingNumber,
    })),
    nextStatuses: order.nextStatuses ?? [],
    courierId: order.courierId ?? '',
    courierName: order.courierName ?? '',
    trackingUrl: order.trackingUrl ?? '',
    cancellable: order.cancellable ?? false,
    cancelReason: order.cancelReason ?? '',
    invoiceNumber: order.invoiceNumber ?? '',
    invoiceDate: order.invoiceDate ?? '',
    creditNoteNumber: order.creditNoteNumber ?? '',
    creditNoteDate: order.creditNoteDate ?? '',
    refundedAmount: toRupees(order.refundedAmount ?? 0),
    refundedAt: order.refundedAt ?? '',
    refundReference: order.refundReference ?? '',
    cod: codView(order.cod, forAdmin),
    deliveredAt: order.deliveredAt ?? '',
    returnDeadline: order.returnDeadline ?? '',
    returnRequest: order.returnRequest ? toReturnView(order.returnRequest) : null,
  };
}

/** What placing an order answers: the REST body without `success`, the order as a view. */
export type Checkout = Omit<CheckoutResponse, 'success' | 'data'>;

export interface CheckoutRequest extends CheckoutFields {
  /** The body's userId (must be the caller's own when given). */
  userId?: unknown;
  idempotencyKey: string;
  requestHash: string;
}

/** A change of an order: its message and the order after it. */
export interface OrderChange {
  message: string;
  order: OrderView;
}

/** The change a service answered (`fallback` when it gives no message). */
/** A change's answer: the service's message (or `fallback`) and the order, the admin's view if `forAdmin`. */
function changed(
  answer: { message: string; order?: Order },
  fallback: string,
  forAdmin = false,
): OrderChange {
  return { message: answer.message || fallback, order: toOrderView(answer.order, forAdmin) };
}

const RETURN_REQUESTED = "Return requested. We'll reply within 2 working days.";
export const RETURN_LINES_RULE = 'Please choose at least one item to return';

/** A return request's lines: productId, colorId (or colourId), quantity. */
export const RETURN_PHOTOS_MAX = 4;
export const RETURN_PHOTOS_RULE = `You can add at most ${RETURN_PHOTOS_MAX} photos`;
const PHOTO_NOT_FOUND = 'A photo could not be found. Please upload it again.';

/** A return's `photos`: the ids (or URLs) of the caller's uploads, each once, at most 4. */
function photoIdsOf(photos: unknown): string[] {
  if (photos === undefined || photos === null) return [];
  if (!Array.isArray(photos) || photos.some((photo) => typeof photo !== 'string'))
    throw new BadRequestException(PHOTO_NOT_FOUND);
  const ids = [...new Set(photos as string[])];
  if (ids.length > RETURN_PHOTOS_MAX) throw new BadRequestException(RETURN_PHOTOS_RULE);
  return ids;
}

function returnLinesOf(lines: unknown) {
  if (!Array.isArray(lines) || lines.length === 0) throw new BadRequestException(RETURN_LINES_RULE);
  return lines.map((item: unknown) => {
    const line = (item ?? {}) as Record<string, unknown>;
    return {
      productId: textOf(line.productId),
      colourId: textOf(line.colorId ?? line.colourId),
      quantity: quantityOf(line.quantity),
    };
  });
}

/**
 * Checkout and orders at the edge. The gateway reads the caller's e-mail, name and chosen
 * address from identity (never from the body), the lines from the body's ids and
 * quantities or the server cart, and leaves pricing, stock and totals to the order service.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrderClient,
    private readonly cart: CartClient,
    private readonly identity: IdentityClient,
    private readonly states: States,
    private readonly content: ContentClient,
  ) {}

  /** Cart ids by customer id (see cartIdOf). */
  private readonly cartIds = new Map<string, string>();

  async create(caller: AuthUser, request: CheckoutRequest): Promise<Checkout> {
    const { userId } = request;
    if (userId !== undefined && userId !== null && userId !== '' && userId !== caller.id) {
      throw new ForbiddenException(ACCESS_DENIED);
    }
    let lines: LineRequest[];
    let cartId: Promise<string>;
    if (request.lines?.length) {
      lines = request.lines;
      // The order remembers the cart it came from; the lines are the body's.
      cartId = this.cartIdOf(caller);
    } else {
      const cart = await this.cartLines(caller);
      lines = cart.lines;
      cartId = Promise.resolve(cart.cartId);
    }
    if (lines.length === 0) throw new BadRequestException(CART_EMPTY);
    if (!request.addressId) throw new BadRequestException(SELECT_ADDRESS);
    const [{ address, user }, cart] = await Promise.all([
      this.address(caller, request.addressId),
      cartId,
    ]);
    const answer = await this.orders.rpc.createOrder(
      {
        actor: namedActorOf(caller),
        email: user?.email ?? caller.email,
        userName: user?.userName ?? caller.userName,
        cartId: cart,
        lines,
        address,
        clientTotal: request.clientTotal,
        paymentMethod: request.paymentMethod || 'razorpay',
        idempotencyKey: request.idempotencyKey,
        requestHash: request.requestHash,
        accountCreatedAt: user?.createdAt ?? '',
      },
      // With the shopper's Idempotency-Key a repeat answers the first result (order's
      // CreateOrder waits for the first attempt's transaction), so a call cut off by a
      // replica that died is sent again to another one; without a key it is not.
      { retryable: request.idempotencyKey !== '' },
    );
    if (!answer.ok) throw new CheckoutProblemsException(answer.problems);
    const order = toOrderView(answer.order);
    return {
      orderId: order.id,
      razorpayOrderId: answer.razorpayOrderId,
      amount: answer.amount,
      currency: answer.currency || 'INR',
      keyId: answer.keyId,
      approvalURL: answer.approvalUrl || null,
      provider: answer.provider,
      message: answer.message ?? '',
      order,
    };
  }

  /**
   * What cash on delivery would be for the caller's basket (the body's lines or the server
   * cart) to one of their addresses: the order service's offer, nothing stored.
   */
  async quoteCod(
    caller: AuthUser,
    request: { lines?: LineRequest[]; addressId: string },
  ): Promise<CodQuoteView> {
    const lines = request.lines?.length ? request.lines : (await this.cartLines(caller)).lines;
    if (lines.length === 0) throw new BadRequestException(CART_EMPTY);
    if (!request.addressId) throw new BadRequestException(SELECT_ADDRESS);
    const { address, user } = await this.address(caller, request.addressId);
    const quote = await this.orders.rpc.quoteCod({
      actor: namedActorOf(caller),
      lines,
      address,
      accountCreatedAt: user?.createdAt ?? '',
    });
    return {
      available: quote.available,
      level: quote.level,
      fee: toRupees(quote.fee),
      total: toRupees(quote.total),
      advance: toRupees(quote.advance),
      dueOnDelivery: toRupees(quote.dueOnDelivery),
      message: quote.message,
      confirmHours: quote.confirmHours,
    };
  }

  /** The owner records the cash the courier collected for a COD order (rupees). */
  async recordCashCollected(admin: AuthUser, orderId: string, amount: unknown) {
    const rupees = numberFrom(amount);
    if (rupees === undefined || !hasWholePaise(rupees) || rupees <= 0)
      throw new BadRequestException(CASH_AMOUNT_RULE);
    const answer = await this.orders.rpc.recordCashCollected({
      actor: namedActorOf(admin),
      orderId,
      amount: Math.min(toPaise(rupees), 2_147_483_647),
    });
    return changed(answer, '', true);
  }

  /** The owner marks a shipped COD parcel returned to origin (refused at the door). */
  async markReturnedToOrigin(admin: AuthUser, orderId: string): Promise<OrderChange> {
    const answer = await this.orders.rpc.markReturnedToOrigin({
      actor: namedActorOf(admin),
      orderId,
    });
    return changed(answer, '', true);
  }

  async capture(
    caller: AuthUser,
    fields: { orderId: unknown; paymentId: unknown; signature: unknown },
  ): Promise<OrderChange> {
    const answer = await this.orders.rpc.capturePayment({
      actor: namedActorOf(caller),
      orderId: textOf(fields.orderId),
      paymentId: textOf(fields.paymentId),
      signature: textOf(fields.signature),
    });
    return changed(answer, PAYMENT_CAPTURED);
  }

  /** The owner closed or timed out the payment window: the order's units go back at once. */
  async cancelPayment(caller: AuthUser, orderId: unknown): Promise<OrderChange> {
    const answer = await this.orders.rpc.cancelPayment({
      actor: namedActorOf(caller),
      orderId: textOf(orderId),
    });
    return changed(answer, PAYMENT_CANCELLED);
  }

  /** The owner cancels their order before it is shipped: units back, a payment refunded. */
  async cancel(caller: AuthUser, orderId: unknown): Promise<OrderChange> {
    const answer = await this.orders.rpc.cancelOrder({
      actor: namedActorOf(caller),
      orderId: textOf(orderId),
    });
    return changed(answer, ORDER_CANCELLED);
  }

  /** The customer asks to return lines of their delivered order (docs/returns.md). */
  async requestReturn(
    caller: AuthUser,
    orderId: string,
    body: { lines?: unknown; reason?: unknown; note?: unknown; photos?: unknown },
  ): Promise<OrderChange> {
    const lines = returnLinesOf(body.lines);
    const photos = await this.ownPhotos(caller, photoIdsOf(body.photos));
    const answer = await this.orders.rpc.requestReturn({
      actor: actorOf(caller),
      orderId,
      lines,
      reason: textOf(body.reason),
      note: typeof body.note === 'string' ? body.note : '',
      photos,
    });
    return changed(answer, RETURN_REQUESTED);
  }

  /**
   * The URLs of the caller's own uploads (content checks who uploaded each): a photo that
   * is not theirs, or no longer exists, is 400 and nothing is asked of the order service.
   */
  private async ownPhotos(caller: AuthUser, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    try {
      const { files } = await this.content.rpc.getOwnMedia({ actor: actorOf(caller), ids });
      return files.map((file) => file.url);
    } catch (error) {
      if (isGrpcError(error) && (error.code as number) === GrpcStatus.NOT_FOUND)
        throw new BadRequestException(error.details);
      throw error;
    }
  }

  async list(caller: AuthUser, userId: unknown): Promise<OrderView[]> {
    const owner = assertMayActFor(caller, userId);
    const { orders } = await this.orders.rpc.listOrders({
      actor: namedActorOf(caller),
      userId: owner,
    });
    return orders.map((order) => toOrderView(order));
  }

  async get(caller: AuthUser, orderId: string): Promise<OrderView> {
    const { order } = await this.orders.rpc.getOrder({ actor: namedActorOf(caller), orderId });
    return toOrderView(order, caller.role === 'admin');
  }

  async adminList(
    admin: AuthUser,
    query: { search: string; page: number; pageSize: number },
  ): Promise<{ orders: OrderView[]; total: number }> {
    const { orders, total } = await this.orders.rpc.adminListOrders({
      actor: namedActorOf(admin),
      ...query,
    });
    return { orders: orders.map((order) => toOrderView(order, true)), total };
  }

  async updateStatus(
    admin: AuthUser,
    orderId: string,
    fields: { orderStatus?: unknown; trackingNumber?: unknown; courierId?: unknown },
  ): Promise<OrderChange> {
    const orderStatus = textOf(fields.orderStatus);
    if (!SETTABLE_STATUSES.includes(orderStatus)) {
      throw new BadRequestException(INVALID_ORDER_STATUS);
    }
    const answer = await this.orders.rpc.updateOrderStatus({
      actor: namedActorOf(admin),
      orderId,
      orderStatus,
      trackingNumber: textOf(fields.trackingNumber),
      courierId: textOf(fields.courierId),
    });
    return changed(answer, ORDER_STATUS_UPDATED, true);
  }

  /** The couriers an order can be shipped with (order's ORDER_COURIERS). */
  async couriers(admin: AuthUser): Promise<CourierView[]> {
    const { couriers } = await this.orders.rpc.listCouriers({ actor: namedActorOf(admin) });
    return couriers.map(({ id, name, trackingUrlPattern }) => ({ id, name, trackingUrlPattern }));
  }

  private async cartLines(caller: AuthUser) {
    const cart = await this.cart.rpc.getCartLines({
      actor: namedActorOf(caller),
      userId: caller.id,
    });
    this.rememberCartId(caller.id, cart.cartId);
    return cart;
  }

  /**
   * The caller's cart id. A customer's cart row is made once and never replaced or
   * deleted (cart service), so the id is asked once per customer and process, not on
   * every checkout from the body's lines.
   */
  private cartIdOf(caller: AuthUser): Promise<string> {
    const known = this.cartIds.get(caller.id);
    if (known) return Promise.resolve(known);
    return this.cartLines(caller).then(
      (cart) => cart.cartId,
      () => '',
    );
  }

  private rememberCartId(userId: string, cartId: string): void {
    if (!cartId) return;
    if (this.cartIds.size >= CART_IDS_KEPT && !this.cartIds.has(userId)) {
      // Forget the oldest (a Map keeps insertion order).
      this.cartIds.delete(this.cartIds.keys().next().value!);
    }
    this.cartIds.set(userId, cartId);
  }

  /**
   * The caller's own address as the order's snapshot (404 "Address not found" otherwise),
   * with the caller's e-mail and name as identity stores them now, in one call.
   */
  private async address(
    caller: AuthUser,
    addressId: string,
  ): Promise<{ address: ShippingAddress; user: User | undefined }> {
    const found = await this.identity.rpc
      .getAddress({
        actor: actorOf(caller),
        userId: caller.id,
        addressId,
        includeUser: true,
        includeDelivery: true,
      })
      .catch((error: unknown) => {
        const code = isGrpcError(error) ? (error.code as number) : undefined;
        if (code === GrpcStatus.NOT_FOUND || code === GrpcStatus.INVALID_ARGUMENT) return undefined;
        throw error;
      });
    const stored = found?.address;
    if (!stored?.id) throw new NotFoundException(ADDRESS_NOT_FOUND);
    const state = await this.states.find(stored.state).catch(() => undefined);
    const { name, address, city, pincode, phone, notes } = stored;
    // The delivery promise to the pincode now, kept on the order (docs/delivery-promise.md).
    const promise = found?.delivery?.serviceable ? found.delivery : undefined;
    return {
      address: {
        addressId: stored.id,
        name,
        address,
        state: state?.name ?? stored.state,
        city,
        pincode,
        phone,
        notes,
        deliveryZone: promise?.zoneLabel ?? '',
        deliveryEarliestDate: promise?.earliestDate ?? '',
        deliveryLatestDate: promise?.latestDate ?? '',
      },
      user: found?.user,
    };
  }
}
