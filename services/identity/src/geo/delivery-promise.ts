import { z } from 'zod';
import type { PincodePlace } from './pincode-index.js';

// The delivery promise: how far a pincode is from the shop (its zone), when the parcel
// leaves (the dispatch calendar) and the days the courier takes (per zone). Pure rules;
// GeoService feeds them the shop's settings and the pincode data (docs/delivery-promise.md).

export const DELIVERY_ZONES = [
  'same-city',
  'same-state',
  'metro',
  'rest-of-india',
  'north-east-remote',
] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** As a shopper reads each zone. */
export const ZONE_LABELS: Record<DeliveryZone, string> = {
  'same-city': 'Same city',
  'same-state': 'Same state',
  metro: 'Metro to metro',
  'rest-of-india': 'Rest of India',
  'north-east-remote': 'North-east and remote areas',
};

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

/** The north-eastern states, and the islands and mountains couriers reach slowest. */
export const NORTH_EAST_AND_REMOTE_STATES: readonly string[] = [
  'AR', 'AS', 'MN', 'ML', 'MZ', 'NL', 'SK', 'TR', // the north-east
  'JK', 'LA', 'AN', 'LD', // Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands, Lakshadweep
]; // prettier-ignore

/** The metros' districts as the postal data names them; every district of Delhi is one. */
export const DEFAULT_METRO_DISTRICTS: readonly string[] = [
  'Mumbai',
  'Mumbai Suburban',
  'Kolkata',
  'Chennai',
  'Bengaluru',
  'Hyderabad',
];
const METRO_STATES = new Set(['DL']);

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

export interface DeliverySettings {
  origin: PincodePlace;
  transitDays: Record<DeliveryZone, TransitDays>;
  /** District names (any case) that are metros, besides Delhi. */
  metroDistricts: readonly string[];
  /** YYYY-MM-DD days with no dispatch (Sundays never dispatch). */
  holidays: ReadonlySet<string>;
  /** Orders at or after this hour of the shop's day leave on the next dispatch day. */
  cutoffHour: number;
  timeZone: string;
  /** Pincodes the shop does not deliver to. */
  blocked: ReadonlySet<string>;
}

export interface DeliveryEstimate {
  zone: DeliveryZone;
  /** YYYY-MM-DD, in the shop's time zone. */
  dispatchDate: string;
  earliestDate: string;
  latestDate: string;
}

function isMetro(place: PincodePlace, metroDistricts: readonly string[]): boolean {
  if (METRO_STATES.has(place.state.code)) return true;
  const district = place.district.toLowerCase();
  return metroDistricts.some((metro) => metro.toLowerCase() === district);
}

/** How far `destination` is from the shop's `origin`. */
export function zoneOf(
  origin: PincodePlace,
  destination: PincodePlace,
  metroDistricts: readonly string[],
): DeliveryZone {
  if (NORTH_EAST_AND_REMOTE_STATES.includes(destination.state.code)) return 'north-east-remote';
  const sameState = origin.state.code === destination.state.code;
  if (sameState && origin.district.toLowerCase() === destination.district.toLowerCase())
    return 'same-city';
  if (sameState) return 'same-state';
  if (isMetro(origin, metroDistricts) && isMetro(destination, metroDistricts)) return 'metro';
  return 'rest-of-india';
}

/** The shop's calendar day (YYYY-MM-DD) and hour at `now`. */
export function shopDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/** The first day on or after `day` that is neither a Sunday nor a listed holiday. */
export function nextDispatchDay(day: string, holidays: ReadonlySet<string>): string {
  let candidate = day;
  // A year of holidays cannot hold more than 366 days in a row.
  for (let guard = 0; guard < 400; guard += 1) {
    if (!isSunday(candidate) && !holidays.has(candidate)) return candidate;
    candidate = addDays(candidate, 1);
  }
  return candidate;
}

/** `day` plus `count` courier days (Sundays are not counted: couriers do not deliver). */
export function addCourierDays(day: string, count: number): string {
  let result = day;
  let left = count;
  while (left > 0) {
    result = addDays(result, 1);
    if (!isSunday(result)) left -= 1;
  }
  return result;
}

/** When an order placed at `now` for `destination` leaves the shop and arrives. */
export function estimateDelivery(
  now: Date,
  destination: PincodePlace,
  settings: DeliverySettings,
): DeliveryEstimate {
  const zone = zoneOf(settings.origin, destination, settings.metroDistricts);
  const { day, hour } = shopDayAndHour(now, settings.timeZone);
  const firstDay = hour >= settings.cutoffHour ? addDays(day, 1) : day;
  const dispatchDate = nextDispatchDay(firstDay, settings.holidays);
  const transit = settings.transitDays[zone];
  return {
    zone,
    dispatchDate,
    earliestDate: addCourierDays(dispatchDate, transit.min),
    latestDate: addCourierDays(dispatchDate, transit.max),
  };
}
