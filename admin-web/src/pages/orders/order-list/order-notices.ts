// The messages of the orders screen.
import { describeApiError } from '@boutique/web-kit/api-error';

export const ORDER_NOTICES = {
  copied: 'Order ID copied!',
  copyFailed: 'Failed to copy',
  updateFailed: 'Failed to update order status',
  updated: 'Order status updated successfully',
  cashRecorded: 'Cash collected recorded',
  cashFailed: 'Failed to record the cash collected',
  returned: 'Order marked as returned to origin',
  returnFailed: 'Failed to mark the order as returned to origin',
} as const;

/** Why a change failed: the server's message as it is, else the screen's default. */
export function updateFailureMessage(
  error: unknown,
  fallback: string = ORDER_NOTICES.updateFailed,
): string {
  const failure = describeApiError(error);
  return failure.kind === 'refused' && failure.message ? failure.message : fallback;
}
