import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { paymentConfigSchema } from './config/payment.config.js';
import { OrderCancelledHandler } from './handlers/order-cancelled.handler.js';
import { OrderPaymentRefusedHandler } from './handlers/order-payment-refused.handler.js';
import { CreatePayment1732500000500 } from './migrations/1732500000500-create-payment.js';
import { PaymentRefund1732500000600 } from './migrations/1732500000600-payment-refund.js';
import { PaymentModule } from './payment.module.js';
import { PaymentEntity } from './payments/payment.entity.js';
import { ProviderOrderEntity } from './payments/provider-order.entity.js';
import { PaymentRefundEntity } from './refunds/payment-refund.entity.js';
import {
  PaymentSettingEntity,
  SandboxOrderEntity,
  SandboxPaymentEntity,
  SandboxRefundEntity,
} from './sandbox/sandbox.entities.js';
import { WebhookEventEntity } from './webhooks/webhook-event.entity.js';

/** Everything bootstrapService needs to run payment (used by main.ts and the e2e specs). */
export const paymentService = {
  module: PaymentModule,
  configSchema: paymentConfigSchema,
  entities: [
    ProviderOrderEntity,
    PaymentEntity,
    WebhookEventEntity,
    PaymentSettingEntity,
    SandboxOrderEntity,
    SandboxPaymentEntity,
    SandboxRefundEntity,
    PaymentRefundEntity,
  ],
  migrations: [CreatePayment1732500000500, PaymentRefund1732500000600],
  grpc: [SERVICES.payment],
  // The gateway's (config, sandbox, webhooks); provider orders and captures are order's.
  grpcCallers: {
    default: ['gateway'],
    methods: { CreateProviderOrder: ['order'], CapturePayment: ['order'] },
  },
  handlers: [OrderCancelledHandler, OrderPaymentRefusedHandler],
} satisfies ServiceDefinition<typeof paymentConfigSchema>;
