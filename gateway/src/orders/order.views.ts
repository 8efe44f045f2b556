import type { Order } from '@boutique/contracts/order/v1/order_service';
import { toRupees } from '../common/money.js';
import type { OrderView } from './order.models.js';

/** An order as the gateway shows it (docs/api-buying.md "Order"): rupees, `_id`, snapshots. */
export function toOrderView(order: Order | undefined): OrderView {
  if (!order?.id) throw new Error('order service answered no order');
  const address = order.address;
  return {
    id: order.id,
    _id: order.id,
    userId: order.userId,
    email: order.email,
    user: { name: order.userName, userName: order.userName, email: order.email },
    cartId: order.cartId,
    orderDate: order.orderDate,
    orderUpdateDate: order.orderUpdateDate,
    totalAmount: toRupees(order.totalAmount),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    trackingNumber: order.trackingNumber,
    paymentId: order.paymentId,
    razorpayOrderId: order.razorpayOrderId,
    expiresAt: order.expiresAt,
    stockHeld: order.stockHeld,
    cartItems: order.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      productCode: line.productCode,
      image: line.image,
      quantity: line.quantity,
      price: toRupees(line.price),
      lineTotal: toRupees(line.lineTotal),
      colors: line.colourId
        ? { id: line.colourId, _id: line.colourId, title: line.colourTitle }
        : null,
    })),
    orderItems: order.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
    addressInfo: {
      addressId: address?.addressId ?? '',
      name: address?.name ?? '',
      address: address?.address ?? '',
      state: address?.state ?? '',
      city: address?.city ?? '',
      pincode: address?.pincode ?? '',
      phone: address?.phone ?? '',
      notes: address?.notes ?? '',
    },
    statusHistory: order.history.map((change) => ({
      status: change.status,
      at: change.at,
      trackingNumber: change.trackingNumber,
    })),
  };
}
