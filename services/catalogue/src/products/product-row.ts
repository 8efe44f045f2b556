import type { Product } from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { SearchDoc } from '../search/search-ranking.js';

/** Columns of a product as every read answers it: one row, colours aggregated in. */
export const PRODUCT_SELECT = `
  SELECT p.id, p.title, p.second_title, p.product_code, p.description, p.category_id,
         p.is_new_arrival, p.is_featured, p.is_watch_and_buy, p.price, p.sale_price,
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

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** Columns the search index keeps. */
export const SEARCH_DOC_SELECT = `
  SELECT id, title, second_title, product_code, effective_price FROM product`;

export interface SearchDocRow {
  id: string;
  title: string;
  second_title: string;
  product_code: string;
  effective_price: number;
}

export function toSearchDoc(row: SearchDocRow): SearchDoc {
  return {
    id: row.id,
    title: row.title,
    secondTitle: row.second_title,
    productCode: row.product_code,
    effectivePrice: row.effective_price,
  };
}
