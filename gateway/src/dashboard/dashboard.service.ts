import { Injectable } from '@nestjs/common';
import type { GetCatalogueStatsResponse } from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { GetOrderStatsResponse } from '@boutique/contracts/order/v1/order_service';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { CatalogueClient } from '../clients/catalogue.client.js';
import { IdentityClient } from '../clients/identity.client.js';
import { OrderClient } from '../clients/order.client.js';
import { actorOf, namedActorOf } from '../common/actor.js';
import { toRupees } from '../common/money.js';
import { integer } from '../common/query-params.js';
import { SingleFlight } from '../common/single-flight.js';
import type {
  AdminDashboard,
  CategoryProducts,
  DashboardSummary,
  OrderStatusCount,
  SalesChart,
  StockStatus,
} from './dashboard.shapes.js';

export const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
export const INVALID_YEAR = 'Invalid year: expected a whole number from 2000 to 2100';

/** The `year` parameter: absent or "" means this year (0 for order); else 2000 to 2100. */
export function yearOf(value: unknown): number {
  return integer({ year: value }, 'year', 2000, 2100, 0);
}

export function toSummary(
  orders: GetOrderStatsResponse,
  catalogue: GetCatalogueStatsResponse,
  totalUsers: number,
): DashboardSummary {
  const { totalSales, totalOrders } = orders;
  const { totalProducts } = catalogue;
  return { totalSales: toRupees(totalSales), totalOrders, totalProducts, totalUsers };
}

/** Twelve rows, January first; a month order did not answer is 0. */
export function toSalesChart({ months, currentYear, lastYear }: GetOrderStatsResponse): SalesChart {
  const byMonth = new Map(months.map((row) => [row.month, row]));
  const data = MONTHS.map((month, index) => {
    const row = byMonth.get(index + 1);
    return {
      month,
      monthNumber: index + 1,
      lastYearSales: toRupees(row?.lastYearSales ?? 0),
      currentYearSales: toRupees(row?.currentYearSales ?? 0),
    };
  });
  return { data, currentYear, lastYear };
}

export const toOrderStatus = (orders: GetOrderStatsResponse): OrderStatusCount[] =>
  orders.statuses.map(({ status, count }) => ({ label: status, count }));
const toStockStatus = ({ inStock, outOfStock }: GetCatalogueStatsResponse): StockStatus => ({
  inStock,
  outOfStock,
});
const toCategoryProducts = (catalogue: GetCatalogueStatsResponse): CategoryProducts[] =>
  catalogue.categories.map(({ name, count }) => ({ name, count }));

/**
 * The admin dashboard, composed at the gateway from order's GetOrderStats (paid orders),
 * catalogue's GetCatalogueStats and identity's ListUsers total; the calls a figure needs
 * run in parallel. Amounts are rupees. Identical service calls in flight at the same time
 * (the page's five requests) are made once; nothing is cached after they answer. Only
 * admins reach these calls, so sharing an answer between two admins shows nothing new.
 */
@Injectable()
export class DashboardService {
  private readonly orderFlights = new SingleFlight<GetOrderStatsResponse>();
  private readonly catalogueFlights = new SingleFlight<GetCatalogueStatsResponse>();
  private readonly userFlights = new SingleFlight<number>();

  constructor(
    private readonly order: OrderClient,
    private readonly catalogue: CatalogueClient,
    private readonly identity: IdentityClient,
  ) {}

  async summary(admin: AuthUser): Promise<DashboardSummary> {
    const [orders, catalogue, users] = await this.stats(admin, 0);
    return toSummary(orders, catalogue, users);
  }

  async salesChart(admin: AuthUser, year: number): Promise<SalesChart> {
    return toSalesChart(await this.orderStats(admin, year));
  }

  async orderStatus(admin: AuthUser): Promise<OrderStatusCount[]> {
    return toOrderStatus(await this.orderStats(admin, 0));
  }

  async stockStatus(): Promise<StockStatus> {
    return toStockStatus(await this.catalogueStats());
  }

  async categoryProducts(): Promise<CategoryProducts[]> {
    return toCategoryProducts(await this.catalogueStats());
  }

  /** Every figure: one call to each service, in parallel. */
  async all(admin: AuthUser, year: number): Promise<AdminDashboard> {
    const [orders, catalogue, users] = await this.stats(admin, year);
    return {
      summary: toSummary(orders, catalogue, users),
      salesChart: toSalesChart(orders),
      orderStatus: toOrderStatus(orders),
      stockStatus: toStockStatus(catalogue),
      categoryProducts: toCategoryProducts(catalogue),
    };
  }

  private stats(admin: AuthUser, year: number) {
    return Promise.all([
      this.orderStats(admin, year),
      this.catalogueStats(),
      this.totalUsers(admin),
    ]);
  }

  private orderStats(admin: AuthUser, year: number): Promise<GetOrderStatsResponse> {
    return this.orderFlights.run(String(year), () =>
      this.order.rpc.getOrderStats({ actor: namedActorOf(admin), year }),
    );
  }

  private catalogueStats(): Promise<GetCatalogueStatsResponse> {
    return this.catalogueFlights.run('all', () => this.catalogue.rpc.getCatalogueStats({}));
  }

  private totalUsers(admin: AuthUser): Promise<number> {
    return this.userFlights.run('all', async () => {
      const request = { actor: actorOf(admin), emailSearch: '', page: 1, pageSize: 1 };
      return (await this.identity.rpc.listUsers(request)).total;
    });
  }
}
