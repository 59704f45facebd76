import { Button } from '@/components/button.tsx';
import surface from '@/components/surface.module.css';
import styles from './panel.module.css';

/**
 * What did not load, in place of it, with a way to try again: a section's notice ('Повторить попытку',
 * unavailable while `retrying`), or a compact line in a panel ('Повторить').
 */
export function LoadFailed({
  message,
  onRetry,
  retrying = false,
  compact = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  compact?: boolean;
}) {
  if (compact) {
    return (
      <div className={styles.failure} role="alert">
        <span>{message}</span>
        <Button variant="secondary" className={styles.small} onClick={onRetry}>
          Повторить
        </Button>
      </div>
    );
  }
  return (
    <div className={surface.notice} role="alert">
      <p>{message}</p>
      <p>
        <Button variant="secondary" disabled={retrying} onClick={onRetry}>
          Повторить попытку
        </Button>
      </p>
    </div>
  );
}
