import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { logger, PeriodicTask, SERVICE_CONFIG } from '@boutique/service-kit';
import type { CatalogueConfig } from '../config/catalogue.config.js';
import { StockService } from './stock.service.js';

/**
 * Gives back units held by reservations that no order ever settled: the order service
 * reserves, then stores the order; if it dies in between, no order-paid or
 * order-cancelled will ever name the reservation. Such reservations are released after
 * CATALOGUE_RESERVATION_TTL_SECONDS (well past the order's own 30-minute payment window,
 * after which the order service cancels, and so releases, every unpaid order it stored).
 */
@Injectable()
export class ReservationSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: PeriodicTask;

  constructor(stock: StockService, @Inject(SERVICE_CONFIG) config: CatalogueConfig) {
    this.task = new PeriodicTask(
      'abandoned reservation sweep',
      config.CATALOGUE_RESERVATION_SWEEP_SECONDS * 1000,
      async () => {
        const released = await stock.releaseAbandoned(config.CATALOGUE_RESERVATION_TTL_SECONDS);
        if (released > 0) logger().warn({ released }, 'released abandoned stock reservations');
      },
    );
  }

  onApplicationBootstrap() {
    this.task.start();
  }

  onModuleDestroy() {
    return this.task.stop();
  }
}
