import type { Product } from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { EntityManager } from 'typeorm';
import type { Outbox } from '@boutique/service-kit';
import { toIso } from './values.js';

/**
 * The product's rows as several features read them: the whole product as every read
 * answers it (products, search), and what product-upserted carries (products, stock and
 * reviews publish it).
 */

/** Columns of a product as every read answers it: one row, colours aggregated in. */
export const PRODUCT_SELECT = `
  SELECT p.id, p.title, p.second_title, p.product_code, p.description, p.category_id,
         p.is_new_arrival, p.is_featured, p.is_watch_and_buy, p.no_returns, p.price, p.sale_price,
         p.total_stock, p.average_review, p.review_count, p.images, p.video,
         p.created_at, p.updated_at, c.slug AS category_slug, c.name AS category_name,
         COALESCE((SELECT json_agg(json_build_object('id', k.id, 'title', k.title,
                     'inventory', k.inventory, 'image', k.image) ORDER BY k.position, k.id)
                   FROM colour k WHERE k.product_id = p.id), '[]'::json) AS colours
    FROM product p JOIN category c ON c.id = p.category_id`;

export interface ProductRow {
  id: string;
  title: string;
  second_title: string;
  product_code: string;
  description: string;
  category_id: string;
  is_new_arrival: boolean;
  is_featured: boolean;
  is_watch_and_buy: boolean;
  no_returns: boolean;
  price: number;
  sale_price: number;
  total_stock: number;
  average_review: number;
  review_count: number;
  images: string[];
  video: string;
  created_at: Date;
  updated_at: Date;
  category_slug: string;
  category_name: string;
  colours: { id: string; title: string; inventory: number; image: string }[];
}

export function toProductMessage(row: ProductRow): Product {
  return {
    id: row.id,
    title: row.title,
    secondTitle: row.second_title,
    productCode: row.product_code,
    description: row.description,
    categoryId: row.category_id,
    isNewArrival: row.is_new_arrival,
    isFeatured: row.is_featured,
    isWatchAndBuy: row.is_watch_and_buy,
    noReturns: row.no_returns,
    price: row.price,
    salePrice: row.sale_price,
    totalStock: row.total_stock,
    averageReview: row.average_review,
    reviewCount: row.review_count,
    images: row.images ?? [],
    colours: (row.colours ?? []).map((colour) => ({
      id: colour.id,
      title: colour.title,
      inventory: colour.inventory,
      image: colour.image,
    })),
    video: row.video,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    categorySlug: row.category_slug,
    categoryName: row.category_name,
  };
}

/** What a product-upserted event carries, read back in the transaction of the change. */
export interface UpsertedRow {
  id: string;
  category_id: string;
  title: string;
  product_code: string;
  price: number;
  sale_price: number;
  total_stock: number;
  updated_at: Date;
}

export const UPSERTED_RETURNING =
  'id, category_id, title, product_code, price, sale_price, total_stock, updated_at';

/** Writes product-upserted for each row, in the caller's transaction. */
export async function publishUpserted(
  outbox: Outbox,
  manager: EntityManager,
  products: UpsertedRow[],
) {
  for (const row of products) {
    await outbox.add(manager, 'product-upserted', row.id, {
      productId: row.id,
      categoryId: row.category_id,
      title: row.title,
      productCode: row.product_code,
      price: row.price,
      salePrice: row.sale_price,
      totalStock: row.total_stock,
      updatedAt: toIso(row.updated_at),
    });
  }
}
