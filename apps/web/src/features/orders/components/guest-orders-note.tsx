import { Button } from '@/components/button.tsx';
import { useUiStore } from '@/lib/ui-store.ts';
import { ordersStrings } from '../model/strings.ts';
import styles from './orders.module.css';

/** Above a guest's orders: they belong to this browser; signing in keeps them and earns bonuses. */
export function GuestOrdersNote() {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <aside className={styles.guest} aria-label={ordersStrings.guestTitle}>
      <div className={styles.guestText}>
        <p className={styles.guestTitle}>{ordersStrings.guestTitle}</p>
        <p className={styles.guestNote}>{ordersStrings.guestText}</p>
      </div>
      <Button variant="secondary" onClick={() => openModal('auth')}>
        {ordersStrings.signIn}
      </Button>
    </aside>
  );
}
