import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { after, before, describe, it } from 'node:test';
import type { GetOrderStatsResponse } from '@boutique/contracts/order/v1/order_service';
import {
  ADDRESS,
  ADMIN,
  customer,
  rejectsWith,
  startOrders,
  type OrderFixture,
} from './fixtures/order-fixture.js';

interface FixtureOrder {
  orderDate: string;
  amount: number;
  paymentStatus: 'pending' | 'paid' | 'failed';
  orderStatus: string;
  /** Paise refunded for a return of the order (a refunded return_request). */
  returnRefund?: number;
}

const paid = (orderDate: string, amount: number, orderStatus = 'confirmed'): FixtureOrder => ({
  orderDate,
  amount,
  paymentStatus: 'paid',
  orderStatus,
});

/** Paid and unpaid orders across 2023 and 2024 (and one either side). */
const ORDERS: FixtureOrder[] = [
  paid('2022-06-10T06:00:00Z', 11_100, 'delivered'), // before last year: in the totals only
  paid('2023-01-05T04:00:00Z', 125_050, 'delivered'),
  paid('2023-01-20T12:00:00Z', 99_900, 'delivered'),
  paid('2023-05-31T18:00:00Z', 45_000, 'rejected'), // 23:30 IST, still May
  { ...paid('2023-08-15T10:00:00Z', 310_000, 'delivered'), returnRefund: 160_000 },
  paid('2023-12-31T20:00:00Z', 52_500, 'inShipping'), // 1 January 2024 01:30 IST
  paid('2024-02-29T09:00:00Z', 78_000, 'inProcess'),
  paid('2024-03-31T23:30:00Z', 64_000, 'confirmed'), // 1 April 05:00 IST: April
  paid('2024-04-10T08:00:00Z', 20_000, 'confirmed'),
  paid('2024-07-01T00:00:00Z', 150_000, 'inShipping'),
  paid('2024-07-03T00:00:00Z', 40_000, 'cancelled'), // paid, then cancelled and refunded
  { ...paid('2024-09-09T09:00:00Z', 90_000, 'delivered'), returnRefund: 30_000 },
  paid('2024-11-30T19:00:00Z', 33_300, 'delivered'), // 1 December 00:30 IST
  paid('2025-01-02T10:00:00Z', 7_700, 'confirmed'), // after the current year
  {
    orderDate: '2024-04-12T08:00:00Z',
    amount: 999_999,
    paymentStatus: 'pending',
    orderStatus: 'pending',
  },
  {
    orderDate: '2024-05-12T08:00:00Z',
    amount: 888_888,
    paymentStatus: 'pending',
    orderStatus: 'cancelled',
  },
  {
    orderDate: '2023-05-12T08:00:00Z',
    amount: 777_777,
    paymentStatus: 'failed',
    orderStatus: 'pending',
  },
];

/** Year and month (1-12) of an instant on the calendar of Asia/Kolkata. */
function istMonth(iso: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month') };
}

/** What an order sold: nothing once cancelled or rejected, less a return's refund. */
const netSales = (order: FixtureOrder) =>
  ['cancelled', 'rejected'].includes(order.orderStatus)
    ? 0
    : order.amount - (order.returnRefund ?? 0);

/** The figures as the dashboard should show them, computed here from the fixture. */
function expected(orders: FixtureOrder[], year: number): GetOrderStatsResponse {
  const paidOnly = orders.filter((o) => o.paymentStatus === 'paid');
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    lastYearSales: 0,
    currentYearSales: 0,
  }));
  for (const order of paidOnly) {
    const at = istMonth(order.orderDate);
    if (at.year === year) months[at.month - 1].currentYearSales += netSales(order);
    if (at.year === year - 1) months[at.month - 1].lastYearSales += netSales(order);
  }
  const counts = new Map<string, number>();
  for (const order of paidOnly)
    counts.set(order.orderStatus, (counts.get(order.orderStatus) ?? 0) + 1);
  const lifecycle = ['confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected', 'cancelled'];
  return {
    totalSales: paidOnly.reduce((sum, o) => sum + netSales(o), 0),
    totalOrders: paidOnly.length,
    currentYear: year,
    lastYear: year - 1,
    months,
    statuses: lifecycle
      .filter((s) => counts.has(s))
      .map((s) => ({ status: s, count: counts.get(s)! })),
  };
}

async function insertOrders(fixture: OrderFixture, orders: FixtureOrder[]): Promise<void> {
  for (const order of orders) {
    const id = randomUUID();
    await fixture.service.dataSource.query(
      `INSERT INTO orders (id, user_id, email, order_date, order_update_date, total_amount,
                           payment_status, order_status, shipping_address, expires_at)
       VALUES ($1, $2, 'stats@example.com', $3, $3, $4, $5, $6, $7, $3::timestamptz + interval '30 minutes')`,
      [
        id,
        'stats-user',
        order.orderDate,
        order.amount,
        order.paymentStatus,
        order.orderStatus,
        JSON.stringify(ADDRESS),
      ],
    );
    if (order.returnRefund)
      await fixture.service.dataSource.query(
        `INSERT INTO return_request (id, order_id, user_id, status, reason, lines, items_amount,
                                     refund_amount, resolution)
         VALUES ($1, $2, 'stats-user', 'refunded', 'damaged', '[]'::jsonb, $3, $3, 'refund')`,
        [randomUUID(), id, order.returnRefund],
      );
  }
}

