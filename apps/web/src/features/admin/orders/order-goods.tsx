import type { Order, OrderItem } from '@shop/shared/orders/order-api';
import { formatPrice } from '@/lib/format.ts';
import styles from './order-details.module.css';
import { deliveryDay } from './order-time.ts';
import { adminOrdersStrings as t } from './strings.ts';

/**
 * A gift card line's recipient, sender, day of sending and message (null fields: to the buyer, at once; on an
 * erased order, no longer known).
 */
function GiftCardChoice({
  choice,
  erased,
}: {
  choice: NonNullable<OrderItem['gift_card']>;
  erased: boolean;
}) {
  return (
    <dl className={styles.giftChoice}>
      <div>
        <dt>{t.giftRecipient}</dt>
        <dd>{choice.recipient_email || (erased ? t.giftRecipientErased : t.giftToBuyer)}</dd>
      </div>
      <div>
        <dt>{t.giftSendOn}</dt>
        <dd>{choice.send_on ? deliveryDay(choice.send_on) : t.giftSendAtOnce}</dd>
      </div>
      {choice.sender_name ? (
        <div>
          <dt>{t.giftSender}</dt>
          <dd>{choice.sender_name}</dd>
        </div>
      ) : null}
      {choice.message ? (
        <div className={styles.giftMessage}>
          <dt>{t.giftMessage}</dt>
          <dd>{choice.message}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Everything to put in the bag, as ordered: boxes with their flavours, gifts and packages too (the
 * shopper's history leaves those out; the person assembling the order needs them), and gift cards with
 * whom and when they go to.
 */
export function OrderGoods({ items, erased = false }: { items: Order['items']; erased?: boolean }) {
  return (
    <ul className={styles.goods}>
      {items.map((item) => (
        <li key={item.id} className={styles.good}>
          <div className={styles.goodLine}>
            <span className={styles.goodName}>
              {item.name || `Товар #${item.product_id ?? item.id}`}
              {item.price === 0 ? <span className={styles.gift}> · {t.gift}</span> : null}
            </span>
            <span className={styles.goodCount}>× {item.quantity}</span>
            <span className={styles.goodSum}>{formatPrice(item.price * item.quantity)}</span>
          </div>
          {item.box ? (
            <ul className={styles.flavours}>
              {item.box.items.map((flavour) => (
                <li key={flavour.product_id}>
                  {flavour.name} × {flavour.quantity * item.quantity}
                </li>
              ))}
            </ul>
          ) : null}
          {item.kind === 'gift_card' ? (
            <GiftCardChoice choice={item.gift_card ?? {}} erased={erased} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
