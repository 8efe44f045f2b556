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
  type ListRefundsRequest,
  type ListRefundsResponse,
  type RetryRefundRequest,
  type RetryRefundResponse,
  type PaymentServiceController,
  type SandboxGetPaymentRequest,
  type SandboxGetPaymentResponse,
  type SandboxPayRequest,
  type SandboxPayResponse,
  type SandboxSetRefundOutageRequest,
  type SandboxSetRefundOutageResponse,
} from '@boutique/contracts/payment/v1/payment_service';
import { PaymentsService } from './payments/payments.service.js';
import { RefundsService } from './refunds/refunds.service.js';
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
    private readonly refunds: RefundsService,
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

  listRefunds(request: ListRefundsRequest): Promise<ListRefundsResponse> {
    return this.refunds.list(request);
  }

  retryRefund(request: RetryRefundRequest): Promise<RetryRefundResponse> {
    return this.refunds.retry(request);
  }

  sandboxSetRefundOutage(
    request: SandboxSetRefundOutageRequest,
  ): Promise<SandboxSetRefundOutageResponse> {
    return this.sandbox.setRefundOutage(request);
  }

  getPaymentConfig(): GetPaymentConfigResponse {
    return this.payments.config();
  }
}
