// Files an app fetches itself (with the session's token) and hands to the browser to save:
// the storefront's and the console's invoice and credit-note downloads.

/** What may not appear in a saved file's name: path separators and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\\/:*?"<>|\u0000-\u001f]/g;

function safeName(name: string): string {
  return name.replace(UNSAFE_NAME, '-').replace(/^\.+/, '').trim();
}

/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` before
 * `filename="…"`), made safe to save; `fallback` when it names none.
 *
 * fileNameFromDisposition('attachment; filename="invoice-SB-1.pdf"', 'x.pdf') === 'invoice-SB-1.pdf'
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string) {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const encoded = extended.replace(/^[^']*'[^']*'/, '').replace(/^"(.*)"$/, '$1');
    try {
      const name = safeName(decodeURIComponent(encoded));
      if (name) return name;
    } catch {
      // a malformed escape: try the plain parameter
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]*)/i.exec(header);
  const value = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1];
  const name = value ? safeName(value.trim()) : '';
  return name || fallback;
}

/** How long the browser may take to start saving before the object URL is let go. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Saves `blob` as `fileName` through an object URL and a clicked `<a download>` (the page
 * stays where it is). The URL is revoked a minute later: revoking it at once can cancel the
 * download in some browsers.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
