/**
 * The newsletter's unsubscribe pages: small, self-contained HTML (no script, no external
 * resources; an inline style, which the gateway's CSP allows), every value escaped. The
 * confirmation page only shows a form: opening the link (a mail scanner does) unsubscribes
 * no one; the form POSTs to the same URL.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** The path of an unsubscribe link (the form's action). */
export function unsubscribePath(token: string): string {
  return `/api/shop/newsletter/unsubscribe/${encodeURIComponent(token)}`;
}

const STYLE =
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#faf7f2;' +
  'color:#2d2a26;margin:0;padding:48px 16px}main{max-width:480px;margin:0 auto;background:#fff;' +
  'border-radius:8px;padding:32px;box-shadow:0 1px 4px rgba(0,0,0,.08);text-align:center}' +
  'h1{font-size:1.25rem;margin:0 0 16px}p{margin:0 0 16px;line-height:1.5}' +
  'button{background:#8b1e3f;color:#fff;border:0;border-radius:4px;padding:10px 24px;' +
  'font-size:1rem;cursor:pointer}button:focus,a:focus{outline:2px solid #2d2a26;outline-offset:2px}' +
  'a{color:#8b1e3f}nav{margin-top:24px;font-size:.95rem}';

/** Every page offers the way back to the shop. */
const BACK_TO_SHOP = '<nav><a href="/shop/home">Back to the shop</a></nav>';

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex,nofollow">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}${BACK_TO_SHOP}</main></body></html>`
  );
}

/** "Unsubscribe {email} from the newsletter?" with an Unsubscribe button. */
export function confirmPage(email: string, token: string): string {
  const question = `Unsubscribe ${email} from the newsletter?`;
  return page(
    'Unsubscribe',
    `<h1>${escapeHtml(question)}</h1>` +
      `<form method="post" action="${escapeHtml(unsubscribePath(token))}">` +
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
      '<button type="submit">Unsubscribe</button></form>',
  );
}

/** A page with one message (done, or why not). */
export function messagePage(message: string): string {
  return page('Newsletter', `<p>${escapeHtml(message)}</p>`);
}
