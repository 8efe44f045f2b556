import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminListOrdersRequest,
  AdminListOrdersResponse,
  ListCouriersRequest,
  ListCouriersResponse,
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
  SERVICE_CONFIG,
} from '@boutique/service-kit';
import type { OrderConfig } from '../config/order.config.js';
import { trackingUrl, type Courier } from '../couriers/couriers.js';
import { DataSource } from 'typeorm';
import { InvoicesService } from '../invoices/invoices.service.js';
import { checkStatusInput, planStatusUpdate } from './order-state-machine.js';
import { openReturnWindow } from '../returns/return-view.js';
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
  private readonly couriers: readonly Courier[];
  private readonly courierIds: readonly string[];
  /** RETURN_WINDOW_DAYS: a delivered order keeps its return_until (docs/returns.md). */
  private readonly returnWindowDays: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly invoices: InvoicesService,
    @Inject(SERVICE_CONFIG) config: OrderConfig,
  ) {
    this.couriers = config.ORDER_COURIERS;
    this.courierIds = this.couriers.map((courier) => courier.id);
    this.returnWindowDays = config.RETURN_WINDOW_DAYS;
  }

  /** The couriers the shop ships with (ORDER_COURIERS), as the shipping form offers them. */
  listCouriers(request: ListCouriersRequest): ListCouriersResponse {
    requireAdmin(request.actor);
    return { couriers: this.couriers.map((courier) => ({ ...courier })) };
  }

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

  /** Paid and confirmed COD orders, newest first, searched by the start of the id. */
  async adminList(request: AdminListOrdersRequest): Promise<AdminListOrdersResponse> {
    requireAdmin(request.actor);
    const search = (request.search ?? '').trim().toLowerCase();
    const page = Math.max(1, request.page || 1);
    const pageSize = Math.max(0, request.pageSize || 0);
    const manager = this.dataSource.manager;
    // Paid orders and confirmed cash-on-delivery ones (cash due): the orders_settled index.
    const where = `o.payment_status IN ('paid', 'cod') AND ($1 = '' OR o.id::text LIKE $2)`;
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
   * number and a courier (ORDER_COURIERS) and sends order-shipped with the parcel's link. History and events only when something changed.
   * Rejecting a paid order gives the money and the units back: order-payment-refused
   * (reason order-rejected: payment refunds it) and order-rejected (catalogue puts the
   * units back), in the transaction of the change; rejected is final, so once.
   */
  async updateStatus(request: UpdateOrderStatusRequest): Promise<UpdateOrderStatusResponse> {
    requireAdmin(request.actor);
    const requested = {
      orderStatus: request.orderStatus ?? '',
      trackingNumber: request.trackingNumber ?? '',
      courierId: request.courierId ?? '',
    };
    const inputProblem = checkStatusInput(requested, this.courierIds);
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
          courierId: row.courier_id,
        },
        requested,
        this.courierIds,
      );
      if (!plan.ok)
        throw plan.code === 'invalid'
          ? RpcErrors.invalid(plan.message)
          : RpcErrors.failedPrecondition(plan.message);
      if (!plan.changed) return (await withDetails(manager, [row]))[0];

      // The courier's name and the parcel's link as they are now; a courier since removed
      // from ORDER_COURIERS keeps what the order has.
      const courier = this.couriers.find((known) => known.id === plan.next.courierId);
      const courierName = courier ? courier.name : row.courier_name;
      const link =
        courier && plan.next.trackingNumber
          ? trackingUrl(courier.trackingUrlPattern, plan.next.trackingNumber)
          : row.tracking_url;
      // delivered now: the return window opens (the policy of today, kept on the order)
      const delivering = plan.next.orderStatus === 'delivered' && row.order_status !== 'delivered';
      await manager.query(
        `INSERT INTO order_status_change (order_id, status, tracking_number) VALUES ($1, $2, $3)`,
        [row.id, plan.next.orderStatus, plan.next.trackingNumber],
      );
      const [updated] = await rows<OrderRow>(
        manager,
        `UPDATE orders o SET order_status = $2, tracking_number = $3, courier_id = $4,
            courier_name = $5, tracking_url = $6, order_update_date = now(),
            ${openReturnWindow('$1', '$7')}
          WHERE o.id = $1 RETURNING ${ORDER_COLUMNS}`,
        [
          row.id,
          plan.next.orderStatus,
          plan.next.trackingNumber,
          plan.next.courierId,
          courierName,
          link,
          delivering ? this.returnWindowDays : null,
        ],
      );
      if (plan.next.orderStatus === 'rejected' && row.order_status !== 'rejected')
        await this.invoices.issueCreditNote(manager, row.id, 'Order rejected by the shop');
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
          lines: eventLines(result.lines),
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
          lines: eventLines(result.lines),
          courierId: result.courierId,
          courierName: result.courierName,
          trackingUrl: result.trackingUrl,
        });
      return result;
    });
    return { order, message: STATUS_UPDATED };
  }
}
