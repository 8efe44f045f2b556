import { Flex, Typography } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ReturnStatusTag } from '../../../../components/return-status';
import { adminPaths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format-date';
import { photoCountLabel } from '../../../../lib/return-photos';
import type { AdminOrder, OrderReturnRequest } from '../../orders-api';

/**
 * The order's return after delivery in its details: its status, when it was asked for, how
 * many photos the customer sent ("2 photos"; nothing when none: they show on the Returns
 * screen), and a link opening it on the Returns screen (in the list of its status), which is
 * handed the return with the order's payment method and customer, so it opens even when the
 * list's page does not hold it.
 */
export function OrderReturn({
  order,
  returnRequest,
}: {
  order: AdminOrder;
  returnRequest: OrderReturnRequest;
}) {
  const requestedAt =
    typeof returnRequest.requestedAt === 'string' ? returnRequest.requestedAt : '';
  const photos = photoCountLabel(returnRequest.photos.length);
  // The order's own values where the return's are missing or empty.
  const orOrder = (key: string, value: string | null) => {
    const own = returnRequest[key];
    return typeof own === 'string' && own.trim() !== '' ? own : (value ?? '');
  };
  const handed = {
    returnRequest: {
      ...returnRequest,
      orderId: orOrder('orderId', order.id),
      paymentMethod: orOrder('paymentMethod', order.paymentMethod),
      customerName: orOrder('customerName', order.customer.name),
      email: orOrder('email', order.customer.email),
      orderDate: orOrder('orderDate', order.orderDate),
    },
  };
  return (
    <Flex wrap align="center" gap="small" className="order-return">
      <ReturnStatusTag status={returnRequest.status ?? ''} />
      {requestedAt ? (
        <Typography.Text type="secondary">Requested {formatDate(requestedAt)}</Typography.Text>
      ) : null}
      {photos ? (
        <Typography.Text type="secondary" className="order-return__photos">
          {photos}
        </Typography.Text>
      ) : null}
      <Link
        to={adminPaths.returnOf(returnRequest.id, returnRequest.status ?? undefined)}
        state={handed}
        className="order-return__link"
      >
        <ImportOutlined aria-hidden /> Open in Returns
      </Link>
    </Flex>
  );
}
