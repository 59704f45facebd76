import { useEffect } from 'react';
import { CloseIcon } from '../../../components/icons.tsx';
import { showCartNotice, useCartStore } from '../model/cart-store.ts';
import styles from './cart-notice.module.css';

/** How long a message stays before it goes by itself. */
export const NOTICE_MS = 8000;

/** The cart's latest message (an error of SPEC.md §8 or a success), as a toast the shopper can close. */
export function CartNotice() {
  const notice = useCartStore((state) => state.notice);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => showCartNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div className={styles.region} aria-live="assertive">
      {notice ? (
        <p
          className={`${styles.notice} ${styles[notice.tone]}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{notice.text}</span>
          <button
            type="button"
            className={styles.close}
            aria-label="Закрыть"
            onClick={() => showCartNotice(null)}
          >
            <CloseIcon />
          </button>
        </p>
      ) : null}
    </div>
  );
}
