import { Inject, Injectable } from '@nestjs/common';
import type {
  ListReturnsRequest,
  ListReturnsResponse,
  RequestReturnRequest,
  RequestReturnResponse,
  UpdateReturnRequest,
  UpdateReturnResponse,
} from '@boutique/contracts/order/v1/order_service';
import {
  inTransaction,
  Outbox,
  requireActor,
  requireAdmin,
  rows,
  RpcErrors,
  SERVICE_CONFIG,
} from '@boutique/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { CatalogueClient } from '../clients/catalogue.client.js';
import type { OrderConfig } from '../config/order.config.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { shortageMessage } from './pricing.js';
import {
  eventLines,
  isUuid,
  ORDER_COLUMNS,
  ORDER_NOT_FOUND,
  withDetails,
  type OrderRow,
} from './order.sql.js';
import {
  NOTE_MAX,
  photosProblem,
  planRefund,
  planReturnLines,
  planStep,
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_STEPS,
  returnPolicyOf,
  stepMessage,
  windowClosed,
  type ReturnPolicy,
  type ReturnStep,
  type SoldLine,
} from '../returns/return-rules.js';
import { RETURN_COLUMNS, toReturn, type ReturnRow } from '../returns/return-view.js';

/** The admin's list: 20 a page unless asked, at most 100. */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** payment_refund's id of a return's refund (payment-refunded carries it back). */
export const RETURN_REFUND_PREFIX = 'return-';

/** The order's fields the owner's list and the e-mails show beside a return. */
interface OrderSide {
  user_name: string;
  email: string;
  order_date: Date;
  payment_method: string;
  payment_id: string;
  payment_status: string;
  total_amount: number;
  credit_note_number: string | null;
}

const ORDER_SIDE = `o.user_name, o.email, o.order_date, o.payment_method, o.payment_id,
  o.payment_status, o.total_amount,
  (SELECT number FROM invoice i WHERE i.order_id = o.id AND i.kind = 'credit-note') AS credit_note_number`;

/**
 * Returns after delivery (docs/returns.md): the customer's request within the window, and
 * the owner's steps (approve or reject, received, refund or replacement), each once under
 * the return's row lock, each publishing return-updated for the customer's e-mail in the
 * same transaction. A refund of an online order is return-refund-requested (payment
 * refunds that part of the payment once, keyed return-{id}); a COD order's is the owner's
 * own transfer, recorded with its reference. A replacement takes the units from catalogue
 * (reservation return-{id}, reserved and committed: idempotent if the step is repeated).
 */
