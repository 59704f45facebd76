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

/** Two time inputs, 'с' and 'до', limited to the courier day. */
export function TimeRange({ from, to, disabled = false, invalid = false, onChange }: TimeRangeProps) {
  const id = useId();
  return (
    <div className={styles.timeRange}>
      <span className={styles.timeEnd}>
        <label className={styles.timeLabel} htmlFor={`${id}-from`}>
          с
        </label>
        <input
          id={`${id}-from`}
          className={styles.time}
          type="time"
          min={COURIER_DAY.from}
          max={COURIER_DAY.to}
          step={60}
          required
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={from}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </span>
      <span className={styles.timeEnd}>
        <label className={styles.timeLabel} htmlFor={`${id}-to`}>
          до
        </label>
        <input
          id={`${id}-to`}
          className={styles.time}
          type="time"
          min={COURIER_DAY.from}
          max={COURIER_DAY.to}
          step={60}
          required
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={to}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </span>
    </div>
  );
}
