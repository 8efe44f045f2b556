// The couriers the shop ships with and their tracking links. The list is configuration
// (ORDER_COURIERS, a JSON array); the defaults below are common Indian couriers whose
// public tracking pages were plausible when written: the owner should open each link once
// with a real tracking number and correct the pattern in ORDER_COURIERS when a courier
// has moved its page (services/order/README.md, "Couriers").
import { z } from 'zod';

export interface Courier {
  /** Stable key stored on the order, e.g. "delhivery". */
  id: string;
  /** As people read it, e.g. "Delhivery". */
  name: string;
  /** https URL; `{tracking}` stands for the URL-encoded tracking number (optional). */
  trackingUrlPattern: string;
}

export const TRACKING_PLACEHOLDER = '{tracking}';

export const DEFAULT_COURIERS: readonly Courier[] = [
  {
    id: 'india-post',
    name: 'India Post / Speed Post',
    // India Post's tracking page takes the number in its form, not in the URL: the link
    // opens the page and the e-mail shows the number to type.
    trackingUrlPattern:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
  {
    id: 'delhivery',
    name: 'Delhivery',
    trackingUrlPattern: 'https://www.delhivery.com/track/package/{tracking}',
  },
  {
    id: 'blue-dart',
    name: 'Blue Dart',
    trackingUrlPattern:
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={tracking}',
  },
  {
    id: 'dtdc',
    name: 'DTDC',
    trackingUrlPattern:
      'https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno={tracking}&TrkType2=awb_no',
  },
  {
    id: 'ekart',
    name: 'Ekart',
    trackingUrlPattern: 'https://ekartlogistics.com/shipmenttrack/{tracking}',
  },
  {
    id: 'xpressbees',
    name: 'Xpressbees',
    trackingUrlPattern: 'https://www.xpressbees.com/shipment/tracking?awbNo={tracking}',
  },
  {
    id: 'shiprocket',
    name: 'Shiprocket',
    trackingUrlPattern: 'https://shiprocket.co/tracking/{tracking}',
  },
];

const courierSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'expected a lower-case id such as "delhivery"'),
  name: z.string().trim().min(1).max(60),
  trackingUrlPattern: z
    .string()
    .trim()
    .max(500)
    .refine((pattern) => {
      try {
        const url = new URL(pattern.replace(TRACKING_PLACEHOLDER, 'X'));
        return url.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'expected an https URL, with {tracking} where the tracking number goes'),
});

/** ORDER_COURIERS: a JSON array of { id, name, trackingUrlPattern }, ids unique. */
export const couriersSchema = z
  .array(courierSchema)
  .min(1)
  .refine(
    (couriers) => new Set(couriers.map((c) => c.id)).size === couriers.length,
    'courier ids must be unique',
  );

/** The config value: unset means the defaults; otherwise JSON checked by couriersSchema. */
export const couriersConfig = z
  .string()
  .optional()
  .transform((text, ctx): Courier[] => {
    if (text === undefined || text.trim() === '') return DEFAULT_COURIERS.map((c) => ({ ...c }));
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON array of couriers' });
      return z.NEVER;
    }
    const checked = couriersSchema.safeParse(parsed);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return checked.data;
  });

/** The parcel's tracking page: the pattern with the URL-encoded tracking number. */
export function trackingUrl(pattern: string, trackingNumber: string): string {
  return pattern.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(trackingNumber.trim()));
}
