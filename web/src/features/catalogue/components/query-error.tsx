import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { Button } from '@/components/ui/button';
import styles from './query-error.module.css';

/** A failed load: what went wrong and a way to try again. */
export function QueryError({
  error,
  title = 'We could not load this page',
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.error} role="alert">
      <h2>{title}</h2>
      <p>{getApiErrorMessage(error, 'Please check your connection and try again.')}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** Whether an error means the thing asked for does not exist (404 or "… not found"). */
export function isNotFoundError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if ('status' in error && error.status === 404) return true;
  return /not found/i.test(getApiErrorMessage(error, ''));
}
