import { Alert, Descriptions, Divider, Modal, Spin, Table, Typography } from 'antd';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/paths';
import { formatCalendarDay, formatDate } from '../../../../lib/format-date';
import { formatRupeesWithPaise } from '../../../../lib/money';
import { useGetAdminOrderQuery, type AdminOrder, type OrderItem } from '../../orders-api';
import {
  addressLines,
  cancelledTitle,
  isCodOrder,
  paymentMethodLabel,
  refundState,
} from '../../order-model';
import { CodSection } from './cod-section';
import { OrderDocument } from './order-document';
import { OrderId } from './order-id';
import { OrderReturn } from './order-return';
import { OrderStatusTag, PaymentStatusTag } from './status-tags';
import { UpdateStatusForm } from './update-status-form';

export const ORDER_DETAILS_TITLE = 'Order Details';

const orDash = (value: string) => (value.trim() === '' ? '—' : value);

const itemColumns: TableColumnsType<OrderItem> = [
  { title: 'Title', dataIndex: 'title', key: 'title', render: orDash },
  {
    title: 'Price',
    dataIndex: 'price',
    key: 'price',
    align: 'right',
    render: (price: number) => formatRupeesWithPaise(price),
  },
  { title: 'Code', dataIndex: 'productCode', key: 'code', render: orDash },
  { title: 'Colour', dataIndex: 'colour', key: 'colour', render: orDash },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' },
];

/** The order's invoice and credit note, when it has them. */
function documentFields(order: AdminOrder): NonNullable<DescriptionsProps['items']> {
  const fields: NonNullable<DescriptionsProps['items']> = [];
  if (order.invoiceNumber)
    fields.push({
      key: 'invoice',
      label: 'Invoice',
      span: 'filled',
      children: (
        <OrderDocument
          orderId={order.id}
          kind="invoice"
          number={order.invoiceNumber}
          date={order.invoiceDate}
        />
      ),
    });
  if (order.creditNoteNumber)
    fields.push({
      key: 'credit-note',
      label: 'Credit note',
      span: 'filled',
      children: (
        <OrderDocument
          orderId={order.id}
          kind="credit-note"
          number={order.creditNoteNumber}
          date={order.creditNoteDate}
        />
      ),
    });
  return fields;
}

/**
 * The page that follows every refund the shop asked for (a path inside the console: the
 * router adds its /admin basename).
 */
const RefundsLink = () => <Link to={adminPaths.refunds}>Refunds</Link>;

/**
 * The refund of the order's payment: once made, its amount, day and the provider's reference;
 * for a paid order cancelled or rejected, that it is pending; no row otherwise.
 */
function refundFields(order: AdminOrder): NonNullable<DescriptionsProps['items']> {
  const state = refundState(order);
  if (state === 'none') return [];
  return [
    {
      key: 'refund',
      label: 'Refund',
      span: 'filled',
      children:
        state === 'refunded' ? (
          refundMade(order)
        ) : (
          <>
            Refund pending — see <RefundsLink />
          </>
        ),
    },
  ];
}

/** "₹4,400.00 on 26/11/2026 · rfnd_4LpTPLbGdAa1Qx" (the order's total when no amount came). */
function refundMade(order: AdminOrder): string {
  const amount = order.refundedAmount > 0 ? order.refundedAmount : order.totalAmount;
  const made = `${formatRupeesWithPaise(amount)} on ${formatDate(order.refundedAt)}`;
  return order.refundReference ? `${made} · ${order.refundReference}` : made;
}

function orderFields(order: AdminOrder): DescriptionsProps['items'] {
  return [
    { key: 'id', label: 'Order ID', span: 'filled', children: <OrderId id={order.id} /> },
    { key: 'date', label: 'Order Date', children: formatDate(order.orderDate) },
    { key: 'price', label: 'Order Price', children: formatRupeesWithPaise(order.totalAmount) },
    {
      key: 'method',
      label: 'Payment Method',
      children: orDash(paymentMethodLabel(order.paymentMethod)),
    },
    {
      key: 'payment',
      label: 'Payment Status',
      children: <PaymentStatusTag order={order} />,
    },
    {
      key: 'status',
      label: 'Order Status',
      children: <OrderStatusTag status={order.orderStatus} />,
    },
    { key: 'tracking', label: 'Tracking Number', children: orDash(order.trackingNumber) },
    {
      key: 'courier',
      label: 'Courier',
      children: order.courier.name ? (
        <span className="order-courier">
          {order.courier.name}
          {order.courier.trackingUrl ? (
            <>
              {' · '}
              <Typography.Link href={order.courier.trackingUrl} target="_blank" rel="noreferrer">
                Track your parcel
              </Typography.Link>
            </>
          ) : null}
        </span>
      ) : (
        '—'
      ),
    },
    ...refundFields(order),
    ...documentFields(order),
  ];
}

