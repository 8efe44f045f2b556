import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { orderConfigSchema } from './config/order.config.js';
import { CreateOrders1732500000500 } from './migrations/1732500000500-create-orders.js';
import { PaidOrderStatsIndex1732500000510 } from './migrations/1732500000510-paid-order-stats-index.js';
import { OrderStockHeld1732500000520 } from './migrations/1732500000520-order-stock-held.js';
import { OrderCourier1732500000530 } from './migrations/1732500000530-order-courier.js';
import { OrderCancelReason1732500000540 } from './migrations/1732500000540-order-cancel-reason.js';
import { GstInvoices1732500000550 } from './migrations/1732500000550-gst-invoices.js';
import { OrderRefund1732500000560 } from './migrations/1732500000560-order-refund.js';
import { CashOnDelivery1732500000570 } from './migrations/1732500000570-cash-on-delivery.js';
import { Returns1732500000580 } from './migrations/1732500000580-returns.js';
import { ReturnPhotos1732500000590 } from './migrations/1732500000590-return-photos.js';
import { OrderReturnUntil1732500000600 } from './migrations/1732500000600-order-return-until.js';
import { PaymentCapturedHandler } from './handlers/payment-captured.handler.js';
import { PaymentFailedHandler } from './handlers/payment-failed.handler.js';
import { PaymentRefundedHandler } from './handlers/payment-refunded.handler.js';
import { OrderModule } from './order.module.js';

/** Everything bootstrapService needs to run order (used by main.ts and the e2e specs). */
export const orderService = {
  module: OrderModule,
  configSchema: orderConfigSchema,
  // No TypeORM entities: the SQL in the features reads and writes the tables, whose shapes
  // are the migrations and the row types beside the statements (docs/service-layout.md).
  entities: [],
  migrations: [
    CreateOrders1732500000500,
    PaidOrderStatsIndex1732500000510,
    OrderStockHeld1732500000520,
    OrderCourier1732500000530,
    OrderCancelReason1732500000540,
    GstInvoices1732500000550,
    OrderRefund1732500000560,
    CashOnDelivery1732500000570,
    Returns1732500000580,
    ReturnPhotos1732500000590,
    OrderReturnUntil1732500000600,
  ],
  grpc: [SERVICES.order],
  grpcCallers: { default: ['gateway'] },
  handlers: [PaymentCapturedHandler, PaymentFailedHandler, PaymentRefundedHandler],
} satisfies ServiceDefinition<typeof orderConfigSchema>;
