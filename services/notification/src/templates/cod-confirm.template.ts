import type { OrderLine } from '@boutique/contracts/order/events/v1/order_events';
import { itemList } from './item-list.js';
import { escapeHtml, layout, type RenderedMail } from './layout.js';
import { rupees, shortOrderId } from './money.js';

/** "27 November 2026, 4:05 pm" in the shop's time zone. */
function deadline(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(at);
}

/**
 * To the customer who placed a cash-on-delivery order (cod-order-placed): the link that
 * confirms it, before the deadline, after which it is cancelled. The link opens a page that
 * asks for one click (a mail scanner opening it confirms nothing).
 */
export function codConfirmMail(input: {
  userName: string;
  orderId: string;
  lines: readonly OrderLine[];
  /** Paise, the fee included. */
  totalAmount: number;
  codFee: number;
  confirmUrl: string;
  confirmBy: string;
  timeZone: string;
}): RenderedMail {
  const name = input.userName.trim() || 'there';
  const number = shortOrderId(input.orderId);
  const total = rupees(input.totalAmount);
  const by = deadline(input.confirmBy, input.timeZone);
  const items = itemList(input.lines);
  const fee = input.codFee > 0 ? ` (includes a ${rupees(input.codFee)} cash-on-delivery fee)` : '';
  const subject = `Please confirm your cash-on-delivery order #${number}`;
  const html = layout(
    subject,
    `<p>Namaste ${escapeHtml(name)},</p>
<p>Thank you for your order <strong>#${escapeHtml(number)}</strong>, to be paid in cash at delivery: <strong>${escapeHtml(total)}</strong>${escapeHtml(fee)}.</p>
<ul>${items.html}</ul>
<p>Please confirm it${by ? ` by <strong>${escapeHtml(by)}</strong>` : ''}; an order that is not confirmed is cancelled and its sarees go back on sale.</p>
<p style="margin:28px 0"><a href="${escapeHtml(input.confirmUrl)}" style="background:#6b1d2a;color:#ffffff;padding:12px 22px;text-decoration:none;border-radius:4px">Confirm my order</a></p>
<p style="font-size:13px;color:#7a6a5f">If you did not place this order, ignore this e-mail: nothing will be sent.</p>
<p>With warm regards,<br>The Saree Boutique team</p>`,
  );
  const text = `Namaste ${name},

Thank you for your order #${number}, to be paid in cash at delivery: ${total}${fee}.

${items.text}

Please confirm it${by ? ` by ${by}` : ''}; an order that is not confirmed is cancelled and its sarees go back on sale.

Confirm my order: ${input.confirmUrl}

If you did not place this order, ignore this e-mail: nothing will be sent.

With warm regards,
The Saree Boutique team`;
  return { subject, html, text };
}
