import { orderStatusLabels, staffStatusLabels, type OrderStatus } from '@shop/shared/orders/status';
import styles from './status-label.module.css';

/**
 * 'Завершен', 'В процессе', 'Отменён' or 'Деньги возвращены', coloured by the status; compact on narrow
 * phones. `staff`: the admin's words, where a paid order still waits for assembly.
 */
export function StatusLabel({
  status,
  staff = false,
  className,
}: {
  status: OrderStatus;
  staff?: boolean;
  className?: string;
}) {
  return (
    <span className={`${styles.status} ${styles[status]} ${className ?? ''}`} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {(staff ? staffStatusLabels : orderStatusLabels)[status]}
    </span>
  );
}
