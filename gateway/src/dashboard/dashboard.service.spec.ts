import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GetOrderStatsResponse } from '@boutique/contracts/order/v1/order_service';
import { toRupees as rupees } from '../common/money.js';
import { MONTHS, toOrderStatus, toSalesChart, yearOf as parseYear } from './dashboard.service.js';

const stats = (months: GetOrderStatsResponse['months']): GetOrderStatsResponse => ({
  totalSales: 0,
  totalOrders: 0,
  currentYear: 2025,
  lastYear: 2024,
  months,
  statuses: [{ status: 'inProcess', count: 2 }],
});

describe('dashboard mapping', () => {
  it('rupees: paise / 100 with at most 2 decimals', () => {
    assert.equal(rupees(0), 0);
    assert.equal(rupees(1), 0.01);
    assert.equal(rupees(12_345_67), 12_345.67);
    assert.equal(rupees(19_990), 199.9);
    assert.equal(rupees(123.4), 1.23, 'a fraction of a paisa is rounded');
    assert.equal(rupees(2 ** 53 - 1), 90_071_992_547_409.91);
  });

  it('the sales chart has twelve months Jan..Dec; missing months are 0', () => {
    const chart = toSalesChart(
      stats([{ month: 12, lastYearSales: 150, currentYearSales: 99_999 }]),
    );
    assert.deepEqual(
      chart.data.map((row) => row.month),
      [...MONTHS],
    );
    assert.deepEqual(
      chart.data.map((row) => row.monthNumber),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    assert.deepEqual(chart.data[11], {
      month: 'Dec',
      monthNumber: 12,
      lastYearSales: 1.5,
      currentYearSales: 999.99,
    });
    assert.ok(
      chart.data.slice(0, 11).every((r) => r.lastYearSales === 0 && r.currentYearSales === 0),
    );
    assert.equal(chart.currentYear, 2025);
    assert.equal(chart.lastYear, 2024);
  });

  it('order statuses keep order’s order and values', () => {
    assert.deepEqual(toOrderStatus(stats([])), [{ label: 'inProcess', count: 2 }]);
  });

  it('parseYear: absent or blank is 0 (this year); 2000..2100 whole numbers only', () => {
    assert.equal(parseYear(undefined), 0);
    assert.equal(parseYear(''), 0);
    assert.equal(parseYear(null), 0);
    assert.equal(parseYear('2000'), 2000);
    assert.equal(parseYear(' 2100 '), 2100);
    assert.equal(parseYear(['1999', '2024']), 2024, 'the last of repeated values');
    assert.equal(parseYear(2030), 2030);
    for (const bad of ['1999', '2101', '20x4', '2024.0', '+2024', 'abc']) {
      assert.throws(
        () => parseYear(bad),
        /Invalid year: expected a whole number from 2000 to 2100/,
      );
    }
  });
});
