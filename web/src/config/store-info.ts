// Facts about the boutique shown on several screens: the promo bar,
// the footer and the contact page read them from here.

/** The shop's name: the document title, link previews (app/ssr/head.ts). */
export const SITE_NAME = 'Saree Boutique';

/** A page's document title, on the client (DocumentTitle) and on the server alike. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

export const BUSINESS_HOURS = 'Monday to Saturday, 11am to 8pm';

/** The shop's phone, as shown and as dialled (E.164). */
export const STORE_PHONE = { display: '+91 98765 43210', dial: '+919876543210' } as const;

export const STORE_EMAIL = 'hello@sareeboutique.in';

/** The messaging app (WhatsApp): a chat with the shop's number. */
export const STORE_WHATSAPP_URL = `https://wa.me/${STORE_PHONE.dial.replace(/\D/g, '')}`;

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/sareeboutique' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/sareeboutique' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@sareeboutique' },
];

/** The header promo bar's messages, rotating every 5 s. */
export const PROMO_MESSAGES: readonly string[] = [
  'Luxury looks at affordable prices',
  'Free shipping on orders over ₹1000',
  'Unveil your true beauty',
];

/** The announcement bar's messages, rotating every 4 s with a 300 ms fade. */
export const ANNOUNCEMENTS: readonly string[] = [
  'Free shipping across India on orders over ₹1000',
  'New sarees arrive every week: see New Arrivals',
  `Questions? We answer ${BUSINESS_HOURS}`,
];
