// The admin dashboard at the edge (real gateway, fake order, catalogue and identity):
// figures composed from GetOrderStats, GetCatalogueStats and ListUsers' total, called in
// parallel (checked without a clock); paise to rupees, twelve months named Jan..Dec, the year parameter, admin only.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { status } from '@grpc/grpc-js';
import { RpcError } from './fixtures/fake-grpc.js';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient, type Json } from './fixtures/http.js';

let gw: Harness;
const { get, graphql } = httpClient(() => gw.baseUrl);
let adminToken = '';
let adminId = '';
let customerToken = '';

const STATS = {
  totalSales: 1_234_567,
  totalOrders: 9,
  currentYear: 2025,
  lastYear: 2024,
  months: [
    { month: 1, lastYearSales: 100_050, currentYearSales: 249_999 },
    { month: 11, lastYearSales: 0, currentYearSales: 1 },
  ],
  statuses: [
    { status: 'confirmed', count: 4 },
    { status: 'delivered', count: 5 },
  ],
};

const CATALOGUE = {
  totalProducts: 7,
  inStock: 5,
  outOfStock: 2,
  categories: [
    { name: 'Silk Sarees', count: 7 },
    { name: 'Organza Sarees', count: 0 },
  ],
};

before(async () => {
  gw = await startGateway();
  const admin = gw.identity.addUser({
    userName: 'Admin',
    email: 'admin@example.com',
    password: 'admin-pass',
    role: 'admin',
  });
  const customer = gw.identity.addUser({
    userName: 'Priya',
    email: 'priya@example.com',
    password: 'priya-pass',
  });
  adminId = admin.id;
  adminToken = await gw.identity.accessToken(admin);
  customerToken = await gw.identity.accessToken(customer);
  gw.order.handle('GetOrderStats', orderStats);
  gw.catalogue.handle('GetCatalogueStats', () => CATALOGUE);
});

function orderStats(request: Record<string, unknown>) {
  const year = Number(request.year) || STATS.currentYear;
  return { ...STATS, currentYear: year, lastYear: year - 1 };
}

/**
 * Holds each of order's and catalogue's answers until the other has been asked (2 s at
 * most): asked in parallel, each sees the other; asked one after the other, the first waits
 * in vain. No clock is read, so a busy machine cannot fail it.
 */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function holdUntilBothAsked(): { both: Promise<[boolean, boolean]> } {
  const asked = { order: deferred<void>(), catalogue: deferred<void>() };
  const sawOther = (other: Promise<void>) =>
    Promise.race([
      other.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
    ]);
  const order = deferred<boolean>();
  const catalogue = deferred<boolean>();
  gw.order.handle('GetOrderStats', async (request) => {
    asked.order.resolve();
    order.resolve(await sawOther(asked.catalogue.promise));
    return orderStats(request);
  });
  gw.catalogue.handle('GetCatalogueStats', async () => {
    asked.catalogue.resolve();
    catalogue.resolve(await sawOther(asked.order.promise));
    return CATALOGUE;
  });
  return { both: Promise.all([order.promise, catalogue.promise]) };
}

after(async () => {
  await gw?.stop();
});

