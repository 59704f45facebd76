import {
  useId,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { fieldStyles } from '@/components/text-field.tsx';
import styles from './fields.module.css';

interface FieldFrame {
  label: string;
  hint?: string | undefined;
  /** The field's problem under it (announced); null when there is none. */
  error?: string | null | undefined;
  className?: string | undefined;
}

function useDescribedBy(hint: string | undefined, error: string | null | undefined) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

function Below({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always in the layout, so that a message appearing does not move the fields below. */}
      <p id={`${id}-error`} className={fieldStyles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </>
  );
}

/** A labelled multi-line text field, looking like the shop's text fields. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...area
}: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const { id, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={`${fieldStyles.field} ${className ?? ''}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${fieldStyles.input} ${styles.area}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
      <Below id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled select, looking like the shop's text fields. */
export function SelectField({
  label,
  className,
  children,
  ...select
}: Omit<FieldFrame, 'hint' | 'error'> & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <div className={`${fieldStyles.field} ${className ?? ''}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={`${fieldStyles.input} ${styles.select}`} {...select}>
        {children}
      </select>
    </div>
  );
}

/** A labelled input without room for a message under it (search and filter bars). */
export function BareField({
  label,
  className,
  ...input
}: Omit<FieldFrame, 'hint' | 'error'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <div className={`${fieldStyles.field} ${className ?? ''}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={`${fieldStyles.input} ${styles.bare}`} {...input} />
    </div>
  );
}

/** A labelled number input with its unit, hint and error (prices, stock, nutrition). */
export function NumberField({
  label,
  unit,
  hint,
  error,
  className,
  ...input
}: FieldFrame & { unit: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const { id, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={`${fieldStyles.field} ${className ?? ''}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.withUnit}>
        <input
          id={id}
          className={`${fieldStyles.input} ${styles.number}`}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
      </div>
      <Below id={id} hint={hint} error={error} />
    </div>
  );
}
