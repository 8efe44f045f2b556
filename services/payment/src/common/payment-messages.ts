/** Messages shown to the shopper (docs/api-buying.md). */
export const EXPIRED_MESSAGE = 'This order has expired. Please place a new order.';
export const ORDER_NOT_FOUND = 'Order not found';
export const INVALID_PAYMENT_SIGNATURE = 'Invalid payment signature';
export const PAYMENT_NOT_COMPLETED = 'Payment was not completed';
export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';
