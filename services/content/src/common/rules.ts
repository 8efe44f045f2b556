/** Shared text checks of the content features. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Trimmed and lower-cased: how subscribers' e-mails are stored and compared. */
export function normalizeEmail(email: string | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/**
 * Links the shop shows: an http(s) URL, or a stored upload's "/media/..." path (banners,
 * flyers). The one rule lives in service-kit, shared with the gateway and the catalogue.
 */
export { isHttpUrl, isMediaLink as isImageLink } from '@boutique/service-kit';
