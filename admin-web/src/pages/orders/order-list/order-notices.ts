// The messages of the orders screen.
import { describeApiError } from '@boutique/web-kit/api-error';

export const ORDER_NOTICES = {
  copied: 'Order ID copied!',
  copyFailed: 'Failed to copy',
  updateFailed: 'Failed to update order status',
  updated: 'Order status updated successfully',
} as const;

/** Why a status update failed: the server's message as it is, else the screen's default. */
export function updateFailureMessage(error: unknown): string {
  const failure = describeApiError(error);
  return failure.kind === 'refused' && failure.message
    ? failure.message
    : ORDER_NOTICES.updateFailed;
}
