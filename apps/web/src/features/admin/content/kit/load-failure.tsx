import { Button } from '../../../../components/button.tsx';
import styles from './panel.module.css';

/** A panel whose data did not load: the message, and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failure} role="alert">
      <span>{message}</span>
      <Button variant="secondary" className={styles.small} onClick={onRetry}>
        Повторить
      </Button>
    </div>
  );
}
