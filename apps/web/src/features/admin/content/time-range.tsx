import { COURIER_DAY } from '@shop/shared/content/delivery-slots';
import { useId } from 'react';
import styles from './content-section.module.css';

export interface TimeRangeProps {
  from: string;
  to: string;
  disabled?: boolean;
  invalid?: boolean;
  onChange: (next: { from?: string; to?: string }) => void;
}

interface TimeEndProps {
  label: string;
  value: string;
  disabled: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}

/** One end of the range: a labelled time input within the courier day. */
function TimeEnd({ label, value, disabled, invalid, onChange }: TimeEndProps) {
  const id = useId();
  return (
    <span className={styles.timeEnd}>
      <label className={styles.timeLabel} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.time}
        type="time"
        min={COURIER_DAY.from}
        max={COURIER_DAY.to}
        step={60}
        required
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}

const ends = [
  { key: 'from', label: 'с' },
  { key: 'to', label: 'до' },
] as const;

/** Two time inputs, 'с' and 'до', limited to the courier day. */
export function TimeRange({ disabled = false, invalid = false, onChange, ...values }: TimeRangeProps) {
  return (
    <div className={styles.timeRange}>
      {ends.map(({ key, label }) => (
        <TimeEnd
          key={key}
          label={label}
          value={values[key]}
          disabled={disabled}
          invalid={invalid}
          onChange={(value) => onChange({ [key]: value })}
        />
      ))}
    </div>
  );
}
