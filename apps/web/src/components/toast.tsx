import { useEffect } from 'react';
import { CloseIcon } from './icons.tsx';
import styles from './toast.module.css';

/** How long a message stays before it goes by itself. */
export const NOTICE_MS = 8000;

export interface ToastMessage {
  text: string;
  tone: 'error' | 'success';
}

/** A message under the header the shopper can close; it goes by itself after NOTICE_MS. */
export function Toast({ message, onDismiss }: { message: ToastMessage | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDismiss, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [message, onDismiss]);
  return (
    <div className={styles.region} aria-live="assertive">
      {message ? (
        <p
          className={`${styles.notice} ${styles[message.tone]}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{message.text}</span>
          <button type="button" className={styles.close} aria-label="Закрыть" onClick={onDismiss}>
            <CloseIcon />
          </button>
        </p>
      ) : null}
    </div>
  );
}
