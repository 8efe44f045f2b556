import type { ReactNode } from 'react';
import styles from './text-field.module.css';

/** The ids a control points at with aria-describedby: its hint, then its error. */
export function fieldDescription(
  id: string,
  { hint, error }: { hint?: string | null; error?: string | null },
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The attributes tying a control to its frame: id, required, invalid and description. */
export function fieldControlProps(
  id: string,
  { required, hint, error }: { required?: boolean; hint?: string | null; error?: string | null },
) {
  return {
    id,
    // aria-required only: the forms show their own messages instead of the browser's.
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescription(id, { hint, error }),
  };
}

type FieldFrameProps = {
  /** The id of the control inside. */
  id: string;
  label: string;
  hint?: string | null;
  error?: string | null;
  /** Marks the label; the control itself carries aria-required. */
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Label, control, hint and error of one form field. The control gets its description ids
 * from `fieldDescription` and `aria-invalid` when there is an error.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
