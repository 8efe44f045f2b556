/** Shared text checks of the content features. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Trimmed and lower-cased: how subscribers' e-mails are stored and compared. */
export function normalizeEmail(email: string | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** An absolute http:// or https:// URL without spaces. */
export function isHttpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) URL or a path of a stored upload ("/media/..."): a picture to show. */
export function isImageLink(image: string): boolean {
  return isHttpUrl(image) || (image.startsWith('/media/') && !/\s/.test(image));
}
