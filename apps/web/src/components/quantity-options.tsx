import styles from './quantity-options.module.css';

export interface ChoiceOption {
  value: number;
  label: string;
  /** A unit after the label ('шт'); compact rows in narrow cards hide it visually, not from screen readers. */
  unit?: string;
}

/**
 * A row of toggle chips for one numeric choice (pieces 1/4/8/12, a box size, a gift card's denomination).
 * Each chip is a button with aria-pressed; the group is named by `label`.
 */
export function QuantityOptions({
  label,
  options,
  value,
  onChange,
  compact = false,
  className,
}: {
  label: string;
  options: readonly ChoiceOption[];
  value: number | null;
  onChange: (value: number) => void;
  compact?: boolean;
  className?: string | undefined;
}) {
  const classes = [styles.options, compact ? styles.compact : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.option}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {/* One run of text with a real space: the chip's name is what it shows, '1 шт'. */}
          <span>
            {option.label}
            {option.unit ? (
              <>
                {' '}
                <span className={styles.unit}>{option.unit}</span>
              </>
            ) : null}
          </span>
        </button>
      ))}
    </div>
  );
}
