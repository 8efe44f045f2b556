/** Escapes text for HTML e-mail bodies. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The boutique's e-mail frame: inline styles only, as mail clients need. */
export function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#faf6ef;font-family:Georgia,'Times New Roman',serif;color:#2b1b17">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf6ef;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #eadfcd">
<tr><td style="background:#6b1d2a;color:#f3d9a4;padding:20px 28px;font-size:22px;letter-spacing:1px">Saree Boutique</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#7a6a5f;border-top:1px solid #eadfcd">Handpicked sarees, delivered across India.</td></tr>
</table></td></tr></table></body></html>`;
}
