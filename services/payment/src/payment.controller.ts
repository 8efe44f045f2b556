import { Controller } from '@nestjs/common';
import {
  PaymentServiceControllerMethods,
  type CapturePaymentRequest,
  type CapturePaymentResponse,
  type CreateProviderOrderRequest,
  type CreateProviderOrderResponse,
  type GetPaymentConfigResponse,
  type HandleWebhookRequest,
  type HandleWebhookResponse,
  type PaymentServiceController,
  type SandboxGetPaymentRequest,
  type SandboxGetPaymentResponse,
  type SandboxPayRequest,
  type SandboxPayResponse,
} from '@boutique/contracts/payment/v1/payment_service';
import { PaymentsService } from './payments/payments.service.js';
import { SandboxService } from './sandbox/sandbox.service.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

/** gRPC handlers of payment.v1.PaymentService: each delegates to a service. */
@Controller()
@PaymentServiceControllerMethods()
export class PaymentController implements PaymentServiceController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly webhooks: WebhooksService,
    private readonly sandbox: SandboxService,
  ) {}

  createProviderOrder(request: CreateProviderOrderRequest): Promise<CreateProviderOrderResponse> {
    return this.payments.createProviderOrder(request);
  }

  capturePayment(request: CapturePaymentRequest): Promise<CapturePaymentResponse> {
    return this.payments.capture(request);
  }

  handleWebhook(request: HandleWebhookRequest): Promise<HandleWebhookResponse> {
    return this.webhooks.handle(request);
  }

  sandboxPay(request: SandboxPayRequest): Promise<SandboxPayResponse> {
    return this.sandbox.pay(request);
  }

  sandboxGetPayment(request: SandboxGetPaymentRequest): Promise<SandboxGetPaymentResponse> {
    return this.sandbox.payment(request);
  }

  getPaymentConfig(): GetPaymentConfigResponse {
    return this.payments.config();
  }
}
