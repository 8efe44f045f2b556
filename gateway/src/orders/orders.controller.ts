import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { integer, single, type ListingQuery } from '../common/query-params.js';
import { ErrorResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import {
  CancelPaymentBody,
  CaptureBody,
  checkoutFieldsOf,
  CreateOrderBody,
  idempotencyKeyOf,
  UpdateOrderStatusBody,
} from './order.inputs.js';
import {
  AdminOrderListResponse,
  CheckoutProblemsResponse,
  CheckoutResponse,
  OrderListResponse,
  OrderResponse,
  OrderWriteResponse,
} from './order.models.js';
import { OrdersService } from './orders.service.js';
import { requestHash } from './request-hash.js';

const ORDER_NOT_FOUND = { type: ErrorResponse, description: 'Order not found' };
const FORBIDDEN = {
  type: ErrorResponse,
  description: "Access denied (the path or body names another user's id)",
};

/** The admin order list's query: search (order id or its start), page, pageSize. */
export function adminOrderQuery(query: ListingQuery) {
  return {
    search: single(query.search),
    page: integer(query, 'page', 1, 1_000_000, 1),
    pageSize: integer(query, 'pageSize', 1, 500, 0),
  };
}

/** Checkout, payment capture and the customer's orders (docs/api-buying.md). */
@ApiTags('orders')
@Controller('shop/order')
export class ShopOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('create')
  @HttpCode(201)
  @Authenticated()
  @ApiOperation({
    summary: 'Place an order from the given lines or the server cart; reserves the stock',
    description:
      'Reads only cartItems[].productId / colors._id (or colorId) / quantity, ' +
      'addressInfo.addressId (or addressId) and totalAmount (compared with the server total). ' +
      'With Idempotency-Key, the same key and body answer the first result again.',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ type: CheckoutResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      'Your cart is empty. Please add items to proceed. / Please select one address to proceed.',
  })
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Address not found' })
  @ApiConflictResponse({
    type: CheckoutProblemsResponse,
    description:
      'Stock problems (title, problems), or "The order total has changed. Please review your ' +
      'cart and try again.", or "This Idempotency-Key was already used for a different request"',
  })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateOrderBody,
    @Req() request: FastifyRequest,
    @Headers('idempotency-key') key?: string,
  ) {
    const checkout = await this.orders.create(user, {
      userId: body.userId,
      ...checkoutFieldsOf(body),
      idempotencyKey: idempotencyKeyOf(key),
      // The body as sent (every field), so a reused key with another body is refused.
      requestHash: requestHash(request.body ?? {}),
    });
    const { order, ...fields } = checkout;
    return ok({ ...fields, data: order });
  }

  @Post('capture')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: "Capture the payment of the caller's order (repeatable)" })
  @ApiOkResponse({ type: OrderWriteResponse, description: 'Payment captured successfully' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid payment signature' })
  @ApiNotFoundResponse(ORDER_NOT_FOUND)
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'This order has expired. Please place a new order.',
  })
  async capture(@CurrentUser() user: AuthUser, @Body() body: CaptureBody) {
    const { message, order } = await this.orders.capture(user, {
      orderId: body.orderId,
      paymentId: body.paymentId,
      signature: body.signature ?? body.payerId,
    });
    return ok({ message, data: order });
  }

  @Post('cancel-payment')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'The caller closed, cancelled or timed out the payment window of their pending order: its units go back to stock at once (it stays pending; paying it again takes them back)',
  })
  @ApiOkResponse({ type: OrderWriteResponse, description: 'Payment cancelled' })
  @ApiNotFoundResponse(ORDER_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponse, description: 'This order is already paid' })
  async cancelPayment(@CurrentUser() user: AuthUser, @Body() body: CancelPaymentBody) {
    const { message, order } = await this.orders.cancelPayment(user, body.orderId);
    return ok({ message, data: order });
  }

  @Get('list/:userId')
  @Authenticated()
  @ApiOperation({ summary: "The caller's orders, newest first" })
  @ApiOkResponse({ type: OrderListResponse })
  @ApiForbiddenResponse(FORBIDDEN)
  async list(@CurrentUser() user: AuthUser, @Param('userId') userId: string) {
    return ok({ data: await this.orders.list(user, userId) });
  }

  @Get('details/:id')
  @Authenticated()
  @ApiOperation({ summary: "One of the caller's orders" })
  @ApiOkResponse({ type: OrderResponse })
  @ApiNotFoundResponse(ORDER_NOT_FOUND)
  async details(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok({ data: await this.orders.get(user, id) });
  }
}

/** The admin console's orders (admin only): paid orders, details and status updates. */
@ApiTags('admin orders')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('get')
  @Roles('admin')
  @ApiOperation({ summary: 'Paid orders, newest first; search by order id or its start' })
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'pageSize', required: false, type: Number, description: 'Absent: all' })
  @ApiOkResponse({ type: AdminOrderListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid page / pageSize' })
  async list(@CurrentUser() admin: AuthUser, @Query() query: ListingQuery) {
    const { orders, total } = await this.orders.adminList(admin, adminOrderQuery(query));
    return ok({ data: orders, total });
  }

  @Get('details/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'One order' })
  @ApiOkResponse({ type: OrderResponse })
  @ApiNotFoundResponse(ORDER_NOT_FOUND)
  async details(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    return ok({ data: await this.orders.get(admin, id) });
  }

  @Put('update/:id')
  @Roles('admin')
  @ApiOperation({ summary: "Set a paid order's status (inShipping needs a tracking number)" })
  @ApiOkResponse({ type: OrderWriteResponse, description: 'Order status updated successfully' })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Invalid order status / Tracking number is required when marking order as shipped',
  })
  @ApiNotFoundResponse(ORDER_NOT_FOUND)
  @ApiConflictResponse({
    type: ErrorResponse,
    description:
      'Order status cannot move back from {from} to {to} / Only paid orders can be updated',
  })
  async update(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateOrderStatusBody,
  ) {
    const { message, order } = await this.orders.updateStatus(admin, id, {
      orderStatus: body.orderStatus,
      trackingNumber: body.trackingNumber,
    });
    return ok({ message, data: order });
  }
}
