import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { StockShortage } from '@boutique/contracts/catalogue/v1/catalogue_service';
import type {
  CreateOrderRequest,
  CreateOrderResponse,
  Order,
  QuoteCodRequest,
  QuoteCodResponse,
} from '@boutique/contracts/order/v1/order_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import type { CreateProviderOrderResponse } from '@boutique/contracts/payment/v1/payment_service';
import {
  AppRpcError,
  checkouts,
  inTransaction,
  logger,
  Outbox,
  requireActor,
  RpcErrors,
  SERVICE_CONFIG,
  prepared,
} from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { CatalogueClient } from '../clients/catalogue.client.js';
import { CodOfferService, type CodOffer } from '../cod/cod-offer.service.js';
import { windowText } from '../cod/cod-settings.js';
import { UNAVAILABLE, upstreamError } from '../clients/upstream-errors.js';
import { PaymentClient } from '../clients/payment.client.js';
import type { OrderConfig } from '../config/order.config.js';
import {
  IdempotencyService,
  requestHashOf,
  type KeyedOutcome,
} from '../idempotency/idempotency.service.js';
import { isSameBasket } from './attempts.js';
import {
  addressSnapshot,
  eventLines,
  ORDER_COLUMNS,
  ORDER_RETURNING,
  toOrder,
  withDetails,
  type OrderRow,
} from './order.sql.js';
import {
  lineRuleProblem,
  priceLines,
  shortageMessage,
  TOTAL_TOO_LARGE,
  type PricedLine,
  type Pricing,
} from './pricing.js';
import { StockHoldService } from './stock-hold.service.js';

const EMPTY_CART = 'Your cart is empty. Please add items to proceed.';
const NO_ADDRESS = 'Please select one address to proceed.';
const TOTAL_CHANGED = 'The order total has changed. Please review your cart and try again.';
const PAYMENT_INIT_FAILED = 'Payment initialization failed. Please try again later.';
const ORDER_FAILED = 'Order creation failed. Please try again.';
const KEY_TOO_LONG = 'Idempotency-Key must be at most 200 characters';
const UNKNOWN_METHOD = 'Please choose how to pay: online or cash on delivery';
const confirmByEmail = (email: string, seconds: number) =>
  `Please confirm your order from the e-mail we sent to ${email} within ${windowText(seconds)}.`;

/** How the order is paid: online in full, or cash on delivery (docs/cash-on-delivery.md). */
type Method = 'razorpay' | 'cod';

/** A COD order as stored: its side of the orders row and the token its e-mail carries. */
interface CodPlacement {
  status: 'awaiting-confirmation' | 'awaiting-advance';
  fee: number;
  advance: number;
  token: string;
  windowSeconds: number;
  riskLevel: string;
  riskReasons: string[];
}

function methodOf(request: CreateOrderRequest): Method {
  const method = request.paymentMethod?.trim() || 'razorpay';
  if (method !== 'razorpay' && method !== 'cod') throw RpcErrors.invalid(UNKNOWN_METHOD);
  return method;
}

/** The SHA-256 (hex) the order keeps of its COD confirmation token. */
export function codTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const INT32_MAX = 2_147_483_647;

