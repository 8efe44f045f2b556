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
  GetReviewEligibilityResponse,
  ListReviewsForModerationResponse,
  ModerateReviewResponse,
  Review,
  ReviewCounts,
  ReviewedProduct,
  ReviewSettings,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import type { OrderLine } from '@boutique/contracts/order/events/v1/order_events';
import { DataSource, type EntityManager } from 'typeorm';
import { publishUpserted, UPSERTED_RETURNING, type UpsertedRow } from '../common/product.sql.js';
import { isUuid, toIso } from '../common/values.js';
import { CatalogueReadModel } from '../read-model/catalogue-read-model.js';
import {
  initialStatus,
  isReviewStatus,
  moderationTarget,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  reviewProblem,
  type ReviewStatus,
} from './review-rules.js';

interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string;
  user_name: string;
  review_message: string;
  review_value: number;
  created_at: Date;
  status: ReviewStatus;
  verified_buyer: boolean;
  product_title?: string;
  product_code?: string;
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
    status: row.status,
    verifiedBuyer: row.verified_buyer,
    productTitle: row.product_title ?? '',
    productCode: row.product_code ?? '',
  };
}

const REVIEW_COLUMNS =
  'id, product_id, user_id, user_name, review_message, review_value, created_at, status, verified_buyer';
const MODERATION_KEY = 'review_moderation';

/**
 * Reviews: one per customer per product, only from a customer who bought it (`purchase`,
 * recorded from order-paid); pending until the admin approves them while moderation is on.
 * The product's average and count are those of its approved reviews and move with them.
 */
