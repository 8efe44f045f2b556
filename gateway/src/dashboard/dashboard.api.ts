import { ApiQuery } from '@nestjs/swagger';
import { ok } from '../common/envelope.js';
import { api, operations } from '../common/operations.js';
import {
  AdminDashboard,
  AdminDashboardArgs,
  CategoryProductsResponse,
  DashboardSummaryResponse,
  OrderStatusResponse,
  SalesChartResponse,
  StockStatusResponse,
} from './dashboard.shapes.js';
import { DashboardService, INVALID_YEAR, yearOf } from './dashboard.service.js';

const deps = { dashboard: DashboardService };
const op = operations(deps);

/** The admin dashboard (admin only): paid orders' figures, stock and categories; REST and GraphQL. */
export const dashboardApi = api({
  name: 'DashboardController',
  prefix: 'admin/dashboard',
  tag: 'admin dashboard',
  deps,
  operations: {
    summary: op({
      summary: 'Total sales (rupees) and paid orders, products, users',
      auth: 'admin',
      handle: ({ deps, user }) => deps.dashboard.summary(user),
      rest: { route: { get: 'summary' }, ok: DashboardSummaryResponse },
    }),
    salesChart: op({
      summary: "A year's monthly sales beside the year before's (rupees)",
      auth: 'admin',
      handle: ({ deps, user }, input: { year?: unknown }) =>
        deps.dashboard.salesChart(user, yearOf(input.year)),
      rest: {
        route: { get: 'sales-chart' },
        ok: SalesChartResponse,
        errors: { 400: INVALID_YEAR },
        decorators: [
          ApiQuery({
            name: 'year',
            required: false,
            type: Number,
            description: 'Default: this year',
          }),
        ],
        reply: (chart) => ok(chart),
      },
    }),
    orderStatus: op({
      summary: 'Paid orders per status, lifecycle order',
      auth: 'admin',
      handle: ({ deps, user }) => deps.dashboard.orderStatus(user),
      rest: { route: { get: 'order-status' }, ok: OrderStatusResponse },
    }),
    stockStatus: op({
      summary: 'Products in stock and out of stock',
      auth: 'admin',
      handle: ({ deps }) => deps.dashboard.stockStatus(),
      rest: { route: { get: 'stock-status' }, ok: StockStatusResponse },
    }),
    categoryProducts: op({
      summary: 'Products per category, every category',
      auth: 'admin',
      handle: ({ deps }) => deps.dashboard.categoryProducts(),
      rest: { route: { get: 'category-products' }, ok: CategoryProductsResponse },
    }),
    adminDashboard: op({
      summary: 'Every figure of the dashboard in one query',
      auth: 'admin',
      input: AdminDashboardArgs,
      handle: ({ deps, user }, input) => deps.dashboard.all(user, yearOf(input.year)),
      graphql: {
        query: true,
        type: () => AdminDashboard,
        description: 'The admin dashboard (admin; paid orders only)',
      },
    }),
  },
});
