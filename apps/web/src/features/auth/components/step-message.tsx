import styles from './auth-modal.module.css';

export interface StepNote {
  text: string;
  tone: 'error' | 'info';
}

/** A step's error or progress line, announced to screen readers; its space is kept when empty. */
export function StepMessage({ id, note }: { id?: string; note: StepNote | null }) {
  return (
    <p
      id={id}
      className={`${styles.message} ${note?.tone === 'error' ? styles.error : styles.busy}`}
      aria-live="polite"
    >
      {note?.text ?? ''}
    </p>
  );
}