/** No provider order: a COD order confirmed by its e-mail link. */
const NO_PROVIDER_ORDER: CreateProviderOrderResponse = {
  razorpayOrderId: '',
  amount: 0,
  currency: 'INR',
  keyId: '',
  approvalUrl: '',
  provider: 'cod',
};

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
    message: '',
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
 *
 * One customer's checkouts run one at a time (a transaction-scoped advisory lock on the
 * customer), so two tabs cannot hold units twice for one basket. A pending, unpaid order
 * of the customer with the same lines, prices and address is a new payment attempt on it
 * (Razorpay takes several payments on one order): the same order and provider order are
 * answered, its units taken again if they had been given back. The customer's other
 * pending orders give their units back first (they stay payable: a capture takes the
 * units again), so a changed basket never competes with its own earlier attempt.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly catalogue: CatalogueClient,
    private readonly payment: PaymentClient,
    private readonly idempotency: IdempotencyService,
    private readonly stock: StockHoldService,
    private readonly codOffers: CodOfferService,
    @Inject(SERVICE_CONFIG) private readonly config: OrderConfig,
  ) {}

  /** Places an order; counted in checkouts_total once its transaction is over. */
  async create(request: CreateOrderRequest): Promise<CreateOrderResponse> {
    try {
      const response = await this.createOnce(request);
      checkouts.inc({ outcome: response.ok ? 'placed' : 'refused' });
      return response;
    } catch (error) {
      checkouts.inc({ outcome: 'error' });
      throw error;
    }
  }

  private async createOnce(request: CreateOrderRequest): Promise<CreateOrderResponse> {
    const actor = requireActor(request.actor);
    if (!request.lines?.length) throw RpcErrors.invalid(EMPTY_CART);
    if (!request.address?.addressId?.trim()) throw RpcErrors.invalid(NO_ADDRESS);
    const problem = lineRuleProblem(request.lines);
    if (problem) throw RpcErrors.invalid(problem);
    methodOf(request);
    const key = request.idempotencyKey?.trim() ?? '';
    if (key.length > 200) throw RpcErrors.invalid(KEY_TOO_LONG);
    // Catalogue prices the lines while the key is claimed and the customer's checkout lock
    // taken: one wait instead of three in a row. A repeated key answers without it.
    const pricing = this.price(request);
    pricing.catch(() => undefined); // awaited by place(); unused when a key answers again
    if (!key)
      return (
        await inTransaction(this.dataSource, (manager) =>
          this.placeLocked(manager, request, actor, pricing),
        )
      ).response;
    return this.idempotency.once(actor.userId, key, requestHashOf(request), (manager) =>
      this.placeLocked(manager, request, actor, pricing),
    );
  }

  /**
   * What cash on delivery would be for these lines to this address (docs/cash-on-delivery.md):
   * nothing stored or reserved; the checkout assesses again.
   */
  async quoteCod(request: QuoteCodRequest): Promise<QuoteCodResponse> {
    const actor = requireActor(request.actor);
    if (!request.lines?.length) throw RpcErrors.invalid(EMPTY_CART);
    if (!request.address?.pincode?.trim()) throw RpcErrors.invalid(NO_ADDRESS);
    const problem = lineRuleProblem(request.lines);
    if (problem) throw RpcErrors.invalid(problem);
    // Stock problems are the checkout's to answer; the quote prices what is there.
    const pricing = await this.price(request);
    const offer = await this.codOffers.offer({
      userId: actor.userId,
      pincode: request.address.pincode.trim(),
      basketTotal: pricing.total,
      accountCreatedAt: request.accountCreatedAt ?? '',
    });
    const confirmHours = offer.settings.confirmHours;
    if (!offer.available)
      return {
        available: false,
        level: offer.level,
        fee: 0,
        total: pricing.total,
        advance: 0,
        dueOnDelivery: 0,
        message: offer.message,
        confirmHours,
      };
    return {
      available: true,
      level: offer.level,
      fee: offer.fee,
      total: offer.total,
      advance: offer.advance,
      dueOnDelivery: offer.total - offer.advance,
      message: offer.message,
      confirmHours,
    };
  }

  /** Every line priced from catalogue (its stock figures count the units held as taken). */
  private async price(request: { lines: CreateOrderRequest['lines'] }): Promise<Pricing> {
    const ids = [...new Set(request.lines.map((line) => line.productId))];
    const { products } = await this.catalogue.rpc
      .getProducts({ ids })
      .catch((error: unknown) => this.fail(error, 'reading the products failed'));
    return priceLines(request.lines, new Map(products.map((p) => [p.id, p])));
  }

  /**
   * The customer's checkout lock, then their pending unpaid orders (locked) with details.
   * The lock is taken before the orders are read, so an order another checkout of the
   * customer was placing is seen once it commits.
   */
  private async lockOpenOrders(
    manager: EntityManager,
    userId: string,
  ): Promise<{ open: OrderRow[]; details: Order[] }> {
    await prepared(manager, `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `checkout:${userId}`,
    ]);
    const open = await prepared<OrderRow>(
      manager,
      `SELECT ${ORDER_COLUMNS} FROM orders o
        WHERE o.user_id = $1 AND o.order_status = 'pending' AND o.payment_status <> 'paid'
        ORDER BY o.order_date DESC FOR UPDATE`,
      [userId],
    );
    return { open, details: await withDetails(manager, open) };
  }

  /** Under the customer's checkout lock, in `manager`'s transaction. */
  private async placeLocked(
    manager: EntityManager,
    request: CreateOrderRequest,
    actor: Actor,
    firstPricing: Promise<Pricing>,
  ): Promise<KeyedOutcome> {
    const locked = this.lockOpenOrders(manager, actor.userId);
    // Both run at once; neither is left behind unawaited when the other fails.
    const [settledPricing, settledOpen] = await Promise.allSettled([firstPricing, locked]);
    if (settledOpen.status === 'rejected') throw settledOpen.reason;
    if (settledPricing.status === 'rejected') throw settledPricing.reason;
    const first = settledPricing.value;
    const { open, details } = settledOpen.value;
    const now = new Date();
    const method = methodOf(request);
    // A new online attempt on the same basket reuses its pending order; a COD order is
    // never reused (each has its own confirmation or advance).
    const at =
      method === 'cod'
        ? -1
        : details.findIndex(
            (order, i) =>
              open[i].payment_method !== 'cod' &&
              isSameBasket(order, first.lines, request.address, now),
          );
    // The lines priced as they are, without problems: the units this basket's own earlier
    // attempt holds are not "out of stock" for it.
    if (
      (at >= 0 && first.problems.length === 0) ||
      (at >= 0 && first.lines.length === details[at].lines.length)
    ) {
      if (request.clientTotal >= 0 && request.clientTotal !== details[at].totalAmount)
        throw RpcErrors.failedPrecondition(TOTAL_CHANGED);
      return this.attemptAgain(manager, open[at], details[at], first.lines);
    }

    // A new basket: the customer's earlier attempts give their units back first, and the
    // units they held count as available again.
    const released = await this.stock.releaseAll(manager, open);
    const pricing = released > 0 && first.problems.length > 0 ? await this.price(request) : first;
    if (pricing.problems.length > 0) return { response: refused(pricing.problems) };
    if (pricing.total > INT32_MAX) throw RpcErrors.invalid(TOTAL_TOO_LARGE);
    if (request.clientTotal >= 0 && request.clientTotal !== pricing.total)
      throw RpcErrors.failedPrecondition(TOTAL_CHANGED);
    // COD: the offer is assessed here, under the customer's lock (the quote is not trusted).
    const offer =
      method === 'cod'
        ? await this.codOffers.offer(
            {
              userId: actor.userId,
              pincode: request.address?.pincode ?? '',
              basketTotal: pricing.total,
              accountCreatedAt: request.accountCreatedAt ?? '',
            },
            manager,
          )
        : undefined;
    if (offer && !offer.available) throw RpcErrors.failedPrecondition(offer.message);
    const cod = offer?.available ? this.codPlacement(offer) : undefined;
    const total = offer?.available ? offer.total : pricing.total;

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

    // Online: the provider order for the total; COD: for the advance, or none (low risk).
    const charged = cod ? cod.advance : total;
    let provider: CreateProviderOrderResponse = NO_PROVIDER_ORDER;
    if (charged > 0)
      try {
        provider = await this.payment.rpc.createProviderOrder(
          { orderId, userId: actor.userId, amount: charged, currency: 'INR' },
          { timeoutMs: 15_000 },
        );
      } catch (error) {
        logger().error({ err: error, orderId }, 'creating the provider order failed');
        await this.release(orderId);
        throw new AppRpcError(UNAVAILABLE, PAYMENT_INIT_FAILED);
      }

    try {
      const response = await this.store(
        manager,
        orderId,
        request,
        actor,
        pricing.lines,
        total,
        provider,
        cod,
      );
      return { response, orderId };
    } catch (error) {
      await this.release(orderId);
      throw error;
    }
  }

  /**
   * A new payment attempt on a pending order: its units are taken again if they had been
   * given back (or the shortages answered, nothing changed), its payment window starts
   * again, and the same provider order is answered (payment answers it for the order id).
   */
  private async attemptAgain(
    manager: EntityManager,
    row: OrderRow,
    held: Order,
    lines: PricedLine[],
  ): Promise<KeyedOutcome> {
    const shortages = await this.stock
      .take(manager, row, true)
      .catch((error: unknown) => this.fail(error, 'taking the stock again failed'));
    if (shortages.length > 0) return { response: refused(orderedShortages(shortages, lines)) };
    const [renewed] = await prepared<OrderRow>(
      manager,
      `UPDATE orders SET payment_status = 'pending', order_update_date = now(),
              expires_at = now() + make_interval(secs => $2)
        WHERE id = $1 RETURNING ${ORDER_RETURNING}`,
      [row.id, this.config.ORDER_PAYMENT_WINDOW_SECONDS],
    );
    // The order as it is now: the renewed row with the lines and history read under the lock.
    const order: Order = { ...toOrder(renewed, [], []), lines: held.lines, history: held.history };
    let provider: CreateProviderOrderResponse;
    try {
      provider = await this.payment.rpc.createProviderOrder(
        { orderId: row.id, userId: row.user_id, amount: row.total_amount, currency: 'INR' },
        { timeoutMs: 15_000 },
      );
    } catch (error) {
      logger().error({ err: error, orderId: row.id }, 'reading the provider order failed');
      throw new AppRpcError(UNAVAILABLE, PAYMENT_INIT_FAILED);
    }
    logger().info({ orderId: row.id }, 'a new payment attempt on a pending order');
    return {
      response: {
        ok: true,
        problems: [],
        order,
        razorpayOrderId: provider.razorpayOrderId,
        amount: provider.amount || order.totalAmount,
        currency: provider.currency || 'INR',
        keyId: provider.keyId,
        approvalUrl: provider.approvalUrl,
        provider: provider.provider,
        message: '',
      },
      orderId: row.id,
    };
  }

  /**
   * The order, its lines, its first history row and the address snapshot in one statement
   * whose RETURNING is the stored order (nothing read back), then order-created.
   */
  private async store(
    manager: EntityManager,
    orderId: string,
    request: CreateOrderRequest,
    actor: Actor,
    lines: PricedLine[],
    total: number,
    provider: CreateProviderOrderResponse,
    cod: CodPlacement | undefined,
  ): Promise<CreateOrderResponse> {
    const address = request.address!;
    const column = <K extends keyof PricedLine>(key: K) => lines.map((line) => line[key]);
    const [stored] = await prepared<OrderRow & { history_at: Date }>(
      manager,
      `WITH placed AS (
         INSERT INTO orders (id, user_id, email, user_name, cart_id, total_amount, payment_method,
                             razorpay_order_id, shipping_address, expires_at, cod_status, cod_fee,
                             cod_advance, cod_token_hash, risk_level, risk_reasons)
         VALUES ($1, $2, $3, $4, $5, $6, $20, $7, $8::jsonb,
                 now() + make_interval(secs => $9), $21, $22, $23, $24, $25, $26::jsonb)
         RETURNING ${ORDER_RETURNING}
       ), line AS (
         INSERT INTO order_line (order_id, position, product_id, colour_id, title, product_code,
                                 colour_title, image, quantity, price, line_total, category_id,
                                 on_sale, no_returns)
         SELECT $1, l.n - 1, l.product_id, l.colour_id, l.title, l.product_code, l.colour_title,
                l.image, l.quantity, l.price, l.line_total, l.category_id, l.on_sale, l.no_returns
           FROM unnest($10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
                       $15::text[], $16::int[], $17::int[], $18::int[], $19::text[], $27::bool[],
                       $28::bool[])
                WITH ORDINALITY AS l(product_id, colour_id, title, product_code, colour_title,
                                     image, quantity, price, line_total, category_id, on_sale,
                                     no_returns, n)
       ), history AS (
         INSERT INTO order_status_change (order_id, status) VALUES ($1, 'pending') RETURNING at
       )
       SELECT placed.*, history.at AS history_at FROM placed, history`,
      [
        orderId,
        actor.userId,
        request.email ?? '',
        request.userName || actor.userName || '',
        request.cartId ?? '',
        total,
        provider.razorpayOrderId,
        JSON.stringify(addressSnapshot(address)),
        cod?.windowSeconds ?? this.config.ORDER_PAYMENT_WINDOW_SECONDS,
        column('productId'),
        column('colourId'),
        column('title'),
        column('productCode'),
        column('colourTitle'),
        column('image'),
        column('quantity'),
        column('price'),
        column('lineTotal'),
        column('categoryId'),
        cod ? 'cod' : 'razorpay',
        cod?.status ?? '',
        cod?.fee ?? 0,
        cod?.advance ?? 0,
        cod ? codTokenHash(cod.token) : '',
        cod?.riskLevel ?? '',
        JSON.stringify(cod?.riskReasons ?? []),
        column('onSale'),
        column('noReturns'),
      ],
    );
    const order = toOrder(
      stored,
      lines.map((line) => ({
        order_id: orderId,
        product_id: line.productId,
        colour_id: line.colourId,
        title: line.title,
        product_code: line.productCode,
        colour_title: line.colourTitle,
        image: line.image,
        quantity: line.quantity,
        price: line.price,
        line_total: line.lineTotal,
        on_sale: line.onSale,
        no_returns: line.noReturns,
      })),
      [{ order_id: orderId, status: 'pending', at: stored.history_at, tracking_number: '' }],
    );
    await this.outbox.add(manager, 'order-created', orderId, {
      orderId,
      userId: order.userId,
      totalAmount: order.totalAmount,
      lines: eventLines(order.lines),
      expiresAt: order.expiresAt,
    });
    if (cod?.status === 'awaiting-confirmation') {
      await this.outbox.add(manager, 'cod-order-placed', orderId, {
        orderId,
        userId: order.userId,
        email: order.email,
        userName: order.userName,
        totalAmount: order.totalAmount,
        codFee: cod.fee,
        lines: eventLines(order.lines),
        confirmToken: cod.token,
        confirmBy: order.expiresAt,
      });
      return {
        ok: true,
        problems: [],
        order,
        razorpayOrderId: '',
        amount: 0,
        currency: 'INR',
        keyId: '',
        approvalUrl: '',
        provider: 'cod',
        message: confirmByEmail(order.email, cod.windowSeconds),
      };
    }
    return {
      ok: true,
      problems: [],
      order,
      razorpayOrderId: provider.razorpayOrderId,
      amount: provider.amount || (cod ? cod.advance : total),
      currency: provider.currency || 'INR',
      keyId: provider.keyId,
      approvalUrl: provider.approvalUrl,
      provider: provider.provider,
      message: '',
    };
  }

  /** The COD side of a new order from its offer (low: e-mail confirmation; medium: advance). */
  private codPlacement(offer: Extract<CodOffer, { available: true }>): CodPlacement {
    const advance = offer.advance;
    return {
      status: advance > 0 ? 'awaiting-advance' : 'awaiting-confirmation',
      fee: offer.fee,
      advance,
      token: randomBytes(24).toString('base64url'),
      // The advance is paid in the payment window; the e-mail link has the owner's window.
      windowSeconds:
        advance > 0
          ? this.config.ORDER_PAYMENT_WINDOW_SECONDS
          : (this.config.COD_CONFIRM_SECONDS ?? offer.settings.confirmHours * 3600),
      riskLevel: offer.level,
      riskReasons: offer.reasons,
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
