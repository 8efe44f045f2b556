import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { StockShortage } from '@boutique/contracts/catalogue/v1/catalogue_service';
import type {
  Actor,
  CreateOrderRequest,
  CreateOrderResponse,
} from '@boutique/contracts/order/v1/order_service';
import type { CreateProviderOrderResponse } from '@boutique/contracts/payment/v1/payment_service';
import {
  AppRpcError,
  inTransaction,
  logger,
  Outbox,
  RpcErrors,
  SERVICE_CONFIG,
} from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { requireUser } from '../access/actor.js';
import { CatalogueClient } from '../clients/catalogue.client.js';
import { UNAVAILABLE, upstreamError } from '../clients/upstream-errors.js';
import { PaymentClient } from '../clients/payment.client.js';
import type { OrderConfig } from '../config/order.config.js';
import {
  IdempotencyService,
  requestHashOf,
  type KeyedOutcome,
} from '../idempotency/idempotency.service.js';
import { eventLines, readOrder } from './order-view.js';
import {
  lineRuleProblem,
  priceLines,
  shortageMessage,
  TOTAL_TOO_LARGE,
  type PricedLine,
} from './pricing.js';

export const EMPTY_CART = 'Your cart is empty. Please add items to proceed.';
export const NO_ADDRESS = 'Please select one address to proceed.';
export const TOTAL_CHANGED = 'The order total has changed. Please review your cart and try again.';
export const PAYMENT_INIT_FAILED = 'Payment initialization failed. Please try again later.';
export const ORDER_FAILED = 'Order creation failed. Please try again.';
export const KEY_TOO_LONG = 'Idempotency-Key must be at most 200 characters';

const INT32_MAX = 2_147_483_647;

function refused(problems: string[]): CreateOrderResponse {
  return {
    ok: false,
    problems,
    order: undefined,
    razorpayOrderId: '',
    amount: 0,
    currency: '',
    keyId: '',
    approvalUrl: '',
    provider: '',
  };
}

/** Shortages in the order of the order's lines (catalogue answers them in lock order). */
function orderedShortages(shortages: StockShortage[], lines: PricedLine[]): string[] {
  const position = (s: StockShortage) => {
    const at = lines.findIndex((l) => l.productId === s.productId && l.colourId === s.colourId);
    return at < 0 ? lines.length : at;
  };
  return [...shortages].sort((a, b) => position(a) - position(b)).map(shortageMessage);
}

/**
 * The order id (and so the stock reservation id and the provider order's receipt). With an
 * Idempotency-Key it is derived from the user, the key and the request (a UUID of version 8, RFC 9562),
 * so a retry after a crash between reserving and storing reuses the same reservation and
 * provider order instead of holding the units twice; without one it is random.
 */
