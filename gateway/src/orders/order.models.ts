import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';

const TIME = '2025-01-31T10:00:00.000Z';
const UUID = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
  'cancelled',
];

/** The customer of an order, as it was when the order was placed. */
@ObjectType('OrderUser')
@ApiSchema({ name: 'OrderUser' })
export class OrderUserView {
  @Field()
  @ApiProperty({ example: 'Priya' })
  name: string;

  @Field()
  @ApiProperty({ example: 'Priya' })
  userName: string;

  @Field()
  @ApiProperty({ example: 'priya@example.com' })
  email: string;
}

/** The colour of an order line. */
@ObjectType('OrderColour')
@ApiSchema({ name: 'OrderColour' })
export class OrderColourView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  @ApiProperty({ example: UUID })
  _id: string;

  @Field()
  @ApiProperty({ example: 'Rani pink' })
  title: string;
}

/** A line as sold (a snapshot of the catalogue when the order was placed); rupees. */
@ObjectType('OrderLine')
@ApiSchema({ name: 'OrderLine' })
export class OrderLineView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  productId: string;

  @Field()
  @ApiProperty({ example: 'Pastel organza saree' })
  title: string;

  @Field()
  @ApiProperty({ example: 'SR-1042' })
  productCode: string;

  @Field()
  @ApiProperty({ example: '/media/images/3f1c/1024.jpg' })
  image: string;

  @Field(() => Int)
  @ApiProperty({ example: 2 })
  quantity: number;

  @Field(() => Float, { description: 'Unit price charged, rupees' })
  @ApiProperty({ example: 1999, description: 'Unit price charged, rupees' })
  price: number;

  @Field(() => Float, { description: 'price x quantity, rupees' })
  @ApiProperty({ example: 3998, description: 'price x quantity, rupees' })
  lineTotal: number;

  @Field(() => OrderColourView, { nullable: true })
  @ApiPropertyOptional({ type: () => OrderColourView, nullable: true })
  colors: OrderColourView | null;
}

@ObjectType('OrderItem')
@ApiSchema({ name: 'OrderItem' })
export class OrderItemView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  productId: string;

  @Field(() => Int)
  @ApiProperty({ example: 2 })
  quantity: number;
}

/** The shipping address as it was when the order was placed. */
@ObjectType('OrderAddress')
@ApiSchema({ name: 'OrderAddress' })
export class OrderAddressView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  addressId: string;

  @Field()
  @ApiProperty({ example: 'Priya Sharma' })
  name: string;

  @Field()
  @ApiProperty({ example: '12 MG Road' })
  address: string;

  @Field()
  @ApiProperty({ example: 'Karnataka' })
  state: string;

  @Field()
  @ApiProperty({ example: 'Bengaluru' })
  city: string;

  @Field()
  @ApiProperty({ example: '560001' })
  pincode: string;

  @Field()
  @ApiProperty({ example: '9876543210' })
  phone: string;

  @Field({ description: 'Shown as Landmark' })
  @ApiProperty({ example: 'Near the temple' })
  notes: string;
}

@ObjectType('OrderStatusChange')
@ApiSchema({ name: 'OrderStatusChange' })
export class OrderStatusChangeView {
  @Field()
  @ApiProperty({ example: 'confirmed' })
  status: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  at: string;

  @Field()
  @ApiProperty({ example: '' })
  trackingNumber: string;
}

/** An order (REST `data`, GraphQL `Order`): amounts in rupees. */
@ObjectType('Order')
@ApiSchema({ name: 'Order' })
export class OrderView {
  @Field(() => ID, { description: 'UUID; the UI shows the first 8 characters' })
  @ApiProperty({ example: UUID })
  id: string;

  @ApiProperty({ example: UUID })
  _id: string;

  @Field(() => ID)
  @ApiProperty({ example: UUID })
  userId: string;

  @Field()
  @ApiProperty({ example: 'priya@example.com' })
  email: string;

  @Field(() => OrderUserView)
  @ApiProperty({ type: () => OrderUserView })
  user: OrderUserView;

  @Field()
  @ApiProperty({ example: UUID })
  cartId: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  orderDate: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  orderUpdateDate: string;

  @Field(() => Float, { description: 'Rupees' })
  @ApiProperty({ example: 3998, description: 'Rupees' })
  totalAmount: number;

