import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';

const TIME = '2025-01-31T10:00:00.000Z';
const UUID = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';
const IMAGE = '/media/images/3f1c/1024.jpg';

/** The colour a cart line holds. */
@ObjectType('CartChosenColour')
@ApiSchema({ name: 'CartChosenColour' })
export class CartChosenColourView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  /** The same id under the name older clients read (REST only). */
  @ApiProperty({ example: UUID })
  _id: string;

  @Field()
  @ApiProperty({ example: 'Rani pink' })
  title: string;

  @Field()
  @ApiProperty({ example: IMAGE })
  image: string;
}

/** A colour of the line's product with its inventory now (the drawer's colour picker). */
@ObjectType('CartColour')
@ApiSchema({ name: 'CartColour' })
export class CartColourView extends CartChosenColourView {
  @Field(() => Int, { description: 'Units available now' })
  @ApiProperty({ example: 4 })
  inventory: number;
}

/** A cart line, priced from the catalogue when answered (rupees). */
@ObjectType('CartItem')
@ApiSchema({ name: 'CartItem' })
export class CartItemView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  productId: string;

  @Field()
  @ApiProperty({ example: 'Pastel organza saree' })
  title: string;

  @Field()
  @ApiProperty({ example: 'SR-1042' })
  productCode: string;

  @Field({ description: 'First product image or ""' })
  @ApiProperty({ example: IMAGE })
  image: string;

  @Field(() => Float, { description: 'Rupees' })
  @ApiProperty({ example: 2499, description: 'Rupees' })
  price: number;

  @Field(() => Float, { description: 'Rupees; 0 = no sale price (the unit price is price)' })
  @ApiProperty({ example: 1999, description: 'Rupees; 0 = no sale price' })
  salePrice: number;

  @Field(() => Int)
  @ApiProperty({ example: 1 })
  quantity: number;

  @Field(() => CartChosenColourView, { nullable: true, description: 'The chosen colour' })
  @ApiPropertyOptional({ type: () => CartChosenColourView, nullable: true })
  colors: CartChosenColourView | null;

  @Field(() => [CartColourView])
  @ApiProperty({ type: () => [CartColourView] })
  productColors: CartColourView[];

  @Field(() => Int, { description: "The product's total stock now" })
  @ApiProperty({ example: 7 })
  totalStock: number;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  addedAt: string;
}

/** A cart (REST `data`, GraphQL `Cart`): newest line first, subtotal in rupees. */
@ObjectType('Cart')
@ApiSchema({ name: 'Cart' })
export class CartView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  @ApiProperty({ example: UUID })
  _id: string;

  @Field(() => ID)
  @ApiProperty({ example: UUID })
  userId: string;

  @Field(() => [CartItemView])
  @ApiProperty({ type: () => [CartItemView] })
  items: CartItemView[];

  @Field(() => Int, { description: 'Sum of quantities' })
  @ApiProperty({ example: 2 })
  itemCount: number;

  @Field(() => Float, { description: 'Rupees' })
  @ApiProperty({ example: 3998, description: 'Rupees' })
  subtotal: number;
}

/** What a cart change answers. */
@ObjectType('CartResult')
export class CartResult {
  @Field()
  success: boolean;

  @Field()
  message: string;

  @Field(() => CartView)
  cart: CartView;
}

/** The outcome of one line of a merged guest cart. */
@ObjectType('CartMergeLineResult')
@ApiSchema({ name: 'CartMergeLineResult' })
export class CartMergeLineResult {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  productId: string;

  @Field(() => ID, { description: '"" for a product without colours' })
  @ApiProperty({ example: UUID })
  colorId: string;

  @Field({ description: 'added, duplicate or refused' })
  @ApiProperty({ enum: ['added', 'duplicate', 'refused'] })
  outcome: string;

  @Field({ description: 'The stock message of a refused line, else ""' })
  @ApiProperty({ example: 'Only 2 quantity available for Red' })
  message: string;
}

/** What merging the guest cart answers (GraphQL). */
@ObjectType('CartMergeResult')
export class CartMergeResult {
  @Field()
  success: boolean;

  @Field(() => CartView)
  cart: CartView;

  @Field(() => [CartMergeLineResult])
  results: CartMergeLineResult[];

  @Field(() => Int)
  added: number;

  @Field(() => Int)
  duplicates: number;

  @Field(() => Int)
  refused: number;
}

export class CartResponse extends DataResponse({ type: () => CartView }) {}

export class CartWriteResponse extends DataResponse(
  { type: () => CartView },
  { message: 'Item added to cart!' },
) {}

export class CartMergeResponse extends CartResponse {
  @ApiProperty({ type: () => [CartMergeLineResult] })
  results: CartMergeLineResult[];

  @ApiProperty({ example: 2 })
  added: number;

  @ApiProperty({ example: 0 })
  duplicates: number;

  @ApiProperty({ example: 1 })
  refused: number;
}
