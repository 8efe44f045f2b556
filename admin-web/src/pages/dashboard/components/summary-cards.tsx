import { Alert, Button, Card, Col, Row, Skeleton, Statistic } from 'antd';
import {
  DollarOutlined,
  ShoppingCartOutlined,
  SkinOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '../dashboard-api';
import { summaryCards, type SummaryCard } from '../dashboard-model';
import type { ChartQueryState } from './chart-card';

const ICONS: Record<SummaryCard['key'], ReactNode> = {
  totalSales: <DollarOutlined aria-hidden />,
  totalOrders: <ShoppingCartOutlined aria-hidden />,
  totalProducts: <SkinOutlined aria-hidden />,
  totalUsers: <TeamOutlined aria-hidden />,
};

const TITLES: readonly SummaryCard['title'][] = [
  'Total Sales',
  'Total Orders',
  'Total Products',
  'Total Users',
];

export interface SummaryCardsProps {
  query: ChartQueryState & { data?: DashboardSummary | undefined };
}

/** The four totals: sales (₹, paid orders), orders, products and users. */
export function SummaryCards({ query }: SummaryCardsProps) {
  if (query.isError) {
    return (
      <Alert
        className="dashboard-summary__error"
        type="error"
        showIcon
        title="Could not load the totals"
        description="Please try again."
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const cards = query.data ? summaryCards(query.data) : null;
  return (
    <Row gutter={[16, 16]} className="dashboard-summary" role="list" aria-label="Totals">
      {TITLES.map((title, index) => {
        const card = cards?.[index];
        return (
          <Col key={title} xs={24} sm={12} xl={6} role="listitem">
            <Card className="dashboard-summary__card">
              {card ? (
                <Statistic
                  title={card.title}
                  value={card.value}
                  formatter={() => card.value}
                  prefix={ICONS[card.key]}
                  className={`dashboard-summary__${card.key}`}
                />
              ) : (
                <>
                  <div className="dashboard-summary__label">{title}</div>
                  <Skeleton active paragraph={false} title={{ width: '60%' }} />
                </>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
