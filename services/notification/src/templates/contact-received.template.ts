import { escapeHtml, layout, type RenderedMail } from './layout.js';

function receivedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** Text as HTML with its line breaks kept. */
export function paragraphs(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>\n');
}

/** The shop owner's copy of a contact-form message (contact-received). */
export function contactReceivedMail(input: {
  name: string;
  email: string;
  message: string;
  createdAt: string;
}): RenderedMail {
  const name = input.name.trim() || input.email.trim() || 'a visitor';
  const subject = `New message from ${name}`;
  const when = receivedAt(input.createdAt);
  const html = layout(
    subject,
    `<p>A visitor sent a message through the contact form.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;font-size:15px">
<tr><td style="padding:4px 12px 4px 0;color:#7a6a5f">Name</td><td style="padding:4px 0">${escapeHtml(input.name)}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#7a6a5f">E-mail</td><td style="padding:4px 0"><a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#7a6a5f">Received</td><td style="padding:4px 0">${escapeHtml(when)}</td></tr>
</table>
<p style="margin:0 0 4px;color:#7a6a5f">Message:</p>
<p style="margin:0 0 20px;padding:14px 18px;background:#faf6ef;border:1px solid #eadfcd">${paragraphs(input.message)}</p>
<p style="font-size:13px;color:#7a6a5f">Reply to this e-mail to answer ${escapeHtml(name)}.</p>`,
  );
  const text = `A visitor sent a message through the contact form.

Name: ${input.name}
E-mail: ${input.email}
Received: ${when}

Message:
${input.message}

Reply to this e-mail to answer ${name}.`;
  return { subject, html, text };
}