@Injectable()
export class ReturnsService {
  private readonly timeZone: string;
  private readonly policy: ReturnPolicy;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly invoices: InvoicesService,
    private readonly catalogue: CatalogueClient,
    @Inject(SERVICE_CONFIG) config: OrderConfig,
  ) {
    this.timeZone = config.SHOP_TIME_ZONE;
    this.policy = returnPolicyOf(config);
  }

  /** The customer asks to return lines of their delivered order. */
  async request(request: RequestReturnRequest): Promise<RequestReturnResponse> {
    const actor = requireActor(request.actor);
    const reason = request.reason?.trim() ?? '';
    const note = request.note?.trim() ?? '';
    if (!isUuid(request.orderId)) throw RpcErrors.notFound(ORDER_NOT_FOUND);
    return inTransaction(this.dataSource, async (manager) => {
      const [order] = await rows<OrderRow>(
        manager,
        `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`,
        [request.orderId],
      );
      if (!order || order.user_id !== actor.userId) throw RpcErrors.notFound(ORDER_NOT_FOUND);
      if (order.order_status !== 'delivered')
        throw RpcErrors.failedPrecondition(RETURN_MESSAGES.notDelivered);
      const [existing] = await rows<{ id: string }>(
        manager,
        `SELECT id FROM return_request WHERE order_id = $1`,
        [order.id],
      );
      if (existing) throw RpcErrors.failedPrecondition(RETURN_MESSAGES.alreadyRequested);
      // return_until is set when the order is delivered (the policy of that day)
      const deadline = order.return_until ?? order.order_update_date;
      if (deadline <= new Date())
        throw RpcErrors.failedPrecondition(windowClosed(deadline, this.timeZone));
      if (!(reason in RETURN_REASONS)) throw RpcErrors.invalid(RETURN_MESSAGES.noReason);
      if (note.length > NOTE_MAX) throw RpcErrors.invalid(RETURN_MESSAGES.noteTooLong);
      const photos = request.photos ?? [];
      const photoProblem = photosProblem(photos);
      if (photoProblem) throw RpcErrors.invalid(photoProblem);
      const sold = await rows<SoldLine>(
        manager,
        `SELECT product_id, colour_id, title, colour_title, product_code, image, quantity, price,
                on_sale, no_returns
           FROM order_line WHERE order_id = $1 ORDER BY position`,
        [order.id],
      );
      const plan = planReturnLines(sold, request.lines ?? []);
      if ('problem' in plan) throw RpcErrors.invalid(plan.problem);
      const id = randomUUID();
      await manager.query(
        `INSERT INTO return_request (id, order_id, user_id, reason, note, lines, items_amount,
           photos)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::text[])`,
        [
          id,
          order.id,
          order.user_id,
          reason,
          note,
          JSON.stringify(plan.lines),
          plan.itemsAmount,
          photos,
        ],
      );
      await this.outbox.add(manager, 'return-requested', order.id, {
        returnId: id,
        orderId: order.id,
        userId: order.user_id,
        email: order.email,
        userName: order.user_name,
        reasonLabel: RETURN_REASONS[reason as keyof typeof RETURN_REASONS],
        note,
        lines: eventLines(plan.lines),
        itemsAmount: plan.itemsAmount,
        photos,
      });
      const [answered] = await withDetails(manager, [order]);
      return { order: answered, message: RETURN_MESSAGES.requested };
    });
  }

  /** Admin: the returns, newest first, optionally of one status; a page at a time. */
  async list(request: ListReturnsRequest): Promise<ListReturnsResponse> {
    requireAdmin(request.actor);
    const status = request.status?.trim() ?? '';
    if (status && !(RETURN_STATUSES as readonly string[]).includes(status))
      throw RpcErrors.invalid(RETURN_MESSAGES.invalidStatus);
    const page = Math.max(1, request.page?.page || 1);
    const pageSize = Math.min(
      MAX_PAGE_SIZE,
      Math.max(1, request.page?.pageSize || DEFAULT_PAGE_SIZE),
    );
    const manager = this.dataSource.manager;
    const [{ total }] = await rows<{ total: number }>(
      manager,
      `SELECT count(*)::int AS total FROM return_request WHERE ($1 = '' OR status = $1)`,
      [status],
    );
    const found = await rows<ReturnRow & OrderSide>(
      manager,
      `SELECT ${RETURN_COLUMNS}, ${ORDER_SIDE}
         FROM return_request r JOIN orders o ON o.id = r.order_id
        WHERE ($1 = '' OR r.status = $1)
        ORDER BY r.requested_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [status, pageSize, (page - 1) * pageSize],
    );
    return { returns: found.map((row) => toReturn(row, row)), page: { total } };
  }

  /** Admin: one step of a return, once (docs/returns.md, "States"). */
  async update(request: UpdateReturnRequest): Promise<UpdateReturnResponse> {
    requireAdmin(request.actor);
    const step = request.step as ReturnStep;
    if (!RETURN_STEPS.includes(step)) throw RpcErrors.invalid(RETURN_MESSAGES.invalidStep);
    if (!isUuid(request.returnId)) throw RpcErrors.notFound(RETURN_MESSAGES.notFound);
    const note = request.note?.trim() ?? '';
    if (note.length > NOTE_MAX) throw RpcErrors.invalid(RETURN_MESSAGES.noteTooLong);
    return inTransaction(this.dataSource, async (manager) => {
      const [found] = await this.lockedReturn(manager, request.returnId);
      if (!found) throw RpcErrors.notFound(RETURN_MESSAGES.notFound);
      const plan = planStep(found.status, step);
      if (plan.do === 'refuse') throw RpcErrors.failedPrecondition(plan.message);
      if (plan.do === 'done')
        return {
          return: toReturn(found, found),
          message: `This return is already ${found.status}`,
        };
      const cod = found.payment_method === 'cod';
      let refund = 0;
      if (step === 'reject' && !note) throw RpcErrors.invalid(RETURN_MESSAGES.rejectNote);
      if (step === 'refund') refund = await this.refund(manager, found, request, cod);
      if (step === 'replace') await this.takeReplacement(found);
      const [moved] = await rows<ReturnRow>(
        manager,
        `UPDATE return_request r SET status = $2::text,
                owner_note = CASE WHEN $3::text <> '' THEN $3::text ELSE r.owner_note END,
                decided_at = CASE WHEN $2::text IN ('approved', 'rejected') THEN now()
                                  ELSE r.decided_at END,
                received_at = CASE WHEN $2::text = 'received' THEN now() ELSE r.received_at END,
                resolved_at = CASE WHEN $2::text IN ('refunded', 'replaced') THEN now()
                                   ELSE r.resolved_at END,
                resolution = CASE $2::text WHEN 'refunded' THEN 'refund'
                                           WHEN 'replaced' THEN 'replacement'
                                           ELSE r.resolution END
          WHERE r.id = $1 RETURNING ${RETURN_COLUMNS}`,
        [found.id, plan.to, note],
      );
      const [side] = await rows<OrderSide>(
        manager,
        `SELECT ${ORDER_SIDE} FROM orders o WHERE o.id = $1`,
        [found.order_id],
      );
      await this.outbox.add(manager, 'return-updated', found.order_id, {
        returnId: moved.id,
        orderId: moved.order_id,
        userId: moved.user_id,
        email: side.email,
        userName: side.user_name,
        status: moved.status,
        ownerNote: moved.owner_note,
        refundAmount: moved.refund_amount,
        lines: eventLines(moved.lines),
        paymentMethod: side.payment_method,
        refundReference: moved.refund_reference,
      });
      return { return: toReturn(moved, side), message: stepMessage(step, refund, cod) };
    });
  }

  /**
   * payment-refunded of a return's refund (refund id return-{id}): when the provider made
   * it and its id, once (a repeated event finds it recorded).
   */
  async recordRefund(
    manager: EntityManager,
    refund: { refundId: string; providerRefundId: string; refundedAt: string },
  ): Promise<void> {
    const id = refund.refundId.slice(RETURN_REFUND_PREFIX.length);
    if (!isUuid(id)) return;
    await manager.query(
      `UPDATE return_request SET refunded_at = $2, refund_reference = $3
        WHERE id = $1 AND refunded_at IS NULL`,
      [id, refund.refundedAt || new Date().toISOString(), refund.providerRefundId.slice(0, 100)],
    );
  }

  private lockedReturn(manager: EntityManager, id: string) {
    return rows<ReturnRow & OrderSide>(
      manager,
      `SELECT ${RETURN_COLUMNS}, ${ORDER_SIDE}
         FROM return_request r JOIN orders o ON o.id = r.order_id
        WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
    );
  }

  /**
   * The refund step: its amount checked, stored, the credit note for the returned pieces,
   * and the money: return-refund-requested for an online payment, or the owner's own
   * transfer (its reference) for cash on delivery. Answers the amount (paise).
   */
  private async refund(
    manager: EntityManager,
    found: ReturnRow & OrderSide,
    request: UpdateReturnRequest,
    cod: boolean,
  ): Promise<number> {
    const reference = request.reference?.trim() ?? '';
    const plan = planRefund(
      found.items_amount,
      {
        shippingReimbursement: request.shippingReimbursement,
        deduction: request.deduction,
        reference,
      },
      this.policy,
      cod,
      found.total_amount,
    );
    if ('problem' in plan) throw RpcErrors.invalid(plan.problem);
    const amount = plan.amount;
    await manager.query(
      `UPDATE return_request SET shipping_reimbursement = $2, deduction = $3, refund_amount = $4,
              refund_reference = $5, refunded_at = CASE WHEN $6::boolean THEN now() ELSE NULL END
        WHERE id = $1`,
      [
        found.id,
        request.shippingReimbursement,
        request.deduction,
        amount,
        cod ? reference.slice(0, 100) : '',
        cod,
      ],
    );
    const positions = await rows<{ position: number; product_id: string; colour_id: string }>(
      manager,
      `SELECT position, product_id, colour_id FROM order_line WHERE order_id = $1`,
      [found.order_id],
    );
    await this.invoices.issueCreditNote(
      manager,
      found.order_id,
      'Goods returned by the customer',
      found.lines.flatMap((line) => {
        const sold = positions.find(
          (candidate) =>
            candidate.product_id === line.productId && candidate.colour_id === line.colourId,
        );
        return sold ? [{ position: sold.position, quantity: line.quantity }] : [];
      }),
    );
    if (!cod && amount > 0)
      await this.outbox.add(manager, 'return-refund-requested', found.order_id, {
        returnId: found.id,
        orderId: found.order_id,
        paymentId: found.payment_id,
        amount,
      });
    return amount;
  }

  /** The replacement's units: reserved and sold in catalogue, or 409 with the stock message. */
  private async takeReplacement(found: ReturnRow): Promise<void> {
    const reservationId = `${RETURN_REFUND_PREFIX}${found.id}`;
    const answer = await this.catalogue.rpc.reserveStock(
      {
        reservationId,
        lines: found.lines.map((line) => ({
          productId: line.productId,
          colourId: line.colourId,
          quantity: line.quantity,
        })),
      },
      { timeoutMs: 15_000 },
    );
    if (!answer.ok)
      throw RpcErrors.failedPrecondition(
        `${answer.shortages.map(shortageMessage).join(' ')} Refund the return instead.`,
      );
    await this.catalogue.rpc.commitReservation({ reservationId }, { timeoutMs: 15_000 });
  }
}
