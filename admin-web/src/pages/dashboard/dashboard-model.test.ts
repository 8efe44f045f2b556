import { describe, expect, it } from 'vitest';
import type { SalesChart } from './dashboard-api';
import {
  categoriesEmpty,
  categoryBars,
  describeCategories,
  describeSales,
  describeSlices,
  formatCount,
  orderStatusSlices,
  salesEmpty,
  salesSeries,
  slicesEmpty,
  statusLabel,
  stockSlices,
  summaryCards,
} from './dashboard-model';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function chart(last: number[], current: number[]): SalesChart {
  return {
    currentYear: 2026,
    lastYear: 2025,
    data: MONTHS.map((month, i) => ({
      month,
      monthNumber: i + 1,
      lastYearSales: last[i] ?? 0,
      currentYearSales: current[i] ?? 0,
    })),
  };
}

describe('summaryCards', () => {
  it('shows sales in rupees with paise and Indian digit grouping, counts grouped alike', () => {
    const cards = summaryCards({
      totalSales: 1234567.5,
      totalOrders: 1234,
      totalProducts: 100000,
      totalUsers: 7,
    });
    expect(cards).toEqual([
      { key: 'totalSales', title: 'Total Sales', value: '₹12,34,567.50' },
      { key: 'totalOrders', title: 'Total Orders', value: '1,234' },
      { key: 'totalProducts', title: 'Total Products', value: '1,00,000' },
      { key: 'totalUsers', title: 'Total Users', value: '7' },
    ]);
  });

  it('shows no sales as ₹0.00', () => {
    const [sales] = summaryCards({
      totalSales: 0,
      totalOrders: 0,
      totalProducts: 0,
      totalUsers: 0,
    });
    expect(sales?.value).toBe('₹0.00');
  });
});

describe('formatCount', () => {
  it('groups thousands the Indian way and shows a dash for nonsense', () => {
    expect(formatCount(12345678)).toBe('1,23,45,678');
    expect(formatCount(Number.NaN)).toBe('—');
  });
});

describe('salesSeries', () => {
  it('makes two series named by their year, last year first, months in calendar order', () => {
    const source = chart([100, 0, 50.5], [0, 200]);
    source.data.reverse(); // the order the server sends does not matter
    const points = salesSeries(source);
    expect(points).toHaveLength(24);
    expect(points.slice(0, 3)).toEqual([
      { month: 'Jan', year: '2025', sales: 100 },
      { month: 'Feb', year: '2025', sales: 0 },
      { month: 'Mar', year: '2025', sales: 50.5 },
    ]);
    expect(points.slice(12, 14)).toEqual([
      { month: 'Jan', year: '2026', sales: 0 },
      { month: 'Feb', year: '2026', sales: 200 },
    ]);
    expect(points.at(-1)).toEqual({ month: 'Dec', year: '2026', sales: 0 });
  });

  it('is empty only when neither year sold anything', () => {
    expect(salesEmpty(chart([], []))).toBe(true);
    expect(salesEmpty(chart([0, 0, 1], []))).toBe(false);
    expect(salesEmpty(chart([], [0, 5]))).toBe(false);
  });

  it("says each year's total and best month", () => {
    expect(describeSales(chart([1000, 0, 2500.5], [0, 1234567.5]))).toBe(
      'Monthly sales, 2025 against 2026. 2026: ₹12,34,567.50 in total, best month Feb at ₹12,34,567.50. 2025: ₹3,500.50 in total, best month Mar at ₹2,500.50.',
    );
    expect(describeSales(chart([], []))).toBe(
      'Monthly sales, 2025 against 2026. 2026: ₹0.00 in total. 2025: ₹0.00 in total.',
    );
  });
});

describe('order-status slices', () => {
  it('labels statuses for people and leaves out statuses without orders', () => {
    const slices = orderStatusSlices([
      { label: 'pending', count: 3 },
      { label: 'inShipping', count: 1 },
      { label: 'Delivered', count: 6 },
      { label: 'rejected', count: 0 },
    ]);
    expect(slices).toEqual([
      { type: 'Pending', value: 3 },
      { type: 'In Shipping', value: 1 },
      { type: 'Delivered', value: 6 },
    ]);
    expect(describeSlices('Paid orders by status', slices, 'order', 'orders')).toBe(
      'Paid orders by status, 10 orders in all: Pending 3 orders (30%), In Shipping 1 order (10%), Delivered 6 orders (60%).',
    );
  });

  it('turns other spellings into words too', () => {
    expect(statusLabel('in_process')).toBe('In Process');
    expect(statusLabel('In Process')).toBe('In Process');
  });

  it('is empty without orders', () => {
    expect(slicesEmpty(orderStatusSlices([]))).toBe(true);
    expect(slicesEmpty(orderStatusSlices([{ label: 'pending', count: 0 }]))).toBe(true);
  });
});

describe('stock slices', () => {
  it('splits products into in stock and out of stock', () => {
    const slices = stockSlices({ inStock: 1200, outOfStock: 34 });
    expect(slices).toEqual([
      { type: 'In stock', value: 1200 },
      { type: 'Out of stock', value: 34 },
    ]);
    expect(describeSlices('Stock status', slices, 'product', 'products')).toBe(
      'Stock status, 1,234 products in all: In stock 1,200 products (97%), Out of stock 34 products (3%).',
    );
    expect(slicesEmpty(stockSlices({ inStock: 0, outOfStock: 0 }))).toBe(true);
    expect(slicesEmpty(stockSlices({ inStock: 0, outOfStock: 2 }))).toBe(false);
  });
});

describe('category bars', () => {
  it('keeps every category, empty ones included, in the order given', () => {
    const bars = categoryBars([
      { name: 'Silk', count: 7 },
      { name: 'Cotton', count: 5 },
      { name: 'Linen', count: 0 },
    ]);
    expect(bars).toEqual([
      { category: 'Silk', products: 7 },
      { category: 'Cotton', products: 5 },
      { category: 'Linen', products: 0 },
    ]);
    expect(describeCategories(bars)).toBe(
      'Products per category, 12 products in 3 categories: Silk 7, Cotton 5, Linen 0.',
    );
    expect(categoriesEmpty(bars)).toBe(false);
  });

  it('is empty without categories or without products in any', () => {
    expect(categoriesEmpty([])).toBe(true);
    expect(categoriesEmpty(categoryBars([{ name: 'Silk', count: 0 }]))).toBe(true);
  });
});
