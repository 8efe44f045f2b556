import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  inTransaction,
  logger,
  Outbox,
  PeriodicTask,
  rows,
  SERVICE_CONFIG,
} from '@boutique/service-kit';
import { DataSource } from 'typeorm';
import type { OrderConfig } from '../config/order.config.js';
import { cancelOrder, type CancellableOrder } from '../order/cancel-order.js';

/** Orders cancelled per transaction (the sweep repeats until none is left). */
const BATCH = 100;

/**
 * Cancels unpaid orders past their payment window, every ORDER_EXPIRY_SWEEP_SECONDS.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so replicas sweep side by side without
 * cancelling an order twice, and a capture holding the row makes the sweep pass it by.
 * order-cancelled makes catalogue release the stock and payment close the provider order.
 */
@Injectable()
export class OrderExpiryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: PeriodicTask;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) config: OrderConfig,
  ) {
    this.task = new PeriodicTask(
      'order expiry sweep',
      config.ORDER_EXPIRY_SWEEP_SECONDS * 1000,
      () => this.sweep(),
    );
  }

  onApplicationBootstrap() {
    this.task.start();
  }

  onModuleDestroy() {
    return this.task.stop();
  }

  /** Cancels every expired unpaid order; answers how many. */
  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const cancelled = await inTransaction(this.dataSource, async (manager) => {
        const expired = await rows<CancellableOrder>(
          manager,
          `SELECT id, user_id, order_status, tracking_number FROM orders
            WHERE order_status = 'pending' AND payment_status <> 'paid' AND expires_at <= now()
            ORDER BY expires_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        );
        for (const order of expired) await cancelOrder(manager, this.outbox, order, 'expired');
        return expired.length;
      });
      total += cancelled;
      if (cancelled > 0) logger().info({ cancelled }, 'expired unpaid orders cancelled');
      if (cancelled < BATCH) return total;
    }
  }
}
