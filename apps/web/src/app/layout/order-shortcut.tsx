import { AppLink } from '../../components/app-link.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { dismissOrderShortcut } from '../../features/orders/model/order-shortcut.ts';
import styles from './header.module.css';

/** A receipt (kept here rather than in icons.tsx: only this lazily loaded shortcut draws it). */
function ReceiptIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 3.5h12v17l-2.4-1.5-2.4 1.5-2.4-1.5-2.4 1.5L6 20.5z" />
      <path d="M9 8.5h6M9 12h6M9 15.5h3.5" />
    </svg>
  );
}

/**
 * The order-pay shortcut of the navigation bar (SPEC.md §2): once an order is placed ('addOrder', SPEC.md
 * §3) it leads to the orders to pay it; the small cross dismisses it.
 */
export default function OrderShortcut({ onNavigate }: { onNavigate: () => void }) {
  return (
    <span className={styles.shortcut}>
      <AppLink
        to="/personalAccount/orders"
        className={styles.iconButton}
        aria-label="Оплатить заказ"
        onClick={onNavigate}
      >
        <ReceiptIcon />
        <span className={styles.pending} />
      </AppLink>
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Скрыть напоминание об оплате заказа"
        onClick={dismissOrderShortcut}
      >
        <CloseIcon />
      </button>
    </span>
  );
}
