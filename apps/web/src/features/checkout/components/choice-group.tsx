import { useId, type ReactNode } from 'react';
import styles from './choices.module.css';

/** A set of radio cards or chips with its legend and the error of its field (e.g. no store chosen). */
export function ChoiceGroup({
  legend,
  error,
  hideLegend = false,
  validated = true,
  children,
}: {
  legend: string;
  error?: string | undefined;
  hideLegend?: boolean;
  /** false: a group that cannot be wrong (the delivery method) keeps no room for a message. */
  validated?: boolean;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={`${styles.group} ${error ? styles.invalid : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      {children}
      {validated ? (
        <p id={errorId} className={styles.error} aria-live="polite">
          {error ?? ''}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}

/** A radio button shaped as a card: the whole card is its label. */
export function RadioCard({ name, value, checked, onChange, children }: RadioCardProps) {
  return (
    <label className={styles.card}>
      <input
        className={styles.native}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
      />
      <span className={styles.mark} aria-hidden="true" />
      {children}
    </label>
  );
}

/** A radio button shaped as a pill (a date, a time slot). */
export function RadioChip({ name, value, checked, onChange, children }: RadioCardProps) {
  return (
    <label className={styles.chip}>
      <input
        className={styles.native}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
      />
      {children}
    </label>
  );
}
