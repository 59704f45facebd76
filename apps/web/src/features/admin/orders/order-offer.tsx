import { documentPath } from '@shop/shared/legal/legal-api';
import type { Order } from '@shop/shared/orders/order-api';
import styles from './order-details.module.css';
import { adminOrdersStrings as t } from './strings.ts';

/**
 * The version of the public offer the order accepted, linking to that version's text (a dash for orders
 * placed before the shop had one): docs/product/personal-data.md#consents.
 */
export function OrderOffer({ order }: { order: Order }) {
  const version = order.offer_version;
  return (
    <p className={styles.offer}>
      {`${t.offer}: `}
      {version === null ? (
        t.noOffer
      ) : (
        <a href={documentPath('offer', version)} target="_blank" rel="noopener noreferrer">
          {t.offerVersion(version)}
        </a>
      )}
    </p>
  );
}
