import { escapeHtml, layout, type RenderedMail } from './layout.js';
import { rupees, shortOrderId } from './money.js';

/** To the customer whose cancelled or rejected order's payment came back (order-refunded). */
export function orderRefundedMail(input: {
  userName: string;
  orderId: string;
  /** Paise. */
  amount: number;
  refundReference: string;
  accountUrl: string;
}): RenderedMail {
  const name = input.userName.trim() || 'there';
  const number = shortOrderId(input.orderId);
  const amount = rupees(input.amount);
  const subject = `Your refund of ${amount} has been processed`;
  const html = layout(
    subject,
    `<p>Namaste ${escapeHtml(name)},</p>
<p>We have refunded <strong>${escapeHtml(amount)}</strong> for your order <strong>#${escapeHtml(number)}</strong> to the original payment method. Banks usually show it within 5–7 working days.</p>
<p style="margin:20px 0;padding:14px 18px;background:#faf6ef;border:1px solid #eadfcd">Refund reference: <strong>${escapeHtml(input.refundReference)}</strong><br><span style="font-size:13px;color:#7a6a5f">Order id: ${escapeHtml(input.orderId)}</span></p>
<p>If it has not arrived by then, share the refund reference with your bank.</p>
<p style="margin:28px 0"><a href="${escapeHtml(input.accountUrl)}" style="background:#6b1d2a;color:#ffffff;padding:12px 22px;text-decoration:none;border-radius:4px">View your orders</a></p>
<p>With warm regards,<br>The Saree Boutique team</p>`,
  );
  const text = `Namaste ${name},

We have refunded ${amount} for your order #${number} to the original payment method. Banks usually show it within 5–7 working days.

Refund reference: ${input.refundReference}
Order id: ${input.orderId}

If it has not arrived by then, share the refund reference with your bank.

View your orders: ${input.accountUrl}

With warm regards,
The Saree Boutique team`;
  return { subject, html, text };
}
