import type { OrderLine } from '@boutique/contracts/order/events/v1/order_events';
import { escapeHtml, layout, type RenderedMail } from './layout.js';
import { rupees, shortOrderId } from './money.js';

const cell = 'padding:8px 6px;border-bottom:1px solid #eadfcd;vertical-align:top';
const head = 'padding:8px 6px;border-bottom:2px solid #6b1d2a;text-align:left;font-size:13px';

function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * The delivery promise made at checkout ('2026-12-01', '2026-12-02' → 'Tue, 1 Dec – Wed,
 * 2 Dec'; one day when both are the same), or '' when none was given.
 */
export function deliveryWindow(earliest: string, latest: string): string {
  const day = (value: string) => {
    const date = new Date(`${value}T00:00:00Z`);
    return value && !Number.isNaN(date.getTime()) ? dayFormat.format(date) : '';
  };
  const first = day(earliest);
  const last = day(latest);
  if (!first || !last) return '';
  return first === last ? first : `${first} – ${last}`;
}

/** The order confirmation sent when the payment is captured (order-paid). */
export function orderConfirmationMail(input: {
  userName: string;
  orderId: string;
  orderDate: string;
  lines: OrderLine[];
  totalAmount: number;
  paymentId: string;
  shippingName: string;
  shippingAddress: string;
  /** The GST invoice issued with the payment ('' when none): downloadable from My Account. */
  invoiceNumber?: string;
  /** The delivery promise made at checkout (YYYY-MM-DD, or '' for none). */
  deliveryEarliestDate?: string;
  deliveryLatestDate?: string;
  /** Cash on delivery: the cash to pay at the door (paise); 0 for an order paid online. */
  amountDue?: number;
  accountUrl: string;
}): RenderedMail {
  const name = input.userName.trim() || 'there';
  const number = shortOrderId(input.orderId);
  const subject = `Order confirmed: #${number}`;
  const placed = orderDate(input.orderDate);
  const expected = deliveryWindow(input.deliveryEarliestDate ?? '', input.deliveryLatestDate ?? '');
  const rows = input.lines
    .map(
      (line) => `<tr>
<td style="${cell}">${escapeHtml(line.title)}</td>
<td style="${cell}">${escapeHtml(line.productCode || '–')}</td>
<td style="${cell}">${escapeHtml(line.colourTitle || '–')}</td>
<td style="${cell};text-align:right">${line.quantity}</td>
<td style="${cell};text-align:right;white-space:nowrap">${rupees(line.price * line.quantity)}</td>
</tr>`,
    )
    .join('\n');
  const html = layout(
    subject,
    `<p>Namaste ${escapeHtml(name)},</p>
<p>Thank you for your order. Your payment has been received and order <strong>#${escapeHtml(number)}</strong> is confirmed${placed ? ` (placed on ${escapeHtml(placed)})` : ''}. We will e-mail you the tracking number as soon as it ships.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:20px 0;font-size:14px">
<tr><th style="${head}">Item</th><th style="${head}">Code</th><th style="${head}">Colour</th><th style="${head};text-align:right">Qty</th><th style="${head};text-align:right">Total</th></tr>
${rows}
<tr><td colspan="4" style="padding:10px 6px;text-align:right;font-weight:bold">Order total</td><td style="padding:10px 6px;text-align:right;font-weight:bold;white-space:nowrap">${rupees(input.totalAmount)}</td></tr>
</table>
<p style="margin:0 0 4px"><strong>Shipping to</strong></p>
<p style="margin:0 0 20px">${escapeHtml(input.shippingName)}<br>${escapeHtml(input.shippingAddress)}</p>
${expected ? `<p style="margin:0 0 20px"><strong>Expected delivery:</strong> ${escapeHtml(expected)}</p>` : ''}
${input.amountDue ? `<p style="margin:0 0 12px;padding:12px 16px;background:#faf6ef;border:1px solid #eadfcd"><strong>Cash on delivery:</strong> please keep <strong>${rupees(input.amountDue)}</strong> ready for the courier (cash or UPI at the door).</p>` : ''}
${input.invoiceNumber ? `<p style="margin:0 0 12px">Tax invoice <strong>${escapeHtml(input.invoiceNumber)}</strong> is attached; you can also download it from your orders in My Account.</p>` : ''}
${input.paymentId ? `<p style="font-size:13px;color:#7a6a5f">Payment reference: ${escapeHtml(input.paymentId)}</p>` : ''}
<p style="margin:28px 0"><a href="${escapeHtml(input.accountUrl)}" style="background:#6b1d2a;color:#ffffff;padding:12px 22px;text-decoration:none;border-radius:4px">View your orders</a></p>
<p>With warm regards,<br>The Saree Boutique team</p>`,
  );
  const textLines = input.lines
    .map(
      (line) =>
        `- ${line.title}${line.productCode ? ` (${line.productCode})` : ''}${line.colourTitle ? `, ${line.colourTitle}` : ''} x ${line.quantity}: ${rupees(line.price * line.quantity)}`,
    )
    .join('\n');
  const text = `Namaste ${name},

Thank you for your order. Your payment has been received and order #${number} is confirmed${placed ? ` (placed on ${placed})` : ''}. We will e-mail you the tracking number as soon as it ships.

${textLines}

Order total: ${rupees(input.totalAmount)}

Shipping to:
${input.shippingName}
${input.shippingAddress}
${expected ? `\nExpected delivery: ${expected}\n` : ''}${input.amountDue ? `\nCash on delivery: please keep ${rupees(input.amountDue)} ready for the courier (cash or UPI at the door).\n` : ''}${input.invoiceNumber ? `\nTax invoice ${input.invoiceNumber} is attached; you can also download it from your orders in My Account.\n` : ''}${input.paymentId ? `\nPayment reference: ${input.paymentId}\n` : ''}
View your orders: ${input.accountUrl}

With warm regards,
The Saree Boutique team`;
  return { subject, html, text };
}
