import { paragraphs } from './contact-received.template.js';
import { escapeHtml, layout, type RenderedMail } from './layout.js';

/**
 * A newsletter campaign's mail to one subscriber: the message (line breaks kept), the
 * flyer and a visible unsubscribe link (the List-Unsubscribe headers are set by the sender).
 */
export function newsletterMail(input: {
  shopName: string;
  message: string;
  /** Absolute URL of the flyer image; empty for none. */
  flyerUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const subject = `News from ${input.shopName}`;
  const flyer = input.flyerUrl
    ? `<p style="margin:0 0 20px"><img src="${escapeHtml(input.flyerUrl)}" alt="${escapeHtml(`${input.shopName} flyer`)}" width="540" style="display:block;max-width:100%;height:auto;border:0"></p>`
    : '';
  const html = layout(
    subject,
    `${flyer}<p>${paragraphs(input.message)}</p>
<p>With warm regards,<br>${escapeHtml(input.shopName)}</p>
<p style="margin:28px 0 0;font-size:12px;color:#7a6a5f">You receive this e-mail because you subscribed to the ${escapeHtml(input.shopName)} newsletter. <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#6b1d2a">Unsubscribe</a></p>`,
  );
  const text = `${input.message}
${input.flyerUrl ? `\nFlyer: ${input.flyerUrl}\n` : ''}
With warm regards,
${input.shopName}

You receive this e-mail because you subscribed to the ${input.shopName} newsletter.
Unsubscribe: ${input.unsubscribeUrl}`;
  return { subject, html, text };
}
