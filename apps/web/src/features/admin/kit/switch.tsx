import styles from './switch.module.css';

/**
 * An on/off switch (role="switch"). With `visibleLabel` its name is written beside it; in a table cell the
 * column names it for the eye and `label` names it for screen readers.
 */
export function Switch({
  label,
  checked,
  onChange,
  disabled = false,
  busy = false,
  visibleLabel = false,
  accessibleName,
}: {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
  visibleLabel?: boolean;
  /** A fuller name for screen readers than the visible one (which product's switch it is). */
  accessibleName?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={accessibleName ?? (visibleLabel ? undefined : label)}
      aria-busy={busy || undefined}
      disabled={disabled}
      className={`${styles.switch} ${busy ? styles.busy : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {visibleLabel ? <span className={styles.label}>{label}</span> : null}
    </button>
  );
}
