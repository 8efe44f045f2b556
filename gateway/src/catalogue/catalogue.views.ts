import type {
  Category,
  Product,
  Review,
  ReviewedProduct,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import { toRupees } from '../common/money.js';
import type {
  CategoryView,
  ProductView,
  ReviewedProductView,
  ReviewView,
} from './catalogue.models.js';

/** Catalogue's category as the edge shows it (`_id` = `id`). */
export function toCategoryView(category: Category): CategoryView {
  return {
    id: category.id,
    _id: category.id,
    name: category.name,
    description: category.description,
    slug: category.slug,
    image: category.image,
    productCount: category.productCount,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

/** Catalogue's product as the edge shows it: rupees, `category` id, `image` list, `colors`. */
export function toProductView(product: Product): ProductView {
  return {
    id: product.id,
    _id: product.id,
    title: product.title,
    secondTitle: product.secondTitle,
    productCode: product.productCode,
    description: product.description,
    category: product.categoryId,
    categorySlug: product.categorySlug,
    categoryName: product.categoryName,
    isNewArrival: product.isNewArrival,
    isFeatured: product.isFeatured,
    isWatchAndBuy: product.isWatchAndBuy,
    price: toRupees(product.price),
    salePrice: toRupees(product.salePrice),
    totalStock: product.totalStock,
    averageReview: product.averageReview,
    reviewCount: product.reviewCount,
    image: [...product.images],
    colors: product.colours.map((colour) => ({
      id: colour.id,
      _id: colour.id,
      title: colour.title,
      inventory: colour.inventory,
      image: colour.image,
    })),
    video: product.video,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

export function toReviewView(review: Review): ReviewView {
  return {
    id: review.id,
    _id: review.id,
    productId: review.productId,
    userId: review.userId,
    userName: review.userName,
    reviewMessage: review.reviewMessage,
    reviewValue: review.reviewValue,
    createdAt: review.createdAt,
  };
}

export function toReviewedProductView(product: ReviewedProduct): ReviewedProductView {
  return {
    productId: product.productId,
    title: product.title,
    productCode: product.productCode,
    image: product.image,
    reviewCount: product.reviewCount,
    averageReview: product.averageReview,
  };
}
