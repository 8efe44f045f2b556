// How the catalogue screens report a failed call: the
// screen's own title ("Failed to add product") with the server's message, or "Network error
// or server is unavailable" when no answer came.
import type { App } from 'antd';
import { describeApiError, UNREACHABLE_MESSAGE } from '@boutique/web-kit/api-error';

type NotificationApi = ReturnType<typeof App.useApp>['notification'];

const TRY_AGAIN = 'Please try again.';

/** The description a failed call gets under its title. */
export function failureDescription(error: unknown): string {
  const failure = describeApiError(error);
  return failure.kind === 'refused' ? (failure.message ?? TRY_AGAIN) : UNREACHABLE_MESSAGE;
}

export function notifyCallFailure(notification: NotificationApi, title: string, error: unknown) {
  notification.error({ title, description: failureDescription(error) });
}