  @Field()
  @ApiProperty({ example: 'razorpay' })
  paymentMethod: string;

  @Field({ description: 'pending, paid or failed' })
  @ApiProperty({ enum: ['pending', 'paid', 'failed'] })
  paymentStatus: string;

  @Field({ description: ORDER_STATUSES.join(', ') })
  @ApiProperty({ enum: ORDER_STATUSES })
  orderStatus: string;

  @Field()
  @ApiProperty({ example: '' })
  trackingNumber: string;

  @Field()
  @ApiProperty({ example: 'pay_29QQoUBi66xm2f' })
  paymentId: string;

  @Field()
  @ApiProperty({ example: 'order_9A33XWu170gUtm' })
  razorpayOrderId: string;

  @Field({ description: 'RFC 3339; when an unpaid order is cancelled' })
  @ApiProperty({ example: TIME })
  expiresAt: string;

  @Field({
    description:
      'Whether the units are set aside for this order: a pending order until its payment fails or is cancelled (a new attempt takes them again), a paid one always, a cancelled or rejected one never',
  })
  @ApiProperty({
    example: true,
    description:
      'Whether the units are set aside for this order: a pending order until its payment fails or is cancelled (a new attempt takes them again), a paid one always, a cancelled or rejected one never',
  })
  stockHeld: boolean;

  @Field(() => [OrderLineView])
  @ApiProperty({ type: () => [OrderLineView] })
  cartItems: OrderLineView[];

  @Field(() => [OrderItemView])
  @ApiProperty({ type: () => [OrderItemView] })
  orderItems: OrderItemView[];

  @Field(() => OrderAddressView)
  @ApiProperty({ type: () => OrderAddressView })
  addressInfo: OrderAddressView;

  @Field(() => [OrderStatusChangeView])
  @ApiProperty({ type: () => [OrderStatusChangeView] })
  statusHistory: OrderStatusChangeView[];
}

/** What placing an order answers (GraphQL); REST has the same fields with the order in `data`. */
@ObjectType('CheckoutResult')
export class CheckoutResult {
  @Field()
  success: boolean;

  @Field(() => ID)
  orderId: string;

  @Field()
  razorpayOrderId: string;

  @Field(() => Int, { description: 'Paise, as Razorpay wants it' })
  amount: number;

  @Field()
  currency: string;

  @Field({ description: 'The public key the checkout widget needs' })
  keyId: string;

  @Field(() => String, { nullable: true })
  approvalURL: string | null;

  @Field({ description: 'razorpay or sandbox' })
  provider: string;

  @Field(() => OrderView)
  order: OrderView;
}

/** A page of the admin's order list. */
@ObjectType('OrderPage')
export class OrderPage {
  @Field(() => [OrderView])
  orders: OrderView[];

  @Field(() => Int, { description: 'All matches, over every page' })
  total: number;
}

export class CheckoutResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ example: UUID })
  orderId: string;

  @ApiProperty({ example: 'order_9A33XWu170gUtm' })
  razorpayOrderId: string;

  @ApiProperty({ example: 399800, description: 'Paise' })
  amount: number;

  @ApiProperty({ example: 'INR' })
  currency: string;

  @ApiProperty({ example: 'rzp_test_1DP5mmOlF5G5ag' })
  keyId: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  approvalURL: null;

  @ApiProperty({ enum: ['razorpay', 'sandbox'] })
  provider: string;

  @ApiProperty({ type: () => OrderView })
  data: OrderView;
}

export class CheckoutProblemsResponse {
  @ApiProperty({ example: false })
  success: false;

  @ApiProperty({ example: 'Unable to Complete Order' })
  title: string;

  @ApiProperty({ example: 'Sorry, "Pastel organza" in Pink is currently out of stock.' })
  message: string;

  @ApiProperty({ type: [String] })
  problems: string[];
}

export class OrderResponse extends DataResponse({ type: () => OrderView }) {}

export class OrderWriteResponse extends DataResponse(
  { type: () => OrderView },
  { message: 'Payment captured successfully' },
) {}

export class OrderListResponse extends DataResponse({ type: () => [OrderView] }) {}

export class AdminOrderListResponse extends OrderListResponse {
  @ApiProperty({ example: 42, description: 'All matches, over every page' })
  total: number;
}
