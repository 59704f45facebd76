import type { OrderStatus } from '@shop/shared/orders/status';
import { statusLabel } from '../model/order-state.ts';
import styles from './status-label.module.css';

/** 'Завершен', 'В процессе', 'Отменён' or 'Деньги возвращены', coloured by the status; compact on narrow phones. */
export function StatusLabel({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span className={`${styles.status} ${styles[status]} ${className ?? ''}`} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {statusLabel(status)}
    </span>
  );
}
