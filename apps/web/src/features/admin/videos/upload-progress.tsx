import { useId } from 'react';
import { Button } from '@/components/button.tsx';
import panel from '../kit/panel.module.css';
import styles from './upload-progress.module.css';

/** The upload's progress bar with its percentage (announced as it grows) and a way to stop it. */
export function UploadProgress({ fraction, onCancel }: { fraction: number; onCancel: () => void }) {
  const id = useId();
  const percent = Math.round(fraction * 100);
  return (
    <div className={styles.progress}>
      <label htmlFor={id} className={styles.progressLabel}>
        {percent < 100 ? 'Загружаем видео' : 'Сервер сохраняет видео…'}
      </label>
      <div className={styles.progressRow}>
        <progress id={id} className={styles.progressBar} max={100} value={percent} />
        <span className={styles.percent} aria-live="polite">
          {percent}%
        </span>
        <Button variant="secondary" className={`${panel.small}`} onClick={onCancel}>
          Отменить
        </Button>
      </div>
    </div>
  );
}
