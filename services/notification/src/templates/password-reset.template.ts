import { escapeHtml, layout, type RenderedMail } from './layout.js';

export function passwordResetMail(input: {
  userName: string;
  resetUrl: string;
  minutes: number;
}): RenderedMail {
  const name = input.userName.trim() || 'there';
  const subject = 'Reset your Saree Boutique password';
  const html = layout(
    subject,
    `<p>Namaste ${escapeHtml(name)},</p>
<p>We received a request to reset the password of your Saree Boutique account. The link below works once, for the next ${input.minutes} minutes.</p>
<p style="margin:28px 0"><a href="${escapeHtml(input.resetUrl)}" style="background:#6b1d2a;color:#ffffff;padding:12px 22px;text-decoration:none;border-radius:4px">Reset password</a></p>
<p style="font-size:13px;color:#7a6a5f">If the button does not work, copy this address into your browser:<br>${escapeHtml(input.resetUrl)}</p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
  );
  const text = `Namaste ${name},

We received a request to reset the password of your Saree Boutique account. This link works once, for the next ${input.minutes} minutes:

${input.resetUrl}

If you did not ask for this, ignore this e-mail: your password stays as it is.`;
  return { subject, html, text };
}
