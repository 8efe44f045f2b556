import { shopTimeZone } from '@boutique/service-kit';
import { z } from 'zod';
import {
  commaList,
  DEFAULT_METRO_DISTRICTS,
  PINCODE_PATTERN,
  transitDaysConfig,
} from './delivery.config.js';

const pincode = z.string().regex(PINCODE_PATTERN, 'expected a 6-digit pincode');
const isoDay = z.iso.date();

export const identityConfigSchema = z.object({
  /** HS256 key shared with the gateway, which verifies access tokens locally. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The first admin: created if missing, promoted if present. */
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),

  // The delivery promise (docs/delivery-promise.md).
  /** The pincode parcels leave from: the shop's (Bengaluru G.P.O. unless set). */
  SHOP_PINCODE: pincode.default('560001'),
  /** The shop's time zone: its days are the dispatch calendar's days. */
  SHOP_TIME_ZONE: shopTimeZone,
  /** Orders at or after this hour of the shop's day leave on the next dispatch day. */
  DISPATCH_CUTOFF_HOUR: z.coerce.number().int().min(0).max(24).default(14),
  /** Days with no dispatch besides Sundays: comma-separated YYYY-MM-DD. */
  DISPATCH_HOLIDAYS: commaList(isoDay),
  /** Courier days per zone (JSON zone → {min,max}); unset zones keep their defaults. */
  DELIVERY_TRANSIT_DAYS: transitDaysConfig,
  /** Metro districts besides Delhi, comma-separated, as the postal data names them. */
  DELIVERY_METRO_DISTRICTS: commaList(z.string().min(1), DEFAULT_METRO_DISTRICTS),
  /** Pincodes the shop does not deliver to, comma-separated. */
  DELIVERY_BLOCKED_PINCODES: commaList(pincode),
});

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
