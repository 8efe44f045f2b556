import { Float, Int } from '@nestjs/graphql';
import { DataResponse } from '../common/api-responses.js';
import { Prop, Shape } from '../common/shape.js';

/** The dashboard's cards: paid orders' sales (rupees) and counts. */
@Shape('DashboardSummary')
export class DashboardSummary {
  @Prop(() => Float, { example: 125_499.5, description: 'Rupees, all paid orders' })
  totalSales: number;
  @Prop(() => Int, { example: 42, description: 'Paid orders' }) totalOrders: number;
  @Prop(() => Int, { example: 120 }) totalProducts: number;
  @Prop(() => Int, { example: 310 }) totalUsers: number;
}

/** One month of the sales chart (rupees). */
@Shape('MonthSales', { restName: 'MonthSalesView' })
export class MonthSales {
  @Prop({ example: 'Jan', description: 'Jan .. Dec' }) month: string;
  @Prop(() => Int, { example: 1, description: '1 .. 12' }) monthNumber: number;
  @Prop(() => Float, { example: 10_499 }) lastYearSales: number;
  @Prop(() => Float, { example: 12_999.5 }) currentYearSales: number;
}

@Shape('SalesChart', { rest: false })
export class SalesChart {
  @Prop(() => [MonthSales], { description: 'Twelve months, January first' }) data: MonthSales[];
  @Prop(() => Int) currentYear: number;
  @Prop(() => Int) lastYear: number;
}

@Shape('OrderStatusCount')
export class OrderStatusCount {
  @Prop({ example: 'confirmed', description: 'An orderStatus value' }) label: string;
  @Prop(() => Int, { example: 7 }) count: number;
}

@Shape('StockStatus')
export class StockStatus {
  @Prop(() => Int, { example: 100, description: 'Products with totalStock above 0' })
  inStock: number;
  @Prop(() => Int, { example: 20, description: 'Products with totalStock at most 0' })
  outOfStock: number;
}

@Shape('CategoryProducts')
export class CategoryProducts {
  @Prop({ example: 'Silk Sarees' }) name: string;
  @Prop(() => Int, { example: 12 }) count: number;
}

/** GraphQL `adminDashboard(year)`: every figure of the dashboard in one query. */
@Shape('AdminDashboard', { rest: false })
export class AdminDashboard {
  @Prop(() => DashboardSummary) summary: DashboardSummary;
  @Prop(() => SalesChart) salesChart: SalesChart;
  @Prop(() => [OrderStatusCount]) orderStatus: OrderStatusCount[];
  @Prop(() => StockStatus) stockStatus: StockStatus;
  @Prop(() => [CategoryProducts], { description: 'Every category, 0 included' })
  categoryProducts: CategoryProducts[];
}

@Shape('AdminDashboardArgs', { kind: 'args' })
export class AdminDashboardArgs {
  @Prop(() => Int, { optional: true, description: 'Default: this year' }) year?: number;
}

// ---- REST answers ----

export class DashboardSummaryResponse extends DataResponse({ type: () => DashboardSummary }) {}

export class SalesChartResponse extends DataResponse({
  type: () => [MonthSales],
  description: 'Twelve months, January first',
}) {
  @Prop({ example: 2025, graphql: false }) currentYear: number;
  @Prop({ example: 2024, graphql: false }) lastYear: number;
}

export class OrderStatusResponse extends DataResponse({
  type: () => [OrderStatusCount],
  description: 'Lifecycle order',
}) {}

export class StockStatusResponse extends DataResponse({ type: () => StockStatus }) {}

export class CategoryProductsResponse extends DataResponse({ type: () => [CategoryProducts] }) {}
