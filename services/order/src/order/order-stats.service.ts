import { Inject, Injectable } from '@nestjs/common';
import type {
  GetOrderStatsRequest,
  GetOrderStatsResponse,
  MonthSales,
  StatusCount,
} from '@boutique/contracts/order/v1/order_service';
import { requireAdmin, rows, RpcErrors, SERVICE_CONFIG } from '@boutique/service-kit';
import { DataSource } from 'typeorm';
import type { OrderConfig } from '../config/order.config.js';

const INVALID_YEAR = 'Invalid year: expected a whole number from 2000 to 2100';

/** The dashboard's status order; any other status follows, alphabetically. */
const STATUS_ORDER = ['confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected', 'cancelled'];

/** The calendar year of `at` in `timeZone`. */
export function yearIn(timeZone: string, at = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(at));
}

/** Statuses in lifecycle order, then the others alphabetically. */
export function sortStatuses(counts: StatusCount[]): StatusCount[] {
  const rank = (status: string) => {
    const index = STATUS_ORDER.indexOf(status);
    return index < 0 ? STATUS_ORDER.length : index;
  };
  return [...counts].sort(
    (a, b) => rank(a.status) - rank(b.status) || a.status.localeCompare(b.status),
  );
}

/**
 * Sales are net: a paid order later cancelled or rejected (its payment refunded in full)
 * sells nothing, and a return's refund comes off its order's amount. The paid orders are
 * read from their partial index alone (no join: an index-only scan); the refunded returns,
 * few, are a second part of each query with the amount negative (`o` is their order).
 */
const SOLD = (alias = '') => `${alias}order_status NOT IN ('cancelled', 'rejected')`;
const REFUNDED_RETURNS = `return_request r JOIN orders o ON o.id = r.order_id
  WHERE r.status = 'refunded' AND o.payment_status = 'paid' AND ${SOLD('o.')}`;

/**
 * The admin dashboard's order figures, over paid orders only, aggregated in PostgreSQL:
 * one query for the totals by status, one for the net sales by month of the two years (the
 * months are calendar months of the order date in SHOP_TIME_ZONE). Both read the partial
 * index of paid orders (order date, amount, status) only, and the few refunded returns.
 */
@Injectable()
export class OrderStatsService {
  private readonly timeZone: string;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: OrderConfig,
  ) {
    this.timeZone = config.SHOP_TIME_ZONE;
  }

  async stats(request: GetOrderStatsRequest): Promise<GetOrderStatsResponse> {
    requireAdmin(request.actor);
    const year = request.year || yearIn(this.timeZone);
    if (!Number.isInteger(year) || year < 2000 || year > 2100)
      throw RpcErrors.invalid(INVALID_YEAR);
    const manager = this.dataSource.manager;

    const byStatus = await rows<{ status: string; orders: number; sales: number }>(
      manager,
      `SELECT status, sum(orders)::int AS orders, sum(sales)::float8 AS sales
         FROM (SELECT order_status AS status, count(*) AS orders,
                      coalesce(sum(total_amount) FILTER (WHERE ${SOLD()}), 0) AS sales
                 FROM orders WHERE payment_status = 'paid'
                GROUP BY order_status
               UNION ALL
               SELECT o.order_status, 0, -sum(r.refund_amount)
                 FROM ${REFUNDED_RETURNS}
                GROUP BY o.order_status) parts
        GROUP BY status`,
    );

    // The bounds are midnight of 1 January in the shop's zone, so the range reads the
    // index; each order falls in the month of its local date.
    const byMonth = await rows<{ year: number; month: number; sales: number }>(
      manager,
      `SELECT date_part('year', m)::int AS year, date_part('month', m)::int AS month,
              sum(sales)::float8 AS sales
         FROM (SELECT date_trunc('month', order_date AT TIME ZONE $1) AS m,
                      sum(total_amount) AS sales
                 FROM orders
                WHERE payment_status = 'paid' AND ${SOLD()}
                  AND order_date >= make_timestamp($2, 1, 1, 0, 0, 0) AT TIME ZONE $1
                  AND order_date < make_timestamp($3, 1, 1, 0, 0, 0) AT TIME ZONE $1
                GROUP BY 1
               UNION ALL
               SELECT date_trunc('month', o.order_date AT TIME ZONE $1), -sum(r.refund_amount)
                 FROM ${REFUNDED_RETURNS}
                  AND o.order_date >= make_timestamp($2, 1, 1, 0, 0, 0) AT TIME ZONE $1
                  AND o.order_date < make_timestamp($3, 1, 1, 0, 0, 0) AT TIME ZONE $1
                GROUP BY 1) monthly
        GROUP BY m`,
      [this.timeZone, year - 1, year + 1],
    );

    const months: MonthSales[] = Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      lastYearSales: 0,
      currentYearSales: 0,
    }));
    for (const row of byMonth) {
      const month = months[row.month - 1];
      if (row.year === year) month.currentYearSales = Number(row.sales);
      else month.lastYearSales = Number(row.sales);
    }

    return {
      totalSales: byStatus.reduce((sum, row) => sum + Number(row.sales), 0),
      totalOrders: byStatus.reduce((sum, row) => sum + row.orders, 0),
      currentYear: year,
      lastYear: year - 1,
      months,
      statuses: sortStatuses(
        byStatus
          .filter((row) => row.orders > 0)
          .map((row) => ({ status: row.status, count: row.orders })),
      ),
    };
  }
}
