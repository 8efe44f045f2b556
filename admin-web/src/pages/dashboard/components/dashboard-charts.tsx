// The dashboard's four charts (@ant-design/charts 2, G2 5 options). This module is its own
// chunk, loaded only when the dashboard shows a chart, so the rest of the console stays
// light. The charts draw on a canvas, hidden from assistive technology: each chart's card
// says in words what it shows (see chart-card.tsx).
import { Bar, Line, Pie } from '@ant-design/charts';
import { formatRupees, formatRupeesWithPaise } from '../../../lib/money';
import type { CategoryBar, SalesPoint, Slice } from '../dashboard-model';
import { formatCount } from '../dashboard-model';

export const CHART_HEIGHT = 300;

/** Monthly sales, last year against this year: one line per year, the legend names them. */
export function SalesLineChart({ data }: { data: SalesPoint[] }) {
  return (
    <Line
      data={data}
      xField="month"
      yField="sales"
      colorField="year"
      height={CHART_HEIGHT}
      autoFit
      point={{ shapeField: 'circle', sizeField: 3 }}
      axis={{ y: { labelFormatter: (value: number) => formatRupees(value) } }}
      legend={{ color: { position: 'top' } }}
      tooltip={{
        items: [{ channel: 'y', valueFormatter: (value: number) => formatRupeesWithPaise(value) }],
      }}
    />
  );
}

function SlicesChart({ data, innerRadius }: { data: Slice[]; innerRadius?: number }) {
  return (
    <Pie
      data={data}
      angleField="value"
      colorField="type"
      height={CHART_HEIGHT}
      autoFit
      {...(innerRadius ? { innerRadius } : {})}
      label={{ text: (slice: Slice) => formatCount(slice.value), style: { fontWeight: 600 } }}
      legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: (value: number) => formatCount(value) }] }}
    />
  );
}

/** Paid orders by status. */
export function OrderStatusPie({ data }: { data: Slice[] }) {
  return <SlicesChart data={data} />;
}

/** In stock against out of stock: a doughnut. */
export function StockDoughnut({ data }: { data: Slice[] }) {
  return <SlicesChart data={data} innerRadius={0.6} />;
}

/** Products per category: horizontal bars, readable with long category names. */
export function CategoryBarChart({ data }: { data: CategoryBar[] }) {
  return (
    <Bar
      data={data}
      xField="category"
      yField="products"
      height={Math.max(CHART_HEIGHT, data.length * 28 + 60)}
      autoFit
      label={{ text: 'products', position: 'right' }}
      axis={{ y: { labelFormatter: (value: number) => formatCount(value) } }}
    />
  );
}
