import { SERVICES } from '@boutique/contracts';
import type { ServiceDefinition } from '@boutique/service-kit';
import { paymentConfigSchema } from './config/payment.config.js';
import { OrderCancelledHandler } from './handlers/order-cancelled.handler.js';
import { CreatePayment1732500000500 } from './migrations/1732500000500-create-payment.js';
import { PaymentModule } from './payment.module.js';
import { PaymentEntity } from './payments/payment.entity.js';
import { ProviderOrderEntity } from './payments/provider-order.entity.js';
import {
  PaymentSettingEntity,
  SandboxOrderEntity,
  SandboxPaymentEntity,
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
  ],
  migrations: [CreatePayment1732500000500],
  grpc: [SERVICES.payment],
  handlers: [OrderCancelledHandler],
} satisfies ServiceDefinition<typeof paymentConfigSchema>;
