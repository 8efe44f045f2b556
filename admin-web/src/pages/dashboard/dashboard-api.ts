// The dashboard's five calls (docs/api-content.md, "Dashboard"), composed at
// the gateway from the order, catalogue and identity services. Figures count paid orders
// only; amounts are rupees. Each call is its own query, so the five load in parallel and a
// failed one is retried alone.
import { z } from 'zod';
import { baseApi } from '../../lib/api';

const count = z.number().int().nonnegative();
const rupees = z.number().finite();

const summarySchema = z.object({
  data: z.object({
    totalSales: rupees,
    totalOrders: count,
    totalProducts: count,
    totalUsers: count,
  }),
});
export type DashboardSummary = z.output<typeof summarySchema>['data'];

const salesChartSchema = z.object({
  data: z.array(
    z.object({
      month: z.string(),
      monthNumber: z.number().int().min(1).max(12),
      lastYearSales: rupees,
      currentYearSales: rupees,
    }),
  ),
  currentYear: z.number().int(),
  lastYear: z.number().int(),
});
export type SalesChart = z.output<typeof salesChartSchema>;
export type SalesMonth = SalesChart['data'][number];

const orderStatusSchema = z.object({
  data: z.array(z.object({ label: z.string(), count })),
});
export type OrderStatusCount = z.output<typeof orderStatusSchema>['data'][number];

const stockStatusSchema = z.object({
  data: z.object({ inStock: count, outOfStock: count }),
});
export type StockStatus = z.output<typeof stockStatusSchema>['data'];

const categoryProductsSchema = z.object({
  data: z.array(z.object({ name: z.string(), count })),
});
export type CategoryProducts = z.output<typeof categoryProductsSchema>['data'][number];

const unexpected = (what: string) => () => ({
  status: 'CUSTOM_ERROR' as const,
  error: `The server answered the ${what} in an unexpected shape`,
});

const TAG = { type: 'Dashboard' as const, id: 'ALL' };

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardSummary: build.query<DashboardSummary, void>({
      query: () => 'admin/dashboard/summary',
      rawResponseSchema: summarySchema,
      transformResponse: (answer: z.output<typeof summarySchema>) => answer.data,
      catchSchemaFailure: unexpected('dashboard totals'),
      providesTags: [TAG],
    }),
    getSalesChart: build.query<SalesChart, void>({
      query: () => 'admin/dashboard/sales-chart',
      rawResponseSchema: salesChartSchema,
      transformResponse: ({ data, currentYear, lastYear }: SalesChart) => ({
        data,
        currentYear,
        lastYear,
      }),
      catchSchemaFailure: unexpected('sales chart'),
      providesTags: [TAG],
    }),
    getOrderStatusCounts: build.query<OrderStatusCount[], void>({
      query: () => 'admin/dashboard/order-status',
      rawResponseSchema: orderStatusSchema,
      transformResponse: (answer: z.output<typeof orderStatusSchema>) => answer.data,
      catchSchemaFailure: unexpected('order statuses'),
      providesTags: [TAG],
    }),
    getStockStatus: build.query<StockStatus, void>({
      query: () => 'admin/dashboard/stock-status',
      rawResponseSchema: stockStatusSchema,
      transformResponse: (answer: z.output<typeof stockStatusSchema>) => answer.data,
      catchSchemaFailure: unexpected('stock status'),
      providesTags: [TAG],
    }),
    getCategoryProducts: build.query<CategoryProducts[], void>({
      query: () => 'admin/dashboard/category-products',
      rawResponseSchema: categoryProductsSchema,
      transformResponse: (answer: z.output<typeof categoryProductsSchema>) => answer.data,
      catchSchemaFailure: unexpected('products per category'),
      providesTags: [TAG],
    }),
  }),
});

export const {
  useGetDashboardSummaryQuery,
  useGetSalesChartQuery,
  useGetOrderStatusCountsQuery,
  useGetStockStatusQuery,
  useGetCategoryProductsQuery,
} = dashboardApi;
