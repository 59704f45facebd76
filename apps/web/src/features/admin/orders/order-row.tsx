import type { Order } from '@shop/shared/orders/order-api';
import { ChevronDownIcon } from '@/components/icons.tsx';
import { formatPrice } from '@/lib/format.ts';
import { shownStatus, StatusLabel } from '@/features/orders';
import { OrderDetails } from './order-details.tsx';
import { deliveryDay, orderMoment } from './order-time.ts';
import styles from './orders.module.css';
import { adminOrdersStrings as t } from './strings.ts';

const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

/** Where the order goes: the store's name, the courier's day and time, or e-mail (gift cards only). */
function deliveryOf(delivery: Order['delivery']): string {
  if (delivery.delivery_type === 'email') return t.email;
  if (delivery.delivery_type === 'pickup') {
    return `${t.pickUp} · ${delivery.shop_name ?? `магазин №${delivery.shop_number ?? '—'}`}`;
  }
  const day = delivery.date ? deliveryDay(delivery.date) : '';
  const slot = delivery.time_from ? `${hhmm(delivery.time_from)}–${hhmm(delivery.time_to)}` : '';
  return [t.courier, [day, slot].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
}

/** One order of the list: a summary line that opens to its goods, money and actions. */
export function OrderRow({
  order,
  open,
  now,
  onToggle,
}: {
  order: Order;
  open: boolean;
  now: number;
  onToggle: () => void;
}) {
  const detailsId = `admin-order-${order.id}`;
  const { customer } = order;
  return (
    <li className={`${styles.row} ${open ? styles.open : ''}`}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onClick={onToggle}
      >
        <span className={styles.number}>
          <span className="visually-hidden">Заказ</span> №{order.retailcrm_id}
          <span className={styles.time}>{orderMoment(order.created_at)}</span>
        </span>
        <span className={styles.customer}>
          {order.personal_data_erased ? (
            <span className={`${styles.name} ${styles.erased}`}>{t.personalDataErased}</span>
          ) : (
            <>
              <span className={styles.name}>
                {`${customer.first_name} ${customer.last_name}`.trim() || customer.email}
              </span>
              <span className={styles.contacts}>
                {customer.phone} · {customer.email}
              </span>
            </>
          )}
        </span>
        <span className={styles.delivery}>{deliveryOf(order.delivery)}</span>
        <span className={styles.total}>{formatPrice(order.total_amount)}</span>
        <span className={styles.status}>
          <StatusLabel status={shownStatus(order, now)} staff />
        </span>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </button>
      {open ? <OrderDetails order={order} now={now} id={detailsId} /> : null}
    </li>
  );
}
