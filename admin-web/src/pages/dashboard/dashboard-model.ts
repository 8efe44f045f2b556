// Pure rules of the dashboard: the totals cards' figures (₹ with
// Indian digit grouping), the charts' data in the shapes the charts read, and the sentences
// that say what each chart shows (canvas charts are invisible to screen readers).
import { formatRupeesWithPaise } from '../../lib/money';
import type {
  CategoryProducts,
  DashboardSummary,
  OrderStatusCount,
  SalesChart,
  StockStatus,
} from './dashboard-api';

const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A whole count with Indian digit grouping: `1234567` → `12,34,567`. */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? counts.format(value) : '—';
}

export interface SummaryCard {
  key: keyof DashboardSummary;
  title: string;
  value: string;
}

/** The four totals cards, in the order the dashboard shows them. */
export function summaryCards(summary: DashboardSummary): SummaryCard[] {
  return [
    { key: 'totalSales', title: 'Total Sales', value: formatRupeesWithPaise(summary.totalSales) },
    { key: 'totalOrders', title: 'Total Orders', value: formatCount(summary.totalOrders) },
    { key: 'totalProducts', title: 'Total Products', value: formatCount(summary.totalProducts) },
    { key: 'totalUsers', title: 'Total Users', value: formatCount(summary.totalUsers) },
  ];
}

/** One point of the sales line chart: a month of one year (the series is the year). */
export interface SalesPoint {
  month: string;
  year: string;
  sales: number;
}

/**
 * The sales chart as two series, last year first (so its colour and legend entry come
 * first): one point per month and year, in calendar order.
 */
export function salesSeries(chart: SalesChart): SalesPoint[] {
  const months = [...chart.data].sort((a, b) => a.monthNumber - b.monthNumber);
  return [
    ...months.map((m) => ({
      month: m.month,
      year: String(chart.lastYear),
      sales: m.lastYearSales,
    })),
    ...months.map((m) => ({
      month: m.month,
      year: String(chart.currentYear),
      sales: m.currentYearSales,
    })),
  ];
}

/** Nothing was sold in either year: the chart would be two flat lines. */
export function salesEmpty(chart: SalesChart): boolean {
  return chart.data.every((m) => m.lastYearSales === 0 && m.currentYearSales === 0);
}

function bestMonth(
  chart: SalesChart,
  pick: (m: SalesChart['data'][number]) => number,
): string | null {
  let best: { month: string; sales: number } | null = null;
  for (const m of chart.data) {
    const sales = pick(m);
    if (sales > 0 && (!best || sales > best.sales)) best = { month: m.month, sales };
  }
  return best ? `best month ${best.month} at ${formatRupeesWithPaise(best.sales)}` : null;
}

/** What the sales chart shows, in words: each year's total and best month. */
export function describeSales(chart: SalesChart): string {
  const year = (label: number, pick: (m: SalesChart['data'][number]) => number) => {
    const total = chart.data.reduce((sum, m) => sum + pick(m), 0);
    const best = bestMonth(chart, pick);
    return `${label}: ${formatRupeesWithPaise(total)} in total${best ? `, ${best}` : ''}.`;
  };
  return [
    `Monthly sales, ${chart.lastYear} against ${chart.currentYear}.`,
    year(chart.currentYear, (m) => m.currentYearSales),
    year(chart.lastYear, (m) => m.lastYearSales),
  ].join(' ');
}

/** `inShipping` → `In Shipping`; labels already written for people stay as they are. */
export function statusLabel(label: string): string {
  const words = label
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
}

export interface Slice {
  type: string;
  value: number;
}

/** The order-status pie: one slice per status that has orders, in the server's order. */
export function orderStatusSlices(rows: readonly OrderStatusCount[]): Slice[] {
  return rows
    .filter((r) => r.count > 0)
    .map((r) => ({ type: statusLabel(r.label), value: r.count }));
}

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** "Paid orders by status: Pending 3 (30%), …". */
export function describeSlices(title: string, slices: readonly Slice[], one: string, many: string) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const parts = slices.map(
    (s) => `${s.type} ${plural(s.value, one, many)} (${Math.round((s.value / total) * 100)}%)`,
  );
  return `${title}, ${plural(total, one, many)} in all: ${parts.join(', ')}.`;
}

/** The in-stock against out-of-stock doughnut. */
export function stockSlices(stock: StockStatus): Slice[] {
  return [
    { type: 'In stock', value: stock.inStock },
    { type: 'Out of stock', value: stock.outOfStock },
  ];
}

/** No slices, or only empty ones: nothing to draw. */
export function slicesEmpty(slices: readonly Slice[]): boolean {
  return slices.every((s) => s.value <= 0);
}

export interface CategoryBar {
  category: string;
  products: number;
}

/** Products per category, every category (0 included) in the server's order. */
export function categoryBars(rows: readonly CategoryProducts[]): CategoryBar[] {
  return rows.map((r) => ({ category: r.name, products: r.count }));
}

/** "Products per category, 12 in 3 categories: Silk 7, Cotton 5, Linen 0." */
export function describeCategories(bars: readonly CategoryBar[]): string {
  const total = bars.reduce((sum, b) => sum + b.products, 0);
  const parts = bars.map((b) => `${b.category} ${formatCount(b.products)}`);
  return `Products per category, ${plural(total, 'product', 'products')} in ${plural(
    bars.length,
    'category',
    'categories',
  )}: ${parts.join(', ')}.`;
}

/** No categories, or none with products. */
export function categoriesEmpty(bars: readonly CategoryBar[]): boolean {
  return bars.every((b) => b.products <= 0);
}
