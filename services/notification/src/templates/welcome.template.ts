import { escapeHtml, layout, type RenderedMail } from './layout.js';

export function welcomeMail(input: { userName: string; shopUrl: string }): RenderedMail {
  const name = input.userName.trim() || 'there';
  const subject = 'Welcome to Saree Boutique';
  const html = layout(
    subject,
    `<p>Namaste ${escapeHtml(name)},</p>
<p>Thank you for creating your Saree Boutique account. Your cart, saved addresses and orders now travel with you on every device.</p>
<p>Explore handwoven Banaras silks, airy organzas and everyday cottons, with free shipping across India on orders over ₹1000.</p>
<p style="margin:28px 0"><a href="${escapeHtml(input.shopUrl)}" style="background:#6b1d2a;color:#ffffff;padding:12px 22px;text-decoration:none;border-radius:4px">Start shopping</a></p>
<p>With warm regards,<br>The Saree Boutique team</p>`,
  );
  const text = `Namaste ${name},

Thank you for creating your Saree Boutique account. Your cart, saved addresses and orders now travel with you on every device.

Explore handwoven Banaras silks, airy organzas and everyday cottons, with free shipping across India on orders over Rs 1000.

Start shopping: ${input.shopUrl}

With warm regards,
The Saree Boutique team`;
  return { subject, html, text };
}
