import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  RecordCashCollectedResponse,
  MarkReturnedToOriginResponse,
  ConfirmCodOrderRequest,
  ConfirmCodOrderResponse,
  MarkReturnedToOriginRequest,
  RecordCashCollectedRequest,
} from '@boutique/contracts/order/v1/order_service';
import {
  inTransaction,
  logger,
  Outbox,
  requireAdmin,
  rows,
  RpcErrors,
  SERVICE_CONFIG,
} from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { upstreamError } from '../clients/upstream-errors.js';
import type { OrderConfig } from '../config/order.config.js';
import { rupees } from '../cod/cod-settings.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { cancelOrder, cancelledStatusChange, markCancelled } from './cancel-order.js';
import { codTokenHash } from './checkout.service.js';
import { OrderPaymentService } from './order-payment.service.js';
import {
  dueOnDelivery,
  eventLines,
  isUuid,
  ORDER_COLUMNS,
  ORDER_NOT_FOUND,
  withDetails,
  type OrderRow,
} from './order.sql.js';
import { shortageMessage } from './pricing.js';
import { StockHoldService } from './stock-hold.service.js';
import { openReturnWindow } from '../returns/return-view.js';

const LINK_INVALID = 'This confirmation link is not valid.';
const LINK_EXPIRED =
  'This confirmation link has expired and the order was cancelled. Please place the order again.';
const CONFIRM_UNAVAILABLE = 'Your order could not be confirmed right now. Please try again.';
const confirmed = (due: number) =>
  `Thank you! Your order is confirmed. Please keep ${rupees(due)} ready at delivery.`;
const NOT_COD = 'This is not a cash-on-delivery order';
const COLLECT_WHEN = 'Cash can be recorded once the order is shipped';
const ALREADY_COLLECTED = 'The cash of this order is already recorded';
const collectRange = (due: number) => `The cash collected must be between ₹1 and ${rupees(due)}`;
const COLLECTED = 'Cash collected recorded';
const RTO_WHEN = 'Only a shipped order that was not delivered can be returned to origin';
const RTO_DONE = 'Order marked as returned to origin';

/** Equal tokens by their hashes, in constant time. */
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Cash-on-delivery orders after checkout (docs/cash-on-delivery.md): the customer's
 * confirmation by the e-mail link, and the owner's record of the cash collected or of the
 * parcel returned to origin. Each runs in one transaction under the order's row lock.
 */
