import { Injectable } from '@nestjs/common';
import {
  inTransaction,
  Outbox,
  requireActor,
  requireAdmin,
  rows,
  RpcErrors,
  SqlReader,
} from '@boutique/service-kit';
import type {
  AddReviewRequest,
  AddReviewResponse,
  Review,
  ReviewedProduct,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource, type EntityManager } from 'typeorm';
import { publishUpserted, UPSERTED_RETURNING, type UpsertedRow } from '../common/product.sql.js';
import { isUuid, toIso } from '../common/values.js';
import { REVIEW_MESSAGES, reviewProblem } from './review-rules.js';

interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string;
  user_name: string;
  review_message: string;
  review_value: number;
  created_at: Date;
}

function toReviewMessage(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.product_id,
    userId: row.user_id,
    userName: row.user_name,
    reviewMessage: row.review_message,
    reviewValue: row.review_value,
    createdAt: toIso(row.created_at),
  };
}

const REVIEW_COLUMNS =
  'id, product_id, user_id, user_name, review_message, review_value, created_at';

/** Reviews: one per customer per product; the product's average and count move with them. */
@Injectable()
export class ReviewsService {
  private readonly reader: SqlReader;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    this.reader = new SqlReader(dataSource);
  }

  async add(request: AddReviewRequest): Promise<AddReviewResponse> {
    const actor = requireActor(request.actor);
    const problem = reviewProblem(request);
    if (problem) throw RpcErrors.invalid(problem);
    if (!isUuid(request.productId)) throw RpcErrors.notFound(REVIEW_MESSAGES.productNotFound);
    return inTransaction(this.dataSource, async (manager) => {
      const product = await rows(manager, `SELECT 1 FROM product WHERE id = $1 FOR NO KEY UPDATE`, [
        request.productId,
      ]);
      if (product.length === 0) throw RpcErrors.notFound(REVIEW_MESSAGES.productNotFound);
      const [review] = await rows<ReviewRow>(
        manager,
        `INSERT INTO review (product_id, user_id, user_name, review_message, review_value)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (product_id, user_id) DO NOTHING
         RETURNING ${REVIEW_COLUMNS}`,
        [
          request.productId,
          actor.userId,
          actor.userName?.trim() || 'Customer',
          request.reviewMessage.trim(),
          request.reviewValue,
        ],
      );
      if (!review) throw RpcErrors.conflict(REVIEW_MESSAGES.duplicate);
      const averageReview = await this.refreshAverage(manager, request.productId);
      return { review: toReviewMessage(review), averageReview };
    });
  }

  /** Newest first. */
  async list(productId: string): Promise<Review[]> {
    if (!isUuid(productId)) return [];
    const found = await this.reader.query<ReviewRow>(
      `SELECT ${REVIEW_COLUMNS} FROM review WHERE product_id = $1 ORDER BY created_at DESC, id`,
      [productId],
    );
    return found.map(toReviewMessage);
  }

  async reviewedProducts(actor: Actor | undefined): Promise<ReviewedProduct[]> {
    requireAdmin(actor);
    const found = await this.reader.query<{
      id: string;
      title: string;
      product_code: string;
      image: string | null;
      review_count: number;
      average_review: number;
    }>(
      `SELECT id, title, product_code, images->>0 AS image, review_count, average_review
         FROM product WHERE review_count > 0 ORDER BY title, id`,
    );
    return found.map((row) => ({
      productId: row.id,
      title: row.title,
      productCode: row.product_code,
      image: row.image ?? '',
      reviewCount: row.review_count,
      averageReview: row.average_review,
    }));
  }

  async delete(actor: Actor | undefined, id: string): Promise<void> {
    requireAdmin(actor);
    if (!isUuid(id)) throw RpcErrors.notFound(REVIEW_MESSAGES.notFound);
    await inTransaction(this.dataSource, async (manager) => {
      const [review] = await rows<{ product_id: string }>(
        manager,
        `SELECT product_id FROM review WHERE id = $1`,
        [id],
      );
      if (!review) throw RpcErrors.notFound(REVIEW_MESSAGES.notFound);
      await manager.query(`SELECT 1 FROM product WHERE id = $1 FOR NO KEY UPDATE`, [
        review.product_id,
      ]);
      const deleted = await rows(manager, `DELETE FROM review WHERE id = $1 RETURNING id`, [id]);
      if (deleted.length === 0) throw RpcErrors.notFound(REVIEW_MESSAGES.notFound);
      await this.refreshAverage(manager, review.product_id);
    });
  }

  /** Recomputes average (one decimal) and count under the product's lock; publishes the change. */
  private async refreshAverage(manager: EntityManager, productId: string): Promise<number> {
    const [product] = await rows<UpsertedRow & { average_review: number }>(
      manager,
      `UPDATE product p SET
         average_review = COALESCE((SELECT round(avg(r.review_value)::numeric, 1)::float8
                                      FROM review r WHERE r.product_id = p.id), 0),
         review_count = (SELECT count(*)::int FROM review r WHERE r.product_id = p.id),
         updated_at = now()
       WHERE p.id = $1 RETURNING ${UPSERTED_RETURNING}, average_review`,
      [productId],
    );
    await publishUpserted(this.outbox, manager, [product]);
    return product.average_review;
  }
}
