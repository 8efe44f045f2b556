// Saving a file the API answered (a PDF invoice, say) under the server's file name: the
// name from Content-Disposition, and a click on an <a download> pointing at an object URL.

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8) first, then
 * `filename`; `fallback` when there is none. Any path is dropped.
 */
export function fileNameFromDisposition(
  header: string | null | undefined,
  fallback: string,
): string {
  const value = header ?? '';
  let name = '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(value);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = '';
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(value);
    name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  }
  name = name.split(/[\\/]/).pop()?.trim() ?? '';
  return name || fallback;
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has started from the click; the URL is no longer needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
