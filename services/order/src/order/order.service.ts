import { Injectable } from '@nestjs/common';
import type {
  AdminListOrdersRequest,
  AdminListOrdersResponse,
  ListOrdersRequest,
  Order,
  UpdateOrderStatusRequest,
  UpdateOrderStatusResponse,
} from '@boutique/contracts/order/v1/order_service';
import {
  assertActorMayActFor,
  inTransaction,
  mayActFor,
  Outbox,
  requireActor,
  requireAdmin,
  rows,
  RpcErrors,
} from '@boutique/service-kit';
import { DataSource } from 'typeorm';
import { checkStatusInput, planStatusUpdate } from './order-state-machine.js';
import {
  eventLines,
  isUuid,
  ORDER_COLUMNS,
  ORDER_NOT_FOUND,
  readOrder,
  withDetails,
  type OrderRow,
} from './order.sql.js';

const STATUS_UPDATED = 'Order status updated successfully';

/** Escapes LIKE's wildcards so a search is taken literally. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Reading orders (customers see their own, admins any) and the admin's status updates. */
@Injectable()
export class OrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** The actor's own orders, or a given user's for an admin; newest first. */
  async list(request: ListOrdersRequest): Promise<Order[]> {
    const actor = requireActor(request.actor);
    const userId = request.userId?.trim() || actor.userId;
    assertActorMayActFor(actor, userId);
    const manager = this.dataSource.manager;
    const found = await rows<OrderRow>(
      manager,
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.user_id = $1 ORDER BY o.order_date DESC, o.id DESC`,
      [userId],
    );
    return withDetails(manager, found);
  }

  /** One order: its owner's or any for an admin; NOT_FOUND for anyone else. */
  async get(actorInput: ListOrdersRequest['actor'], orderId: string): Promise<Order> {
    const actor = requireActor(actorInput);
    const found = await readOrder(this.dataSource.manager, orderId);
    if (!found || !mayActFor(actor, found.row.user_id)) throw RpcErrors.notFound(ORDER_NOT_FOUND);
    return found.order;
  }

  /** Paid orders only, newest first, searched by the start of the id. */
  async adminList(request: AdminListOrdersRequest): Promise<AdminListOrdersResponse> {
    requireAdmin(request.actor);
    const search = (request.search ?? '').trim().toLowerCase();
    const page = Math.max(1, request.page || 1);
    const pageSize = Math.max(0, request.pageSize || 0);
    const manager = this.dataSource.manager;
    const where = `o.payment_status = 'paid' AND ($1 = '' OR o.id::text LIKE $2)`;
    const params = [search, likePrefix(search)];
    const [{ total }] = await rows<{ total: number }>(
      manager,
      `SELECT count(*)::int AS total FROM orders o WHERE ${where}`,
      params,
    );
    const found = await rows<OrderRow>(
      manager,
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${where}
        ORDER BY o.order_date DESC, o.id DESC
        LIMIT $3 OFFSET $4`,
      [...params, pageSize > 0 ? pageSize : null, pageSize > 0 ? (page - 1) * pageSize : 0],
    );
    return { orders: await withDetails(manager, found), total };
  }

  /**
   * The admin sets a paid order's status (never backwards); inShipping needs a tracking
   * number and sends order-shipped. History and events only when something changed.
   * Rejecting a paid order gives the money and the units back: order-payment-refused
   * (reason order-rejected: payment refunds it) and order-rejected (catalogue puts the
   * units back), in the transaction of the change; rejected is final, so once.
   */
  async updateStatus(request: UpdateOrderStatusRequest): Promise<UpdateOrderStatusResponse> {
    requireAdmin(request.actor);
    const requested = {
      orderStatus: request.orderStatus ?? '',
      trackingNumber: request.trackingNumber ?? '',
    };
    const inputProblem = checkStatusInput(requested);
    if (inputProblem) throw RpcErrors.invalid(inputProblem);
    if (!isUuid(request.orderId)) throw RpcErrors.notFound(ORDER_NOT_FOUND);

    const order = await inTransaction(this.dataSource, async (manager) => {
      const [row] = await rows<OrderRow>(
        manager,
        `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`,
        [request.orderId],
      );
      if (!row) throw RpcErrors.notFound(ORDER_NOT_FOUND);
      const plan = planStatusUpdate(
        {
          orderStatus: row.order_status,
          paymentStatus: row.payment_status,
          trackingNumber: row.tracking_number,
        },
        requested,
      );
      if (!plan.ok)
        throw plan.code === 'invalid'
          ? RpcErrors.invalid(plan.message)
          : RpcErrors.failedPrecondition(plan.message);
      if (!plan.changed) return (await withDetails(manager, [row]))[0];

      const [updated] = await rows<OrderRow>(
        manager,
        `UPDATE orders o SET order_status = $2, tracking_number = $3, order_update_date = now()
          WHERE o.id = $1 RETURNING ${ORDER_COLUMNS}`,
        [row.id, plan.next.orderStatus, plan.next.trackingNumber],
      );
      await manager.query(
        `INSERT INTO order_status_change (order_id, status, tracking_number) VALUES ($1, $2, $3)`,
        [row.id, plan.next.orderStatus, plan.next.trackingNumber],
      );
      const [result] = await withDetails(manager, [updated]);
      await this.outbox.add(manager, 'order-status-changed', row.id, {
        orderId: row.id,
        userId: row.user_id,
        fromStatus: row.order_status,
        toStatus: plan.next.orderStatus,
        trackingNumber: plan.next.trackingNumber,
      });
      if (plan.next.orderStatus === 'rejected' && row.order_status !== 'rejected') {
        await this.outbox.add(manager, 'order-rejected', row.id, {
          orderId: row.id,
          userId: row.user_id,
          paymentId: row.payment_id,
          totalAmount: row.total_amount,
          lines: eventLines(result),
        });
        await this.outbox.add(manager, 'order-payment-refused', row.id, {
          orderId: row.id,
          paymentId: row.payment_id,
          amount: row.total_amount,
          reason: 'order-rejected',
        });
      }
      if (plan.shipped)
        await this.outbox.add(manager, 'order-shipped', row.id, {
          orderId: row.id,
          userId: row.user_id,
          email: result.email,
          userName: result.userName,
          trackingNumber: plan.next.trackingNumber,
          lines: eventLines(result),
        });
      return result;
    });
    return { order, message: STATUS_UPDATED };
  }
}
