import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';

const TIME = '2025-01-31T10:00:00.000Z';
const UUID = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';

/** A category as the gateway shows it (REST `data`, GraphQL `Category`). */
@ObjectType('Category')
@ApiSchema({ name: 'Category' })
export class CategoryView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  /** The same id under the name older clients read (REST only). */
  @ApiProperty({ example: UUID })
  _id: string;

  @Field()
  @ApiProperty({ example: 'Organza Sarees' })
  name: string;

  @Field()
  @ApiProperty({ example: 'Light, sheer organza for festive days' })
  description: string;

  @Field()
  @ApiProperty({ example: 'organza-sarees' })
  slug: string;

  @Field({ description: 'Image URL or ""' })
  @ApiProperty({ example: '/media/images/3f1c/1024.jpg' })
  image: string;

  @Field(() => Int)
  @ApiProperty({ example: 12 })
  productCount: number;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  createdAt: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  updatedAt: string;
}

/** A colour of a product with its own inventory. */
@ObjectType('Colour')
@ApiSchema({ name: 'Colour' })
export class ColourView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  @ApiProperty({ example: UUID })
  _id: string;

  @Field()
  @ApiProperty({ example: 'Rani pink' })
  title: string;

  @Field(() => Int, { description: 'Units available now' })
  @ApiProperty({ example: 4 })
  inventory: number;

  @Field()
  @ApiProperty({ example: '/media/images/3f1c/1024.jpg' })
  image: string;
}

/** A product as the gateway shows it: amounts in rupees. */
@ObjectType('Product')
@ApiSchema({ name: 'Product' })
export class ProductView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  @ApiProperty({ example: UUID })
  _id: string;

  @Field()
  @ApiProperty({ example: 'Pastel organza saree' })
  title: string;

  @Field()
  @ApiProperty({ example: 'with zari border' })
  secondTitle: string;

  @Field()
  @ApiProperty({ example: 'SR-1042' })
  productCode: string;

  @Field()
  @ApiProperty()
  description: string;

  @Field(() => ID, { description: 'The category id' })
  @ApiProperty({ example: UUID, description: 'The category id' })
  category: string;

  @Field()
  @ApiProperty({ example: 'organza-sarees' })
  categorySlug: string;

  @Field()
  @ApiProperty({ example: 'Organza Sarees' })
  categoryName: string;

  @Field()
  @ApiProperty()
  isNewArrival: boolean;

  @Field()
  @ApiProperty()
  isFeatured: boolean;

  @Field()
  @ApiProperty()
  isWatchAndBuy: boolean;

  @Field(() => Float, { description: 'Rupees' })
  @ApiProperty({ example: 2499, description: 'Rupees' })
  price: number;

  @Field(() => Float, { description: 'Rupees; 0 = no sale price' })
  @ApiProperty({ example: 1999.5, description: 'Rupees; 0 = no sale price' })
  salePrice: number;

  @Field(() => Int, { description: 'Sum of colour inventories when colours exist' })
  @ApiProperty({ example: 7 })
  totalStock: number;

  @Field(() => Float)
  @ApiProperty({ example: 4.5 })
  averageReview: number;

  @Field(() => Int)
  @ApiProperty({ example: 2 })
  reviewCount: number;

  @Field(() => [String], { description: 'Image URLs; the first is the main image' })
  @ApiProperty({ type: [String], example: ['/media/images/3f1c/1024.jpg'] })
  image: string[];

  @Field(() => [ColourView])
  @ApiProperty({ type: () => [ColourView] })
  colors: ColourView[];

  @Field({ description: 'Video URL or ""' })
  @ApiProperty({ example: '' })
  video: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  createdAt: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  updatedAt: string;
}

