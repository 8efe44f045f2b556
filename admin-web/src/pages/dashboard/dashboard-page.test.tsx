// The dashboard against a fake gateway: five calls, the totals, each chart's card, caption,
// empty state and failure with Try again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminUserContext } from '../../lib/admin-user';
import { stubGateway, type FakeReply, type SeenRequest } from '../../test/fake-gateway';
import { renderRoute } from '../../test/render-route';
import { DashboardPage } from './dashboard-page';

// The charts library draws on a canvas, which jsdom lacks: its charts are replaced by
// stand-ins that show what they were given.
vi.mock('@ant-design/charts', () => {
  const standIn =
    (kind: string) =>
    ({ data, innerRadius }: { data: unknown[]; innerRadius?: number }) => (
      <div
        data-testid="chart"
        data-kind={innerRadius ? `${kind}-doughnut` : kind}
        data-points={data.length}
      />
    );
  return { Line: standIn('line'), Pie: standIn('pie'), Bar: standIn('bar') };
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

let answers: Record<string, unknown>;
let failing: Set<string>;
let seen: SeenRequest[];

function fakeGateway(request: SeenRequest): FakeReply {
  const name = request.path.replace('/api/admin/dashboard/', '');
  if (failing.has(name)) return { status: 503, body: { success: false, message: 'Unavailable' } };
  if (!(name in answers)) throw new Error(`unexpected ${request.method} ${request.path}`);
  return { status: 200, body: { success: true, ...(answers[name] as object) } };
}

beforeEach(() => {
  answers = {
    summary: {
      data: { totalSales: 1234567.5, totalOrders: 1520, totalProducts: 10000, totalUsers: 42 },
    },
    'sales-chart': {
      currentYear: 2026,
      lastYear: 2025,
      data: MONTHS.map((month, i) => ({
        month,
        monthNumber: i + 1,
        lastYearSales: i === 10 ? 5000 : 0,
        currentYearSales: i === 1 ? 1234567.5 : 0,
      })),
    },
    'order-status': {
      data: [
        { label: 'pending', count: 2 },
        { label: 'delivered', count: 6 },
      ],
    },
    'stock-status': { data: { inStock: 9990, outOfStock: 10 } },
    'category-products': {
      data: [
        { name: 'Silk', count: 6000 },
        { name: 'Cotton', count: 4000 },
      ],
    },
  };
  failing = new Set();
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(fakeGateway);
});

function renderPage() {
  return renderRoute(
    '/dashboard',
    <AdminUserContext
      value={{ id: 'a1', userName: 'Meera', email: 'meera@example.com', role: 'admin' }}
    >
      <DashboardPage />
    </AdminUserContext>,
  );
}

const figure = (name: string) => screen.findByRole('figure', { name });

describe('the dashboard', { timeout: 30_000 }, () => {
  it('loads the five figures at once and shows the four totals, rupees grouped the Indian way', async () => {
    renderPage();
    const totals = await screen.findByRole('list', { name: 'Totals' });
    await waitFor(() => expect(totals.textContent).toContain('₹12,34,567.50'));
    expect(totals.textContent).toContain('Total Orders1,520');
    expect(totals.textContent).toContain('Total Products10,000');
    expect(totals.textContent).toContain('Total Users42');
    expect(seen.map((r) => r.path).sort()).toEqual([
      '/api/admin/dashboard/category-products',
      '/api/admin/dashboard/order-status',
      '/api/admin/dashboard/sales-chart',
      '/api/admin/dashboard/stock-status',
      '/api/admin/dashboard/summary',
    ]);
    expect(seen.every((r) => r.authorization === 'Bearer a-token')).toBe(true);
  });

  it('draws each chart in a card with a heading and a caption of its key figures', async () => {
    renderPage();
    const sales = await figure('Monthly Sales');
    const line = await within(sales).findByTestId('chart');
    expect(line.dataset).toMatchObject({ kind: 'line', points: '24' });
    expect(sales.textContent).toContain(
      'Monthly sales, 2025 against 2026. 2026: ₹12,34,567.50 in total, best month Feb',
    );
    const orders = await figure('Order Status');
    expect(orders.textContent).toContain(
      'Paid orders by status, 8 orders in all: Pending 2 orders (25%), Delivered 6 orders (75%).',
    );
    const categories = await figure('Products per Category');
    expect(categories.textContent).toContain('Silk 6,000, Cotton 4,000');
    const stock = await figure('Stock Status');
    const doughnut = await within(stock).findByTestId('chart');
    expect(doughnut.dataset).toMatchObject({ kind: 'pie-doughnut', points: '2' });
    expect((await within(orders).findByTestId('chart')).dataset.kind).toBe('pie');
    expect((await within(categories).findByTestId('chart')).dataset.kind).toBe('bar');
    expect(stock.textContent).toContain('In stock 9,990 products (100%), Out of stock 10 products');
    expect(screen.getByRole('heading', { level: 2, name: 'Stock Status' })).toBeTruthy();
  });

  it('shows an empty state instead of a chart when there is nothing to draw', async () => {
    answers['order-status'] = { data: [] };
    answers['stock-status'] = { data: { inStock: 0, outOfStock: 0 } };
    renderPage();
    expect(await screen.findByText('No paid orders yet')).toBeTruthy();
    expect(screen.getByText('No products yet')).toBeTruthy();
    expect(screen.queryByRole('figure', { name: 'Order Status' })).toBeNull();
    expect(await figure('Monthly Sales')).toBeTruthy();
  });

  it('shows a failed part with Try again, which loads it again', async () => {
    failing.add('sales-chart');
    renderPage();
    expect(await screen.findByText('Could not load monthly sales')).toBeTruthy();
    expect(await figure('Stock Status')).toBeTruthy(); // the other parts still show

    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await figure('Monthly Sales')).toBeTruthy();
    expect(seen.filter((r) => r.path.endsWith('/sales-chart'))).toHaveLength(2);
  });

  it('offers Try again for the totals too', async () => {
    failing.add('summary');
    renderPage();
    expect(await screen.findByText('Could not load the totals')).toBeTruthy();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const totals = await screen.findByRole('list', { name: 'Totals' });
    await waitFor(() => expect(totals.textContent).toContain('₹12,34,567.50'));
  });
});
