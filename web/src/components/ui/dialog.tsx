import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Open dialogs: the page stays locked until the last one closes (a confirmation may open
// over another dialog, e.g. cancelling an order from its details).
let openDialogs = 0;

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Read out with the title (aria-describedby). */
  description?: ReactNode;
  /** Receives focus when the dialog opens; otherwise the first focusable control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
};

/**
 * A modal dialog (WAI-ARIA dialog pattern): role="dialog" with aria-modal, labelled by its
 * title and described by its text. While open, the rest of the page is inert, Tab and
 * Shift+Tab stay inside, Escape or a click on the backdrop closes it, and focus returns to
 * the control that was focused before.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  initialFocusRef,
  children,
}: DialogProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const overlay = overlayRef.current;

    // Everything else on the page becomes inert (not focusable, not clickable, hidden from
    // assistive technology) until the dialog closes.
    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === overlay || element.hasAttribute('inert')) continue;
      element.setAttribute('inert', '');
      madeInert.push(element);
    }
    openDialogs += 1;
    document.documentElement.classList.add(styles.locked);

    const target =
      initialFocusRef?.current ??
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panelRef.current;
    target?.focus();

    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      openDialogs -= 1;
      if (openDialogs === 0) document.documentElement.classList.remove(styles.locked);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return createPortal(
    <div
      ref={overlayRef}
      className={styles.overlay}
      onMouseDown={(event) => {
        if (event.target === overlayRef.current) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={styles.panel}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