@ObjectType('Review')
@ApiSchema({ name: 'Review' })
export class ReviewView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  @ApiProperty({ example: UUID })
  _id: string;

  @Field(() => ID)
  @ApiProperty({ example: UUID })
  productId: string;

  @Field(() => ID)
  @ApiProperty({ example: UUID })
  userId: string;

  @Field()
  @ApiProperty({ example: 'Priya' })
  userName: string;

  @Field()
  @ApiProperty({ example: 'Lovely drape' })
  reviewMessage: string;

  @Field(() => Int, { description: '1 to 5' })
  @ApiProperty({ example: 5 })
  reviewValue: number;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  createdAt: string;
}

/** A product that has reviews (admin reviews screen). */
@ObjectType('ReviewedProduct')
@ApiSchema({ name: 'ReviewedProduct' })
export class ReviewedProductView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  productId: string;

  @Field()
  @ApiProperty()
  title: string;

  @Field()
  @ApiProperty()
  productCode: string;

  @Field()
  @ApiProperty()
  image: string;

  @Field(() => Int)
  @ApiProperty()
  reviewCount: number;

  @Field(() => Float)
  @ApiProperty()
  averageReview: number;
}

// ---- GraphQL pages ----

@ObjectType('ProductList')
export class ProductList {
  @Field(() => [ProductView])
  products: ProductView[];

  @Field(() => Int, { description: 'All matches, over every page' })
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;
}

@ObjectType('HomePage')
export class HomePage {
  @Field(() => [CategoryView])
  categories: CategoryView[];

  @Field(() => [ProductView], { description: 'At most 20, price low to high' })
  newArrivals: ProductView[];

  @Field(() => [ProductView], { description: 'At most 20, price low to high' })
  featured: ProductView[];
}

@ObjectType('CollectionPage')
export class CollectionPage {
  @Field(() => CategoryView, { nullable: true, description: 'null when no slug was given' })
  category: CategoryView | null;

  @Field(() => [CategoryView])
  categories: CategoryView[];

  @Field(() => [ProductView])
  products: ProductView[];

  @Field(() => Int)
  total: number;
}

@ObjectType('ProductPage')
export class ProductPage {
  @Field(() => ProductView)
  product: ProductView;

  @Field(() => [ReviewView], { description: 'Newest first' })
  reviews: ReviewView[];

  @Field(() => [ProductView], { description: 'Same category, the product excluded' })
  related: ProductView[];
}

@ObjectType('AddReviewPayload')
export class AddReviewPayload {
  @Field()
  success: boolean;

  @Field()
  message: string;

  @Field(() => ReviewView)
  review: ReviewView;

  @Field(() => Float, { description: "The product's new average" })
  averageReview: number;
}

// ---- REST answers (OpenAPI) ----

export class CategoryListResponse extends DataResponse({ type: () => [CategoryView] }) {}

export class CategoryResponse extends DataResponse(
  { type: () => CategoryView },
  { message: 'Category added successfully' },
) {}

export class ProductListResponse extends DataResponse({ type: () => [ProductView] }) {
  @ApiProperty({ example: 42, description: 'All matches, over every page' })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 24, description: 'The page size (500 when every match was asked for)' })
  pageSize: number;
}

export class AdminProductListResponse extends DataResponse({ type: () => [ProductView] }) {
  @ApiProperty({ example: 42 })
  total: number;
}

export class ProductsResponse extends DataResponse({ type: () => [ProductView] }) {}

export class ProductResponse extends DataResponse({ type: () => ProductView }) {}

export class ProductWriteResponse extends DataResponse(
  { type: () => ProductView },
  { message: 'Product added successfully' },
) {}

export class ReviewListResponse extends DataResponse({
  type: () => [ReviewView],
  description: 'Newest first',
}) {}

export class ReviewAddedResponse extends DataResponse(
  { type: () => ReviewView },
  { message: 'Review added successfully' },
) {
  @ApiProperty({ example: 4.5 })
  averageReview: number;
}

export class ReviewedProductListResponse extends DataResponse({
  type: () => [ReviewedProductView],
  description: "Without productId: the reviewed products; with it, that product's reviews (Review)",
}) {}
