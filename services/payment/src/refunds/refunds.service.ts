import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type {
  ListRefundsRequest,
  ListRefundsResponse,
  Refund,
  RetryRefundRequest,
  RetryRefundResponse,
} from '@boutique/contracts/payment/v1/payment_service';
import {
  inTransaction,
  Outbox,
  PeriodicTask,
  requireAdmin,
  rows,
  RpcErrors,
  SERVICE_CONFIG,
} from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { PaymentConfig } from '../config/payment.config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';

/** payment_refund.status. */
const REFUND_STATUSES = ['requested', 'refunded', 'failed'] as const;
type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why the shop gives a captured payment back (payment_refund.reason). */
export type RefundReason =
  | 'order-cancelled'
  | 'order-rejected'
  | 'customer-cancelled'
  | 'second-payment'
  | 'amount-mismatch'
  | 'return';

/** The refusal reasons order sends (order-payment-refused) and the refund they make. */
const REFUSAL_REASONS: Readonly<Record<string, RefundReason>> = {
  'order-rejected': 'order-rejected',
  'customer-cancelled': 'customer-cancelled',
};

const INVALID_STATUS = 'Invalid status';
const REFUND_NOT_FOUND = 'Refund not found';
const ONLY_FAILED = 'Only a failed refund can be retried';
const REFUND_COMPLETED = 'Refund completed';
const refusedAgain = (error: string) => `The payment provider refused the refund again: ${error}`;
/** The admin's list: 20 a page unless asked, at most 100. */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

interface RefundRequest {
  /** The refund's own id: the payment id for a whole refund, return-{id} for a return's. */
  id?: string;
  paymentId: string;
  orderId: string;
  /** Paise. */
  amount: number;
  reason: RefundReason;
}

interface RefundRow {
  id: string;
  payment_id: string;
  order_id: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  attempts: number;
}

/** A refund as the admin's list shows it. */
interface RefundListRow extends RefundRow {
  provider_refund_id: string | null;
  error: string;
  created_at: Date;
  updated_at: Date;
}

const LIST_COLUMNS = `id, payment_id, order_id, amount, reason, status, attempts,
  provider_refund_id, error, created_at, updated_at`;

function toRefund(row: RefundListRow): Refund {
  return {
    paymentId: row.payment_id,
    orderId: row.order_id,
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    providerRefundId: row.provider_refund_id ?? '',
    error: row.error,
    attempts: row.attempts,
    requestedAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    id: row.id,
  };
}

/**
 * Refunds of captured payments the shop does not keep, and returns' parts of payments. A
 * refund is requested in the transaction that decides it (one payment_refund row per
 * refund id, ever: the payment id for a whole refund, return-{id} for a return's part; a
 * repeat changes nothing); every PAYMENT_REFUND_SWEEP_SECONDS the due rows are sent to the
 * provider one by one, each under its row lock (FOR UPDATE SKIP LOCKED, so replicas never
 * refund a payment twice). A refusal is retried after PAYMENT_REFUND_RETRY_SECONDS,
 * doubling, until PAYMENT_REFUND_MAX_ATTEMPTS; then the row stays failed and an error is
 * logged; the owner sees every refund in the admin console (list) and retries a failed
 * one from there (retry), or refunds it from the provider's dashboard.
 */
