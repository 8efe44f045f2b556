import { formatDayRange } from '@/lib/format';
import type { DeliveryEstimate } from '../types/delivery';

/** 'Tue, 1 Dec – Fri, 4 Dec', or one day when both ends are the same. */
export function deliveryWindow(estimate: DeliveryEstimate): string {
  return formatDayRange(estimate.earliestDate, estimate.latestDate);
}

/** 'Bengaluru, Karnataka'. */
export function deliveryPlace(estimate: DeliveryEstimate): string {
  return [estimate.district, estimate.stateName].filter(Boolean).join(', ');
}

/**
 * What the pincode check says about cash on delivery: the server's sentence, as it is;
 * '' when the server says nothing about it (older servers, or a blank message).
 */
export function codNote(estimate: Pick<DeliveryEstimate, 'cod'>): string {
  return estimate.cod?.message.trim() ?? '';
}
