import { Module } from '@nestjs/common';
import { OrderCancelledHandler } from './handlers/order-cancelled.handler.js';
import { OrderPaymentRefusedHandler } from './handlers/order-payment-refused.handler.js';
import { PaymentController } from './payment.controller.js';
import { PaymentsService } from './payments/payments.service.js';
import { paymentProvider } from './providers/payment-provider.factory.js';
import { RefundsService } from './refunds/refunds.service.js';
import { SandboxProvider } from './providers/sandbox.provider.js';
import { SandboxSecrets } from './sandbox/sandbox-secrets.js';
import { SandboxWebhookSender } from './sandbox/sandbox-webhook-sender.js';
import { SandboxService } from './sandbox/sandbox.service.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

@Module({
  controllers: [PaymentController],
  providers: [
    SandboxSecrets,
    SandboxProvider,
    paymentProvider,
    SandboxWebhookSender,
    SandboxService,
    RefundsService,
    PaymentsService,
    WebhooksService,
    OrderCancelledHandler,
    OrderPaymentRefusedHandler,
  ],
})
export class PaymentModule {}
