import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldControlProps } from './field-frame';
import styles from './text-field.module.css';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
};

/** A native <select> with the text field's label, hint and error. */
export function SelectField({
  label,
  hint,
  error,
  className,
  required,
  children,
  ...selectProps
}: SelectFieldProps) {
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
      <select
        {...selectProps}
        {...fieldControlProps(id, { required, hint, error })}
        className={`${styles.input} ${styles.select}`}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