describe('stats: the dashboard figures over paid orders', () => {
  let fixture: OrderFixture;

  before(async () => {
    fixture = await startOrders();
    await insertOrders(fixture, ORDERS);
  });

  after(() => fixture?.close());

  it('answers the figures computed from the fixture, month by month in the shop time zone', async () => {
    const stats = await fixture.orders.getOrderStats({ actor: ADMIN, year: 2024 });
    const want = expected(ORDERS, 2024);
    assert.deepEqual(stats, want);

    // The fixture's edge cases, spelled out: months without sales are 0, the 23:30 UTC order
    // of 31 March is April's, the last evening of 2023 in UTC is January 2024 in IST.
    assert.equal(stats.months.length, 12);
    assert.deepEqual(
      stats.months.map((m) => m.month),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    assert.equal(stats.months[2].currentYearSales, 0);
    assert.equal(stats.months[3].currentYearSales, 84_000);
    assert.equal(stats.months[0].currentYearSales, 52_500);
    assert.equal(stats.months[11].lastYearSales, 0);
    assert.equal(stats.months[11].currentYearSales, 33_300);
    // the rejected order of May 2023 and the cancelled one of July 2024 sold nothing; the
    // returns' refunds come off August 2023 and September 2024
    assert.equal(stats.months[4].lastYearSales, 0);
    assert.equal(stats.months[6].currentYearSales, 150_000);
    assert.equal(stats.months[7].lastYearSales, 150_000);
    assert.equal(stats.months[8].currentYearSales, 60_000);
    assert.equal(stats.totalOrders, 14);
    assert.equal(stats.totalSales, 851_550);
    assert.deepEqual(stats.statuses, [
      { status: 'confirmed', count: 3 },
      { status: 'inProcess', count: 1 },
      { status: 'inShipping', count: 2 },
      { status: 'delivered', count: 6 },
      { status: 'rejected', count: 1 },
      { status: 'cancelled', count: 1 },
    ]);
  });

  it('compares another year with the one before it', async () => {
    const stats = await fixture.orders.getOrderStats({ actor: ADMIN, year: 2023 });
    assert.deepEqual(stats, expected(ORDERS, 2023));
    assert.equal(stats.months[5].lastYearSales, 11_100);
  });

  it('year 0 means the current year in the shop time zone', async () => {
    const now = new Date().toISOString();
    const current = istMonth(now).year;
    const stats = await fixture.orders.getOrderStats({ actor: ADMIN, year: 0 });
    assert.equal(stats.currentYear, current);
    assert.equal(stats.lastYear, current - 1);
    assert.equal(stats.months.length, 12);
    assert.equal(stats.totalOrders, 14);
  });

  it('refuses anyone but an admin, and a year out of range', async () => {
    await rejectsWith(
      fixture.orders.getOrderStats({ actor: customer(), year: 2024 }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    await rejectsWith(
      fixture.orders.getOrderStats({ actor: undefined, year: 2024 }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    await rejectsWith(
      fixture.orders.getOrderStats({ actor: ADMIN, year: 1999 }),
      status.INVALID_ARGUMENT,
      'Invalid year: expected a whole number from 2000 to 2100',
    );
  });
});

describe('stats: another shop time zone', () => {
  let fixture: OrderFixture;

  before(async () => {
    fixture = await startOrders({ SHOP_TIME_ZONE: 'UTC' });
    await insertOrders(fixture, [paid('2024-03-31T23:30:00Z', 64_000)]);
  });

  after(() => fixture?.close());

  it('counts the 23:30 UTC order of 31 March in March', async () => {
    const stats = await fixture.orders.getOrderStats({ actor: ADMIN, year: 2024 });
    assert.equal(stats.months[2].currentYearSales, 64_000);
    assert.equal(stats.months[3].currentYearSales, 0);
  });
});

describe('stats: 6,000 orders', () => {
  let fixture: OrderFixture;

  before(async () => {
    fixture = await startOrders();
    // Two years of orders, one in three unpaid, spread over every day.
    await fixture.service.dataSource.query(
      `INSERT INTO orders (id, user_id, order_date, total_amount, payment_status, order_status,
                           shipping_address, expires_at)
       SELECT gen_random_uuid(), 'bulk', ts, 1000 + i, CASE WHEN i % 3 = 0 THEN 'pending' ELSE 'paid' END,
              CASE WHEN i % 3 = 0 THEN 'pending' WHEN i % 3 = 1 THEN 'confirmed' ELSE 'delivered' END,
              '{}'::jsonb, ts
         FROM generate_series(1, 6000) AS i,
              LATERAL (SELECT timestamptz '2023-01-01 00:00+05:30' + (i * interval '175 minutes') AS ts) t`,
    );
    await fixture.service.dataSource.query(`ANALYZE orders`);
  });

  after(() => fixture?.close());

  // Speed is measured by `npm run bench -- dashboard`, not asserted here.
  it('answers the sums of the paid ones', async () => {
    const [{ sales, orders }] = await fixture.service.dataSource.query<
      { sales: number; orders: number }[]
    >(
      `SELECT sum(total_amount)::float8 AS sales, count(*)::int AS orders FROM orders
        WHERE payment_status = 'paid'`,
    );
    const [{ inYears }] = await fixture.service.dataSource.query<{ inYears: number }[]>(
      `SELECT sum(total_amount)::float8 AS "inYears" FROM orders
        WHERE payment_status = 'paid'
          AND date_part('year', order_date AT TIME ZONE 'Asia/Kolkata') IN (2023, 2024)`,
    );
    const stats: GetOrderStatsResponse = await fixture.orders.getOrderStats({
      actor: ADMIN,
      year: 2024,
    });
    assert.equal(stats.totalSales, sales);
    assert.equal(stats.totalOrders, orders);
    const monthly = stats.months.reduce((s, m) => s + m.lastYearSales + m.currentYearSales, 0);
    assert.equal(monthly, inYears);
  });
});
