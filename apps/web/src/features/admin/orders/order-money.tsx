import { maskedCode } from '@shop/shared/gift-cards/rules';
import type { Order } from '@shop/shared/orders/order-api';
import { formatDeliveryDate } from '@shop/shared/rules/delivery-dates';
import { MailIcon, PinIcon, TruckIcon } from '@/components/icons.tsx';
import { formatPrice } from '@/lib/format.ts';
import styles from './order-details.module.css';
import { adminOrdersStrings as t } from './strings.ts';

const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

/** How the order is received: the store, the courier's address, day and time, or e-mail (gift cards). */
function DeliveryLine({ delivery }: { delivery: Order['delivery'] }) {
  if (delivery.delivery_type === 'email') {
    return (
      <p className={styles.delivery}>
        <MailIcon />
        <span>
          {t.email}
          <span className={styles.deliveryHint}>{t.emailHint}</span>
        </span>
      </p>
    );
  }
  if (delivery.delivery_type === 'pickup') {
    const where = [delivery.shop_name, delivery.shop_address].filter(Boolean).join(', ');
    return (
      <p className={styles.delivery}>
        <PinIcon />
        <span>
          {t.pickUp}
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
        {t.courier}
        {delivery.address ? `: ${delivery.address}` : ''}
        {when.length > 0 ? `, ${when.join(', ')}` : ''}
      </span>
    </p>
  );
}

/**
 * The order's money as staff need it: goods, packages, delivery, what bonuses and gift cards paid (each
 * card's share by its last four characters), the total taken through the payment provider, and cash back.
 */
export function OrderMoney({ order }: { order: Order }) {
  return (
    <>
      <DeliveryLine delivery={order.delivery} />
      <dl className={styles.sums}>
        <div className={styles.sumLine}>
          <dt>{t.goodsSum}</dt>
          <dd>{formatPrice(order.goods_amount)}</dd>
        </div>
        {order.packages_amount > 0 ? (
          <div className={styles.sumLine}>
            <dt>{t.packages}</dt>
            <dd>{formatPrice(order.packages_amount)}</dd>
          </div>
        ) : null}
        {order.delivery.delivery_type !== 'email' ? (
          <div className={styles.sumLine}>
            <dt>{t.deliverySum}</dt>
            <dd>{order.delivery_amount > 0 ? formatPrice(order.delivery_amount) : t.free}</dd>
          </div>
        ) : null}
        {order.bonus_spent > 0 ? (
          <div className={`${styles.sumLine} ${styles.discount}`}>
            <dt>{t.bonus}</dt>
            <dd>−{formatPrice(order.bonus_spent)}</dd>
          </div>
        ) : null}
        {order.gift_card_spent > 0 ? (
          <div className={`${styles.sumLine} ${styles.discount}`}>
            <dt>{t.paidWithCards}</dt>
            <dd>−{formatPrice(order.gift_card_spent)}</dd>
          </div>
        ) : null}
        {order.paid_with_gift_cards.length > 0 ? (
          <div className={styles.shares}>
            <dt className="visually-hidden">{t.paidWithCardsLabel}</dt>
            <dd>
              <ul aria-label={t.paidWithCardsLabel}>
                {order.paid_with_gift_cards.map((share, index) => (
                  <li key={`${share.last4}-${index}`}>
                    <span>{maskedCode(share.last4)}</span>
                    <span>{formatPrice(share.amount)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        <div className={`${styles.sumLine} ${styles.totalLine}`}>
          <dt>{t.total}</dt>
          <dd>{formatPrice(order.total_amount)}</dd>
        </div>
      </dl>
      {order.cash_back > 0 && (order.is_paid || order.status === 'awaiting_payment') ? (
        <p className={styles.cashBack}>
          {order.is_paid ? t.cashBackCredited(order.cash_back) : t.cashBackPending(order.cash_back)}
        </p>
      ) : null}
    </>
  );
}
