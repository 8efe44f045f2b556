import { useMemo, useState } from 'react';
import { Card, Table } from 'antd';
import { ListError } from '../../../components/list-states';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useGetAdminOrdersQuery, type AdminOrder } from '../orders-api';
import { orderColumns } from './columns';
import { OrderDetailsDialog } from './components/order-details-dialog';
import { PAGE_SIZE_OPTIONS, useOrderListParams } from './use-order-list-params';

export const ORDERS_TITLE = 'All Orders (Paid Only)';
export const NO_ORDERS_TEXT = 'No paid orders found';

/**
 * /admin/orders: the paid orders, newest first as the server
 * sends them, with a server-side search by order id and pages; View Details opens every
 * field of an order with its update-status form.
 */
export function OrderListPage() {
  const { searchInput, setSearchInput, search, page, pageSize, setPage } = useOrderListParams();
  const list = useGetAdminOrdersQuery({ search, page, pageSize });
  const orders = list.data?.orders ?? [];
  const total = list.data?.total ?? 0;

  const [viewing, setViewing] = useState<{ order: AdminOrder | null; open: boolean }>({
    order: null,
    open: false,
  });
  const columns = useMemo(
    () => orderColumns({ onView: (order) => setViewing({ order, open: true }) }),
    [],
  );

  return (
    <>
      <PageHeader
        title={ORDERS_TITLE}
        subtitle="Orders whose payment was received, newest first. Open one to update its status."
      />
      <Card>
        <ListToolbar
          className="orders-toolbar"
          search={{
            label: 'Search orders by order ID',
            placeholder: 'Search by Order ID',
            maxLength: 64,
            value: searchInput,
            onChange: setSearchInput,
          }}
          count={list.isSuccess ? `${total} ${total === 1 ? 'order' : 'orders'}` : null}
        />
        <ListError list={list} className="orders-error" title="Could not load orders" />
        <Table<AdminOrder>
          className="orders-table"
          rowKey="id"
          columns={columns}
          dataSource={orders}
          loading={list.isFetching}
          locale={{ emptyText: NO_ORDERS_TEXT }}
          scroll={{ x: 1050 }}
          pagination={{
            current: page,
            pageSize,
            total,
            hideOnSinglePage: total <= PAGE_SIZE_OPTIONS[0],
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showTotal: (count, [from, to]) => `${from}–${to} of ${count}`,
            onChange: setPage,
          }}
        />
      </Card>
      <OrderDetailsDialog
        order={viewing.order}
        open={viewing.open}
        onClose={() => setViewing((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