@Injectable()
export class CodOrderService {
  /** RETURN_WINDOW_DAYS: a delivered order keeps its return_until (docs/returns.md). */
  private readonly returnWindowDays: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly payments: OrderPaymentService,
    private readonly stock: StockHoldService,
    private readonly invoices: InvoicesService,
    @Inject(SERVICE_CONFIG) config: OrderConfig,
  ) {
    this.returnWindowDays = config.RETURN_WINDOW_DAYS;
  }

  /**
   * The e-mail link: the token proves the customer (no sign-in). A pending order awaiting
   * its confirmation takes its units again if they were given back (a later checkout of the
   * customer releases them), then is confirmed as a paid one is (confirmHeld: invoice,
   * order-paid). Past its window, or cancelled, it is refused; confirmed already, answered.
   */
  async confirm(request: ConfirmCodOrderRequest): Promise<ConfirmCodOrderResponse> {
    const token = request.token?.trim() ?? '';
    if (!isUuid(request.orderId) || !token || token.length > 200)
      throw RpcErrors.invalid(LINK_INVALID);
    const outcome = await inTransaction(this.dataSource, async (manager) => {
      const row = await this.lock(manager, request.orderId);
      if (
        !row ||
        row.payment_method !== 'cod' ||
        !sameHash(row.cod_token_hash, codTokenHash(token))
      )
        throw RpcErrors.invalid(LINK_INVALID);
      if (row.cod_status !== 'awaiting-confirmation') {
        if (row.order_status === 'cancelled') throw RpcErrors.failedPrecondition(LINK_EXPIRED);
        return { row, message: confirmed(dueOnDelivery(row)) };
      }
      if (row.order_status !== 'pending') throw RpcErrors.failedPrecondition(LINK_EXPIRED);
      if (row.expires_at.getTime() <= Date.now()) {
        // The sweep would cancel it at any moment: done here, so the answer is final.
        await cancelOrder(manager, this.outbox, row, 'expired');
        return { expired: true as const };
      }
      const shortages = await this.stock.take(manager, row).catch((error: unknown) => {
        logger().warn({ err: error, orderId: row.id }, 'taking the stock of a COD order failed');
        throw upstreamError(error, CONFIRM_UNAVAILABLE);
      });
      if (shortages.length > 0) {
        await cancelOrder(manager, this.outbox, row, 'sold-out');
        return { soldOut: shortages.map(shortageMessage).join(' ') };
      }
      await this.payments.confirmHeld(manager, row, '');
      return { row: (await this.lock(manager, row.id))!, message: confirmed(dueOnDelivery(row)) };
    });
    if ('expired' in outcome) throw RpcErrors.failedPrecondition(LINK_EXPIRED);
    if ('soldOut' in outcome)
      throw RpcErrors.failedPrecondition(
        `Sorry, your order could not be confirmed: ${outcome.soldOut} It has been cancelled.`,
      );
    const [order] = await withDetails(this.dataSource.manager, [outcome.row]);
    return { order, message: outcome.message };
  }

  /** The owner records the cash the courier collected: delivered and paid, once. */
  async recordCashCollected(
    request: RecordCashCollectedRequest,
  ): Promise<RecordCashCollectedResponse> {
    requireAdmin(request.actor);
    return inTransaction(this.dataSource, async (manager) => {
      const row = await this.codOrder(manager, request.orderId);
      if (row.cod_status === 'collected') throw RpcErrors.failedPrecondition(ALREADY_COLLECTED);
      if (row.order_status !== 'inShipping' && row.order_status !== 'delivered')
        throw RpcErrors.failedPrecondition(COLLECT_WHEN);
      const due = dueOnDelivery(row);
      const amount = request.amount ?? 0;
      if (!Number.isInteger(amount) || amount < 100 || amount > due)
        throw RpcErrors.invalid(collectRange(due));
      // delivered now: the return window opens (the policy of today, kept on the order)
      const delivering = row.order_status !== 'delivered';
      if (delivering)
        await manager.query(
          `INSERT INTO order_status_change (order_id, status, tracking_number) VALUES ($1, 'delivered', $2)`,
          [row.id, row.tracking_number],
        );
      await manager.query(
        `UPDATE orders SET cod_status = 'collected', payment_status = 'paid', cash_collected = $2,
                cash_collected_at = now(), order_status = 'delivered', order_update_date = now(),
                ${openReturnWindow('$1', '$3')}
          WHERE id = $1`,
        [row.id, amount, delivering ? this.returnWindowDays : null],
      );
      if (delivering) {
        await this.outbox.add(manager, 'order-status-changed', row.id, {
          orderId: row.id,
          userId: row.user_id,
          fromStatus: row.order_status,
          toStatus: 'delivered',
          trackingNumber: row.tracking_number,
        });
      }
      return { order: await this.read(manager, row.id), message: COLLECTED };
    });
  }

  /**
   * The owner marks a shipped COD parcel returned to origin (refused at the door): the
   * order is cancelled (cancel_reason rto), its units come back (order-returned-to-origin,
   * catalogue), its invoice gets a credit note, and the refusal counts in the risk history.
   * Repeating it answers the order as it is.
   */
  async markReturnedToOrigin(
    request: MarkReturnedToOriginRequest,
  ): Promise<MarkReturnedToOriginResponse> {
    requireAdmin(request.actor);
    return inTransaction(this.dataSource, async (manager) => {
      const row = await this.codOrder(manager, request.orderId);
      if (row.cod_status === 'rto')
        return { order: await this.read(manager, row.id), message: RTO_DONE };
      if (row.order_status !== 'inShipping' || row.cod_status === 'collected')
        throw RpcErrors.failedPrecondition(RTO_WHEN);
      await markCancelled(manager, row, 'rto');
      await manager.query(`UPDATE orders SET cod_status = 'rto', rto_at = now() WHERE id = $1`, [
        row.id,
      ]);
      await this.outbox.add(manager, 'order-status-changed', row.id, cancelledStatusChange(row));
      const order = await this.read(manager, row.id);
      await this.outbox.add(manager, 'order-returned-to-origin', row.id, {
        orderId: row.id,
        userId: row.user_id,
        lines: eventLines(order.lines),
      });
      await this.invoices.issueCreditNote(
        manager,
        row.id,
        'Returned to origin: refused at delivery',
      );
      return { order: await this.read(manager, row.id), message: RTO_DONE };
    });
  }

  private async lock(
    manager: EntityManager,
    orderId: string,
  ): Promise<(OrderRow & { cod_token_hash: string }) | undefined> {
    const [row] = await rows<OrderRow & { cod_token_hash: string }>(
      manager,
      `SELECT ${ORDER_COLUMNS}, o.cod_token_hash FROM orders o WHERE o.id = $1 FOR UPDATE`,
      [orderId],
    );
    return row;
  }

  /** The COD order, locked (NOT_FOUND / FAILED_PRECONDITION otherwise). */
  private async codOrder(manager: EntityManager, orderId: string) {
    const row = isUuid(orderId) ? await this.lock(manager, orderId) : undefined;
    if (!row) throw RpcErrors.notFound(ORDER_NOT_FOUND);
    if (row.payment_method !== 'cod') throw RpcErrors.failedPrecondition(NOT_COD);
    return row;
  }

  private async read(manager: EntityManager, orderId: string) {
    const [row] = await rows<OrderRow>(
      manager,
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1`,
      [orderId],
    );
    return (await withDetails(manager, [row]))[0];
  }
}
