import styles from './quantity-stepper.module.css';

/** − n + for a piece count; never below `min`. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label = 'Количество',
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number | undefined;
  label?: string;
}) {
  const canDecrease = value > min;
  const canIncrease = max === undefined || value < max;
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.button}
        aria-label="Уменьшить количество"
        disabled={!canDecrease}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
        <span className="visually-hidden"> шт</span>
      </output>
      <button
        type="button"
        className={styles.button}
        aria-label="Увеличить количество"
        disabled={!canIncrease}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
