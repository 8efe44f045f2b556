import { BadRequestException } from '@nestjs/common';
import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { quantityOf, textOf } from '../common/body-fields.js';

/** An optional quantity (update-cart): absent means "keep" (0 for the service). */
export function optionalQuantityOf(value: unknown): number {
  return value === undefined || value === null || value === '' ? 0 : quantityOf(value);
}

/** POST /api/shop/cart/add */
export class AddToCartBody {
  @ApiPropertyOptional({ description: "The caller's id (an admin may name another user)" })
  @Allow()
  userId?: string;

  @ApiProperty()
  @Allow()
  productId?: string;

  @ApiProperty({ example: 1 })
  @Allow()
  quantity?: number;

  @ApiPropertyOptional({ description: 'Absent: the first colour with inventory above 0' })
  @Allow()
  colorId?: string;
}

/** PUT /api/shop/cart/update-cart */
export class UpdateCartBody {
  @ApiPropertyOptional()
  @Allow()
  userId?: string;

  @ApiProperty()
  @Allow()
  productId?: string;

  @ApiProperty({ description: "The line's colour after the change" })
  @Allow()
  colorId?: string;

  @ApiPropertyOptional({ description: 'Absent: keep the quantity (a colour change only)' })
  @Allow()
  quantity?: number;

  @ApiPropertyOptional({ description: "The line's colour before, when the colour changes" })
  @Allow()
  oldColorId?: string;
}

/** One guest-cart line (REST body item and GraphQL `CartLineInput`). */
@InputType('CartLineInput')
export class CartLineInput {
  @Field(() => ID)
  @ApiProperty()
  @Allow()
  productId: string;

  @Field(() => ID, { nullable: true })
  @ApiPropertyOptional()
  @Allow()
  colorId?: string;

  @Field(() => Int)
  @ApiProperty({ example: 1 })
  @Allow()
  quantity: number;
}

/** POST /api/shop/cart/merge */
export class MergeCartBody {
  @ApiPropertyOptional()
  @Allow()
  userId?: string;

  @ApiProperty({ type: () => [CartLineInput] })
  @Allow()
  items?: unknown;
}

/** The merge lines of a body, each quantity checked. */
export function mergeLinesOf(items: unknown) {
  if (!Array.isArray(items)) throw new BadRequestException('Items must be a list');
  return items.map((item: unknown) => {
    const line = (item ?? {}) as Record<string, unknown>;
    return {
      productId: textOf(line.productId),
      colourId: textOf(line.colorId),
      quantity: quantityOf(line.quantity),
    };
  });
}