function shippingFields(order: AdminOrder): DescriptionsProps['items'] {
  const { customer, shipping } = order;
  const lines = addressLines(shipping.address);
  return [
    { key: 'customer', label: 'Customer', children: orDash(customer.name) },
    { key: 'email', label: 'E-mail', children: orDash(customer.email) },
    { key: 'name', label: 'Delivery Name', children: orDash(shipping.name) },
    {
      key: 'address',
      label: 'Address',
      span: 'filled',
      children:
        lines.length === 0 ? (
          '—'
        ) : (
          <span className="order-address">
            {lines.map((line, index) => (
              <span key={index} className="order-address__line">
                {line}
              </span>
            ))}
          </span>
        ),
    },
    { key: 'state', label: 'State', children: orDash(shipping.state) },
    { key: 'city', label: 'City', children: orDash(shipping.city) },
    { key: 'pincode', label: 'Pincode', children: orDash(shipping.pincode) },
    { key: 'phone', label: 'Phone', children: orDash(shipping.phone) },
    { key: 'landmark', label: 'Landmark', children: orDash(shipping.landmark) },
    { key: 'promise', label: 'Delivery Promised', span: 'filled', children: promised(shipping) },
  ];
}

/** The delivery promise made to the customer at checkout: its dates and zone, or —. */
function promised(shipping: AdminOrder['shipping']): string {
  const from = formatCalendarDay(shipping.deliveryEarliestDate);
  const to = formatCalendarDay(shipping.deliveryLatestDate);
  if (!from || !to) return '—';
  const range = from === to ? from : `${from} – ${to}`;
  return shipping.deliveryZone ? `${range} (${shipping.deliveryZone})` : range;
}

export interface OrderDetailsDialogProps {
  /** The order chosen in the list; its details are fetched afresh. Kept while closing. */
  order: AdminOrder | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Every field of one order, its items and shipping information,
 * and the update-status form. Shows the list's copy at once and the server's fresh details
 * as soon as they come (and again after a status update).
 */
export function OrderDetailsDialog({ order, open, onClose }: OrderDetailsDialogProps) {
  const details = useGetAdminOrderQuery(order?.id ?? '', { skip: !order || !open });
  const shown = details.data?.id === order?.id ? details.data : order;

  return (
    <Modal
      open={open && order !== null}
      title={ORDER_DETAILS_TITLE}
      onCancel={onClose}
      footer={null}
      width={{ xs: '96%', sm: '92%', md: 760, lg: 860 }}
      destroyOnHidden
      className="order-details"
    >
      {shown ? (
        <Spin spinning={details.isFetching} description="Loading">
          {details.isError ? (
            <Alert
              type="warning"
              showIcon
              className="order-details__stale"
              title="The latest details could not be loaded; showing the list's copy."
            />
          ) : null}
          <section aria-labelledby="order-details-summary">
            <Typography.Title
              level={2}
              className="order-details__heading"
              id="order-details-summary"
            >
              Order
            </Typography.Title>
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 1, md: 2 }}
              items={orderFields(shown)}
            />
          </section>
          {isCodOrder(shown) && shown.cod ? (
            <section aria-labelledby="order-details-cod" className="order-details__cod">
              <Typography.Title level={2} className="order-details__heading" id="order-details-cod">
                Cash on Delivery
              </Typography.Title>
              <CodSection order={shown} cod={shown.cod} />
            </section>
          ) : null}
          {shown.returnRequest ? (
            <section aria-labelledby="order-details-return" className="order-details__return">
              <Typography.Title
                level={2}
                className="order-details__heading"
                id="order-details-return"
              >
                Return
              </Typography.Title>
              <OrderReturn order={shown} returnRequest={shown.returnRequest} />
            </section>
          ) : null}
          <section aria-labelledby="order-details-items">
            <Typography.Title level={2} className="order-details__heading" id="order-details-items">
              Items
            </Typography.Title>
            <Table<OrderItem>
              className="order-items-table"
              size="small"
              rowKey={(item) => `${item.productId}:${item.colour}:${item.title}`}
              columns={itemColumns}
              dataSource={shown.items}
              pagination={false}
              scroll={{ x: 520 }}
              locale={{ emptyText: 'No items' }}
            />
          </section>
          <section aria-labelledby="order-details-shipping">
            <Typography.Title
              level={2}
              className="order-details__heading"
              id="order-details-shipping"
            >
              Shipping Info
            </Typography.Title>
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 1, md: 2 }}
              items={shippingFields(shown)}
            />
          </section>
          <Divider />
          <section aria-labelledby="order-details-update">
            <Typography.Title
              level={2}
              className="order-details__heading"
              id="order-details-update"
            >
              Update Order Status
            </Typography.Title>
            {shown.orderStatus === 'cancelled' ? (
              <Alert
                type="info"
                showIcon
                title={cancelledTitle(shown.cancelReason)}
                description={
                  refundState(shown) === 'refunded' ? (
                    <>
                      Its payment was refunded in full on {formatDate(shown.refundedAt)}: see{' '}
                      <RefundsLink />.
                    </>
                  ) : refundState(shown) === 'pending' ? (
                    <>
                      Its payment is being refunded in full: see <RefundsLink />.
                    </>
                  ) : undefined
                }
              />
            ) : (
              <UpdateStatusForm key={shown.id} order={shown} />
            )}
          </section>
        </Spin>
      ) : null}
    </Modal>
  );
}
