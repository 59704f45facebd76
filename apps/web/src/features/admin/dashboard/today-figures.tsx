import type { Dashboard } from '@shop/shared/admin/dashboard-api';
import { formatPrice } from '@/lib/format.ts';
import styles from './dashboard.module.css';

/** Today's orders, how many of them are paid and the money taken (Moscow day, refunds taken off). */
export function TodayFigures({ today }: { today: Dashboard['today'] }) {
  const figures = [
    { label: 'Заказов сегодня', value: String(today.orders) },
    { label: 'Оплачено сегодня', value: String(today.paid_orders) },
    { label: 'Выручка сегодня', value: formatPrice(today.revenue) },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
