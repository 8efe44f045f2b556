import { Inject, Injectable } from '@nestjs/common';
import type { OrderPaid } from '@boutique/contracts/order/events/v1/order_events';
import {
  HandlesEvent,
  SERVICE_CONFIG,
  type EventContext,
  type EventHandler,
} from '@boutique/service-kit';
import type { NotificationConfig } from '../config/notification.config.js';
import { MailLogService } from '../mail/mail-log.service.js';
import { orderConfirmationMail } from '../templates/order-confirmation.template.js';

/** order-paid: mail the customer the order confirmation (lines, total, shipping address). */
@Injectable()
@HandlesEvent('order-paid')
export class OrderPaidHandler implements EventHandler<'order-paid'> {
  constructor(
    private readonly mails: MailLogService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async handle(data: OrderPaid, { envelope, manager }: EventContext) {
    if (!data.email.trim()) return;
    const mail = orderConfirmationMail({
      userName: data.userName,
      orderId: data.orderId,
      orderDate: data.orderDate,
      lines: data.lines,
      totalAmount: data.totalAmount,
      paymentId: data.paymentId,
      shippingName: data.shippingName,
      shippingAddress: data.shippingAddress,
      deliveryEarliestDate: data.deliveryEarliestDate,
      deliveryLatestDate: data.deliveryLatestDate,
      invoiceNumber: data.invoiceNumber ?? '',
      amountDue: data.paymentMethod === 'cod' ? data.amountDue : 0,
      accountUrl: new URL('/shop/account', this.config.PUBLIC_URL).toString(),
    });
    await this.mails.enqueue(manager, {
      eventId: envelope.id,
      kind: 'order-confirmation',
      recipient: data.email,
      mail,
      // The GST invoice issued with the payment, when the shop issues them.
      attachments:
        data.invoicePdf && data.invoicePdf.length > 0
          ? [
              {
                filename: data.invoiceFileName || 'invoice.pdf',
                contentType: 'application/pdf',
                content: data.invoicePdf,
              },
            ]
          : [],
    });
  }
}
