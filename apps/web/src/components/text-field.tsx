import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  /** The field's problem, shown under it and announced; null when there is none. */
  error?: string | null | undefined;
  hint?: string | undefined;
  /** What belongs to the field right under its input (a status, an action); name it in aria-describedby. */
  children?: ReactNode;
}

/**
 * A labelled text input with its hint and its error (aria-invalid, aria-describedby); an aria-describedby
 * given is added to theirs.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  children,
  'aria-describedby': extraDescription,
  ...input
}: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extraDescription ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

export { styles as fieldStyles };
