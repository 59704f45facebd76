import { AppLink } from '@/components/app-link.tsx';
import { CloseIcon, ReceiptIcon } from '@/components/icons.tsx';
import { useEffect } from 'react';
import { dismissOrderShortcut, useOrderToPay } from '@/features/orders';
import styles from './header.module.css';

/**
 * The order-pay shortcut of the navigation bar (docs/product/storefront.md#navigation): once an order is
 * placed (the 'addOrder' flag in local storage) it leads to the orders to pay it; the small cross dismisses it.
 * It goes by itself once no order is left to pay (paid, declined and cancelled, or out of time).
 */
export default function OrderShortcut({ onNavigate }: { onNavigate: () => void }) {
  const toPay = useOrderToPay();
  useEffect(() => {
    if (toPay === false) dismissOrderShortcut();
  }, [toPay]);
  if (toPay === false) return null;
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