export function orderIdFor(userId: string, idempotencyKey?: string, requestHash = ''): string {
  const key = idempotencyKey?.trim();
  if (!key) return randomUUID();
  const hex = createHash('sha256').update(`order\n${userId}\n${key}\n${requestHash}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Placing an order: validate, price every line from catalogue, compare the client's
 * total, reserve the stock (reservation id = order id), open the provider order, and
 * store the pending order with its lines, address, history and order-created in one
 * transaction. With an Idempotency-Key the whole of it runs once per key.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly catalogue: CatalogueClient,
    private readonly payment: PaymentClient,
    private readonly idempotency: IdempotencyService,
    @Inject(SERVICE_CONFIG) private readonly config: OrderConfig,
  ) {}

  async create(request: CreateOrderRequest): Promise<CreateOrderResponse> {
    const actor = requireUser(request.actor);
    if (!request.lines?.length) throw RpcErrors.invalid(EMPTY_CART);
    if (!request.address?.addressId?.trim()) throw RpcErrors.invalid(NO_ADDRESS);
    const problem = lineRuleProblem(request.lines);
    if (problem) throw RpcErrors.invalid(problem);
    const key = request.idempotencyKey?.trim() ?? '';
    if (!key) return (await this.place(request, actor)).response;
    if (key.length > 200) throw RpcErrors.invalid(KEY_TOO_LONG);
    return this.idempotency.once(actor.userId, key, requestHashOf(request), (manager) =>
      this.place(request, actor, manager),
    );
  }

  /** The work of an order creation; `manager` is the idempotency key's transaction. */
  private async place(
    request: CreateOrderRequest,
    actor: Actor,
    manager?: EntityManager,
  ): Promise<KeyedOutcome> {
    const ids = [...new Set(request.lines.map((line) => line.productId))];
    const { products } = await this.catalogue.rpc
      .getProducts({ ids })
      .catch((error: unknown) => this.fail(error, 'reading the products failed'));
    const pricing = priceLines(request.lines, new Map(products.map((p) => [p.id, p])));
    if (pricing.problems.length > 0) return { response: refused(pricing.problems) };
    if (pricing.total > INT32_MAX) throw RpcErrors.invalid(TOTAL_TOO_LARGE);
    if (request.clientTotal >= 0 && request.clientTotal !== pricing.total)
      throw RpcErrors.failedPrecondition(TOTAL_CHANGED);

    const orderId = orderIdFor(actor.userId, request.idempotencyKey, requestHashOf(request));
    const reservation = await this.catalogue.rpc
      .reserveStock(
        {
          reservationId: orderId,
          lines: pricing.lines.map(({ productId, colourId, quantity }) => ({
            productId,
            colourId,
            quantity,
          })),
        },
        { timeoutMs: 15_000 },
      )
      .catch(async (error: unknown) => {
        // A deadline may have passed after catalogue reserved: give the units back.
        await this.release(orderId);
        return this.fail(error, 'reserving the stock failed');
      });
    if (!reservation.ok)
      return { response: refused(orderedShortages(reservation.shortages, pricing.lines)) };

    let provider: CreateProviderOrderResponse;
    try {
      provider = await this.payment.rpc.createProviderOrder(
        { orderId, userId: actor.userId, amount: pricing.total, currency: 'INR' },
        { timeoutMs: 15_000 },
      );
    } catch (error) {
      logger().error({ err: error, orderId }, 'creating the provider order failed');
      await this.release(orderId);
      throw new AppRpcError(UNAVAILABLE, PAYMENT_INIT_FAILED);
    }

    try {
      const store = (m: EntityManager) =>
        this.store(m, orderId, request, actor, pricing.lines, pricing.total, provider);
      const response = manager ? await store(manager) : await inTransaction(this.dataSource, store);
      return { response, orderId };
    } catch (error) {
      await this.release(orderId);
      throw error;
    }
  }

  private async store(
    manager: EntityManager,
    orderId: string,
    request: CreateOrderRequest,
    actor: Actor,
    lines: PricedLine[],
    total: number,
    provider: CreateProviderOrderResponse,
  ): Promise<CreateOrderResponse> {
    const address = request.address!;
    await manager.query(
      `INSERT INTO orders (id, user_id, email, user_name, cart_id, total_amount, payment_method,
                           razorpay_order_id, shipping_address, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'razorpay', $7, $8::jsonb,
               now() + make_interval(secs => $9))`,
      [
        orderId,
        actor.userId,
        request.email ?? '',
        request.userName || actor.userName || '',
        request.cartId ?? '',
        total,
        provider.razorpayOrderId,
        JSON.stringify({
          addressId: address.addressId,
          name: address.name ?? '',
          address: address.address ?? '',
          state: address.state ?? '',
          city: address.city ?? '',
          pincode: address.pincode ?? '',
          phone: address.phone ?? '',
          notes: address.notes ?? '',
        }),
        this.config.ORDER_PAYMENT_WINDOW_SECONDS,
      ],
    );
    for (const [position, line] of lines.entries()) {
      await manager.query(
        `INSERT INTO order_line (order_id, position, product_id, colour_id, title, product_code,
                                 colour_title, image, quantity, price, line_total)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          orderId,
          position,
          line.productId,
          line.colourId,
          line.title,
          line.productCode,
          line.colourTitle,
          line.image,
          line.quantity,
          line.price,
          line.lineTotal,
        ],
      );
    }
    await manager.query(
      `INSERT INTO order_status_change (order_id, status) VALUES ($1, 'pending')`,
      [orderId],
    );
    const { order } = (await readOrder(manager, orderId))!;
    await this.outbox.add(manager, 'order-created', orderId, {
      orderId,
      userId: order.userId,
      totalAmount: order.totalAmount,
      lines: eventLines(order),
      expiresAt: order.expiresAt,
    });
    return {
      ok: true,
      problems: [],
      order,
      razorpayOrderId: provider.razorpayOrderId,
      amount: provider.amount || total,
      currency: provider.currency || 'INR',
      keyId: provider.keyId,
      approvalUrl: provider.approvalUrl,
      provider: provider.provider,
    };
  }

  /** A failed call to catalogue: its business answer, or UNAVAILABLE. */
  private fail(error: unknown, what: string): never {
    logger().error({ err: error }, what);
    throw upstreamError(error, ORDER_FAILED);
  }

  /** Gives the stock back when the order could not be stored (best effort; it expires anyway). */
  private async release(orderId: string): Promise<void> {
    try {
      await this.catalogue.rpc.releaseReservation({ reservationId: orderId });
    } catch (error) {
      logger().error({ err: error, orderId }, 'releasing the reservation failed');
    }
  }
}
