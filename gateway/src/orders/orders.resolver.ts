import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { adminOrderQuery } from './orders.controller.js';
import { checkoutFieldsOfInput, CreateOrderInput, idempotencyKeyOf } from './order.inputs.js';
import { CheckoutResult, OrderPage, OrderView } from './order.models.js';
import { OrdersService } from './orders.service.js';
import { requestHash } from './request-hash.js';

/** GraphQL face of checkout and orders: same rules and messages as REST. */
@Resolver(() => OrderView)
export class OrdersResolver {
  constructor(private readonly orders: OrdersService) {}

  @Query(() => [OrderView], { description: "The caller's orders, newest first" })
  @Authenticated()
  myOrders(@CurrentUser() user: AuthUser): Promise<OrderView[]> {
    return this.orders.list(user, user.id);
  }

  @Query(() => OrderView, { nullable: true, description: 'One order: its owner or an admin' })
  @Authenticated()
  order(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<OrderView> {
    return this.orders.get(user, id);
  }

  @Query(() => OrderPage, { description: 'Admin: paid orders, newest first' })
  @Roles('admin')
  async adminOrders(
    @CurrentUser() admin: AuthUser,
    @Args('search', { nullable: true }) search?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('pageSize', { type: () => Int, nullable: true }) pageSize?: number,
  ): Promise<OrderPage> {
    return this.orders.adminList(admin, adminOrderQuery({ search, page, pageSize }));
  }

  @Mutation(() => CheckoutResult, {
    description: 'Places an order (stock problems: CONFLICT with extensions.problems)',
  })
  @Authenticated()
  async createOrder(
    @CurrentUser() user: AuthUser,
    @Args('input') input: CreateOrderInput,
    @Args('idempotencyKey', { nullable: true }) idempotencyKey?: string,
  ): Promise<CheckoutResult> {
    const checkout = await this.orders.create(user, {
      ...checkoutFieldsOfInput(input),
      idempotencyKey: idempotencyKeyOf(idempotencyKey),
      requestHash: requestHash(input),
    });
    return { success: true, ...checkout };
  }

  @Mutation(() => OrderView)
  @Authenticated()
  async capturePayment(
    @CurrentUser() user: AuthUser,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('paymentId') paymentId: string,
    @Args('signature') signature: string,
  ): Promise<OrderView> {
    return (await this.orders.capture(user, { orderId, paymentId, signature })).order;
  }

  @Mutation(() => OrderView, {
    description:
      'The caller closed, cancelled or timed out the payment window of their pending order: its units go back to stock at once (it stays pending and payable)',
  })
  @Authenticated()
  async cancelPayment(
    @CurrentUser() user: AuthUser,
    @Args('orderId', { type: () => ID }) orderId: string,
  ): Promise<OrderView> {
    return (await this.orders.cancelPayment(user, orderId)).order;
  }

  @Mutation(() => OrderView, { description: "Admin: sets a paid order's status" })
  @Roles('admin')
  async updateOrderStatus(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('orderStatus') orderStatus: string,
    @Args('trackingNumber', { nullable: true }) trackingNumber?: string,
  ): Promise<OrderView> {
    return (await this.orders.updateStatus(admin, id, { orderStatus, trackingNumber })).order;
  }
}
