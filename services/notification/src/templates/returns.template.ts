import type { OrderLine } from '@boutique/contracts/order/events/v1/order_events';
import { escapeHtml, layout, type RenderedMail } from './layout.js';
import { itemList } from './item-list.js';
import { rupees, shortOrderId } from './money.js';

/** What every return e-mail says of the return (return-requested, return-updated). */
interface ReturnMailInput {
  userName: string;
  email: string;
  orderId: string;
  lines: OrderLine[];
}

const BOX = 'margin:20px 0;padding:14px 18px;background:#faf6ef;border:1px solid #eadfcd';
const SIGNATURE = 'With warm regards,\nThe Saree Boutique team';

/** A customer's return e-mail: greeting, the message, the lines, the account link. */
function customerMail(
  input: ReturnMailInput & { accountUrl: string },
  subject: string,
  paragraphs: string[],
): RenderedMail {
  const name = input.userName.trim() || 'there';
  const items = itemList(input.lines);
  const html = layout(
    subject,
    `<p>Namaste ${escapeHtml(name)},</p>
<div style="${BOX}">${paragraphs.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join('')}<span style="font-size:13px;color:#7a6a5f">Order id: ${escapeHtml(input.orderId)}</span></div>
${items.html ? `<p style="margin:0 0 4px">Items in the return:</p><ul style="margin:0 0 20px">${items.html}</ul>` : ''}
<p style="margin:28px 0"><a href="${escapeHtml(input.accountUrl)}" style="background:#6b1d2a;color:#ffffff;padding:12px 22px;text-decoration:none;border-radius:4px">View your orders</a></p>
<p>${SIGNATURE.replace('\n', '<br>')}</p>`,
  );
  const text = `Namaste ${name},

${paragraphs.join('\n\n')}
Order id: ${input.orderId}
${items.text ? `\nItems in the return:\n${items.text}\n` : ''}
View your orders: ${input.accountUrl}

${SIGNATURE}`;
  return { subject, html, text };
}

/** To the customer: their return request was received. */
export function returnRequestedMail(
  input: ReturnMailInput & { reasonLabel: string; accountUrl: string },
): RenderedMail {
  const number = shortOrderId(input.orderId);
  return customerMail(input, `We received your return request for order #${number}`, [
    `We received your request to return items of order #${number} (${input.reasonLabel}).`,
    "We'll reply within 2 working days. Please keep the items with their tags and packing until then.",
  ]);
}

/** To the shop: a customer asks to return items. */
export function returnRequestedOwnerMail(
  input: ReturnMailInput & {
    reasonLabel: string;
    note: string;
    itemsAmount: number;
    returnsUrl: string;
    /** Absolute URLs of the customer's photos. */
    photoUrls: string[];
  },
): RenderedMail {
  const number = shortOrderId(input.orderId);
  const subject = `Return requested for order #${number} (${rupees(input.itemsAmount)})`;
  const customer = `${input.userName.trim() || 'A customer'} <${input.email}>`;
  const items = itemList(input.lines);
  const note = input.note.trim();
  const photos = input.photoUrls;
  const photoLinks = photos
    .map((url, index) => `<a href="${escapeHtml(url)}">Photo ${index + 1}</a>`)
    .join(' · ');
  const html = layout(
    subject,
    `<p>${escapeHtml(customer)} asks to return items of order <strong>#${escapeHtml(number)}</strong>.</p>
<p style="${BOX}">Reason: ${escapeHtml(input.reasonLabel)}${note ? `<br>Note: ${escapeHtml(note)}` : ''}${photos.length ? `<br>Photos: ${photoLinks}` : ''}<br><span style="font-size:13px;color:#7a6a5f">Order id: ${escapeHtml(input.orderId)}</span></p>
${items.html ? `<ul style="margin:0 0 20px">${items.html}</ul>` : ''}
<p><a href="${escapeHtml(input.returnsUrl)}" style="color:#6b1d2a;font-weight:bold">Approve or reject it in the admin console</a> (the policy promises a reply within 2 working days).</p>`,
  );
  const text = `${customer} asks to return items of order #${number}.

Reason: ${input.reasonLabel}${note ? `\nNote: ${note}` : ''}${photos.map((url, index) => `\nPhoto ${index + 1}: ${url}`).join('')}
Order id: ${input.orderId}
${items.text ? `\n${items.text}\n` : ''}
Approve or reject it in the admin console: ${input.returnsUrl}`;
  return { subject, html, text };
}

/** To the customer: the owner moved their return on (approved, rejected, received, refunded, replaced). */
export function returnUpdatedMail(
  input: ReturnMailInput & {
    status: string;
    ownerNote: string;
    refundAmount: number;
    paymentMethod: string;
    accountUrl: string;
  },
): RenderedMail | undefined {
  const number = shortOrderId(input.orderId);
  const note = input.ownerNote.trim();
  switch (input.status) {
    case 'approved':
      return customerMail(input, `Your return for order #${number} is approved`, [
        'Your return is approved. Please pack the items with their tags and send them back to us by India Post or a courier; keep the receipt.',
        'We reimburse the return shipping as our policy says, with your refund or replacement.',
        ...(note ? [`From the shop: ${note}`] : []),
      ]);
    case 'rejected':
      return customerMail(input, `About your return for order #${number}`, [
        "We're sorry, we can't accept this return.",
        ...(note ? [`The reason: ${note}`] : []),
        'Reply to this e-mail if you would like to talk to us about it.',
      ]);
    case 'received':
      return customerMail(input, `We received your returned items for order #${number}`, [
        'Your returned parcel has reached us. We will check the items and send your refund or replacement shortly.',
      ]);
    case 'refunded':
      return customerMail(input, `Your refund for order #${number}`, [
        input.paymentMethod === 'cod'
          ? `We have sent you ${rupees(input.refundAmount)} by UPI or bank transfer for your return.`
          : `We have refunded ${rupees(input.refundAmount)} for your return to the original payment method. Banks usually show it within 5–7 working days.`,
        ...(note ? [`From the shop: ${note}`] : []),
      ]);
    case 'replaced':
      return customerMail(input, `A replacement for order #${number} is on its way`, [
        'We are sending you a replacement for the returned items within 5 business days.',
        ...(note ? [`From the shop: ${note}`] : []),
      ]);
    default:
      return undefined;
  }
}
