import { BadRequestException } from '@nestjs/common';
import { Field, Float, ID, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { LineRequest } from '@boutique/contracts/order/v1/order_service';
import { Allow } from 'class-validator';
import { numberFrom, toPaise } from '../common/money.js';
import { CartLineInput } from '../common/cart-line.js';
import { quantityOf, textOf } from '../common/body-fields.js';

export const TOTAL_AMOUNT_RULE = 'Total amount must be a number';
export const IDEMPOTENCY_KEY_RULE = 'Idempotency-Key must be at most 200 characters';
const MAX_IDEMPOTENCY_KEY = 200;
/** The largest int32. */
const MAX_PAISE = 2_147_483_647;

/**
 * POST /api/shop/order/create, as the storefront sends it (docs/api-buying.md, "Checkout"). Only the declared fields
 * are kept (the rest, prices, titles, statuses, dates and the address text included, are
 * dropped by the validation pipe and never read).
 */
export class CreateOrderBody {
  @ApiPropertyOptional({ description: "The caller's own id" })
  @Allow()
  userId?: unknown;

  @ApiPropertyOptional({
    description:
      'Lines: productId, colors._id (or colorId), quantity. Absent or empty: the server cart',
    example: [
      { productId: '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e', colors: { _id: 'c1' }, quantity: 1 },
    ],
  })
  @Allow()
  cartItems?: unknown;

  @ApiPropertyOptional({ description: "addressId: one of the caller's own addresses" })
  @Allow()
  addressInfo?: unknown;

  @ApiPropertyOptional({ description: 'Same as addressInfo.addressId' })
  @Allow()
  addressId?: unknown;

  @ApiPropertyOptional({
    description: 'Rupees, only compared with the server total',
    example: 3998,
  })
  @Allow()
  totalAmount?: unknown;
}

/** createOrder's input (GraphQL). */
@InputType('CreateOrderInput')
export class CreateOrderInput {
  @Field(() => [CartLineInput], {
    nullable: true,
    description: 'Absent or empty: the lines of the server cart',
  })
  @Allow()
  cartItems?: CartLineInput[];

  @Field(() => ID, { nullable: true })
  @Allow()
  addressId?: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Rupees; only compared with the server total',
  })
  @Allow()
  totalAmount?: number;
}

/** POST /api/shop/order/capture */
export class CaptureBody {
  @ApiProperty()
  @Allow()
  orderId?: unknown;

  @ApiProperty({ example: 'pay_29QQoUBi66xm2f' })
  @Allow()
  paymentId?: unknown;

  @ApiPropertyOptional({ description: "Razorpay's razorpay_signature" })
  @Allow()
  signature?: unknown;

  @ApiPropertyOptional({ description: 'Another name for signature (older clients)' })
  @Allow()
  payerId?: unknown;
}

/** POST /api/shop/order/cancel-payment */
export class CancelPaymentBody {
  @ApiProperty({ description: 'The pending order whose payment window was closed' })
  @Allow()
  orderId?: unknown;
}

/** PUT /api/admin/orders/update/{id} */
export class UpdateOrderStatusBody {
  @ApiProperty({
    enum: ['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected'],
  })
  @Allow()
  orderStatus?: unknown;

  @ApiPropertyOptional({ description: 'Required for inShipping' })
  @Allow()
  trackingNumber?: unknown;
}

/** What a checkout reads of a body (REST or GraphQL). */
export interface CheckoutFields {
  /** The lines asked for; undefined or empty: the server cart's. */
  lines?: LineRequest[];
  addressId: string;
  /** Paise; -1 when the client sent no total. */
  clientTotal: number;
}

/** The lines of `cartItems`: productId, colors._id (or colorId), quantity; nothing else. */
export function linesOf(cartItems: unknown): LineRequest[] | undefined {
  if (!Array.isArray(cartItems)) return undefined;
  return cartItems.map((item: unknown) => {
    const line = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const colors = line.colors;
    const colourId =
      colors && typeof colors === 'object'
        ? textOf((colors as Record<string, unknown>)._id ?? (colors as Record<string, unknown>).id)
        : '';
    return {
      productId: textOf(line.productId),
      colourId: colourId || textOf(line.colorId),
      quantity: quantityOf(line.quantity),
    };
  });
}

/** `totalAmount` in rupees as paise (Math.round(x * 100)); -1 when absent. */
export function clientTotalOf(totalAmount: unknown): number {
  if (totalAmount === undefined || totalAmount === null || totalAmount === '') return -1;
  const rupees = numberFrom(totalAmount);
  if (rupees === undefined || rupees < 0) throw new BadRequestException(TOTAL_AMOUNT_RULE);
  return Math.min(toPaise(rupees), MAX_PAISE);
}

/** The checkout fields of a REST body. */
export function checkoutFieldsOf(body: CreateOrderBody): CheckoutFields {
  const info = body.addressInfo;
  const fromInfo =
    info && typeof info === 'object' ? textOf((info as Record<string, unknown>).addressId) : '';
  return {
    lines: linesOf(body.cartItems),
    addressId: fromInfo || textOf(body.addressId),
    clientTotal: clientTotalOf(body.totalAmount),
  };
}

/** The checkout fields of the GraphQL input. */
export function checkoutFieldsOfInput(input: CreateOrderInput): CheckoutFields {
  return {
    lines: linesOf(input.cartItems),
    addressId: textOf(input.addressId),
    clientTotal: clientTotalOf(input.totalAmount),
  };
}

/** The Idempotency-Key (trimmed, '' when absent); 400 when longer than 200 characters. */
export function idempotencyKeyOf(value: unknown): string {
  const key = Array.isArray(value) ? textOf(value[0]) : textOf(value);
  if (key.length > MAX_IDEMPOTENCY_KEY) throw new BadRequestException(IDEMPOTENCY_KEY_RULE);
  return key;
}
