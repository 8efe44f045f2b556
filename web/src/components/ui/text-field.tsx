import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldControlProps } from './field-frame';
import styles from './text-field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  /** Shown under the input, tied to it with aria-describedby; sets aria-invalid. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  hint,
  error,
  className,
  required,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <input
        {...inputProps}
        {...fieldControlProps(id, { required, hint, error })}
        className={styles.input}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({
  label,
  hint,
  error,
  className,
  required,
  ...textareaProps
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <textarea
        {...textareaProps}
        {...fieldControlProps(id, { required, hint, error })}
        className={styles.input}
      />
    </FieldFrame>
  );
}
