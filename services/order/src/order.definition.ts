import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { orderConfigSchema } from './config/order.config.js';
import { IdempotencyKeyEntity } from './idempotency/idempotency-key.entity.js';
import { CreateOrders1732500000500 } from './migrations/1732500000500-create-orders.js';
import { PaidOrderStatsIndex1732500000510 } from './migrations/1732500000510-paid-order-stats-index.js';
import { OrderStockHeld1732500000520 } from './migrations/1732500000520-order-stock-held.js';
import { PaymentCapturedHandler } from './order/handlers/payment-captured.handler.js';
import { PaymentFailedHandler } from './order/handlers/payment-failed.handler.js';
import { OrderLineEntity } from './order/order-line.entity.js';
import { OrderStatusChangeEntity } from './order/order-status-change.entity.js';
import { OrderEntity } from './order/order.entity.js';
import { OrderModule } from './order.module.js';

/** Everything bootstrapService needs to run order (used by main.ts and the e2e specs). */
export const orderService = {
  module: OrderModule,
  configSchema: orderConfigSchema,
  entities: [OrderEntity, OrderLineEntity, OrderStatusChangeEntity, IdempotencyKeyEntity],
  migrations: [
    CreateOrders1732500000500,
    PaidOrderStatsIndex1732500000510,
    OrderStockHeld1732500000520,
  ],
  grpc: [SERVICES.order],
  grpcCallers: { default: ['gateway'] },
  handlers: [PaymentCapturedHandler, PaymentFailedHandler],
} satisfies ServiceDefinition<typeof orderConfigSchema>;
