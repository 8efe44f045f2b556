import { CloseIcon } from '@/components/ui/icons';
import type { ToastOptions } from './toast-context';
import styles from './toast.module.css';

type ToastViewportProps = {
  toast: (ToastOptions & { id: number }) | null;
  onDismiss: () => void;
};

/**
 * The live region where the single current toast appears. It stays mounted so screen
 * readers announce each new message politely.
 */
export function ToastViewport({ toast, onDismiss }: ToastViewportProps) {
  return (
    <div
      className={styles.viewport}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label="Notifications"
    >
      {toast ? (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.variant ?? 'default']}`}
          data-variant={toast.variant ?? 'default'}
        >
          <div className={styles.body}>
            <p className={styles.title}>{toast.title}</p>
            {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={onDismiss}
            aria-label="Dismiss notification"
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
