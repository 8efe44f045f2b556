import type { OrderLine } from '@boutique/contracts/order/events/v1/order_events';
import { escapeHtml, layout, type RenderedMail } from './layout.js';
import { itemList } from './item-list.js';
import { rupees, shortOrderId } from './money.js';

/** What both cancellation e-mails say of the order (order-cancelled-by-customer). */
interface CancelledOrder {
  userName: string;
  email: string;
  orderId: string;
  /** Paise. */
  totalAmount: number;
  lines: OrderLine[];
  /** It had been paid: its payment (refundAmount, paise) is refunded. */
  paid: boolean;
  refundAmount: number;
}

/** To the customer who cancelled their order before it was shipped. */
export function orderCancelledMail(input: CancelledOrder & { accountUrl: string }): RenderedMail {
  const name = input.userName.trim() || 'there';
  const number = shortOrderId(input.orderId);
  const subject = `Your order #${number} has been cancelled`;
  const amount = rupees(input.refundAmount);
  const refund = input.paid
    ? `Your payment of ${amount} will be refunded in full to the original payment method. Banks usually show it within 5–7 working days.`
    : 'No payment was taken for this order.';
  const items = itemList(input.lines);
  const html = layout(
    subject,
    `<p>Namaste ${escapeHtml(name)},</p>
<p>As you asked, your order <strong>#${escapeHtml(number)}</strong> has been cancelled.</p>
<p style="margin:20px 0;padding:14px 18px;background:#faf6ef;border:1px solid #eadfcd">${escapeHtml(refund)}<br><span style="font-size:13px;color:#7a6a5f">Order id: ${escapeHtml(input.orderId)}</span></p>
${items.html ? `<p style="margin:0 0 4px">Cancelled items:</p><ul style="margin:0 0 20px">${items.html}</ul>` : ''}
<p style="margin:28px 0"><a href="${escapeHtml(input.accountUrl)}" style="background:#6b1d2a;color:#ffffff;padding:12px 22px;text-decoration:none;border-radius:4px">View your orders</a></p>
<p>We hope to see you again soon.<br>With warm regards,<br>The Saree Boutique team</p>`,
  );
  const text = `Namaste ${name},

As you asked, your order #${number} has been cancelled.

${refund}
Order id: ${input.orderId}
${items.text ? `\nCancelled items:\n${items.text}\n` : ''}
View your orders: ${input.accountUrl}

We hope to see you again soon.
With warm regards,
The Saree Boutique team`;
  return { subject, html, text };
}

/**
 * To the shop: a confirmed order (paid, or cash on delivery) was cancelled by its customer,
 * its units are back, a refund is on when it was paid.
 */
export function orderCancelledOwnerMail(
  input: CancelledOrder & { refundsUrl: string },
): RenderedMail {
  const number = shortOrderId(input.orderId);
  const amount = rupees(input.refundAmount);
  const subject = input.paid
    ? `Order #${number} cancelled by the customer (${amount} to refund)`
    : `Order #${number} cancelled by the customer (cash on delivery, nothing to refund)`;
  const refundLine = input.paid
    ? `Refund of ${amount} requested from the payment provider.`
    : 'Nothing was paid online: there is nothing to refund.';
  const customer = `${input.userName.trim() || 'A customer'} <${input.email}>`;
  const items = itemList(input.lines);
  const html = layout(
    subject,
    `<p>${escapeHtml(customer)} cancelled order <strong>#${escapeHtml(number)}</strong> before it was shipped.</p>
<p style="margin:20px 0;padding:14px 18px;background:#faf6ef;border:1px solid #eadfcd">${escapeHtml(refundLine)}<br>Its units are back in stock; do not pack this order.<br><span style="font-size:13px;color:#7a6a5f">Order id: ${escapeHtml(input.orderId)}</span></p>
${items.html ? `<ul style="margin:0 0 20px">${items.html}</ul>` : ''}
${input.paid ? `<p><a href="${escapeHtml(input.refundsUrl)}" style="color:#6b1d2a;font-weight:bold">See the refund in the admin console</a></p>` : ''}`,
  );
  const text = `${customer} cancelled order #${number} before it was shipped.

${refundLine}
Its units are back in stock; do not pack this order.
Order id: ${input.orderId}
${items.text ? `\n${items.text}\n` : ''}${input.paid ? `\nSee the refund in the admin console: ${input.refundsUrl}` : ''}`;
  return { subject, html, text };
}
