import type { DeliveryZone, TransitDays } from '../config/delivery.config.js';
import type { PincodePlace } from './pincode-index.js';

// The delivery promise: how far a pincode is from the shop (its zone), when the parcel
// leaves (the dispatch calendar) and the days the courier takes (per zone). Pure rules;
// GeoService feeds them the shop's settings and the pincode data (docs/delivery-promise.md).

/** As a shopper reads each zone. */
export const ZONE_LABELS: Record<DeliveryZone, string> = {
  'same-city': 'Same city',
  'same-state': 'Same state',
  metro: 'Metro to metro',
  'rest-of-india': 'Rest of India',
  'north-east-remote': 'North-east and remote areas',
};

/** The north-eastern states, and the islands and mountains couriers reach slowest. */
export const NORTH_EAST_AND_REMOTE_STATES: readonly string[] = [
  'AR', 'AS', 'MN', 'ML', 'MZ', 'NL', 'SK', 'TR', // the north-east
  'JK', 'LA', 'AN', 'LD', // Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands, Lakshadweep
]; // prettier-ignore

const METRO_STATES = new Set(['DL']);

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
