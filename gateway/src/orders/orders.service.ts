import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { LineRequest, ShippingAddress } from '@boutique/contracts/order/v1/order_service';
import { isGrpcError } from '@boutique/service-kit';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ACCESS_DENIED } from '../auth/roles.guard.js';
import { CartClient } from '../clients/cart.client.js';
import { IdentityClient } from '../clients/identity.client.js';
import { OrderClient } from '../clients/order.client.js';
import { actorOf, assertMayActFor, namedActorOf } from '../common/actor.js';
import { textOf } from '../common/body-fields.js';
import { GrpcStatus } from '../common/grpc-status.js';
import { GeoService } from '../geo/geo.service.js';
import { CheckoutProblemsException } from './checkout-problems.exception.js';
import type { CheckoutFields } from './order.inputs.js';
import { ORDER_STATUSES, type OrderView } from './order.models.js';
import { toOrderView } from './order.views.js';

export const CART_EMPTY = 'Your cart is empty. Please add items to proceed.';
export const SELECT_ADDRESS = 'Please select one address to proceed.';
export const ADDRESS_NOT_FOUND = 'Address not found';
export const PAYMENT_CAPTURED = 'Payment captured successfully';
export const PAYMENT_CANCELLED = 'Payment cancelled';
export const ORDER_STATUS_UPDATED = 'Order status updated successfully';
export const INVALID_ORDER_STATUS = 'Invalid order status';
/** The statuses an admin may set (cancelled is the expiry's own). */
export const SETTABLE_STATUSES = ORDER_STATUSES.filter((status) => status !== 'cancelled');

/** What placing an order answers (the REST body without `success`, the order as a view). */
export interface Checkout {
  orderId: string;
  razorpayOrderId: string;
  amount: number;
  currency: string;
  keyId: string;
  approvalURL: string | null;
  provider: string;
  order: OrderView;
}

export interface CheckoutRequest extends CheckoutFields {
  /** The body's userId (must be the caller's own when given). */
  userId?: unknown;
  idempotencyKey: string;
  requestHash: string;
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
    private readonly geo: GeoService,
  ) {}

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
      cartId = this.cartLines(caller).then(
        (cart) => cart.cartId,
        () => '',
      );
    } else {
      const cart = await this.cartLines(caller);
      lines = cart.lines;
      cartId = Promise.resolve(cart.cartId);
    }
    if (lines.length === 0) throw new BadRequestException(CART_EMPTY);
    if (!request.addressId) throw new BadRequestException(SELECT_ADDRESS);
    const [address, user, cart] = await Promise.all([
      this.address(caller, request.addressId),
      this.identity.rpc.getUser({ id: caller.id }),
      cartId,
    ]);
    const answer = await this.orders.rpc.createOrder(
      {
        actor: namedActorOf(caller),
        email: user.user?.email ?? caller.email,
        userName: user.user?.userName ?? caller.userName,
        cartId: cart,
        lines,
        address,
        clientTotal: request.clientTotal,
        paymentMethod: 'razorpay',
        idempotencyKey: request.idempotencyKey,
        requestHash: request.requestHash,
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
      order,
    };
  }

  async capture(
    caller: AuthUser,
    fields: { orderId: unknown; paymentId: unknown; signature: unknown },
  ): Promise<{ message: string; order: OrderView }> {
    const answer = await this.orders.rpc.capturePayment({
      actor: namedActorOf(caller),
      orderId: textOf(fields.orderId),
      paymentId: textOf(fields.paymentId),
      signature: textOf(fields.signature),
    });
    return { message: answer.message || PAYMENT_CAPTURED, order: toOrderView(answer.order) };
  }

  /** The owner closed or timed out the payment window: the order's units go back at once. */
  async cancelPayment(
    caller: AuthUser,
    orderId: unknown,
  ): Promise<{ message: string; order: OrderView }> {
    const answer = await this.orders.rpc.cancelPayment({
      actor: namedActorOf(caller),
      orderId: textOf(orderId),
    });
    return { message: answer.message || PAYMENT_CANCELLED, order: toOrderView(answer.order) };
  }

  async list(caller: AuthUser, userId: unknown): Promise<OrderView[]> {
    const owner = assertMayActFor(caller, userId);
    const { orders } = await this.orders.rpc.listOrders({
      actor: namedActorOf(caller),
      userId: owner,
    });
    return orders.map(toOrderView);
  }

  async get(caller: AuthUser, orderId: string): Promise<OrderView> {
    const { order } = await this.orders.rpc.getOrder({ actor: namedActorOf(caller), orderId });
    return toOrderView(order);
  }

  async adminList(
    admin: AuthUser,
    query: { search: string; page: number; pageSize: number },
  ): Promise<{ orders: OrderView[]; total: number }> {
    const { orders, total } = await this.orders.rpc.adminListOrders({
      actor: namedActorOf(admin),
      ...query,
    });
    return { orders: orders.map(toOrderView), total };
  }

  async updateStatus(
    admin: AuthUser,
    orderId: string,
    fields: { orderStatus: unknown; trackingNumber: unknown },
  ): Promise<{ message: string; order: OrderView }> {
    const orderStatus = textOf(fields.orderStatus);
    if (!SETTABLE_STATUSES.includes(orderStatus)) {
      throw new BadRequestException(INVALID_ORDER_STATUS);
    }
    const answer = await this.orders.rpc.updateOrderStatus({
      actor: namedActorOf(admin),
      orderId,
      orderStatus,
      trackingNumber: textOf(fields.trackingNumber),
    });
    return { message: answer.message || ORDER_STATUS_UPDATED, order: toOrderView(answer.order) };
  }

  private cartLines(caller: AuthUser) {
    return this.cart.rpc.getCartLines({ actor: namedActorOf(caller), userId: caller.id });
  }

  /** The caller's own address as the order's snapshot (404 "Address not found" otherwise). */
  private async address(caller: AuthUser, addressId: string): Promise<ShippingAddress> {
    let found;
    try {
      ({ address: found } = await this.identity.rpc.getAddress({
        actor: actorOf(caller),
        userId: caller.id,
        addressId,
      }));
    } catch (error) {
      if (
        isGrpcError(error) &&
        ((error.code as number) === GrpcStatus.NOT_FOUND ||
          (error.code as number) === GrpcStatus.INVALID_ARGUMENT)
      ) {
        throw new NotFoundException(ADDRESS_NOT_FOUND);
      }
      throw error;
    }
    if (!found?.id) throw new NotFoundException(ADDRESS_NOT_FOUND);
    const state = await this.geo.findState(found.state).catch(() => undefined);
    return {
      addressId: found.id,
      name: found.name,
      address: found.address,
      state: state?.name ?? found.state,
      city: found.city,
      pincode: found.pincode,
      phone: found.phone,
      notes: found.notes,
    };
  }
}
