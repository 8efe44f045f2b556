import type { OrderLine } from '@boutique/contracts/order/events/v1/order_events';
import { escapeHtml, layout, type RenderedMail } from './layout.js';
import { itemList } from './item-list.js';
import { shortOrderId } from './money.js';

/** The tracking e-mail sent when the admin marks an order inShipping (order-shipped). */
export function orderShippedMail(input: {
  userName: string;
  orderId: string;
  trackingNumber: string;
  /** The courier's name, e.g. "Delhivery" ('' from an older order service). */
  courierName: string;
  /** The parcel's tracking page, built by order from the courier's pattern ('' when none). */
  trackingUrl: string;
  lines: OrderLine[];
  accountUrl: string;
}): RenderedMail {
  const name = input.userName.trim() || 'there';
  const number = shortOrderId(input.orderId);
  const subject = `Your order #${number} has shipped`;
  const courier = input.courierName.trim();
  const link = safeLink(input.trackingUrl);
  const { html: items, text: textItems } = itemList(input.lines);
  const html = layout(
    subject,
    `<p>Namaste ${escapeHtml(name)},</p>
<p>Good news: your order <strong>#${escapeHtml(number)}</strong> is on its way.</p>
<p style="margin:20px 0;padding:14px 18px;background:#faf6ef;border:1px solid #eadfcd">${courier ? `Courier: <strong>${escapeHtml(courier)}</strong><br>` : ''}Tracking number: <strong>${escapeHtml(input.trackingNumber)}</strong><br><span style="font-size:13px;color:#7a6a5f">Order id: ${escapeHtml(input.orderId)}</span></p>
${link ? `<p style="margin:20px 0"><a href="${escapeHtml(link)}" style="color:#6b1d2a;font-weight:bold">Track your parcel</a></p>` : ''}
${items ? `<p style="margin:0 0 4px">In this parcel:</p><ul style="margin:0 0 20px">${items}</ul>` : ''}
<p style="margin:28px 0"><a href="${escapeHtml(input.accountUrl)}" style="background:#6b1d2a;color:#ffffff;padding:12px 22px;text-decoration:none;border-radius:4px">View your orders</a></p>
<p>With warm regards,<br>The Saree Boutique team</p>`,
  );
  const text = `Namaste ${name},

Good news: your order #${number} is on its way.

${courier ? `Courier: ${courier}\n` : ''}Tracking number: ${input.trackingNumber}
${link ? `Track your parcel: ${link}\n` : ''}Order id: ${input.orderId}
${textItems ? `\nIn this parcel:\n${textItems}\n` : ''}
View your orders: ${input.accountUrl}

With warm regards,
The Saree Boutique team`;
  return { subject, html, text };
}

/** An http(s) link as it is, anything else (or nothing) as ''. */
function safeLink(url: string): string {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : '';
  } catch {
    return '';
  }
}
