import type { Order } from '@shop/shared/orders/order-api';
import { formatPrice } from '@/lib/format.ts';
import styles from './order-details.module.css';
import { adminOrdersStrings as t } from './strings.ts';

/**
 * Everything to put in the bag, as ordered: boxes with their flavours, gifts and packages too (the
 * shopper's history leaves those out; the person assembling the order needs them).
 */
export function OrderGoods({ items }: { items: Order['items'] }) {
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
        </li>
      ))}
    </ul>
  );
}
