import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './sheet.module.css';

type SheetProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** `bottom` is the phone sheet that slides up from the bottom edge; `top` drops down. */
  side?: 'left' | 'right' | 'bottom' | 'top';
  children: ReactNode;
};

/**
 * A side (or bottom) panel on the native modal <dialog>: it traps focus, makes the page behind inert,
 * closes on Escape and returns focus to the control that opened it. A click on the
 * backdrop closes it too.
 */
export function Sheet({ open, onClose, title, side = 'left', children }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={[styles.sheet, side === 'left' ? '' : styles[side]].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <CloseIcon />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