@Injectable()
export class RefundsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RefundsService');
  private readonly task: PeriodicTask;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SERVICE_CONFIG) private readonly config: PaymentConfig,
    private readonly outbox: Outbox,
  ) {
    this.task = new PeriodicTask('refund sweep', config.PAYMENT_REFUND_SWEEP_SECONDS * 1000, () =>
      this.sweep(),
    );
  }

  onApplicationBootstrap() {
    this.task.start();
  }

  onModuleDestroy() {
    return this.task.stop();
  }

  /** Requests the refund of a payment in the caller's transaction; answers false if already. */
  async request(manager: EntityManager, refund: RefundRequest): Promise<boolean> {
    const [inserted] = await rows(
      manager,
      `INSERT INTO payment_refund (id, payment_id, order_id, amount, reason)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        (refund.id ?? refund.paymentId).slice(0, 100),
        refund.paymentId.slice(0, 60),
        refund.orderId.slice(0, 100),
        refund.amount,
        refund.reason,
      ],
    );
    if (inserted)
      this.logger.warn(
        `refund of payment ${refund.paymentId} (${refund.amount} paise) for order ${refund.orderId} requested: ${refund.reason}`,
      );
    return Boolean(inserted);
  }

  /**
   * order-payment-refused: order refused a captured payment (the order was cancelled
   * before it was paid, the admin rejected the paid order, or its customer cancelled it).
   * The refund is of the payment as recorded here; a payment not recorded for that order
   * is not refunded (logged).
   */
  async requestForRefusedOrder(
    manager: EntityManager,
    refused: { orderId: string; paymentId: string; amount: number; reason?: string },
  ): Promise<void> {
    const [payment] = await rows<{ amount: number }>(
      manager,
      `SELECT amount FROM payment WHERE id = $1 AND order_id = $2 AND status = 'captured'`,
      [refused.paymentId, refused.orderId],
    );
    if (!payment) {
      this.logger.warn(
        `order ${refused.orderId} refused payment ${refused.paymentId}, which is not a captured payment of that order here: nothing to refund`,
      );
      return;
    }
    if (payment.amount !== refused.amount)
      this.logger.warn(
        `order ${refused.orderId} refused payment ${refused.paymentId} of ${refused.amount} paise; ${payment.amount} were captured and are refunded`,
      );
    await this.request(manager, {
      paymentId: refused.paymentId,
      orderId: refused.orderId,
      amount: payment.amount,
      reason: REFUSAL_REASONS[refused.reason ?? ''] ?? 'order-cancelled',
    });
  }

  /**
   * return-refund-requested: a return's part of the order's payment, refunded once (id
   * return-{id}). Only a captured payment of that order, and never more than it has left
   * after its other refunds (logged and capped otherwise).
   */
  async requestForReturn(
    manager: EntityManager,
    returned: { returnId: string; orderId: string; paymentId: string; amount: number },
  ): Promise<void> {
    const [payment] = await rows<{ amount: number; refunded: number }>(
      manager,
      `SELECT p.amount,
              (SELECT coalesce(sum(r.amount), 0)::int FROM payment_refund r
                WHERE r.payment_id = p.id AND r.id <> $3) AS refunded
         FROM payment p WHERE p.id = $1 AND p.order_id = $2 AND p.status = 'captured'
         FOR UPDATE`,
      [returned.paymentId, returned.orderId, `return-${returned.returnId}`],
    );
    if (!payment) {
      this.logger.warn(
        `return ${returned.returnId} of order ${returned.orderId} asks a refund of payment ${returned.paymentId}, not a captured payment of that order here: nothing to refund`,
      );
      return;
    }
    const amount = Math.min(returned.amount, payment.amount - payment.refunded);
    if (amount !== returned.amount)
      this.logger.warn(
        `return ${returned.returnId} asks ${returned.amount} paise of payment ${returned.paymentId}; ${amount} are left to refund`,
      );
    if (amount <= 0) return;
    await this.request(manager, {
      id: `return-${returned.returnId}`,
      paymentId: returned.paymentId,
      orderId: returned.orderId,
      amount,
      reason: 'return',
    });
  }

  /** Sends every due refund to the provider; answers how many were attempted. */
  async sweep(): Promise<number> {
    let attempted = 0;
    while (await this.attemptOne()) attempted++;
    return attempted;
  }

  /** One due refund attempted (true), or none due (false). */
  private attemptOne(): Promise<boolean> {
    return inTransaction(this.dataSource, async (manager) => {
      const [refund] = await rows<RefundRow>(
        manager,
        `SELECT id, payment_id, order_id, amount, reason, status, attempts FROM payment_refund
          WHERE status IN ('requested', 'failed') AND attempts < $1 AND next_attempt_at <= now()
          ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [this.config.PAYMENT_REFUND_MAX_ATTEMPTS],
      );
      if (!refund) return false;
      await this.attempt(manager, refund);
      return true;
    });
  }

  /**
   * Sends one refund (its row locked by the caller) to the provider and records the
   * outcome: refunded with the provider's id, or failed with its error and the next
   * attempt after a doubling backoff. Answers the provider's error, or undefined.
   */
  private async attempt(manager: EntityManager, refund: RefundRow): Promise<string | undefined> {
    const attempts = refund.attempts + 1;
    try {
      const done = await this.provider.refund(refund.payment_id, refund.amount, refund.id);
      const [made] = await rows<{ updated_at: Date }>(
        manager,
        `UPDATE payment_refund SET status = 'refunded', provider_refund_id = $2, error = '',
                attempts = $3, updated_at = now()
          WHERE id = $1 RETURNING updated_at`,
        [refund.id, done.id.slice(0, 60), attempts],
      );
      // In the same transaction: order hears of it once, whichever replica made it.
      await this.outbox.add(manager, 'payment-refunded', refund.order_id, {
        orderId: refund.order_id,
        paymentId: refund.payment_id,
        amount: refund.amount,
        reason: refund.reason,
        providerRefundId: done.id.slice(0, 60),
        refundedAt: made.updated_at.toISOString(),
        refundId: refund.id,
      });
      this.logger.log(
        `payment ${refund.payment_id} of order ${refund.order_id} refunded (${done.id}, ${refund.amount} paise)`,
      );
      return undefined;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const backoffMs =
        this.config.PAYMENT_REFUND_RETRY_SECONDS * 1000 * 2 ** Math.min(attempts - 1, 20);
      await manager.query(
        `UPDATE payment_refund SET status = 'failed', error = $2, attempts = $3,
                next_attempt_at = now() + $4 * interval '1 millisecond', updated_at = now()
          WHERE id = $1`,
        [refund.id, message, attempts, Math.round(backoffMs)],
      );
      if (attempts >= this.config.PAYMENT_REFUND_MAX_ATTEMPTS)
        this.logger.error(
          `refund of payment ${refund.payment_id} (${refund.amount} paise) for order ${refund.order_id} failed ${attempts} times, last: ${message}; retry it from the admin console's Refunds or refund it from the provider's dashboard`,
        );
      else
        this.logger.warn(
          `refund of payment ${refund.payment_id} failed (attempt ${attempts}): ${message}; retried later`,
        );
      return message;
    }
  }

  /** Admin: the refunds, newest first, optionally of one status; a page at a time. */
  async list(request: ListRefundsRequest): Promise<ListRefundsResponse> {
    requireAdmin(request.actor);
    const status = request.status?.trim() ?? '';
    if (status && !(REFUND_STATUSES as readonly string[]).includes(status))
      throw RpcErrors.invalid(INVALID_STATUS);
    const page = Math.max(1, request.page?.page || 1);
    const pageSize = Math.min(
      MAX_PAGE_SIZE,
      Math.max(1, request.page?.pageSize || DEFAULT_PAGE_SIZE),
    );
    const manager = this.dataSource.manager;
    const [{ total }] = await rows<{ total: number }>(
      manager,
      `SELECT count(*)::int AS total FROM payment_refund WHERE ($1 = '' OR status = $1)`,
      [status],
    );
    const found = await rows<RefundListRow>(
      manager,
      `SELECT ${LIST_COLUMNS} FROM payment_refund WHERE ($1 = '' OR status = $1)
        ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [status, pageSize, (page - 1) * pageSize],
    );
    return { refunds: found.map(toRefund), page: { total } };
  }

  /**
   * Admin: sends a failed refund to the provider now, whatever its attempts so far, under
   * its row lock (a sweep on another replica skips it meanwhile, and a refund is never
   * sent twice at once). Answers the refund as it then is.
   */
  async retry(request: RetryRefundRequest): Promise<RetryRefundResponse> {
    requireAdmin(request.actor);
    // The refund's id (the payment id for a whole refund).
    const id = request.paymentId?.trim() ?? '';
    return inTransaction(this.dataSource, async (manager) => {
      const [refund] = await rows<RefundListRow>(
        manager,
        `SELECT ${LIST_COLUMNS} FROM payment_refund WHERE id = $1 FOR UPDATE`,
        [id.slice(0, 100)],
      );
      if (!refund) throw RpcErrors.notFound(REFUND_NOT_FOUND);
      if (refund.status !== 'failed') throw RpcErrors.failedPrecondition(ONLY_FAILED);
      const error = await this.attempt(manager, refund);
      const [now] = await rows<RefundListRow>(
        manager,
        `SELECT ${LIST_COLUMNS} FROM payment_refund WHERE id = $1`,
        [refund.id],
      );
      return {
        refund: toRefund(now),
        message: error === undefined ? REFUND_COMPLETED : refusedAgain(error),
      };
    });
  }
}
