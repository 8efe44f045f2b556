import { ApiConflictResponse, ApiHeader, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { textOf } from '../common/body-fields.js';
import { ok } from '../common/envelope.js';
import { api, operations } from '../common/operations.js';
import { integer, single, type ListingQuery } from '../common/query-params.js';
import {
  AdminOrderListResponse,
  CancelOrderBody,
  CancelPaymentBody,
  CaptureBody,
  CashCollectedBody,
  CodQuoteArgs,
  CodQuoteBody,
  CodQuoteResponse,
  CodQuoteView,
  CheckoutProblemsResponse,
  CheckoutResponse,
  checkoutFieldsOf,
  CourierListResponse,
  CreateOrderArgs,
  CreateOrderBody,
  clientTotalOf,
  idempotencyKeyOf,
  linesOf,
  OrderIdArgs,
  OrderListResponse,
  OrderResponse,
  OrderView,
  OrderWriteResponse,
  RequestReturnArgs,
  UpdateOrderStatusBody,
} from './orders.shapes.js';
import { OrdersService, type Checkout, type OrderChange } from './orders.service.js';
import { requestHash } from './request-hash.js';

const deps = { orders: OrdersService };
const op = operations(deps);

const ORDER_NOT_FOUND = 'Order not found';
const FORBIDDEN = "Access denied (the path or body names another user's id)";

/** A change's answers: REST `{ success, message, data: order }`, GraphQL the order. */
const restChange = ({ message, order }: OrderChange) => ok({ message, data: order });
const graphqlChange = ({ order }: OrderChange) => order;

/** The admin order list's query: search (order id or its start), page, pageSize. */
export function adminOrderQuery(query: ListingQuery) {
  return {
    search: single(query.search),
    page: integer(query, 'page', 1, 1_000_000, 1),
    pageSize: integer(query, 'pageSize', 1, 500, 0),
  };
}

/** Checkout, payment capture and the customer's orders (docs/api-buying.md); REST and GraphQL. */
export const shopOrdersApi = api({
  name: 'ShopOrdersController',
  prefix: 'shop/order',
  tag: 'orders',
  deps,
  operations: {
    create: op({
      summary: 'Place an order from the given lines or the server cart; reserves the stock',
      auth: 'user',
      input: CreateOrderBody,
      handle: ({ deps, user, request }, body) =>
        deps.orders.create(user, {
          userId: body.userId,
          ...checkoutFieldsOf(body),
          idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
          // The body as sent (every field), so a reused key with another body is refused.
          requestHash: requestHash(request.body ?? {}),
        }),
      rest: {
        route: { post: 'create' },
        ok: CheckoutResponse,
        errors: {
          400: 'Your cart is empty. Please add items to proceed. / Please select one address to proceed.',
          403: FORBIDDEN,
          404: 'Address not found',
        },
        decorators: [
          ApiOperation({
            description:
              'Reads only cartItems[].productId / colors._id (or colorId) / quantity, ' +
              'addressInfo.addressId (or addressId) and totalAmount (compared with the server total). ' +
              'With Idempotency-Key, the same key and body answer the first result again.',
          }),
          ApiHeader({ name: 'Idempotency-Key', required: false }),
          ApiConflictResponse({
            type: CheckoutProblemsResponse,
            description:
              'Stock problems (title, problems), or "The order total has changed. Please review your ' +
              'cart and try again.", or "This Idempotency-Key was already used for a different request"',
          }),
        ],
        reply: ({ order, ...fields }: Checkout) => ok({ ...fields, data: order }),
      },
    }),
    createOrder: op({
      summary: 'Places an order (stock problems: CONFLICT with extensions.problems)',
      auth: 'user',
      input: CreateOrderArgs,
      handle: ({ deps, user }, { input, idempotencyKey }) =>
        deps.orders.create(user, {
          lines: linesOf(input.cartItems),
          addressId: textOf(input.addressId),
          clientTotal: clientTotalOf(input.totalAmount),
          paymentMethod: textOf(input.paymentMethod),
          idempotencyKey: idempotencyKeyOf(idempotencyKey),
          requestHash: requestHash(input),
        }),
      graphql: {
        mutation: true,
        type: () => CheckoutResponse,
        description: 'Places an order (stock problems: CONFLICT with extensions.problems)',
        reply: (checkout) => ({ success: true, ...checkout }),
      },
    }),
    capture: op({
      summary: "Capture the payment of the caller's order (repeatable)",
      auth: 'user',
      input: CaptureBody,
      handle: ({ deps, user }, input) =>
        deps.orders.capture(user, {
          orderId: input.orderId,
          paymentId: input.paymentId,
          signature: input.signature ?? input.payerId,
        }),
      rest: {
        route: { post: 'capture' },
        status: 200,
        ok: OrderWriteResponse,
        okDescription: 'Payment captured successfully',
        errors: {
          400: 'Invalid payment signature',
          404: ORDER_NOT_FOUND,
          409: 'This order has expired. Please place a new order.',
        },
        reply: restChange,
      },
      graphql: { mutation: 'capturePayment', type: () => OrderView, reply: graphqlChange },
    }),
    cancelPayment: op({
      summary:
        'The caller closed, cancelled or timed out the payment window of their pending order: its units go back to stock at once (it stays pending; paying it again takes them back)',
      auth: 'user',
      input: CancelPaymentBody,
      handle: ({ deps, user }, input) => deps.orders.cancelPayment(user, input.orderId),
      rest: {
        route: { post: 'cancel-payment' },
        status: 200,
        ok: OrderWriteResponse,
        okDescription: 'Payment cancelled',
        errors: { 404: ORDER_NOT_FOUND, 409: 'This order is already paid' },
        reply: restChange,
      },
      graphql: {
        mutation: true,
        type: () => OrderView,
        description:
          'The caller closed, cancelled or timed out the payment window of their pending order: its units go back to stock at once (it stays pending and payable)',
        reply: graphqlChange,
      },
    }),
    cancel: op({
      summary:
        'The caller cancels their order before it is shipped: its units go back to stock and a paid order is refunded in full (repeatable)',
      auth: 'user',
      input: CancelOrderBody,
      handle: ({ deps, user }, input) => deps.orders.cancel(user, input.orderId),
      rest: {
        route: { post: 'cancel' },
        status: 200,
        ok: OrderWriteResponse,
        okDescription:
          'Your order has been cancelled. Your payment will be refunded in full to the original payment method.',
        errors: {
          404: ORDER_NOT_FOUND,
          409: 'This order has already been shipped and can no longer be cancelled / This order can no longer be cancelled',
        },
        reply: restChange,
      },
      graphql: {
        mutation: 'cancelOrder',
        type: () => OrderView,
        description:
          'The caller cancels their order before it is shipped: its units go back to stock and a paid order is refunded in full',
        reply: graphqlChange,
      },
    }),
    requestReturn: op({
      summary:
        'The caller asks to return lines of their delivered order within the return window, for a reason the policy accepts (one return per order; docs/returns.md)',
      auth: 'user',
      input: RequestReturnArgs,
      handle: ({ deps, user }, input) =>
        deps.orders.requestReturn(user, textOf(input.orderId), input),
      rest: {
        route: { post: ':orderId/return' },
        status: 201,
        ok: OrderWriteResponse,
        okDescription: "Return requested. We'll reply within 2 working days.",
        errors: {
          400: "Please choose at least one item to return / Please choose a reason for the return / Quantity to return must be between 1 and the quantity ordered / This item is not in the order / Sale items can't be returned / The note can be at most 1000 characters / You can add at most 4 photos / A photo could not be found. Please upload it again.",
          404: ORDER_NOT_FOUND,
          409: 'Only a delivered order can be returned / The return window for this order closed on {day} / A return has already been requested for this order',
        },
        reply: restChange,
      },
      graphql: {
        mutation: true,
        type: () => OrderView,
        description: 'Asks to return lines of a delivered order (docs/returns.md)',
        reply: graphqlChange,
      },
    }),
    codQuote: op({
      summary:
        'What cash on delivery would be for the basket (body lines or the server cart) to one of the caller’s addresses: level, fee, advance (docs/cash-on-delivery.md); nothing is stored',
      auth: 'user',
      input: CodQuoteBody,
      handle: ({ deps, user }, body) => {
        const fields = checkoutFieldsOf(body);
        return deps.orders.quoteCod(user, { lines: fields.lines, addressId: fields.addressId });
      },
      rest: {
        route: { post: 'cod/quote' },
        status: 200,
        ok: CodQuoteResponse,
        errors: {
          400: 'Your cart is empty. Please add items to proceed. / Please select one address to proceed.',
          404: 'Address not found',
        },
        reply: (quote) => ok({ data: quote }),
      },
    }),
    codQuoteQuery: op({
      summary: 'What cash on delivery would be for the basket to one of the caller’s addresses',
      auth: 'user',
      input: CodQuoteArgs,
      handle: ({ deps, user }, input) =>
        deps.orders.quoteCod(user, {
          lines: linesOf(input.cartItems),
          addressId: textOf(input.addressId),
        }),
      graphql: {
        query: 'codQuote',
        type: () => CodQuoteView,
        description:
          'What cash on delivery would be for the basket (or the server cart) to one of the caller’s addresses; nothing is stored',
      },
    }),
    list: op({
      summary: "The caller's orders, newest first",
      auth: 'user',
      // GraphQL names no user: the caller's own
      handle: ({ deps, user }, input: { userId?: string }) =>
        deps.orders.list(user, input.userId ?? user.id),
      rest: { route: { get: 'list/:userId' }, ok: OrderListResponse, errors: { 403: FORBIDDEN } },
      graphql: {
        query: 'myOrders',
        type: () => [OrderView],
        description: "The caller's orders, newest first",
      },
    }),
    details: op({
      summary: "One of the caller's orders",
      auth: 'user',
      input: OrderIdArgs,
      handle: ({ deps, user }, input) => deps.orders.get(user, input.id),
      rest: { route: { get: 'details/:id' }, ok: OrderResponse, errors: { 404: ORDER_NOT_FOUND } },
      graphql: {
        query: 'order',
        type: () => OrderView,
        nullable: true,
        description: 'One order: its owner or an admin',
      },
    }),
  },
});

/** The admin console's orders (admin only): paid orders, details and status updates. */
export const adminOrdersApi = api({
  name: 'AdminOrdersController',
  prefix: 'admin/orders',
  tag: 'admin orders',
  deps,
  operations: {
    list: op({
      summary: 'Paid orders, newest first; search by order id or its start',
      auth: 'admin',
      handle: ({ deps, user }, query: ListingQuery) =>
        deps.orders.adminList(user, adminOrderQuery(query)),
      rest: {
        route: { get: 'get' },
        ok: AdminOrderListResponse,
        errors: { 400: 'Invalid page / pageSize' },
        decorators: [
          ApiQuery({ name: 'search', required: false }),
          ApiQuery({ name: 'page', required: false, type: Number }),
          ApiQuery({ name: 'pageSize', required: false, type: Number, description: 'Absent: all' }),
        ],
        reply: ({ orders, total }) => ok({ data: orders, total }),
      },
    }),
    details: op({
      summary: 'One order',
      auth: 'admin',
      handle: ({ deps, user }, input: { id: string }) => deps.orders.get(user, input.id),
      rest: { route: { get: 'details/:id' }, ok: OrderResponse, errors: { 404: ORDER_NOT_FOUND } },
    }),
    couriers: op({
      summary: 'The couriers an order can be shipped with, for the shipping form',
      auth: 'admin',
      handle: ({ deps, user }) => deps.orders.couriers(user),
      rest: {
        route: { get: 'couriers' },
        ok: CourierListResponse,
        reply: (couriers) => ok({ data: couriers }),
      },
    }),
    update: op({
      summary:
        "Set a paid order's status (inShipping needs a tracking number and a courier of /couriers)",
      auth: 'admin',
      input: UpdateOrderStatusBody,
      handle: ({ deps, user }, input) =>
        deps.orders.updateStatus(user, (input as { id: string }).id, input),
      rest: {
        route: { put: 'update/:id' },
        ok: OrderWriteResponse,
        okDescription: 'Order status updated successfully',
        errors: {
          400: 'Invalid order status / Tracking number is required when marking order as shipped / Please choose the courier when marking order as shipped / Unknown courier: choose one of the couriers listed',
          404: ORDER_NOT_FOUND,
          409: 'Order status cannot move back from {from} to {to} / Only paid orders can be updated',
        },
        reply: restChange,
      },
    }),
    cashCollected: op({
      summary:
        'Record the cash the courier collected for a shipped or delivered COD order (rupees): it becomes delivered and paid',
      auth: 'admin',
      input: CashCollectedBody,
      handle: ({ deps, user }, input) =>
        deps.orders.recordCashCollected(
          user,
          textOf((input as { id?: unknown }).id ?? input.orderId),
          input.amount,
        ),
      rest: {
        route: { post: ':id/cod/collected' },
        status: 200,
        ok: OrderWriteResponse,
        okDescription: 'Cash collected recorded',
        errors: {
          400: 'The cash collected must be between ₹1 and ₹{due}',
          404: ORDER_NOT_FOUND,
          409: 'This is not a cash-on-delivery order / Cash can be recorded once the order is shipped / The cash of this order is already recorded',
        },
        reply: restChange,
      },
      graphql: {
        mutation: 'recordCashCollected',
        type: () => OrderView,
        description: 'Records the cash the courier collected for a COD order (admin)',
        reply: graphqlChange,
      },
    }),
    returnedToOrigin: op({
      summary:
        'A shipped COD parcel came back refused: the order is cancelled, its units return to stock, a credit note is issued, and the refusal counts in the risk history',
      auth: 'admin',
      input: OrderIdArgs,
      handle: ({ deps, user }, input) => deps.orders.markReturnedToOrigin(user, input.id),
      rest: {
        route: { post: ':id/cod/rto' },
        status: 200,
        ok: OrderWriteResponse,
        okDescription: 'Order marked as returned to origin',
        errors: {
          404: ORDER_NOT_FOUND,
          409: 'This is not a cash-on-delivery order / Only a shipped order that was not delivered can be returned to origin',
        },
        reply: restChange,
      },
      graphql: {
        mutation: 'markReturnedToOrigin',
        type: () => OrderView,
        description: 'Marks a shipped COD order returned to origin (admin)',
        reply: graphqlChange,
      },
    }),
  },
});
