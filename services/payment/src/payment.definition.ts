import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { paymentConfigSchema } from './config/payment.config.js';
import { OrderCancelledHandler } from './handlers/order-cancelled.handler.js';
import { OrderPaymentRefusedHandler } from './handlers/order-payment-refused.handler.js';
import { CreatePayment1732500000500 } from './migrations/1732500000500-create-payment.js';
import { PaymentRefund1732500000600 } from './migrations/1732500000600-payment-refund.js';
import { SandboxControl1732500000610 } from './migrations/1732500000610-sandbox-control.js';
import { PartialRefunds1732500000620 } from './migrations/1732500000620-partial-refunds.js';
import { ReturnRefundRequestedHandler } from './handlers/return-refund-requested.handler.js';
import { PaymentModule } from './payment.module.js';

/** Everything bootstrapService needs to run payment (used by main.ts and the e2e specs). */
export const paymentService = {
  module: PaymentModule,
  configSchema: paymentConfigSchema,
  // No TypeORM entities: the SQL in the features reads and writes the tables, whose shapes
  // are the migrations and the row types beside the statements (docs/service-layout.md).
  entities: [],
  migrations: [
    CreatePayment1732500000500,
    PaymentRefund1732500000600,
    SandboxControl1732500000610,
    PartialRefunds1732500000620,
  ],
  grpc: [SERVICES.payment],
  // The gateway's (config, sandbox, webhooks, the admin's refunds); provider orders and captures are order's.
  grpcCallers: {
    default: ['gateway'],
    methods: { CreateProviderOrder: ['order'], CapturePayment: ['order'] },
  },
  handlers: [OrderCancelledHandler, OrderPaymentRefusedHandler, ReturnRefundRequestedHandler],
} satisfies ServiceDefinition<typeof paymentConfigSchema>;
