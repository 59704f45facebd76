import { maskedCode } from '@shop/shared/gift-cards/rules';
import type { Order } from '@shop/shared/orders/order-api';
import { formatDeliveryDate } from '@shop/shared/rules/delivery-dates';
import { MailIcon, PinIcon, TruckIcon } from '@/components/icons.tsx';
import { formatPrice } from '@/lib/format.ts';
import { ordersStrings } from '../model/strings.ts';
import styles from './order-sums.module.css';

const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

/** How the order is received: the store, the courier's address, day and time, or e-mail (gift cards). */
function DeliveryLine({ delivery }: { delivery: Order['delivery'] }) {
  if (delivery.delivery_type === 'email') {
    return (
      <p className={styles.delivery}>
        <MailIcon />
        <span>{ordersStrings.email}</span>
      </p>
    );
  }
  if (delivery.delivery_type === 'pickup') {
    const where = [delivery.shop_name, delivery.shop_address].filter(Boolean).join(', ');
    return (
      <p className={styles.delivery}>
        <PinIcon />
        <span>
          {ordersStrings.pickUp}
          {where ? `: ${where}` : ''}
        </span>
      </p>
    );
  }
  const when = [
    delivery.date ? formatDeliveryDate(delivery.date) : '',
    delivery.time_from ? `${hhmm(delivery.time_from)}–${hhmm(delivery.time_to)}` : '',
  ].filter(Boolean);
  return (
    <p className={styles.delivery}>
      <TruckIcon />
      <span>
        {ordersStrings.courier}
        {delivery.address ? `: ${delivery.address}` : ''}
        {when.length > 0 ? `, ${when.join(', ')}` : ''}
      </span>
    </p>
  );
}

/**
 * The order's money: goods, packages, delivery, bonuses spent, what each gift card paid, the total (what was
 * paid through the provider), and its cash back.
 */
export function OrderSums({ order }: { order: Order }) {
  return (
    <>
      <DeliveryLine delivery={order.delivery} />
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{ordersStrings.goods}</dt>
          <dd>{formatPrice(order.goods_amount)}</dd>
        </div>
        {order.packages_amount > 0 ? (
          <div className={styles.line}>
            <dt>{ordersStrings.packages}</dt>
            <dd>{formatPrice(order.packages_amount)}</dd>
          </div>
        ) : null}
        {order.delivery.delivery_type !== 'email' ? (
          <div className={styles.line}>
            <dt>{ordersStrings.delivery}</dt>
            <dd>{order.delivery_amount > 0 ? formatPrice(order.delivery_amount) : ordersStrings.free}</dd>
          </div>
        ) : null}
        {order.bonus_spent > 0 ? (
          <div className={`${styles.line} ${styles.discount}`}>
            <dt>{ordersStrings.bonus}</dt>
            <dd>−{formatPrice(order.bonus_spent)}</dd>
          </div>
        ) : null}
        {order.paid_with_gift_cards.map((card, index) =>
          card.amount > 0 ? (
            <div key={`${card.last4}-${index}`} className={`${styles.line} ${styles.discount}`}>
              <dt>{ordersStrings.giftCard(maskedCode(card.last4))}</dt>
              <dd>−{formatPrice(card.amount)}</dd>
            </div>
          ) : null,
        )}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{ordersStrings.total}</dt>
          <dd>{formatPrice(order.total_amount)}</dd>
        </div>
      </dl>
      {order.cash_back > 0 && (order.is_paid || order.status === 'awaiting_payment') ? (
        <p className={styles.cashBack}>
          {order.is_paid
            ? ordersStrings.cashBackCredited(order.cash_back)
            : ordersStrings.cashBackPending(order.cash_back)}
        </p>
      ) : null}
    </>
  );
}
