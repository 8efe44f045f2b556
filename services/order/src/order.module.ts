import { Module } from '@nestjs/common';
import { CatalogueClient } from './clients/catalogue.client.js';
import { PaymentClient } from './clients/payment.client.js';
import { CodOfferService } from './cod/cod-offer.service.js';
import { CodSettingsService } from './cod/cod-settings.service.js';
import { OrderExpiryService } from './expiry/order-expiry.service.js';
import { IdempotencyService } from './idempotency/idempotency.service.js';
import { InvoicesService } from './invoices/invoices.service.js';
import { TaxSettingsService } from './invoices/tax-settings.service.js';
import { OrderController } from './order.controller.js';
import { CheckoutService } from './order/checkout.service.js';
import { CodOrderService } from './order/cod-order.service.js';
import { CustomerCancelService } from './order/customer-cancel.service.js';
import { PaymentCapturedHandler } from './handlers/payment-captured.handler.js';
import { PaymentFailedHandler } from './handlers/payment-failed.handler.js';
import { PaymentRefundedHandler } from './handlers/payment-refunded.handler.js';
import { OrderPaymentService } from './order/order-payment.service.js';
import { OrderStatsService } from './order/order-stats.service.js';
import { OrderService } from './order/order.service.js';
import { StockHoldService } from './order/stock-hold.service.js';
import { ReturnsService } from './order/returns.service.js';

@Module({
  controllers: [OrderController],
  providers: [
    CatalogueClient,
    PaymentClient,
    IdempotencyService,
    StockHoldService,
    TaxSettingsService,
    InvoicesService,
    CodSettingsService,
    CodOfferService,
    CheckoutService,
    CodOrderService,
    CustomerCancelService,
    OrderPaymentService,
    OrderService,
    OrderStatsService,
    OrderExpiryService,
    ReturnsService,
    PaymentCapturedHandler,
    PaymentFailedHandler,
    PaymentRefundedHandler,
  ],
})
export class OrderModule {}
