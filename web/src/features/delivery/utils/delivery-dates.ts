import type { DeliveryEstimate } from '../types/delivery';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-12-01' → 'Tue, 1 Dec' (the server's days are calendar days, read as such). */
export function formatDeliveryDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** 'Tue, 1 Dec – Fri, 4 Dec', or one day when both ends are the same. */
export function deliveryWindow(estimate: DeliveryEstimate): string {
  const earliest = formatDeliveryDay(estimate.earliestDate);
  const latest = formatDeliveryDay(estimate.latestDate);
  return earliest === latest ? earliest : `${earliest} – ${latest}`;
}

/** 'Bengaluru, Karnataka'. */
export function deliveryPlace(estimate: DeliveryEstimate): string {
  return [estimate.district, estimate.stateName].filter(Boolean).join(', ');
}
