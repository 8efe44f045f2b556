import { z } from 'zod';

// The delivery promise's settings (docs/delivery-promise.md): the zones, the courier days
// per zone and their defaults, the metro districts, and the forms of the env values. The
// rules that use them are geo/delivery-promise.ts.

/** Six digits, not starting with 0: the form of every Indian pincode (addresses' too). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode';

export const DELIVERY_ZONES = [
  'same-city',
  'same-state',
  'metro',
  'rest-of-india',
  'north-east-remote',
] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Courier days, Sundays not counted: at least `min`, at most `max`. */
export interface TransitDays {
  min: number;
  max: number;
}

/**
 * Typical courier times from a metro in India (surface and air mix), to be confirmed with
 * the shop's own courier: `DELIVERY_TRANSIT_DAYS` replaces any of them.
 */
export const DEFAULT_TRANSIT_DAYS: Record<DeliveryZone, TransitDays> = {
  'same-city': { min: 1, max: 2 },
  'same-state': { min: 2, max: 4 },
  metro: { min: 2, max: 4 },
  'rest-of-india': { min: 4, max: 7 },
  'north-east-remote': { min: 6, max: 10 },
};

/** The metros' districts as the postal data names them; every district of Delhi is one. */
export const DEFAULT_METRO_DISTRICTS: readonly string[] = [
  'Mumbai',
  'Mumbai Suburban',
  'Kolkata',
  'Chennai',
  'Bengaluru',
  'Hyderabad',
];
const transitSchema = z
  .object({ min: z.number().int().min(0).max(60), max: z.number().int().min(0).max(60) })
  .refine((days) => days.min <= days.max, 'min must not exceed max');

/** `DELIVERY_TRANSIT_DAYS`: JSON, zone → { min, max }; zones left out keep their default. */
export const transitDaysConfig = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value?.trim()) return DEFAULT_TRANSIT_DAYS;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'expected JSON: {"same-city":{"min":1,"max":2}}',
      });
      return z.NEVER;
    }
    const checked = z.partialRecord(z.enum(DELIVERY_ZONES), transitSchema).safeParse(parsed);
    if (!checked.success) {
      context.addIssue({
        code: 'custom',
        message: `expected zone → {min,max} with zones ${DELIVERY_ZONES.join(', ')}`,
      });
      return z.NEVER;
    }
    return { ...DEFAULT_TRANSIT_DAYS, ...checked.data };
  });

/** A comma-separated list, trimmed, empty parts dropped. */
export const commaList = (item: z.ZodType<string, string>, fallback: readonly string[] = []) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? [...fallback]
        : value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
    )
    .pipe(z.array(item));
