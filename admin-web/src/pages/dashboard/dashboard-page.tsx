import { lazy } from 'react';
import { Col, Row } from 'antd';
import { PageHeader } from '../../components/page-header';
import { useAdminUser } from '../../lib/admin-user';
import { displayName } from '../../lib/session-api';
import {
  useGetCategoryProductsQuery,
  useGetDashboardSummaryQuery,
  useGetOrderStatusCountsQuery,
  useGetSalesChartQuery,
  useGetStockStatusQuery,
} from './dashboard-api';
import {
  categoriesEmpty,
  categoryBars,
  describeCategories,
  describeSales,
  describeSlices,
  orderStatusSlices,
  salesEmpty,
  salesSeries,
  slicesEmpty,
  stockSlices,
} from './dashboard-model';
import { ChartCard } from './components/chart-card';
import { SummaryCards } from './components/summary-cards';

// The charts library is large: one chunk, fetched when the first chart is about to show.
const charts = () => import('./components/dashboard-charts');
const SalesLineChart = lazy(() => charts().then((m) => ({ default: m.SalesLineChart })));
const OrderStatusPie = lazy(() => charts().then((m) => ({ default: m.OrderStatusPie })));
const CategoryBarChart = lazy(() => charts().then((m) => ({ default: m.CategoryBarChart })));
const StockDoughnut = lazy(() => charts().then((m) => ({ default: m.StockDoughnut })));

/**
 * /admin/dashboard (docs/api-content.md): the four totals and
 * four charts of paid orders, products and users. The five calls load in parallel; each
 * part shows its own skeleton, failure (with Try again) and empty state.
 */
export function DashboardPage() {
  const user = useAdminUser();
  const summary = useGetDashboardSummaryQuery();
  const sales = useGetSalesChartQuery();
  const statuses = useGetOrderStatusCountsQuery();
  const stock = useGetStockStatusQuery();
  const categories = useGetCategoryProductsQuery();

  const salesPoints = sales.data ? salesSeries(sales.data) : [];
  const statusData = orderStatusSlices(statuses.data ?? []);
  const stockData = stock.data ? stockSlices(stock.data) : [];
  const categoryData = categoryBars(categories.data ?? []);

  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome back, ${displayName(user)}`} />
      <SummaryCards query={summary} />
      <Row gutter={[16, 16]} className="dashboard-charts">
        <Col xs={24} xl={12}>
          <ChartCard
            title="Monthly Sales"
            className="dashboard-chart--sales"
            query={sales}
            empty={!sales.data || salesEmpty(sales.data)}
            emptyText="No sales this year or last year yet"
            description={sales.data ? describeSales(sales.data) : ''}
          >
            <SalesLineChart data={salesPoints} />
          </ChartCard>
        </Col>
        <Col xs={24} md={12} xl={12}>
          <ChartCard
            title="Order Status"
            className="dashboard-chart--orders"
            query={statuses}
            empty={slicesEmpty(statusData)}
            emptyText="No paid orders yet"
            description={describeSlices('Paid orders by status', statusData, 'order', 'orders')}
          >
            <OrderStatusPie data={statusData} />
          </ChartCard>
        </Col>
        <Col xs={24} md={12} xl={12}>
          <ChartCard
            title="Products per Category"
            className="dashboard-chart--categories"
            query={categories}
            empty={categoriesEmpty(categoryData)}
            emptyText="No products in any category yet"
            description={describeCategories(categoryData)}
          >
            <CategoryBarChart data={categoryData} />
          </ChartCard>
        </Col>
        <Col xs={24} md={12} xl={12}>
          <ChartCard
            title="Stock Status"
            className="dashboard-chart--stock"
            query={stock}
            empty={slicesEmpty(stockData)}
            emptyText="No products yet"
            description={describeSlices(
              'Products in stock and out of stock',
              stockData,
              'product',
              'products',
            )}
          >
            <StockDoughnut data={stockData} />
          </ChartCard>
        </Col>
      </Row>
    </>
  );
}
