import { OrderSums } from '@/features/orders';
import type { Order } from '@shop/shared/orders/order-api';
import { telHref } from '@/lib/format.ts';
import { OrderActions } from './order-actions.tsx';
import styles from './order-details.module.css';
import { OrderGiftCards } from './order-gift-cards.tsx';
import { OrderGoods } from './order-goods.tsx';
import { OrderOffer } from './order-offer.tsx';
import { paymentState } from './payment-state.ts';
import { adminOrdersStrings as t } from './strings.ts';

/**
 * An opened order: what to put in the bag, who it is for, the money (gift cards' shares included), the gift
 * cards it bought and what can be done next.
 */
export function OrderDetails({ order, now, id }: { order: Order; now: number; id: string }) {
  const { customer } = order;
  return (
    <div id={id} className={styles.details} role="region" aria-label={t.order(order.retailcrm_id)}>
      <section className={styles.goodsBlock} aria-label={t.goods}>
        <h3 className={styles.blockTitle}>{t.goods}</h3>
        <OrderGoods items={order.items} erased={order.personal_data_erased} />
      </section>
      <div className={styles.side}>
        <section aria-label={t.customer} className={styles.customer}>
          <h3 className={styles.blockTitle}>{t.customer}</h3>
          {order.personal_data_erased ? (
            <p className={styles.erased}>{t.personalDataErased}</p>
          ) : (
            <>
              <p>{`${customer.first_name} ${customer.last_name}`.trim()}</p>
              <p>
                <a href={telHref(customer.phone)}>{customer.phone}</a>
                {' · '}
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </p>
            </>
          )}
          <OrderOffer order={order} />
        </section>
        <section aria-label={t.payment} className={styles.money}>
          <h3 className={styles.blockTitle}>{t.payment}</h3>
          <p className={order.is_paid ? styles.paid : styles.unpaid}>{paymentState(order, now)}</p>
          <OrderSums order={order} />
        </section>
        <OrderGiftCards order={order} />
      </div>
      <section aria-label={t.actions} className={styles.actionsBlock}>
        <OrderActions order={order} now={now} />
      </section>
    </div>
  );
}
