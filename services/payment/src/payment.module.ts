import { Module, type FactoryProvider } from '@nestjs/common';
import { SERVICE_CONFIG, type BaseServiceConfig } from '@boutique/service-kit';
import { paymentMode, type PaymentConfig } from './config/payment.config.js';
import { OrderCancelledHandler } from './handlers/order-cancelled.handler.js';
import { OrderPaymentRefusedHandler } from './handlers/order-payment-refused.handler.js';
import { ReturnRefundRequestedHandler } from './handlers/return-refund-requested.handler.js';
import { PaymentController } from './payment.controller.js';
import { PaymentsService } from './payments/payments.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider.js';
import { RazorpayProvider } from './providers/razorpay.provider.js';
import { RefundsService } from './refunds/refunds.service.js';
import { SandboxProvider } from './sandbox/sandbox.provider.js';
import { SandboxSecrets } from './sandbox/sandbox-secrets.js';
import { SandboxWebhookSender } from './sandbox/sandbox-webhook-sender.js';
import { SandboxService } from './sandbox/sandbox.service.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

/** Razorpay when RAZORPAY_KEY_ID is set, else the built-in sandbox where paymentMode allows it. */
const paymentProvider: FactoryProvider<PaymentProvider> = {
  provide: PAYMENT_PROVIDER,
  inject: [SERVICE_CONFIG, SandboxProvider],
  useFactory: (config: PaymentConfig & BaseServiceConfig, sandbox: SandboxProvider) => {
    const mode = paymentMode(config);
    return mode.provider === 'razorpay' ? new RazorpayProvider(mode.razorpay) : sandbox;
  },
};

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
    ReturnRefundRequestedHandler,
  ],
})
export class PaymentModule {}