describe('GET /api/admin/dashboard/*', () => {
  it('summary: sales in rupees, paid orders, products, users (ListUsers total, page size 1)', async () => {
    const held = holdUntilBothAsked();
    const answer = await get('/api/admin/dashboard/summary', { token: adminToken });
    gw.order.handle('GetOrderStats', orderStats);
    gw.catalogue.handle('GetCatalogueStats', () => CATALOGUE);
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.json, {
      success: true,
      data: { totalSales: 12_345.67, totalOrders: 9, totalProducts: 7, totalUsers: 2 },
    });
    assert.deepEqual(await held.both, [true, true], 'order and catalogue were asked in parallel');
    assert.deepEqual(gw.order.callsOf('GetOrderStats').at(-1)!.request, {
      actor: { userId: adminId, role: 'admin', userName: 'Admin' },
      year: 0,
    });
    const users = gw.identity.callsOf('ListUsers').at(-1)!.request;
    assert.equal(users.pageSize, 1);
  });

  it('sales-chart: twelve months Jan..Dec in rupees, 0 for months without sales', async () => {
    const answer = await get('/api/admin/dashboard/sales-chart', { token: adminToken });
    assert.equal(answer.status, 200, answer.text);
    const rows = answer.json.data as unknown as Json[];
    assert.equal(rows.length, 12);
    assert.deepEqual(
      rows.map((row) => row.month),
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    );
    assert.deepEqual(rows[0], {
      month: 'Jan',
      monthNumber: 1,
      lastYearSales: 1000.5,
      currentYearSales: 2499.99,
    });
    assert.deepEqual(rows[1], {
      month: 'Feb',
      monthNumber: 2,
      lastYearSales: 0,
      currentYearSales: 0,
    });
    assert.equal(rows[10].currentYearSales, 0.01 as unknown as Json);
    assert.equal(answer.json.currentYear, 2025 as unknown as Json);
    assert.equal(answer.json.lastYear, 2024 as unknown as Json);
  });

  it('sales-chart?year=2023 asks order for that year; a bad year is 400', async () => {
    const answer = await get('/api/admin/dashboard/sales-chart?year=2023', { token: adminToken });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(gw.order.callsOf('GetOrderStats').at(-1)!.request.year, 2023);
    assert.equal(answer.json.currentYear, 2023 as unknown as Json);
    assert.equal(answer.json.lastYear, 2022 as unknown as Json);
    const calls = gw.order.callsOf('GetOrderStats').length;
    for (const year of ['1999', '2101', 'abc', '2024.5', '-2024']) {
      const bad = await get(`/api/admin/dashboard/sales-chart?year=${year}`, {
        token: adminToken,
      });
      assert.equal(bad.status, 400, `${year}: ${bad.text}`);
      assert.deepEqual(bad.json, {
        success: false,
        message: 'Invalid year: expected a whole number from 2000 to 2100',
      });
    }
    assert.equal(gw.order.callsOf('GetOrderStats').length, calls, 'order was not asked');
  });

  it('order-status, stock-status and category-products', async () => {
    const statuses = await get('/api/admin/dashboard/order-status', { token: adminToken });
    assert.deepEqual(statuses.json, {
      success: true,
      data: [
        { label: 'confirmed', count: 4 },
        { label: 'delivered', count: 5 },
      ],
    });
    const stock = await get('/api/admin/dashboard/stock-status', { token: adminToken });
    assert.deepEqual(stock.json, { success: true, data: { inStock: 5, outOfStock: 2 } });
    const categories = await get('/api/admin/dashboard/category-products', { token: adminToken });
    assert.deepEqual(categories.json, {
      success: true,
      data: [
        { name: 'Silk Sarees', count: 7 },
        { name: 'Organza Sarees', count: 0 },
      ],
    });
  });

  it('a customer gets 403 "Access denied"; nothing is asked of the services', async () => {
    const calls = gw.order.callsOf('GetOrderStats').length;
    const answer = await get('/api/admin/dashboard/summary', { token: customerToken });
    assert.equal(answer.status, 403);
    assert.deepEqual(answer.json, { success: false, message: 'Access denied' });
    assert.equal(gw.order.callsOf('GetOrderStats').length, calls);
  });

  it('order service errors are mapped (PERMISSION_DENIED 403, a fault 500 without details)', async () => {
    gw.order.handle('GetOrderStats', () => {
      throw new RpcError(status.PERMISSION_DENIED, 'Access denied');
    });
    const denied = await get('/api/admin/dashboard/order-status', { token: adminToken });
    assert.equal(denied.status, 403, denied.text);
    assert.deepEqual(denied.json, { success: false, message: 'Access denied' });
    gw.order.handle('GetOrderStats', () => {
      throw new Error('boom');
    });
    const failed = await get('/api/admin/dashboard/summary', { token: adminToken });
    assert.equal(failed.status, 500, failed.text);
    assert.deepEqual(failed.json, { success: false, message: 'Internal server error' });
    gw.order.handle('GetOrderStats', () => STATS);
  });
});

describe('GraphQL adminDashboard(year)', () => {
  it('answers every figure in one query', async () => {
    const answer = await graphql(
      `
        {
          adminDashboard(year: 2024) {
            summary {
              totalSales
              totalOrders
              totalProducts
              totalUsers
            }
            salesChart {
              currentYear
              lastYear
              data {
                month
                monthNumber
                currentYearSales
                lastYearSales
              }
            }
            orderStatus {
              label
              count
            }
            stockStatus {
              inStock
              outOfStock
            }
            categoryProducts {
              name
              count
            }
          }
        }
      `,
      {},
      { token: adminToken },
    );
    assert.equal(answer.json.errors, undefined, answer.text);
    const dashboard = answer.json.data.adminDashboard;
    assert.equal(dashboard.summary.totalSales, 12_345.67 as unknown as Json);
    assert.equal((dashboard.salesChart.data as unknown as Json[]).length, 12);
    assert.equal(gw.order.callsOf('GetOrderStats').at(-1)!.request.year, 2024);
    assert.equal(dashboard.stockStatus.outOfStock, 2 as unknown as Json);
    const bad = await graphql(
      '{ adminDashboard(year: 1990) { orderStatus { label } } }',
      {},
      {
        token: adminToken,
      },
    );
    assert.equal(
      bad.json.errors[0].message,
      'Invalid year: expected a whole number from 2000 to 2100' as unknown as Json,
    );
  });
});
