import { BadRequestException } from '@nestjs/common';
import { ID, Int } from '@nestjs/graphql';
import { quantityOf, textOf } from './body-fields.js';
import { Prop, Shape } from './shape.js';

/** One line a shopper asks for: a guest-cart line to merge, or a checkout line (GraphQL `CartLineInput`). */
@Shape('CartLineInput', { kind: 'input' })
export class CartLineInput {
  @Prop(() => ID) productId: string;
  @Prop(() => ID, { optional: true }) colorId?: string;
  @Prop(() => Int, { example: 1 }) quantity: number;
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
