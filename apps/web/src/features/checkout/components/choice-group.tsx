import { createContext, useContext, useId, type ReactNode } from 'react';
import { fieldStyles } from '@/components/text-field.tsx';
import styles from './choices.module.css';

/** The error of the group a radio button is in: each button is marked invalid and described by it. */
const GroupError = createContext<{ id: string; shown: boolean }>({ id: '', shown: false });

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
      <legend className={hideLegend ? 'visually-hidden' : `${fieldStyles.label} ${styles.legend}`}>
        {legend}
      </legend>
      <GroupError.Provider value={{ id: errorId, shown: Boolean(error) }}>{children}</GroupError.Provider>
      {/* Always in the layout, as under text fields: a message appearing moves nothing. */}
      {validated ? (
        <p id={errorId} className={fieldStyles.error} aria-live="polite">
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

/** A radio button drawn by its label: the input covers the label, the label's class draws the choice. */
function RadioLabel({ className, children, ...input }: RadioCardProps & { className: string | undefined }) {
  const error = useContext(GroupError);
  return (
    <label className={className}>
      <input
        className={styles.native}
        type="radio"
        aria-invalid={error.shown || undefined}
        aria-describedby={error.shown ? error.id : undefined}
        {...input}
      />
      {children}
    </label>
  );
}

/** A radio button shaped as a card: the whole card is its label. */
export const RadioCard = ({ children, ...props }: RadioCardProps) => (
  <RadioLabel className={styles.card} {...props}>
    <span className={styles.mark} aria-hidden="true" />
    {children}
  </RadioLabel>
);

/** A radio button shaped as a pill (a date, a time slot). */
export const RadioChip = (props: RadioCardProps) => <RadioLabel className={styles.chip} {...props} />;
