import { Button } from '@/components/button.tsx';
import styles from './status-panel.module.css';

/** No card matches the chosen filters. */
export function EmptyResult({ onReset }: { onReset?: (() => void) | undefined }) {
  return (
    <div className={styles.panel}>
      <svg className={styles.art} viewBox="0 0 80 80" aria-hidden="true" focusable="false">
        <circle cx="40" cy="40" r="36" fill="var(--color-peach)" />
        <circle cx="40" cy="40" r="24" fill="none" stroke="var(--color-caramel)" strokeWidth="4" />
        <path d="M32 34h.01M48 34h.01" stroke="var(--color-cocoa)" strokeWidth="5" strokeLinecap="round" />
        <path
          d="M31 50c5-4 13-4 18 0"
          fill="none"
          stroke="var(--color-cocoa)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <p className={styles.title}>Ничего не найдено</p>
      <p className={styles.text}>В этой категории пока нет товаров — загляните в другие.</p>
      {onReset ? (
        <Button variant="primary" onClick={onReset}>
          Сбросить фильтры
        </Button>
      ) : null}
    </div>
  );
}
