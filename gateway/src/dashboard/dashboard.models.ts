import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';

/** The dashboard's cards: paid orders' sales (rupees) and counts. */
@ObjectType('DashboardSummary')
export class DashboardSummary {
  @Field(() => Float, { description: 'Rupees, all paid orders' })
  @ApiProperty({ example: 125_499.5 })
  totalSales: number;

  @Field(() => Int, { description: 'Paid orders' })
  @ApiProperty({ example: 42 })
  totalOrders: number;

  @Field(() => Int)
  @ApiProperty({ example: 120 })
  totalProducts: number;

  @Field(() => Int)
  @ApiProperty({ example: 310 })
  totalUsers: number;
}

/** One month of the sales chart (rupees). */
@ObjectType('MonthSales')
export class MonthSalesView {
  @Field({ description: 'Jan .. Dec' })
  @ApiProperty({ example: 'Jan' })
  month: string;

  @Field(() => Int, { description: '1 .. 12' })
  @ApiProperty({ example: 1 })
  monthNumber: number;

  @Field(() => Float)
  @ApiProperty({ example: 10_499 })
  lastYearSales: number;

  @Field(() => Float)
  @ApiProperty({ example: 12_999.5 })
  currentYearSales: number;
}

@ObjectType('SalesChart')
export class SalesChart {
  @Field(() => [MonthSalesView], { description: 'Twelve months, January first' })
  data: MonthSalesView[];

  @Field(() => Int)
  currentYear: number;

  @Field(() => Int)
  lastYear: number;
}

@ObjectType('OrderStatusCount')
export class OrderStatusCount {
  @Field({ description: 'An orderStatus value' })
  @ApiProperty({ example: 'confirmed' })
  label: string;

  @Field(() => Int)
  @ApiProperty({ example: 7 })
  count: number;
}

@ObjectType('StockStatus')
export class StockStatus {
  @Field(() => Int, { description: 'Products with totalStock above 0' })
  @ApiProperty({ example: 100 })
  inStock: number;

  @Field(() => Int, { description: 'Products with totalStock at most 0' })
  @ApiProperty({ example: 20 })
  outOfStock: number;
}

@ObjectType('CategoryProducts')
export class CategoryProducts {
  @Field()
  @ApiProperty({ example: 'Silk Sarees' })
  name: string;

  @Field(() => Int)
  @ApiProperty({ example: 12 })
  count: number;
}

/** GraphQL `adminDashboard(year)`: every figure of the dashboard in one query. */
@ObjectType('AdminDashboard')
export class AdminDashboard {
  @Field(() => DashboardSummary)
  summary: DashboardSummary;

  @Field(() => SalesChart)
  salesChart: SalesChart;

  @Field(() => [OrderStatusCount])
  orderStatus: OrderStatusCount[];

  @Field(() => StockStatus)
  stockStatus: StockStatus;

  @Field(() => [CategoryProducts], { description: 'Every category, 0 included' })
  categoryProducts: CategoryProducts[];
}

// ---- REST answers ----

export class DashboardSummaryResponse extends DataResponse({ type: () => DashboardSummary }) {}

export class SalesChartResponse extends DataResponse({
  type: () => [MonthSalesView],
  description: 'Twelve months, January first',
}) {
  @ApiProperty({ example: 2025 })
  currentYear: number;

  @ApiProperty({ example: 2024 })
  lastYear: number;
}

export class OrderStatusResponse extends DataResponse({
  type: () => [OrderStatusCount],
  description: 'Lifecycle order',
}) {}

export class StockStatusResponse extends DataResponse({ type: () => StockStatus }) {}

export class CategoryProductsResponse extends DataResponse({ type: () => [CategoryProducts] }) {}