@Injectable()
export class ReviewsService {
  private readonly reader: SqlReader;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly readModel: CatalogueReadModel,
  ) {
    this.reader = new SqlReader(dataSource);
  }

  async add(request: AddReviewRequest): Promise<AddReviewResponse> {
    const actor = requireActor(request.actor);
    const problem = reviewProblem(request);
    if (problem) throw RpcErrors.invalid(problem);
    if (!isUuid(request.productId)) throw RpcErrors.notFound(REVIEW_MESSAGES.productNotFound);
    const answer = await inTransaction(this.dataSource, async (manager) => {
      const product = await rows(manager, `SELECT 1 FROM product WHERE id = $1 FOR NO KEY UPDATE`, [
        request.productId,
      ]);
      if (product.length === 0) throw RpcErrors.notFound(REVIEW_MESSAGES.productNotFound);
      if (!(await this.bought(manager, actor.userId, request.productId)))
        throw RpcErrors.forbidden(REVIEW_MESSAGES.notBuyer);
      const status = initialStatus(await this.moderation(manager));
      const [review] = await rows<ReviewRow>(
        manager,
        `INSERT INTO review (product_id, user_id, user_name, review_message, review_value,
                             status, verified_buyer, moderated_at)
         VALUES ($1, $2, $3, $4, $5, $6::text, true, CASE WHEN $6::text = 'approved' THEN now() END)
         ON CONFLICT (product_id, user_id) DO NOTHING
         RETURNING ${REVIEW_COLUMNS}`,
        [
          request.productId,
          actor.userId,
          actor.userName?.trim() || 'Customer',
          request.reviewMessage.trim(),
          request.reviewValue,
          status,
        ],
      );
      if (!review) throw RpcErrors.conflict(REVIEW_MESSAGES.duplicate);
      const averageReview = await this.refreshAverage(manager, request.productId);
      return { review: toReviewMessage(review), averageReview };
    });
    await this.readModel.refresh([request.productId]);
    return answer;
  }

  /** The approved reviews, newest first. */
  async list(productId: string): Promise<Review[]> {
    if (!isUuid(productId)) return [];
    const found = await this.reader.query<ReviewRow>(
      `SELECT ${REVIEW_COLUMNS} FROM review WHERE product_id = $1 AND status = 'approved'
        ORDER BY created_at DESC, id`,
      [productId],
    );
    return found.map(toReviewMessage);
  }

  /** May the signed-in customer review the product; their own review, whatever its status. */
  async eligibility(
    actorInput: Actor | undefined,
    productId: string,
  ): Promise<GetReviewEligibilityResponse> {
    const actor = requireActor(actorInput);
    if (!isUuid(productId)) return { bought: false, canReview: false, review: undefined };
    const [bought] = await this.reader.query<{ bought: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM purchase WHERE user_id = $1 AND product_id = $2) AS bought`,
      [actor.userId, productId],
    );
    const [own] = await this.reader.query<ReviewRow>(
      `SELECT ${REVIEW_COLUMNS} FROM review WHERE product_id = $1 AND user_id = $2`,
      [productId, actor.userId],
    );
    return {
      bought: bought.bought,
      canReview: bought.bought && !own,
      review: own ? toReviewMessage(own) : undefined,
    };
  }

  /** Admin: reviews of one status (or all), newest first, with each status's count. */
  async forModeration(
    actor: Actor | undefined,
    status: string,
    productId: string,
  ): Promise<ListReviewsForModerationResponse> {
    requireAdmin(actor);
    if (status && !isReviewStatus(status)) throw RpcErrors.invalid(REVIEW_MESSAGES.badFilter);
    const product = productId ? (isUuid(productId) ? productId : null) : '';
    if (product === null) return { reviews: [], counts: { pending: 0, approved: 0, rejected: 0 } };
    const found = await this.reader.query<ReviewRow>(
      `SELECT r.${REVIEW_COLUMNS.split(', ').join(', r.')},
              p.title AS product_title, p.product_code
         FROM review r JOIN product p ON p.id = r.product_id
        WHERE ($1 = '' OR r.status = $1) AND ($2 = '' OR r.product_id::text = $2)
        ORDER BY r.created_at DESC, r.id`,
      [status, product],
    );
    return { reviews: found.map(toReviewMessage), counts: await this.counts(product) };
  }

  /** Admin: approve or reject; the product's average and count follow. */
  async moderate(
    actor: Actor | undefined,
    id: string,
    target: string,
  ): Promise<ModerateReviewResponse> {
    requireAdmin(actor);
    const status = moderationTarget(target);
    if (!status) throw RpcErrors.invalid(REVIEW_MESSAGES.badStatus);
    const { changed, averageReview } = await this.changeReview(id, async (manager) => {
      const [review] = await rows<ReviewRow>(
        manager,
        `UPDATE review SET status = $2, moderated_at = now() WHERE id = $1
         RETURNING ${REVIEW_COLUMNS}`,
        [id, status],
      );
      return review;
    });
    return { review: toReviewMessage(changed), averageReview };
  }

  async settings(actor: Actor | undefined): Promise<ReviewSettings> {
    requireAdmin(actor);
    return { moderation: await this.moderation(this.dataSource.manager) };
  }

  async updateSettings(
    actor: Actor | undefined,
    settings: ReviewSettings | undefined,
  ): Promise<ReviewSettings> {
    requireAdmin(actor);
    const moderation = settings?.moderation === true;
    await this.dataSource.query(
      `INSERT INTO catalogue_setting (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [MODERATION_KEY, JSON.stringify(moderation)],
    );
    return { moderation };
  }

  /**
   * order-paid, in the consumer's transaction: the customer bought these products (one row
   * per order and product, so a redelivered event adds nothing).
   */
  async recordPurchase(
    manager: EntityManager,
    orderId: string,
    userId: string,
    lines: readonly Pick<OrderLine, 'productId'>[],
  ): Promise<void> {
    const productIds = [...new Set(lines.map((line) => line.productId).filter(isUuid))];
    if (!orderId || !userId || productIds.length === 0) return;
    await manager.query(
      `INSERT INTO purchase (order_id, product_id, user_id)
       SELECT $1, product_id, $2 FROM unnest($3::uuid[]) AS product_id
       ON CONFLICT DO NOTHING`,
      [orderId, userId, productIds],
    );
  }

  /** order-rejected: the order was refunded, so it no longer makes its customer a buyer. */
  async forgetPurchase(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(`DELETE FROM purchase WHERE order_id = $1`, [orderId ?? '']);
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
         FROM product p WHERE EXISTS (SELECT 1 FROM review r WHERE r.product_id = p.id)
        ORDER BY title, id`,
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
    await this.changeReview(id, async (manager) => {
      const [deleted] = await rows(manager, `DELETE FROM review WHERE id = $1 RETURNING id`, [id]);
      return deleted;
    });
  }

  /**
   * Changes (or deletes) one review under its product's lock: `change` answers undefined
   * when the review is gone (NOT_FOUND). The product's approved average and count follow,
   * and this replica's read model at once.
   */
  private async changeReview<T>(
    id: string,
    change: (manager: EntityManager) => Promise<T | undefined>,
  ): Promise<{ changed: T; averageReview: number }> {
    if (!isUuid(id)) throw RpcErrors.notFound(REVIEW_MESSAGES.notFound);
    const answer = await inTransaction(this.dataSource, async (manager) => {
      const [review] = await rows<{ product_id: string }>(
        manager,
        `SELECT product_id FROM review WHERE id = $1`,
        [id],
      );
      if (!review) throw RpcErrors.notFound(REVIEW_MESSAGES.notFound);
      await manager.query(`SELECT 1 FROM product WHERE id = $1 FOR NO KEY UPDATE`, [
        review.product_id,
      ]);
      const changed = await change(manager);
      if (changed === undefined) throw RpcErrors.notFound(REVIEW_MESSAGES.notFound);
      const averageReview = await this.refreshAverage(manager, review.product_id);
      return { changed, averageReview, productId: review.product_id };
    });
    await this.readModel.refresh([answer.productId]);
    return answer;
  }

  private async bought(manager: EntityManager, userId: string, productId: string) {
    const found = await rows(
      manager,
      `SELECT 1 FROM purchase WHERE user_id = $1 AND product_id = $2 LIMIT 1`,
      [userId, productId],
    );
    return found.length > 0;
  }

  /** Review moderation is on unless the owner turned it off. */
  private async moderation(manager: EntityManager): Promise<boolean> {
    const [setting] = await rows<{ value: unknown }>(
      manager,
      `SELECT value FROM catalogue_setting WHERE key = $1`,
      [MODERATION_KEY],
    );
    return setting?.value !== false;
  }

  private async counts(productId: string): Promise<ReviewCounts> {
    const found = await this.reader.query<{ status: ReviewStatus; count: number }>(
      `SELECT status, count(*)::int AS count FROM review
        WHERE ($1 = '' OR product_id::text = $1) GROUP BY status`,
      [productId],
    );
    const counts: ReviewCounts = { pending: 0, approved: 0, rejected: 0 };
    for (const row of found)
      if (REVIEW_STATUSES.includes(row.status)) counts[row.status] = row.count;
    return counts;
  }

  /**
   * Recomputes the average (one decimal) and count of the approved reviews under the
   * product's lock; publishes the change.
   */
  private async refreshAverage(manager: EntityManager, productId: string): Promise<number> {
    const [product] = await rows<UpsertedRow & { average_review: number }>(
      manager,
      `UPDATE product p SET
         average_review = COALESCE((SELECT round(avg(r.review_value)::numeric, 1)::float8
                                      FROM review r
                                     WHERE r.product_id = p.id AND r.status = 'approved'), 0),
         review_count = (SELECT count(*)::int FROM review r
                          WHERE r.product_id = p.id AND r.status = 'approved'),
         updated_at = now()
       WHERE p.id = $1 RETURNING ${UPSERTED_RETURNING}, average_review`,
      [productId],
    );
    await publishUpserted(this.outbox, manager, [product]);
    return product.average_review;
  }
}
