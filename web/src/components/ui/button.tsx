import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './button.module.css';

/** `light` is the outlined button for dark (maroon) backgrounds. */
export type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'ghost' | 'light' | 'danger';

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  options: { block?: boolean; className?: string } = {},
): string {
  return [
    styles.button,
    styles[variant],
    options.block ? styles.block : '',
    options.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner and `busyLabel`, and disables the button. */
  busy?: boolean;
  busyLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  block,
  busy = false,
  busyLabel,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, { block, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
