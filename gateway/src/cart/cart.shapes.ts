import { Float, ID, Int } from '@nestjs/graphql';
import { DataResponse } from '../common/api-responses.js';
import { CartLineInput } from '../common/cart-line.js';
import { Prop, Shape } from '../common/shape.js';

const TIME = '2025-01-31T10:00:00.000Z';
const UUID = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';
const IMAGE = '/media/images/3f1c/1024.jpg';

/** The colour a cart line holds. */
@Shape('CartChosenColour')
export class CartChosenColourView {
  @Prop(() => ID, { example: UUID }) id: string;
  /** The same id under the name older clients read (REST only). */
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop({ example: 'Rani pink' }) title: string;
  @Prop({ example: IMAGE }) image: string;
}

/** A colour of the line's product with its inventory now (the drawer's colour picker). */
@Shape('CartColour')
export class CartColourView extends CartChosenColourView {
  @Prop(() => Int, { example: 4, description: 'Units available now' }) inventory: number;
}

/** A cart line, priced from the catalogue when answered (rupees). */
@Shape('CartItem')
export class CartItemView {
  @Prop(() => ID, { example: UUID }) productId: string;
  @Prop({ example: 'Pastel organza saree' }) title: string;
  @Prop({ example: 'SR-1042' }) productCode: string;
  @Prop({ example: IMAGE, description: 'First product image or ""' }) image: string;
  @Prop(() => Float, { example: 2499, description: 'Rupees' }) price: number;
  @Prop(() => Float, {
    example: 1999,
    description: 'Rupees; 0 = no sale price (the unit price is price)',
    restDescription: 'Rupees; 0 = no sale price',
  })
  salePrice: number;
  @Prop(() => Int, { example: 1 }) quantity: number;
  @Prop(() => CartChosenColourView, { nullable: true, description: 'The chosen colour' })
  colors: CartChosenColourView | null;
  @Prop(() => [CartColourView]) productColors: CartColourView[];
  @Prop(() => Int, { example: 7, description: "The product's total stock now" })
  totalStock: number;
  @Prop({ example: TIME, description: 'RFC 3339' }) addedAt: string;
}

/** A cart (REST `data`, GraphQL `Cart`): newest line first, subtotal in rupees. */
@Shape('Cart')
export class CartView {
  @Prop(() => ID, { example: UUID }) id: string;
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop(() => ID, { example: UUID }) userId: string;
  @Prop(() => [CartItemView]) items: CartItemView[];
  @Prop(() => Int, { example: 2, description: 'Sum of quantities' }) itemCount: number;
  @Prop(() => Float, { example: 3998, description: 'Rupees' }) subtotal: number;
}

/** What a cart change answers (GraphQL). */
@Shape('CartResult', { rest: false })
export class CartResult {
  @Prop() success: boolean;
  @Prop() message: string;
  @Prop(() => CartView) cart: CartView;
}

/** The outcome of one line of a merged guest cart. */
@Shape('CartMergeLineResult')
export class CartMergeLineResult {
  @Prop(() => ID, { example: UUID }) productId: string;
  @Prop(() => ID, { example: UUID, description: '"" for a product without colours' })
  colorId: string;
  @Prop({ enum: ['added', 'duplicate', 'refused'], description: 'added, duplicate or refused' })
  outcome: string;
  @Prop({
    example: 'Only 2 quantity available for Red',
    description: 'The stock message of a refused line, else ""',
    restDescription: '',
  })
  message: string;
}

/** What merging the guest cart answers (GraphQL). */
@Shape('CartMergeResult', { rest: false })
export class CartMergeResult {
  @Prop() success: boolean;
  @Prop(() => CartView) cart: CartView;
  @Prop(() => [CartMergeLineResult]) results: CartMergeLineResult[];
  @Prop(() => Int, { example: 2 }) added: number;
  @Prop(() => Int, { example: 0 }) duplicates: number;
  @Prop(() => Int, { example: 1 }) refused: number;
}

export class CartResponse extends DataResponse({ type: () => CartView }) {}

export class CartWriteResponse extends DataResponse(
  { type: () => CartView },
  { message: 'Item added to cart!' },
) {}

export class CartMergeResponse extends CartResponse {
  @Prop(() => [CartMergeLineResult], { graphql: false }) results: CartMergeLineResult[];
  @Prop({ example: 2, graphql: false }) added: number;
  @Prop({ example: 0, graphql: false }) duplicates: number;
  @Prop({ example: 1, graphql: false }) refused: number;
}

/** POST /api/shop/cart/add, and the GraphQL `addToCart` arguments. */
@Shape('AddToCart', { kind: 'args' })
export class AddToCartBody {
  @Prop({
    optional: true,
    graphql: false,
    description: "The caller's id (an admin may name another user)",
  })
  userId?: string;
  @Prop(() => ID) productId: string;
  @Prop(() => Int, { example: 1 }) quantity: number;
  @Prop(() => ID, {
    optional: true,
    description: 'Absent: the first colour with inventory above 0',
  })
  colorId?: string;
}

/** PUT /api/shop/cart/update-cart, and the GraphQL `updateCartItem` arguments. */
@Shape('UpdateCart', { kind: 'args' })
export class UpdateCartBody {
  @Prop({ optional: true, graphql: false }) userId?: string;
  @Prop(() => ID) productId: string;
  @Prop(() => ID, { description: "The line's colour after the change" }) colorId: string;
  @Prop(() => Int, {
    optional: true,
    description: 'Absent: keep the quantity (a colour change only)',
  })
  quantity?: number;
  @Prop(() => ID, {
    optional: true,
    description: "The line's colour before, when the colour changes",
  })
  oldColorId?: string;
}

/** The line DELETE /api/shop/cart/{userId}/{productId}[/{colorId}] names; GraphQL `removeCartItem`'s arguments. */
@Shape('RemoveCartItem', { kind: 'args' })
export class RemoveCartItemArgs {
  @Prop({ optional: true, graphql: false }) userId?: string;
  @Prop(() => ID) productId: string;
  @Prop(() => ID, { optional: true }) colorId?: string;
}

/** POST /api/shop/cart/merge, and the GraphQL `mergeCart` arguments. */
@Shape('MergeCart', { kind: 'args' })
export class MergeCartBody {
  @Prop({ optional: true, graphql: false }) userId?: string;
  @Prop(() => [CartLineInput]) items: unknown;
}
