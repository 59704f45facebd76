import { fulfilmentNote, shopperBadgeStatus } from '@shop/shared/orders/status';
import type { Order } from '@shop/shared/orders/order-api';
import { useId } from 'react';
import { ChevronDownIcon } from '@/components/icons.tsx';
import { formatPrice } from '@/lib/format.ts';
import { deliveryLabels } from '../model/delivery-label.ts';
import { orderLines, type ProductsById } from '../model/order-lines.ts';
import { orderDate, paymentDeclined, shownStatus } from '../model/order-state.ts';
import { ordersStrings } from '../model/strings.ts';
import { OrderActionsPanel } from './order-actions.tsx';
import { OrderGiftCards } from './order-gift-cards.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderSums } from './order-sums.tsx';
import { StatusLabel } from './status-label.tsx';
import styles from './order-card.module.css';

export interface OrderCardProps {
  order: Order;
  open: boolean;
  onToggle: () => void;
  products: ProductsById;
  now: number;
  guest: boolean;
}

/** One order of the history: a header that opens its goods, money, delivery and actions. */
export function OrderCard({ order, open, onToggle, products, now, guest }: OrderCardProps) {
  const panelId = useId();
  const delivery = deliveryLabels[order.delivery.delivery_type];
  const step = paymentDeclined(order, now)
    ? ordersStrings.declinedStep
    : fulfilmentNote(order.status, order.delivery);
  return (
    <article className={styles.card}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.main}>
            <span className={styles.number}>{ordersStrings.orderNumber(order.retailcrm_id)}</span>
            <span className={styles.meta}>
              {orderDate(order.created_at)} · {delivery}
            </span>
          </span>
          <span className={styles.status}>
            <StatusLabel status={shopperBadgeStatus(shownStatus(order, now))} />
            {step ? <span className={styles.step}>{step}</span> : null}
          </span>
          <span className={styles.total}>{formatPrice(order.total_amount)}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <div className={styles.details}>
            <OrderItems lines={orderLines(order, products)} />
            <div className={styles.side}>
              <OrderSums order={order} />
              <OrderActionsPanel order={order} now={now} guest={guest} />
            </div>
          </div>
        ) : null}
        {open && order.gift_cards.length > 0 ? <OrderGiftCards order={order} guest={guest} /> : null}
      </div>
    </article>
  );
}
