import { Button } from '@/components/button.tsx';
import styles from './status-panel.module.css';

/** A page's load failure: what went wrong and a retry. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.title}>Не удалось загрузить товары</p>
      <p className={styles.text}>{message}</p>
      <Button variant="primary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Загружаем…' : 'Попробовать снова'}
      </Button>
    </div>
  );
}
