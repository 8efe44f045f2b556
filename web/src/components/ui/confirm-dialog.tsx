import { useRef } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './dialog.module.css';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs: the buttons are disabled and the dialog stays open. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a destructive action. Focus starts on Cancel, the harmless choice; Escape and
 * the backdrop cancel too (not while the action runs).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      description={<p>{message}</p>}
      initialFocusRef={cancelRef}
    >
      <div className={styles.actions}>
        <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
