import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type {
  CreateOrderRequest,
  CreateOrderResponse,
} from '@boutique/contracts/order/v1/order_service';
import { rows, RpcErrors, prepared } from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';

const KEY_REUSED = 'This Idempotency-Key was already used for a different request';

/** The outcome of work done under a key: stored (and committed) only when `store` is true. */
export interface KeyedOutcome {
  response: CreateOrderResponse;
  orderId?: string;
}

/**
 * Order creation with an Idempotency-Key runs once per (user, key). The key row is
 * inserted first, in the transaction that will also store the order: a second request with
 * the same key waits on that row until the first commits (and then answers the stored
 * response) or rolls back (and then does the work itself). Only a created order is stored;
 * a refused request leaves the key free.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly dataSource: DataSource) {}

  async once(
    userId: string,
    key: string,
    requestHash: string,
    work: (manager: EntityManager) => Promise<KeyedOutcome>,
  ): Promise<CreateOrderResponse> {
    for (;;) {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        const claimed = await prepared(
          runner.manager,
          `INSERT INTO idempotency_key (user_id, key, request_hash) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
          [userId, key, requestHash],
        );
        if (claimed.length === 0) {
          await runner.rollbackTransaction();
          const [stored] = await rows<{ request_hash: string; response: CreateOrderResponse }>(
            runner.manager,
            `SELECT request_hash, response FROM idempotency_key WHERE user_id = $1 AND key = $2`,
            [userId, key],
          );
          if (!stored) continue; // the holder rolled back between the two statements
          if (stored.request_hash !== requestHash) throw RpcErrors.conflict(KEY_REUSED);
          return stored.response;
        }
        const outcome = await work(runner.manager);
        if (!outcome.orderId) {
          await runner.rollbackTransaction();
          return outcome.response;
        }
        await prepared(
          runner.manager,
          `UPDATE idempotency_key SET order_id = $3, response = $4::jsonb WHERE user_id = $1 AND key = $2`,
          [userId, key, outcome.orderId, JSON.stringify(outcome.response)],
        );
        await runner.commitTransaction();
        return outcome.response;
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        throw error;
      } finally {
        await runner.release();
      }
    }
  }
}

/** The gateway sends a hash of the body; without one, a hash of what the server reads. */
export function requestHashOf(request: CreateOrderRequest): string {
  if (request.requestHash) return request.requestHash;
  const canonical = JSON.stringify({
    lines: request.lines.map((line) => [line.productId, line.colourId, line.quantity]),
    addressId: request.address?.addressId ?? '',
    clientTotal: request.clientTotal,
    cartId: request.cartId,
  });
  return createHash('sha256').update(canonical).digest('hex');
}
