import { COURIER_DAY } from '@shop/shared/admin';
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

/** Two time inputs, 'с' and 'до', limited to the courier day. */
export function TimeRange({ from, to, disabled = false, invalid = false, onChange }: TimeRangeProps) {
  return (
    <div className={styles.timeRange}>
      <TimeEnd
        label="с"
        value={from}
        disabled={disabled}
        invalid={invalid}
        onChange={(v) => onChange({ from: v })}
      />
      <TimeEnd
        label="до"
        value={to}
        disabled={disabled}
        invalid={invalid}
        onChange={(v) => onChange({ to: v })}
      />
    </div>
  );
}
