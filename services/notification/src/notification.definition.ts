import type { ServiceDefinition } from '@boutique/service-kit';
import { notificationConfigSchema } from './config/notification.config.js';
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
import { CreateOutgoingMail1732500000200 } from './migrations/1732500000200-create-outgoing-mail.js';
import { CreateNewsletterDelivery1732500000210 } from './migrations/1732500000210-create-newsletter-delivery.js';
import { OutgoingMailAttachments1732500000220 } from './migrations/1732500000220-outgoing-mail-attachments.js';
import { NotificationModule } from './notification.module.js';

/** Everything bootstrapService needs to run notification (main.ts and the e2e spec). */
export const notificationService = {
  module: NotificationModule,
  configSchema: notificationConfigSchema,
  // No TypeORM entities: the SQL in mail/ and newsletter/ reads and writes the tables, whose
  // shapes are the migrations and the row types beside the statements.
  entities: [],
  migrations: [
    CreateOutgoingMail1732500000200,
    CreateNewsletterDelivery1732500000210,
    OutgoingMailAttachments1732500000220,
  ],
  handlers: [
    UserRegisteredHandler,
    PasswordResetRequestedHandler,
    OrderPaidHandler,
    OrderShippedHandler,
    OrderCancelledByCustomerHandler,
    ReturnRequestedHandler,
    ReturnUpdatedHandler,
    CodOrderPlacedHandler,
    OrderRefundedHandler,
    ContactReceivedHandler,
    NewsletterSendRequestedHandler,
  ],
} satisfies ServiceDefinition<typeof notificationConfigSchema>;
