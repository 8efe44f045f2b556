import { Module } from '@nestjs/common';
import { ContactReceivedHandler } from './handlers/contact-received.handler.js';
import { NewsletterSendRequestedHandler } from './handlers/newsletter-send-requested.handler.js';
import { CodOrderPlacedHandler } from './handlers/cod-order-placed.handler.js';
import { OrderCancelledByCustomerHandler } from './handlers/order-cancelled-by-customer.handler.js';
import { ReturnRequestedHandler } from './handlers/return-requested.handler.js';
import { ReturnUpdatedHandler } from './handlers/return-updated.handler.js';
import { OrderPaidHandler } from './handlers/order-paid.handler.js';
import { OrderRefundedHandler } from './handlers/order-refunded.handler.js';
import { OrderShippedHandler } from './handlers/order-shipped.handler.js';
import { PasswordResetRequestedHandler } from './handlers/password-reset-requested.handler.js';
import { UserRegisteredHandler } from './handlers/user-registered.handler.js';
import { MailDispatcher } from './mail/mail-dispatcher.js';
import { MailLogService } from './mail/mail-log.service.js';
import { NewsletterSender } from './newsletter/newsletter-sender.js';

@Module({
  providers: [
    MailLogService,
    MailDispatcher,
    UserRegisteredHandler,
    PasswordResetRequestedHandler,
    OrderPaidHandler,
    OrderShippedHandler,
    OrderCancelledByCustomerHandler,
    ReturnRequestedHandler,
    ReturnUpdatedHandler,
    CodOrderPlacedHandler,
    OrderRefundedHandler,
    NewsletterSender,
    ContactReceivedHandler,
    NewsletterSendRequestedHandler,
  ],
})
export class NotificationModule {}
