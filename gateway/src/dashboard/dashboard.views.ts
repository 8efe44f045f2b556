import { BadRequestException } from '@nestjs/common';
import type { GetCatalogueStatsResponse } from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { GetOrderStatsResponse } from '@boutique/contracts/order/v1/order_service';
import type {
  CategoryProducts,
  DashboardSummary,
  OrderStatusCount,
  SalesChart,
  StockStatus,
} from './dashboard.models.js';

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
export const INVALID_YEAR = `Invalid year: expected a whole number from ${MIN_YEAR} to ${MAX_YEAR}`;

/** Paise (a double of whole paise) as rupees with at most 2 decimals. */
export function rupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** The `year` parameter: absent or "" means this year (0 for order); else 2000 to 2100. */
export function parseYear(value: unknown): number {
  const last: unknown = Array.isArray(value) ? value.at(-1) : value;
  if (last === undefined || last === null) return 0;
  const given =
    typeof last === 'number' ? String(last) : typeof last === 'string' ? last.trim() : '?';
  if (given === '') return 0;
  const year = Number(given);
  if (!/^\d+$/.test(given) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new BadRequestException(INVALID_YEAR);
  }
  return year;
}

export function toSummary(
  orders: GetOrderStatsResponse,
  catalogue: GetCatalogueStatsResponse,
  totalUsers: number,
): DashboardSummary {
  return {
    totalSales: rupees(orders.totalSales),
    totalOrders: orders.totalOrders,
    totalProducts: catalogue.totalProducts,
    totalUsers,
  };
}

/** Twelve rows, January first; a month order did not answer is 0. */
export function toSalesChart(orders: GetOrderStatsResponse): SalesChart {
  const byMonth = new Map(orders.months.map((row) => [row.month, row]));
  return {
    data: MONTHS.map((month, index) => {
      const row = byMonth.get(index + 1);
      return {
        month,
        monthNumber: index + 1,
        lastYearSales: rupees(row?.lastYearSales ?? 0),
        currentYearSales: rupees(row?.currentYearSales ?? 0),
      };
    }),
    currentYear: orders.currentYear,
    lastYear: orders.lastYear,
  };
}

export function toOrderStatus(orders: GetOrderStatsResponse): OrderStatusCount[] {
  return orders.statuses.map((row) => ({ label: row.status, count: row.count }));
}

export function toStockStatus(catalogue: GetCatalogueStatsResponse): StockStatus {
  return { inStock: catalogue.inStock, outOfStock: catalogue.outOfStock };
}

export function toCategoryProducts(catalogue: GetCatalogueStatsResponse): CategoryProducts[] {
  return catalogue.categories.map((row) => ({ name: row.name, count: row.count }));
}
